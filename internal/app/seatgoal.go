package app

import (
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles"
)

// The feedback of a seat puzzle with a contract goal (puzzles.Goal): the answer is the card that
// makes (or breaks) the contract in the most layouts, so the feedback gives each card's share of
// layouts reaching the goal before its mean.
var seatGoalMessages = map[Key]Text{
	"goal.right.make":  {"Juste ! {cards} fait le contrat dans {share} des répartitions.", "Right! {cards} makes the contract in {share} of the layouts."},
	"goal.right.break": {"Juste ! {cards} fait chuter le contrat dans {share} des répartitions.", "Right! {cards} breaks the contract in {share} of the layouts."},
	"goal.wrong.make": {"Faux. {cards} fait le contrat dans {share} des répartitions ; {card}, dans {got} seulement.",
		"Wrong. {cards} makes the contract in {share} of the layouts; {card} in only {got}."},
	"goal.wrong.break": {"Faux. {cards} fait chuter le contrat dans {share} des répartitions ; {card}, dans {got} seulement.",
		"Wrong. {cards} breaks the contract in {share} of the layouts; {card} in only {got}."},
	"goal.card.make": {"  {card} : contrat fait dans {share} des répartitions, {mean} {n|point|points} en moyenne",
		"  {card}: contract made in {share} of the layouts, {mean} {n|point|points} on average"},
	"goal.card.break": {"  {card} : contrat chuté dans {share} des répartitions, {mean} {n|point|points} en moyenne",
		"  {card}: contract broken in {share} of the layouts, {mean} {n|point|points} on average"},
}

// goalKeys are the messages of a goal puzzle: make when South's team took, break otherwise.
func goalKeys(g *puzzles.Goal) (right, wrong, card Key) {
	if g.Makes() {
		return "goal.right.make", "goal.wrong.make", "goal.card.make"
	}
	return "goal.right.break", "goal.wrong.break", "goal.card.break"
}

// goalVerdict is a goal puzzle's first line: right or wrong, the answer's share of layouts that
// reach the goal, and the chosen card's when it is not the answer.
func goalVerdict(l Lang, d Display, a SeatAnswer, correct bool, chosen engine.Card, best []engine.Card) string {
	r := a.Eval
	cr, _ := r.Of(a.Best.First())
	right, wrong, _ := goalKeys(a.Goal)
	if correct {
		return T(l, right, "cards", Subject(d, best, true), "share", percent(l, r.MakeShare(cr)))
	}
	got, _ := r.Of(chosen)
	return T(l, wrong, "cards", Subject(d, best, true), "share", percent(l, r.MakeShare(cr)),
		"card", Subject(d, []engine.Card{chosen}, false), "got", percent(l, r.MakeShare(got)))
}

// goalCardLines words each legal card's share of layouts reaching the goal and its mean, the
// safest first.
func goalCardLines(l Lang, d Display, a SeatAnswer) []string {
	r := a.Eval
	cards := slices.Clone(r.Cards)
	slices.SortStableFunc(cards, func(x, y evaluate.CardResult) int { return y.Makes - x.Makes })
	var out []string
	for _, cr := range cards {
		out = append(out, GoalCardLine(l, d, r, cr, a.Goal))
	}
	return out
}

// GoalCardLine words one legal card's figures in a goal puzzle: the share of layouts where it
// makes (or breaks) the contract, and its mean ("10♠ : contrat fait dans 100 % des répartitions,
// 39,7 points en moyenne").
func GoalCardLine(l Lang, d Display, r *evaluate.Result, cr evaluate.CardResult, g *puzzles.Goal) string {
	mean := r.Mean(cr)
	_, _, card := goalKeys(g)
	return T(l, card, "card", d.Short(cr.Card), "share", percent(l, r.MakeShare(cr)),
		"mean", decimal(l, mean), "n", pluralCount(l, mean))
}
