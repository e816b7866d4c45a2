package app

import (
	"context"
	"github.com/belote-trainer/belote/explain"
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles"
)

// SeatAnswer is what the feedback of a seat puzzle rests on: the position South saw, the
// evaluator's result over the layouts of the unseen cards that the play allows (engine/evaluate),
// the cards of highest mean, the tempting card (NoCard when none) and one layout, all four hands,
// where the tempting card does worse than the best one (zero when none), with the solver's lines
// in it (nil when none).
type SeatAnswer struct {
	Pos      *evaluate.Position
	Eval     *evaluate.Result
	Best     engine.Set
	Tempting engine.Card
	Fail     [4]engine.Set
	Lines    *puzzles.Comparison // the solver's play after the best and the tempting card in Fail
	Goal     *puzzles.Goal       // a goal puzzle's contract goal (seatgoal.go), nil for the others
}

// SeatAnswerOf reads a seat puzzle's answer (puzzles.Solution: Eval, Best, Fail) with its
// position, its tempting card and the solver's lines in the failing layout (puzzles.Compare).
func SeatAnswerOf(p *puzzles.Puzzle, a puzzles.Solution) SeatAnswer {
	out := SeatAnswer{Pos: p.Seen, Eval: a.Eval, Best: a.Best, Tempting: puzzles.Tempting(p), Fail: a.Fail, Goal: p.Goal}
	if cmp, err := puzzles.Compare(context.Background(), p); err == nil {
		out.Lines = &cmp
	}
	return out
}

// The messages of a seat puzzle's feedback, kept beside the code that uses them.
var seatFeedbackMessages = map[Key]Text{
	"seat.right":      {"Juste ! La meilleure carte est {cards} : {mean} {n|point|points} en moyenne pour NS d'ici la fin.", "Right! The best card is {cards}: {mean} {n|point|points} on average for NS to the end."},
	"seat.right.many": {"Juste ! Les meilleures cartes sont {cards} : {mean} {n|point|points} en moyenne pour NS d'ici la fin.", "Right! The best cards are {cards}: {mean} {n|point|points} on average for NS to the end."},
	"seat.wrong": {"Faux. La meilleure carte est {cards} : {mean} {n|point|points} en moyenne pour NS d'ici la fin ; avec {card}, {got} seulement.",
		"Wrong. The best card is {cards}: {mean} {n|point|points} on average for NS to the end; with {card}, only {got}."},
	"seat.wrong.many": {"Faux. Les meilleures cartes sont {cards} : {mean} {n|point|points} en moyenne pour NS d'ici la fin ; avec {card}, {got} seulement.",
		"Wrong. The best cards are {cards}: {mean} {n|point|points} on average for NS to the end; with {card}, only {got}."},
	"seat.exact": {"Tu ne voyais que ta main et les plis joués. Sur les {layouts} {layouts|répartition|répartitions} des cartes cachées que le jeu permettait (toutes examinées) :",
		"You saw only your hand and the tricks played. Over the {layouts} {layouts|layout|layouts} of the hidden cards that the play allowed (all of them examined):"},
	"seat.exact.one": {"Tu ne voyais que ta main et les plis joués, mais le jeu ne laissait qu'une place à chaque carte cachée :",
		"You saw only your hand and the tricks played, but the play left only one place for each hidden card:"},
	"seat.sampled": {"Tu ne voyais que ta main et les plis joués. Sur {layouts} {layouts|répartition|répartitions} des cartes cachées tirées au hasard parmi celles que le jeu permettait (un échantillon, pas toutes) :",
		"You saw only your hand and the tricks played. Over {layouts} {layouts|layout|layouts} of the hidden cards drawn at random among those the play allowed (a sample, not all of them):"},
	"seat.card": {"  {card} : meilleure dans {share} des répartitions, {mean} {n|point|points} en moyenne", "  {card}: best in {share} of the layouts, {mean} {n|point|points} on average"},
	"seat.fail": {"Une répartition où {card} échoue (chacun jouant ensuite au mieux, cartes visibles) :",
		"A layout where {card} fails (everyone then playing perfectly, all cards visible):"},
	"seat.hand": {"  {seat} : {cards}", "  {seat}: {cards}"},
	"seat.fail.values": {"Ici, {best} rapporte {bv} {bv|point|points} à NS d'ici la fin, {card} seulement {tv}.",
		"Here {best} brings NS {bv} {bv|point|points} to the end, {card} only {tv}."},
	"seat.after": {"Après {card} :", "After {card}:"},
	"seat.computing": {"Calcul de la réponse sur toutes les répartitions possibles des cartes cachées…",
		"Working out the answer over every possible layout of the hidden cards…"},
}

