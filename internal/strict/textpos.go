package strict

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/belote-trainer/belote/internal/tomlpos"
)

// ReportIn adds a problem about a phrase inside the string value of key, located at the phrase
// itself: offset is where it starts in the decoded text. When the value cannot be found as
// written (a key set through a dotted table elsewhere, an escape the walk does not know), the
// problem is located at the key, as Report does.
func (t *Table) ReportIn(key string, offset int, format string, args ...any) {
	t.Report(key, format, args...)
	p := &t.doc.Problems[len(t.doc.Problems)-1]
	if pos, ok := t.doc.inValue(p.Line, p.Col, key, offset); ok {
		p.Line, p.Col = pos.Line, pos.Col
	}
}

// inValue finds, from the key written at line and col, the string value of key (the last part of
// its path: "fr" of "point.fr", written "fr = …" or inside "point = { fr = … }") and walks it to
// the decoded byte offset. Columns count characters.
func (d *Doc) inValue(line, col int, key string, offset int) (tomlpos.Pos, bool) {
	lines := strings.Split(d.src, "\n")
	if line < 1 || line > len(lines) {
		return tomlpos.Pos{}, false
	}
	text := lines[line-1]
	start := min(max(col-1, 0), len(text))
	m := valueStart(key).FindStringIndex(text[start:])
	if m == nil {
		return tomlpos.Pos{}, false
	}
	i := start + m[1] // just after the opening quote(s)
	multi := strings.HasSuffix(text[:i], `"""`)
	raw := d.src[lineOffset(lines, line)+i:]
	r, decoded := 0, 0
	for decoded < offset && r < len(raw) {
		switch c := raw[r]; {
		case c == '\\':
			n, size := escape(raw[r:])
			if n == 0 {
				return tomlpos.Pos{}, false
			}
			r, decoded = r+n, decoded+size
		case c == '"' && !multi:
			return tomlpos.Pos{}, false
		default:
			r, decoded = r+1, decoded+1
		}
	}
	before := d.src[:lineOffset(lines, line)+i+r]
	nl := strings.LastIndexByte(before, '\n')
	return tomlpos.Pos{Line: strings.Count(before, "\n") + 1, Col: utf8.RuneCountInString(before[nl+1:]) + 1}, true
}

// valueStart matches the key's last part, "=" and the opening quote of a basic string.
func valueStart(key string) *regexp.Regexp {
	last := key[strings.LastIndexByte(key, '.')+1:]
	return regexp.MustCompile(`(^|[\s{,.])` + regexp.QuoteMeta(last) + `\s*=\s*("""|")`)
}

// escape returns the length of the escape sequence at the start of s and of what it decodes to
// (0, 0 when it is not one the walk knows).
func escape(s string) (n, size int) {
	if len(s) < 2 {
		return 0, 0
	}
	switch s[1] {
	case 'b', 't', 'n', 'f', 'r', '"', '\\':
		return 2, 1
	case 'u', 'U':
		digits := 4
		if s[1] == 'U' {
			digits = 8
		}
		if len(s) < 2+digits {
			return 0, 0
		}
		var r rune
		for _, h := range s[2 : 2+digits] {
			r = r*16 + rune(strings.IndexRune("0123456789abcdef", h|0x20))
		}
		return 2 + digits, utf8.RuneLen(r)
	}
	return 0, 0
}

func lineOffset(lines []string, line int) int {
	off := 0
	for _, l := range lines[:line-1] {
		off += len(l) + 1
	}
	return off
}
