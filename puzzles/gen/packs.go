package gen

import (
	"context"
	"fmt"
	"sort"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// MotifPack is a pack of best puzzles on one motif: the built-in packs puzzles/best-<motif>.toml.
type MotifPack struct {
	ID      string
	Title   explain.Text
	Puzzles []*puzzles.Puzzle
}

// motifCandidates is how many best puzzles are drawn per variant to fill the motif packs; the
// rarest motif (unblocking) shows up in about one puzzle in forty.
const motifCandidates = 160

// motifCandidate is a generated best puzzle with its review and motifs.
type motifCandidate struct {
	p      *puzzles.Puzzle
	rev    []puzzles.CardReview
	motifs []Motif
}

// MotifPacks draws best puzzles in the four built-in variants from fixed seeds and deals them out
// into one pack per motif, per puzzles each, taking the variants in turn (marocaine in the Spanish
// face) so that every pack mixes them; a puzzle goes to one pack only, told through that pack's
// motif. The result is the same on every run.
func MotifPacks(ctx context.Context, per int) ([]MotifPack, error) {
	pool := map[Motif][][]motifCandidate{}
	for vi, name := range engine.BuiltinNames {
		ps, err := Generate(ctx, Options{Kind: puzzles.KindBest, Variant: engine.MustBuiltin(name), Count: motifCandidates, Seed: uint64(2026 + vi)})
		if err != nil {
			return nil, err
		}
		for _, m := range AllMotifs() {
			pool[m] = append(pool[m], nil)
		}
		for _, p := range ps {
			rev, err := puzzles.Review(ctx, p)
			if err != nil {
				return nil, err
			}
			ms := Motifs(p, rev)
			for _, m := range ms {
				pool[m][vi] = append(pool[m][vi], motifCandidate{p, rev, ms})
			}
		}
	}
	used := map[*puzzles.Puzzle]bool{}
	var out []MotifPack
	for _, m := range AllMotifs() {
		pack := MotifPack{ID: "best-" + m.String(), Title: MotifTitle(m)}
		for _, c := range dealOut(pool[m], m, used, per) {
			q := *c.p
			q.ID, q.Source = fmt.Sprintf("%s-%03d", pack.ID, len(pack.Puzzles)+1), pack.ID
			q.Point = MotifPoint(m, c.p, c.rev)
			pack.Puzzles = append(pack.Puzzles, &q)
		}
		out = append(out, pack)
	}
	return out, nil
}

// dealOut takes up to n unused candidates, one variant after the other, preferring in each
// variant those whose main motif is m.
func dealOut(byVariant [][]motifCandidate, m Motif, used map[*puzzles.Puzzle]bool, n int) []motifCandidate {
	for _, list := range byVariant {
		sort.SliceStable(list, func(i, j int) bool { return list[i].motifs[0] == m && list[j].motifs[0] != m })
	}
	next := make([]int, len(byVariant))
	var out []motifCandidate
	for progress := true; progress && len(out) < n; {
		progress = false
		for vi, list := range byVariant {
			for len(out) < n && next[vi] < len(list) {
				c := list[next[vi]]
				next[vi]++
				if !used[c.p] {
					used[c.p] = true
					out = append(out, c)
					progress = true
					break
				}
			}
		}
	}
	return out
}
