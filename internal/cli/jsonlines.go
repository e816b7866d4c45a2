package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/fsread"
)

// lineHandler answers one JSON input line with the object to write.
type lineHandler func(line []byte) (any, error)

// fieldedError is an error that adds fields of its own to the error object (replay's trick, seat…).
type fieldedError interface {
	error
	Fields() map[string]any
}

// serveLines answers JSON Lines (CLI.md): one output object per non-blank input line, in order; a
// line that cannot be answered gets {"error": …} and the next lines are still answered. It returns
// the exit status: 1 when any line failed.
func serveLines(in io.Reader, out io.Writer, handle lineHandler) int {
	r := bufio.NewReaderSize(in, 64*1024)
	w := bufio.NewWriterSize(out, 64*1024)
	defer w.Flush()
	status := 0
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			obj, herr := safeHandle(handle, bytes.TrimSpace(line))
			if herr != nil {
				status = 1
				obj = errorObject(n, herr)
			}
			data, merr := json.Marshal(obj)
			if merr != nil {
				status = 1
				data, _ = json.Marshal(map[string]string{"error": fmt.Sprintf("line %d: %v", n, merr)})
			}
			w.Write(data)
			w.WriteByte('\n')
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				fmt.Fprintf(os.Stderr, "belote: reading input: %v\n", err)
				return 1
			}
			return status
		}
	}
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

func errorObject(n int, err error) map[string]any {
	var fe fieldedError
	if errors.As(err, &fe) {
		// A located error (replay's trick and seat) already says where, as in CLI.md's example.
		obj := map[string]any{"error": err.Error()}
		for k, v := range fe.Fields() {
			obj[k] = v
		}
		return obj
	}
	return map[string]any{"error": fmt.Sprintf("line %d: %v", n, err)}
}

// decodeLine reads one input object. Unknown fields are ignored, so that the output of one command
// (with its extra fields, such as a generated puzzle's answer) can be fed to another.
func decodeLine(line []byte, v any) error {
	if err := json.Unmarshal(line, v); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return fmt.Errorf("bad JSON at byte %d: %v", se.Offset, err)
		case errors.As(err, &te):
			return fmt.Errorf("field %q: expected %s, got %s", te.Field, te.Type, te.Value)
		}
		return fmt.Errorf("bad JSON: %v", err)
	}
	return nil
}

// variantCache resolves variant names and files once per command run.
type variantCache map[string]*engine.Variant

// get returns the built-in variant of that name, or reads the variant file at that path.
func (vc variantCache) get(name string) (*engine.Variant, error) {
	if name == "" {
		return nil, errors.New(`field "variant": missing (classique, annonces, marocaine, francaise, or a variant file)`)
	}
	if v, ok := vc[name]; ok {
		return v, nil
	}
	v, err := loadVariant(name)
	if err != nil {
		return nil, err
	}
	vc[name] = v
	return v, nil
}

// loadVariant returns a built-in variant or reads a variant file.
func loadVariant(name string) (*engine.Variant, error) {
	if v, ok := engine.Builtin(name); ok {
		return v, nil
	}
	if !strings.ContainsAny(name, "/.\\") {
		return nil, fmt.Errorf("unknown variant %q: use %s, or the path of a variant file", name, strings.Join(engine.BuiltinNames, ", "))
	}
	data, err := fsread.ReadFile(name, fsread.VariantCap)
	if err != nil {
		return nil, fmt.Errorf("variant file: %v", err)
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
