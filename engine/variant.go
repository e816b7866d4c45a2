package engine

import (
	"embed"
	"errors"
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/belote-trainer/belote/internal/tomlpos"
)

// Contract is how a contract is judged (RULES.md §7 key `contract`).
type Contract uint8

// The two contract rules.
const (
	Threshold   Contract = iota // K3: the takers need 82 (92 with a belote) trick points
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
	ThresholdWithBelote int // K3, when a belote was said in the deal
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
		v, err := ParseVariant(file, data)
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
	where := e.File
	if e.Line > 0 {
		where = fmt.Sprintf("%s:%d:%d", e.File, e.Line, e.Col)
	}
	if e.Key != "" {
		return fmt.Sprintf("%s: key %q: %s", where, e.Key, e.Msg)
	}
	return fmt.Sprintf("%s: %s", where, e.Msg)
}

// variantFile is the TOML layout of a variant (RULES.md §7), plus two optional keys: `source`, and
// `base`, the built-in variant whose values fill the keys the file leaves out.
type variantFile struct {
	Name                        string `toml:"name"`
	Source                      string `toml:"source"`
	Base                        string `toml:"base"`
	Face                        string `toml:"face"`
	Direction                   string `toml:"direction"`
	Announcements               bool   `toml:"announcements"`
	Contract                    string `toml:"contract"`
	Threshold                   int    `toml:"threshold"`
	ThresholdWithBelote         int    `toml:"threshold_with_belote"`
	Litige                      bool   `toml:"litige"`
	Capot                       int    `toml:"capot"`
	Target                      int    `toml:"target"`
	OvertrumpPartnerOnTrumpLead bool   `toml:"overtrump_partner_on_trump_lead"`
	Undertrump                  string `toml:"undertrump"`
}

// requiredKeys must be written unless `base` names a variant to take them from.
var requiredKeys = []string{"name", "face", "direction", "announcements", "contract", "litige",
	"capot", "target", "overtrump_partner_on_trump_lead", "undertrump"}

// ParseVariant reads a variant file. Every problem (an unknown key, a missing one, a bad value) is
// a *VariantError naming the file, line and key; the first one found is returned.
func ParseVariant(file string, data []byte) (*Variant, error) {
	var raw variantFile
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		return nil, tomlError(file, err)
	}
	keys := tomlpos.Scan(string(data))
	fail := func(key, format string, args ...any) error {
		p := keys.FindNearest(key)
		return &VariantError{File: file, Line: p.Line, Col: p.Col, Key: key, Msg: fmt.Sprintf(format, args...)}
	}
	if un := md.Undecoded(); len(un) > 0 {
		return nil, fail(un[0].String(), "unknown key (known keys: %s)", strings.Join(VariantKeys, ", "))
	}
	v := &Variant{}
	if raw.Base != "" {
		b, ok := builtins[raw.Base]
		if !ok {
			return nil, fail("base", "unknown built-in variant %q (%s)", raw.Base, strings.Join(BuiltinNames, ", "))
		}
		*v = *b
	} else {
		for _, k := range requiredKeys {
			if !md.IsDefined(k) {
				return nil, &VariantError{File: file, Line: 1, Col: 1, Key: k, Msg: "missing (or set `base` to a built-in variant to inherit it)"}
			}
		}
	}
	if err := applyVariant(v, &raw, md, fail); err != nil {
		return nil, err
	}
	return v, nil
}

// applyVariant copies the keys the file sets into v, checking each value.
func applyVariant(v *Variant, raw *variantFile, md toml.MetaData, fail func(key, format string, args ...any) error) error {
	set := func(k string) bool { return md.IsDefined(k) }
	if set("name") {
		if strings.TrimSpace(raw.Name) == "" {
			return fail("name", "must not be empty")
		}
		v.Name = raw.Name
	}
	if set("source") {
		v.Source = raw.Source
	}
	if set("face") {
		switch raw.Face {
		case "french":
			v.Face = French
		case "spanish":
			v.Face = Spanish
		default:
			return fail("face", "%q is not a face: use \"french\" or \"spanish\" (C1)", raw.Face)
		}
	}
	if set("direction") {
		switch raw.Direction {
		case "clockwise":
			v.Direction = Clockwise
		case "counterclockwise":
			v.Direction = Counterclockwise
		default:
			return fail("direction", "%q is not a direction: use \"clockwise\" or \"counterclockwise\" (T1)", raw.Direction)
		}
	}
	if set("announcements") {
		v.Announcements = raw.Announcements
	}
	if set("contract") {
		switch raw.Contract {
		case "threshold":
			v.Contract = Threshold
		case "beat-defence":
			v.Contract = BeatDefence
		default:
			return fail("contract", "%q is not a contract rule: use \"threshold\" (K3) or \"beat-defence\" (K4)", raw.Contract)
		}
	}
	if set("litige") {
		v.Litige = raw.Litige
	}
	if set("overtrump_partner_on_trump_lead") {
		v.Play.NoOvertrumpOverPartner = !raw.OvertrumpPartnerOnTrumpLead
	}
	if set("undertrump") {
		switch raw.Undertrump {
		case "forced":
			v.Play.FreeUndertrump = false
		case "free":
			v.Play.FreeUndertrump = true
		default:
			return fail("undertrump", "%q is not allowed: use \"forced\" or \"free\" (P6)", raw.Undertrump)
		}
	}
	return applyNumbers(v, raw, set, fail)
}

// applyNumbers copies and checks the numeric keys, then the keys that depend on the contract rule.
func applyNumbers(v *Variant, raw *variantFile, set func(string) bool, fail func(key, format string, args ...any) error) error {
	numbers := []struct {
		key      string
		val      int
		dst      *int
		min, max int
	}{
		{"threshold", raw.Threshold, &v.Threshold, 1, TotalPoints},
		{"threshold_with_belote", raw.ThresholdWithBelote, &v.ThresholdWithBelote, 1, TotalPoints},
		{"capot", raw.Capot, &v.Capot, TotalPoints, 10000},
		{"target", raw.Target, &v.Target, 1, 100000},
	}
	for _, n := range numbers {
		if !set(n.key) {
			continue
		}
		if n.val < n.min || n.val > n.max {
			return fail(n.key, "%d is out of range (%d to %d)", n.val, n.min, n.max)
		}
		*n.dst = n.val
	}
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
		if set(k) {
			return fail(k, "applies only with contract = \"threshold\" (K3)")
		}
	}
	v.Threshold, v.ThresholdWithBelote = 0, 0
	return nil
}

// VariantKeys lists the keys of a variant file in the order of RULES.md §7, with the two optional
// keys of this project (source, base).
var VariantKeys = []string{"name", "source", "base", "face", "direction", "announcements", "contract",
	"threshold", "threshold_with_belote", "litige", "capot", "target",
	"overtrump_partner_on_trump_lead", "undertrump"}

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
		return map[Face]string{French: "french", Spanish: "spanish"}[v.Face]
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
