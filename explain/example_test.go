package explain_test

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// The worked check 7 of RULES.md §8: West leads A♠, North ruffs with 7♥, East must overtrump.
func ExamplePlay() {
	pos := explain.Position{
		Variant: engine.MustBuiltin("classique"),
		Trump:   engine.Hearts,
		Hand:    []engine.Card{engine.MustCard("8H"), engine.MustCard("7D")},
		Trick:   []engine.Card{engine.MustCard("AS"), engine.MustCard("7H")},
	}
	ex := explain.Play(pos, explain.English)
	fmt.Println(ex.Rule, ex.Rule.Code())
	for _, cv := range ex.Cards {
		fmt.Println(cv.Card, cv.Legal, cv.Text)
	}
	// Output:
	// P5 overtrump
	// 8H true Allowed — 8♥ beats 7♥, the opponent's trump: that is the required overtrump (P5).
	// 7D false Not allowed — you have no spades ♠, the opponent who just played has trumped with 7♥ and you hold a higher trump: you must overtrump with 8♥ instead of playing 7♦ (P5).
}

func ExampleTrick() {
	trick := []engine.Card{engine.MustCard("AS"), engine.MustCard("7H"), engine.MustCard("KS")}
	// French sets a no-break space before the colon (explain.Typeset).
	for _, line := range explain.Trick(engine.MustBuiltin("classique"), engine.Hearts, trick, explain.French) {
		fmt.Println(line)
	}
	// Output:
	// 7♥ remporte le pli : c'est le plus fort atout joué (W1).
	// Cartes de la couleur demandée, battues parce qu'un atout l'emporte sur toute autre couleur : R♠ et A♠ (W1).
}

func ExampleDetectLang() {
	env := map[string]string{"LANG": "fr_MA.UTF-8"}
	fmt.Println(explain.DetectLang("", func(k string) string { return env[k] }))
	fmt.Println(explain.DetectLang("en", func(k string) string { return env[k] }))
	// Output:
	// fr
	// en
}

func ExampleTitle() {
	fmt.Println(explain.Title(engine.P5, explain.French), "/", explain.Title(engine.P5, explain.English))
	// Output: surcouper / overtrump a ruff
}
