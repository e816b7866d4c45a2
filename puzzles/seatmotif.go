package puzzles

import (
	"context"
	"slices"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

// SeatMotifs lists the motifs of hidden-hand puzzles (ViewSeat), in the order detectors are
// preferred. Each is a fact of what South sees and of the two cards compared (docs/content.md,
// "Motifs of hidden-hand puzzles"), never of a hidden hand: the lesson must be one South could
// have drawn at the table.
//
// DixDeDer and Charge come last: the packs of the others were drawn before them, and a position
// where one of the first four holds keeps that motif.
func SeatMotifs() []Motif {
	return []Motif{ReadVoid, CountTrumps, KeepMaster, Partner, DixDeDer, Charge}
}

// MinCharge is how many more points a charge brings than the card it is compared with: a 10 or an
// ace against a small card, not a king against a queen.
const MinCharge = 5

// SeatPair is the two cards a hidden-hand puzzle compares: its best card (the first in hand
// order) and its tempting card.
type SeatPair struct{ Best, Tempting engine.Card }

// gain is how much more the best card brings than the tempting one, in a layout's values.
func (c SeatPair) gain(vals []solve.CardValue) int {
	d := 0
	for _, cv := range vals {
		switch cv.Card {
		case c.Best:
			d += cv.Value
		case c.Tempting:
			d -= cv.Value
		}
	}
	return d
}

// seatPair returns the puzzle's two cards, and false when there is no tempting card.
func seatPair(p *Puzzle, a Solution) (SeatPair, bool) {
	if p.Seen == nil || a.Eval == nil {
		return SeatPair{}, false
	}
	c := SeatPair{Best: bestOf(p.Hand, a.Best), Tempting: seatTempting(p, a.Eval)}
	return c, c.Best != engine.NoCard && c.Tempting != engine.NoCard
}

// DetectSeatMotifs lists the seat motifs whose detectors hold, in the order of SeatMotifs.
func DetectSeatMotifs(p *Puzzle, a Solution) []Motif {
	return holding(SeatMotifs(), func(m Motif) bool { return SeatMotifHolds(m, p, a) })
}

// SeatMotifHolds reports whether motif m's detector holds on a hidden-hand puzzle and its answer.
//
// A read-void puzzle's void must also decide it (VoidDecides): that costs an evaluation, so
// PairHolds, which a generator tries on every card, does not ask it.
func SeatMotifHolds(m Motif, p *Puzzle, a Solution) bool {
	if m == Contract { // a goal puzzle's (goal.go)
		return ContractHolds(p, a)
	}
	c, ok := seatPair(p, a)
	if !ok || !PairHolds(m, p.Seen, c) {
		return false
	}
	switch m {
	case ReadVoid:
		v, _ := VoidRead(p.Seen, c)
		decides, err := VoidDecides(p.Seen, v, c)
		if err != nil || !decides {
			return false
		}
		escapes, err := RuffDecides(p.Seen, v, c)
		return err == nil && escapes
	case KeepMaster:
		if !MasterDecides(a.Eval, c) {
			return false
		}
		if p.Seen.Hand.Len() == 2 {
			return true // the last trick's plan (the point's keptLast): nothing to read off the lines
		}
		plan, err := PlanOfMaster(p.Seen, c)
		return err == nil && plan.Holds()
	}
	return true
}

// MasterDecides reports whether keeping the master card is the idea, not only keeping off its
// suit: when South holds other cards of the tempting (master) card's suit, the best of them must
// be SeatMinMean points of mean ahead of the master. Were a small card of the suit as good as the
// master (the old best-seat-keep-master-010: 9♦ and V♦ both 99.5), leading the suit is what
// loses, whichever card of it, and the lesson is another one.
func MasterDecides(r *evaluate.Result, c SeatPair) bool {
	master, ok := r.Of(c.Tempting)
	if !ok {
		return false
	}
	best, others := 0, false
	for _, cr := range r.Cards {
		if cr.Card != c.Tempting && cr.Card.Suit() == c.Tempting.Suit() {
			best, others = max(best, cr.Sum), true
		}
	}
	return !others || best-master.Sum >= SeatMinMean*r.Layouts
}

// RuffDecides reports whether the void's ruff is what the best card escapes: over the consistent
// layouts where v.Seat still holds a trump, the best card is SeatMinMean points of mean ahead of
// the tempting one. Without it a void can be read where the best card is ruffed as easily (the
// old best-seat-read-void-004: East ruffed clubs, but R♠ is the last spade, and whoever holds the
// last trump ruffs it as well as 8♣).
func RuffDecides(pos *evaluate.Position, v Void, c SeatPair) (bool, error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return false, err
	}
	var mu sync.Mutex
	diff, n := 0, 0
	visit := func(_ int, h [4]engine.Set, vals []solve.CardValue) {
		if h[v.Seat].Of(pos.Trump) == 0 {
			return
		}
		d := c.gain(vals)
		mu.Lock()
		defer mu.Unlock()
		diff, n = diff+d, n+1
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	if _, err := evaluator.EvaluateLayouts(context.Background(), l, evaluate.Options{Limit: SeatLimit, Visit: visit}); err != nil {
		return false, err
	}
	return n > 0 && diff >= SeatMinMean*n, nil
}

// PairHolds reports whether seat motif m's detector holds on a position and two of South's
// legal cards: the detectors read nothing else, so a generator can try them before evaluating.
func PairHolds(m Motif, pos *evaluate.Position, c SeatPair) bool {
	t := pos.Trick.Cards
	switch m {
	case Contract: // two cards; the rest is the evaluation's (ContractHolds)
		return c.Best != c.Tempting
	case CountTrumps:
		// On lead, and not a trump led when none is out (nothing left to count for).
		out, ok := TrumpsOut(pos)
		bestTrump := c.Best.Suit() == pos.Trump
		// Not a master trump with two tricks left either: that is the dix de der's lesson, whatever
		// the count (the old best-seat-count-trumps-001 and -016). With two cards left the count
		// argues nothing at all: both trumps meet on the last trick anyway, and what the lead
		// changes is who leads it (best-seat-count-trumps-005, -008).
		return ok && len(t) == 0 && pos.Hand.Len() > 2 && pos.Hand.Of(pos.Trump) != 0 && bestTrump != (c.Tempting.Suit() == pos.Trump) &&
			!(bestTrump && out == 0) && !PairHolds(DixDeDer, pos, c)
	case ReadVoid:
		_, ok := VoidRead(pos, c)
		return ok
	case KeepMaster:
		// A master trump with two tricks left is the dix de der's lesson (PairHolds(DixDeDer)).
		return len(t) == 0 && !(c.Tempting.Suit() == pos.Trump && pos.Hand.Len() == 2) && IsMaster(pos, c.Tempting) && !IsMaster(pos, c.Best)
	case Partner:
		return engine.ReadTrick(pos.Trump, t).PartnerMaster && winsAfter(pos, c.Best) == engine.North &&
			winsAfter(pos, c.Tempting) == engine.South
	case DixDeDer:
		// Two tricks left and the tempting card a master trump, which wins the trick it falls on
		// (C3): played now, it leaves the last trick and its 10 (K1) to South's other card.
		return pos.Hand.Len() == 2 && c.Tempting.Suit() == pos.Trump && IsMaster(pos, c.Tempting)
	case Charge:
		// South plays last, North keeps the trick with either card, and the best card brings more
		// points (the generator's tempting card is then the nearest miss: the intermédiaire bot
		// charges well).
		return len(t) == 3 && engine.ReadTrick(pos.Trump, t).PartnerMaster && winsAfter(pos, c.Best) == engine.North &&
			winsAfter(pos, c.Tempting) == engine.North && engine.Points(c.Best, pos.Trump) >= engine.Points(c.Tempting, pos.Trump)+MinCharge
	}
	return false
}

// TrumpsOut returns the trumps that South cannot see (neither in its hand nor played), and
// whether they are few enough to count on: none or one.
func TrumpsOut(pos *evaluate.Position) (engine.Set, bool) {
	out := pos.Unseen().Of(pos.Trump)
	return out, out.Len() <= 1
}

// IsMaster reports whether c is the master card of its suit as South sees it: no card that South
// cannot see outranks it (C3; South's own cards do not count).
func IsMaster(pos *evaluate.Position, c engine.Card) bool {
	for _, x := range pos.Unseen().Of(c.Suit()).Cards() {
		if engine.Strength(x, pos.Trump) > engine.Strength(c, pos.Trump) {
			return false
		}
	}
	return true
}

// winsAfter is the seat that holds the trick in progress once South has played c.
func winsAfter(pos *evaluate.Position, c engine.Card) engine.Seat {
	t := append(append([]engine.Card(nil), pos.Trick.Cards...), c)
	return pos.Variant.Direction.Nth(pos.Trick.Leader, engine.Winner(pos.Trump, t))
}

// Void is a void that a seat showed: it played a card of another suit on a lead of Suit, in the
// finished trick Trick (an index of the history), with Card.
type Void struct {
	Seat  engine.Seat
	Suit  engine.Suit
	Trick int
	Card  engine.Card
}

// ShownVoids lists the voids the finished tricks show, each seat and suit once (the first trick
// that shows it).
func ShownVoids(pos *evaluate.Position) []Void {
	var out []Void
	seen := map[[2]int]bool{}
	for i, t := range pos.History {
		led := t.Cards[0].Suit()
		for j, c := range t.Cards[1:] {
			s := pos.Variant.Direction.Nth(t.Leader, j+1)
			if c.Suit() != led && !seen[[2]int{int(s), int(led)}] {
				seen[[2]int{int(s), int(led)}] = true
				out = append(out, Void{Seat: s, Suit: led, Trick: i, Card: c})
			}
		}
	}
	return out
}

// opponentVoid reports whether East or West showed a void in suit s.
func opponentVoid(voids []Void, s engine.Suit) bool {
	for _, v := range voids {
		if v.Suit == s && v.Seat.Team() == engine.EW {
			return true
		}
	}
	return false
}

// VoidRead finds the void the two cards turn on: South leads; a seat showed a void in a plain suit,
// the void constrains the layouts (voidConstrains) and the seat may still hold a trump in some
// consistent layout; and either that seat is an opponent, the
// tempting card leads that suit into its ruff and the best card does not, or it is North (and no
// opponent showed a void in that suit) and the best card, not a master (North would not ruff a
// winner), leads the suit for North to ruff while the tempting card does not.
func VoidRead(pos *evaluate.Position, c SeatPair) (Void, bool) {
	if len(pos.Trick.Cards) != 0 {
		return Void{}, false
	}
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return Void{}, false
	}
	voids := ShownVoids(pos)
	for _, v := range voids {
		if v.Suit == pos.Trump || l.MayHold(v.Seat).Of(pos.Trump) == 0 || !voidConstrains(pos, v) {
			continue
		}
		if v.Seat == engine.North && opponentVoid(voids, v.Suit) {
			continue // an opponent could ruff the lead too: not a clean reading
		}
		into := c.Tempting.Suit() == v.Suit && c.Best.Suit() != v.Suit
		forNorth := c.Best.Suit() == v.Suit && c.Tempting.Suit() != v.Suit && !IsMaster(pos, c.Best)
		if v.Seat.Team() == engine.EW && into || v.Seat == engine.North && forNorth {
			return v, true
		}
	}
	return Void{}, false
}

