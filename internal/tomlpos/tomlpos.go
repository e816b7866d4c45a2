// Package tomlpos finds where each key of a TOML document is written, so that an error about a key
// (unknown, missing, or with a value the types accept but the rules refuse) can name its line and
// column. BurntSushi/toml keeps these positions private; this is a small line scanner over the
// subset of TOML that the project's files use (tables, arrays of tables, dotted and quoted keys,
// multi-line strings and arrays).
package tomlpos

import (
	"strconv"
	"strings"
)

// Pos is a 1-based line and column.
type Pos struct {
	Line, Col int
}

// Entry is one key as written: its path without array indices (as toml.Key.String() gives it,
// e.g. "steps.text"), its path with them ("steps.2.text"), and where it is.
type Entry struct {
	Path    string
	Indexed string
	Pos     Pos
}

// Index lists the keys of a document in the order they are written.
type Index struct {
	Entries   []Entry
	byIndexed map[string]Pos // built by Find
}

// Scan reads the keys of src. It never fails: what it cannot read, it skips.
func Scan(src string) *Index {
	idx := &Index{}
	counts := map[string]int{} // array-of-tables path (indexed parent) -> elements seen
	var prefix, indexedPrefix []string
	inString := ""
	depth := 0 // open [ ] or { } of a multi-line value
	for n, raw := range strings.Split(src, "\n") {
		line := raw
		if inString != "" {
			end := strings.Index(line, inString)
			if end < 0 {
				continue
			}
			line = line[end+3:]
			inString = ""
		}
		trimmed := strings.TrimSpace(line)
		col := len(line) - len(strings.TrimLeft(line, " \t")) + 1
		switch {
		case depth > 0:
			depth += bracketBalance(trimmed)
		case strings.HasPrefix(trimmed, "[["):
			end := strings.Index(trimmed[2:], "]]")
			if end < 0 {
				continue
			}
			name := splitKey(strings.TrimSpace(trimmed[2 : 2+end]))
			prefix, indexedPrefix = name, resolve(counts, name, true)
			idx.add(prefix, indexedPrefix, Pos{n + 1, col})
		case strings.HasPrefix(trimmed, "["):
			end := strings.Index(trimmed, "]")
			if end < 0 {
				continue
			}
			name := splitKey(trimmed[1:end])
			prefix, indexedPrefix = name, resolve(counts, name, false)
			idx.add(prefix, indexedPrefix, Pos{n + 1, col})
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		default:
			eq := keyEnd(trimmed)
			if eq < 0 {
				continue
			}
			key := splitKey(trimmed[:eq])
			value := strings.TrimSpace(trimmed[eq+1:])
			idx.add(append(clone(prefix), key...), append(clone(indexedPrefix), key...), Pos{n + 1, col})
			inString = openMultiline(value)
			if inString == "" {
				depth = bracketBalance(value)
			}
		}
	}
	return idx
}

func (idx *Index) add(path, indexed []string, p Pos) {
	idx.Entries = append(idx.Entries, Entry{Path: strings.Join(path, "."), Indexed: strings.Join(indexed, "."), Pos: p})
}

// Find returns where the key with the given indexed path ("steps.2.text") is first written. The
// lookup is a map built on the first call: a file with thousands of problems looks up thousands of
// keys.
func (idx *Index) Find(indexed string) (Pos, bool) {
	if idx.byIndexed == nil {
		idx.byIndexed = make(map[string]Pos, len(idx.Entries))
		for _, e := range idx.Entries {
			if _, seen := idx.byIndexed[e.Indexed]; !seen {
				idx.byIndexed[e.Indexed] = e.Pos
			}
		}
	}
	p, ok := idx.byIndexed[indexed]
	return p, ok
}

// FindNearest returns the position of the key, or else of its closest written parent (a missing
// key is reported where its table starts), or line 1.
func (idx *Index) FindNearest(indexed string) Pos {
	for k := indexed; k != ""; {
		if p, ok := idx.Find(k); ok {
			return p
		}
		dot := strings.LastIndex(k, ".")
		if dot < 0 {
			break
		}
		k = k[:dot]
	}
	return Pos{Line: 1, Col: 1}
}

// Occurrences returns, in document order, where the key with the given unindexed path is written.
func (idx *Index) Occurrences(path string) []Entry {
	var out []Entry
	for _, e := range idx.Entries {
		if e.Path == path {
			out = append(out, e)
		}
	}
	return out
}

// resolve turns a table name into its indexed path: a parent that is an array of tables refers to
// its latest element; a new [[name]] opens the next element.
func resolve(counts map[string]int, name []string, isArray bool) []string {
	var out []string
	for i, part := range name {
		out = append(out, part)
		key := strings.Join(out, ".")
		last := i == len(name)-1
		if last && isArray {
			counts[key]++
			out = append(out, strconv.Itoa(counts[key]-1))
			continue
		}
		if c, ok := counts[key]; ok && c > 0 {
			out = append(out, strconv.Itoa(c-1))
		}
	}
	return out
}

// keyEnd returns the index of the '=' that ends the key, skipping quoted parts.
func keyEnd(s string) int {
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '=':
			return i
		}
	}
	return -1
}

// splitKey splits a dotted key, unquoting its parts.
func splitKey(s string) []string {
	var parts []string
	var cur strings.Builder
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '.':
			parts = append(parts, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(c)
		}
	}
	return append(parts, strings.TrimSpace(cur.String()))
}

// openMultiline returns the delimiter of a multi-line string that the value opens and does not close.
func openMultiline(v string) string {
	for _, d := range []string{`"""`, `'''`} {
		if strings.HasPrefix(v, d) && !strings.Contains(v[3:], d) {
			return d
		}
	}
	return ""
}

// bracketBalance counts the [ and { a value opens minus those it closes, outside strings.
func bracketBalance(v string) int {
	bal := 0
	quote := byte(0)
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#':
			return bal
		case c == '[' || c == '{':
			bal++
		case c == ']' || c == '}':
			bal--
		}
	}
	return bal
}

func clone(s []string) []string { return append([]string(nil), s...) }
