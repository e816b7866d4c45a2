package explain

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/belote-trainer/belote/engine"
)

// This file is the product's one text system (DESIGN.md): a text in every language (Text), a table
// of messages (Catalogue), and one placeholder syntax for both:
//
//	{name}            a value given when the message is rendered (Say, T): "{n} cartes"
//	{name|one|many}   the word that agrees with the number {name}: "{n} {n|point|points}"
//	{card:KS}         a card, named per language and face by a Namer (C2 notation inside)
//	{ofcard:KS}       a card after French "de": "du R♠", "de la sota d'oros" (the name in English)
//	{cards:KC QC 10C} several cards, "R♥, D♥ et 10♥", grouped by suit in the Spanish face
//	{anyof:KC QC}     several cards joined by "ou"/"or": "R♥ ou D♥"
//	{suit:H}          a suit, "cœur", "hearts", "copas"
//	{team:EW}         a team, "EO" in French, "EW" in English
//	{seat:E}          a seat, "Est", "East"
//	{card.le:KS}      a card with its grammatical form, agreed: "la D♠", {card.du:AS} "de l'A♠",
//	                  {card.ton:QS} "ta D♠", {cards.bare:…}, {seat.de:E} "d'Est" (grammar.go)
//
// Lessons and puzzles use only the second kind (kind:arg); the catalogues use both. A third
// language is one more constant of Lang and one more column of each table.

// Text is a text a learner reads, one column per language, indexed by Lang (French first):
// Text{"Atout", "Trump"}, or Text{French: "Atout", English: "Trump"}.
type Text [numLangs]string

// In returns the text in language l, with the language's typography (see Typeset). Placeholders
// are left as written: content texts are rendered by Namer.Text.
func (t Text) In(l Lang) string { return Typeset(l, t.column(l)) }

func (t Text) column(l Lang) string {
	if l >= numLangs {
		l = English
	}
	return t[l]
}

// frenchSpaces puts the no-break spaces of French typography: U+00A0 before a colon and inside
// guillemets, U+202F (narrow) before ; ! ? and %. Writers type ordinary spaces; the text system sets them,
// so that no sentence can forget one.
var frenchSpaces = strings.NewReplacer(
	" :", "\u00a0:", " ;", "\u202f;", " !", "\u202f!", " ?", "\u202f?", " %", "\u202f%",
	"« ", "«\u00a0", " »", "\u00a0»",
)

// Typeset applies the typography of language l to a finished text.
func Typeset(l Lang, s string) string {
	if l != French {
		return s
	}
	return frenchSpaces.Replace(s)
}

// Key is the id of a message in a Catalogue ("home.title", "P1.sum"). A key is always a constant of
// the code: a string literal of type Key, or a table of them indexed by an enum when the message
// depends on a value. It is never built at run time (no "pkind."+kind), so a test can list every
// key the code may render and check that each exists, in both languages, with its placeholders
// (CheckCatalogue; the packages' key tests walk their code with go/types).
type Key string

// Either returns yes when cond holds, else no: the choice between two messages, each written out
// as a constant (a key is never built at run time).
func Either(cond bool, yes, no Key) Key {
	if cond {
		return yes
	}
	return no
}

// Catalogue is a table of messages, each in every language, keyed by id. It is the product's one
// table of learner-facing texts: the explainer, the app's screens and the command line's human
// modes each hold one, all looked up by Say.
type Catalogue map[Key]Text

// Say renders message id in language l. kv gives the values of the message's {name} placeholders
// as name, value pairs (a value is written with fmt.Sprint). A missing message or value is a bug of
// the caller: the text then shows the missing {id} or {name} rather than crashing, and the
// catalogues' tests render every message to catch it.
func (c Catalogue) Say(l Lang, id Key, kv ...any) string {
	s, _ := c.render(l, id, kv)
	return s
}

// render is Say with the error, for the explainer, whose tests make a missing value fatal.
func (c Catalogue) render(l Lang, id Key, kv []any) (string, error) {
	t, ok := c[id]
	if !ok {
		return "{" + string(id) + "}", fmt.Errorf("no message %s", id)
	}
	s, err := fill(t.column(l), Namer{Lang: l}, kv)
	if err != nil {
		err = fmt.Errorf("message %s: %w", id, err)
	}
	return Typeset(l, s), err
}

// Placeholders lists the placeholders of a text, in order, without their braces ("n", "n|point|points",
// "card:KS"); an unclosed brace is an error.
func Placeholders(s string) ([]string, error) {
	var out []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			if strings.IndexByte(s, '}') >= 0 {
				return out, fmt.Errorf("a } without its {")
			}
			return out, nil
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return out, fmt.Errorf("unclosed placeholder %q", s[i:])
		}
		out = append(out, s[i+1:i+j])
		s = s[i+j+1:]
	}
}

