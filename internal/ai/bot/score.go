package bot

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// scoreWeight makes the score decide and the trick points only break its ties (see
// evaluate.Scorer.Utility): a failed contract scores the same however many points the takers made
// (K6), but in the real play, where the layout is not known, more points are still the safer side
// of the threshold.
const scoreWeight = 8

// scoreUtility is the fort bot's evaluate.Options.Utility: each layout's values as the deal's
// score from the bot's side (evaluate.Scorer), trick points breaking ties.
func scoreUtility(v View) func(hands [4]engine.Set, vals []solve.CardValue) {
	t := TableOf(v)
	return t.Scorer(v.Seat).Utility(scoreWeight)
}
