package tui

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// whyCard explains whether c may be played in a drill's position.
func (u *UI) whyCard(pos app.Position, c engine.Card) []string {
	hand := app.SortHand(pos.Hands[engine.South], pos.Trump)
	return app.WhyCard(u.lang, pos.Deal.Variant, pos.Trump, hand, pos.Trick, c)
}

// breakdown words the terms of a score.
func (u *UI) breakdown(v *engine.Variant, f engine.DealFacts, s engine.Score) []string {
	return app.Breakdown(u.lang, v, f, s)
}
