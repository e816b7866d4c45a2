// Package app holds the trainer's models, free of any widget: the screen stack, drills, quizzes,
// the score calculator, the rules reference, settings and the messages in French and English. The
// terminal screens (internal/tui) and the plain dialogue (internal/plain) only draw these models and
// forward the learner's answers to them (STYLE.md: model apart from widgets).
package app

import (
	"fmt"
	"strings"
)

// Lang is a language of the learner's texts.
type Lang string

// The two languages; French comes first (BRIEF: French first).
const (
	FR Lang = "fr"
	EN Lang = "en"
)

// ParseLang reads "fr" or "en".
func ParseLang(s string) (Lang, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "fr":
		return FR, true
	case "en":
		return EN, true
	}
	return "", false
}

// LangFromLocale reads a POSIX locale (LC_ALL, LC_MESSAGES, LANG): French when it names French,
// English for any other language, and no answer for an unset or neutral locale (C, POSIX).
func LangFromLocale(locale string) (Lang, bool) {
	l := strings.ToLower(locale)
	switch {
	case l == "" || l == "c" || l == "posix" || strings.HasPrefix(l, "c."):
		return "", false
	case strings.HasPrefix(l, "fr"):
		return FR, true
	}
	return EN, true
}

// ChooseLang picks the language: the --lang flag, else the environment's locale (the first of
// LC_ALL, LC_MESSAGES, LANG that is set, as POSIX orders them), else the saved setting, else French.
func ChooseLang(flag string, getenv func(string) string, saved string) Lang {
	if l, ok := ParseLang(flag); ok {
		return l
	}
	for _, key := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(key); v != "" {
			if l, ok := LangFromLocale(v); ok {
				return l
			}
			break
		}
	}
	if l, ok := ParseLang(saved); ok {
		return l
	}
	return FR
}

// Text is a learner-facing text in both languages.
type Text struct{ FR, EN string }

// In returns the text in language l.
func (t Text) In(l Lang) string {
	if l == EN {
		return t.EN
	}
	return t.FR
}

// T returns the catalogue message key in language l, formatted with args. An unknown key is a bug
// that the catalogue test catches; it shows as the key itself rather than crashing the app.
func (l Lang) T(key string, args ...any) string {
	t, ok := messages[key]
	if !ok {
		return "{" + key + "}"
	}
	if len(args) == 0 {
		return t.In(l)
	}
	return fmt.Sprintf(t.In(l), args...)
}

// HasMessage reports whether the catalogue has key (for tests of the screens' keys).
func HasMessage(key string) bool { _, ok := messages[key]; return ok }

// MessageKeys lists the catalogue's keys (for the completeness test).
func MessageKeys() []string {
	keys := make([]string, 0, len(messages))
	for k := range messages {
		keys = append(keys, k)
	}
	return keys
}

// MessageText returns a catalogue entry (for the completeness test).
func MessageText(key string) Text { return messages[key] }
