package engine

import (
	"fmt"
	"unicode/utf8"
)

// MaxQuoted is how many characters of a bad token an error message quotes (docs/cli.md): an
// input of 50 MB that is not a card must not come back whole in the error.
const MaxQuoted = 64

// Quote quotes s as %q does, cut to its first MaxQuoted characters; a cut token ends in "…" after
// the closing quote, so that the message still says the token went on.
func Quote(s string) string {
	if utf8.RuneCountInString(s) <= MaxQuoted {
		return fmt.Sprintf("%q", s)
	}
	n := 0
	for i := range s {
		if n == MaxQuoted {
			return fmt.Sprintf("%q…", s[:i])
		}
		n++
	}
	return fmt.Sprintf("%q", s)
}
