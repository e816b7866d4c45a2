// Package strict reads content files (lessons, puzzle packs) as strict TOML: every key is read by
// name, so an unknown key, a key of the wrong type, a missing key or a bad value is reported with
// the file, line, column and key, and every problem of a file is reported, not only the first.
//
// BurntSushi/toml stops at the first type error of a Decode into a struct. Here the document is
// decoded into plain maps (syntax errors come with their line and column, as toml.ParseError), and
// each key is then converted on its own, by name: a bad key is reported and the next one is still
// read, and a key nobody reads is reported as unknown (the role MetaData.Undecoded plays for a
// struct decode). Converting by hand, without the decoder's reflection, also keeps loading all the
// built-in content within its time budget. Enum-like values (cards, suits, seats, rule ids) are
// types with UnmarshalText, so their errors carry their own message. Positions come from
// internal/tomlpos, since the decoder reports array-of-tables keys without their index.
package strict

import (
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/belote-trainer/belote/internal/safetext"
	"github.com/belote-trainer/belote/internal/tomlpos"
)

// Problem is one thing wrong in a content file, located at a key.
type Problem struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	ID      string `json:"id"`      // the lesson, pack or puzzle it belongs to; "" when unknown
	Key     string `json:"key"`     // the key, with array indices: "puzzle.3.hand"
	Message string `json:"message"` // "key: what is wrong"

	doc *Doc // set by Locate: the position is looked up only if the problem is reported (At)
}

// String formats the problem as `file:line:col: [id] key: message` (the id part only when known).
func (p Problem) String() string {
	id := ""
	if p.ID != "" {
		id = "[" + p.ID + "] "
	}
	// A file name or a message may hold a newline (a forged `file:line:col:` line) or an escape
	// sequence: both are shown escaped.
	return safetext.Line(fmt.Sprintf("%s:%d:%d: %s%s", p.File, p.Line, p.Col, id, p.Message))
}

