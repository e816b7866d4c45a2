// Package lessons holds the lessons of the curriculum (lessons/NN-<id>.toml, embedded) and the Go
// code that loads and validates them: strict TOML, prerequisites that exist and form no cycle,
// valid variants, and interactive steps that are puzzles checked by the engine like any other.
package lessons

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/strict"
	"github.com/belote-trainer/belote/puzzles"
)

// Lesson is one lesson of the curriculum.
type Lesson struct {
	ID       string
	Order    int // NN of the file name: the place in the curriculum
	File     string
	Chapter  explain.Text
	Title    explain.Text
	Summary  explain.Text
	Variants []string // the variants it applies to; empty means all
	Requires []string // prerequisite lesson ids (advice, never a lock)
	Rules    []engine.Rule
	Steps    []Step

	At         Problem        // where the id is written
	requiresAt strict.Problem // where requires is written
}

// Step is one step of a lesson: a text, optionally with a diagram, or an interactive puzzle.
type Step struct {
	Text     explain.Text // may be empty on an interactive step (then the puzzle's prompt is shown)
	Variants []string     // show this step only in these variants; empty means always
	Diagram  *Diagram
	Puzzle   *puzzles.Puzzle
}

// Diagram is a position shown beside a step's text.
type Diagram struct {
	Variant   *engine.Variant // nil: the learner's current variant
	Trump     engine.Suit
	Dealer    engine.Seat // NoSeat when not marked
	Taker     engine.Seat
	Leader    engine.Seat
	Trick     []engine.Card
	Hands     map[engine.Seat][]engine.Card
	Highlight []engine.Card
}

// Teaches returns the RULES.md ids that the lesson teaches.
func (l *Lesson) Teaches() []engine.Rule { return slices.Clone(l.Rules) }

// AppliesTo reports whether the lesson is meant for the variant.
func (l *Lesson) AppliesTo(variant string) bool {
	return len(l.Variants) == 0 || slices.Contains(l.Variants, variant)
}

// StepsFor returns the steps shown in the variant.
func (l *Lesson) StepsFor(variant string) []Step {
	var out []Step
	for _, s := range l.Steps {
		if len(s.Variants) == 0 || slices.Contains(s.Variants, variant) {
			out = append(out, s)
		}
	}
	return out
}

// Curriculum maps each RULES.md id to the lessons that teach it, in curriculum order.
func Curriculum(ls []*Lesson) map[engine.Rule][]string {
	out := map[engine.Rule][]string{}
	for _, l := range ls {
		for _, r := range l.Rules {
			out[r] = append(out[r], l.ID)
		}
	}
	return out
}

var fileName = regexp.MustCompile(`^(\d\d)-(.+)\.toml$`)

// Load reads one lesson file. It returns nil when the lesson has a problem; every problem of the
// file is returned. A syntax error stops the file.
func Load(file string, src []byte) (*Lesson, []Problem) {
	doc, top, ok := strict.Parse(file, src)
	if !ok {
		return nil, doc.Problems
	}
	l := &Lesson{File: file}
	base := path.Base(strings.ReplaceAll(file, "\\", "/"))
	m := fileName.FindStringSubmatch(base)
	if top.Require("id", &l.ID, "a lesson id") {
		top.ID = l.ID
		checkID(top, l, base, m)
	}
	l.At = top.Locate("id")
	l.requiresAt = top.Locate("requires")
	if m != nil {
		l.Order, _ = strconv.Atoi(m[1])
	}
	l.Chapter, _ = top.Text("chapter", true)
	l.Title, _ = top.Text("title", true)
	l.Summary, _ = top.Text("summary", true)
	l.Variants = variants(top, "variants", nil)                   // optional: none means all four
	if top.Get("requires", &l.Requires, "a list of lesson ids") { // optional: none means none
		for _, r := range l.Requires {
			if r == l.ID {
				top.Report("requires", "a lesson cannot require itself")
			}
		}
	}
	if top.Require("rules", &l.Rules, "a list of RULES.md ids") && len(l.Rules) == 0 {
		top.Report("rules", "give at least one RULES.md id that the lesson teaches")
	}
	readSteps(top, l)
	top.Finish(nil)
	strict.Sort(doc.Problems)
	if len(doc.Problems) > 0 {
		return nil, doc.Problems
	}
	return l, nil
}

