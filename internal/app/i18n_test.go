package app

import (
	"github.com/belote-trainer/belote/explain"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
)

// Every catalogue message takes the same formatting verbs in French and English.
func TestMessagesHaveSameVerbs(t *testing.T) {
	verbs := regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)
	for k, m := range Messages() {
		assert.Equal(t, verbs.FindAllString(m[explain.French], -1), verbs.FindAllString(m[explain.English], -1), "%s: French and English take different arguments", k)
	}
}

// Every rule of RULES.md has a reference entry, titled and summarised in both languages.
func TestReferenceCoversEveryRule(t *testing.T) {
	for _, r := range engine.AllRules() {
		e := Reference(r)
		assert.NotEqual(t, Key("ref.unknown"), e.Title, "%s has no entry", r)
		for _, l := range []Lang{FR, EN} {
			assert.NotEmpty(t, T(l, e.Title), "%s", r)
			assert.NotEmpty(t, T(l, e.Summary), "%s", r)
		}
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
// written as a code ("KS", "12o") but in the notation rule: cards come through placeholders,
// named by the namer.
func TestMessagesFrenchWords(t *testing.T) {
	placeholder := regexp.MustCompile(`\{[^{}]*\}`)
	for k, m := range Messages() {
		fr := m[explain.French]
		assert.NotContains(t, strings.ToLower(fr), "piss", k)
		assert.Empty(t, explain.CheckFrench(fr), k)
		if k == "ref.C2.sum" {
			continue // the notation rule (C2) shows the codes themselves
		}
		assert.Empty(t, explain.CheckContent(placeholder.ReplaceAllString(fr, " ")), "%s: %q", k, fr)
	}
}
