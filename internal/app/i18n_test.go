package app

import (
	"fmt"
	"github.com/belote-trainer/belote/explain"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// Every catalogue message exists in French and English, with the same formatting verbs.
func TestMessagesHaveBothLanguages(t *testing.T) {
	verbs := regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)
	for _, k := range MessageKeys() {
		m := MessageText(k)
		assert.NotEmpty(t, strings.TrimSpace(m[explain.French]), "%s lacks French", k)
		assert.NotEmpty(t, strings.TrimSpace(m[explain.English]), "%s lacks English", k)
		assert.Equal(t, verbs.FindAllString(m[explain.French], -1), verbs.FindAllString(m[explain.English], -1), "%s: French and English take different arguments", k)
	}
}

// Every rule of RULES.md has a reference entry, titled and summarised in both languages.
func TestReferenceCoversEveryRule(t *testing.T) {
	for _, r := range engine.AllRules() {
		e := Reference(r)
		assert.NotEmpty(t, e.Title[explain.French], "%s", r)
		assert.NotEmpty(t, e.Title[explain.English], "%s", r)
		assert.NotEmpty(t, e.Summary[explain.French], "%s", r)
		assert.NotEmpty(t, e.Summary[explain.English], "%s", r)
	}
}

// keyLiteral looks like a catalogue key: "home.title", or a prefix such as "quiz.kind.".
var keyLiteral = regexp.MustCompile(`^[a-z0-9]+(\.[a-z0-9-]+)+\.?$`)

// Every string literal of the screens that looks like a catalogue key is in the catalogue (a
// message missing in both languages would show as {key}). Prefixes are checked by the dynamic-key
// test below.
func TestScreensUseKnownKeys(t *testing.T) {
	for _, dir := range []string{".", "../tui", "../plain"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		require.NoError(t, err)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			for _, lit := range stringLiterals(t, f) {
				if keyLiteral.MatchString(lit) && !strings.HasSuffix(lit, ".") && !strings.HasSuffix(lit, ".go") &&
					!strings.HasSuffix(lit, ".json") && !strings.HasSuffix(lit, ".toml") {
					assert.True(t, HasMessage(lit), "%s: unknown message key %q", f, lit)
				}
			}
		}
	}
}

func stringLiterals(t *testing.T, file string) []string {
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	f, err := parser.ParseFile(token.NewFileSet(), file, src, 0)
	require.NoError(t, err)
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
			if s, err := strconv.Unquote(bl.Value); err == nil {
				out = append(out, s)
			}
		}
		return true
	})
	return out
}

// Keys built at run time from a prefix all exist.
func TestDynamicKeys(t *testing.T) {
	var keys []string
	for _, k := range QuizKinds {
		keys = append(keys, "quiz.kind."+k.Key(), "quiz.q."+k.Key())
	}
	for s := range 6 {
		keys = append(keys, fmt.Sprintf("a5.step%d", s))
	}
	for _, k := range []engine.AnnounceKind{engine.Tierce, engine.Cinquante, engine.Cent, engine.Carre} {
		keys = append(keys, "decl."+k.String())
	}
	for _, k := range []string{"winner", "count", "announce", "score"} {
		keys = append(keys, "quiz.pack."+k)
	}
	keys = append(keys, "facts.contract."+engine.Threshold.String(), "facts.contract."+engine.BeatDefence.String(),
		"settings.face.auto", "settings.face.french", "settings.face.spanish", "kind.drill", "kind.quiz", "kind.puzzle", "kind.lesson")
	for _, k := range keys {
		assert.True(t, HasMessage(k), "missing %q", k)
	}
}

func TestChooseLang(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	tests := []struct {
		name  string
		flag  string
		env   map[string]string
		saved string
		want  Lang
	}{
		{"flag wins", "en", map[string]string{"LANG": "fr_FR.UTF-8"}, "fr", EN},
		{"flag with a region", "fr_MA", map[string]string{"LANG": "en_US.UTF-8"}, "en", FR},
		{"the saved choice outlives the locale", "", map[string]string{"LANG": "fr_BE.UTF-8"}, "en", EN},
		{"LC_ALL before LANG", "", map[string]string{"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "", FR},
		{"LC_MESSAGES", "", map[string]string{"LC_MESSAGES": "en_GB", "LANG": "fr_FR"}, "", EN},
		{"LANG French", "", map[string]string{"LANG": "fr_BE.UTF-8"}, "", FR},
		{"other language is English", "", map[string]string{"LANG": "de_DE.UTF-8"}, "", EN},
		{"C locale is not French", "", map[string]string{"LANG": "C.UTF-8"}, "", EN},
		{"bad flag ignored", "de", map[string]string{}, "fr", FR},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, ChooseLang(tt.flag, env(tt.env), tt.saved))
		})
	}
}

// The French of the screens speaks as a French table does (issue 10): no "pisser" (P6 is
// sous-couper, a discard is se défausser), no "(s)" nor EW (explain.CheckFrench), and no card
// written as a code ("KS", "12o"): cards come through placeholders, named by the namer.
func TestMessagesFrenchWords(t *testing.T) {
	placeholder := regexp.MustCompile(`\{[^{}]*\}`)
	for _, k := range MessageKeys() {
		fr := MessageText(k)[explain.French]
		assert.NotContains(t, strings.ToLower(fr), "piss", k)
		assert.Empty(t, explain.CheckFrench(fr), k)
		assert.Empty(t, explain.CheckContent(placeholder.ReplaceAllString(fr, " ")), "%s: %q", k, fr)
	}
}
