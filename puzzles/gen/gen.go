// Package gen generates puzzles of every kind (legal, winner, count, announce, score, best, bid) for a
// variant, optionally on one theme (a RULES.md id). Positions come from real random deals, dealt
// (T3), bid (T4, T5) and played with random legal cards (§3) to a random point, so that hands are
// always consistent; every answer comes from the engine, and from the open-card solver
// (engine/solve) for best puzzles. The generator is deterministic: the same options give the same
// puzzles (math/rand/v2 PCG).
//
// The puzzles are the content model of package puzzles, with their expected answer filled in from
// the engine and their prompt and teaching point written from bilingual templates; WritePack writes
// them as a pack that `belote check` accepts.
package gen

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/puzzles"
)

// Options say what to generate.
type Options struct {
	Kind    puzzles.Kind
	Variant *engine.Variant
	Theme   engine.Rule // NoRule: any theme
	Count   int
	Seed    uint64
	Pack    string // the pack id; puzzle ids are "<pack>-001", …; "" gives DefaultPack
	// Motif keeps only best puzzles that teach this motif (NoMotif: any).
	Motif puzzles.Motif
	// View is what best puzzles show: every hand (ViewOpen) or South's seat (ViewSeat, seat.go).
	View puzzles.View
}

// DefaultPack names a generated pack after what it holds: "gen-legal-classique-p5-7".
func (o Options) DefaultPack() string {
	parts := []string{"gen", o.Kind.String(), o.Variant.Name}
	if o.Theme != engine.NoRule {
		parts = append(parts, strings.ToLower(o.Theme.String()))
	}
	return strings.Join(append(parts, fmt.Sprint(o.Seed)), "-")
}

// maxTries bounds the candidates drawn for one puzzle: a theme that random deals reach rarely
// (a litige, K7; a capot, K2) shows up well within it, so running out means the theme cannot be
// reached and the generator says so rather than looping.
var maxTries = map[puzzles.Kind]int{
	puzzles.KindLegal: 5000, puzzles.KindWinner: 5000, puzzles.KindCount: 5000,
	puzzles.KindAnnounce: 20000, puzzles.KindScore: 50000, puzzles.KindBest: 20000,
	puzzles.KindBid: 2000, // most draws are rejected before any simulation (worthSimulating)
}

// candidate draws one puzzle of a kind from the random source; nil when this draw gives none
// (the generator then draws again).
type candidate func(g *generator) *puzzles.Puzzle

var candidates = map[puzzles.Kind]candidate{
	puzzles.KindLegal:    (*generator).legal,
	puzzles.KindWinner:   (*generator).winner,
	puzzles.KindCount:    (*generator).count,
	puzzles.KindAnnounce: (*generator).announce,
	puzzles.KindScore:    (*generator).score,
	puzzles.KindBest:     (*generator).best,
	puzzles.KindBid:      (*generator).bid,
}

// generator is the state of one run.
type generator struct {
	ctx         context.Context
	rng         *rand.Rand
	v           *engine.Variant
	theme       engine.Rule
	motifWanted puzzles.Motif
	view        puzzles.View
}

// MaxCount is the most puzzles one run may ask for (docs/cli.md: `gen --count` is at most
// 10,000): a run keeps one key per puzzle to avoid repeats.
const MaxCount = 10000

// Generate returns o.Count puzzles, each with the engine's expected answer, or an error when the
// theme cannot apply to the kind or variant, or cannot be reached within the bounded tries.
func Generate(ctx context.Context, o Options) ([]*puzzles.Puzzle, error) {
	var out []*puzzles.Puzzle
	err := Each(ctx, o, func(p *puzzles.Puzzle) error {
		out = append(out, p)
		return nil
	})
	return out, err
}

// Each generates the puzzles of Generate and hands each to emit as soon as it is ready, so that
// a caller can write them out one at a time; it stops at the first error, emit's included.
func Each(ctx context.Context, o Options, emit func(*puzzles.Puzzle) error) error {
	if o.Variant == nil {
		return fmt.Errorf("no variant")
	}
	if err := CheckTheme(o.Kind, o.Variant, o.Theme); err != nil {
		return err
	}
	if o.Count < 0 || o.Count > MaxCount {
		return fmt.Errorf("count %d: give 0 to %d puzzles", o.Count, MaxCount)
	}
	pack := o.Pack
	if pack == "" {
		pack = o.DefaultPack()
	}
	g := &generator{ctx: ctx, rng: random.New(o.Seed), v: o.Variant, theme: o.Theme, motifWanted: o.Motif, view: o.View}
	seen := map[string]bool{}
	for n := 1; n <= o.Count; n++ {
		p, err := g.one(o.Kind, seen)
		if err != nil {
			return err
		}
		p.ID, p.Source = fmt.Sprintf("%s-%03d", pack, n), pack
		if err := emit(p); err != nil {
			return err
		}
	}
	return nil
}

