package app

import (
	"context"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// CoachNote marks a card of the learner that lost trick points against open-card perfect play:
// with the hands as they were, the card played was worth Value to the learner's team and the best
// card Best (engine/solve). Line is a perfect line from that moment, starting with the best card.
type CoachNote struct {
	Trick  int // 1 to 8
	Played engine.Card
	Value  int
	Best   int
	Better engine.Set
	Line   []engine.Card
}

// Lost returns the points the card cost.
func (n CoachNote) Lost() int { return n.Best - n.Value }

// CoachTimeout bounds the solving of one position; a position not solved in time is skipped.
const CoachTimeout = 3 * time.Second

// Coach replays a finished deal and marks each card of seat whose open-card value was below the
// best card's. Values come from engine/solve, with the hands as they were at that moment.
func Coach(ctx context.Context, d *engine.Deal, seat engine.Seat) ([]CoachNote, error) {
	rec := d.Record()
	cur, err := engine.StartPlay(d.Variant, rec.Dealer, rec.Trump, rec.Taker, rec.Hands)
	if err != nil {
		return nil, err
	}
	sv := solve.NewSolver()
	var notes []CoachNote
	for _, c := range rec.Play {
		if cur.Turn == seat {
			if n, ok := coachCard(ctx, sv, cur, c); ok {
				notes = append(notes, n)
			}
		}
		if err := cur.Play(cur.Turn, engine.Move{Card: c}); err != nil {
			return notes, err
		}
	}
	return notes, nil
}

// coachCard values the position before c was played; ok when c lost points.
func coachCard(ctx context.Context, sv *solve.Solver, d *engine.Deal, c engine.Card) (CoachNote, bool) {
	t := d.Current()
	pos := solve.Position{Variant: d.Variant, Trump: d.Trump, Hands: d.Hands, Leader: t.Leader, Trick: t.Played()}
	pctx, cancel := context.WithTimeout(ctx, CoachTimeout)
	defer cancel()
	vals, err := sv.Values(pctx, pos)
	if err != nil {
		return CoachNote{}, false
	}
	n := CoachNote{Trick: d.NTricks + 1, Played: c, Best: -1}
	for _, cv := range vals {
		if cv.Card == c {
			n.Value = cv.Value
		}
		n.Best = max(n.Best, cv.Value)
	}
	if n.Value >= n.Best {
		return n, false
	}
	n.Better = solve.Best(vals)
	if line, err := sv.Line(pctx, pos); err == nil {
		n.Line = line
	}
	return n, true
}

// coachLineCards is how much of the better line is shown: the rest of the trick and the next.
const coachLineCards = 8

// CoachLines words the notes for the learner.
func CoachLines(l Lang, d Display, notes []CoachNote) []string {
	if len(notes) == 0 {
		return []string{T(l, "pr.coach.perfect")}
	}
	var out []string
	for _, n := range notes {
		out = append(out, T(l, "pr.coach.note", "trick", n.Trick, "card", d.Card(n.Played), "cost", n.Lost(), "better", d.Set(n.Better), "best", n.Value, "got", n.Best))
		if len(n.Line) > 0 {
			line := d.Cards(n.Line[:min(len(n.Line), coachLineCards)])
			if len(n.Line) > coachLineCards {
				line += " …"
			}
			out = append(out, "   "+T(l, "pr.coach.line", "line", line))
		}
	}
	return out
}
