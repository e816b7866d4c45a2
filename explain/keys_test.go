package explain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/testkit/msgkeys"
)

// Every key the explainer names is a constant of its catalogue, never built at run time, and each
// call that gives a message's values in place gives all of them.
func TestMessageKeysConstant(t *testing.T) {
	r, err := msgkeys.Check(".", explain.TheCatalogue)
	require.NoError(t, err)
	assert.Empty(t, r.Problems)
}
