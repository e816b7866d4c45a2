package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"reflect"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/store/fsread"
)

// lineHandler answers one JSON input line with the object to write.
type lineHandler func(line []byte) (any, error)

// fieldedError is an error that adds fields of its own to the error object (replay's trick, seat…).
type fieldedError interface {
	error
	Fields() map[string]any
}

// MaxLineBytes caps one JSON input line (docs/cli.md): a longer line is answered with an error
// and skipped, and the next lines are still answered. The longest real line, a `coach` deal with
// its history, is a few kilobytes.
const MaxLineBytes = 1 << 20

// serveLines answers JSON Lines (docs/cli.md): one output object per non-blank input line, in
// order, each written and flushed before the next line is read, so that a program can drive the
// command through a pipe one line at a time; a line that cannot be answered gets {"error": …} and
// the next lines are still answered. It returns the exit status: 1 when any line failed.
func serveLines(in io.Reader, out io.Writer, handle lineHandler) int {
	r := bufio.NewReaderSize(in, MaxLineBytes)
	status := 0
	for n := 1; ; n++ {
		line, err := readLine(r)
		var obj any
		switch {
		case errors.Is(err, errLineTooLong):
			obj = errorObject(n, err)
		case len(bytes.TrimSpace(line)) > 0:
			var herr error
			if obj, herr = safeHandle(handle, bytes.TrimSpace(line)); herr != nil {
				obj = errorObject(n, herr)
			}
		}
		if obj != nil {
			data, failed := answerLine(n, obj)
			if failed {
				status = 1
			}
			// One unbuffered write per answer: it reaches the reader before the next line is read.
			if _, werr := out.Write(data); werr != nil {
				fmt.Fprintf(os.Stderr, "belote: writing the answers: %v\n", werr)
				return 1
			}
		}
		if err != nil && !errors.Is(err, errLineTooLong) {
			if !errors.Is(err, io.EOF) {
				fmt.Fprintf(os.Stderr, "belote: reading input: %v\n", err)
				return 1
			}
			return status
		}
	}
}

// errLineTooLong is the error of a line longer than MaxLineBytes.
var errLineTooLong = fmt.Errorf("longer than %d bytes, the limit of one input line (docs/cli.md); line skipped", MaxLineBytes)

// readLine reads one line (without its end); a line longer than MaxLineBytes is read to its end,
// dropped, and reported as errLineTooLong. At the end of input it returns what is left and io.EOF.
func readLine(r *bufio.Reader) ([]byte, error) {
	line, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return line, err
	}
	for errors.Is(err, bufio.ErrBufferFull) {
		_, err = r.ReadSlice('\n')
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	// When the overlong line was the last one, the next read reports the end of input.
	return nil, errLineTooLong
}

// answerLine is the JSON of one answer, with its newline; failed says it is an error line.
func answerLine(n int, obj any) (data []byte, failed bool) {
	_, failed = obj.(errorLine)
	data, err := json.Marshal(obj)
	if err != nil {
		data, _ = json.Marshal(errorObject(n, err))
		failed = true
	}
	return append(data, '\n'), failed
}

// safeHandle turns a panic in a handler into an error line, so that one bad line never stops the
// stream. A panic is a bug; the message says so.
func safeHandle(handle lineHandler, line []byte) (obj any, err error) {
	defer func() {
		if p := recover(); p != nil {
			obj, err = nil, fmt.Errorf("internal error (please report): %v", p)
		}
	}()
	return handle(line)
}

// errorLine is the answer to a line that could not be answered.
type errorLine map[string]any

func errorObject(n int, err error) errorLine {
	var fe fieldedError
	if errors.As(err, &fe) {
		// A located error (replay's trick and seat) already says where, as in docs/cli.md's example.
		obj := errorLine{"error": err.Error()}
		for k, v := range fe.Fields() {
			obj[k] = v
		}
		return obj
	}
	return errorLine{"error": fmt.Sprintf("line %d: %v", n, err)}
}

// decodeLine reads one input object. Unknown fields are ignored, so that the output of one command
// (with its extra fields, such as a generated puzzle's answer) can be fed to another.
func decodeLine(line []byte, v any) error {
	err := json.Unmarshal(line, v)
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &se):
		return fmt.Errorf("bad JSON at byte %d: %v", se.Offset, err)
	case errors.As(err, &te):
		where := "the line"
		if te.Field != "" {
			where = "field " + engine.Quote(te.Field)
		}
		return fmt.Errorf("%s: expected %s, got %s", where, jsonKind(te.Type), jsonValue(te.Value))
	}
	return fmt.Errorf("bad JSON: %s", engine.Quote(err.Error()))
}

// jsonKind says in words what JSON a Go type reads, for messages meant for people and tools
// rather than "expected cli.positionRequest".
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "a list" + listOf(t.Elem())
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "another value"
}

