package puzzles

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// Motif is an idea of card play that a best puzzle teaches: the engine says which card is worth
// most; the motif says why, in words a learner can name. A puzzle carries a motif only when the
// motif's detector holds: on the solver's two lines (the best card's and the tempting card's) for
// an open-card puzzle, on what South sees and the two cards for a hidden-hand one
// (docs/content.md, "Motifs", defines each one).
//
// Each motif is one file, motif_<name>.go: its id, and for each view it is taught in, its
// registry entry (motifType): the view, the seed of its built-in pack, the rules it practises, its
// detector, which returns typed evidence computed once, and (open view) its stake. The generator
// words that evidence (puzzles/gen, tell_<name>.go). A test walks the registry.
type Motif uint8

// NoMotif is a best puzzle that names none.
const NoMotif Motif = 0

// Evidence is what a motif's detector found: the facts that its stake and its teller read, so
// that none of them computes them again, and a text says only what they hold.
type Evidence interface {
	Motif() Motif
}

// OpenEvidence is the evidence of an open-card motif, found on the solver's two lines.
type OpenEvidence interface {
	Evidence
	// Focus is the trick of the tempting line that shows the motif (an index of the lines).
	Focus() int
	// stake is the motif's stake on the comparison (decides.go).
	stake(p *Puzzle, c Comparison) Stake
}

// motifType is one motif taught in one view, as the registry holds it. An open-card type has
// open; a hidden-hand type has pair (and confirm when some of its test needs an evaluation), or,
// a goal motif, whole.
type motifType struct {
	id   Motif
	name string // the file spelling: "dix-de-der"
	view View
	// goal marks a goal puzzle's motif (goal.go): its pack is drawn by its own generator, and the
	// motifs of SeatMotifs do not list it.
	goal bool
	// seed is the base of the seeds its built-in pack is drawn from (gen.MotifPacks). Within a
	// view, the detectors are also tried in seed order (the rarer ideas first).
	seed uint64
	// rules are the RULES.md ids it practises: a puzzle's themes, and the rules its point cites.
	rules []engine.Rule
	// open is the open-card detector: the evidence, and whether the motif holds on the lines.
	open func(p *Puzzle, c Comparison) (OpenEvidence, bool)
	// pair is the hidden-hand detector on a position and two of South's legal cards: it reads
	// nothing else, so that a generator can try it on every card before evaluating.
	pair func(pos *evaluate.Position, c SeatPair) (Evidence, bool)
	// confirm is the rest of a hidden-hand detector, which needs the puzzle's evaluation (nil:
	// pair is the whole of it); it returns the evidence completed.
	confirm func(p *Puzzle, a Solution, c SeatPair, ev Evidence) (Evidence, bool)
	// whole is a goal motif's detector, on the puzzle and its answer.
	whole func(p *Puzzle, a Solution) (Evidence, bool)
}

// registry holds every motif type, each registered by its own file's init.
var registry []*motifType

// register adds a motif type to the registry.
func register(t *motifType) { registry = append(registry, t) }

// types lists the registry's types of view v, goal motifs apart unless goal, in seed order.
func types(v View, goal bool) []*motifType {
	var out []*motifType
	for _, t := range registry {
		if t.view == v && t.goal == goal {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b *motifType) int { return cmp.Compare(a.seed, b.seed) })
	return out
}

// typeOf is motif m's type in view v, or nil.
func typeOf(m Motif, v View) *motifType {
	for _, t := range registry {
		if t.id == m && t.view == v {
			return t
		}
	}
	return nil
}

// ids lists the motifs of types, in order.
func ids(ts []*motifType) []Motif {
	out := make([]Motif, len(ts))
	for i, t := range ts {
		out[i] = t.id
	}
	return out
}

// Motifs lists every motif of open-card puzzles, in the order detectors are preferred (the rarer
// ideas first), which is the order of their seeds: a new motif takes a seed after the others and
// leaves their puzzles as they are. SeatMotifs lists those of hidden-hand puzzles.
func Motifs() []Motif { return ids(types(ViewOpen, false)) }

// SeatMotifs lists the motifs of hidden-hand puzzles (ViewSeat), goal motifs apart, in the order
// detectors are preferred. Each is a fact of what South sees and of the two cards compared
// (docs/content.md, "Motifs of hidden-hand puzzles"), never of a hidden hand: the lesson must be
// one South could have drawn at the table.
func SeatMotifs() []Motif { return ids(types(ViewSeat, false)) }

