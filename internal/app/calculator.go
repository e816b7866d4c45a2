package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// Calculator is the score calculator's form: what the learner enters and the engine's score of
// it. Announcements are made of cards picked on a card table (the app never asks for a card code):
// Team is the team whose announcement is being picked, Picked the cards picked so far.
type Calculator struct {
	Variant  string // a built-in variant name
	Trump    string // S H D C
	Taker    engine.Team
	PointsNS string // the taking side's trick points are typed for NS; EW gets the rest of 162
	Belote   engine.Team
	Capot    engine.Team
	Declared [2][]engine.Announcement // by team
	Team     engine.Team
	Picked   engine.Set
}

// NewCalculator starts from an ordinary deal: NS takes and makes 90.
func NewCalculator(variant string) *Calculator {
	return &Calculator{Variant: variant, Trump: "H", Taker: engine.NS, PointsNS: "90",
		Belote: engine.NoTeam, Capot: engine.NoTeam, Team: engine.NS}
}

// CalcError names the field that could not be read.
type CalcError struct {
	Field Key // catalogue key of the field's label
	Err   error
}

func (e *CalcError) Error() string { return e.Err.Error() }

// Facts reads the form into the engine's facts.
func (c *Calculator) Facts() (*engine.Variant, engine.DealFacts, error) {
	v, ok := engine.Builtin(c.Variant)
	if !ok {
		return nil, engine.DealFacts{}, &CalcError{"calc.variant", fmt.Errorf("unknown variant %q", c.Variant)}
	}
	trump, _, err := engine.ParseSuit(c.Trump)
	if err != nil {
		return nil, engine.DealFacts{}, &CalcError{"calc.trump", err}
	}
	f := engine.DealFacts{Trump: trump, Taker: c.Taker, Belote: c.Belote, Capot: c.Capot}
	switch c.Capot {
	case engine.NS, engine.EW:
		f.TrickPoints[c.Capot] = engine.TotalPoints // K2: the engine turns it into 252 and 0
	default:
		ns, err := strconv.Atoi(strings.TrimSpace(c.PointsNS))
		if err != nil || ns < 0 || ns > engine.TotalPoints {
			return nil, f, &CalcError{"calc.points", fmt.Errorf("%q: 0 to 162", c.PointsNS)}
		}
		f.TrickPoints = [2]int{ns, engine.TotalPoints - ns} // K1: the two teams share 162
	}
	for t, decl := range c.Declared {
		if len(decl) > 0 && !v.Announcements { // said in words, before the engine refuses it (A1)
			return nil, f, &CalcError{[2]Key{"calc.decl.ns", "calc.decl.ew"}[t], &PickError{"calc.noann"}}
		}
	}
	f.Declared = c.Declared
	return v, f, nil
}

// Compute returns the engine's score of the form.
func (c *Calculator) Compute() (engine.Score, engine.DealFacts, error) {
	v, f, err := c.Facts()
	if err != nil {
		return engine.Score{}, f, err
	}
	s, err := v.ScoreDeal(f)
	return s, f, err
}

// ParseDeclarations reads announcements written as card lists separated by ";" (A1): the reference
// examples' literals, never a learner's typing.
func ParseDeclarations(text string) ([]engine.Announcement, error) {
	var out []engine.Announcement
	for part := range strings.SplitSeq(text, ";") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		cards, _, err := engine.ParseCards(part)
		if err != nil {
			return nil, err
		}
		a, err := engine.ParseAnnouncement(cards)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", strings.TrimSpace(part), err)
		}
		out = append(out, a)
	}
	return out, nil
}

// CalcDeck is the 32 cards in suit and sequence order (C3): the cards an announcement is picked
// from.
func CalcDeck() []engine.Card {
	var out []engine.Card
	for _, s := range engine.Suits {
		for r := engine.Seven; r <= engine.Ace; r++ {
			out = append(out, engine.NewCard(r, s))
		}
	}
	return out
}

// PickError is a card or a set of cards the calculator refuses; Key is the catalogue key of why
// (CalcMessage words it).
type PickError struct{ Key Key }

func (e *PickError) Error() string { return string(e.Key) }

// CalcMessage words an error of the calculator's announcements in language l, with the cards of
// display d (the Spanish deck's lowest ranks are 4 and 5, C1).
func CalcMessage(l Lang, d Display, err error) string {
	if pe, ok := err.(*PickError); ok {
		return T(l, pe.Key, "seven", d.Rank(engine.Seven), "eight", d.Rank(engine.Eight))
	}
	return err.Error()
}

// Used is the set of cards already in an announcement of either team: a card is held by one
// player and serves in one announcement at most (A3).
func (c *Calculator) Used() engine.Set {
	var used engine.Set
	for _, decl := range c.Declared {
		for _, a := range decl {
			used |= a.Cards
		}
	}
	return used
}

// Pick picks card x for the announcement being made, or puts it back when it was picked.
func (c *Calculator) Pick(x engine.Card) error {
	switch {
	case c.Picked.Has(x):
		c.Picked = c.Picked.Remove(x)
	case c.Used().Has(x):
		return &PickError{"calc.err.used"}
	default:
		c.Picked = c.Picked.Add(x)
	}
	return nil
}

// Announce adds the picked cards to Team's announcements and starts a new pick.
func (c *Calculator) Announce() error {
	if c.Picked.Empty() {
		return &PickError{"calc.err.empty"}
	}
	if err := c.AddDeclaration(c.Team, c.Picked.Cards()); err != nil {
		return err
	}
	c.Picked = 0
	return nil
}

// SwitchTeam makes the other team's announcements the ones being picked.
func (c *Calculator) SwitchTeam() {
	c.Team = c.Team.Other()
}

// AddDeclaration adds to team t an announcement made of cards picked one by one. Cards that make
// no announcement of A1, or that are already in an announcement (A3), are refused, and nothing is
// added.
func (c *Calculator) AddDeclaration(t engine.Team, cards []engine.Card) error {
	set := engine.SetOf(cards...)
	if set&c.Used() != 0 || set.Len() != len(cards) {
		return &PickError{"calc.err.used"}
	}
	a, err := engine.ParseAnnouncement(cards)
	if err != nil {
		return &PickError{"calc.err.notann"}
	}
	c.Declared[t] = append(c.Declared[t], a)
	return nil
}

// ClearDeclarations removes team t's announcements.
func (c *Calculator) ClearDeclarations(t engine.Team) { c.Declared[t] = nil }

// Declarations are team t's announcements.
func (c *Calculator) Declarations(t engine.Team) []engine.Announcement { return c.Declared[t] }
