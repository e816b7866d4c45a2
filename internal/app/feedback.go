package app

import (
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// Feedback texts are laid out for a small screen: the verdict and the teaching sentence first (the
// lead, which a screen shows without scrolling), then the details, which may scroll (issue 11).

// TickVerdict words the verdict on ticked cards against the legal ones (tick every legal card):
// what is missing and what is extra, never that a legal card "is not the answer". The cards are
// named in the order of hand, as shown (InHand).
func TickVerdict(l Lang, d Display, hand []engine.Card, ticked, legal engine.Set) string {
	if ticked == legal {
		return T(l, "fb.right.set", "cards", d.And(InHand(hand, legal)))
	}
	missing, extra := legal&^ticked, ticked&^legal
	var parts []string
	if missing != 0 {
		parts = append(parts, T(l, "fb.set.missing", "cards", d.And(InHand(hand, missing))))
	}
	if extra != 0 {
		key := Key("fb.set.extra.one")
		if extra.Len() > 1 {
			key = "fb.set.extra.many"
		}
		parts = append(parts, T(l, key, "cards", Subject(d, InHand(hand, extra), true)))
	}
	text := parts[0]
	if len(parts) == 2 {
		text += T(l, "fb.set.sep") + parts[1]
	}
	return T(l, "fb.set.wrong", "detail", text)
}

// TickLines explains a ticked answer: why each extra card may not be played and why each missing
// one may, in the explainer's words, then its summary of the position.
func TickLines(l Lang, v *engine.Variant, trump engine.Suit, hand, trick []engine.Card, ticked, legal engine.Set) []string {
	ex := explain.Play(explain.Position{Variant: v, Trump: trump, Hand: hand, Trick: trick}, l)
	wrong := (legal &^ ticked) | (ticked &^ legal)
	var out []string
	for _, cv := range ex.Cards {
		if wrong.Has(cv.Card) {
			out = append(out, cv.Text)
		}
	}
	return append(out, ex.Summary)
}

// DrillFeedback words a drill's verdict, the lead first: the verdict, then the reason (a refused
// card's rule, or in tick mode what is missing and extra and why).
func DrillFeedback(l Lang, d Display, v *engine.Variant, trump engine.Suit, hand, trick []engine.Card, mode DrillMode, f Feedback) (paras []string, lead int) {
	if mode == SelectLegal {
		lines := TickLines(l, v, trump, hand, trick, f.Chosen, f.Legal)
		return append([]string{TickVerdict(l, d, hand, f.Chosen, f.Legal)}, lines...), 2
	}
	return PlayFeedback(l, d, v, trump, hand, trick, f), 2
}

// PuzzleFeedback words a puzzle's verdict, the lead first: the verdict with the engine's answer
// (for a best-card puzzle, the right card's value and the chosen card's), the puzzle's teaching
// point, then the explanation (and for a best-card puzzle the perfect line, last).
func PuzzleFeedback(l Lang, d Display, p *puzzles.Puzzle, v puzzles.Verdict, chosen engine.Set) (paras []string, lead int) {
	paras = []string{puzzleVerdict(l, d, p, v, chosen)}
	var more string
	if pt := d.Text(p.Point); pt != "" {
		first, rest := FirstSentence(pt)
		paras, more = append(paras, "→ "+first), rest
	}
	lead = len(paras)
	if more != "" { // the teaching sentence leads; what explains it further may scroll
		paras = append(paras, more)
	}
	if p.Kind == puzzles.KindLegal {
		paras = append(paras, TickLines(l, p.Variant, p.Trump, SortHand(engine.SetOf(p.Hand...), p.Trump), p.Trick, chosen, v.Answer.Legal)...)
		return paras, lead
	}
	return append(paras, PuzzleExplanation(l, d, p, v)...), lead
}

// FirstSentence splits a text after its first sentence (a full stop, ! or ? followed by a space).
func FirstSentence(s string) (first, rest string) {
	for i, r := range s {
		if (r == '.' || r == '!' || r == '?') && strings.HasPrefix(s[i+1:], " ") {
			return s[:i+1], strings.TrimSpace(s[i+1:])
		}
	}
	return s, ""
}

// puzzleVerdict is the first line of a puzzle's feedback.
func puzzleVerdict(l Lang, d Display, p *puzzles.Puzzle, v puzzles.Verdict, chosen engine.Set) string {
	a := v.Answer
	switch p.Kind {
	case puzzles.KindLegal:
		return TickVerdict(l, d, shownHand(p), chosen, a.Legal)
	case puzzles.KindBest:
		if p.View == puzzles.ViewSeat {
			return SeatVerdict(l, d, SeatAnswerOf(p, a), v.Correct, chosen.First())
		}
		best := a.Best.First()
		many := a.Best.Len() > 1
		if v.Correct {
			return T(l, explain.Either(many, "pz.best.right.many", "pz.best.right"), "cards", Subject(d, InHand(shownHand(p), a.Best), true), "points", a.Values[best])
		}
		c := chosen.First()
		if _, legal := a.Values[c]; !legal { // a card that may not be played has no value: say why not (§3)
			_, rule := p.Variant.Legal(p.Trump, engine.SetOf(p.Hands[engine.South]...), p.Trick)
			return T(l, explain.Either(many, "pz.best.illegal.many", "pz.best.illegal"), "cards", d.And(InHand(shownHand(p), a.Best)), "points", a.Values[best], "card", d.Name(c), "rule", rule)
		}
		return T(l, explain.Either(many, "pz.best.wrong.many", "pz.best.wrong"), "cards", d.And(InHand(shownHand(p), a.Best)), "points", a.Values[best], "card", d.Name(c), "got", a.Values[c])
	}
	key := Key("pz.wrong")
	if v.Correct {
		key = "pz.right"
	}
	text := T(l, key, "answer", PuzzleAnswerText(l, d, p, v))
	if AsksReserve(p) { // the last number of the answer, said in words
		text += " " + T(l, "pz.reserve", "n", a.Score.Reserve)
	}
	return text
}
