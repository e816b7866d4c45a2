package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuiltinClean: the shipped content has no problem, and every built-in puzzle states the
// answer it expects (CONTENT-SPEC: optional in the format, required of built-in content).
func TestBuiltinClean(t *testing.T) {
	lib, probs := LoadBuiltin()
	for _, p := range probs {
		t.Error(p.String())
	}
	require.NotEmpty(t, lib.Puzzles())
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		assert.NotNil(t, p.Expect, "built-in puzzle %s states no expected answer", p.ID)
	}
}

func BenchmarkLoadBuiltin(b *testing.B) {
	for b.Loop() {
		if _, probs := LoadBuiltin(); len(probs) > 0 {
			b.Fatal(probs[0])
		}
	}
}
