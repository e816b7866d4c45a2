package gen

import (
	"fmt"
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// Motif is an idea of card play that a learner can name, which a best puzzle illustrates: the
// engine only says which card is worth most; the motif says why, in a learner's words.
type Motif int

// The motifs of best puzzles, each detected from the solver's values and principal lines.
const (
	DixDeDer   Motif = iota // keep what wins the last trick and its 10 points (K1)
	KeepTen                 // do not give away a 10 that an ace or a trump would capture (C3, W1)
	DrawTrumps              // lead trumps to pull the opponents' ones before cashing winners (P2, P3)
	Partner                 // partner is master: let them win, and load the trick (W1; P4 when void)
	Unblock                 // play the high card of a suit first so that partner can cash theirs (W1)
	LastTrump               // hold the last trumps: time them (W1, P7)
	motifCount
)

var motifNames = [motifCount]string{"dix-de-der", "keep-ten", "draw-trumps", "partner", "unblock", "last-trump"}

// String names the motif as pack ids do: "dix-de-der", "keep-ten"…
func (m Motif) String() string { return motifNames[m] }

// Motifs lists the motifs a best puzzle shows, from its review (puzzles.Review: every legal card
// with its value and principal line, best first).
func Motifs(p *puzzles.Puzzle, rev []puzzles.CardReview) []Motif {
	if len(rev) < 2 {
		return nil
	}
	var out []Motif
	for m := range motifCount {
		if motifTests[m](p, rev) {
			out = append(out, m)
		}
	}
	return out
}

var motifTests = [motifCount]func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool{
	DixDeDer: func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool {
		return lastWinner(rev[0]) == engine.NS && lastWinner(rev[1]) == engine.EW
	},
	KeepTen: func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool {
		_, ok := lostTen(p, rev)
		return ok
	},
	DrawTrumps: func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool {
		opp := engine.SetOf(p.Hands[engine.East]...) | engine.SetOf(p.Hands[engine.West]...)
		return len(p.Trick) == 0 && rev[0].Card.Suit() == p.Trump && opp.Of(p.Trump) != 0
	},
	Partner: func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool {
		return engine.ReadTrick(p.Trump, p.Trick).PartnerMaster && rev[0].Line[0].Winner == engine.North
	},
	Unblock: func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool {
		b, n := rev[0].Card, rev[1].Card
		s := b.Suit()
		if s == p.Trump || n.Suit() != s || engine.Strength(b, p.Trump) < engine.Strength(n, p.Trump) {
			return false
		}
		// Later, North wins a trick of that suit while South follows with a lower card of it: the
		// high card had to go first, or it would have blocked the suit.
		for _, tr := range rev[0].Line[1:] {
			north, south := tr.Cards[indexOf(tr.Seats, engine.North)], tr.Cards[indexOf(tr.Seats, engine.South)]
			if tr.Winner == engine.North && north.Suit() == s && south.Suit() == s {
				return true
			}
		}
		return false
	},
	LastTrump: func(p *puzzles.Puzzle, rev []puzzles.CardReview) bool {
		south := engine.SetOf(p.Hands[engine.South]...)
		for _, s := range []engine.Seat{engine.North, engine.East, engine.West} {
			if engine.SetOf(p.Hands[s]...).Of(p.Trump) != 0 {
				return false
			}
		}
		// A real choice: South may play a trump or keep it (a trump and another card are legal).
		var legal engine.Set
		for _, r := range rev {
			legal = legal.Add(r.Card)
		}
		return south.Of(p.Trump) != 0 && legal.Of(p.Trump) != 0 && legal.Of(p.Trump) != legal
	},
}

func indexOf(seats []engine.Seat, s engine.Seat) int {
	for i, x := range seats {
		if x == s {
			return i
		}
	}
	return 0
}

// lastWinner is the team that wins the last trick of a line.
func lastWinner(r puzzles.CardReview) engine.Team {
	return r.Line[len(r.Line)-1].Winner.Team()
}

// capture is a 10 that South would lose: the card that takes it, and who holds that card.
type capture struct {
	ten, by engine.Card
	seat    engine.Seat
	value   int
}

// lostTen finds a legal 10 outside trumps, worth at least MinGap less than the best card, that an
// opponent captures in the trick where South plays it.
func lostTen(p *puzzles.Puzzle, rev []puzzles.CardReview) (capture, bool) {
	for _, r := range rev[1:] {
		c := r.Card
		if c.Rank() != engine.Ten || c.Suit() == p.Trump || rev[0].Value-r.Value < MinGap {
			continue
		}
		for _, tr := range r.Line {
			i := indexOf(tr.Seats, engine.South)
			if tr.Cards[i] == c && tr.Winner.Team() == engine.EW {
				return capture{ten: c, by: tr.Cards[indexOf(tr.Seats, tr.Winner)], seat: tr.Winner, value: r.Value}, true
			}
		}
	}
	return capture{}, false
}

// motifRules are the RULES.md ids a motif practises, added to a puzzle's themes.
var motifRules = [motifCount][]engine.Rule{
	DixDeDer:   {engine.K1},
	KeepTen:    {engine.C3, engine.W1},
	DrawTrumps: {engine.P2, engine.P3, engine.W1},
	Partner:    {engine.W1}, // the row of §3 (P4 when void, else P1, P2 or P3) is in the themes already
	Unblock:    {engine.W1},
	LastTrump:  {engine.W1},
}

// MotifRules returns the RULES.md ids a motif practises.
func MotifRules(m Motif) []engine.Rule { return motifRules[m] }

// motifPoint writes the teaching point of a best puzzle for its motif, with the cards of the
// position and the values of the best card and of the next best.
func motifPoint(l lang, m Motif, p *puzzles.Puzzle, rev []puzzles.CardReview) string {
	f := p.Face()
	best, next := rev[0], rev[1]
	b := card(best.Card, f)
	values := fmt.Sprintf(l.pick(". Bilan : %d points d'ici la fin, contre %d au mieux avec une autre carte", ". Result: %d points from here to the end, against %d at most with any other card"), best.Value, next.Value)
	switch m {
	case DixDeDer:
		last := best.Line[len(best.Line)-1]
		wc := last.Cards[indexOf(last.Seats, last.Winner)]
		switch {
		case last.Winner == engine.North:
			return fmt.Sprintf(l.pick("Joue %s : ton partenaire fera alors le dernier pli avec %s, et ses 10 points de dix de der", "Play %s: your partner then wins the last trick with %s, and its 10 points of dix de der"), b, card(wc, f)) + values + cite(engine.K1, engine.W1) + "."
		case wc != best.Card:
			return fmt.Sprintf(l.pick("Joue %s et garde %s pour faire le dernier pli, qui vaut 10 points de plus (dix de der)", "Play %s and keep %s to win the last trick, worth 10 more points (dix de der)"), b, card(wc, f)) + values + cite(engine.K1, engine.W1) + "."
		}
		return fmt.Sprintf(l.pick("Joue %s : le dernier pli et ses 10 points de dix de der reviennent à ton équipe", "Play %s: the last trick and its 10 points of dix de der go to your side"), b) + values + cite(engine.K1, engine.W1) + "."
	case KeepTen:
		c, _ := lostTen(p, rev)
		verb := l.pick("le prendrait avec", "would take it with")
		switch {
		case slices.Contains(p.Trick, c.by): // the card that takes it is already on the table
			verb = l.pick("le prend avec", "takes it with")
		case c.by.Suit() == p.Trump:
			verb = l.pick("le couperait avec", "would ruff it with")
		}
		return fmt.Sprintf(l.pick("Ne sacrifie pas %s et ses 10 points : %s %s %s. Joue %s", "Do not throw away %s and its 10 points: %s %s %s. Play %s"),
			card(c.ten, f), upperFirst(l.seat(c.seat)), verb, card(c.by, f), b) + values + cite(engine.C3, engine.W1) + "."
	case DrawTrumps:
		return fmt.Sprintf(l.pick("Tire atout avec %s : une fois les atouts adverses tombés, tes cartes maîtresses ne peuvent plus être coupées", "Draw trumps with %s: once the opponents' trumps are gone, your winners can no longer be ruffed"), b) + values + cite(engine.P2, engine.P3, engine.W1) + "."
	case Partner:
		_, rule := p.Variant.Legal(p.Trump, engine.SetOf(p.Hands[engine.South]...), p.Trick)
		if engine.Points(best.Card, p.Trump) >= engine.Points(next.Card, p.Trump) && engine.Points(best.Card, p.Trump) > 0 {
			return fmt.Sprintf(l.pick("Ton partenaire est maître : charge le pli avec %s, ses points sont à l'abri", "Your partner is master: load the trick with %s, its points are safe"), b) + values + cite(rule, engine.W1) + "."
		}
		return fmt.Sprintf(l.pick("Ton partenaire est maître : laisse-lui le pli, joue %s et garde tes meilleures cartes pour la suite", "Your partner is master: leave them the trick, play %s and keep your better cards for later"), b) + values + cite(rule, engine.W1) + "."
	case Unblock:
		return fmt.Sprintf(l.pick("Débloque la couleur : joue d'abord %s, la plus haute, pour que ton partenaire puisse ensuite faire ses plis dans cette couleur", "Unblock the suit: play %s, the higher card, first, so that your partner can then win their tricks in that suit"), b) + values + cite(engine.W1) + "."
	}
	trumps := engine.SetOf(p.Hands[engine.South]...).Of(p.Trump)
	if best.Card.Suit() != p.Trump {
		return fmt.Sprintf(l.pick("Personne d'autre n'a d'atout : garde %s pour plus tard et joue %s", "Nobody else holds a trump: keep %s for later and play %s"), l.cardList(trumps.Cards(), f), b) + values + cite(engine.W1) + "."
	}
	return fmt.Sprintf(l.pick("Personne d'autre n'a d'atout : c'est le moment de jouer %s", "Nobody else holds a trump: now is the time to play %s"), b) + values + cite(engine.W1) + "."
}

// MotifPoint is the teaching point of a best puzzle told through motif m, in both languages.
func MotifPoint(m Motif, p *puzzles.Puzzle, rev []puzzles.CardReview) explain.Text {
	return bilingual(func(l lang) string { return motifPoint(l, m, p, rev) })
}

// AllMotifs lists every motif, in order.
func AllMotifs() []Motif {
	out := make([]Motif, motifCount)
	for i := range out {
		out[i] = Motif(i)
	}
	return out
}

// motifTitles name the motifs for learners, as pack titles.
var motifTitles = [motifCount]explain.Text{
	DixDeDer:   {explain.French: "Cartes sur table : le dix de der", explain.English: "All cards on the table: the dix de der"},
	KeepTen:    {explain.French: "Cartes sur table : ne pas gâcher un 10", explain.English: "All cards on the table: do not waste a 10"},
	DrawTrumps: {explain.French: "Cartes sur table : tirer les atouts", explain.English: "All cards on the table: drawing trumps"},
	Partner:    {explain.French: "Cartes sur table : laisser gagner le partenaire", explain.English: "All cards on the table: letting your partner win"},
	Unblock:    {explain.French: "Cartes sur table : débloquer une couleur", explain.English: "All cards on the table: unblocking a suit"},
	LastTrump:  {explain.French: "Cartes sur table : le dernier atout", explain.English: "All cards on the table: the last trump"},
}

// MotifTitle names motif m for learners.
func MotifTitle(m Motif) explain.Text { return motifTitles[m] }
