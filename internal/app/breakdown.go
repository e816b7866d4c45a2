package app

import (
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// RuleLine cites a rule with its title and summary from the rules reference.
func RuleLine(l Lang, r engine.Rule) string {
	ref := Reference(r)
	return T(l, "rule.line", "rule", r, "title", T(l, ref.Title), "summary", T(l, ref.Summary))
}

// RuleLineIn cites a rule as RuleLine does, with the cards named in d's face: the order and
// points of C3 beside a Spanish deal say "sota 6 as 7 rey caballo 5 4", not the French face's
// "V 9 A 10 R D 8 7" the reference writes.
func RuleLineIn(l Lang, d Display, r engine.Rule) string {
	if r != engine.C3 || d.Face != engine.Spanish {
		return RuleLine(l, r)
	}
	ref := Reference(r)
	trump, plain := rankOrder(d, true), rankOrder(d, false)
	summary := T(l, "ref.C3.order", "trump", trump[0], "tp", trump[1], "plain", plain[0], "pp", plain[1])
	return T(l, "rule.line", "rule", r, "title", T(l, ref.Title), "summary", summary)
}

// rankOrder is the ranks from strongest to weakest at trump or in another suit (C3), named in
// d's face, and their points.
func rankOrder(d Display, trump bool) [2]string {
	order := []engine.Rank{engine.Ace, engine.Ten, engine.King, engine.Queen, engine.Jack, engine.Nine, engine.Eight, engine.Seven}
	if trump {
		order = []engine.Rank{engine.Jack, engine.Nine, engine.Ace, engine.Ten, engine.King, engine.Queen, engine.Eight, engine.Seven}
	}
	names, points := make([]string, len(order)), make([]string, len(order))
	for i, r := range order {
		c := engine.NewCard(r, engine.Hearts)
		t := engine.Diamonds
		if trump {
			t = engine.Hearts
		}
		names[i], points[i] = d.RankName(r), strconv.Itoa(engine.Points(c, t))
	}
	return [2]string{strings.Join(names, " "), strings.Join(points, ", ")}
}
