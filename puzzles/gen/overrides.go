package gen

import (
	_ "embed"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/belote-trainer/belote/puzzles"
)

// points.txt (TOML; not .toml, so that `belote check` does not read it as content) holds the
// teaching points written by hand, keyed by puzzle id: regeneration writes
// the generator's point and then the hand-written one over it, so a rewrite never loses them.
// Each entry names the position it was written for (Fingerprint), so that a generator change that
// puts another position under the same id is an error, not a point that no longer fits.
//
//go:embed points.txt
var pointsFile []byte

// override is one hand-written point.
type override struct {
	For string `toml:"for"` // Fingerprint of the position
	FR  string `toml:"fr"`
	EN  string `toml:"en"`
}

// Fingerprint identifies a puzzle's position in a few characters (FNV-1a of the position).
func Fingerprint(p *puzzles.Puzzle) string {
	h := fnv.New64a()
	fmt.Fprint(h, p.Variant.Name, positionKey(p))
	return fmt.Sprintf("%016x", h.Sum64())
}

// ApplyOverrides replaces the points of the puzzles that points.txt names; an entry written for
// another position is an error, and so, when packs are all the generated packs (complete), is an
// entry for an id that none holds.
func ApplyOverrides(packs []Pack, complete bool) error {
	var all map[string]override
	md, err := toml.Decode(string(pointsFile), &all)
	if err != nil {
		return fmt.Errorf("puzzles/gen/points.txt: %w", err)
	}
	if un := md.Undecoded(); len(un) > 0 {
		return fmt.Errorf("puzzles/gen/points.txt: unknown key %s (for, fr, en)", un[0])
	}
	found := map[string]bool{}
	for _, pk := range packs {
		for _, p := range pk.Puzzles {
			o, ok := all[p.ID]
			if !ok {
				continue
			}
			if fp := Fingerprint(p); o.For != fp {
				return fmt.Errorf("puzzles/gen/points.txt: [%s] was written for position %s, the generator now gives %s: rewrite the point", p.ID, o.For, fp)
			}
			if o.FR == "" || o.EN == "" {
				return fmt.Errorf("puzzles/gen/points.txt: [%s] needs fr and en", p.ID)
			}
			p.Point = generated(o.FR, o.EN) // the same French forms as the generator's points
			found[p.ID] = true
		}
	}
	var stale []string
	for id := range all {
		if !found[id] {
			stale = append(stale, id)
		}
	}
	sort.Strings(stale)
	if complete && len(stale) > 0 {
		return fmt.Errorf("puzzles/gen/points.txt: no generated puzzle %s", strings.Join(stale, ", "))
	}
	return nil
}
