package tui

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// legalFeedback words a legal-card verdict for the current language.
func (u *UI) legalFeedback(d app.Display, pos app.Position, f app.Feedback) []string {
	return app.LegalFeedback(u.lang, d, f)
}

// whyCard explains whether c may be played in pos.
func (u *UI) whyCard(d app.Display, pos app.Position, c engine.Card) []string {
	return app.WhyCard(u.lang, d, pos.Legal, pos.Rule, c)
}

// breakdown words the terms of a score.
func (u *UI) breakdown(v *engine.Variant, f engine.DealFacts, s engine.Score) []string {
	return app.Breakdown(u.lang, v, f, s)
}
