package engine

import (
	"embed"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/belote-trainer/belote/internal/safetext"
	"github.com/belote-trainer/belote/internal/tomlpos"
)

// Contract is how a contract is judged (RULES.md §7 key `contract`).
type Contract uint8

// The two contract rules.
const (
	Threshold   Contract = iota // K3: the takers need 82 trick points, or 92 with their own belote added once a belote was said
	BeatDefence                 // K4: the takers' total must beat the defence's
)

// String returns the variant-file spelling.
func (c Contract) String() string {
	if c == BeatDefence {
		return "beat-defence"
	}
	return "threshold"
}

// Variant is one set of rules (RULES.md §7). The four built-in ones are TOML files embedded here; a
// user's house rules are a TOML file with the same keys.
type Variant struct {
	Name                string
	Source              string // where the rules come from (free text, optional)
	Face                Face
	Direction           Direction
	Announcements       bool
	Contract            Contract
	Threshold           int // K3, without belote
	ThresholdWithBelote int // K3, when a belote was said in the deal: against trick points + the takers' own belote
	Litige              bool
	Capot               int
	Target              int
	Play                PlayRules
}

// Legal returns the legal cards and the deciding rule under this variant's switches (§3).
func (v *Variant) Legal(trump Suit, hand Set, trick []Card) (Set, Rule) {
	return v.Play.Legal(trump, hand, trick)
}

//go:embed variants/*.toml
var builtinFS embed.FS

// BuiltinNames lists the built-in variants in the order of RULES.md §7.
var BuiltinNames = []string{"classique", "annonces", "marocaine", "francaise"}

// builtins is filled once by init and never changed afterwards.
var builtins = map[string]*Variant{}

func init() {
	for _, name := range BuiltinNames {
		file := "variants/" + name + ".toml"
		data, err := builtinFS.ReadFile(file)
		if err != nil {
			panic(err) // the files are embedded at build time: a missing one is a build mistake
		}
		v, err := parseVariant(file, data, true)
		if err != nil {
			panic(err)
		}
		builtins[name] = v
	}
}

// Builtin returns a copy of the built-in variant of that name.
func Builtin(name string) (*Variant, bool) {
	v, ok := builtins[name]
	if !ok {
		return nil, false
	}
	c := *v
	return &c, true
}

// MustBuiltin returns a built-in variant and panics on an unknown name; for tests and literals.
func MustBuiltin(name string) *Variant {
	v, ok := Builtin(name)
	if !ok {
		panic("unknown built-in variant " + name)
	}
	return v
}

// BuiltinSource returns the TOML text of a built-in variant, for users to copy.
func BuiltinSource(name string) (string, bool) {
	data, err := builtinFS.ReadFile("variants/" + name + ".toml")
	return string(data), err == nil
}

// VariantError is a problem in a variant file, with where it is.
type VariantError struct {
	File      string
	Line, Col int
	Key       string
	Msg       string
}

func (e *VariantError) Error() string {
	// The file name and the decoder's message may quote the file: shown with any control
	// character escaped, never acting on the terminal.
	return safetext.Line(e.message())
}

func (e *VariantError) message() string {
	where := e.File
	if e.Line > 0 {
		where = fmt.Sprintf("%s:%d:%d", e.File, e.Line, e.Col)
	}
	if e.Key != "" {
		return fmt.Sprintf("%s: key %s: %s", where, Quote(e.Key), e.Msg)
	}
	return fmt.Sprintf("%s: %s", where, e.Msg)
}

// variantKey is one key of a variant file: its setter checks the value and copies it into the
// variant, returning the message for a bad one.
type variantKey struct {
	name     string
	required bool // must be written unless `base` names a variant to take it from
	set      func(v *Variant, val any) string
}

