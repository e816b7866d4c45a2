package tomlpos

import "fmt"

// Limits of the shapes a TOML file of ours may have. BurntSushi/toml spends time and memory
// quadratic in the number of parts of a dotted key and in the nesting of inline tables (a 16 KB
// line of `a.a.a…= 1` takes 2.5 GB), so Guard refuses such files before they are decoded. The
// project's own files use at most 3 parts and 3 levels (docs/content.md states the limits).
const (
	MaxDepth    = 8   // nested arrays and inline tables in one value
	MaxKeyParts = 8   // parts of a dotted key or a table header: a.b.c is 3
	MaxKeyLen   = 256 // bytes of a whole key, quotes included
)

// LimitError is a file refused by Guard, at the place where it went past a limit.
type LimitError struct {
	Pos
	Msg string
}

func (e *LimitError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Guard checks, in one pass over src and without decoding it, that no value nests deeper than
// MaxDepth and no key has more than MaxKeyParts parts or MaxKeyLen bytes. It reads only as much
// TOML as it needs (strings, comments, keys, brackets) and lets the decoder report syntax errors:
// what it cannot make sense of, it skips.
func Guard(src []byte) *LimitError {
	g := guard{src: src, line: 1, lineStart: 0}
	return g.run()
}

type guard struct {
	src       []byte
	i         int
	line      int
	lineStart int
	stack     []byte // open [ and { of the current value
}

func (g *guard) pos(i int) Pos { return Pos{Line: g.line, Col: i - g.lineStart + 1} }

func (g *guard) fail(i int, format string, args ...any) *LimitError {
	return &LimitError{Pos: g.pos(i), Msg: fmt.Sprintf(format, args...)}
}

func (g *guard) run() *LimitError {
	atLineStart := true
	for g.i < len(g.src) {
		c := g.src[g.i]
		switch {
		case c == '\n':
			g.newline(g.i)
			g.i++
			atLineStart = len(g.stack) == 0
			continue
		case c == ' ' || c == '\t' || c == '\r':
			g.i++
			continue
		case c == '#':
			g.skipComment()
			continue
		}
		if atLineStart {
			atLineStart = false
			var err *LimitError
			if c == '[' {
				err = g.header()
			} else {
				err = g.key()
			}
			if err != nil {
				return err
			}
			continue
		}
		if err := g.value(c); err != nil {
			return err
		}
	}
	return nil
}

// value reads one character of a value: strings are skipped whole, brackets counted, and a key
// is expected after the { or , of an inline table.
func (g *guard) value(c byte) *LimitError {
	switch c {
	case '"', '\'':
		g.skipString()
		return nil
	case '[', '{':
		g.stack = append(g.stack, c)
		if len(g.stack) > MaxDepth {
			return g.fail(g.i, "values nested more than %d deep (arrays and inline tables)", MaxDepth)
		}
		g.i++
		if c == '{' {
			return g.key()
		}
		return nil
	case ']', '}':
		if len(g.stack) > 0 {
			g.stack = g.stack[:len(g.stack)-1]
		}
	case ',':
		if n := len(g.stack); n > 0 && g.stack[n-1] == '{' {
			g.i++
			return g.key()
		}
	}
	g.i++
	return nil
}

// header reads a [table] or [[array.of.tables]] header.
func (g *guard) header() *LimitError {
	g.i++ // [
	if g.i < len(g.src) && g.src[g.i] == '[' {
		g.i++
	}
	if err := g.keyParts(']'); err != nil {
		return err
	}
	for g.i < len(g.src) && g.src[g.i] == ']' {
		g.i++
	}
	return nil
}

// key reads a key up to its '=' (or the '}' of an empty inline table).
func (g *guard) key() *LimitError { return g.keyParts('=') }

// keyParts reads a dotted key up to end, counting its parts and bytes. It stops without error at
// a newline or anything a key cannot hold; the decoder will say what is wrong.
func (g *guard) keyParts(end byte) *LimitError {
	start, parts := -1, 1
	for g.i < len(g.src) {
		c := g.src[g.i]
		switch {
		case c == end:
			return nil
		case c == '\n' || c == '#' || c == '}' || c == '[' || c == '{':
			return nil
		case c == '.':
			parts++
			if parts > MaxKeyParts {
				return g.fail(g.i, "a key of more than %d dotted parts", MaxKeyParts)
			}
		case c == '"' || c == '\'':
			if start < 0 {
				start = g.i
			}
			g.skipString()
			if g.i-start > MaxKeyLen {
				return g.fail(start, "a key longer than %d bytes", MaxKeyLen)
			}
			continue
		case c == ' ' || c == '\t':
		default:
			if start < 0 {
				start = g.i
			}
		}
		g.i++
		if start >= 0 && g.i-start > MaxKeyLen {
			return g.fail(start, "a key longer than %d bytes", MaxKeyLen)
		}
	}
	return nil
}

// skipString skips a basic, literal or multi-line string starting at g.i, counting its lines.
func (g *guard) skipString() {
	q := g.src[g.i]
	multi := g.i+2 < len(g.src) && g.src[g.i+1] == q && g.src[g.i+2] == q
	if multi {
		g.i += 3
	} else {
		g.i++
	}
	for g.i < len(g.src) {
		c := g.src[g.i]
		switch {
		case c == '\\' && q == '"':
			g.i++
			if g.i < len(g.src) && g.src[g.i] == '\n' {
				g.newline(g.i)
			}
		case c == '\n':
			if !multi {
				return // an unterminated string: the decoder reports it
			}
			g.newline(g.i)
		case c == q && (!multi || g.i+2 < len(g.src) && g.src[g.i+1] == q && g.src[g.i+2] == q):
			if multi {
				g.i += 3
				for g.i < len(g.src) && g.src[g.i] == q { // """a"""" ends with a quote in the string
					g.i++
				}
			} else {
				g.i++
			}
			return
		}
		g.i++
	}
}

func (g *guard) skipComment() {
	for g.i < len(g.src) && g.src[g.i] != '\n' {
		g.i++
	}
}

func (g *guard) newline(i int) {
	g.line++
	g.lineStart = i + 1
}
