package strict

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProblemString(t *testing.T) {
	p := Problem{File: "puzzles/x.toml", Line: 12, Col: 3, ID: "x-1", Message: "puzzle.0.hand: bad"}
	assert.Equal(t, "puzzles/x.toml:12:3: [x-1] puzzle.0.hand: bad", p.String())
	p.ID = ""
	assert.Equal(t, "puzzles/x.toml:12:3: puzzle.0.hand: bad", p.String())
}

func TestTableReportsEveryProblem(t *testing.T) {
	src := "[[item]]\nname = 3\ntext = { fr = \"\", en = \"ok\" }\ndificulty = 2\ncard = \"1S\"\n\n[[item]]\nname = \"b\"\n"
	doc, top, ok := Parse("f.toml", []byte(src))
	require.True(t, ok)
	items := top.List("item")
	require.Len(t, items, 2)
	for _, it := range items {
		var name string
		var difficulty int
		var card Card
		it.Require("name", &name, "a string")
		it.Get("difficulty", &difficulty, "an integer")
		it.Get("card", &card, "a card")
		if it.Has("text") {
			it.Text("text", true)
		}
		it.Finish(nil)
	}
	var got []string
	for _, p := range doc.Problems {
		got = append(got, p.String())
	}
	assert.Equal(t, []string{
		"f.toml:2:1: item.0.name: wrong type: expected a string",
		`f.toml:5:1: item.0.card: bad card "1S": unknown French rank "1" (7 8 9 10 J Q K A) (C2)`,
		"f.toml:3:1: item.0.text.fr: empty text",
		`f.toml:4:1: item.0.dificulty: unknown key (did you mean "difficulty"?)`,
	}, got)
}

func TestSyntaxError(t *testing.T) {
	doc, _, ok := Parse("f.toml", []byte("a = 1\nb = [1,\n"))
	assert.False(t, ok)
	require.Len(t, doc.Problems, 1)
	assert.Contains(t, doc.Problems[0].String(), "f.toml:")
	assert.Contains(t, doc.Problems[0].Message, "TOML syntax")
}

func TestValidID(t *testing.T) {
	for id, want := range map[string]bool{"legal-001": true, "a": true, "": false, "-a": false, "Legal": false, "a_b": false, "é": false} {
		assert.Equal(t, want, ValidID(id), id)
	}
}

// TestParseRefusesDeepNesting: a file the decoder would spend seconds and gigabytes on is refused
// first, with its place.
func TestParseRefusesDeepNesting(t *testing.T) {
	for src, want := range map[string]string{
		"a = " + strings.Repeat("{b=", 10000) + "1":     "f.toml:1:29: TOML too complex: values nested more than 8 deep (arrays and inline tables)",
		"[x]\n" + strings.Repeat("a.", 20000) + "a = 1": "f.toml:2:16: TOML too complex: a key of more than 8 dotted parts",
	} {
		doc, _, ok := Parse("f.toml", []byte(src))
		require.False(t, ok)
		require.Len(t, doc.Problems, 1)
		assert.Equal(t, want, doc.Problems[0].String())
	}
}
