package puzzles

import "github.com/belote-trainer/belote/engine"

// LastTrump: only South holds trumps; the two lines differ in when a trump is played.
const LastTrump Motif = 7

func init() {
	register(&motifType{id: LastTrump, name: "last-trump", view: ViewOpen, seed: 2066, rules: []engine.Rule{engine.W1}, open: lastTrumps})
}

// LastTrumps is the evidence of the last-trump motif: South's trumps, the only ones left.
type LastTrumps struct {
	Trumps engine.Set
	// RuffLater is the first later trick of the best line that an opponent leads in a plain suit
	// and South ruffs (-1: none): the plan of keeping the last trumps.
	RuffLater int
	// Decisive is the comparison's decisive trick.
	Decisive int
}

func (LastTrumps) Motif() Motif { return LastTrump }

// Focus is the decisive trick.
func (e LastTrumps) Focus() int { return e.Decisive }

// lastTrumps is the detector: North, East and West hold no trump, and exactly one of the two
// cards is a trump.
func lastTrumps(p *Puzzle, c Comparison) (OpenEvidence, bool) {
	for _, s := range []engine.Seat{engine.North, engine.East, engine.West} {
		if engine.SetOf(p.Hands[s]...).Of(p.Trump) != 0 {
			return nil, false
		}
	}
	if (c.Best.Card.Suit() == p.Trump) == (c.Tempting.Card.Suit() == p.Trump) {
		return nil, false
	}
	ev := LastTrumps{Trumps: engine.SetOf(p.Hands[engine.South]...).Of(p.Trump), RuffLater: -1, Decisive: c.Decisive()}
	for i, tr := range c.Best.Line {
		if i > 0 && len(tr.Cards) == 4 && tr.Leader.Team() == engine.EW && tr.Winner == engine.South &&
			tr.Cards[0].Suit() != p.Trump && tr.WinningCard().Suit() == p.Trump {
			ev.RuffLater = i
			break
		}
	}
	return ev, true
}

// stake: the tricks where South plays a trump, in both lines.
func (LastTrumps) stake(p *Puzzle, c Comparison) Stake {
	var st Stake
	for _, line := range [][]LineTrick{c.Best.Line, c.Tempting.Line} {
		for i, x := range line {
			if y := x.CardOf(engine.South); y.Valid() && y.Suit() == p.Trump {
				st.addTrick(line, i)
			}
		}
	}
	return st
}
