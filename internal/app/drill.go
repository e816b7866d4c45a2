package app

import (
	"math/rand/v2"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
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

// RandomPosition draws, from random deals (random.SouthToPlay), a moment where South is to play
// in a position decided by want (any row but P0 when want is NoRule).
func RandomPosition(rng *rand.Rand, v *engine.Variant, want engine.Rule) Position {
	keep := func(d *engine.Deal) bool {
		_, rule := d.Legal()
		return rule == want || want == engine.NoRule && rule != engine.P0
	}
	for range maxDeals {
		if d := random.SouthToPlay(rng, v, keep); d != nil {
			return positionOf(d)
		}
	}
	return positionOf(random.Deal(rng, v))
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
	// Length is the number of answers in a session (DefaultDrillLength); a session ends with a
	// summary and can be followed by the positions it got wrong.
	Length  int
	Session DrillSession
	Now     func() time.Time
	redo    []Position // mistakes of the last session still to replay
	rng     *rand.Rand
}

// DefaultDrillLength is how many answers a drill session asks for.
const DefaultDrillLength = 20

// DrillSession is one session's tally: right and wrong per rule, the positions missed, the time.
type DrillSession struct {
	Score    Tally
	PerRule  map[engine.Rule]Tally
	Mistakes []Position
	Start    time.Time
	End      time.Time // when the last answer was given
	Redo     bool      // this session replays the mistakes of the one before
}

// Over reports whether the session has had all its answers (or all the mistakes it replays).
func (d *Drill) Over() bool {
	if d.Session.Redo {
		return d.Done != nil && len(d.redo) == 0
	}
	return d.Session.Score.Total >= d.Length
}

// NewSession starts a session: a fresh one, or (redo) one over the last session's mistakes.
func (d *Drill) NewSession(redo bool) {
	mistakes := d.Session.Mistakes
	d.Session = DrillSession{PerRule: map[engine.Rule]Tally{}, Start: d.Now(), Redo: redo && len(mistakes) > 0}
	d.redo = nil
	if d.Session.Redo {
		d.redo = mistakes
	}
	d.Next()
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
	d := &Drill{Variant: v, Filter: filter, Mode: mode, Length: DefaultDrillLength, Now: time.Now, rng: random.New(seed)}
	d.NewSession(false)
	return d
}

// Next draws a new position, or takes the next mistake to redo.
func (d *Drill) Next() {
	d.Cursor, d.Chosen, d.Done, d.Helped = 0, 0, nil, false
	if len(d.redo) > 0 {
		d.Pos, d.redo = d.redo[0], d.redo[1:]
		return
	}
	want := d.Filter
	if want == engine.NoRule {
		want = DrillRules[d.rng.IntN(len(DrillRules))]
	}
	d.Pos = RandomPosition(d.rng, d.Variant, want)
}

// SwitchMode changes the question (play one legal card, or tick every legal card) and draws a
// new position.
func (d *Drill) SwitchMode() {
	d.Mode = 1 - d.Mode
	d.Next()
}

// CycleFilter steps the rule drilled through mixed, P1 … P8, and draws a new position.
func (d *Drill) CycleFilter() {
	rules := append([]engine.Rule{engine.NoRule}, DrillRules...)
	for i, r := range rules {
		if r == d.Filter {
			d.Filter = rules[(i+1)%len(rules)]
			break
		}
	}
	d.Next()
}

// FilterName names the rule drilled: "mixed", or the row of §3 and its title.
func (d *Drill) FilterName(l Lang) string {
	if d.Filter == engine.NoRule {
		return T(l, "drill.mixed")
	}
	return d.Filter.String() + " " + T(l, Reference(d.Filter).Title)
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

// answer marks an answer. A right answer after "why?" is shown as right but counts as helped: like
// the statistics (progress.Record), the streak and the accuracy do not count it as right.
func (d *Drill) answer(chosen engine.Set, right bool) Feedback {
	if d.Done != nil {
		return *d.Done
	}
	f := Feedback{Right: right, Chosen: chosen, Legal: d.Pos.Legal, Rule: d.Pos.Rule}
	d.Done = &f
	counted := right && !d.Helped
	d.Score = d.Score.add(counted)
	d.Session.Score = d.Session.Score.add(counted)
	d.Session.PerRule[f.Rule] = d.Session.PerRule[f.Rule].add(counted)
	d.Session.End = d.Now()
	if counted {
		d.Streak++
		d.Best = max(d.Best, d.Streak)
	} else {
		d.Streak = 0
		d.Session.Mistakes = append(d.Session.Mistakes, d.Pos)
	}
	return f
}

func (t Tally) add(right bool) Tally {
	t.Total++
	if right {
		t.Right++
	}
	return t
}
