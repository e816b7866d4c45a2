package puzzles

import "github.com/belote-trainer/belote/engine"

// DrawTrumps: South leads a trump; the tempting line lets the opponents ruff more of North–South's
// plain-suit leads than the best line, or win more tricks with their trumps.
const DrawTrumps Motif = 3

func init() {
	register(&motifType{id: DrawTrumps, name: "draw-trumps", view: ViewOpen, seed: 2036, rules: []engine.Rule{engine.P2, engine.P3},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			// What the draw saves: the tempting line lets the opponents ruff more of North–South's
			// plain-suit leads, or win more tricks with their trumps.
			d, ok := drawnTrumps(p, c)
			return d, ok && (ruffs(c.Tempting.Line, p.Trump, engine.EW) > ruffs(c.Best.Line, p.Trump, engine.EW) ||
				trumpWins(c.Tempting.Line, p.Trump, engine.EW) > trumpWins(c.Best.Line, p.Trump, engine.EW))
		}})
}

// Draw is what South's trump lead does in the best line: the opponents' trumps that fall on it
// (P2) without winning it, and those they still hold after it.
type Draw struct {
	Pulled   []engine.Card // the opponents' trumps played to the trick that do not win it
	PulledBy []engine.Seat // who played each of Pulled
	Left     []engine.Card // the opponents' trumps after the trick
	// Top is North–South's highest trump after the trick (NoCard: none).
	Top engine.Card
	// Won: North–South win the trick. Cleared: the opponents keep no trump as high as Top.
	// Free: the opponents win it, and North–South's cards in it are worth nothing (C3).
	Won, Cleared, Free bool
	// Held is, by seat, the opponents' trumps before the lead.
	Held [4]engine.Set
	// Decisive is the comparison's decisive trick, which shows what the tempting card costs.
	Decisive int
}

func (Draw) Motif() Motif { return DrawTrumps }

// Focus is the decisive trick.
func (d Draw) Focus() int { return d.Decisive }

// stake: the lead, and the tricks the opponents win with a trump in the tempting line.
func (d Draw) stake(p *Puzzle, c Comparison) Stake {
	var st Stake
	st.addTrick(c.Best.Line, 0)
	for i, x := range c.Tempting.Line {
		if len(x.Cards) == 4 && x.Winner.Team() == engine.EW && x.WinningCard().Suit() == p.Trump {
			st.addTrick(c.Tempting.Line, i)
		}
	}
	return st
}

// drawnTrumps reads South's trump lead in the best line as a draw (docs/content.md, "Motifs"):
// South leads a trump while an opponent holds one, and North–South win the trick; or it pulls
// an opponent's trump that does not win it and every trump left to the opponents is lower than
// North–South's highest; or an opponent must spend a trump on it (P2) while North–South put no
// point into it. A small trump that an opponent overtakes, taking points of North–South's, while
// the others keep their high trumps, draws nothing.
func drawnTrumps(p *Puzzle, c Comparison) (Draw, bool) {
	if !leadsTrumpIntoOpponents(p, c.Best.Card) {
		return Draw{}, false
	}
	t0 := c.Best.Line[0]
	played := engine.SetOf(t0.Cards...)
	d := Draw{Decisive: c.Decisive()}
	given := 0
	for i, seat := range t0.Seats {
		x := t0.Cards[i]
		if seat.Team() == engine.NS {
			given += engine.Points(x, p.Trump)
		} else if x.Suit() == p.Trump && !(seat == t0.Winner && x == t0.WinningCard()) {
			d.Pulled = append(d.Pulled, x)
			d.PulledBy = append(d.PulledBy, seat)
		}
	}
	for _, seat := range []engine.Seat{engine.East, engine.West} {
		d.Held[seat] = engine.SetOf(p.Hands[seat]...).Of(p.Trump)
	}
	ns := (engine.SetOf(p.Hands[engine.North]...) | engine.SetOf(p.Hands[engine.South]...)).Of(p.Trump) &^ played
	ew := (engine.SetOf(p.Hands[engine.East]...) | engine.SetOf(p.Hands[engine.West]...)).Of(p.Trump) &^ played
	d.Left, d.Top = ew.Cards(), strongest(ns, p.Trump)
	d.Won = t0.Winner.Team() == engine.NS
	d.Cleared = true
	for _, x := range d.Left {
		if !d.Top.Valid() || engine.Strength(x, p.Trump) > engine.Strength(d.Top, p.Trump) {
			d.Cleared = false
		}
	}
	d.Free = !d.Won && given == 0
	return d, d.Won || d.Cleared && len(d.Pulled) > 0 || d.Free
}

// strongest is the highest trump of a set of trumps, or NoCard.
func strongest(s engine.Set, trump engine.Suit) engine.Card {
	best := engine.NoCard
	for _, x := range s.Cards() {
		if !best.Valid() || engine.Strength(x, trump) > engine.Strength(best, trump) {
			best = x
		}
	}
	return best
}

// trumpWins counts the tricks of a line that team wins with a trump: its ruffs and its trump
// tricks, what drawing trumps takes from the opponents.
func trumpWins(line []LineTrick, trump engine.Suit, team engine.Team) int {
	n := 0
	for _, t := range line {
		if len(t.Cards) == 4 && t.Winner.Team() == team && t.WinningCard().Suit() == trump {
			n++
		}
	}
	return n
}

// ruffs counts the tricks of a line that the other team leads in a plain suit and team wins with
// a trump: the leads that team ruffs.
func ruffs(line []LineTrick, trump engine.Suit, team engine.Team) int {
	n := 0
	for _, t := range line {
		if len(t.Cards) == 4 && t.Cards[0].Suit() != trump && t.Leader.Team() != team &&
			t.Winner.Team() == team && t.WinningCard().Suit() == trump {
			n++
		}
	}
	return n
}