// fill replaces every placeholder of s: values from kv, cards and the like through n. It renders
// what it can and reports the first problem.
func fill(s string, n Namer, kv []any) (string, error) {
	var b strings.Builder
	var first error
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			return b.String(), first
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String(), firstOf(first, fmt.Errorf("unclosed placeholder %q", s[i:]))
		}
		b.WriteString(s[:i])
		v, err := n.placeholder(s[i+1:i+j], kv)
		if err != nil {
			v, first = s[i:i+j+1], firstOf(first, err)
		}
		b.WriteString(n.afterDeterminer(b.String(), v))
		s = s[i+j+1:]
	}
}

// englishDeterminers are the words after which an English card name drops its own article: a
// Spanish card is named "the rey of espadas", and "West's {card:12e}" must read "West's rey of
// espadas", not "West's the rey…". French has no such rule: its possessives agree with the
// card's gender, which differs between the faces (la dame, le caballo), so French texts never put
// a possessive before a card (docs/content.md).
var englishDeterminers = []string{"'s ", "your ", "Your ", "his ", "her ", "their ", "my ", "our ", "the ", "The "}

// afterDeterminer returns v, the rendering of a placeholder that follows the text before, without
// its leading "the " when before ends with an English determiner.
func (n Namer) afterDeterminer(before, v string) string {
	if n.Lang != English || !strings.HasPrefix(v, "the ") {
		return v
	}
	for _, d := range englishDeterminers {
		if strings.HasSuffix(before, d) {
			return v[len("the "):]
		}
	}
	return v
}

