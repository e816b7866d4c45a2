package gen

import (
	"context"
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// MotifPacks draws, for each motif and each built-in variant, per/4 best puzzles (rounded up for
// the first variants) that teach that motif, from its fixed seeds (puzzles.MotifType.Seed), and
// writes them as one pack per motif with the variants in turn. The result is the same on every
// run.
func MotifPacks(ctx context.Context, per int) ([]Pack, error) {
	return motifPacks(ctx, per, puzzles.ViewOpen, false, "best-")
}

// SeatPacks draws the hidden-hand packs as MotifPacks does the open ones: best-seat-<motif>, one
// per seat motif, per puzzles each, the four variants in turn, from fixed seeds.
func SeatPacks(ctx context.Context, per int) ([]Pack, error) {
	return motifPacks(ctx, per, puzzles.ViewSeat, false, "best-seat-")
}

// motifPacks draws one pack per motif type of view v (goal motifs or the others), named
// prefix+motif, from the type's seeds: variant i of engine.BuiltinNames is drawn from Seed+i.
func motifPacks(ctx context.Context, per int, v puzzles.View, goal bool, prefix string) ([]Pack, error) {
	var out []Pack
	for _, t := range puzzles.MotifTypes() {
		if t.View != v || t.Goal != goal {
			continue
		}
		m := t.Motif
		pack := Pack{ID: prefix + m.String(), Title: MotifTitle(m, v)}
		byVariant := make([][]*puzzles.Puzzle, len(engine.BuiltinNames))
		for vi, name := range engine.BuiltinNames {
			n := per / len(engine.BuiltinNames)
			if vi < per%len(engine.BuiltinNames) {
				n++
			}
			ps, err := Generate(ctx, Options{Kind: puzzles.KindBest, Variant: engine.MustBuiltin(name), Count: n,
				Seed: t.Seed + uint64(vi), Motif: m, Pack: pack.ID, View: v})
			if err != nil {
				return nil, fmt.Errorf("%s, %s: %w", pack.ID, name, err)
			}
			byVariant[vi] = ps
		}
		for i := 0; len(pack.Puzzles) < per; i++ {
			for _, ps := range byVariant {
				if i < len(ps) {
					q := ps[i]
					q.ID = fmt.Sprintf("%s-%03d", pack.ID, len(pack.Puzzles)+1)
					pack.Puzzles = append(pack.Puzzles, q)
				}
			}
		}
		out = append(out, pack)
	}
	return out, nil
}
