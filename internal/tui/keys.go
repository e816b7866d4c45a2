package tui

import (
	"strings"

	"github.com/gdamore/tcell/v2"

	"github.com/belote-trainer/belote/internal/app"
)

// Binding is one key of a screen: the key, its label for the footer and the help, the catalogue
// key of its description, and what it does (STYLE.md: keys are data; the same table handles the key
// and draws the help, so help never drifts from behaviour).
type Binding struct {
	Key    tcell.Key // a special key (arrows, Enter, Esc…), 0 or KeyRune for none
	Runes  string    // the characters that trigger it too
	Label  string    // as shown: "←/h", "Enter", "1-8"
	Help   app.Key   // catalogue key of the description in the help
	Short  app.Key   // catalogue key of the footer's shorter description ("" : Help)
	Action func(r rune)
	Footer bool        // shown in the footer line as well as in the help
	When   func() bool // when set, shown in the footer only while it holds (a text to scroll)
	Typing bool        // still handled while a text field has focus (non-character keys only)
	// Count, when set, is how many of the keys of Runes apply now (the cards of the hand shown):
	// the label says that range ("1-5", "1"), the descriptions get it as {n} for their plural,
	// and the footer leaves the key out while it is 0 (the help then gives Label).
	Count func() int
}

// label is the key's label as shown now: a counted range says how far it goes.
func (b Binding) label() string {
	switch n := b.count(); {
	case n <= 0:
		return b.Label
	case n == 1:
		return b.Runes[:1]
	default:
		return b.Runes[:1] + "-" + b.Runes[n-1:n]
	}
}

// count is Count's figure within Runes, or -1 for a key without a count.
func (b Binding) count() int {
	if b.Count == nil {
		return -1
	}
	return max(0, min(b.Count(), len(b.Runes)))
}

// describe is the description of catalogue key desc for this key, in language l: for a counted
// key, in the number its label shows.
func (b Binding) describe(l app.Lang, desc app.Key) string {
	switch n := b.count(); {
	case n < 0:
		return app.T(l, desc)
	case n == 0:
		return app.T(l, desc, "n", len(b.Runes))
	default:
		return app.T(l, desc, "n", n)
	}
}

// KeyMap is a screen's key table, looked up in order.
type KeyMap []Binding

// Handle runs the binding that matches ev, and reports whether one did. While a text field has
// focus (typing), character keys belong to the field and only Typing bindings apply.
func (km KeyMap) Handle(ev *tcell.EventKey, typing bool) bool {
	for _, b := range km {
		if typing && (!b.Typing || ev.Key() == tcell.KeyRune) {
			continue
		}
		if b.matches(ev) {
			b.Action(ev.Rune())
			return true
		}
	}
	return false
}

func (b Binding) matches(ev *tcell.EventKey) bool {
	if ev.Key() == tcell.KeyRune {
		return b.Runes != "" && ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) == 0 && strings.ContainsRune(b.Runes, ev.Rune())
	}
	return b.Key != tcell.KeyRune && b.Key != 0 && b.Key == ev.Key()
}