func firstOf(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// placeholder renders one placeholder, given without its braces.
func (n Namer) placeholder(p string, kv []any) (string, error) {
	if kind, arg, ok := strings.Cut(p, ":"); ok {
		return n.content(kind, arg)
	}
	name, forms, plural := strings.Cut(p, "|")
	v, ok := value(name, kv)
	if !ok {
		return "", fmt.Errorf("no value for {%s}", name)
	}
	if !plural {
		return fmt.Sprint(v), nil
	}
	one, many, ok := strings.Cut(forms, "|")
	if !ok || strings.Contains(many, "|") {
		return "", fmt.Errorf("{%s}: a plural placeholder is {name|one|many}", p)
	}
	count, ok := v.(int)
	if !ok {
		return "", fmt.Errorf("{%s}: %v is not a number", p, v)
	}
	if n.Lang.singular(count) {
		return one, nil
	}
	return many, nil
}

// singular reports whether a count takes the singular: in French 0 and 1 do ("0 point"), in English
// only 1 does ("0 points").
func (l Lang) singular(count int) bool {
	if l == French {
		return count == 0 || count == 1 || count == -1
	}
	return count == 1 || count == -1
}

func value(name string, kv []any) (any, bool) {
	for k := 0; k+1 < len(kv); k += 2 {
		if s, ok := kv[k].(string); ok && s == name {
			return kv[k+1], true
		}
	}
	return nil, false
}

// Plural returns the word that agrees with count in language l: Plural(French, 1, "point", "points").
func Plural(l Lang, count int, one, many string) string {
	if l.singular(count) {
		return one
	}
	return many
}

// num writes a number.
func num(v int) string { return strconv.Itoa(v) }

// DecimalCount is the count that a decimal written with places decimals agrees with, for a
// {n|one|many} placeholder: French takes the singular below 2 ("1,5 point", "0,50 point"), English
// only for exactly 1 ("1.5 points", "1.00 point").
func DecimalCount(l Lang, x float64, places int) int {
	p := math.Pow(10, float64(places))
	r := math.Round(x*p) / p
	switch {
	case r == math.Trunc(r):
		return int(r)
	case l == French:
		return int(math.Trunc(r))
	}
	return 2
}

// Decimal writes x with the given number of decimals as language l writes numbers: a decimal
// comma in French ("31,60"), a point in English ("31.60"). Every human output of a number with
// decimals goes through it (the cli's evaluate and coach, the app, the generated bid points).
//
// A half rounds up, as a reader rounds by hand (28.25 → "28,3"): strconv alone would round the
// exact binary half to even ("28,2").
func Decimal(l Lang, x float64, places int) string {
	p := math.Pow(10, float64(places))
	s := strconv.FormatFloat(math.Round(x*p)/p, 'f', places, 64)
	if l == French {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// CheckContent checks a text of a lesson or a puzzle in either language: every placeholder is one
// of the content kinds with a valid argument ({card:KS}) and form ({card.le:KS}, {card.the:KS}),
// and no card is written as a code ("KS", "10C", "12o", "K♠"), which a learner would read raw and
// in the wrong face or language. It returns one error per problem, each naming the bad token.
func CheckContent(s string) []error { return checkContent(s, Langs) }

// CheckContentIn is CheckContent for the text of language l: a form must be one of l's ({card.le:KS}
// in French, {card.the:KS} in English).
func CheckContentIn(l Lang, s string) []error { return checkContent(s, []Lang{l}) }

// checkContent checks s; a placeholder is right when it renders in one of langs.
func checkContent(s string, langs []Lang) []error {
	var errs []error
	rest := s
	for {
		i := strings.IndexByte(rest, '{')
		if i < 0 {
			if strings.IndexByte(rest, '}') >= 0 {
				errs = append(errs, fmt.Errorf("a } without its {"))
			}
			return append(errs, rawCodes(rest)...)
		}
		errs = append(errs, rawCodes(rest[:i])...)
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return append(errs, fmt.Errorf("unclosed placeholder %q", rest[i:]))
		}
		p := rest[i+1 : i+j]
		if kind, arg, ok := strings.Cut(p, ":"); !ok {
			errs = append(errs, fmt.Errorf("{%s} is not a content placeholder: use {card:KS}, {ofcard:KS}, {cards:KC QC}, {anyof:KC QC}, {suit:H}, {team:EW} or {seat:E}, with a form if needed ({card.le:KS})", p))
		} else if err := renders(kind, arg, langs); err != nil {
			errs = append(errs, fmt.Errorf("{%s}: %v", p, err))
		}
		rest = rest[i+j+1:]
	}
}

// CheckFrench checks what a French text of a lesson or a puzzle must not say: the English team
// name EW (French writes EO, or {team:EW}), the plural mark "(s)" (a text agrees with its
// number), and "pisser" in a text about P6 (undertrumping is sous-couper). It returns one error
// per problem.
func CheckFrench(s string) []error {
	var errs []error
	plain := placeholderRe.ReplaceAllString(s, " ") // {team:EW} is right: the namer writes EO
	for _, w := range strings.FieldsFunc(plain, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if w == "EW" {
			errs = append(errs, fmt.Errorf("team %q in a French text: write EO, or {team:EW}", w))
		}
	}
	if strings.Contains(s, "(s)") {
		errs = append(errs, fmt.Errorf("\"(s)\" in a French text: write the word that agrees with the number"))
	}
	if low := strings.ToLower(s); strings.Contains(low, "piss") && (strings.Contains(s, "P6") || strings.Contains(low, "sous-coup")) {
		errs = append(errs, fmt.Errorf("\"pisser\" beside P6: pisser is a discard (P4, P8); P6 is sous-couper, a discard se défausser (RULES.md §3)"))
	}
	return errs
}

// renders returns nil when the content placeholder renders in one of langs, else the first error.
func renders(kind, arg string, langs []Lang) error {
	var first error
	for _, l := range langs {
		_, err := (Namer{Lang: l}).content(kind, arg)
		if err == nil {
			return nil
		}
		first = firstOf(first, err)
	}
	return first
}

var placeholderRe = regexp.MustCompile(`\{[^{}]*\}`)

// rawCodes reports the card codes written in plain text.
func rawCodes(s string) []error {
	var errs []error
	words := strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("♠♥♦♣", r))
	})
	for i, w := range words {
		if i+1 < len(words) && ordinal(w, words[i+1]) {
			continue
		}
		if code, ok := cardCode(w); ok {
			errs = append(errs, fmt.Errorf("card %q written as a code: write {card:%s}, which names it in the learner's language and face (C2)", w, code))
		}
	}
	return errs
}

// ordinal reports whether w is a French ordinal such as "7e" in "le 7e pli", which reads like the
// Spanish 7 of espadas: the word after it says which.
func ordinal(w, next string) bool {
	return strings.HasSuffix(w, "e") && strings.Contains(" pli plis tour carte donne place rang étape leçon problème question joueur ", " "+next+" ")
}

// cardCode reports whether a word is a card in C2 notation or rank and suit symbol, and returns
// its code for the placeholder.
func cardCode(w string) (string, bool) {
	last, size := utf8.DecodeLastRuneInString(w)
	rank := w[:len(w)-size]
	if rank == "" {
		return "", false
	}
	if strings.ContainsRune("♠♥♦♣SHDC", last) && strings.Contains(" 7 8 9 10 J Q K A V D R T ", " "+rank+" ") ||
		strings.ContainsRune("ecob", last) && strings.Contains(" 1 4 5 6 7 10 11 12 ", " "+rank+" ") {
		if c, _, err := engine.ParseCard(w); err == nil {
			if last >= 0x80 || strings.ContainsRune("VDRT", rune(rank[0])) {
				return c.Format(engine.French), true
			}
			return w, true
		}
	}
	return "", false
}
