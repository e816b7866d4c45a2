package random

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

func TestDeckIsAPermutation(t *testing.T) {
	var seen engine.Set
	for _, c := range Deck(New(1)) {
		require.False(t, seen.Has(c), "%v twice", c)
		seen = seen.Add(c)
	}
	assert.Equal(t, 32, seen.Len())
}

// The same seed gives the same deals: drills, quizzes and generated packs depend on it.
func TestSameSeedSameDeal(t *testing.T) {
	v := engine.MustBuiltin("classique")
	a, b := Played(New(7), v), Played(New(7), v)
	assert.Equal(t, a.Tricks, b.Tricks)
	assert.NotEqual(t, Deck(New(7)), Deck(New(8)))
}

// Every variant's random deals reach their first lead with a trump and play to the end (T3–T6).
func TestDealsReachTheEnd(t *testing.T) {
	for _, name := range engine.BuiltinNames {
		v := engine.MustBuiltin(name)
		rng := New(3)
		for range 20 {
			d := Deal(rng, v)
			require.Equal(t, engine.Playing, d.Phase, name)
			require.NotEqual(t, engine.NoSuit, d.Trump, name)
			for d.Phase == engine.Playing {
				Play(rng, d)
			}
			assert.Equal(t, engine.Finished, d.Phase, name)
		}
	}
}

func TestSouthToPlayKeeps(t *testing.T) {
	v := engine.MustBuiltin("classique")
	rng := New(5)
	for range 20 {
		d := SouthToPlay(rng, v, func(d *engine.Deal) bool { return d.NTricks >= 4 })
		require.NotNil(t, d)
		assert.Equal(t, engine.South, d.Turn)
		assert.GreaterOrEqual(t, d.NTricks, 4)
	}
	assert.Nil(t, SouthToPlay(rng, v, func(*engine.Deal) bool { return false }))
}
