package puzzles

import (
	"context"
	"fmt"
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/strict"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// Goal is a hidden-hand best puzzle's contract goal (`goal = "contract"`, docs/content.md): South
// plays to make its team's contract, or to break the opponents'. The answer is then the card that
// reaches the goal in the most consistent layouts, not the card of highest mean. The engine's goal
// (side North–South, the points taken from the finished tricks, the belote and the announcements
// heard) gives the need and the score of each line.
type Goal struct {
	engine.Goal
	Need int // the trick points North–South must take from the current trick on (engine.Variant.Need)
}

// Makes reports whether South plays to make the contract (its team took), not to break it.
func (g *Goal) Makes() bool { return g.Taker == g.Side }

// Score returns the deal's score when North–South take pts more trick points (engine.Variant.ScoreAt).
func (g *Goal) Score(p *Puzzle, pts int) (engine.Score, error) { return p.Variant.ScoreAt(g.Goal, pts) }

// GoalMinShare is a goal puzzle's margin: its answer reaches the goal in at least this many more
// layouts, as a share of them, than any other legal card (10 points of percentage).
const GoalMinShare = 0.10

// readGoal reads `goal = "contract"` and `belote` of a ViewSeat best puzzle whose position is
// read (p.Seen): the taker seat is required, the belote must be one its team could say (B1, B2),
// and the need is worked out by the engine (NewGoal).
func readGoal(t *strict.Table, p *Puzzle) {
	if !t.Has("goal") {
		if t.Has("belote") {
			t.Report("belote", `only a puzzle with goal = "contract" has belote (who said belote-rebelote)`)
		}
		return
	}
	var kind string
	if !t.Get("goal", &kind, `"contract"`) {
		return
	}
	if kind != "contract" {
		t.Report("goal", `unknown goal %s (contract)`, engine.Quote(kind))
		return
	}
	if p.TakerSeat == engine.NoSeat {
		t.Report("taker", `missing key: a puzzle with goal = "contract" names the seat that took (T4, T5)`)
		return
	}
	belote := team(t, "belote", false)
	if p.Seen == nil || t.Has("belote") && belote == engine.NoTeam {
		return // a problem reported already
	}
	if belote != engine.NoTeam {
		if msg := beloteProblem(p.Seen, belote); msg != "" {
			t.Report("belote", "%s", msg)
			return
		}
	}
	g, msg := goalOf(p, belote)
	if msg != "" {
		t.Report("goal", "%s", msg)
		return
	}
	p.Goal = g
}

// NewGoal returns the contract goal of a ViewSeat puzzle with its position and taker seat, the
// belote said by team belote (NoTeam: none): nil when the goal is reached, or out of reach,
// whatever South plays (no card would be safer than another).
func NewGoal(p *Puzzle, belote engine.Team) *Goal {
	g, _ := goalOf(p, belote)
	return g
}

// goalOf is NewGoal with what is wrong when there is no goal to play for.
func goalOf(p *Puzzle, belote engine.Team) (*Goal, string) {
	g := &Goal{Goal: p.Seen.Goal(p.TakerSeat.Team(), belote, teamDeclared(p.SeatDeclared))}
	need, err := p.Variant.Need(g.Goal)
	switch {
	case err != nil:
		return nil, err.Error()
	case need <= 0:
		return nil, fmt.Sprintf("North–South reach the goal whatever is played (they need 0 of the %d points left): no card is safer than another", g.Left())
	case need > g.Left():
		return nil, fmt.Sprintf("North–South cannot reach the goal (they need %d, %d points are left): no card is safer than another", need, g.Left())
	}
	g.Need = need
	return g, ""
}

// GoalValues solves one layout of a goal puzzle open-card and returns each legal card's value.
func GoalValues(p *Puzzle, hands [4]engine.Set) (map[engine.Card]int, error) {
	values, err := solveValues(layoutPosition(p.Seen, hands))
	if err != nil {
		return nil, err
	}
	out := map[engine.Card]int{}
	for _, cv := range values {
		out[cv.Card] = cv.Value
	}
	return out, nil
}

// teamDeclared groups the announcements heard by the team of their seat.
func teamDeclared(by [4][]engine.Announcement) [2][]engine.Announcement {
	var out [2][]engine.Announcement
	for _, s := range engine.Seats {
		out[s.Team()] = append(out[s.Team()], by[s]...)
	}
	return out
}

// beloteProblem says why team could not have said belote-rebelote in the position, or "": one of
// its seats must have played K and Q of trump, or played one and be known to hold the other
// (`known`), or hold them (South, in its hand), the two cards with the same seat (B1, B2).
func beloteProblem(pos *evaluate.Position, team engine.Team) string {
	k, q := engine.NewCard(engine.King, pos.Trump), engine.NewCard(engine.Queen, pos.Trump)
	for _, s := range engine.Seats {
		if s.Team() == team && holdsOrPlayed(pos, s, k) && holdsOrPlayed(pos, s, q) {
			return ""
		}
	}
	f := pos.Variant.Face
	return fmt.Sprintf("%s did not say belote: no seat of it played or is known to hold both %s and %s (B1, B2; a card still hidden goes in known)", team, k.Format(f), q.Format(f))
}

// holdsOrPlayed reports whether seat s played c, or holds it as far as South knows.
func holdsOrPlayed(pos *evaluate.Position, s engine.Seat, c engine.Card) bool {
	if by, _, played := seen.PlayedBy(pos, c); played {
		return by == s
	}
	if s == pos.Seat {
		return pos.Hand.Has(c)
	}
	return pos.Known[s].Has(c)
}

// goalTempting is a goal puzzle's tempting card when the file names none: the card of highest
// mean when it is not the answer (the card a player counting points would choose), else the
// legal card that reaches the goal in the most layouts below the answer.
func goalTempting(p *Puzzle, r *evaluate.Result) engine.Card {
	safest := r.SafestCards()
	if c := bestOf(p.Hand, r.BestCards()); c != engine.NoCard && !safest.Has(c) {
		return c
	}
	out, top := engine.NoCard, -1
	for _, c := range p.Hand {
		if cr, ok := r.Of(c); ok && !safest.Has(c) && cr.Makes > top {
			out, top = c, cr.Makes
		}
	}
	return out
}

// goalFail returns the typical layout where the tempting card misses the goal and the best card
// reaches it: among those layouts, in the evaluator's order, sorted by the points the tempting
// card falls short of the need (stable), the one at the lower median; zero hands when there is
// none.
func goalFail(layouts []layoutValues, best, tempting engine.Card, need int) [4]engine.Set {
	type fail struct {
		hands [4]engine.Set
		short int
	}
	var fails []fail
	for _, lv := range layouts {
		if lv.of(best) >= need && lv.of(tempting) < need {
			fails = append(fails, fail{lv.hands, need - lv.of(tempting)})
		}
	}
	if len(fails) == 0 {
		return [4]engine.Set{}
	}
	slices.SortStableFunc(fails, func(a, b fail) int { return a.short - b.short })
	return fails[(len(fails)-1)/2].hands
}

// goalMargins checks a goal puzzle's answer: one card reaches the goal in the most layouts, by
// GoalMinShare of them more than every other card.
func goalMargins(p *Puzzle, a Solution) []Issue {
	r, f := a.Eval, p.Face()
	if a.Best.Len() != 1 {
		return []Issue{{"expect.best", fmt.Sprintf("%s tie on the most layouts reaching the goal: a goal puzzle has one best card", setText(a.Best, f))}}
	}
	best, _ := r.Of(a.Best.First())
	var is []Issue
	for _, cr := range r.Cards {
		if cr.Card != best.Card && float64(best.Makes-cr.Makes) < GoalMinShare*float64(r.Layouts) {
			is = append(is, Issue{"expect.best", fmt.Sprintf("%s reaches the goal in %d of %d layouts, %s in %d: fewer than %.0f points of percentage apart",
				cr.Card.Format(f), cr.Makes, r.Layouts, best.Card.Format(f), best.Makes, 100*GoalMinShare)})
		}
	}
	return is
}

// contractHolds is the detector of the seat motif Contract: a goal puzzle whose safest card (the
// one reaching the goal in the most layouts) is not a card of highest mean, and whose tempting
// card is one: the line of the best mean is not the line that makes (or breaks) the contract.
func contractHolds(p *Puzzle, a Solution) bool {
	if p.Goal == nil || a.Eval == nil {
		return false
	}
	mean := a.Eval.BestCards()
	return a.Best&mean == 0 && mean.Has(seatTempting(p, a.Eval))
}

// GoalLayout is one consistent layout of a goal puzzle: the remaining hands of all four seats and
// each legal card's open-card value there (North–South's trick points from the current trick on).
type GoalLayout struct {
	Hands  [4]engine.Set
	Values map[engine.Card]int
}

// GoalLayouts solves every consistent layout of a ViewSeat puzzle open-card, in the evaluator's
// order (evaluate.Layouts.Each): what a text needs to say which hidden cards separate the layouts
// where a card reaches the goal from those where it does not.
func GoalLayouts(p *Puzzle) ([]GoalLayout, error) {
	if p.Seen == nil {
		return nil, fmt.Errorf("puzzle %s: no position", p.ID)
	}
	l, err := evaluate.NewLayouts(*p.Seen)
	if err != nil {
		return nil, err
	}
	var out []GoalLayout
	l.Each(func(h [4]engine.Set) bool {
		var vals map[engine.Card]int
		if vals, err = GoalValues(p, h); err != nil {
			return false
		}
		out = append(out, GoalLayout{h, vals})
		return true
	})
	return out, err
}

// GoalLines returns the open-card lines of cards best and tempting in one layout of a ViewSeat
// puzzle (its remaining hands): each card played, then perfect play by all to the end of the
// deal, with the card's value there. It is what a goal puzzle's text tells of the layout it
// shows.
func GoalLines(ctx context.Context, p *Puzzle, hands [4]engine.Set, best, tempting engine.Card) (Comparison, error) {
	if p.Seen == nil {
		return Comparison{}, fmt.Errorf("puzzle %s: no position", p.ID)
	}
	pos := layoutPosition(p.Seen, hands)
	vals, err := GoalValues(p, hands)
	if err != nil {
		return Comparison{}, err
	}
	line := func(c engine.Card) (CardReview, error) {
		rest, err := lineAfter(ctx, pos.Play(c))
		if err != nil {
			return CardReview{}, err
		}
		seq := append(append(append([]engine.Card(nil), p.Seen.Trick.Cards...), c), rest...)
		return CardReview{Card: c, Value: vals[c], Line: lineTricks(p.Variant, p.Trump, p.Seen.Trick.Leader, seq)}, nil
	}
	var cmp Comparison
	if cmp.Best, err = line(best); err != nil {
		return cmp, err
	}
	cmp.Tempting, err = line(tempting)
	return cmp, err
}
