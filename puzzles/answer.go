package puzzles

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

// Solution is the engine's answer to a puzzle; only the fields of its kind are set.
type Solution struct {
	Kind Kind

	Legal engine.Set  // legal: the legal cards (§3)
	Rule  engine.Rule // legal: the row of §3 that decided

	Winner     int         // winner: index in play order (W1)
	WinnerSeat engine.Seat // winner: the seat, when the leader is known

	Points int // count: card points (+ dix de der); announce: best total, or the winner's points

	Declaration []engine.Announcement // announce (hand form): the best declaration (A2, A3)
	Belote      bool                  // announce (hand form): the hand holds K and Q of trump (B1)
	Announce    engine.AnnounceResult // announce (declared form): whose announcements score (A5, A6)

	Score engine.Score // score

	Best   engine.Set          // best: the cards of highest value (ViewSeat: of highest mean)
	Values map[engine.Card]int // best, ViewOpen: each legal card's value (trick points of NS to the end)

	// best, ViewSeat: the evaluation over every consistent layout (mean values and the share of
	// layouts where each card is best; Values stays nil), and Fail, one typical layout where the
	// tempting card does worse than the best one: the remaining hands of all four seats at the
	// puzzle's moment (seat.go, typicalFail, says which).
	Eval *evaluate.Result
	Fail [4]engine.Set

	Bid BidAnswer // bid: the simulation's figures, as the file states them (bid.go)
}

// Kinds returns the kinds of the best declaration, strongest first (announce, hand form).
func (a Solution) Kinds() []engine.AnnounceKind {
	out := make([]engine.AnnounceKind, len(a.Declaration))
	for i, d := range a.Declaration {
		out[i] = d.Kind
	}
	return out
}

// Answer returns the engine's answer to a valid puzzle (one that Validate accepts).
func Answer(p *Puzzle) (Solution, error) {
	if p.Kind == KindBest && p.View == ViewSeat {
		return seatAnswer(p)
	}
	if p.solution != nil {
		return *p.solution, nil
	}
	return answer(p)
}

// answer computes the engine's answer.
func answer(p *Puzzle) (Solution, error) {
	a := Solution{Kind: p.Kind, WinnerSeat: engine.NoSeat}
	switch p.Kind {
	case KindLegal:
		a.Legal, a.Rule = p.Variant.Legal(p.Trump, engine.SetOf(p.Hand...), p.Trick)
	case KindWinner:
		a.Winner = engine.Winner(p.Trump, p.Trick) // W1
		if p.Leader != engine.NoSeat {
			a.WinnerSeat = p.Variant.Direction.Nth(p.Leader, a.Winner)
		}
	case KindCount:
		a.Points = engine.WonPoints(engine.SetOf(p.Cards...), p.Trump, p.LastTrick) // C3, K1
	case KindAnnounce:
		if p.DeclaredForm {
			a.Announce = engine.CompareTeams(p.Trump, p.Declared) // A5, A6
			if a.Announce.Winner != engine.NoTeam {
				a.Points = a.Announce.Points[a.Announce.Winner]
			}
		} else {
			hand := engine.SetOf(p.Hand...)
			a.Declaration = engine.BestDeclaration(hand, p.Trump) // A2, A3
			a.Points = engine.SumPoints(a.Declaration)
			a.Belote = engine.HoldsBelote(hand, p.Trump)
		}
	case KindScore:
		s, err := p.Variant.ScoreDeal(p.facts())
		if err != nil {
			return a, err
		}
		a.Score = s
	case KindBest:
		if p.View == ViewSeat {
			return seatAnswer(p)
		}
		values, err := solveValues(p.openPosition())
		if err != nil {
			return a, err
		}
		a.Values, a.Best = map[engine.Card]int{}, solve.Best(values)
		for _, cv := range values {
			a.Values[cv.Card] = cv.Value
		}
	case KindBid:
		// The stated figures, checked for consistency by Validate and recomputed by TestBidAnswers:
		// a simulation is too slow for every load (bid.go).
		if p.Expect == nil || p.Expect.Bid == nil {
			return a, fmt.Errorf("a bid puzzle states the simulation's answer")
		}
		a.Bid = *p.Expect.Bid
	default:
		return a, fmt.Errorf("unknown kind %d", p.Kind)
	}
	return a, nil
}

// solver is one open-card solver kept for the process: its transposition table (12 MiB) is made
// once, not once per load (a pool would be emptied by each garbage collection).
var (
	solverMu sync.Mutex
	solver   *solve.Solver
)

// solveValues returns the value of each legal card of the player to move (engine/solve).
func solveValues(pos solve.Position) ([]solve.CardValue, error) {
	solverMu.Lock()
	defer solverMu.Unlock()
	if solver == nil {
		solver = solve.NewSolver()
	}
	return solver.Values(context.Background(), pos)
}