// voidCards are the cards with which v.Seat showed its void in v.Suit, with its partner's when v
// is an opponent's (either opponent void there makes the lead a ruff): every card of another suit
// that those seats played on a lead of that suit.
func voidCards(pos *evaluate.Position, v Void) engine.Set {
	var out engine.Set
	for _, t := range pos.History {
		for j, c := range t.Cards[1:] {
			s := pos.Variant.Direction.Nth(t.Leader, j+1)
			if (s == v.Seat || v.Seat.Team() == engine.EW && s.Team() == engine.EW) && t.Cards[0].Suit() == v.Suit && c.Suit() != v.Suit {
				out = out.Add(c)
			}
		}
	}
	return out
}

// unreadLayouts are the layouts South would believe in without reading v: every play checked
// but the cards that showed it (voidCards).
func unreadLayouts(pos *evaluate.Position, v Void) (*evaluate.Layouts, error) {
	return evaluate.NewLayoutsUnread(*pos, voidCards(pos, v))
}

// voidConstrains reports whether the void tells South something: without it, v.Seat could hold a
// card of v.Suit in some layout. A void in a suit whose every other card South sees or knows
// elsewhere tells nothing (everyone is void there): the lesson would be another one.
func voidConstrains(pos *evaluate.Position, v Void) bool {
	l, err := unreadLayouts(pos, v)
	return err == nil && l.MayHold(v.Seat).Of(v.Suit) != 0
}

