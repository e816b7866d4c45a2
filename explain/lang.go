// Package explain turns the engine's facts into sentences for learners, in French and English: why a
// card is legal or not (RULES.md §3), why a card wins a trick (W1), what a hand may declare and whose
// announcements score (§5), and how a deal is scored (§6). It never decides a rule itself: every
// verdict comes from the engine, and every sentence cites the RULES.md ids it relies on, e.g. "(P5)".
package explain

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// Lang is the language of the explanations.
type Lang uint8

// The two languages of the trainer; French first.
const (
	French Lang = iota
	English
	numLangs // the number of languages: the length of a Text
)

// Langs lists the languages, French first.
var Langs = []Lang{French, English}

// String returns "fr" or "en".
func (l Lang) String() string {
	if l == English {
		return "en"
	}
	return "fr"
}

// ParseLang reads "fr" or "en" (case and a region suffix such as "fr_FR" are accepted).
func ParseLang(s string) (Lang, error) {
	switch base := strings.ToLower(strings.TrimSpace(s)); {
	case base == "fr" || strings.HasPrefix(base, "fr_") || strings.HasPrefix(base, "fr-"):
		return French, nil
	case base == "en" || strings.HasPrefix(base, "en_") || strings.HasPrefix(base, "en-"):
		return English, nil
	}
	return English, fmt.Errorf("unknown language %s: use fr or en", engine.Quote(s))
}

// DetectLang chooses the language: the flag when it names one (fr, en), else the locale of the
// environment, read as POSIX does (LC_ALL, then LC_MESSAGES, then LANG: the first that is set
// decides). A French locale (fr, fr_FR.UTF-8, fr_MA…) gives French; anything else English.
func DetectLang(flag string, getenv func(string) string) Lang {
	if flag != "" {
		if l, err := ParseLang(flag); err == nil {
			return l
		}
	}
	if getenv == nil {
		return English
	}
	for _, key := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(key); v != "" {
			if strings.HasPrefix(strings.ToLower(v), "fr") {
				return French
			}
			return English
		}
	}
	return English
}
