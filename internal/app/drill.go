package app

import (
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles/gen"
)

// DrillMode is the question a drill asks.
type DrillMode int

// The two questions of a legal-card drill.
const (
	PlayLegal   DrillMode = iota // "play a legal card": one card
	SelectLegal                  // "which cards may you play?": the whole legal set
)

// DrillRules are the rows a drill can be filtered on (§3); P0, the lead, is too easy to drill.
var DrillRules = []engine.Rule{engine.P1, engine.P2, engine.P3, engine.P4, engine.P5, engine.P6, engine.P7, engine.P8}

// Position is a moment of a random deal where South is to play, with the engine's answer.
type Position struct {
	Table
	Deal  *engine.Deal
	Legal engine.Set
	Rule  engine.Rule
}

// maxDeals bounds the search for a position of a wanted rule; every row of §3 shows up within a
// few dozen random deals, so reaching it means something is wrong, and any position is returned.
const maxDeals = 2000

// RandomPosition draws, from the puzzle generator's random deals (gen.SouthToPlay), a moment
// where South is to play in a position decided by want (any row but P0 when want is NoRule).
func RandomPosition(rng *rand.Rand, v *engine.Variant, want engine.Rule) Position {
	keep := func(d *engine.Deal) bool {
		_, rule := d.Legal()
		return rule == want || want == engine.NoRule && rule != engine.P0
	}
	for range maxDeals {
		if d := gen.SouthToPlay(rng, v, keep); d != nil {
			return positionOf(d)
		}
	}
	return positionOf(gen.RandomDeal(rng, v))
}

func positionOf(d *engine.Deal) Position {
	legal, rule := d.Legal()
	return Position{Table: TableOf(d), Deal: d, Legal: legal, Rule: rule}
}

// Feedback is the verdict on an answer, with what the engine says.
type Feedback struct {
	Right  bool
	Chosen engine.Set // the card played, or the cards selected
	Legal  engine.Set
	Rule   engine.Rule
}

// Drill is an endless legal-card drill: random positions, a streak and an accuracy.
type Drill struct {
	Variant *engine.Variant
	Filter  engine.Rule // NoRule: mixed, each position drawn for a random row of DrillRules
	Mode    DrillMode
	Pos     Position
	Cursor  int        // index into the sorted hand
	Chosen  engine.Set // SelectLegal: the cards ticked so far
	Done    *Feedback  // the verdict once answered, nil while the question is open
	Helped  bool       // "why?" was asked before answering
	Streak  int
	Best    int
	Score   Tally
	rng     *rand.Rand
}

// Tally counts right answers.
type Tally struct{ Right, Total int }

// Percent is the accuracy in whole percent (0 with no answers).
func (t Tally) Percent() int {
	if t.Total == 0 {
		return 0
	}
	return t.Right * 100 / t.Total
}

// NewDrill starts a drill; seed makes it repeatable in tests.
func NewDrill(v *engine.Variant, filter engine.Rule, mode DrillMode, seed uint64) *Drill {
	d := &Drill{Variant: v, Filter: filter, Mode: mode, rng: gen.NewRand(seed)}
	d.Next()
	return d
}

// Next draws a new position.
func (d *Drill) Next() {
	want := d.Filter
	if want == engine.NoRule {
		want = DrillRules[d.rng.IntN(len(DrillRules))]
	}
	d.Pos = RandomPosition(d.rng, d.Variant, want)
	d.Cursor, d.Chosen, d.Done, d.Helped = 0, 0, nil, false
}

// Hand is South's hand in display order.
func (d *Drill) Hand() []engine.Card { return SortHand(d.Pos.Hands[engine.South], d.Pos.Trump) }

// Play answers "play a legal card" with c.
func (d *Drill) Play(c engine.Card) Feedback {
	return d.answer(engine.SetOf(c), d.Pos.Legal.Has(c))
}

// Toggle ticks or unticks a card for "which cards may you play?".
func (d *Drill) Toggle(c engine.Card) {
	if d.Done != nil || !d.Pos.Hands[engine.South].Has(c) {
		return
	}
	if d.Chosen.Has(c) {
		d.Chosen = d.Chosen.Remove(c)
	} else {
		d.Chosen = d.Chosen.Add(c)
	}
}

// Submit answers "which cards may you play?" with the ticked cards: right when they are exactly
// the legal set.
func (d *Drill) Submit() Feedback { return d.answer(d.Chosen, d.Chosen == d.Pos.Legal) }

func (d *Drill) answer(chosen engine.Set, right bool) Feedback {
	if d.Done != nil {
		return *d.Done
	}
	f := Feedback{Right: right, Chosen: chosen, Legal: d.Pos.Legal, Rule: d.Pos.Rule}
	d.Done = &f
	d.Score.Total++
	if right {
		d.Score.Right++
		d.Streak++
		d.Best = max(d.Best, d.Streak)
	} else {
		d.Streak = 0
	}
	return f
}