// unreadExact bounds the unread layouts that VoidDecides evaluates exactly.
const unreadExact = 300

// VoidDecides reports whether reading the void decides the puzzle: over the layouts South would
// believe in without it (unreadLayouts), the best card is not SeatMinMean points of mean ahead
// of the tempting card. The evaluation is exact up to unreadExact layouts, else on as many drawn
// from a fixed seed: `belote check` asks it of every built-in read-void puzzle, whose unread
// layouts can be a few thousand.
func VoidDecides(pos *evaluate.Position, v Void, c SeatPair) (bool, error) {
	l, err := unreadLayouts(pos, v)
	if err != nil {
		return false, err
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	r, err := evaluator.EvaluateLayouts(context.Background(), l, evaluate.Options{Samples: unreadExact, ExactUpTo: unreadExact, Seed: 13})
	if err != nil {
		return false, err
	}
	best, _ := r.Of(c.Best)
	tempting, _ := r.Of(c.Tempting)
	return best.Sum-tempting.Sum < SeatMinMean*r.Layouts, nil
}

// Trumps is what the consistent layouts tell South of a seat's trumps.
type Trumps struct {
	Always bool       // the seat holds a trump in every consistent layout
	Sure   engine.Set // the trumps it holds in every one (its known ones among them)
	Alone  bool       // no other seat may hold a trump of Sure: South can tell by the voids and counts
}

// TrumpsOf reads seat's trumps off the consistent layouts: a hedge ("if it has a trump left")
// belongs in a text only when they disagree.
func TrumpsOf(pos *evaluate.Position, seat engine.Seat) (Trumps, error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return Trumps{}, err
	}
	tr := Trumps{Always: true, Sure: pos.Unseen().Of(pos.Trump)}
	l.Each(func(h [4]engine.Set) bool {
		mine := h[seat].Of(pos.Trump)
		tr.Always = tr.Always && mine != 0
		tr.Sure &= mine
		return tr.Always
	})
	if !tr.Always {
		tr.Sure = 0
	}
	tr.Alone = tr.Sure != 0
	for _, s := range engine.Seats {
		if s != seat && s != pos.Seat && l.MayHold(s)&tr.Sure != 0 {
			tr.Alone = false
		}
	}
	return tr, nil
}

