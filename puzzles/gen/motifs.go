package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// The teaching point of a best puzzle names its motif (puzzles.Motif) and says why in words, from
// the solver's two lines: the best card's and the tempting card's. Each sentence is built from the
// position (who wins which trick with which card), so that two puzzles of one motif read alike
// only when their positions do. Each motif's words are in its own file (tell_<name>.go).

// MotifPoint is the teaching point of a best puzzle told through open-card motif m, in both
// languages; empty when m's detector does not hold on the lines.
func MotifPoint(m puzzles.Motif, p *puzzles.Puzzle, c puzzles.Comparison) explain.Text {
	ev, ok := puzzles.OpenMotif(m, p, c)
	if !ok {
		return explain.Text{}
	}
	return pointOf(ev, p, c)
}

// pointOf is the teaching point of a best puzzle told from its motif's evidence.
func pointOf(ev puzzles.OpenEvidence, p *puzzles.Puzzle, c puzzles.Comparison) explain.Text {
	return bilingual(func(l lang) string { return motifPoint(l, ev, p, c) })
}

// story tells one puzzle's motif: the tricks and cards are those of its lines.
type story struct {
	l    lang
	p    *puzzles.Puzzle
	c    puzzles.Comparison
	f    engine.Face
	b, t string // the best and the tempting card, as placeholders
	// first is the deal's number of the current trick (1 to 8).
	first int
}

// motifPoint writes: the motif named, the reason on this position, what the tempting card changes,
// and the two values, with the rules cited.
func motifPoint(l lang, ev puzzles.OpenEvidence, p *puzzles.Puzzle, c puzzles.Comparison) string {
	f := p.Face()
	s := story{l: l, p: p, c: c, f: f, b: card(c.Best.Card, f), t: card(c.Tempting.Card, f),
		first: 9 - len(p.Hands[engine.South])}
	body, turn := openTellers[ev.Motif()].tell(s, ev)
	tally := fmt.Sprintf(l.pick(" D'ici la fin, %s rapporte %d points à ton équipe, %s seulement %d",
		" From here to the end, %s brings your team %d points, %s only %d"), s.b, c.Best.Value, s.t, c.Tempting.Value)
	if c.Tempting.Value == 0 {
		tally = fmt.Sprintf(l.pick(" D'ici la fin, %s rapporte %d points à ton équipe, %s aucun",
			" From here to the end, %s brings your team %d points, %s none"), s.b, c.Best.Value, s.t)
	}
	rules := []engine.Rule{engine.W1}
	mt, _ := puzzles.TypeOf(ev.Motif(), puzzles.ViewOpen)
	for _, r := range mt.Rules {
		if r != engine.W1 {
			rules = append(rules, r)
		}
	}
	return body + "." + turn + tally + cite(rules...) + "."
}

// trickName names trick i of the lines: "ce pli", "le pli suivant", "le dernier pli", "le 6e pli".
func (s story) trickName(i int) string {
	return s.l.trickName(i, len(s.c.Best.Line), s.first, false)
}

// trickName names trick i of n lines whose trick 0 is the deal's trick first: "ce pli", "le pli
// suivant", "le dernier pli", with lastButOne "l'avant-dernier pli", else "le 6e pli".
func (l lang) trickName(i, n, first int, lastButOne bool) string {
	switch {
	case i == 0:
		return l.pick("ce pli", "this trick")
	case i == n-1:
		return l.pick("le dernier pli", "the last trick")
	case i == 1:
		return l.pick("le pli suivant", "the next trick")
	case lastButOne && i == n-2:
		return l.pick("l'avant-dernier pli", "the last trick but one")
	}
	return fmt.Sprintf(l.pick("le %de pli", "trick %d"), first+i)
}

// who names a seat as the subject of a sentence: "tu", "ton partenaire", "Est".
func (s story) who(seat engine.Seat) string {
	switch seat {
	case engine.South:
		return s.l.pick("tu", "you")
	case engine.North:
		return s.l.pick("ton partenaire", "your partner")
	}
	return seatNames[s.l][seat]
}

// wins says who wins a trick and with what: "Est le prend avec {card}", "tu le prends avec…".
func (s story) wins(tr puzzles.LineTrick) string {
	c := card(tr.WinningCard(), s.f)
	if tr.Winner == engine.South {
		return fmt.Sprintf(s.l.pick("tu le prends avec %s", "you take it with %s"), c)
	}
	return fmt.Sprintf(s.l.pick("%s le prend avec %s", "%s takes it with %s"), s.who(tr.Winner), c)
}

