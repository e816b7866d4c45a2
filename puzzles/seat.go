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
	"github.com/belote-trainer/belote/internal/strict"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// View is what a best puzzle shows the learner.
type View uint8

// The views of a best puzzle (docs/content.md, `best`).
const (
	ViewOpen View = iota // every hand on the table: the answer is the open-card solver's
	ViewSeat             // South's seat: its hand, the bidding, the announcements and the tricks played
)

// String is the file spelling: "open" or "seat".
func (v View) String() string {
	if v == ViewSeat {
		return "seat"
	}
	return "open"
}

// UnmarshalText reads a view name.
func (v *View) UnmarshalText(b []byte) error {
	switch string(b) {
	case "open":
		*v = ViewOpen
	case "seat":
		*v = ViewSeat
	default:
		return fmt.Errorf("unknown view %s (open, seat)", engine.Quote(string(b)))
	}
	return nil
}

// The margins of a hidden-hand puzzle (issue 13): the best card's mean is at least SeatMinMean
// points ahead of every other card's, and it is best in at least SeatMinShare of the layouts.
const (
	SeatMinMean  = 5
	SeatMinShare = 0.6
)

// SeatLimit is the most consistent layouts a hidden-hand puzzle may have: its answer is always
// exact (every layout evaluated, evaluate.DefaultLimit, 5,000).
const SeatLimit = evaluate.DefaultLimit

// seatKeys are the keys that only a ViewSeat best puzzle has.
var seatKeys = []string{"hand", "history", "known", "declared", "taker", "goal", "belote"}

// readSeat reads the position of a ViewSeat best puzzle: South's hand, the finished tricks, the
// trick in progress, the known cards and the taker; the position must pass Position.Validate and
// have at least one consistent layout, and at most SeatLimit.
func readSeat(t *strict.Table, p *Puzzle) {
	face, mark := p.Face(), len(t.Doc().Problems)
	if t.Has("hands") {
		t.Report("hands", `a puzzle with view = "seat" shows only South's cards: give hand (South's), history and trick, not hands`)
	}
	pos := &evaluate.Position{Variant: p.Variant, Trump: p.Trump, Seat: engine.South}
	hand, ok := cards(t, "hand", true, face)
	p.Hand, pos.Hand = hand, engine.SetOf(hand...)
	for _, h := range t.List("history") {
		tr, okT := readTrick(h, face, true)
		pos.History = append(pos.History, tr)
		ok = ok && okT
	}
	if tr := t.Sub("trick", true); tr != nil {
		pos.Trick, _ = readTrick(tr, face, false)
		p.Trick, p.Leader = pos.Trick.Cards, pos.Trick.Leader
	} else {
		ok = false
	}
	if k := t.Sub("known", false); k != nil {
		for _, s := range engine.Seats {
			cs, _ := cards(k, s.String(), false, face)
			pos.Known[s] = engine.SetOf(cs...)
		}
		k.Finish(func(string) string { return `unknown seat (N, E, S and W only)` })
	}
	if t.Has("declared") {
		p.SeatDeclared, _ = seatAnnouncements(t, "declared", face)
	}
	p.TakerSeat = engine.NoSeat
	if t.Has("taker") {
		p.TakerSeat = seat(t, "taker")
	}
	if !ok || len(t.Doc().Problems) > mark {
		return
	}
	if msg := addDeclared(pos, p.SeatDeclared); msg != "" {
		t.Report("declared", "%s", msg)
		return
	}
	if key, msg := checkSeen(pos); msg != "" {
		t.Report(key, "%s", msg)
		return
	}
	p.Seen = pos
	readGoal(t, p)
}

