package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/testkit/msgkeys"
)

// Every message of the catalogue renders in both languages with the same placeholders, and none
// leaves a raw {…} (explain.Catalogue.Check).
func TestMessagesRender(t *testing.T) {
	for _, err := range Messages().Check() {
		t.Error(err)
	}
}

// Every key the screens' models use is a constant of the catalogue, never built at run time, and
// each call that gives a message's values gives all of them.
func TestMessageKeysUsed(t *testing.T) {
	errs, err := msgkeys.Check(".", Messages())
	require.NoError(t, err)
	assert.Empty(t, errs)
}
