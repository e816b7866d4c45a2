package app

import (
	"github.com/belote-trainer/belote/engine"
)

// RefEntry is one rule of the rules reference: the messages of its short title and its summary
// (rulesMessages: written for this app, RULES.md itself is not shipped), and an optional example
// position.
type RefEntry struct {
	Rule    engine.Rule
	Title   Key
	Summary Key
	Example *RefExample
}

// RefExample is a position that shows a rule; the answer is always the engine's, computed when the
// example is shown, never written here.
type RefExample struct {
	Trump   string // suit letter
	Trick   string // cards played, in order, by the players before South (clockwise, T1)
	Hand    string // South's hand, when the example asks what South may play
	Facts   *engine.DealFacts
	Variant string // the variant whose rules the example follows
}

// reference is the rules reference, in the order of RULES.md.
var reference = []RefEntry{
	{engine.C1, "ref.C1.title", "ref.C1.sum", nil},
	{engine.C2, "ref.C2.title", "ref.C2.sum", nil},
	{engine.C3, "ref.C3.title", "ref.C3.sum", nil},
	{engine.T1, "ref.T1.title", "ref.T1.sum", nil},
	{engine.T2, "ref.T2.title", "ref.T2.sum", nil},
	{engine.T3, "ref.T3.title", "ref.T3.sum", nil},
	{engine.T4, "ref.T4.title", "ref.T4.sum", nil},
	{engine.T5, "ref.T5.title", "ref.T5.sum", nil},
	{engine.T6, "ref.T6.title", "ref.T6.sum", nil},
	{engine.T7, "ref.T7.title", "ref.T7.sum", nil},
	{engine.P0, "ref.P0.title", "ref.P0.sum",
		&RefExample{Trump: "H", Hand: "8H QH 7D 9C AS"}},
	{engine.P1, "ref.P1.title", "ref.P1.sum",
		&RefExample{Trump: "H", Trick: "KS", Hand: "7S AS 8H 9D"}},
	{engine.P2, "ref.P2.title", "ref.P2.sum",
		&RefExample{Trump: "H", Trick: "10H 7H", Hand: "9H QH 8S"}},
	{engine.P3, "ref.P3.title", "ref.P3.sum",
		&RefExample{Trump: "H", Trick: "JH 7H", Hand: "9H AH 8S"}},
	{engine.P4, "ref.P4.title", "ref.P4.sum",
		&RefExample{Trump: "H", Trick: "AS KS", Hand: "7H 9D"}},
	{engine.P5, "ref.P5.title", "ref.P5.sum",
		&RefExample{Trump: "H", Trick: "AS 8H", Hand: "9H QH 7D 9C"}},
	{engine.P6, "ref.P6.title", "ref.P6.sum",
		&RefExample{Trump: "H", Trick: "AS JH", Hand: "8H QH 7D 9C"}},
	{engine.P7, "ref.P7.title", "ref.P7.sum",
		&RefExample{Trump: "H", Trick: "AS", Hand: "8H QH 7D 9C"}},
	{engine.P8, "ref.P8.title", "ref.P8.sum",
		&RefExample{Trump: "H", Trick: "AS", Hand: "7D 9C 8C 10D"}},
	{engine.W1, "ref.W1.title", "ref.W1.sum",
		&RefExample{Trump: "H", Trick: "AS 7H KS 8H"}},
	{engine.B1, "ref.B1.title", "ref.B1.sum", &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{92, 70}, Capot: engine.NoTeam, Belote: engine.NS}}},
	{engine.B2, "ref.B2.title", "ref.B2.sum", nil},
	{engine.B3, "ref.B3.title", "ref.B3.sum", &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{80, 82}, Capot: engine.NoTeam, Belote: engine.NS}}},
	{engine.B4, "ref.B4.title", "ref.B4.sum", nil},
	{engine.A1, "ref.A1.title", "ref.A1.sum",
		&RefExample{Trump: "H", Hand: "JS JH JD JC 7S 8S 9S 10S"}},
	{engine.A2, "ref.A2.title", "ref.A2.sum", &RefExample{Trump: "H", Hand: "7S 8S 9S 10S JS QS 7D 8C"}},
	{engine.A3, "ref.A3.title", "ref.A3.sum",
		&RefExample{Trump: "H", Hand: "JS JH JD JC 9S 10S QS KS"}},
	{engine.A4, "ref.A4.title", "ref.A4.sum", nil},
	{engine.A5, "ref.A5.title", "ref.A5.sum", &RefExample{Variant: "annonces", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{90, 72}, Capot: engine.NoTeam, Belote: engine.NoTeam, Declared: annDecl("7S 8S 9S 10S", "9D 10D JD QD")}}},
	{engine.A6, "ref.A6.title", "ref.A6.sum", &RefExample{Variant: "annonces", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{90, 72}, Capot: engine.NoTeam, Belote: engine.NoTeam, Declared: annDecl("KC QC AC; 7H 8H 9H", "9D 10D JD")}}},
	{engine.K1, "ref.K1.title", "ref.K1.sum", &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Spades, Taker: engine.EW, TrickPoints: [2]int{61, 101}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K2, "ref.K2.title", "ref.K2.sum", &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Spades, Taker: engine.NS, TrickPoints: [2]int{162, 0}, Capot: engine.NS, Belote: engine.NoTeam}}},
	{engine.K3, "ref.K3.title", "ref.K3.sum",
		&RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{85, 77}, Capot: engine.NoTeam, Belote: engine.EW}}},
	{engine.K4, "ref.K4.title", "ref.K4.sum",
		&RefExample{Variant: "francaise", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{70, 92}, Capot: engine.NoTeam, Belote: engine.NS}}},
	{engine.K5, "ref.K5.title", "ref.K5.sum", &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Spades, Taker: engine.EW, TrickPoints: [2]int{61, 101}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K6, "ref.K6.title", "ref.K6.sum", &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Clubs, Taker: engine.EW, TrickPoints: [2]int{100, 62}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K7, "ref.K7.title", "ref.K7.sum",
		&RefExample{Variant: "marocaine", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{81, 81}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K8, "ref.K8.title", "ref.K8.sum", nil},
}