// SeatVerdict is the first line of a seat puzzle's feedback: right or wrong, the best card and its
// mean value, and the mean of the card chosen when it is not best.
func SeatVerdict(l Lang, d Display, a SeatAnswer, correct bool, chosen engine.Card) string {
	r := a.Eval
	cr, _ := r.Of(a.Best.First())
	mean := r.Mean(cr)
	many := a.Best.Len() > 1
	var hand []engine.Card
	if a.Pos != nil {
		hand = SortHand(a.Pos.Hand, a.Pos.Trump)
	}
	best := d.And(InHand(hand, a.Best)) // as the hand shows them
	if a.Goal != nil {
		return goalVerdict(l, d, a, correct, chosen, InHand(hand, a.Best))
	}
	if correct {
		return T(l, explain.Either(many, "seat.right.many", "seat.right"), "cards", best, "mean", decimal(l, mean), "n", pluralCount(l, mean))
	}
	got, legal := r.Of(chosen)
	if !legal && a.Pos != nil { // a card that may not be played has no mean: say why not (§3)
		_, rule := a.Pos.Variant.Legal(a.Pos.Trump, a.Pos.Hand, a.Pos.Trick.Cards)
		return T(l, explain.Either(many, "seat.illegal.many", "seat.illegal"), "cards", best, "mean", decimal(l, mean), "n", pluralCount(l, mean), "card", d.Name(chosen), "rule", rule)
	}
	return T(l, explain.Either(many, "seat.wrong.many", "seat.wrong"), "cards", best, "mean", decimal(l, mean), "n", pluralCount(l, mean),
		"card", d.Name(chosen), "got", decimal(l, r.Mean(got)))
}

// SeatExplanation words the evaluation after the verdict and the teaching point: how many layouts
// it rests on and whether they are all of them, each legal card's share of layouts where it is
// best and its mean (best first), then one layout where the tempting card fails, with the
// solver's play after the tempting card and after the best card in it.
func SeatExplanation(l Lang, d Display, a SeatAnswer) []string {
	r := a.Eval
	key := Key("seat.sampled")
	switch {
	case r.Exact && r.Layouts == 1:
		key = "seat.exact.one"
	case r.Exact:
		key = "seat.exact"
	}
	lines := []string{T(l, key, "layouts", r.Layouts)}
	if a.Goal != nil {
		lines = append(lines, goalCardLines(l, d, a)...)
		return append(lines, failLines(l, d, a)...)
	}
	for _, cr := range byMean(r) {
		lines = append(lines, SeatCardLine(l, d, r, cr))
	}
	return append(lines, failLines(l, d, a)...)
}

// SeatCardLine words one legal card's figures: the share of layouts where it is best and its mean
// ("10♥ : meilleure dans 78 % des répartitions, 41,5 points en moyenne").
func SeatCardLine(l Lang, d Display, r *evaluate.Result, cr evaluate.CardResult) string {
	mean := r.Mean(cr)
	return T(l, "seat.card", "card", d.Short(cr.Card), "share", percent(l, r.Share(cr)), "mean", decimal(l, mean), "n", pluralCount(l, mean))
}

// byMean orders a result's cards by mean value, best first; equal means keep card order.
func byMean(r *evaluate.Result) []evaluate.CardResult {
	out := slices.Clone(r.Cards)
	slices.SortStableFunc(out, func(x, y evaluate.CardResult) int { return y.Sum - x.Sum })
	return out
}

// failLines shows the layout where the tempting card fails: the four hands, what the two cards
// bring in it, and how the deal goes on after each (nothing when the answer has no such layout).
func failLines(l Lang, d Display, a SeatAnswer) []string {
	c := a.Lines
	if c == nil || a.Fail == [4]engine.Set{} {
		return nil
	}
	out := []string{T(l, "seat.fail", "card", d.Name(c.Tempting.Card))}
	for _, s := range engine.Seats {
		out = append(out, T(l, "seat.hand", "seat", SeatName(l, s), "cards", d.Shorts(SortHand(a.Fail[s], a.Pos.Trump))))
	}
	out = append(out, T(l, "seat.fail.values", "best", d.Name(c.Best.Card), "bv", c.Best.Value, "card", d.Name(c.Tempting.Card), "tv", c.Tempting.Value))
	first := len(a.Pos.History) + 1
	for _, r := range []puzzles.CardReview{c.Tempting, c.Best} {
		out = append(out, T(l, "seat.after", "card", d.Name(r.Card)))
		out = append(out, lineTrickLines(l, d, r.Line, first)...)
	}
	return out
}