// Sort orders problems by file, line and column, keeping the order of equal ones.
func Sort(ps []Problem) {
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Doc is one content file being read: its name, its key positions, and the problems found so far.
type Doc struct {
	File     string
	src      string
	idx      *tomlpos.Index // scanned on the first problem: a clean file never needs positions
	Problems []Problem
}

// pos returns where the key with the given indexed path is written, or its nearest parent.
func (d *Doc) pos(path string) tomlpos.Pos {
	if d.idx == nil {
		d.idx = tomlpos.Scan(d.src)
	}
	return d.idx.FindNearest(path)
}

// Parse reads the TOML syntax of a file and returns its top-level table. A syntax error stops the
// file (there is nothing reliable to read after it): ok is false and the error is in d.Problems.
func Parse(file string, src []byte) (d *Doc, top *Table, ok bool) {
	d = &Doc{File: file}
	// A file too deeply nested is refused before the decoder spends seconds and gigabytes on it.
	if lim := tomlpos.Guard(src); lim != nil {
		d.Problems = append(d.Problems, Problem{File: file, Line: lim.Line, Col: lim.Col, Message: "TOML too complex: " + lim.Msg})
		return d, nil, false
	}
	var keys map[string]any
	_, err := toml.Decode(string(src), &keys)
	if err != nil {
		p := Problem{File: file, Line: 1, Col: 1, Message: "TOML syntax: " + err.Error()}
		var pe toml.ParseError
		if errors.As(err, &pe) {
			p.Line, p.Col, p.Message = pe.Position.Line, max(pe.Position.Col, 1), "TOML syntax: "+pe.Message
		}
		d.Problems = append(d.Problems, p)
		return d, nil, false
	}
	d.src = string(src)
	d.showControls(keys, "")
	return d, &Table{doc: d, keys: keys, used: map[string]bool{}}, true
}

// showControls replaces, in every key and string of a decoded table, the control characters
// (ESC, BEL, C1…) by visible escapes, and reports each text that held one: a received pack must
// not act on the terminal of whoever checks or plays it (safetext).
func (d *Doc) showControls(keys map[string]any, path string) {
	join := func(k string) string {
		if path == "" {
			return k
		}
		return path + "." + k
	}
	var bad []string
	for k, v := range keys {
		if _, found := safetext.Find(k); found {
			bad = append(bad, k)
			continue
		}
		keys[k] = d.showValue(v, join(k))
	}
	for _, k := range bad { // renamed after the loop: a map is not grown while it is ranged over
		v := keys[k]
		c, _ := safetext.Find(k)
		delete(keys, k)
		k = safetext.Line(k)
		d.Report("", path, "key %s holds the control character %s: %s", k, c, controlAdvice)
		keys[k] = d.showValue(v, join(k))
	}
}

const controlAdvice = "remove it (a control character could act on the terminal; it is shown escaped)"

func (d *Doc) showValue(v any, path string) any {
	switch x := v.(type) {
	case string:
		if c, bad := safetext.Find(x); bad {
			d.Report("", path, "the control character %s: %s", c, controlAdvice)
			return safetext.Text(x)
		}
	case map[string]any:
		d.showControls(x, path)
	case []map[string]any:
		for i, m := range x {
			d.showControls(m, path+"."+strconv.Itoa(i))
		}
	case []any:
		for i, e := range x {
			if m, ok := e.(map[string]any); ok {
				d.showControls(m, path+"."+strconv.Itoa(i))
			} else {
				x[i] = d.showValue(e, path)
			}
		}
	}
	return v
}

// Report adds a problem at the key with the given indexed path (or its nearest written parent).
func (d *Doc) Report(id, path, format string, args ...any) {
	pos := d.pos(path)
	msg := fmt.Sprintf(format, args...)
	if path != "" {
		msg = path + ": " + msg
	}
	d.Problems = append(d.Problems, Problem{File: d.File, Line: pos.Line, Col: pos.Col, ID: id, Key: path, Message: msg})
}

// Table is one TOML table of a Doc, read key by key. ID names what the table belongs to, for the
// problems found in it.
type Table struct {
	doc   *Doc
	path  string // indexed path of the table; "" for the top level
	ID    string
	keys  map[string]any
	used  map[string]bool
	asked map[string]bool // every key a reader looked for, written or not: "did you mean"
}

// Doc returns the document the table belongs to.
func (t *Table) Doc() *Doc { return t.doc }

// Path returns the indexed path of key in this table.
func (t *Table) Path(key string) string {
	if t.path == "" {
		return key
	}
	if key == "" {
		return t.path
	}
	return t.path + "." + key
}

// Has reports whether the key is written.
func (t *Table) Has(key string) bool { _, ok := t.keys[key]; return ok }

// Report adds a problem about a key of this table.
func (t *Table) Report(key, format string, args ...any) {
	t.doc.Report(t.ID, t.Path(key), format, args...)
}

// Get decodes the key into dst when it is written; want describes the expected value for a type
// error ("a list of cards"). It returns true when the key was written and decoded without error.
func (t *Table) Get(key string, dst any, want string) bool {
	t.ask(key)
	v, ok := t.keys[key]
	if !ok {
		return false
	}
	t.used[key] = true
	if err := assign(v, dst); err != nil {
		var ve valueError
		if errors.As(err, &ve) {
			t.Report(key, "%s", ve.err.Error()) // a value refused by an UnmarshalText: its own message
		} else {
			t.Report(key, "wrong type: expected %s", want)
		}
		return false
	}
	return true
}

// Require is Get for a key that must be written: a missing key is a problem.
func (t *Table) Require(key string, dst any, want string) bool {
	t.ask(key)
	if !t.Has(key) {
		t.Report(key, "missing key (expected %s)", want)
		return false
	}
	return t.Get(key, dst, want)
}

// Sub reads the key as a table; nil when it is missing or not a table (then it is reported).
func (t *Table) Sub(key string, required bool) *Table {
	t.ask(key)
	if !t.Has(key) {
		if required {
			t.Report(key, "missing table")
		}
		return nil
	}
	var keys map[string]any
	if !t.Get(key, &keys, "a table") {
		return nil
	}
	return &Table{doc: t.doc, path: t.Path(key), ID: t.ID, keys: keys, used: map[string]bool{}}
}

// List reads the key as an array of tables ([[name]]); each element gets its indexed path.
func (t *Table) List(key string) []*Table {
	var elems []map[string]any
	if !t.Get(key, &elems, "an array of tables") {
		return nil
	}
	out := make([]*Table, len(elems))
	for i, keys := range elems {
		out[i] = &Table{doc: t.doc, path: t.Path(key) + "." + strconv.Itoa(i), ID: t.ID, keys: keys, used: map[string]bool{}}
	}
	return out
}

// Unused returns the written keys that no Get has read, sorted.
func (t *Table) Unused() []string {
	var out []string
	for k := range t.keys {
		if !t.used[k] {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Finish reports each written key that was not read. explain may give a better message for a key
// (for instance a field that belongs to another kind of puzzle); "" means "unknown key".
func (t *Table) Finish(explain func(key string) string) {
	known := t.known()
	for _, k := range t.Unused() {
		msg := ""
		if explain != nil {
			msg = explain(k)
		}
		if msg == "" {
			msg = "unknown key" + suggest(k, known)
		}
		t.used[k] = true
		t.Report(k, "%s", msg)
	}
}

func (t *Table) ask(key string) {
	if t.asked == nil {
		t.asked = map[string]bool{}
	}
	t.asked[key] = true
}

// known lists the keys that readers looked for (a misspelt key is likely close to one of them).
func (t *Table) known() []string {
	var out []string
	for k := range t.asked {
		out = append(out, k)
	}
	return out
}

// suggest proposes a read key that differs from k by case or a small edit.
func suggest(k string, known []string) string {
	sort.Strings(known)
	for _, c := range known {
		if strings.EqualFold(c, k) || closeEnough(c, k) {
			return fmt.Sprintf(" (did you mean %q?)", c)
		}
	}
	return ""
}

// closeEnough reports whether a and b are within one edit of each other (a typo).
func closeEnough(a, b string) bool {
	if a == b || len(a) < 3 || len(b) < 3 {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(b)-len(a) > 1 {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return a[i+1:] == b[i+1:]
	}
	return a[i:] == b[i+1:]
}

// Skip marks keys as read without decoding them: they were left alone because another problem
// made them impossible to judge, and must not be reported as unknown.
func (t *Table) Skip(keys ...string) {
	for _, k := range keys {
		if t.Has(k) {
			t.used[k] = true
		}
	}
}

// Locate returns a problem with no message, placed at a key of the table, for checks made after
// loading (duplicate ids across files, prerequisites); At fills in its message.
func (t *Table) Locate(key string) Problem {
	path := t.Path(key)
	return Problem{File: t.doc.File, ID: t.ID, Key: path, doc: t.doc}
}

// Located returns p with its line and column looked up.
func (p Problem) Located() Problem {
	if p.doc != nil {
		pos := p.doc.pos(p.Key)
		p.Line, p.Col, p.doc = pos.Line, pos.Col, nil
	}
	return p
}

// At returns the located problem p with its message.
func (p Problem) At(format string, args ...any) Problem {
	p = p.Located()
	p.Message = fmt.Sprintf(format, args...)
	if p.Key != "" {
		p.Message = p.Key + ": " + p.Message
	}
	return p
}

// ReadFS calls load for every top-level .toml file of fsys, with the file named dir/name; a file
// that cannot be read is a problem. Files are read in parallel (each load touches only its own
// file); load returns what to keep, and ReadFS returns the kept values and the problems in file
// name order.
func ReadFS[T any](fsys fs.FS, dir string, load func(file string, src []byte) (T, []Problem)) ([]T, []Problem) {
	names, _ := fs.Glob(fsys, "*.toml")
	sort.Strings(names)
	kept := make([]T, len(names))
	probs := make([][]Problem, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, name := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			file := dir + "/" + name
			src, err := fs.ReadFile(fsys, name)
			if err != nil {
				probs[i] = []Problem{{File: file, Line: 1, Col: 1, Message: err.Error()}}
				return
			}
			kept[i], probs[i] = load(file, src)
		}()
	}
	wg.Wait()
	return kept, slices.Concat(probs...)
}
