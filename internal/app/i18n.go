// Package app holds the trainer's models, free of any widget: the screen stack, drills, quizzes,
// the score calculator, the rules reference, settings and the messages in French and English. The
// terminal screens (internal/tui) and the plain dialogue (internal/plain) only draw these models and
// forward the learner's answers to them (STYLE.md: model apart from widgets).
package app

import (
	"strings"

	"github.com/belote-trainer/belote/explain"
)

// Lang is the language of the learner's texts: the one language type of the product (explain).
type Lang = explain.Lang

// The two languages; French comes first (BRIEF: French first).
const (
	FR = explain.French
	EN = explain.English
)

// ParseLang reads "fr" or "en" (a region suffix such as fr_FR is accepted), as explain does.
func ParseLang(s string) (Lang, bool) {
	l, err := explain.ParseLang(s)
	return l, err == nil
}

// ChooseLang picks the language: the --lang flag, else the language chosen in the settings (an
// explicit choice of the learner outlives the locale), else the environment's locale as the
// subcommands read it (explain.DetectLang: French when the locale is French, English otherwise).
func ChooseLang(flag string, getenv func(string) string, saved string) Lang {
	if l, ok := ParseLang(flag); ok {
		return l
	}
	if l, ok := ParseLang(saved); ok {
		return l
	}
	return explain.DetectLang("", getenv)
}

// Text is a learner-facing text in both languages: the product's one bilingual type (explain).
type Text = explain.Text

// T renders the catalogue message key in language l; kv gives the values of its {name}
// placeholders as name, value pairs (explain.Catalogue.Say). An unknown key is a bug that the
// catalogue test catches; it shows as the key itself rather than crashing the app.
func T(l Lang, key Key, kv ...any) string { return messages.Say(l, key, kv...) }

// Key is the id of a message: a constant of the code, never built at run time (explain.Key).
type Key = explain.Key

// Messages returns the app's catalogue, for the tests that check every entry and every key used.
func Messages() explain.Catalogue { return messages }

// keyNames are the names of the keys as a French keyboard prints them; a key label such as
// "PgDn/n" is translated part by part.
var keyNames = map[string]Key{
	"Enter": "keyname.enter", "Esc": "keyname.esc", "Space": "keyname.space", "PgDn": "keyname.pgdn",
	"PgUp": "keyname.pgup", "Tab": "keyname.tab", "Del": "keyname.del", "Shift-Tab": "keyname.shifttab",
}

// KeyName writes a key label ("Enter", "PgDn/n") in language l: "Entrée", "PgSuiv/n".
func KeyName(l Lang, label string) string {
	parts := strings.Split(label, "/")
	for i, p := range parts {
		if k, ok := keyNames[p]; ok {
			parts[i] = T(l, k)
		}
	}
	return strings.Join(parts, "/")
}