// addDeclared checks the announcements South heard against what it sees (each card in its
// declarer's hand or played by that seat; South's own in South's hand or played by South), and
// from the second trick on adds the cards of those that score to the known cards of their seats,
// less the ones played (A6). It returns what is wrong, or "".
func addDeclared(pos *evaluate.Position, declared [4][]engine.Announcement) string {
	heard := false
	for _, s := range engine.Seats {
		heard = heard || len(declared[s]) > 0
	}
	if heard && !pos.Variant.Announcements {
		return fmt.Sprintf("variant %s has no announcements", pos.Variant.Name)
	}
	for _, s := range engine.Seats {
		for _, a := range declared[s] {
			for _, c := range a.Cards.Cards() {
				if msg := declaredCard(pos, s, c); msg != "" {
					return msg
				}
			}
		}
	}
	if !heard || len(pos.History) == 0 {
		return "" // the announcements are shown when the second trick starts (A4, A6)
	}
	shown := evaluate.Shown(pos.Trump, declared)
	for _, s := range engine.Seats {
		if s != pos.Seat {
			pos.Known[s] |= shown[s] &^ pos.Played()
		}
	}
	return ""
}

// declaredCard says what is wrong with card c of an announcement of seat s, or "".
func declaredCard(pos *evaluate.Position, s engine.Seat, c engine.Card) string {
	f := pos.Variant.Face
	by, trick, played := seen.PlayedBy(pos, c)
	switch {
	case played && by != s:
		return fmt.Sprintf("%s, in an announcement of %s, was played by %s on trick %d", c.Format(f), s, by, trick+1)
	case s != pos.Seat && pos.Hand.Has(c):
		return fmt.Sprintf("%s, in an announcement of %s, is in South's hand", c.Format(f), s)
	case s == pos.Seat && !pos.Hand.Has(c) && !played:
		return fmt.Sprintf("%s, in an announcement of South, is neither in South's hand nor played by South", c.Format(f))
	}
	return ""
}

// readTrick reads { leader = "W", cards = [...] }; a finished trick (history) has 4 cards.
func readTrick(t *strict.Table, face engine.Face, finished bool) (evaluate.Trick, bool) {
	tr := evaluate.Trick{Leader: engine.NoSeat}
	if !t.Has("leader") {
		t.Report("leader", `missing key (expected a seat: "N", "E", "S" or "W")`)
	}
	tr.Leader = seat(t, "leader")
	cs, ok := cards(t, "cards", finished, face)
	tr.Cards = cs
	if ok && finished && len(cs) != 4 {
		t.Report("cards", "a finished trick has 4 cards, not %d", len(cs))
		ok = false
	}
	t.Finish(nil)
	return tr, ok && tr.Leader != engine.NoSeat
}

// checkSeen checks a seat position as the evaluator will read it: a real deal's (Validate), with
// at least one consistent layout and at most SeatLimit. It returns the key to blame and the
// message, or "" when the position is sound.
func checkSeen(pos *evaluate.Position) (string, string) {
	if err := pos.Validate(); err != nil {
		msg := err.Error()
		for _, k := range []string{"history", "trick", "known"} {
			if strings.HasPrefix(msg, k) {
				return k, "impossible position: " + msg
			}
		}
		return "hand", "impossible position: " + msg
	}
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return "history", "impossible position: " + err.Error()
	}
	if n := l.Count(); n == 0 {
		return "history", "impossible position: " + evaluate.ErrNoLayout.Error()
	} else if n > SeatLimit {
		return "hand", fmt.Sprintf("%d consistent layouts of the unseen cards, more than the exact limit of %d: choose a position later in the deal, or with more cards known", n, SeatLimit)
	}
	return "", ""
}

// seatLegal returns South's legal cards in a ViewSeat puzzle (§3).
func seatLegal(p *Puzzle) engine.Set {
	legal, _ := p.Variant.Legal(p.Trump, p.Seen.Hand, p.Seen.Trick.Cards)
	return legal
}

// checkSeatLoad is what a ViewSeat puzzle is checked for when it is loaded: a tempting card that
// South may play. The answer itself is evaluated on demand (SeatIssues): an exact evaluation
// costs from a few to a hundred milliseconds, too much for every start of the trainer.
func checkSeatLoad(p *Puzzle) []Issue {
	if p.Tempting != engine.NoCard && !seatLegal(p).Has(p.Tempting) {
		return []Issue{{"tempting", fmt.Sprintf("%s is not a card South may play here (legal: %s)", p.Tempting.Format(p.Face()), setText(seatLegal(p), p.Face()))}}
	}
	mt, seat := TypeOf(p.Motif, ViewSeat)
	if seat && mt.Goal && p.Goal == nil {
		return []Issue{{"motif", fmt.Sprintf(`motif %s is a goal puzzle's: give goal = "contract"`, p.Motif)}}
	}
	if p.Motif != NoMotif && !seat {
		return []Issue{{"motif", fmt.Sprintf("motif %s is judged on open hands; a hidden-hand puzzle teaches %s", p.Motif, motifList(SeatMotifs()))}}
	}
	return nil
}

