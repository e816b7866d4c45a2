package puzzles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// What the facts claim holds in every consistent layout of the built-in hidden-hand puzzles: a
// seat shown without trumps holds none, a seat shown without cards holds none of them.
func TestShownFactsAgreeWithLayouts(t *testing.T) {
	for _, p := range builtinSeat(t) {
		l, err := evaluate.NewLayouts(*p.Seen)
		require.NoError(t, err, p.ID)
		trumps := engine.SuitSet(p.Trump)
		for _, seat := range []engine.Seat{engine.North, engine.East, engine.West} {
			_, none := seen.TrumplessAt(p.Seen, seat)
			out := p.Seen.Unseen() & trumps
			var lacks []engine.Card
			for _, x := range out.Cards() {
				if _, ok := seen.ShownWithout(p.Seen, seat, engine.SetOf(x)); ok {
					lacks = append(lacks, x)
				}
			}
			l.Each(func(h [4]engine.Set) bool {
				assert.False(t, none && h[seat]&trumps != 0, "%s: %s shown without trumps holds %v", p.ID, seat, h[seat]&trumps)
				assert.Zero(t, h[seat]&engine.SetOf(lacks...), "%s: %s shown without %v", p.ID, seat, lacks)
				return true
			})
		}
	}
}
