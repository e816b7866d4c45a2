package safetext

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"Atout cœur ♥":                   "Atout cœur ♥",
		"deux\nlignes\tet tab":           "deux\nlignes\tet tab",
		"\x1b[2J\x1b]0;title\a":          `\x1b[2J\x1b]0;title\x07`,
		"osc52 \x1b]52;c;Zm9v\x1b\\ end": `osc52 \x1b]52;c;Zm9v\x1b\ end`,
		"c1 \u009b31m csi":               `c1 \u009b31m csi`,
		"del \x7f cr \r":                 `del \x7f cr \r`,
		"bad \xff byte":                  `bad \xff byte`,
		"rlo \u202egnp.exe":              `rlo \u202egnp.exe`,
		"real \ufffd kept":               "real \ufffd kept",
	} {
		assert.Equal(t, want, Text(in), "%q", in)
	}
}

func TestLine(t *testing.T) {
	assert.Equal(t, `a\nb.toml:1:1: forged\tx`, Line("a\nb.toml:1:1: forged\tx"))
	assert.Equal(t, "plain.toml", Line("plain.toml"))
	assert.Equal(t, `caf\xe9.toml`, Line("caf\xe9.toml"))
}

func TestFind(t *testing.T) {
	for in, want := range map[string]string{"ok\ntext": "", "a\x1bb": `\x1b`, "é\u0085": `\u0085`, "x\xfe": `\xfe`, "\ufffd": ""} {
		got, found := Find(in)
		assert.Equal(t, want, got, "%q", in)
		assert.Equal(t, want != "", found)
	}
}

func BenchmarkTextClean(b *testing.B) {
	s := "Quand l'atout est demandé, on doit monter si l'on peut : c'est la règle P3.\n"
	for b.Loop() {
		Text(s)
	}
}
