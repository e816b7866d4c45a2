package app

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// TestStreakRises: a streak gives the variant's puzzles only, never twice the same, each rated at
// least as high as the one before until it reaches the hardest (then the hardest left).
func TestStreakRises(t *testing.T) {
	lib, _ := content.LoadBuiltin()
	s := NewStreak(progress.New(), lib.Puzzles(), "classique", rand.New(rand.NewPCG(1, 2)))
	seen, last, top := map[string]bool{}, 0, 0
	for i := range 40 {
		p := s.Next()
		require.NotNil(t, p)
		assert.Equal(t, "classique", p.Variant.Name)
		assert.False(t, seen[p.ID], "%s given twice", p.ID)
		seen[p.ID] = true
		if top == 0 {
			assert.GreaterOrEqual(t, s.Rating(p), last, "puzzle %d", i)
		}
		if s.Rating(p) == 1950 { // a ★★★★★ puzzle's prior, the highest
			top = i
		}
		last = s.Rating(p)
	}
	assert.NotZero(t, top, "40 puzzles climb to the hardest")
}

// TestStreakRecord: the best is saved from the first puzzle beyond it, and said once.
func TestStreakRecord(t *testing.T) {
	pr := progress.New()
	pr.NotePuzzleStreak("classique", 2)
	s := NewStreak(pr, nil, "classique", rand.New(rand.NewPCG(1, 2)))
	var got [][2]bool
	for range 4 {
		r, b := s.Solved()
		got = append(got, [2]bool{r, b})
	}
	assert.Equal(t, [][2]bool{{false, false}, {false, false}, {true, true}, {true, false}}, got)
	assert.Equal(t, 4, s.Best)
	assert.Nil(t, s.Next(), "no puzzle: the streak has nothing to give")
}
