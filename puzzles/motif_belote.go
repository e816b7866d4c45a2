package puzzles

import "github.com/belote-trainer/belote/engine"

// Belote: an opponent holds the K and Q of trump; the best line makes them fall into North–South
// tricks, the tempting line lets one win a trick. Belote came last, after the other open packs
// were drawn: its seed follows theirs.
const Belote Motif = 9

func init() {
	register(&motifType{id: Belote, name: "belote", view: ViewOpen, seed: 2106, rules: []engine.Rule{engine.B1, engine.B3},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			sq, ok := broughtDownBelote(p, c)
			return sq, ok
		}})
}

func (BeloteBroughtDown) Motif() Motif { return Belote }

// Focus is the decisive trick (the teller tells the richest one too).
func (sq BeloteBroughtDown) Focus() int { return sq.Decisive }

// stake: the two cards, and the tricks the holder wins with them in the tempting line; the tricks
// where they fall into North–South's are where the mechanism acts, not what it takes.
func (sq BeloteBroughtDown) stake(p *Puzzle, c Comparison) Stake {
	var st Stake
	for _, i := range sq.Taken {
		st.addTrick(c.Tempting.Line, i)
	}
	st.Cards |= engine.SetOf(engine.NewCard(engine.King, p.Trump), engine.NewCard(engine.Queen, p.Trump))
	for _, i := range sq.Fallen {
		st.addIndex(i)
	}
	return st
}

// BeloteBroughtDown is what the two lines do with an opponent's belote: the K and Q of trump that one
// opponent holds (B1). Every card is played before the deal ends, so the holder plays both in
// either line and their team scores the 20 whatever South plays (B1, B3): the belote never
// changes hands in a best puzzle, and the solver's values (trick points, C3, K1) are the whole
// difference between the lines. What South can win is the two cards themselves and the tricks
// they would take.
type BeloteBroughtDown struct {
	Holder engine.Seat
	// Won is the first trick of the tempting line that the holder wins with the K or Q of trump,
	// and WonWith that card; Taken lists every such trick, in line order, and Richest is the one
	// with the most points (the first of them on a tie): what the belote takes there.
	Won     int
	WonWith engine.Card
	Taken   []int
	Richest int
	// Fallen lists, for the best line, the tricks where the K or Q falls into a North–South trick
	// (one index per card, in line order); FallenTempting counts them in the tempting line.
	Fallen         []int
	FallenTempting int
	// Decisive is the comparison's decisive trick.
	Decisive int
}

// broughtDownBelote finds how the belote is brought down (docs/content.md, "Motifs"): East or West holds
// both the K and the Q of trump, the tempting line lets the holder win a trick with one of them,
// and the best line makes more of the two fall into North–South tricks than the tempting line
// does (at least one), and lets the holder win fewer tricks with them.
func broughtDownBelote(p *Puzzle, c Comparison) (BeloteBroughtDown, bool) {
	k, q := engine.NewCard(engine.King, p.Trump), engine.NewCard(engine.Queen, p.Trump)
	for _, seat := range []engine.Seat{engine.East, engine.West} {
		if !engine.HoldsBelote(engine.SetOf(p.Hands[seat]...), p.Trump) {
			continue
		}
		sq := BeloteBroughtDown{Holder: seat, Won: -1, Decisive: c.Decisive()}
		bestWins, tempWins := 0, 0
		for i, t := range c.Tempting.Line {
			if w := t.WinningCard(); t.Winner == seat && (w == k || w == q) {
				tempWins++
				if sq.Won < 0 {
					sq.Won, sq.WonWith, sq.Richest = i, w, i
				}
				sq.Taken = append(sq.Taken, i)
				if t.Points > c.Tempting.Line[sq.Richest].Points {
					sq.Richest = i
				}
			}
			if t.Winner.Team() == engine.NS {
				sq.FallenTempting += beloteCards(t, seat, k, q)
			}
		}
		for i, t := range c.Best.Line {
			if w := t.WinningCard(); t.Winner == seat && (w == k || w == q) {
				bestWins++
			}
			if t.Winner.Team() == engine.NS {
				for range beloteCards(t, seat, k, q) {
					sq.Fallen = append(sq.Fallen, i)
				}
			}
		}
		if tempWins > bestWins && len(sq.Fallen) > sq.FallenTempting {
			return sq, true
		}
	}
	return BeloteBroughtDown{}, false
}

// beloteCards counts the K and Q of trump that seat plays in trick t.
func beloteCards(t LineTrick, seat engine.Seat, k, q engine.Card) int {
	n := 0
	if c := t.CardOf(seat); c == k || c == q {
		n++
	}
	return n
}
