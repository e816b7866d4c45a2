package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/testkit/msgkeys"
)

// Every message of the human modes renders in both languages with the same placeholders; the
// code names every key (none is dead), each a constant that exists (none shows as {key}).
func TestWordsComplete(t *testing.T) {
	for _, err := range words.Check() {
		t.Error(err)
	}
	r, err := msgkeys.Check(".", words)
	require.NoError(t, err)
	assert.Empty(t, r.Problems)
	for key := range words {
		assert.True(t, r.Used[key], "message %s is never used", key)
	}
}
