// Package safetext shows text that comes from content or a user's file (a lesson, a pack, house
// rules, a file name) without letting it act on the terminal: an escape sequence in a received
// pack could otherwise clear the screen, set the window title, write the clipboard (OSC 52) or
// forge a line of `belote check`. Control characters are shown as visible escapes (`\x1b`,
// `\u009b`), bytes that are not UTF-8 as `\xff`. tview's tags are a different matter, escaped
// where tview draws (tview.Escape): the plain dialogue and the CLI print `[red]` as written.
package safetext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text returns s with every control character shown as an escape, keeping newlines and tabs (a
// lesson's text has paragraphs). It returns s itself when there is nothing to show.
func Text(s string) string { return visible(s, true) }

// Line is Text for text that must stay on one line (a file name, an id, a message of
// `belote check`): newlines, carriage returns and tabs are shown as escapes too.
func Line(s string) string { return visible(s, false) }

// Find returns the first character Text would show as an escape, and whether there is one: check
// reports it so that the author can remove it.
func Find(s string) (string, bool) {
	for i, r := range s {
		if r == utf8.RuneError || hidden(r, true) {
			if r == utf8.RuneError {
				if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
					return fmt.Sprintf(`\x%02x`, s[i]), true
				}
				continue // a real U+FFFD, written as such
			}
			return escape(r), true
		}
	}
	return "", false
}

func visible(s string, multiline bool) string {
	if clean(s, multiline) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case hidden(r, multiline):
			b.WriteString(escape(r))
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// clean is the fast path: most texts are ASCII with nothing to escape.
func clean(s string, multiline bool) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf:
			return cleanFrom(s[i:], multiline)
		case c < 0x20 || c == 0x7f:
			if !multiline || c != '\n' && c != '\t' {
				return false
			}
		}
	}
	return true
}

func cleanFrom(s string, multiline bool) bool {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return false
			}
		}
		if hidden(r, multiline) {
			return false
		}
	}
	return true
}

// hidden reports whether r acts on a terminal or on the order text is shown in: C0 and C1
// controls and DEL (unicode.IsControl), the line and paragraph separators, and the bidirectional
// overrides and isolates, which can make a line read other than it is written.
func hidden(r rune, multiline bool) bool {
	switch {
	case r == '\n' || r == '\t':
		return !multiline
	case unicode.IsControl(r), r == '\u2028', r == '\u2029':
		return true
	case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

func escape(r rune) string {
	switch {
	case r == '\n':
		return `\n`
	case r == '\t':
		return `\t`
	case r == '\r':
		return `\r`
	case r < 0x80:
		return fmt.Sprintf(`\x%02x`, r)
	}
	return fmt.Sprintf(`\u%04x`, r)
}
