package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"github.com/belote-trainer/belote/explain"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/strict"
)

func init() {
	register(command{name: "check", synopsis: "validate the built-in lessons and puzzles, and content files or folders",
		usage: []string{"[--json] [PATH…]"}, operands: "PATH…",
		examples: []string{"belote check", "belote check my-pack.toml", "belote check --json ~/my-lessons/"},
		flags:    checkFlags})
}

// checkReport is the one object of `belote check --json` (CLI.md).
type checkReport struct {
	Lessons  int               `json:"lessons"`
	Puzzles  int               `json:"puzzles"`
	ByKind   map[string]int    `json:"by_kind"`
	Steps    int               `json:"lesson_puzzles"` // extension: interactive lesson steps
	Problems []content.Problem `json:"problems"`
}

// checkFlags: the .toml files named, and those found under the folders named, are checked with the
// built-in content and the user's folder.
func checkFlags(fs *flag.FlagSet) runner {
	asJSON := fs.Bool("json", false, "print one JSON object (docs/cli.md)")
	return func(env Env, paths []string) int { return runCheck(*asJSON, paths, env) }
}

func runCheck(asJSON bool, paths []string, env Env) int {
	// The user's own content folder is checked too (a broken user file is reported, issue 4); a
	// folder that does not exist is simply skipped, but a path named on the command line must exist.
	dirs := slices.Clone(paths)
	if user := content.UserDir(env.Getenv); user != "" {
		dirs = append([]string{user}, dirs...)
	}
	lib, probs := content.LoadAll(dirs...)
	probs = append(probs, lib.CheckAnswers()...) // hidden-hand answers are evaluated on demand
	probs = append(probs, missingPaths(paths)...)
	strict.Sort(probs)
	rep := checkReport{Lessons: len(lib.Lessons), Puzzles: len(lib.Puzzles()), ByKind: lib.ByKind(),
		Steps: len(lib.StepPuzzles()), Problems: probs}
	if rep.Problems == nil {
		rep.Problems = []content.Problem{}
	}
	if asJSON {
		data, _ := json.Marshal(rep)
		fmt.Fprintf(env.Stdout, "%s\n", data)
	} else {
		printCheck(env, rep)
	}
	if len(probs) > 0 {
		return 1
	}
	return 0
}

// missingPaths reports named paths that do not exist: the loader skips them (a user may have no
// content folder), but a path named on the command line is a mistake.
func missingPaths(paths []string) []content.Problem {
	var out []content.Problem
	for _, p := range paths {
		if !pathExists(p) {
			out = append(out, content.Problem{File: p, Line: 1, Col: 1, Message: "no such file or folder"})
		}
	}
	return out
}

func printCheck(env Env, rep checkReport) {
	for _, p := range rep.Problems {
		fmt.Fprintln(env.Stdout, p.String())
	}
	kinds := make([]string, 0, len(rep.ByKind))
	for k, n := range rep.ByKind {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
	}
	slices.Sort(kinds)
	fmt.Fprintf(env.Stdout, "%d lessons (%d interactive steps), %d puzzles (%s): %d %s\n",
		rep.Lessons, rep.Steps, rep.Puzzles, strings.Join(kinds, ", "), len(rep.Problems),
		explain.Plural(explain.English, len(rep.Problems), "problem", "problems"))
}
