package gen

import (
	"context"
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// MotifPacks draws, for each motif and each built-in variant, per/4 best puzzles (rounded up for
// the first variants) that teach that motif, from fixed seeds, and writes them as one pack per
// motif with the variants in turn. The result is the same on every run.
func MotifPacks(ctx context.Context, per int) ([]Pack, error) {
	var out []Pack
	for mi, m := range puzzles.Motifs() {
		pack := Pack{ID: "best-" + m.String(), Title: MotifTitle(m)}
		byVariant := make([][]*puzzles.Puzzle, len(engine.BuiltinNames))
		for vi, name := range engine.BuiltinNames {
			n := per / len(engine.BuiltinNames)
			if vi < per%len(engine.BuiltinNames) {
				n++
			}
			ps, err := Generate(ctx, Options{Kind: puzzles.KindBest, Variant: engine.MustBuiltin(name), Count: n,
				Seed: uint64(2026 + 10*mi + vi), Motif: m, Pack: pack.ID})
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