// MotifType describes one motif type of the registry: what the generator and the tests read of it.
type MotifType struct {
	Motif Motif
	View  View
	Goal  bool          // a goal puzzle's motif (contract), drawn by its own generator
	Seed  uint64        // the base of its built-in pack's seeds
	Rules []engine.Rule // the RULES.md ids it practises
}

// MotifTypes lists every motif type of the registry: the open ones, then the hidden-hand ones,
// goal motifs last, each group in seed order.
func MotifTypes() []MotifType {
	var out []MotifType
	for _, ts := range [][]*motifType{types(ViewOpen, false), types(ViewSeat, false), types(ViewSeat, true)} {
		for _, t := range ts {
			out = append(out, MotifType{Motif: t.id, View: t.view, Goal: t.goal, Seed: t.seed, Rules: t.rules})
		}
	}
	return out
}

// TypeOf is motif m's type in view v, and false when m is not taught in that view.
func TypeOf(m Motif, v View) (MotifType, bool) {
	for _, t := range MotifTypes() {
		if t.Motif == m && t.View == v {
			return t, true
		}
	}
	return MotifType{}, false
}

// String is the file spelling: "dix-de-der", "keep-ten"…
func (m Motif) String() string {
	if m == NoMotif {
		return ""
	}
	for _, t := range registry {
		if t.id == m {
			return t.name
		}
	}
	return "?"
}

// ParseMotif reads a motif name.
func ParseMotif(s string) (Motif, error) {
	var names []string
	seen := map[Motif]bool{}
	byID := slices.Clone(registry)
	slices.SortStableFunc(byID, func(a, b *motifType) int { return cmp.Compare(a.id, b.id) })
	for _, t := range byID {
		if t.name == s {
			return t.id, nil
		}
		if !seen[t.id] {
			seen[t.id] = true
			names = append(names, t.name)
		}
	}
	return NoMotif, fmt.Errorf("unknown motif %q (%s)", s, strings.Join(names, ", "))
}

// UnmarshalText reads a motif name.
func (m *Motif) UnmarshalText(b []byte) error {
	v, err := ParseMotif(string(b))
	*m = v
	return err
}

// Comparison is the solver's two lines of a best puzzle: the best card's and the tempting card's
// (each followed by perfect play to the end of the deal).
type Comparison struct {
	Best, Tempting CardReview
}

// Decisive is the index of the trick where the tempting card shows what it costs: the first trick
// that changes sides, won by North–South in the best line and by East–West in the tempting line,
// with a higher margin in the best line (a trick's margin: its points for North–South when they
// win it, minus its points when East–West do). A trick that North–South win in both lines, only
// with fewer points, is not where the loss shows, when a later one changes sides. When no trick
// changes sides, it is the first whose margin is higher in the best line (a charge: the same
// trick, with more points in it).
func (c Comparison) Decisive() int {
	b, t := c.Best.Line, c.Tempting.Line
	n := min(len(b), len(t))
	for i := range n {
		if b[i].Winner.Team() == engine.NS && t[i].Winner.Team() == engine.EW && margin(b[i]) > margin(t[i]) {
			return i
		}
	}
	for i := range n {
		if margin(b[i]) > margin(t[i]) {
			return i
		}
	}
	return 0
}

func margin(t LineTrick) int {
	if t.Winner.Team() == engine.NS {
		return t.Points
	}
	return -t.Points
}

// sameTeams reports whether the two lines give each of their first n tricks to the same team.
func (c Comparison) sameTeams(n int) bool {
	for i := range n {
		if c.Best.Line[i].Winner.Team() != c.Tempting.Line[i].Winner.Team() {
			return false
		}
	}
	return true
}

// detect runs the open-card detectors of types on a comparison: the evidence of each that holds,
// in order.
func detect(ts []*motifType, p *Puzzle, c Comparison) []OpenEvidence {
	if len(c.Best.Line) == 0 || len(c.Tempting.Line) == 0 {
		return nil
	}
	var out []OpenEvidence
	for _, t := range ts {
		if ev, ok := t.open(p, c); ok {
			out = append(out, ev)
		}
	}
	return out
}