// MasterPlan is what keeping a master card buys, three tricks or more from the end, read off the
// open-card lines of the consistent layouts where the best card scores more than the master led
// now (the layouts the lesson is about): led now, a plain master is ruffed by an opponent, and a
// master trump leaves an opponent a trump that wins a later trick; after the best card, an
// opponent's trump falls on the best card's trick (a trump lead draws it, P2, P3; a plain card
// makes them ruff it) and the master wins a later trick. A point says what the lines show, not a
// guess at what they might.
type MasterPlan struct {
	Gains  int // layouts where the best card scores more than the master led now
	Ruffed int // of those, layouts where the master led now is ruffed (a master trump: where an opponent's trump wins a later trick)
	Plan   int // of those, layouts where an opponent's trump falls on the best card's trick and the master wins a later one
	Both   int // of those, layouts of Ruffed and of Plan: the whole idea
	// NowRuffs is, by seat, in how many of the Ruffed layouts that opponent ruffs the master led now.
	NowRuffs [4]int
	// Ruffs is, by seat, in how many of the Both layouts that opponent puts a trump on the best
	// card's trick; Wins in how many of them it wins that trick.
	Ruffs, Wins [4]int
}

// Holds reports whether the plan is the puzzle's idea: in at least half of the layouts where the
// best card does better, the master led now is ruffed, the best card's trick takes a trump from
// the opponents, and the master wins a later trick (the old best-seat-keep-master-009 had it in
// 18 of 71, -015 in none: East followed to the master).
func (m MasterPlan) Holds() bool { return m.Gains > 0 && 2*m.Both >= m.Gains }

