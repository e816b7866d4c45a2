package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// repoRoot is the repository's top folder, seen from this package's folder.
const repoRoot = "../.."

// docs/cli.md has a section for every command of the table.
func TestCLIDocCoversEveryCommand(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, "docs", "cli.md"))
	require.NoError(t, err)
	doc := string(data)
	for _, c := range sortedCommands() {
		heading := regexp.MustCompile("(?m)^## .*`belote " + regexp.QuoteMeta(c.name) + "[ `]")
		assert.True(t, heading.MatchString(doc), "docs/cli.md has no section for belote %s", c.name)
	}
}

// The README and docs/ point only inside the repository, and every relative link resolves.
func TestDocsLinksStayInTheRepository(t *testing.T) {
	files := []string{filepath.Join(repoRoot, "README.md")}
	docs, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	require.NoError(t, err)
	files = append(files, docs...)
	link := regexp.MustCompile(`\]\(([^)#\s]+)(#[^)]*)?\)`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		text := string(data)
		assert.False(t, strings.Contains(text, "../shared") || strings.Contains(text, "in `shared/`"), "%s points outside the repository", f)
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			_, err := os.Stat(filepath.Join(filepath.Dir(f), target))
			assert.NoError(t, err, "%s links to %s", f, target)
		}
	}
}

// The rule book keeps every rule id the engine cites.
func TestRulesDocHasTheRuleIDs(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, "docs", "rules.md"))
	require.NoError(t, err)
	for _, r := range engine.AllRules() {
		assert.True(t, regexp.MustCompile(`\b`+r.String()+`\b`).MatchString(string(data)), "rule %s", r)
	}
	assert.True(t, strings.Contains(string(data), "| P5 | `overtrump` |"), "the rows of §3 keep their ids and codes")
}
