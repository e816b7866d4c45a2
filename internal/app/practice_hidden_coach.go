package app

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/ai/coach"
)

// The practice table's coach judges each card of the learner from what the learner could see
// then (internal/ai/coach, engine/evaluate): its hand, the tricks played, the trick in progress and
// what the deal had shown. The open-card coach (Coach, CoachText) stays as a second view.

// HiddenCoachOptions are the practice table's options for the coach: those of `belote coach`
// without --samples (seed 1, the exact limit of evaluate), so that coach.BudgetFor bounds each
// card and the table gives the very verdicts `belote coach --json` gives on the same deal. No
// time-out: a verdict cut short would differ from the command's, and the budget already bounds
// the work (at most 100 layouts of a whole deal); the caller judges off the UI goroutine and
// cancels when the learner moves on.
var HiddenCoachOptions = coach.Options{Seed: 1}

// HiddenCoachMinLoss is the smallest average loss the coach mentions: below it, the difference
// between two cards is the noise of the sampled layouts.
const HiddenCoachMinLoss = 0.5

// HiddenCoach judges each card seat played in the finished deal d from what seat could see then,
// within coach.BudgetFor. When ctx ends it returns the verdicts made so far and ctx's error.
func HiddenCoach(ctx context.Context, d *engine.Deal, seat engine.Seat) ([]coach.Verdict, error) {
	return coach.Judge(ctx, evaluate.New(0), coach.Moments(d, seat, d.Retourne), HiddenCoachOptions)
}

// HiddenCoachText words the verdicts for the learner: a summary, then each card that lost points
// on average, the better card and why (how often each was best over the layouts the play left
// possible). Real plurals; the numbers are averages, with one decimal.
func HiddenCoachText(l Lang, d Display, verdicts []coach.Verdict) []string {
	out := []string{T(l, "hcoach.title")}
	var lost []coach.Verdict
	total := 0.0
	for _, v := range verdicts {
		if v.Loss >= HiddenCoachMinLoss {
			lost = append(lost, v)
			total += v.Loss
		}
	}
	switch len(lost) {
	case 0:
		return append(out, T(l, "hcoach.perfect"), T(l, "hcoach.open"))
	case 1:
		out = append(out, T(l, "hcoach.sum.one", "lost", decimal(l, total), "n", pluralCount(l, total)))
	default:
		out = append(out, T(l, "hcoach.sum.many", "k", len(lost), "lost", decimal(l, total), "n", pluralCount(l, total)))
	}
	for _, v := range lost {
		better := d.Or(InHand(SortHand(v.Pos.Hand, v.Pos.Trump), v.Best)) // as the hand showed them
		out = append(out, T(l, "hcoach.note", "trick", v.Trick, "card", d.Name(v.Card), "better", better,
			"lost", decimal(l, v.Loss), "n", pluralCount(l, v.Loss))+" "+hiddenWhy(l, d, v, better))
	}
	return append(out, T(l, "hcoach.open"))
}

// hiddenWhy says on how many layouts the verdict rests and how often each card was best.
func hiddenWhy(l Lang, d Display, v coach.Verdict, better string) string {
	r := v.Result
	if r.Layouts == 1 {
		return T(l, "hcoach.why.one")
	}
	share := func(c engine.Card) string {
		cr, _ := r.Of(c)
		return percent(l, r.Share(cr))
	}
	key := "hcoach.why.sample"
	if r.Exact {
		key = "hcoach.why.exact"
	}
	return T(l, key, "layouts", r.Layouts, "better", better, "pb", share(v.Best.First()), "card", d.Name(v.Card), "pc", share(v.Card))
}

// percent writes a share as a whole percentage: "75 %" in French (the text system puts the
// no-break space), "75%" in English.
func percent(l Lang, share float64) string {
	n := int(math.Round(100 * share))
	if l == FR {
		return fmt.Sprintf("%d %%", n)
	}
	return fmt.Sprintf("%d%%", n)
}

// decimal writes an average with one decimal, with a decimal comma in French.
func decimal(l Lang, x float64) string {
	s := explain.Decimal(l, x, 1)
	return strings.TrimSuffix(strings.TrimSuffix(s, ".0"), ",0")
}

// pluralCount is the count a decimal of decimal() agrees with (explain.DecimalCount).
func pluralCount(l Lang, x float64) int { return explain.DecimalCount(l, x, 1) }
