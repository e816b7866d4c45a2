package app

import (
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// joinAnd joins words as a sentence lists them: "Est, Nord et Ouest", "East, North and West".
func joinAnd(l Lang, words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + T(l, "word.and") + " " + words[len(words)-1]
}