// one draws candidates until one fits the theme and is new, then fills in its answer.
func (g *generator) one(k puzzles.Kind, seen map[string]bool) (*puzzles.Puzzle, error) {
	draw := candidates[k]
	if k == puzzles.KindBest && g.view == puzzles.ViewSeat {
		draw = (*generator).seat
		if g.motifWanted == puzzles.Contract {
			draw = (*generator).contract // contract.go: a goal puzzle
		}
	}
	for range maxTries[k] {
		if err := g.ctx.Err(); err != nil {
			return nil, err
		}
		p := draw(g)
		if p == nil || (g.theme != engine.NoRule && !slices.Contains(p.Themes, g.theme)) {
			continue
		}
		key := positionKey(p)
		if seen[key] {
			continue
		}
		seen[key] = true
		if err := fillExpect(p); err != nil {
			return nil, err
		}
		return p, nil
	}
	theme := ""
	if g.theme != engine.NoRule {
		theme = " on theme " + g.theme.String()
	}
	return nil, fmt.Errorf("no %s puzzle%s found in variant %s after %d random deals", k, theme, g.v.Name, maxTries[k])
}

// newPuzzle starts a puzzle of the generator's variant.
func (g *generator) newPuzzle(k puzzles.Kind, trump engine.Suit) *puzzles.Puzzle {
	return &puzzles.Puzzle{Kind: k, Variant: g.v, Trump: trump, Leader: engine.NoSeat, Tempting: engine.NoCard}
}

// positionKey identifies a position, so that a run never gives the same puzzle twice.
func positionKey(p *puzzles.Puzzle) string {
	if p.View == puzzles.ViewSeat { // the hidden hands are not part of the position
		return fmt.Sprint("seat", p.Trump, p.Hand, p.Seen.History, p.Seen.Trick, p.Seen.Known, p.TakerSeat)
	}
	return fmt.Sprint(p.Trump, p.Hand, p.Trick, p.Leader, p.Cards, p.LastTrick, p.Declared, p.Taker,
		p.Points, p.Belote, p.Capot, p.Announces, p.Hands, p.Dealer, p.Round, p.Retourne)
}

// fillExpect writes the engine's answer as the puzzle's expected answer, so that the written pack
// states it and `belote check` compares it with the engine again.
func fillExpect(p *puzzles.Puzzle) error {
	a, err := puzzles.Answer(p)
	if err != nil {
		return fmt.Errorf("the engine refuses a generated %s puzzle: %w", p.Kind, err)
	}
	x := &puzzles.Expect{Winner: -1, Seat: engine.NoSeat, Team: engine.NoTeam, Reserve: -1}
	switch p.Kind {
	case puzzles.KindLegal:
		x.Legal, x.Rule = inOrder(p.Hand, a.Legal), a.Rule
	case puzzles.KindWinner:
		x.Winner = a.Winner
	case puzzles.KindCount:
		x.Points = a.Points
	case puzzles.KindAnnounce:
		x.Points, x.Kinds, x.Team = a.Points, a.Kinds(), a.Announce.Winner
	case puzzles.KindScore:
		s := a.Score
		x.NS, x.EW, x.Result, x.Reserve = s.Points[engine.NS], s.Points[engine.EW], s.Result, s.Reserve
	case puzzles.KindBest:
		x.Best = inOrder(p.Hands[engine.South], a.Best)
		if p.View == puzzles.ViewSeat {
			x.Best = inOrder(p.Hand, a.Best)
		}
	case puzzles.KindBid:
		bid := a.Bid
		x.Bid = &bid
	}
	p.Expect = x
	return nil
}

// inOrder lists the cards of set in the order of list.
func inOrder(list []engine.Card, set engine.Set) []engine.Card {
	out := []engine.Card{}
	for _, c := range list {
		if set.Has(c) {
			out = append(out, c)
		}
	}
	return out
}
