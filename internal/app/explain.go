package app

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// The explainer (package explain) words every verdict the engine gives; these helpers pick its
// sentences for the screens. The app never words a rule decision on its own.

// PlayFeedback words a "play a legal card" verdict (the tick mode is DrillFeedback's): right or wrong in words, why a chosen card was refused
// (when it was), the legal cards, and otherwise what the position demands and why (the explainer's
// summary, citing the rule). The most specific lines come first: a short screen shows the first
// ones.
func PlayFeedback(l Lang, d Display, v *engine.Variant, trump engine.Suit, hand, trick []engine.Card, f Feedback) []string {
	verdict := Key("fb.wrong.play")
	if f.Right {
		verdict = "fb.right"
	}
	refusals, summary := PlayLines(l, v, trump, hand, trick, f.Chosen)
	lines := append([]string{T(l, verdict, "card", d.And(f.Chosen.Cards()), "cards", d.And(f.Chosen.Cards()))}, refusals...)
	lines = append(lines, T(l, "fb.legal", "cards", d.Shorts(InHand(hand, f.Legal))))
	if len(refusals) == 0 { // a refusal already says what the position demands, with its rule
		lines = append(lines, summary)
	}
	return lines
}

// PlayLines returns the explainer's reason for each refused card among chosen, and its summary of
// the position.
func PlayLines(l Lang, v *engine.Variant, trump engine.Suit, hand, trick []engine.Card, chosen engine.Set) ([]string, string) {
	ex := explain.Play(explain.Position{Variant: v, Trump: trump, Hand: hand, Trick: trick}, l)
	var refusals []string
	for _, cv := range ex.Cards {
		if chosen.Has(cv.Card) && !cv.Legal {
			refusals = append(refusals, cv.Text)
		}
	}
	return refusals, ex.Summary
}

// WhyCard says whether card c may be played and why (the "why?" key), in the explainer's words.
func WhyCard(l Lang, v *engine.Variant, trump engine.Suit, hand, trick []engine.Card, c engine.Card) []string {
	ex := explain.Play(explain.Position{Variant: v, Trump: trump, Hand: hand, Trick: trick}, l)
	for _, cv := range ex.Cards {
		if cv.Card == c {
			return []string{cv.Text}
		}
	}
	return []string{ex.Summary}
}

// Breakdown explains each term of a score, citing the rules (K1–K7, A5, A6, B1, B3).
func Breakdown(l Lang, v *engine.Variant, f engine.DealFacts, s engine.Score) []string {
	return explain.Breakdown(v, f, s, l)
}

// TrickLines explains who wins a trick and why (W1).
func TrickLines(l Lang, v *engine.Variant, trump engine.Suit, trick []engine.Card) []string {
	return explain.Trick(v, trump, trick, l)
}

// DeclareLines explains what a hand may declare (A1–A3). The facts of a hand do not depend on the
// variant; a variant without announcements is explained with the rules of `annonces`.
func DeclareLines(l Lang, v *engine.Variant, trump engine.Suit, hand engine.Set) []string {
	if !v.Announcements {
		v = engine.MustBuiltin("annonces")
	}
	return explain.Announces(v, trump, hand, l)
}

// CompareLines explains whose announcements score (A5, A6).
func CompareLines(l Lang, v *engine.Variant, trump engine.Suit, decl [2][]engine.Announcement) []string {
	if !v.Announcements {
		v = engine.MustBuiltin("annonces")
	}
	return explain.CompareTeams(v, trump, decl, l)
}
