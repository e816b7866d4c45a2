package gen_test

import (
	"context"
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/gen"
)

// Generate a legal puzzle on P5 (overtrumping an opponent's ruff): the position comes from a
// random deal, the answer from the engine.
func ExampleGenerate() {
	ps, err := gen.Generate(context.Background(), gen.Options{
		Kind: puzzles.KindLegal, Variant: engine.MustBuiltin("classique"), Theme: engine.P5, Count: 1, Seed: 7})
	if err != nil {
		panic(err)
	}
	p := ps[0]
	fmt.Println(p.ID, p.Themes, p.Expect.Rule)
	fmt.Println(p.Prompt[explain.English])
	// Output:
	// gen-legal-classique-p5-7-001 [P5] P5
	// Trumps: spades ♠. Your partner North led {card:JC}, East played {card:10S}. Which cards of your hand may you play?
}