// Ruffers are the opponents that a point may name: the ones that ruff in every layout counted,
// by[s] of them out of of (Ruffs of Both, or NowRuffs of Ruffed for the master led now).
func Ruffers(by [4]int, of int) []engine.Seat {
	var out []engine.Seat
	for _, s := range []engine.Seat{engine.East, engine.West} {
		if of > 0 && by[s] == of {
			out = append(out, s)
		}
	}
	return out
}

// PlanOfMaster reads the MasterPlan of a keep-master pair (c.Tempting the master) over the
// consistent layouts of pos.
func PlanOfMaster(pos *evaluate.Position, c SeatPair) (MasterPlan, error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return MasterPlan{}, err
	}
	var mu sync.Mutex
	var gains [][4]engine.Set
	visit := func(_ int, h [4]engine.Set, vals []solve.CardValue) {
		d := c.gain(vals)
		if d > 0 {
			mu.Lock()
			gains = append(gains, h)
			mu.Unlock()
		}
	}
	seatMu.Lock()
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	_, err = evaluator.EvaluateLayouts(context.Background(), l, evaluate.Options{Limit: SeatLimit, Visit: visit})
	seatMu.Unlock()
	if err != nil {
		return MasterPlan{}, err
	}
	m := MasterPlan{Gains: len(gains)}
	for _, h := range gains {
		if err := m.add(pos, h, c); err != nil {
			return MasterPlan{}, err
		}
	}
	return m, nil
}

// add reads one layout's two lines into m.
func (m *MasterPlan) add(pos *evaluate.Position, h [4]engine.Set, c SeatPair) error {
	open := layoutPosition(pos, h)
	now, err := lineFrom(open, c.Tempting)
	if err != nil {
		return err
	}
	ruffer := ruffedBy(now, pos.Trump, c.Tempting.Suit() == pos.Trump)
	ruffed := ruffer != engine.NoSeat
	if ruffed {
		m.Ruffed++
		m.NowRuffs[ruffer]++
	}
	kept, err := lineFrom(open, c.Best)
	if err != nil {
		return err
	}
	first, later := kept[0], false
	for _, t := range kept[1:] {
		later = later || t.Winner == engine.South && t.Cards[slices.Index(t.Seats, engine.South)] == c.Tempting
	}
	var fell []engine.Seat
	for _, s := range []engine.Seat{engine.East, engine.West} {
		if trumpOf(first, s, pos.Trump) && later {
			fell = append(fell, s)
		}
	}
	if len(fell) == 0 {
		return nil
	}
	m.Plan++
	if !ruffed {
		return nil
	}
	m.Both++
	for _, s := range fell {
		m.Ruffs[s]++
		if first.Winner == s {
			m.Wins[s]++
		}
	}
	return nil
}

// ruffedBy is the opponent whose trump takes what the master's line risks: the master's own
// trick, ruffed (a plain master), or a later trick, whatever was led (a master trump: the trump
// it left them); NoSeat when none does.
func ruffedBy(line []LineTrick, trump engine.Suit, masterTrump bool) engine.Seat {
	if !masterTrump {
		if t := line[0]; t.Winner.Team() == engine.EW && trumpOf(t, t.Winner, trump) {
			return t.Winner
		}
		return engine.NoSeat
	}
	for _, t := range line[1:] {
		if t.Winner.Team() == engine.EW && trumpOf(t, t.Winner, trump) {
			return t.Winner
		}
	}
	return engine.NoSeat
}

// lineFrom is the open-card principal line after South plays c, cut into tricks.
func lineFrom(open solve.Position, c engine.Card) ([]LineTrick, error) {
	rest, err := solve.Line(context.Background(), open.Play(c))
	if err != nil {
		return nil, err
	}
	seq := append(append(append([]engine.Card(nil), open.Trick...), c), rest...)
	return LineTricks(open.Variant, open.Trump, open.Leader, seq), nil
}

// trumpOf reports whether seat played a trump on trick t.
func trumpOf(t LineTrick, seat engine.Seat, trump engine.Suit) bool {
	i := slices.Index(t.Seats, seat)
	return i >= 0 && t.Cards[i].Suit() == trump
}
