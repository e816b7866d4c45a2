// Package layers holds the import-layer test: the table of which package of the module may import
// which (docs/architecture.md explains the layers), checked against `go list`.
package layers

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const module = "github.com/belote-trainer/belote/"

// Groups of packages, by path inside the module ("engine/..." is engine and every package below).
var (
	leaves  = []string{"internal/safetext"}                                             // text safety: imports nothing of ours
	toml    = []string{"internal/tomlpos"}                                              // where a TOML key is written
	engine  = []string{"engine/..."}                                                    // the rules: imports only the leaves and toml
	words   = append([]string{"explain"}, engine...)                                    // the one text system, over the rules
	ai      = []string{"internal/ai/..."}                                               // bots, coach, bid simulation
	content = []string{"puzzles", "puzzles/internal/...", "lessons", "internal/strict"} // the content the trainer reads
	store   = []string{"internal/store/..."}                                            // the learner's files
	trainer = []string{"internal/app", "internal/content"}                              // UI-free models and content loading
	all     = concat(leaves, toml, words, ai, content, store, trainer)                  // everything but the front ends
)

// mayImport is the layer table: for each package (or "x/..." group), the packages of the module
// it may import outside its tests. internal/testkit is in no list: only tests import it.
var mayImport = map[string][]string{
	"internal/safetext":       {},
	"internal/tomlpos":        {},
	"engine/...":              concat(leaves, toml, engine),
	"explain":                 concat(leaves, engine),
	"internal/strict":         concat(leaves, toml, words),
	"internal/store/...":      concat(leaves, store),
	"internal/ai/...":         concat(leaves, engine, ai),
	"puzzles":                 concat(leaves, words, ai, []string{"internal/strict", "puzzles/internal/..."}),
	"puzzles/internal/...":    concat(leaves, engine), // facts of a position the motifs share (seen)
	"lessons":                 concat(leaves, words, ai, content),
	"puzzles/gen/...":         concat(leaves, words, ai, content, []string{"puzzles/gen"}), // the authoring tool
	"internal/content":        concat(leaves, toml, words, ai, content, []string{"internal/store/fsread"}),
	"internal/app":            concat(leaves, words, ai, content, store, []string{"internal/content"}),
	"internal/tui":            all, // the front ends: never each other, never the generator
	"internal/plain":          all,
	"internal/cli":            concat(all, []string{"internal/tui", "internal/plain", "puzzles/gen"}),
	"cmd/belote":              {"internal/cli"},
	"cmd/belote-web":          concat(all, []string{"internal/tui"}), // the browser build (GOOS=js)
	"internal/testkit/...":    concat(leaves, words),
	"internal/testkit/layers": {},
}

// trainers never depend on the generator, even through another package: the trainer reads
// content, authoring is a tool (`belote gen`, `go generate`).
var trainers = []string{"internal/app", "internal/tui", "internal/plain", "cmd/belote-web"}

// platforms are the builds whose imports are checked: this machine's, and the browser's (files
// for GOOS=js import other packages).
var platforms = [][]string{nil, {"GOOS=js", "GOARCH=wasm"}}

func concat(groups ...[]string) []string { return slices.Concat(groups...) }

// matches reports whether pkg (a path inside the module) is pattern or, for "x/...", under x.
func matches(pattern, pkg string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return pkg == base || strings.HasPrefix(pkg, base+"/")
	}
	return pkg == pattern
}

// row returns the table's row for pkg: the exact entry, else the longest "x/..." group.
func row(pkg string) (string, bool) {
	if _, ok := mayImport[pkg]; ok {
		return pkg, true
	}
	best := ""
	for p := range mayImport {
		if strings.HasSuffix(p, "/...") && matches(p, pkg) && len(p) > len(best) {
			best = p
		}
	}
	return best, best != ""
}

// goList runs `go list` on the module with a template, for the platform env, and returns its lines.
func goList(t *testing.T, env []string, args ...string) []string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	require.NoError(t, err, "the layer test runs `go list`")
	cmd := exec.Command(goTool, append([]string{"list"}, append(args, module+"...")...)...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	require.NoError(t, err, "go list %v", env)
	return strings.Split(strings.TrimSpace(string(out)), "\n")
}

// imports maps each package of the module to the module's packages it imports (not in its tests),
// or with deps to every package of the module it depends on, on the platform env.
func imports(t *testing.T, env []string, deps bool) map[string][]string {
	t.Helper()
	field := ".Imports"
	if deps {
		field = ".Deps"
	}
	m := map[string][]string{}
	for _, line := range goList(t, env, "-f", "{{.ImportPath}}{{range "+field+"}} {{.}}{{end}}") {
		fields := strings.Fields(line)
		pkg, _ := strings.CutPrefix(fields[0], module)
		for _, imp := range fields[1:] {
			if rel, ok := strings.CutPrefix(imp, module); ok {
				m[pkg] = append(m[pkg], rel)
			}
		}
		if _, ok := m[pkg]; !ok {
			m[pkg] = nil
		}
	}
	return m
}

func TestImportLayers(t *testing.T) {
	for _, env := range platforms {
		pkgs := imports(t, env, false)
		require.Contains(t, pkgs, "internal/app", "go list found the module's packages")
		checkRows(t, env, pkgs)
	}
}

// checkRows checks every package's imports against its row of the table.
func checkRows(t *testing.T, env []string, pkgs map[string][]string) {
	t.Helper()
	for pkg, imps := range pkgs {
		r, ok := row(pkg)
		if !assert.True(t, ok, "%s is in no row of the layer table (internal/testkit/layers/layers_test.go): add it", pkg) {
			continue
		}
		for _, imp := range imps {
			ok := slices.ContainsFunc(mayImport[r], func(p string) bool { return matches(p, imp) })
			assert.True(t, ok, "%s imports %s (%v), which its row (%s) does not allow: see docs/architecture.md", pkg, imp, env, r)
		}
	}
}

func TestTrainerNeverLinksTheGenerator(t *testing.T) {
	for _, env := range platforms {
		deps := imports(t, env, true)
		for _, pkg := range trainers {
			require.Contains(t, deps, pkg)
			for _, d := range deps[pkg] {
				assert.False(t, matches("puzzles/gen/...", d), "%s depends on %s (%v): the trainer reads content, it never links the generator", pkg, d, env)
			}
		}
	}
}

// The table itself: every row names a package or group that exists, so a renamed folder is not
// left with a stale row that allows nothing.
func TestLayerTableRowsExist(t *testing.T) {
	pkgs := imports(t, nil, false)
	for r := range mayImport {
		found := false
		for pkg := range pkgs {
			found = found || matches(r, pkg)
		}
		assert.True(t, found, "row %s of the layer table matches no package", r)
	}
}
