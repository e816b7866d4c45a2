package strict

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// Text reads a { fr = "…", en = "…" } table into the product's one bilingual type (explain.Text);
// required says whether a missing key is a problem. Both texts must be non-empty.
func (t *Table) Text(key string, required bool) (explain.Text, bool) {
	sub := t.Sub(key, required)
	if sub == nil {
		return explain.Text{}, false
	}
	var x explain.Text
	ok := sub.lang("fr", &x[explain.French])
	ok = sub.lang("en", &x[explain.English]) && ok
	sub.Finish(func(k string) string { return "unknown language (fr and en only)" })
	return x, ok
}

func (t *Table) lang(key string, dst *string) bool {
	if !t.Require(key, dst, "a string") {
		return false
	}
	if strings.TrimSpace(*dst) == "" {
		t.Report(key, "empty text")
		return false
	}
	// A learner reads this text: cards go through placeholders, never as codes, each with a form of
	// the text's language (docs/content.md).
	l := explain.English
	if key == "fr" {
		l = explain.French
	}
	errs := explain.CheckContentIn(l, *dst)
	var grammar []explain.GrammarProblem
	if l == explain.French {
		errs = append(errs, explain.CheckFrench(*dst)...)
		grammar = explain.LintFrench(*dst) // each at its phrase: « de {card:7b} »
	}
	for _, err := range errs {
		t.Report(key, "%v", err)
	}
	for _, g := range grammar {
		t.ReportIn(key, g.Offset, "%v", g)
	}
	return len(errs)+len(grammar) == 0
}

// Card is a card as written in a file, with the face its suit letter names (C2).
type Card struct {
	engine.Card
	Face engine.Face
}

// UnmarshalText reads a card token (C2); the error names the token.
func (c *Card) UnmarshalText(b []byte) error {
	card, face, err := engine.ParseCard(string(b))
	if err != nil {
		return err
	}
	c.Card, c.Face = card, face
	return nil
}

// Cards returns the engine cards of a list.
func Cards(cs []Card) []engine.Card {
	out := make([]engine.Card, len(cs))
	for i, c := range cs {
		out[i] = c.Card
	}
	return out
}

// Suit is a suit letter of either face (C2).
type Suit struct{ engine.Suit }

// UnmarshalText reads S H D C, ♠♥♦♣ or e c o b.
func (s *Suit) UnmarshalText(b []byte) error {
	su, _, err := engine.ParseSuit(string(b))
	if err != nil {
		return err
	}
	s.Suit = su
	return nil
}

// Seat is N, E, S or W (T1).
type Seat struct{ engine.Seat }

// UnmarshalText reads N, E, S or W.
func (s *Seat) UnmarshalText(b []byte) error {
	v, err := engine.ParseSeat(string(b))
	if err != nil {
		return err
	}
	s.Seat = v
	return nil
}

// Team is NS or EW (T1).
type Team struct{ engine.Team }

// UnmarshalText reads NS or EW.
func (t *Team) UnmarshalText(b []byte) error {
	v, err := engine.ParseTeam(string(b))
	if err != nil {
		return err
	}
	t.Team = v
	return nil
}

// Variant is the name of a built-in variant (RULES.md §7).
type Variant struct{ *engine.Variant }

// UnmarshalText reads a built-in variant name.
func (v *Variant) UnmarshalText(b []byte) error {
	bv, ok := engine.Builtin(string(b))
	if !ok {
		return fmt.Errorf("unknown variant %s (%s)", engine.Quote(string(b)), strings.Join(engine.BuiltinNames, ", "))
	}
	v.Variant = bv
	return nil
}

// CheckFace reports each card of the list that is not written in the variant's face (C2: content
// is written in the face of its variant, so that learners see the deck they play with).
func (t *Table) CheckFace(key string, cards []Card, face engine.Face) bool {
	for _, c := range cards {
		if c.Face != face {
			t.Report(key, "card %s is written in the %s face; variant uses the %s face: write %s (C1, C2)",
				c.Format(c.Face), faceName(c.Face), faceName(face), c.Format(face))
			return false
		}
	}
	return true
}

func faceName(f engine.Face) string {
	if f == engine.Spanish {
		return "Spanish"
	}
	return "French"
}

// Distinct reports the first card given twice across the named lists; lists are visited in the
// order of keys.
func (t *Table) Distinct(keys []string, lists [][]engine.Card, face engine.Face) bool {
	seen := map[engine.Card]string{}
	for i, list := range lists {
		for _, c := range list {
			if prev, ok := seen[c]; ok {
				where := "twice"
				if prev != keys[i] {
					where = "in " + prev + " and in " + keys[i]
				}
				t.Report(keys[i], "card %s is given %s (a card exists once in the deck, C1)", c.Format(face), where)
				return false
			}
			seen[c] = keys[i]
		}
	}
	return true
}

// ValidID reports whether id is made of lowercase letters, digits and dashes, starting with a
// letter or digit.
func ValidID(id string) bool {
	if id == "" || id[0] == '-' {
		return false
	}
	return !slices.ContainsFunc([]byte(id), func(c byte) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')
	})
}
