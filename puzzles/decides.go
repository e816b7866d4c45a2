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

// Swing is how many points of margin (North–South's points minus the opponents') the best line
// makes more than the tempting line with the stake: each card that North–South win in one line and
// the opponents in the other counts twice its points (C3), and so does the dix de der (K1) when
// the stake holds it. Both lines share out the same points, so the swing of every card and the dix
// de der together is twice the difference of the two values.
func (c Comparison) Swing(trump engine.Suit, st Stake) int {
	bs, ts := sides(c.Best.Line), sides(c.Tempting.Line)
	n := 0
	for _, x := range st.Cards.Cards() {
		n += (bs[x] - ts[x]) * engine.Points(x, trump)
	}
	if st.Der && len(c.Best.Line) > 0 && len(c.Tempting.Line) > 0 {
		n += (side(LastWinner(c.Best)) - side(LastWinner(c.Tempting))) * engine.DixDeDer
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

// MotifStake is motif m's stake on a comparison (docs/content.md, "Which motif decides"); the
// motif's detector is assumed to hold.
func MotifStake(m Motif, p *Puzzle, c Comparison) Stake {
	var st Stake
	b, t := c.Best.Line, c.Tempting.Line
	last := len(b) - 1
	// trick adds trick i of a line: its cards, its index, and the dix de der with the last one.
	trick := func(line []LineTrick, i int) {
		if i < 0 || i >= len(line) {
			return
		}
		st.Cards |= engine.SetOf(line[i].Cards...)
		if !slices.Contains(st.Tricks, i) {
			st.Tricks = append(st.Tricks, i)
		}
		st.Der = st.Der || i == len(line)-1
	}
	index := func(i int) {
		if i >= 0 && !slices.Contains(st.Tricks, i) {
			st.Tricks = append(st.Tricks, i)
		}
	}
	switch m {
	case DixDeDer:
		trick(b, last)
		trick(t, last)
	case KeepTen:
		// the ten itself, where it falls and where it is kept
		tl, _ := LostTen(p, c)
		st.Cards = engine.SetOf(tl.Ten)
		index(tl.Lost)
		index(tl.Kept)
	case DrawTrumps:
		// the lead, and the tricks the opponents win with a trump in the tempting line
		trick(b, 0)
		for i, x := range t {
			if len(x.Cards) == 4 && x.Winner.Team() == engine.EW && x.WinningCard().Suit() == p.Trump {
				trick(t, i)
			}
		}
	case Charge:
		// the card loaded, and the trick where the tempting line loses it
		i, _ := KeptCardLost(c)
		st.Cards = engine.SetOf(c.Best.Card)
		index(0)
		index(i)
	case Partner:
		// partner's trick, and the trick the card South keeps wins later in the best line
		trick(b, 0)
		trick(t, 0)
		if i := trickWith(b, c.Tempting.Card); i > 0 && b[i].Winner.Team() == engine.NS {
			trick(b, i)
		}
	case Unblock:
		// North's later tricks in the suit in the best line, and the trick South's high card
		// blocks: what falls into the current trick is what taking it gains (Cash), not the
		// unblocking
		s := c.Best.Card.Suit()
		for i, x := range b {
			if i > 0 && len(x.Cards) == 4 && x.Cards[0].Suit() == s && x.Winner == engine.North && x.WinningCard().Suit() == s {
				trick(b, i)
			}
		}
		trick(t, Blocks(t[1:], c.Best.Card)+1)
		if nsTricks(b[1:]) <= nsTricks(t[1:]) {
			// Unblocking gives North–South more tricks after this one: when they make as many
			// either way, the cards that change sides are the lesson of another motif (which suit
			// an opponent must follow, which card falls where), and the unblocking explains none.
			st.Cards = 0
		}
	case LastTrump:
		// the tricks where South plays a trump, in both lines
		for _, line := range [][]LineTrick{b, t} {
			for i, x := range line {
				if y := x.CardOf(engine.South); y.Valid() && y.Suit() == p.Trump {
					trick(line, i)
				}
			}
		}
	case Cash:
		// the current trick, without the best card: taking the trick gains what the others put
		// in it (the card South takes it with is another idea's, a 10 kept for instance)
		trick(b, 0)
		trick(t, 0)
		st.Cards = st.Cards.Remove(c.Best.Card)
	case Belote:
		// the two cards, and the tricks the holder wins with them in the tempting line; the tricks
		// where they fall into North–South's are where the mechanism acts, not what it takes
		sq, _ := BroughtDownBelote(p, c)
		for _, i := range sq.Taken {
			trick(t, i)
		}
		st.Cards |= engine.SetOf(engine.NewCard(engine.King, p.Trump), engine.NewCard(engine.Queen, p.Trump))
		for _, i := range sq.Fallen {
			index(i)
		}
	}
	slices.Sort(st.Tricks)
	return st
}

// Decides reports whether motif m is an idea that decides the comparison (docs/content.md,
// "Which motif decides"): its detector holds; no motif that holds has a stake that carries more of
// the difference (Swing), and one that carries as much with other cards comes after m in Motifs
// (the rarer idea is the cause: an unblocking that wins the last trick is not a dix de der); its
// tricks hold the decisive one (Comparison.Decisive); and its stake carries at least half of the
// difference: a belote whose two cards swing 6 points of 56 is not the idea, even where its trick
// is the decisive one (the old best-belote-005). Two motifs with the same stake (a 10 loaded on partner's trick is also a 10 kept)
// both decide.
func Decides(m Motif, p *Puzzle, c Comparison) bool {
	return slices.Contains(decidingMotifs(p, c), m)
}

// DecidingMotif is the motif that decides a comparison (Decides), the first of Motifs when two
// do; NoMotif when none does (the position teaches no one idea).
func DecidingMotif(p *Puzzle, c Comparison) Motif {
	if ms := decidingMotifs(p, c); len(ms) > 0 {
		return ms[0]
	}
	return NoMotif
}

// decidingMotifs lists the motifs that decide, in the order of Motifs.
func decidingMotifs(p *Puzzle, c Comparison) []Motif {
	held := DetectMotifs(p, c)
	stakes := make([]Stake, len(held))
	swings := make([]int, len(held))
	top := 0
	for i, m := range held {
		stakes[i] = MotifStake(m, p, c)
		swings[i] = c.Swing(p.Trump, stakes[i])
		top = max(top, swings[i])
	}
	whole, dec := c.Swing(p.Trump, c.all()), c.Decisive()
	var out []Motif
	var first engine.Set
	for i, m := range held {
		st := stakes[i]
		if top <= 0 || swings[i] < top || !slices.Contains(st.Tricks, dec) || 2*swings[i] < whole {
			continue
		}
		if len(out) == 0 {
			first = st.Cards
		} else if st.Cards != first {
			continue
		}
		out = append(out, m)
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
