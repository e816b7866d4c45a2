package lessons

import (
	"embed"
	"io/fs"
	"slices"
	"sort"
	"strings"

	"github.com/belote-trainer/belote/internal/strict"
)

// builtinFS holds the built-in lessons: the .toml files of this folder only, so that the binary
// carries no Go source, test or document.
//
//go:embed *.toml
var builtinFS embed.FS

// BuiltinFS returns the built-in lessons, as files named "NN-<id>.toml".
func BuiltinFS() fs.FS { return builtinFS }

// LoadFS reads every top-level .toml file of fsys as a lesson; names are prefixed with dir in the
// problems ("lessons/01-cards.toml"). Broken lessons are reported and left out. The set is not
// checked here (see CheckSet): user lessons may require built-in ones.
func LoadFS(fsys fs.FS, dir string) ([]*Lesson, []Problem) {
	ls, probs := strict.ReadFS(fsys, dir, Load)
	return slices.DeleteFunc(ls, func(l *Lesson) bool { return l == nil }), probs
}

// Sort puts lessons in curriculum order (NN of the file name, then id).
func Sort(ls []*Lesson) {
	sort.SliceStable(ls, func(i, j int) bool {
		if ls[i].Order != ls[j].Order {
			return ls[i].Order < ls[j].Order
		}
		return ls[i].ID < ls[j].ID
	})
}

// CheckSet checks what no single lesson can: every prerequisite exists, and prerequisites form no
// cycle. Each lesson with a problem is reported at its requires key.
func CheckSet(ls []*Lesson) []Problem {
	byID := map[string]*Lesson{}
	for _, l := range ls {
		byID[l.ID] = l
	}
	var probs []strict.Problem
	for _, l := range ls {
		for _, r := range l.Requires {
			if byID[r] == nil {
				probs = append(probs, l.requiresAt.At("unknown prerequisite %q (no lesson has this id)", r))
			}
		}
	}
	reported := map[string]bool{}
	for _, l := range ls {
		if cyc := cycleFrom(l, byID); cyc != nil && !reported[cycleKey(cyc)] {
			reported[cycleKey(cyc)] = true
			probs = append(probs, l.requiresAt.At("prerequisites form a cycle: %s", strings.Join(cyc, " → ")))
		}
	}
	return probs
}

// cycleFrom returns a cycle of requires that goes through l (l, …, l), or nil.
func cycleFrom(l *Lesson, byID map[string]*Lesson) []string {
	var path []string
	onPath := map[string]bool{}
	done := map[string]bool{}
	var visit func(id string) []string
	visit = func(id string) []string {
		if id == l.ID && len(path) > 0 {
			return append(append([]string(nil), path...), id)
		}
		cur := byID[id]
		if cur == nil || onPath[id] || done[id] {
			return nil
		}
		onPath[id] = true
		path = append(path, id)
		for _, r := range cur.Requires {
			if c := visit(r); c != nil {
				return c
			}
		}
		path = path[:len(path)-1]
		onPath[id] = false
		done[id] = true
		return nil
	}
	return visit(l.ID)
}

// cycleKey names a cycle whatever lesson it is read from.
func cycleKey(cyc []string) string {
	ids := append([]string(nil), cyc[:len(cyc)-1]...)
	sort.Strings(ids)
	return strings.Join(ids, ",")
}