// seatMu guards the lazily computed answers of ViewSeat puzzles (solution and seatErr); evalMu
// makes one evaluation at a time, on evaluator, the process's evaluator (its solvers keep their
// tables from one puzzle to the next). seatMu is held only to read or store an answer, so that a
// screen can ask whether an answer is known while another goroutine evaluates it.
var (
	seatMu    sync.Mutex
	evalMu    sync.Mutex
	evaluator *evaluate.Evaluator
)

// seatAnswer returns a ViewSeat puzzle's answer, evaluated on its first use and kept.
func seatAnswer(p *Puzzle) (Solution, error) {
	if err := PrepareAnswer(context.Background(), p); err != nil {
		return Solution{}, err
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	return *p.solution, nil
}

// AnswerKnown reports whether Answer returns at once: false only for a ViewSeat puzzle whose
// evaluation (a few milliseconds to a few seconds) has not been made yet.
func AnswerKnown(p *Puzzle) bool {
	if p.Kind != KindBest || p.View != ViewSeat {
		return true
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	return p.solution != nil || p.seatErr != nil
}

// PrepareAnswer makes a ViewSeat puzzle's evaluation unless it was made already, and keeps it
// (or its error); nothing for the other puzzles. It may run on any goroutine. When ctx ends first
// it returns ctx's error and keeps nothing: the next call evaluates again.
func PrepareAnswer(ctx context.Context, p *Puzzle) error {
	if p.Kind != KindBest || p.View != ViewSeat {
		return nil
	}
	evalMu.Lock()
	defer evalMu.Unlock()
	if !AnswerKnown(p) {
		a, err := evaluateSeat(ctx, p)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		seatMu.Lock()
		if err != nil {
			p.seatErr = err
		} else {
			p.solution = &a
		}
		seatMu.Unlock()
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	return p.seatErr
}

// Clone returns a copy of p, with its answer when known; safe while another goroutine evaluates
// it (PrepareAnswer).
func Clone(p *Puzzle) *Puzzle {
	seatMu.Lock()
	defer seatMu.Unlock()
	c := *p
	return &c
}

// evaluateSeat evaluates every consistent layout exactly (engine/evaluate) and finds the typical
// failing layout of the tempting card (Tempting: the file's, else the nearest miss).
func evaluateSeat(ctx context.Context, p *Puzzle) (Solution, error) {
	a := Solution{Kind: KindBest, WinnerSeat: engine.NoSeat}
	if p.Seen == nil {
		return a, fmt.Errorf("puzzle %s: no position", p.ID)
	}
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	l, err := evaluate.NewLayouts(*p.Seen)
	if err != nil {
		return a, err
	}
	best, tempting := engine.NoCard, seatTempting(p, nil)
	var seen []layoutValues // by index: Visit is called from the evaluator's workers
	var mu sync.Mutex
	visit := func(i int, h [4]engine.Set, vals []solve.CardValue) {
		mu.Lock()
		defer mu.Unlock()
		if i >= len(seen) {
			seen = append(seen, make([]layoutValues, i+1-len(seen))...)
		}
		seen[i] = layoutValues{h, vals}
	}
	o := evaluate.Options{Limit: SeatLimit, Visit: visit}
	if p.Goal != nil {
		o.Need = p.Goal.Need
	}
	r, err := evaluator.EvaluateLayouts(ctx, l, o)
	if err != nil {
		return a, err
	}
	a.Eval, a.Best = r, r.BestCards()
	if p.Goal != nil {
		a.Best = r.SafestCards() // the card that makes (or breaks) the contract most often (goal.go)
	}
	best = bestOf(p.Hand, a.Best)
	if tempting == engine.NoCard {
		tempting = seatTempting(p, r)
	}
	switch {
	case tempting != engine.NoCard && p.Goal != nil:
		a.Fail = goalFail(seen, best, tempting, p.Goal.Need)
	case tempting != engine.NoCard:
		a.Fail = typicalFail(seen, best, tempting)
	}
	return a, nil
}

// layoutValues is one layout with the open-card values of the legal cards.
type layoutValues struct {
	hands  [4]engine.Set
	values []solve.CardValue
}

func (lv layoutValues) of(c engine.Card) int {
	for _, cv := range lv.values {
		if cv.Card == c {
			return cv.Value
		}
	}
	return 0
}

// seatTempting is the tempting card of a ViewSeat puzzle: the file's, else the legal card of
// highest mean below the best (NoCard when every legal card is best).
func seatTempting(p *Puzzle, r *evaluate.Result) engine.Card {
	if p.Tempting != engine.NoCard || r == nil {
		return p.Tempting
	}
	if p.Goal != nil {
		return goalTempting(p, r)
	}
	best := r.BestCards()
	out, top := engine.NoCard, -1
	for _, c := range p.Hand {
		if cr, ok := r.Of(c); ok && !best.Has(c) && cr.Sum > top {
			out, top = c, cr.Sum
		}
	}
	return out
}

// bestOf is the first card of hand in set (the best card that the feedback compares).
func bestOf(hand []engine.Card, set engine.Set) engine.Card {
	for _, c := range hand {
		if set.Has(c) {
			return c
		}
	}
	return engine.NoCard
}

// typicalFail returns the typical layout where the tempting card does worse than the best card:
// among the layouts where its open-card value is lower, in the evaluator's fixed order
// (Layouts.Each), sorted by the points it loses (stable), the one at the lower median. It is a
// layout the learner could well be facing, neither the luckiest nor the most extreme; the zero
// hands when the tempting card never does worse.
func typicalFail(layouts []layoutValues, best, tempting engine.Card) [4]engine.Set {
	type fail struct {
		hands [4]engine.Set
		loss  int
	}
	var fails []fail
	for _, lv := range layouts {
		if loss := lv.of(best) - lv.of(tempting); loss > 0 {
			fails = append(fails, fail{lv.hands, loss})
		}
	}
	if len(fails) == 0 {
		return [4]engine.Set{}
	}
	slices.SortStableFunc(fails, func(a, b fail) int { return a.loss - b.loss })
	return fails[(len(fails)-1)/2].hands
}

// openValues solves one layout open-card and returns the values of the given cards.
func openValues(ctx context.Context, pos *evaluate.Position, hands [4]engine.Set, cs ...engine.Card) ([]int, error) {
	values, err := solveValues(layoutPosition(pos, hands))
	if err != nil {
		return nil, err
	}
	out := make([]int, len(cs))
	for i, c := range cs {
		for _, cv := range values {
			if cv.Card == c {
				out[i] = cv.Value
			}
		}
	}
	return out, ctx.Err()
}

// layoutPosition is the open-card position of one layout.
func layoutPosition(pos *evaluate.Position, hands [4]engine.Set) solve.Position {
	return solve.Position{Variant: pos.Variant, Trump: pos.Trump, Hands: hands, Leader: pos.Trick.Leader, Trick: pos.Trick.Cards}
}

// failOpen is the open-card puzzle of a ViewSeat puzzle's typical failing layout (Solution.Fail).
func failOpen(p *Puzzle, a Solution) *Puzzle {
	q := *p
	q.View, q.Seen, q.solution, q.seatErr, q.Tempting = ViewOpen, nil, nil, nil, seatTempting(p, a.Eval)
	for _, s := range engine.Seats {
		q.Hands[s] = a.Fail[s].Cards()
	}
	q.Hands[engine.South] = slices.Clone(p.Hand)
	return &q
}

// seatCompare returns the lines of a ViewSeat puzzle's best card and tempting card, each followed
// by perfect open-card play, in its typical failing layout: what the feedback shows of one layout
// where the tempting card does worse.
func seatCompare(ctx context.Context, p *Puzzle) (Comparison, error) {
	a, err := Answer(p)
	if err != nil {
		return Comparison{}, err
	}
	q := failOpen(p, a)
	best := bestOf(p.Hand, a.Best)
	if q.Tempting == engine.NoCard || a.Fail[engine.North] == 0 && a.Fail[engine.East] == 0 && a.Fail[engine.West] == 0 {
		return Comparison{}, fmt.Errorf("puzzle %s: no layout where a tempting card does worse than %s", p.ID, best.Format(p.Face()))
	}
	vals, err := openValues(ctx, p.Seen, a.Fail, best, q.Tempting)
	if err != nil {
		return Comparison{}, err
	}
	var cmp Comparison
	if cmp.Best, err = cardLine(ctx, q, best, vals[0]); err != nil {
		return cmp, err
	}
	cmp.Tempting, err = cardLine(ctx, q, q.Tempting, vals[1])
	return cmp, err
}

// SeatIssues evaluates a ViewSeat puzzle and checks what its loading could not: the margins (the
// best card unique, SeatMinMean points of mean ahead of the next, best in SeatMinShare of the
// layouts), the tempting card (not best) and the motif's detector, and the stated best cards.
func SeatIssues(p *Puzzle) []Issue {
	a, err := Answer(p)
	if err != nil {
		return []Issue{{"hand", "the engine cannot evaluate this position: " + err.Error()}}
	}
	f := p.Face()
	var is []Issue
	if p.Expect != nil {
		is = append(is, compare(p, p.Expect, a)...)
	}
	if p.Goal != nil {
		is = append(is, goalMargins(p, a)...)
	} else {
		is = append(is, seatMargins(p, a)...)
	}
	if p.Tempting != engine.NoCard && a.Best.Has(p.Tempting) {
		is = append(is, Issue{"tempting", fmt.Sprintf("%s is a best card, not a tempting wrong one", p.Tempting.Format(f))})
	}
	if p.Motif == Contract {
		if !contractHolds(p, a) {
			is = append(is, Issue{"motif", "motif contract does not hold: the card that makes the goal most often is also a card of the best mean"})
		}
	} else if p.Motif != NoMotif && !SeatMotifHolds(p.Motif, p, a) {
		is = append(is, Issue{"motif", fmt.Sprintf("motif %s does not hold on this position (holding: %s)", p.Motif, motifList(motifsOf(DetectSeatMotifs(p, a))))})
	}
	return is
}

// seatMargins checks the margins of a ViewSeat puzzle, on the integer sums (exact).
func seatMargins(p *Puzzle, a Solution) []Issue {
	r, f := a.Eval, p.Face()
	if a.Best.Len() != 1 {
		return []Issue{{"expect.best", fmt.Sprintf("%s tie on the highest mean: a hidden-hand puzzle has one best card", setText(a.Best, f))}}
	}
	best, _ := r.Of(a.Best.First())
	var is []Issue
	for _, cr := range r.Cards {
		if cr.Card != best.Card && best.Sum-cr.Sum < SeatMinMean*r.Layouts {
			is = append(is, Issue{"expect.best", fmt.Sprintf("%s has a mean of %.2f, only %.2f points below %s's %.2f (at least %d)",
				cr.Card.Format(f), r.Mean(cr), r.Mean(best)-r.Mean(cr), best.Card.Format(f), r.Mean(best), SeatMinMean)})
		}
	}
	if float64(best.Best) < SeatMinShare*float64(r.Layouts) {
		is = append(is, Issue{"expect.best", fmt.Sprintf("%s is best in %d of %d layouts (%.0f %%), fewer than %.0f %%",
			best.Card.Format(f), best.Best, r.Layouts, 100*r.Share(best), 100*SeatMinShare)})
	}
	return is
}

// SeatProblems is SeatIssues as located problems of the puzzle's file, for `belote check`.
func SeatProblems(p *Puzzle) []Problem {
	var out []strict.Problem
	for _, is := range SeatIssues(p) {
		at := p.At
		at.Key = strings.TrimSuffix(at.Key, "id") + is.Key
		out = append(out, at.At("%s", is.Msg))
	}
	return out
}
