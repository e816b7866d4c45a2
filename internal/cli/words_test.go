package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/explain"
)

// Every message of the human modes has both languages with the same placeholders, and the code
// names every key (none is dead) and only keys that exist (none shows as {key}).
func TestWordsComplete(t *testing.T) {
	for key, m := range words {
		assert.NotEmpty(t, strings.TrimSpace(m[explain.French]), "%s lacks French", key)
		assert.NotEmpty(t, strings.TrimSpace(m[explain.English]), "%s lacks English", key)
		fr, err := explain.Placeholders(m[explain.French])
		require.NoError(t, err, key)
		en, err := explain.Placeholders(m[explain.English])
		require.NoError(t, err, key)
		assert.Equal(t, placeholderNames(fr), placeholderNames(en), "%s: French and English take different values", key)
	}
	used := wordKeysInSource(t)
	for key := range words {
		assert.True(t, used[key], "message %s is never used", key)
	}
	for key := range used {
		_, ok := words[key]
		assert.True(t, ok, "unknown message key %q", key)
	}
}

// placeholderNames keeps the names of placeholders ("n" for {n|one|many}), sorted and unique.
func placeholderNames(ps []string) []string {
	var out []string
	for _, p := range ps {
		name, _, _ := strings.Cut(p, "|")
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// wordKeysInSource lists the string literals of the package that look like keys of words.
func wordKeysInSource(t *testing.T) map[string]bool {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	used := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "words.go" {
			continue
		}
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		f, err := parser.ParseFile(token.NewFileSet(), name, src, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				s, err := strconv.Unquote(bl.Value)
				if err == nil && isWordKey(s) {
					used[s] = true
				}
			}
			return true
		})
	}
	return used
}

func isWordKey(s string) bool {
	for _, prefix := range []string{"table.", "evaluate.", "coach."} {
		if rest, ok := strings.CutPrefix(s, prefix); ok && rest != "" && !strings.ContainsAny(rest, " ./") {
			return true
		}
	}
	return false
}
