package puzzles

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// node is a position for the independent minimax below: hands, the trick in progress and its
// leader, and how many tricks are left after the current one.
type node struct {
	v      *engine.Variant
	trump  engine.Suit
	hands  [4]engine.Set
	leader engine.Seat
	trick  []engine.Card
}

func (n node) toMove() engine.Seat { return n.v.Direction.Nth(n.leader, len(n.trick)) }

// play plays c; it returns the next node and the trick's points for North–South when c ends the
// trick (card points, plus 10 on the last trick of the deal, K1).
func (n node) play(c engine.Card) (node, int) {
	s := n.toMove()
	next := n
	next.hands[s] = next.hands[s].Remove(c)
	next.trick = append(append([]engine.Card(nil), n.trick...), c)
	if len(next.trick) < 4 {
		return next, 0
	}
	w := n.v.Direction.Nth(n.leader, engine.Winner(n.trump, next.trick))
	pts := 0
	for _, x := range next.trick {
		pts += engine.Points(x, n.trump)
	}
	if next.hands[0].Len() == 0 {
		pts += 10
	}
	next.leader, next.trick = w, nil
	if w.Team() != engine.NS {
		pts = 0
	}
	return next, pts
}

// minimax is the North–South trick points from n to the end under perfect play, by plain search
// over the legal cards (§3, W1, C3, K1): no pruning, no table, nothing shared with engine/solve.
func minimax(n node) int {
	if n.hands[n.toMove()].Len() == 0 {
		return 0
	}
	legal, _ := n.v.Legal(n.trump, n.hands[n.toMove()], n.trick)
	maximise := n.toMove().Team() == engine.NS
	best := -1
	for _, c := range legal.Cards() {
		next, pts := n.play(c)
		v := pts + minimax(next)
		if best < 0 || (maximise && v > best) || (!maximise && v < best) {
			best = v
		}
	}
	return best
}

func nodeOf(p *Puzzle) node {
	n := node{v: p.Variant, trump: p.Trump, leader: p.Leader, trick: p.Trick}
	for _, s := range engine.Seats {
		n.hands[s] = engine.SetOf(p.Hands[s]...)
	}
	return n
}

// Every built-in best puzzle's two lines (the best card's and the tempting card's) are legal
// play to the end, each card optimal for its player, and worth the exported values; the best card
// is unique and at least MinMargin ahead. Endings (4 tricks or fewer) are checked by the
// independent minimax above at every position of both lines; mid-deal ones by engine/solve's
// values at every position. -short checks one puzzle in four.
func TestBestLinesAgreeWithIndependentSearch(t *testing.T) {
	for i, p := range builtinBest(t) {
		if testing.Short() && i%4 != 0 {
			continue
		}
		a, err := Answer(p)
		require.NoError(t, err)
		top, second := -1, -1
		for _, v := range a.Values {
			if v > top {
				top, second = v, top
			} else if v > second {
				second = v
			}
		}
		assert.Equal(t, 1, a.Best.Len(), p.ID)
		assert.GreaterOrEqual(t, top-second, MinMargin, p.ID)
		cmp, err := Compare(context.Background(), p)
		require.NoError(t, err)
		for _, r := range []CardReview{cmp.Best, cmp.Tempting} {
			checkLine(t, p, r)
		}
	}
}

// checkLine plays a line from the puzzle's position: every card legal and optimal for its player,
// the line's North–South points equal to the card's value.
func checkLine(t *testing.T, p *Puzzle, r CardReview) {
	n := nodeOf(p)
	endgame := len(p.Hands[engine.South]) <= 4
	var cards []engine.Card
	for _, tr := range r.Line {
		cards = append(cards, tr.Cards...)
	}
	cards = cards[len(p.Trick):]
	total := 0
	for i, c := range cards {
		legal, _ := n.v.Legal(n.trump, n.hands[n.toMove()], n.trick)
		require.True(t, legal.Has(c), "%s: %s may not play %s", p.ID, n.toMove(), c)
		if i > 0 { // the first card is the one compared, not necessarily optimal
			want := optimal(t, n, endgame)
			next, _ := n.play(c)
			_, pts := n.play(c)
			assert.Equal(t, want, pts+value(t, next, endgame), "%s: %s's %s is not optimal after %v", p.ID, n.toMove(), c, cards[:i])
		}
		var pts int
		n, pts = n.play(c)
		total += pts
	}
	assert.Equal(t, r.Value, total, "%s: line after %s", p.ID, r.Card)
	if endgame {
		first, pts := nodeOf(p).play(r.Card)
		assert.Equal(t, r.Value, pts+minimax(first), "%s: value of %s", p.ID, r.Card)
	}
}

// value is the North–South points from n to the end: by minimax for endings, else by the solver.
func value(t *testing.T, n node, endgame bool) int {
	if endgame {
		return minimax(n)
	}
	if n.hands[n.toMove()].Len() == 0 {
		return 0
	}
	v, err := solve.Value(context.Background(), solvePos(n))
	require.NoError(t, err)
	if n.toMove().Team() != engine.NS {
		return restPoints(n) - v
	}
	return v
}

// optimal is the best value the player to move can reach, for North–South.
func optimal(t *testing.T, n node, endgame bool) int {
	legal, _ := n.v.Legal(n.trump, n.hands[n.toMove()], n.trick)
	maximise := n.toMove().Team() == engine.NS
	best := -1
	for _, c := range legal.Cards() {
		next, pts := n.play(c)
		v := pts + value(t, next, endgame)
		if best < 0 || (maximise && v > best) || (!maximise && v < best) {
			best = v
		}
	}
	return best
}

func solvePos(n node) solve.Position {
	return solve.Position{Variant: n.v, Trump: n.trump, Hands: n.hands, Leader: n.leader, Trick: n.trick}
}

// restPoints is every point still to win from n: the cards in hand and on the table, and the 10
// of the last trick.
func restPoints(n node) int {
	pts := 10
	for _, h := range n.hands {
		for _, c := range h.Cards() {
			pts += engine.Points(c, n.trump)
		}
	}
	for _, c := range n.trick {
		pts += engine.Points(c, n.trump)
	}
	return pts
}