// lineAfter returns a principal line from a position, with the process's solver.
func lineAfter(ctx context.Context, pos solve.Position) ([]engine.Card, error) {
	solverMu.Lock()
	defer solverMu.Unlock()
	if solver == nil {
		solver = solve.NewSolver()
	}
	return solver.Line(ctx, pos)
}

// openPosition turns a best puzzle into the solver's position (South to move).
func (p *Puzzle) openPosition() solve.Position {
	pos := solve.Position{Variant: p.Variant, Trump: p.Trump, Leader: p.Leader, Trick: p.Trick}
	for _, s := range engine.Seats {
		pos.Hands[s] = engine.SetOf(p.Hands[s]...)
	}
	return pos
}

// facts turns a score puzzle into the engine's deal facts.
func (p *Puzzle) facts() engine.DealFacts {
	return engine.DealFacts{Trump: p.Trump, Taker: p.Taker, TrickPoints: p.Points, Capot: p.Capot,
		Belote: p.Belote, Declared: p.Announces}
}

// Issue is a problem of a decoded puzzle, at a key of its table ("expect.legal").
type Issue struct {
	Key string
	Msg string
}

// Validate checks what the types cannot: the shape of a best position, that the engine can answer,
// and that the expected answer, when given, is the engine's.
func Validate(p *Puzzle) []Issue {
	if p.Kind == KindBest && p.View == ViewSeat {
		return checkSeatLoad(p) // the answer is evaluated on demand, and by belote check (SeatIssues)
	}
	if p.Kind == KindBest {
		if is := checkBest(p); len(is) > 0 {
			return is
		}
	}
	if p.Kind == KindBid {
		if is := checkBid(p); len(is) > 0 {
			return is
		}
	}
	a, err := answer(p)
	if err != nil {
		key := kindKeys[p.Kind][0]
		if p.Kind == KindScore {
			key = "points" // the facts the engine refuses are the points, capot or announcements
		}
		return []Issue{{Key: key, Msg: "the engine refuses this position: " + err.Error()}}
	}
	p.solution = &a
	var is []Issue
	if p.Kind == KindBest {
		is = checkMotif(p, a)
	}
	if p.Expect == nil {
		return is
	}
	return append(compare(p, p.Expect, a), is...)
}

// checkMotif checks a best puzzle's tempting card (legal, worth less than the best) and that its
// motif's detector holds on the solver's two lines.
func checkMotif(p *Puzzle, a Solution) []Issue {
	if p.Tempting == engine.NoCard {
		return nil
	}
	f := p.Face()
	v, legal := a.Values[p.Tempting]
	switch {
	case !legal:
		return []Issue{{"tempting", fmt.Sprintf("%s is not a card South may play here (legal: %s)", p.Tempting.Format(f), setText(legalOf(a), f))}}
	case a.Best.Has(p.Tempting):
		return []Issue{{"tempting", fmt.Sprintf("%s is a best card (%d points), not a tempting wrong one", p.Tempting.Format(f), v)}}
	}
	if p.Motif == NoMotif {
		return nil
	}
	cmp, err := Compare(context.Background(), p)
	if err != nil {
		return []Issue{{"motif", err.Error()}}
	}
	if !MotifHolds(p.Motif, p, cmp) {
		return []Issue{{"motif", fmt.Sprintf("motif %s does not hold on the solver's lines after %s and %s (holding: %s)",
			p.Motif, cmp.Best.Card.Format(f), p.Tempting.Format(f), motifList(motifsOf(detectMotifs(p, cmp))))}}
	}
	return nil
}

func legalOf(a Solution) engine.Set {
	var s engine.Set
	for c := range a.Values {
		s = s.Add(c)
	}
	return s
}

func motifList(ms []Motif) string {
	if len(ms) == 0 {
		return "none"
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, ", ")
}

