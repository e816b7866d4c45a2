package app

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// A position drawn for a rule is decided by that rule, and the answer is the engine's.
func TestRandomPositionMatchesRule(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range engine.BuiltinNames {
		v := engine.MustBuiltin(name)
		for _, r := range DrillRules {
			t.Run(name+"/"+r.String(), func(t *testing.T) {
				p := RandomPosition(rng, v, r)
				require.Equal(t, r, p.Rule)
				assert.Equal(t, engine.South, p.Deal.Turn)
				legal, rule := v.Legal(p.Trump, p.Hands[engine.South], p.Trick)
				assert.Equal(t, legal, p.Legal)
				assert.Equal(t, rule, p.Rule)
				assert.Len(t, p.Seats, len(p.Trick))
				if len(p.Seats) > 0 {
					assert.Equal(t, engine.South, v.Direction.Next(p.Seats[len(p.Seats)-1]), "the last card was played by the seat before South")
				}
			})
		}
	}
}

func TestDrillPlayRightAndWrong(t *testing.T) {
	d := NewDrill(engine.MustBuiltin("classique"), engine.P5, PlayLegal, 7)
	require.Equal(t, engine.P5, d.Pos.Rule)
	illegal := d.Pos.Hands[engine.South] &^ d.Pos.Legal
	require.NotZero(t, illegal, "P5 always leaves some card out: the lower trumps or the other suits")

	f := d.Play(d.Pos.Legal.First())
	assert.True(t, f.Right)
	assert.Equal(t, 1, d.Streak)
	again := d.Play(illegal.First())
	assert.True(t, again.Right, "a second answer to the same question does not count")
	assert.Equal(t, Tally{1, 1}, d.Score)

	d.Next()
	for d.Pos.Hands[engine.South] == d.Pos.Legal {
		d.Next()
	}
	f = d.Play((d.Pos.Hands[engine.South] &^ d.Pos.Legal).First())
	assert.False(t, f.Right)
	assert.Equal(t, 0, d.Streak)
	assert.Equal(t, 1, d.Best)
	assert.Equal(t, 50, d.Score.Percent())
}

func TestDrillSelectLegal(t *testing.T) {
	d := NewDrill(engine.MustBuiltin("annonces"), engine.P1, SelectLegal, 3)
	for _, c := range d.Pos.Legal.Cards() {
		d.Toggle(c)
	}
	extra := d.Pos.Hands[engine.South] &^ d.Pos.Legal
	if !extra.Empty() {
		d.Toggle(extra.First())
		d.Toggle(extra.First()) // untick
	}
	assert.True(t, d.Submit().Right)

	d.Next()
	d.Toggle(d.Pos.Legal.First())
	if d.Pos.Legal.Len() > 1 {
		assert.False(t, d.Submit().Right, "a partial set is wrong")
	}
}

func TestSortHand(t *testing.T) {
	hand := engine.SetOf(engine.MustCard("7H"), engine.MustCard("JH"), engine.MustCard("AS"), engine.MustCard("10S"), engine.MustCard("9H"))
	assert.Equal(t, []engine.Card{engine.MustCard("AS"), engine.MustCard("10S"), engine.MustCard("JH"), engine.MustCard("9H"), engine.MustCard("7H")},
		SortHand(hand, engine.Hearts), "plain suits first, trump last, strongest first by C3")
}

func TestStack(t *testing.T) {
	var s Stack[string]
	s.Push("home")
	s.Push("drill")
	top, ok := s.Pop()
	assert.True(t, ok)
	assert.Equal(t, "home", top)
	_, ok = s.Pop()
	assert.False(t, ok, "home is never popped")
	assert.Equal(t, 1, s.Len())
}