// variantKeys are the keys of RULES.md §7 plus two optional keys of this project: `source`, free
// text, and `base`, the built-in variant whose values fill the keys the file leaves out (applied
// before the others, so it is not in this table).
var variantKeys = []variantKey{
	{"name", true, func(v *Variant, val any) string { return setText(&v.Name, val, false) }},
	{"source", false, func(v *Variant, val any) string { return setText(&v.Source, val, true) }},
	{"face", true, func(v *Variant, val any) string {
		return setChoice(val, "(C1)", map[string]func(){"french": func() { v.Face = French }, "spanish": func() { v.Face = Spanish }})
	}},
	{"direction", true, func(v *Variant, val any) string {
		return setChoice(val, "(T1)", map[string]func(){"clockwise": func() { v.Direction = Clockwise }, "counterclockwise": func() { v.Direction = Counterclockwise }})
	}},
	{"announcements", true, func(v *Variant, val any) string { return setBool(&v.Announcements, val) }},
	{"contract", true, func(v *Variant, val any) string {
		return setChoice(val, "(K3, K4)", map[string]func(){"threshold": func() { v.Contract = Threshold }, "beat-defence": func() { v.Contract = BeatDefence }})
	}},
	{"threshold", false, func(v *Variant, val any) string { return setInt(&v.Threshold, val, 1, TotalPoints) }},
	{"threshold_with_belote", false, func(v *Variant, val any) string { return setInt(&v.ThresholdWithBelote, val, 1, TotalPoints) }},
	{"litige", true, func(v *Variant, val any) string { return setBool(&v.Litige, val) }},
	{"capot", true, func(v *Variant, val any) string { return setInt(&v.Capot, val, TotalPoints, 10000) }},
	{"target", true, func(v *Variant, val any) string { return setInt(&v.Target, val, 1, 100000) }},
	{"overtrump_partner_on_trump_lead", true, func(v *Variant, val any) string {
		var on bool
		msg := setBool(&on, val)
		v.Play.NoOvertrumpOverPartner = !on
		return msg
	}},
	{"undertrump", true, func(v *Variant, val any) string {
		return setChoice(val, "(P6)", map[string]func(){"forced": func() { v.Play.FreeUndertrump = false }, "free": func() { v.Play.FreeUndertrump = true }})
	}},
}

func setText(dst *string, val any, emptyOK bool) string {
	s, ok := val.(string)
	switch {
	case !ok:
		return fmt.Sprintf("expected a string, not %s", tomlType(val))
	case !emptyOK && strings.TrimSpace(s) == "":
		return "must not be empty"
	}
	if c, bad := safetext.Find(s); bad {
		return "holds the control character " + c + ": remove it (it could act on the terminal)"
	}
	*dst = s
	return ""
}

func setBool(dst *bool, val any) string {
	b, ok := val.(bool)
	if !ok {
		return fmt.Sprintf("expected true or false, not %s", tomlType(val))
	}
	*dst = b
	return ""
}

func setInt(dst *int, val any, lo, hi int) string {
	n, ok := val.(int64)
	switch {
	case !ok:
		return fmt.Sprintf("expected a whole number, not %s", tomlType(val))
	case n < int64(lo) || n > int64(hi):
		return fmt.Sprintf("%d is out of range (%d to %d)", n, lo, hi)
	}
	*dst = int(n)
	return ""
}

// setChoice runs the setter of the value named, or lists the allowed values.
func setChoice(val any, rule string, choices map[string]func()) string {
	s, _ := val.(string)
	if set, ok := choices[s]; ok {
		set()
		return ""
	}
	names := make([]string, 0, len(choices))
	for n := range choices {
		names = append(names, `"`+n+`"`)
	}
	slices.Sort(names)
	return fmt.Sprintf("%v is not allowed: use %s %s", tomlValue(val), strings.Join(names, " or "), rule)
}

func tomlType(val any) string {
	switch val.(type) {
	case string:
		return "a string"
	case bool:
		return "true/false"
	case int64:
		return "a number"
	case float64:
		return "a decimal number"
	case map[string]any:
		return "a table"
	case []any, []map[string]any:
		return "an array"
	}
	return "a date or time" // the only other TOML values; never a Go type name in a message
}

func tomlValue(val any) string {
	if s, ok := val.(string); ok {
		return Quote(s)
	}
	return tomlType(val)
}

// ParseVariant reads a user's variant file. Every problem (an unknown key, a missing one, a value
// of the wrong type or out of range, the name of a built-in variant) is a *VariantError naming the
// file, line, column and key; the first one found is returned.
func ParseVariant(file string, data []byte) (*Variant, error) {
	return parseVariant(file, data, false)
}

func parseVariant(file string, data []byte, builtin bool) (*Variant, error) {
	// A file too deeply nested is refused before the decoder spends seconds and gigabytes on it.
	if lim := tomlpos.Guard(data); lim != nil {
		return nil, &VariantError{File: file, Line: lim.Line, Col: lim.Col, Msg: "TOML too complex: " + lim.Msg}
	}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return nil, tomlError(file, err)
	}
	var keys *tomlpos.Index // scanned only when a problem needs its position
	fail := func(key, format string, args ...any) error {
		if keys == nil {
			keys = tomlpos.Scan(string(data))
		}
		p := keys.FindNearest(key)
		return &VariantError{File: file, Line: p.Line, Col: p.Col, Key: key, Msg: fmt.Sprintf(format, args...)}
	}
	if err := checkKeyNames(raw, fail); err != nil {
		return nil, err
	}
	v := &Variant{}
	if err := applyBase(v, raw, fail); err != nil {
		return nil, err
	}
	for _, k := range variantKeys {
		val, ok := raw[k.name]
		if !ok {
			if k.required && raw["base"] == nil {
				return nil, fail(k.name, "missing (or set `base` to a built-in variant to inherit it)")
			}
			continue
		}
		if msg := k.set(v, val); msg != "" {
			return nil, fail(k.name, "%s", msg)
		}
	}
	if _, clash := builtins[v.Name]; clash && !builtin {
		return nil, fail("name", "%q is the name of a built-in variant: give house rules a name of their own", v.Name)
	}
	return v, checkContract(v, raw, fail)
}

