package content

import (
	"fmt"

	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// Limits on evaluating the user's hidden-hand puzzles (view = "seat"), in units of about 1 ms of
// CPU. Loading only checks such a puzzle's position; its answer is evaluated when it is first
// shown and by `belote check`, by solving every consistent layout (up to puzzles.SeatLimit). These
// limits keep the first showing of one puzzle within about 3 s and `belote check` of a user's
// folders within about 20 s, whatever a teacher writes.
const (
	MaxSeatSolving     = 3000  // one hidden-hand puzzle
	MaxUserSeatSolving = 20000 // all the user's hidden-hand puzzles, all files together
)

// seatLayoutTenths is the cost, in tenths of a unit, of solving one layout of a hidden-hand
// position whose largest hand holds n cards: every legal card's open-card value. Measured with
// BenchmarkSeatLayout under nice -n 19 on the shared 2-core machine (cpu-ms a layout): 0.07 for 4
// cards, 0.21-0.28 for 5, 1.3-1.4 for 6, 3.5-3.9 for 7, 23 for 8; each price is above its figure.
func seatLayoutTenths(n int) int {
	switch {
	case n >= 8:
		return 320
	case n == 7:
		return 60
	case n == 6:
		return 15
	case n == 5:
		return 5
	}
	return 1
}

// units writes a cost in tenths as units ("4.5", "3000").
func units(tenths int) string {
	if tenths%10 == 0 {
		return fmt.Sprint(tenths / 10)
	}
	return fmt.Sprintf("%d.%d", tenths/10, tenths%10)
}

// seatCost is the cost in tenths of a unit of evaluating p, a loaded hidden-hand puzzle: its
// consistent layouts times the cost of one. It also returns the figures the message gives.
func seatCost(p *puzzles.Puzzle) (tenths int, layouts uint64, cards int) {
	c := p.Seen.Counts()
	cards = max(c[0], c[1], c[2], c[3])
	l, err := evaluate.NewLayouts(*p.Seen)
	if err != nil {
		return 0, 0, cards // the loader refused the position already
	}
	return int(min(l.Count(), 1<<40)) * seatLayoutTenths(cards), l.Count(), cards
}

// spendSeat charges p's evaluation to the user's budget; when it passes either limit nothing is
// spent and the problem to report is returned (ok false).
func (lib *Library) spendSeat(p *puzzles.Puzzle, what string) (Problem, bool) {
	if p.Kind != puzzles.KindBest || p.View != puzzles.ViewSeat || p.Seen == nil {
		return Problem{}, true
	}
	cost, layouts, cards := seatCost(p)
	price := fmt.Sprintf("%d consistent layouts of %d cards a hand, %s units each; a unit is about 1 ms of solving",
		layouts, cards, units(seatLayoutTenths(cards)))
	switch {
	case cost > MaxSeatSolving*10:
		return p.At.At("evaluating this hidden-hand puzzle costs %s units (%s), more than the limit of %d units a puzzle (choose a position later in the deal, or with more cards known): %s is not loaded",
			units(cost), price, MaxSeatSolving, what), false
	case lib.userSeat+cost > MaxUserSeatSolving*10:
		return p.At.At("the hidden-hand puzzles of the user's files need more evaluation than the limit of %d units (about 20 s); this one costs %s units (%s), and %s units are left: %s is not loaded",
			MaxUserSeatSolving, units(cost), price, units(MaxUserSeatSolving*10-lib.userSeat), what), false
	}
	lib.userSeat += cost
	return Problem{}, true
}

// seatBudgetPack leaves out of a pack the hidden-hand puzzles past the limits, reporting each;
// the pack's other puzzles load.
func (lib *Library) seatBudgetPack(p *puzzles.Pack) []Problem {
	var probs []Problem
	kept := p.Puzzles[:0]
	for _, pz := range p.Puzzles {
		if pr, ok := lib.spendSeat(pz, "this puzzle"); !ok {
			probs = append(probs, pr)
			continue
		}
		kept = append(kept, pz)
	}
	p.Puzzles = kept
	return probs
}

// seatBudgetLesson refuses a lesson one of whose steps is a hidden-hand puzzle past the limits (a
// lesson with a broken step is not loaded either); what its other steps spent is given back.
func (lib *Library) seatBudgetLesson(l *lessons.Lesson) (Problem, bool) {
	spent := lib.userSeat
	for _, s := range l.Steps {
		if s.Puzzle == nil {
			continue
		}
		if pr, ok := lib.spendSeat(s.Puzzle, "the lesson "+l.ID); !ok {
			lib.userSeat = spent
			return pr, false
		}
	}
	return Problem{}, true
}