// ReferenceAll lists the rules reference in the order of RULES.md.
func ReferenceAll() []RefEntry { return reference }

// Reference returns the entry of a rule (an empty entry named by its id when missing).
func Reference(r engine.Rule) RefEntry {
	for _, e := range reference {
		if e.Rule == r {
			return e
		}
	}
	return RefEntry{Rule: r, Title: "ref.unknown", Summary: "ref.unknown"}
}

// Show works out an example with the engine: the table to draw and the lines that state the
// engine's answer (legal cards, winner, best declaration or score), in language l.
func (ex *RefExample) Show(l Lang, d Display) (Table, []string) {
	name := ex.Variant
	if name == "" {
		name = "classique"
	}
	v := engine.MustBuiltin(name)
	t := Table{Face: d.Face, Trump: engine.NoSuit, Dealer: engine.NoSeat, Taker: engine.NoSeat}
	if ex.Facts != nil {
		t.Trump = ex.Facts.Trump
		s, err := v.ScoreDeal(*ex.Facts)
		if err != nil {
			return t, []string{err.Error()}
		}
		lines := []string{T(l, "ref.variant", "variant", v.Name), T(l, "ref.taker", "team", TeamName(l, ex.Facts.Taker))}
		return t, append(lines, Breakdown(l, v, *ex.Facts, s)...)
	}
	t.Trump, _, _ = engine.ParseSuit(ex.Trump)
	trick, _, _ := engine.ParseCards(ex.Trick)
	hand, _, _ := engine.ParseCards(ex.Hand)
	t.Trick = trick
	t.Seats = TrickSeats(engine.Clockwise, engine.Clockwise.Nth(engine.South, (4-len(trick))%4), len(trick))
	t.Hands[engine.South], t.Open[engine.South] = engine.SetOf(hand...), true
	switch {
	case len(trick) == 4:
		w := engine.Winner(t.Trump, trick)
		return t, []string{T(l, "ref.winner", "card", d.Name(trick[w]), "seat", SeatName(l, t.Seats[w]))}
	case len(hand) == 8 && len(trick) == 0 && len(engine.BestDeclaration(t.Hands[engine.South], t.Trump)) > 0:
		decl := engine.BestDeclaration(t.Hands[engine.South], t.Trump)
		return t, []string{T(l, "ref.declare", "list", DescribeDeclaration(l, d, decl), "points", engine.SumPoints(decl))}
	}
	legal, rule := v.Legal(t.Trump, t.Hands[engine.South], trick)
	t.Highlight = legal
	return t, []string{T(l, "fb.legal", "cards", d.Shorts(InHand(SortHand(t.Hands[engine.South], t.Trump), legal))) + " (" + rule.String() + ")"}
}

// DescribeDeclaration lists announcements: "carré (200) + cinquante (50)".
func DescribeDeclaration(l Lang, d Display, decl []engine.Announcement) string {
	if len(decl) == 0 {
		return T(l, "decl.none")
	}
	s := ""
	for i, a := range decl {
		if i > 0 {
			s += " + "
		}
		s += T(l, declKinds[a.Kind]) + " " + d.Shorts(a.Cards.Cards()) + " (" + itoa(a.Points()) + ")"
	}
	return s
}

// declKinds name the kinds of announcement (A1).
var declKinds = map[engine.AnnounceKind]Key{
	engine.Tierce: "decl.tierce", engine.Cinquante: "decl.cinquante", engine.Cent: "decl.cent", engine.Carre: "decl.carre",
}

// annDecl reads each team's announcements for an example: card lists separated by ";". The texts
// are literals of this file, so a mistake is a bug that TestReferenceExamples catches.
func annDecl(ns, ew string) [2][]engine.Announcement {
	var out [2][]engine.Announcement
	for t, text := range [2]string{ns, ew} {
		decl, err := ParseDeclarations(text)
		if err != nil {
			panic(err)
		}
		out[t] = decl
	}
	return out
}
