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
// what the deal had shown, by the deal's score (contract made or failed), comparing the cards on
// the same layouts. It calls a card a mistake only when coach.Verdict.Significant; the second
// view (key v) shows, for each mistake, a layout where it loses and the two lines played out
// there. Both views word the one judgement that `belote coach` gives.

// HiddenCoachOptions are the practice table's options for the coach: those of `belote coach`
// without --samples (seed 1, the exact limit of evaluate), so that coach.BudgetFor bounds each
// card and the table gives the very verdicts `belote coach --json` gives on the same deal. No
// time-out: a verdict cut short would differ from the command's, and the budget already bounds
// the work (a count of layouts); the caller judges off the UI goroutine and cancels when the
// learner moves on.
var HiddenCoachOptions = coach.Options{Seed: 1}

// HiddenCoach judges each card seat played in the finished deal d from what seat could see then,
// within coach.BudgetFor. When ctx ends it returns the verdicts made so far and ctx's error.
func HiddenCoach(ctx context.Context, d *engine.Deal, seat engine.Seat) ([]coach.Verdict, error) {
	return coach.Judge(ctx, evaluate.New(0), coach.Moments(d, seat, d.Retourne), HiddenCoachOptions)
}

// HiddenCoachText words the verdicts for the learner: a summary, then each mistake (the card, the
// better cards « X ou Y », what it cost on the deal's score with its uncertainty, how often the
// contract is made after each), then one line for the cards that were about equal to the best.
// Real plurals; the numbers are averages, with one decimal.
func HiddenCoachText(l Lang, d Display, verdicts []coach.Verdict) []string {
	out := []string{T(l, "hcoach.title")}
	var lost []coach.Verdict
	var close []int // the tricks where another card looked better, but not clearly
	total := 0.0
	for _, v := range verdicts {
		switch {
		case v.Significant:
			lost = append(lost, v)
			total += v.Loss
		case v.Choice && v.Loss > 0:
			close = append(close, v.Trick)
		}
	}
	switch len(lost) {
	case 0:
		out = append(out, T(l, "hcoach.perfect", "threshold", coach.Threshold))
	case 1:
		out = append(out, T(l, "hcoach.sum.one", "lost", decimal(l, total), "n", pluralCount(l, total)))
	default:
		out = append(out, T(l, "hcoach.sum.many", "k", len(lost), "lost", decimal(l, total), "n", pluralCount(l, total)))
	}
	for _, v := range lost {
		out = append(out, mistakeNote(l, d, v))
	}
	if len(close) > 0 {
		out = append(out, T(l, "hcoach.equal", "tricks", trickList(l, close), "k", len(close), "threshold", coach.Threshold))
	}
	if len(lost) > 0 {
		out = append(out, T(l, "hcoach.open"))
	}
	return out
}

// mistakeNote words one mistake: the card, the better ones, the loss on the deal's score (with
// its sampling margin), and the contract's chances after each when they differ.
func mistakeNote(l Lang, d Display, v coach.Verdict) string {
	better := d.Or(InHand(SortHand(v.Pos.Hand, v.Pos.Trump), v.Better)) // as the hand showed them
	margin := ""
	if !v.Result.Exact {
		margin = T(l, "hcoach.margin", "se", decimal(l, coach.Bound*v.LossSE))
	}
	note := T(l, "hcoach.note", "trick", v.Trick, "card", d.Name(v.Card), "better", better,
		"lost", decimal(l, v.Loss), "n", pluralCount(l, v.Loss), "margin", margin)
	if e := v.Example; e != nil {
		played, _ := v.Of(v.Card)
		best, _ := v.Of(e.Card)
		if pb, pc := percent(l, best.Made), percent(l, played.Made); pb != pc {
			note += " " + T(l, "hcoach.made", "best", d.Name(e.Card), "pb", pb, "card", d.Name(v.Card), "pc", pc)
		}
	}
	return note + " " + hiddenWhy(l, v)
}

// hiddenWhy says on how many layouts the verdict rests.
func hiddenWhy(l Lang, v coach.Verdict) string {
	switch r := v.Result; {
	case r.Layouts == 1:
		return T(l, "hcoach.why.one")
	case r.Exact:
		return T(l, "hcoach.why.exact", "layouts", r.Layouts)
	default:
		return T(l, "hcoach.why.sample", "layouts", r.Layouts)
	}
}

// HasMistakes reports whether the coach called any card a mistake.
func HasMistakes(verdicts []coach.Verdict) bool {
	for _, v := range verdicts {
		if v.Significant {
			return true
		}
	}
	return false
}

// CoachLinesText is the coach's second view: for each mistake, a layout of the hidden cards where
// it loses (coach.Example) with every hand, and the line played out there after the card played
// and after the better card, open-card, with the contract's outcome of each.
func CoachLinesText(l Lang, d Display, verdicts []coach.Verdict) []string {
	out := []string{T(l, "hcoach.lines.title")}
	n := 0
	for _, v := range verdicts {
		e := v.Example
		if !v.Significant || e == nil {
			continue
		}
		n++
		out = append(out, T(l, "hcoach.lines.trick", "trick", v.Trick, "card", d.Name(v.Card)))
		var hands []string
		for _, s := range engine.Seats {
			if s != v.Seat {
				hands = append(hands, SeatName(l, s)+" "+d.Shorts(SortHand(e.Hands[s], v.Pos.Trump)))
			}
		}
		out = append(out, T(l, "hcoach.lines.hands", "hands", strings.Join(hands, " ; ")))
		out = append(out, lineText(l, d, v, e.LinePlay, e.MadePlay), lineText(l, d, v, e.Line, e.Made))
	}
	if n == 0 {
		out = append(out, T(l, "hcoach.lines.none"))
	}
	return append(out, T(l, "hcoach.back"))
}

// lineText words a line of the example trick by trick from the card judged: each trick's cards
// with their seats, and who wins it, then the contract's outcome.
func lineText(l Lang, d Display, v coach.Verdict, line []engine.Card, result engine.Result) string {
	p := &v.Pos
	trick := append([]engine.Card(nil), p.Trick.Cards...)
	leader := p.Trick.Leader
	var tricks []string
	for _, c := range line {
		trick = append(trick, c)
		if len(trick) < 4 {
			continue
		}
		var cards []string
		for i, tc := range trick {
			cards = append(cards, SeatName(l, p.Variant.Direction.Nth(leader, i))+" "+d.Short(tc))
		}
		won := p.Variant.Direction.Nth(leader, engine.Winner(p.Trump, trick))
		tricks = append(tricks, T(l, "hcoach.lines.one", "cards", strings.Join(cards, ", "), "seat", SeatName(l, won)))
		trick, leader = nil, won
	}
	return T(l, "hcoach.lines.after", "card", d.Name(line[0]), "tricks", strings.Join(tricks, T(l, "hcoach.lines.sep")), "result", resultText(l, result))
}

// resultText names a contract's outcome (K5, K6, K7).
func resultText(l Lang, r engine.Result) string {
	switch r {
	case engine.Failed:
		return T(l, "hcoach.made.failed")
	case engine.Litige:
		return T(l, "hcoach.made.litige")
	}
	return T(l, "hcoach.made.made")
}

// trickList names tricks: "2", "2 et 5", "2, 4 et 5".
func trickList(l Lang, tricks []int) string {
	s := make([]string, len(tricks))
	for i, t := range tricks {
		s[i] = itoa(t)
	}
	return joinAnd(l, s)
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