// checkID checks the id's spelling and the file name NN-<id>.toml.
func checkID(t *strict.Table, l *Lesson, base string, m []string) {
	switch {
	case !strict.ValidID(l.ID):
		t.Report("id", "bad id %q: use lowercase letters, digits and dashes", l.ID)
	case m == nil:
		t.Report("id", "lesson file %q must be named NN-%s.toml (NN: two digits, its place in the curriculum)", base, l.ID)
	case m[2] != l.ID:
		t.Report("id", "lesson id %q does not match the file name %q (name it %s-%s.toml)", l.ID, base, m[1], l.ID)
	}
}

// variants reads an optional list of built-in variant names; within, when not nil, limits them.
func variants(t *strict.Table, key string, within []string) []string {
	var names []string
	if !t.Get(key, &names, "a list of variant names") {
		return nil
	}
	for _, n := range names {
		if _, known := engine.Builtin(n); !known {
			t.Report(key, "unknown variant %q (%s)", n, strings.Join(engine.BuiltinNames, ", "))
			return nil
		}
		if len(within) > 0 && !slices.Contains(within, n) {
			t.Report(key, "variant %q is not one of the lesson's variants (%s)", n, strings.Join(within, ", "))
			return nil
		}
	}
	return names
}

func readSteps(top *strict.Table, l *Lesson) {
	if !top.Has("step") {
		top.Report("step", "missing steps: a lesson has at least 3 [[step]] and one of them interactive")
		return
	}
	steps := top.List("step")
	interactive := 0
	for i, t := range steps {
		s, ok := readStep(t, l, i+1)
		if ok {
			l.Steps = append(l.Steps, s)
		}
		if t.Has("puzzle") {
			interactive++
		}
	}
	switch {
	case len(steps) > 0 && len(steps) < 3:
		top.Report("step.0", "a lesson has at least 3 steps, not %d", len(steps))
	case len(steps) > 0 && interactive == 0:
		top.Report("step.0", "a lesson has at least one interactive step ([step.puzzle])")
	}
}

func readStep(t *strict.Table, l *Lesson, n int) (Step, bool) {
	before := len(t.Doc().Problems)
	var s Step
	hasPuzzle := t.Has("puzzle")
	if t.Has("text") || !hasPuzzle {
		s.Text, _ = t.Text("text", true)
	}
	s.Variants = variants(t, "variants", l.Variants)
	if t.Has("diagram") {
		s.Diagram = readDiagram(t.Sub("diagram", false))
	}
	if hasPuzzle {
		if pt := t.Sub("puzzle", false); pt != nil {
			s.Puzzle = puzzles.ReadPuzzle(pt, l.ID, l.File, fmt.Sprintf("%s-step-%d", l.ID, n))
			checkPuzzleVariant(pt, s, l)
		}
	}
	t.Finish(nil)
	return s, len(t.Doc().Problems) == before
}

// checkPuzzleVariant checks that an interactive step is shown in its puzzle's variant.
func checkPuzzleVariant(pt *strict.Table, s Step, l *Lesson) {
	if s.Puzzle == nil {
		return
	}
	shown := s.Variants
	if len(shown) == 0 {
		shown = l.Variants
	}
	if len(shown) > 0 && !slices.Contains(shown, s.Puzzle.Variant.Name) {
		pt.Report("variant", "puzzle variant %q is not among the variants this step is shown in (%s)", s.Puzzle.Variant.Name, strings.Join(shown, ", "))
	}
}