// detectMotifs lists the evidence of every open-card motif whose detector holds on a comparison,
// in the order of Motifs.
func detectMotifs(p *Puzzle, c Comparison) []OpenEvidence {
	return detect(types(ViewOpen, false), p, c)
}

// OpenMotif is the evidence of open-card motif m on a comparison, and whether its detector holds.
func OpenMotif(m Motif, p *Puzzle, c Comparison) (OpenEvidence, bool) {
	t := typeOf(m, ViewOpen)
	if t == nil {
		return nil, false
	}
	evs := detect([]*motifType{t}, p, c)
	if len(evs) == 0 {
		return nil, false
	}
	return evs[0], true
}

// MotifHolds reports whether open-card motif m's detector holds on the two lines.
func MotifHolds(m Motif, p *Puzzle, c Comparison) bool {
	_, ok := OpenMotif(m, p, c)
	return ok
}

// motifsOf lists the motifs of a list of evidence.
func motifsOf[E Evidence](evs []E) []Motif {
	out := make([]Motif, len(evs))
	for i, ev := range evs {
		out[i] = ev.Motif()
	}
	return out
}

// seatDetect runs a hidden-hand type's detector on a puzzle and its answer.
func seatDetect(t *motifType, p *Puzzle, a Solution) (Evidence, bool) {
	if t.whole != nil {
		return t.whole(p, a)
	}
	c, ok := seatPair(p, a)
	if !ok {
		return nil, false
	}
	ev, ok := t.pair(p.Seen, c)
	if !ok || t.confirm == nil {
		return ev, ok
	}
	return t.confirm(p, a, c, ev)
}

// SeatMotif is the evidence of hidden-hand motif m on a puzzle and its answer, and whether its
// detector holds.
func SeatMotif(m Motif, p *Puzzle, a Solution) (Evidence, bool) {
	t := typeOf(m, ViewSeat)
	if t == nil {
		return nil, false
	}
	return seatDetect(t, p, a)
}

// SeatMotifHolds reports whether motif m's detector holds on a hidden-hand puzzle and its answer.
func SeatMotifHolds(m Motif, p *Puzzle, a Solution) bool {
	_, ok := SeatMotif(m, p, a)
	return ok
}

// DetectSeatMotifs lists the evidence of every seat motif whose detector holds, in the order of
// SeatMotifs.
func DetectSeatMotifs(p *Puzzle, a Solution) []Evidence {
	var out []Evidence
	for _, t := range types(ViewSeat, false) {
		if ev, ok := seatDetect(t, p, a); ok {
			out = append(out, ev)
		}
	}
	return out
}

// PairHolds reports whether seat motif m's detector holds on a position and two of South's
// legal cards, before any evaluation (motifType.pair).
func PairHolds(m Motif, pos *evaluate.Position, c SeatPair) bool {
	t := typeOf(m, ViewSeat)
	if t == nil || t.pair == nil {
		return false
	}
	_, ok := t.pair(pos, c)
	return ok
}

// lastWinner is the seat that wins the last trick of a line.
func lastWinner(r CardReview) engine.Seat { return r.Line[len(r.Line)-1].Winner }

// CardOf returns the card seat s plays in a trick, or NoCard.
func (t LineTrick) CardOf(s engine.Seat) engine.Card {
	for i, x := range t.Seats {
		if x == s {
			return t.Cards[i]
		}
	}
	return engine.NoCard
}

// WinningCard is the card that wins the trick (W1).
func (t LineTrick) WinningCard() engine.Card { return t.CardOf(t.Winner) }

// leadsTrumpIntoOpponents reports whether South leads card c, a trump, while an opponent still
// holds a trump, which must follow it (P2).
func leadsTrumpIntoOpponents(p *Puzzle, c engine.Card) bool {
	opp := engine.SetOf(p.Hands[engine.East]...) | engine.SetOf(p.Hands[engine.West]...)
	return len(p.Trick) == 0 && c.Suit() == p.Trump && opp.Of(p.Trump) != 0
}

// trickWith is the index of the trick of a line that holds card c, or -1.
func trickWith(line []LineTrick, c engine.Card) int {
	for i, t := range line {
		for _, x := range t.Cards {
			if x == c {
				return i
			}
		}
	}
	return -1
}