// checkBest checks a best position: South to move, hands of equal size once the trick in progress
// is accounted for, no card twice, and cards on the table that their players could play (§3).
func checkBest(p *Puzzle) []Issue {
	var is []Issue
	d := p.Variant.Direction
	n := len(p.Trick)
	if n > 3 {
		return []Issue{{"trick.cards", fmt.Sprintf("at most 3 cards are played before South, not %d", n)}}
	}
	if p.Leader != engine.NoSeat && d.Nth(p.Leader, n) != engine.South {
		return []Issue{{"trick.leader", fmt.Sprintf("South must be the one to play: with leader %s and %d card(s) played, %s plays next (T1)", p.Leader, n, d.Nth(p.Leader, n))}}
	}
	size := len(p.Hands[engine.South])
	if size < 1 || size > 8 {
		return []Issue{{"hands.S", fmt.Sprintf("South holds 1 to 8 cards, not %d", size)}}
	}
	played := map[engine.Seat]bool{}
	for i := range n {
		played[d.Nth(p.Leader, i)] = true
	}
	for _, s := range engine.Seats {
		want := size
		if played[s] {
			want = size - 1
		}
		if len(p.Hands[s]) != want {
			is = append(is, Issue{"hands." + s.String(), fmt.Sprintf("%s holds %d card(s); with South holding %d and this trick in progress, %s must hold %d", s, len(p.Hands[s]), size, s, want)})
		}
	}
	seen := map[engine.Card]string{}
	for _, s := range engine.Seats {
		for _, c := range p.Hands[s] {
			if prev, ok := seen[c]; ok {
				is = append(is, Issue{"hands." + s.String(), fmt.Sprintf("card %s is given twice (in %s and in hands.%s)", c.Format(p.Face()), prev, s)})
			}
			seen[c] = "hands." + s.String()
		}
	}
	for _, c := range p.Trick {
		if prev, ok := seen[c]; ok {
			is = append(is, Issue{"trick.cards", fmt.Sprintf("card %s is given twice (in %s and in trick.cards)", c.Format(p.Face()), prev)})
		}
	}
	if len(is) > 0 {
		return is
	}
	pos := p.openPosition()
	if err := pos.Validate(); err != nil { // what is left: a card on the table its player could not play
		return []Issue{{"trick.cards", "impossible position: " + err.Error()}}
	}
	return nil
}

// compare checks the stated answer against the engine's.
func compare(p *Puzzle, x *Expect, a Solution) []Issue {
	f := p.Face()
	var is []Issue
	disagree := func(key, engineSays, fileSays string) {
		is = append(is, Issue{"expect." + key, fmt.Sprintf("the engine says %s, the file says %s", engineSays, fileSays)})
	}
	switch p.Kind {
	case KindLegal:
		if got := engine.SetOf(x.Legal...); got != a.Legal {
			disagree("legal", setText(a.Legal, f), setText(got, f))
		}
		if x.Rule != a.Rule {
			disagree("rule", a.Rule.String(), x.Rule.String())
		}
	case KindWinner:
		switch {
		case x.Seat != engine.NoSeat && p.Leader == engine.NoSeat:
			is = append(is, Issue{"expect.seat", "a winning seat needs the trick's leader: give leader, or expect the index (winner)"})
		case x.Seat != engine.NoSeat && x.Seat != a.WinnerSeat:
			disagree("seat", a.WinnerSeat.String(), x.Seat.String())
		case x.Seat == engine.NoSeat && x.Winner != a.Winner:
			disagree("winner", fmt.Sprint(a.Winner), fmt.Sprint(x.Winner))
		}
	case KindCount:
		if x.Points != a.Points {
			disagree("points", fmt.Sprint(a.Points), fmt.Sprint(x.Points))
		}
	case KindAnnounce:
		is = append(is, compareAnnounce(p, x, a)...)
	case KindScore:
		is = append(is, compareScore(x, a.Score)...)
	case KindBest:
		if got := engine.SetOf(x.Best...); got != a.Best {
			disagree("best", setText(a.Best, f), setText(got, f))
		}
	}
	return is
}

func compareAnnounce(p *Puzzle, x *Expect, a Solution) []Issue {
	var is []Issue
	if x.Points != a.Points {
		is = append(is, Issue{"expect.points", fmt.Sprintf("the engine says %d, the file says %d", a.Points, x.Points)})
	}
	if p.DeclaredForm {
		if x.Team != a.Announce.Winner {
			is = append(is, Issue{"expect.winner", fmt.Sprintf("the engine says %s, the file says %s", teamText(a.Announce.Winner), teamText(x.Team))})
		}
	} else if !slices.Equal(x.Kinds, a.Kinds()) {
		is = append(is, Issue{"expect.kinds", fmt.Sprintf("the engine says [%s], the file says [%s]", kindsText(a.Kinds()), kindsText(x.Kinds))})
	}
	return is
}

func compareScore(x *Expect, s engine.Score) []Issue {
	var is []Issue
	check := func(key string, engineSays, fileSays any) {
		if engineSays != fileSays {
			is = append(is, Issue{"expect." + key, fmt.Sprintf("the engine says %v, the file says %v", engineSays, fileSays)})
		}
	}
	check("NS", s.Points[engine.NS], x.NS)
	check("EW", s.Points[engine.EW], x.EW)
	check("result", s.Result.String(), x.Result.String())
	if x.Reserve >= 0 {
		check("reserve", s.Reserve, x.Reserve)
	}
	return is
}

func setText(s engine.Set, f engine.Face) string {
	parts := []string{}
	for _, c := range s.Cards() {
		parts = append(parts, c.Format(f))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func kindsText(ks []engine.AnnounceKind) string {
	parts := make([]string, len(ks))
	for i, k := range ks {
		parts[i] = k.String()
	}
	return strings.Join(parts, " ")
}

// teamText spells a team as the files do: "NS", "EW" or "none".
func teamText(t engine.Team) string {
	if t == engine.NoTeam {
		return "none"
	}
	return t.String()
}