// checkKeyNames refuses any key the format does not have, the first one written first.
func checkKeyNames(raw map[string]any, fail func(key, format string, args ...any) error) error {
	var unknown []string
	for k := range raw {
		if k != "base" && !slices.ContainsFunc(variantKeys, func(vk variantKey) bool { return vk.name == k }) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	slices.Sort(unknown)
	return fail(unknown[0], "unknown key (known keys: %s)", strings.Join(VariantKeys, ", "))
}

// applyBase starts from the built-in variant that `base` names, if any.
func applyBase(v *Variant, raw map[string]any, fail func(key, format string, args ...any) error) error {
	val, ok := raw["base"]
	if !ok {
		return nil
	}
	name, _ := val.(string)
	b, ok := builtins[name]
	if !ok {
		return fail("base", "%s is not a built-in variant (%s)", tomlValue(val), strings.Join(BuiltinNames, ", "))
	}
	*v = *b
	v.Name = "" // a variant of its own needs a name of its own
	if _, named := raw["name"]; !named {
		return fail("name", "missing: house rules need a name of their own, even with `base`")
	}
	return nil
}

// checkContract checks the keys that depend on the contract rule (K3, K7).
func checkContract(v *Variant, raw map[string]any, fail func(key, format string, args ...any) error) error {
	if v.Contract == Threshold {
		// Values that are set are at least 1, so a zero here was never written nor inherited.
		if v.Threshold == 0 {
			return fail("threshold", "missing: contract = \"threshold\" needs it (K3)")
		}
		if v.ThresholdWithBelote == 0 {
			return fail("threshold_with_belote", "missing: contract = \"threshold\" needs it (K3)")
		}
		if v.Litige {
			return fail("litige", "a litige exists only with contract = \"beat-defence\" (K7)")
		}
		return nil
	}
	for _, k := range []string{"threshold", "threshold_with_belote"} {
		if _, set := raw[k]; set {
			return fail(k, "applies only with contract = \"threshold\" (K3)")
		}
	}
	v.Threshold, v.ThresholdWithBelote = 0, 0
	return nil
}

// VariantKeys lists the keys of a variant file in the order of RULES.md §7, with the two optional
// keys of this project (source, base).
var VariantKeys = func() []string {
	var ks []string
	for _, k := range variantKeys {
		ks = append(ks, k.name)
		if k.name == "source" {
			ks = append(ks, "base")
		}
	}
	return ks
}()

// tomlError turns a TOML syntax or type error into a *VariantError with its position.
func tomlError(file string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &VariantError{File: file, Line: pe.Position.Line, Col: pe.Position.Col, Key: pe.LastKey, Msg: pe.Message}
	}
	return &VariantError{File: file, Msg: err.Error()}
}

// Value returns the variant's value for a key of RULES.md §7, spelt as in a variant file.
func (v *Variant) Value(key string) string {
	switch key {
	case "name":
		return v.Name
	case "source":
		return v.Source
	case "face":
		if v.Face == Spanish {
			return "spanish"
		}
		return "french"
	case "direction":
		return v.Direction.String()
	case "announcements":
		return fmt.Sprint(v.Announcements)
	case "contract":
		return v.Contract.String()
	case "threshold", "threshold_with_belote":
		if v.Contract != Threshold {
			return "-"
		}
		if key == "threshold" {
			return fmt.Sprint(v.Threshold)
		}
		return fmt.Sprint(v.ThresholdWithBelote)
	case "litige":
		return fmt.Sprint(v.Litige)
	case "capot":
		return fmt.Sprint(v.Capot)
	case "target":
		return fmt.Sprint(v.Target)
	case "overtrump_partner_on_trump_lead":
		return fmt.Sprint(!v.Play.NoOvertrumpOverPartner)
	case "undertrump":
		if v.Play.FreeUndertrump {
			return "free"
		}
		return "forced"
	}
	return ""
}

// NextDealer returns who deals after d: the next player in the variant's direction (T2).
func (v *Variant) NextDealer(d Seat) Seat { return v.Direction.Next(d) }
