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
	Hand   []engine.Card // the learner's hand then, as the table showed it (SortHand)
	Line   []engine.Card
	// The trick as it stood when the card was played, and who won it: the coach says whether the
	// better card would have won it for the learner's side.
	Before []engine.Card
	Leader engine.Seat
	Won    engine.Seat
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
				n.Won = d.Tricks[n.Trick-1].Winner
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
	n := CoachNote{Trick: d.NTricks + 1, Played: c, Best: -1, Before: t.Played(), Leader: t.Leader,
		Hand: SortHand(d.Hands[d.Turn], d.Trump)}
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

// CoachText words the coach's notes on a deal for the learner, in plain words: the card played,
// what it cost, the better card and why, in real plurals and without internal names. It says that
// it judges with every card visible (open-card play), which the learner could not see. Kept apart
// from the screens so that other verdicts (a hidden-information coach) can be added here.
func CoachText(l Lang, d Display, v *engine.Variant, trump engine.Suit, notes []CoachNote) []string {
	out := []string{T(l, "coach.title")}
	if len(notes) == 0 {
		return append(out, T(l, "coach.perfect"))
	}
	lost := 0
	for _, n := range notes {
		lost += n.Lost()
	}
	if len(notes) == 1 {
		out = append(out, T(l, "coach.sum.one", "lost", lost))
	} else {
		out = append(out, T(l, "coach.sum.many", "n", len(notes), "lost", lost))
	}
	for _, n := range notes {
		out = append(out, T(l, "coach.note", "trick", n.Trick, "card", d.Name(n.Played), "lost", n.Lost(),
			"better", d.And(InHand(n.Hand, n.Better)), "why", coachReason(l, d, v, trump, n)))
	}
	return out
}

// coachReason says why the better card was better: it won the trick for the learner's side where
// the card played lost it, or else the gain comes in the later tricks (the perfect line).
func coachReason(l Lang, d Display, v *engine.Variant, trump engine.Suit, n CoachNote) string {
	rest := 4 - len(n.Before)
	if len(n.Line) >= rest {
		trick := append(append([]engine.Card(nil), n.Before...), n.Line[:rest]...)
		won := v.Direction.Nth(n.Leader, engine.Winner(trump, trick))
		if won.Team() != n.Won.Team() {
			if won.Team() == Learner.Team() {
				return T(l, "coach.why.win", "seat", SeatName(l, won))
			}
			return T(l, "coach.why.give", "seat", SeatName(l, won))
		}
	}
	line := d.Shorts(n.Line[:min(len(n.Line), coachLineCards)])
	if len(n.Line) > coachLineCards {
		line += " …"
	}
	return T(l, "coach.why.later", "line", line)
}
