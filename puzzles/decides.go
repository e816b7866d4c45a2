package puzzles

import (
	"slices"

	"github.com/belote-trainer/belote/engine"
)

// A motif's detector says that its mechanism is there; it does not say that the mechanism is what
// the best card gains. A position can show a belote while the whole difference is a trump lead
// into the opponents' trumps, or a charge while it is a draw. A motif decides a comparison when
// its stake (the cards whose fate it is about) carries the difference and its tricks are where the
// difference shows (docs/content.md, "Which motif decides").

// Stake is what a motif is about on a comparison: the cards whose side it explains, the tricks of
// the lines where its mechanism acts (indexes, both lines together), and whether the dix de der
// (K1) is part of it.
type Stake struct {
	Cards  engine.Set
	Tricks []int
	Der    bool
}

// swing is how many points of margin (North–South's points minus the opponents') the best line
// makes more than the tempting line with the stake: each card that North–South win in one line and
// the opponents in the other counts twice its points (C3), and so does the dix de der (K1) when
// the stake holds it. Both lines share out the same points, so the swing of every card and the dix
// de der together is twice the difference of the two values.
func (c Comparison) swing(trump engine.Suit, st Stake) int {
	bs, ts := sides(c.Best.Line), sides(c.Tempting.Line)
	n := 0
	for _, x := range st.Cards.Cards() {
		n += (bs[x] - ts[x]) * engine.Points(x, trump)
	}
	if st.Der && len(c.Best.Line) > 0 && len(c.Tempting.Line) > 0 {
		n += (side(lastWinner(c.Best)) - side(lastWinner(c.Tempting))) * engine.DixDeDer
	}
	return n
}

// sides maps each card of a line to +1 when North–South win its trick, -1 when the opponents do.
func sides(line []LineTrick) map[engine.Card]int {
	m := map[engine.Card]int{}
	for _, t := range line {
		for _, x := range t.Cards {
			m[x] = side(t.Winner)
		}
	}
	return m
}

func side(s engine.Seat) int {
	if s.Team() == engine.NS {
		return 1
	}
	return -1
}

// all is the stake of every card and the dix de der: the whole difference between the lines.
func (c Comparison) all() Stake {
	var st Stake
	for _, t := range c.Best.Line {
		st.Cards |= engine.SetOf(t.Cards...)
	}
	st.Der = true
	return st
}

// stakeOf is the stake of an open motif's evidence on a comparison (docs/content.md, "Which motif
// decides"), its tricks in order.
func stakeOf(ev OpenEvidence, p *Puzzle, c Comparison) Stake {
	st := ev.stake(p, c)
	slices.Sort(st.Tricks)
	return st
}

// addTrick adds trick i of a line to the stake: its cards, its index, and the dix de der with the
// last one.
func (st *Stake) addTrick(line []LineTrick, i int) {
	if i < 0 || i >= len(line) {
		return
	}
	st.Cards |= engine.SetOf(line[i].Cards...)
	st.addIndex(i)
	st.Der = st.Der || i == len(line)-1
}

// addIndex adds trick index i (of both lines) to the stake, without its cards.
func (st *Stake) addIndex(i int) {
	if i >= 0 && !slices.Contains(st.Tricks, i) {
		st.Tricks = append(st.Tricks, i)
	}
}

// decides reports whether motif m is an idea that decides the comparison (docs/content.md,
// "Which motif decides"): its detector holds; no motif that holds has a stake that carries more of
// the difference (Swing), and one that carries as much with other cards comes after m in Motifs
// (the rarer idea is the cause: an unblocking that wins the last trick is not a dix de der); its
// tricks hold the decisive one (Comparison.Decisive); and its stake carries at least half of the
// difference: a belote whose two cards swing 6 points of 56 is not the idea, even where its trick
// is the decisive one (the old best-belote-005). Two motifs with the same stake (a 10 loaded on partner's trick is also a 10 kept)
// both decide.
func decides(m Motif, p *Puzzle, c Comparison) bool {
	return slices.Contains(motifsOf(Deciding(p, c)), m)
}

// decidingMotif is the motif that decides a comparison (Decides), the first of Motifs when two
// do; NoMotif when none does (the position teaches no one idea).
func decidingMotif(p *Puzzle, c Comparison) Motif {
	if evs := Deciding(p, c); len(evs) > 0 {
		return evs[0].Motif()
	}
	return NoMotif
}

// Deciding lists the evidence of the motifs that decide (Decides), in the order of Motifs.
func Deciding(p *Puzzle, c Comparison) []OpenEvidence {
	held := detectMotifs(p, c)
	stakes := make([]Stake, len(held))
	swings := make([]int, len(held))
	top := 0
	for i, ev := range held {
		stakes[i] = stakeOf(ev, p, c)
		swings[i] = c.swing(p.Trump, stakes[i])
		top = max(top, swings[i])
	}
	whole, dec := c.swing(p.Trump, c.all()), c.Decisive()
	var out []OpenEvidence
	var first engine.Set
	for i, ev := range held {
		st := stakes[i]
		if top <= 0 || swings[i] < top || !slices.Contains(st.Tricks, dec) || 2*swings[i] < whole {
			continue
		}
		if len(out) == 0 {
			first = st.Cards
		} else if st.Cards != first {
			continue
		}
		out = append(out, ev)
	}
	return out
}

// nsTricks counts the tricks of a line that North–South win.
func nsTricks(line []LineTrick) int {
	n := 0
	for _, t := range line {
		if t.Winner.Team() == engine.NS {
			n++
		}
	}
	return n
}
