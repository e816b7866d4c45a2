package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// Calculator is the score calculator's form: what the learner enters, as text, and the engine's
// score of it.
type Calculator struct {
	Variant  string // a built-in variant name
	Trump    string // S H D C
	Taker    engine.Team
	PointsNS string // the taking side's trick points are typed for NS; EW gets the rest of 162
	Belote   engine.Team
	Capot    engine.Team
	DeclNS   string // announcements: card lists separated by ";" e.g. "JS JH JD JC; 7S 8S 9S"
	DeclEW   string
}

// NewCalculator starts from an ordinary deal: NS takes and makes 90.
func NewCalculator(variant string) *Calculator {
	return &Calculator{Variant: variant, Trump: "H", Taker: engine.NS, PointsNS: "90",
		Belote: engine.NoTeam, Capot: engine.NoTeam}
}

// CalcError names the field that could not be read.
type CalcError struct {
	Field string // catalogue key of the field's label
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
	for t, text := range [2]string{c.DeclNS, c.DeclEW} {
		decl, err := ParseDeclarations(text)
		if err != nil {
			return nil, f, &CalcError{[2]string{"calc.decl.ns", "calc.decl.ew"}[t], err}
		}
		f.Declared[t] = decl
	}
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

// ParseDeclarations reads announcements written as card lists separated by ";" (A1).
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

// decl is the announcements field of team t.
func (c *Calculator) decl(t engine.Team) *string {
	if t == engine.EW {
		return &c.DeclEW
	}
	return &c.DeclNS
}

// AddDeclaration adds to team t an announcement made of cards picked one by one; cards that make
// no announcement of A1 are refused, and nothing is added.
func (c *Calculator) AddDeclaration(t engine.Team, cards []engine.Card) error {
	if _, err := engine.ParseAnnouncement(cards); err != nil {
		return err
	}
	codes := make([]string, len(cards))
	for i, card := range cards {
		codes[i] = card.String()
	}
	f := c.decl(t)
	if strings.TrimSpace(*f) != "" {
		*f += "; "
	}
	*f += strings.Join(codes, " ")
	return nil
}

// ClearDeclarations removes team t's announcements.
func (c *Calculator) ClearDeclarations(t engine.Team) { *c.decl(t) = "" }

// Declarations are team t's announcements (nil when the field cannot be read).
func (c *Calculator) Declarations(t engine.Team) []engine.Announcement {
	decl, _ := ParseDeclarations(*c.decl(t))
	return decl
}
