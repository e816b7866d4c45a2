//go:build ignore

// Draft, not wired (drills session, item 5): countPuzzle should append countWatch(l, cs, trump, f) to its point.
package gen

import (
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// countWatch is the sentence of a count point on what to watch in this pile (C3), or "" when the
// pile holds no trump: at trump the jack and the nine change value (20 and 14, against 2 and 0 in
// another suit), which is the usual slip; a jack or a nine of another suit keeps its plain value.
// The cards are named through placeholders, so the sentence fits both faces (a sota, a 6).
func countWatch(l lang, cs []engine.Card, trump engine.Suit, f engine.Face) string {
	pile := engine.SetOf(cs...)
	if pile.Of(trump) == 0 {
		return ""
	}
	jack, nine := engine.NewCard(engine.Jack, trump), engine.NewCard(engine.Nine, trump)
	var held []string
	if pile.Has(jack) {
		held = append(held, card(jack, f)+l.pick(" vaut 20 (2 dans une autre couleur)", " is worth 20 (2 in another suit)"))
	}
	if pile.Has(nine) {
		held = append(held, card(nine, f)+l.pick(" vaut 14 (0 dans une autre couleur)", " is worth 14 (0 in another suit)"))
	}
	var s string
	if len(held) == 0 {
		s = l.pick("Ce pli a de l'atout, mais ni ", "The pile holds trumps, but neither ") + card(jack, f) + l.pick(" ni ", " nor ") + card(nine, f) +
			l.pick(", les deux seuls atouts qui changent de valeur : ici les atouts comptent comme à la couleur", ", the only two trumps that change value: here the trumps count as in a plain suit")
	} else {
		s = l.pick("Attention à l'atout : ", "Watch the trumps: ") + strings.Join(held, l.pick(", et ", ", and "))
	}
	for _, c := range cs {
		if c.Suit() != trump && (c.Rank() == engine.Jack || c.Rank() == engine.Nine) {
			s += l.pick(" ; ", "; ") + card(c, f) + l.pick(", qui n'est pas atout, garde sa valeur à la couleur", ", not a trump, keeps its plain value")
			break
		}
	}
	return upperFirst(s) + cite(engine.C3) + "."
}
