package explain

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

var (
	// placeholderRE finds a placeholder's name; a plural placeholder {n|one|many} has its own words
	// in each language, but the same name.
	placeholderRE = regexp.MustCompile(`\{([a-z]+)[}|]`)
	// citationRE finds a citation: rule ids in parentheses, possibly after other words, e.g. "(P5)",
	// "(A3, A5)", "(20 points, B1)", or the id of the deciding rule "({rule})".
	citationRE = regexp.MustCompile(`\((?:[^()]*[ ,])?((?:[CTPWBAK][0-9])|\{rule\})\)`)
)

func placeholders(s string) []string {
	var ps []string
	for _, m := range placeholderRE.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(ps, m[1]) {
			ps = append(ps, m[1])
		}
	}
	sort.Strings(ps)
	return ps
}

// One table holds both languages; these checks make sure that neither text is missing, that both
// use the same placeholders, and that every sentence cites a rule id that RULES.md defines.
func TestCatalogueComplete(t *testing.T) {
	for id, e := range catalogue {
		t.Run(string(id), func(t *testing.T) {
			require.NotEmpty(t, strings.TrimSpace(e[French]), "French text missing")
			require.NotEmpty(t, strings.TrimSpace(e[English]), "English text missing")
			assert.Equal(t, placeholders(e[French]), placeholders(e[English]), "both languages must use the same placeholders")
			if strings.HasPrefix(string(id), "w.") {
				return
			}
			for _, text := range []string{e[French], e[English]} {
				m := citationRE.FindAllStringSubmatch(text, -1)
				require.NotEmpty(t, m, "no rule citation in %q", text)
				for _, sub := range m {
					if sub[1] != "{rule}" {
						_, err := engine.ParseRule(sub[1])
						assert.NoError(t, err, "bad citation in %q", text)
					}
				}
			}
		})
	}
}

// A French card or suit name may start with "le" (Spanish face), which cannot follow "de" or "à".
func TestFrenchNoContraction(t *testing.T) {
	bad := regexp.MustCompile(`(?:\bde|\bà|\bd') \{(card|cards|mcard|high|legal|held|led|suit|trump|kq|wa|la|ann|alt|best|shared|list)\}`)
	for id, e := range catalogue {
		assert.False(t, bad.MatchString(e[French]), "%s: %q puts a name after de/à", id, e[French])
	}
}

// The French of the explainer speaks as a French table does (issue 10): no "pisser" (P6 is
// sous-couper, a discard is se défausser), no "(s)" nor EW (CheckFrench), and no card written as
// a code ("KS", "12o") outside its placeholders.
func TestCatalogueFrenchWords(t *testing.T) {
	for id, e := range catalogue {
		fr := e[French]
		assert.NotContains(t, strings.ToLower(fr), "piss", id)
		assert.Empty(t, CheckFrench(fr), id)
		assert.Empty(t, rawCodes(placeholderRe.ReplaceAllString(fr, " ")), "%s: %q", id, fr)
	}
}

func TestTitlesForEveryRule(t *testing.T) {
	for _, r := range engine.AllRules() {
		for _, l := range Langs {
			title := Title(r, l)
			assert.NotEqual(t, r.String(), title, "rule %s has no %s title", r, l)
			assert.NotEmpty(t, title)
		}
	}
	assert.Equal(t, len(engine.AllRules()), len(titles), "a title for a rule that does not exist")
	assert.Equal(t, "P5 (surcouper)", Cite(engine.P5, French))
	assert.Equal(t, "P4 (partner is master)", Cite(engine.P4, English))
}

func TestDetectLang(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	tests := []struct {
		name string
		flag string
		env  func(string) string
		want Lang
	}{
		{"flag fr", "fr", env("LANG", "en_US.UTF-8"), French},
		{"flag en", "en", env("LANG", "fr_FR.UTF-8"), English},
		{"LANG French", "", env("LANG", "fr_FR.UTF-8"), French},
		{"Moroccan French", "", env("LANG", "fr_MA"), French},
		{"LC_ALL wins", "", env("LC_ALL", "en_GB.UTF-8", "LANG", "fr_FR.UTF-8"), English},
		{"LC_MESSAGES before LANG", "", env("LC_MESSAGES", "fr_CA.UTF-8", "LANG", "C"), French},
		{"C locale", "", env("LANG", "C"), English},
		{"nothing set", "", env(), English},
		{"nil getenv", "", nil, English},
		{"bad flag falls back", "de", env("LANG", "fr_BE"), French},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, DetectLang(tt.flag, tt.env)) })
	}
	_, err := ParseLang("de")
	assert.Error(t, err)
}

func TestBreakdownPassed(t *testing.T) {
	lines := Breakdown(engine.MustBuiltin("classique"), engine.DealFacts{Taker: engine.NoTeam}, engine.Score{Result: engine.Passed}, French)
	require.Len(t, lines, 1)
	assert.Contains(t, lines[0], "(T6)")
}

// Every message of the catalogue is reached by the golden cases and random positions: none is dead,
// and each renders with all its placeholders filled.
func TestEveryMessageUsed(t *testing.T) {
	seen := map[Key]bool{}
	traceSay = func(id Key) { seen[id] = true }
	defer func() { traceSay = nil }()
	TestGoldenPlay(t)
	TestGoldenTricks(t)
	TestGoldenAnnounces(t)
	TestGoldenCompare(t)
	TestGoldenScores(t)
	TestBreakdownPassed(t)
	eachRandom(t, 3_000, 3_000, 5, func(r *rand.Rand, v *engine.Variant, l Lang) {
		p := randomPosition(r, v)
		Play(p, l)
		f := randomFacts(r, v)
		if s, err := v.ScoreDeal(f); err == nil {
			Breakdown(v, f, s, l)
		}
	})
	for id := range catalogue {
		assert.True(t, seen[id], "message %s is never used", id)
	}
}

// Every message renders in both languages with the same placeholders and no brace left.
func TestCatalogueCheck(t *testing.T) {
	assert.Empty(t, catalogue.Check())
	bad := Catalogue{
		"a": {"{n} points", "{m} points"},
		"b": {"ok", ""},
		"c": {"{n|point}", "{n|point}"},
		"d": {"{card:ZZ}", "{card:ZZ}"},
	}
	errs := bad.Check()
	assert.Len(t, errs, 6, "%v", errs) // c and d fail in both languages
}