// trickTurn narrates trick d of the tempting line and says what changes there against the best
// line. plain drops the comparison of the trick's points when the same side wins it in both lines:
// for the 10 the head has shown falling, or the trick a belote card wins, it would suggest that the
// best card saves this trick.
func (s story) trickTurn(d int, plain bool) string {
	bt, tr := s.c.Best.Line[d], s.c.Tempting.Line[d]
	story := s.l.narrate(s.p.Trump, s.f, tr.Seats, tr.Cards)
	if bt.Winner.Team() == engine.NS && tr.Winner.Team() == engine.EW {
		return fmt.Sprintf(s.l.pick(" Avec %s, c'est %s que ton équipe perd : %s ; %s.", " With %s, your side loses %s: %s; %s."),
			s.t, s.trickName(d), story, s.lostTo(tr))
	}
	if plain || bt.Points == tr.Points {
		// The same side wins this trick in both lines: comparing its points would say nothing.
		return fmt.Sprintf(s.l.pick(" Avec %s, regarde %s : %s ; %s (%s).", " With %s, look at %s: %s; %s (%s)."),
			s.t, s.trickName(d), story, s.goesTo(tr.Winner), s.l.points(tr.Points))
	}
	return fmt.Sprintf(s.l.pick(" Avec %s, regarde %s : %s ; %s (%s, contre %s avec %s).", " With %s, look at %s: %s; %s (%s, against %s with %s)."),
		s.t, s.trickName(d), story, s.goesTo(tr.Winner), s.l.points(tr.Points), s.l.points(bt.Points), s.b)
}

// lostTo says that a narrated trick and its points go to the opponent who wins it: "le pli et ses
// 17 points vont à Est".
func (s story) lostTo(tr puzzles.LineTrick) string {
	who := seatNames[s.l][tr.Winner]
	switch tr.Points {
	case 0:
		return fmt.Sprintf(s.l.pick("le pli va à %s", "the trick goes to %s"), who)
	case 1:
		return fmt.Sprintf(s.l.pick("le pli et son point vont à %s", "the trick and its point go to %s"), who)
	}
	return fmt.Sprintf(s.l.pick("le pli et ses %d points vont à %s", "the trick and its %d points go to %s"), tr.Points, who)
}

// points writes a number of points: "0 point", "1 point", "17 points".
func (l lang) points(n int) string {
	if n == 1 || n == 0 && l == fr {
		return fmt.Sprintf("%d point", n)
	}
	return fmt.Sprintf("%d points", n)
}

// goesTo says whose a narrated trick is ("le pli va à Est"): its winning card was just named.
func (s story) goesTo(seat engine.Seat) string {
	switch seat {
	case engine.South:
		return s.l.pick("le pli est à toi", "the trick is yours")
	case engine.North:
		return s.l.pick("le pli va à ton partenaire", "the trick goes to your partner")
	}
	return fmt.Sprintf(s.l.pick("le pli va à %s", "the trick goes to %s"), seatNames[s.l][seat])
}

// opponentsCard names a card of East's or West's: "{card:10S} d'Ouest", "West's {card:10S}" (the
// English namer drops a Spanish name's article after the possessive, explain.afterDeterminer).
func (l lang) opponentsCard(seat engine.Seat, c engine.Card, f engine.Face) string {
	if l == fr {
		return card(c, f) + " d'" + seatNames[fr][seat] // Est and Ouest both take d'
	}
	return seatNames[en][seat] + "'s " + card(c, f)
}

// inWords writes a small count in words ("un", "deux"; "one", "two"), as a teacher says it.
func (l lang) inWords(n int) string {
	fr := []string{"aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit"}
	en := []string{"none", "one", "two", "three", "four", "five", "six", "seven", "eight"}
	if n < 0 || n >= len(fr) {
		return fmt.Sprint(n)
	}
	return l.pick(fr[n], en[n])
}

// worth says what a card brings: "10 points", "3 points", "rien" (C3).
func (l lang) worth(pts int) string {
	if pts == 0 {
		return l.pick("rien", "nothing")
	}
	return fmt.Sprintf(l.pick("%d points", "%d points"), pts)
}

// tricks counts tricks in words: "aucun pli", "1 pli", "2 plis".
func (s story) tricks(n int) string {
	switch n {
	case 0:
		return s.l.pick("aucun pli", "no trick")
	case 1:
		return s.l.pick("un pli", "one trick")
	}
	return fmt.Sprintf(s.l.pick("%d plis", "%d tricks"), n)
}

// held reports whether seat holds card c now.
func held(p *puzzles.Puzzle, seat engine.Seat, c engine.Card) bool {
	return engine.SetOf(p.Hands[seat]...).Has(c)
}
