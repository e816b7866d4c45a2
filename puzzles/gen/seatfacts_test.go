package gen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// builtinSeatPuzzles returns the built-in hidden-hand puzzles.
func builtinSeatPuzzles(t *testing.T) []*puzzles.Puzzle {
	t.Helper()
	var out []*puzzles.Puzzle
	for _, m := range puzzles.SeatMotifs() {
		out = append(out, builtinBids(t, "best-seat-"+m.String())...)
	}
	require.NotEmpty(t, out)
	return out
}

// What a seat point deduces of the trumps holds in every consistent layout: the one seat left
// that may hold the trumps no seat is known to hold ("Ouest a donc …") holds them all, and a seat
// that the count says must hold a trump holds one.
func TestSeatDeductionsHold(t *testing.T) {
	for _, p := range builtinSeatPuzzles(t) {
		l, err := evaluate.NewLayouts(*p.Seen)
		require.NoError(t, err, p.ID)
		for _, lg := range []lang{fr, en} {
			s := seatStory{l: lg, p: p, pos: p.Seen, f: p.Face()}
			for _, skip := range []engine.Seat{engine.NoSeat, engine.North, engine.East, engine.West} {
				if d := deduceTrumps(p.Seen, skip); d.Only != engine.NoSeat {
					l.Each(func(h [4]engine.Set) bool {
						assert.Equal(t, d.Rest, h[d.Only]&d.Rest, "%s: %s should hold every trump of %v", p.ID, d.Only, d.Rest)
						return true
					})
				}
				if skip == engine.NoSeat || s.mustHoldTrump(skip) == "" {
					continue
				}
				l.Each(func(h [4]engine.Set) bool {
					assert.NotZero(t, h[skip].Of(p.Trump), "%s: %s should hold a trump", p.ID, skip)
					return true
				})
			}
		}
	}
}

// Every seat point gives a fact South can check: no point is a bare verdict ("vaut mieux"), and
// none says "forcément" without the count or the tricks that prove it.
func TestSeatPointsGiveAReason(t *testing.T) {
	for _, p := range builtinSeatPuzzles(t) {
		fr := p.Point[explain.French]
		assert.NotContains(t, fr, "vaut mieux", p.ID)
		assert.NotContains(t, fr, "forcément", p.ID)
		idea, _, _ := strings.Cut(fr, "Sur les ")
		assert.Regexp(t, `pli|atouts? (sont|est) tombés?|Tous les|carte maîtresse|atout maître`, idea, p.ID)
	}
}

// A read-void point names its motif in both languages, as the other seat motifs do, and a seat
// whose whole hand South knows is told with every card of it, not only its trumps.
func TestSeatReadVoidNamesItsIdea(t *testing.T) {
	for _, p := range builtinBids(t, "best-seat-read-void") {
		assert.True(t, strings.HasPrefix(p.Point[explain.French], "Repère la couleur coupée : "), p.ID)
		assert.True(t, strings.HasPrefix(p.Point[explain.English], "Read the void: "), p.ID)
	}
	for _, p := range builtinSeatPuzzles(t) {
		for _, seat := range []engine.Seat{engine.North, engine.East, engine.West} {
			if p.Seen.Known[seat].Len() != p.Seen.Counts()[seat] || p.Seen.Known[seat] == 0 {
				continue
			}
			s := seatStory{l: fr, p: p, pos: p.Seen, f: p.Face()}
			whole := s.wholeHand(seat)
			for _, c := range p.Seen.Known[seat].Cards() {
				assert.Contains(t, whole, c.Format(p.Face()), "%s: %s", p.ID, whole)
			}
		}
	}
}

// A keep-master point two tricks from the end says « si tu prends ce pli » of the best card only
// when that card can take the trick in some consistent layout (the evidence's BestWins): the
// claim about a card is said only when the evidence shows it (the old best-seat-keep-master-003
// said it of {card:5c}, with 7 and 11 of copas out, which beat it in every layout).
func TestKeptLastClaimsHold(t *testing.T) {
	ps := append(builtinSeatPuzzles(t), builtinBids(t, "best-seat-contract")...)
	told := 0
	for _, p := range ps {
		if p.Seen.Hand.Len() != 2 {
			continue
		}
		a, err := puzzles.Answer(p)
		require.NoError(t, err, p.ID)
		ev, ok := puzzles.SeatMotif(p.Motif, p, a)
		if p.Motif == puzzles.Contract {
			evs := puzzles.DetectSeatMotifs(p, a)
			ev, ok = nil, len(evs) > 0
			if ok {
				ev = evs[0]
			}
		}
		mk, isMaster := ev.(puzzles.MasterKept)
		if !ok || !isMaster {
			continue
		}
		told++
		claims := strings.Contains(p.Point[explain.French], "si tu prends ce pli")
		assert.Equal(t, mk.BestWins > 0, claims, "%s: the best card takes the trick in %d of %d layouts", p.ID, mk.BestWins, mk.Layouts)
		assert.Equal(t, claims, strings.Contains(p.Point[explain.English], "if you win this trick"), p.ID)
	}
	assert.GreaterOrEqual(t, told, 10)
}