// listOf says what a list holds: " of strings", " of lists"…
func listOf(elem reflect.Type) string {
	for elem.Kind() == reflect.Pointer {
		elem = elem.Elem()
	}
	switch k := jsonKind(elem); k {
	case "a string", "a number", "a whole number", "an object":
		return " of " + strings.TrimPrefix(strings.TrimPrefix(k, "an "), "a ") + "s"
	case "true or false":
		return " of true or false"
	}
	if elem.Kind() == reflect.Slice || elem.Kind() == reflect.Array {
		return " of lists"
	}
	return ""
}

// jsonValue names what the line held instead: encoding/json says "array", "object", "string",
// "bool", or "number 1e999" (the literal, bounded here).
func jsonValue(v string) string {
	switch {
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case v == "bool":
		return "true or false"
	case strings.HasPrefix(v, "number "):
		return "the number " + engine.Quote(strings.TrimPrefix(v, "number "))
	case v == "string" || v == "number":
		return "a " + v
	}
	return engine.Quote(v)
}

// variantCache resolves variant names and files once per command run. The zero value reads
// variant files; noFiles (the global --no-variant-files) refuses them.
type variantCache struct {
	read    map[string]*engine.Variant
	noFiles bool
}

// variants is the variant cache of a command run under env.
func (env Env) variants() variantCache { return variantCache{noFiles: env.NoVariantFiles} }

// get returns the built-in variant of that name, or reads the variant file at that path.
func (vc *variantCache) get(name string) (*engine.Variant, error) {
	if name == "" {
		return nil, errors.New(`field "variant": missing (classique, annonces, marocaine, francaise, or a variant file)`)
	}
	if v, ok := vc.read[name]; ok {
		return v, nil
	}
	v, err := loadVariant(name, vc.noFiles)
	if err != nil {
		return nil, err
	}
	if vc.read == nil {
		vc.read = map[string]*engine.Variant{}
	}
	vc.read[name] = v
	return v, nil
}

// errNoVariantFiles refuses any variant that is not built in under --no-variant-files. It says
// nothing of the value: a program feeding lines it did not write must not learn from the answer
// whether a path exists, nor read a line of a file.
var errNoVariantFiles = fmt.Errorf("variant: only a built-in variant (%s) is accepted: variant files are refused (--no-variant-files)",
	strings.Join(engine.BuiltinNames, ", "))

// loadVariant returns a built-in variant or reads a variant file (unless noFiles).
func loadVariant(name string, noFiles bool) (*engine.Variant, error) {
	if v, ok := engine.Builtin(name); ok {
		return v, nil
	}
	if noFiles {
		return nil, errNoVariantFiles
	}
	if !strings.ContainsAny(name, "/.\\") {
		return nil, fmt.Errorf("unknown variant %s: use %s, or the path of a variant file", engine.Quote(name), strings.Join(engine.BuiltinNames, ", "))
	}
	data, err := fsread.ReadFile(name, fsread.VariantCap)
	if err != nil {
		var fe *fsread.Error
		var pe *fs.PathError
		switch { // the path is quoted, bounded, rather than echoed by os
		case errors.As(err, &fe):
			err = errors.New(fe.Reason)
		case errors.As(err, &pe):
			err = pe.Err
		}
		return nil, fmt.Errorf("variant file %s: %v", engine.Quote(name), err)
	}
	return engine.ParseVariant(name, data)
}

// parseCardList reads a JSON list of card tokens; errors name the field and the token.
func parseCardList(field string, tokens []string) ([]engine.Card, error) {
	out := make([]engine.Card, 0, len(tokens))
	for i, tok := range tokens {
		c, _, err := engine.ParseCard(tok)
		if err != nil {
			return nil, fmt.Errorf("%s[%d]: %v", field, i, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// parseTrump reads a suit field; required says whether it may be missing (NoSuit).
func parseTrump(field, s string, required bool) (engine.Suit, error) {
	if s == "" {
		if required {
			return engine.NoSuit, fmt.Errorf("field %q: missing (S H D C or e c o b)", field)
		}
		return engine.NoSuit, nil
	}
	su, _, err := engine.ParseSuit(s)
	if err != nil {
		return engine.NoSuit, fmt.Errorf("field %q: %v", field, err)
	}
	return su, nil
}

// cardStrings prints cards in the variant's face, canonical form (C2).
func cardStrings(cs []engine.Card, f engine.Face) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Format(f)
	}
	return out
}

// namedCards is a list of cards with the input field it came from, for error messages.
type namedCards struct {
	field string
	cards []engine.Card
}

// distinct checks that no card appears twice among the given lists.
func distinct(lists ...namedCards) error {
	var seen engine.Set
	for i, l := range lists {
		for _, c := range l.cards {
			if seen.Has(c) {
				return fmt.Errorf("%s appears twice (in %s)", c, firstHolder(lists[:i+1], c))
			}
			seen = seen.Add(c)
		}
	}
	return nil
}

// firstHolder names the fields holding c, for the duplicate-card message.
func firstHolder(lists []namedCards, c engine.Card) string {
	var fields []string
	for _, l := range lists {
		for _, x := range l.cards {
			if x == c {
				fields = append(fields, l.field)
			}
		}
	}
	return strings.Join(fields, " and ")
}
