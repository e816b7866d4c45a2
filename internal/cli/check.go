package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/strict"
)

func init() {
	register(command{name: "check", summary: "validate the built-in lessons and puzzles, and content files or folders", run: runCheck})
}

// checkReport is the one object of `belote check --json` (CLI.md).
type checkReport struct {
	Lessons  int               `json:"lessons"`
	Puzzles  int               `json:"puzzles"`
	ByKind   map[string]int    `json:"by_kind"`
	Steps    int               `json:"lesson_puzzles"` // extension: interactive lesson steps
	Problems []content.Problem `json:"problems"`
}

func runCheck(args []string, env Env) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	asJSON := fs.Bool("json", false, "print one JSON object (CLI.md)")
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, "usage: belote check [--json] [PATH…]\n\nChecks the built-in lessons and puzzles, and the .toml files named or found under the folders named.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	// The user's own content folder is checked too (a broken user file is reported, issue 4); a
	// folder that does not exist is simply skipped, but a path named on the command line must exist.
	dirs := fs.Args()
	if user := content.UserDir(env.Getenv); user != "" {
		dirs = append([]string{user}, dirs...)
	}
	lib, probs := content.LoadAll(dirs...)
	probs = append(probs, missingPaths(fs.Args())...)
	strict.Sort(probs)
	rep := checkReport{Lessons: len(lib.Lessons), Puzzles: len(lib.Puzzles()), ByKind: lib.ByKind(),
		Steps: len(lib.StepPuzzles()), Problems: probs}
	if rep.Problems == nil {
		rep.Problems = []content.Problem{}
	}
	if *asJSON {
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
	fmt.Fprintf(env.Stdout, "%d lessons (%d interactive steps), %d puzzles (%s): %d problem(s)\n",
		rep.Lessons, rep.Steps, rep.Puzzles, strings.Join(kinds, ", "), len(rep.Problems))
}
