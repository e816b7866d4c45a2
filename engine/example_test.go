package engine_test

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
)

// RULES.md §8, check 7: East must overtrump North's ruff.
func ExampleVariant_Legal() {
	v := engine.MustBuiltin("classique")
	hand := engine.SetOf(engine.MustCard("8H"), engine.MustCard("QH"), engine.MustCard("7D"), engine.MustCard("9C"))
	trick := []engine.Card{engine.MustCard("AS"), engine.MustCard("7H")}
	legal, rule := v.Legal(engine.Hearts, hand, trick)
	fmt.Println(legal, rule, rule.Code())
	// Output: 8H QH P5 overtrump
}

// The same card in both faces (C1, C2).
func ExampleParseCard() {
	c, _, _ := engine.ParseCard("10e")
	fmt.Println(c, c.Format(engine.Spanish), c.Symbol(engine.French))
	// Output: JS 10e J♠
}

// RULES.md §8, check 11: the carré of jacks and the cinquante it leaves free.
func ExampleBestDeclaration() {
	cards, _, _ := engine.ParseCards("JS JH JD JC 7S 8S 9S 10S")
	best := engine.BestDeclaration(engine.SetOf(cards...), engine.Hearts)
	for _, a := range best {
		fmt.Println(a.Kind, a.Cards, a.Points())
	}
	fmt.Println(engine.SumPoints(best))
	// Output:
	// carre JS JH JD JC 200
	// cinquante 7S 8S 9S 10S 50
	// 250
}

// RULES.md §8, check 2: a litige in the Moroccan variant.
func ExampleVariant_ScoreDeal() {
	v := engine.MustBuiltin("marocaine")
	s, _ := v.ScoreDeal(engine.DealFacts{Trump: engine.Diamonds, Taker: engine.NS,
		TrickPoints: [2]int{81, 81}, Capot: engine.NoTeam, Belote: engine.NoTeam})
	fmt.Println(s.Result, s.Decided, s.Points, s.Reserve)
	// Output: litige K7 [0 81] 81
}
