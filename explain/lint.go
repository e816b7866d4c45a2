package explain

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The French lint: the shapes of French around a card that a teacher's reading found in the
// content (issue 22), found in a text as written, placeholders and all, so that one text is right
// in both faces. « de le 7 », « ton le 6 de copas », « A♥ de ton partenaire », « la tierce le
// caballo » come from a card placeholder without the form its place needs (grammar.go).

// GrammarProblem is a phrase of a French text that French grammar refuses.
type GrammarProblem struct {
	Offset  int    // where the phrase starts in the text, in bytes
	Phrase  string // the phrase as written: "de {card:7b}", "ton le"
	Message string // what is wrong, and what to write
	Fix     string // the phrase rewritten, when the lint knows how; "" otherwise
}

func (p GrammarProblem) Error() string { return fmt.Sprintf("« %s »: %s", p.Phrase, p.Message) }

// LintFrench returns the grammar problems of a French text of a lesson, a puzzle or a message, in
// the order they are written, one per bad phrase:
//   - « de le », « de les », « à le », « à les » (du, des, au, aux), whether written or given by a
//     card placeholder: "de {card:7b}" reads « de le 7 de bastos » in the Spanish face and « de 7♣ »
//     in the French one (write {card.du:7b});
//   - a possessive before an article (« ton le »), or before a card without its form ({card.ton:…});
//   - an article or a noun before a card that brings its own (« la {card:…} », « la tierce {cards:…} »);
//   - a bare card where French wants its article: starting a sentence ({Card.le:…}), or held by
//     someone (« {card:AH} de ton partenaire », « {card:7C} d'Ouest »).
func LintFrench(s string) []GrammarProblem {
	toks := tokenize(s)
	var out []GrammarProblem
	for i := 0; i < len(toks); i++ {
		if p, end, ok := lintAt(s, toks, i); ok {
			p.Offset = toks[i].off
			p.Phrase = s[toks[i].off:toks[end].end]
			out = append(out, p)
			i = end
		}
	}
	return out
}

// lintAt checks the phrase that starts at token i; end is its last token.
func lintAt(s string, toks []token, i int) (p GrammarProblem, end int, ok bool) {
	t := toks[i]
	next := tokenAt(toks, i+1)
	if t.ph != nil {
		return lintCard(s, toks, i)
	}
	capital := t.text != strings.ToLower(t.text)
	if t.kind != word {
		return p, 0, false
	}
	w := strings.ToLower(t.text)
	switch {
	case isPrep(w) && next.kind == word && (strings.EqualFold(next.text, "le") || strings.EqualFold(next.text, "les")) && !pronoun(toks, i+2):
		c := contracted(w, strings.ToLower(next.text))
		return GrammarProblem{Message: fmt.Sprintf("write « %s »", c), Fix: capitalIf(capital, c)}, i + 1, true
	case isPrep(w) && next.isCard() && (articled(next.ph) || next.ph.form == "du" || next.ph.form == "au"):
		return lintPrepCard(w, next.ph.capitalIf(capital)), i + 1, true
	case possessives[w] != "" && next.kind == word && articles[strings.ToLower(next.text)]:
		return GrammarProblem{Message: "a possessive takes no article"}, i + 1, true
	case possessives[w] != "" && next.isCard() && !bareOr(next.ph, possessiveForms):
		f := possessives[w]
		fix := next.ph.capitalIf(capital).with(f)
		return GrammarProblem{Message: fmt.Sprintf("after « %s », write %s: it agrees the possessive with the card (ton as, ta dame, ta sota)", w, fix), Fix: fix}, i + 1, true
	case articles[w] && next.isCard() && articled(next.ph):
		fix := next.ph.capitalIf(capital).with("le")
		return GrammarProblem{Message: fmt.Sprintf("two articles: write %s alone", fix), Fix: fix}, i + 1, true
	case appositions[w] && next.isCard() && articled(next.ph):
		fix := next.ph.with("bare")
		return GrammarProblem{Message: fmt.Sprintf("after « %s » the cards bring their own article: write %s, or a colon before them", w, fix), Fix: t.text + " " + fix}, i + 1, true
	}
	return p, 0, false
}

// lintCard checks a card placeholder where it stands: starting a sentence, or held by someone.
func lintCard(s string, toks []token, i int) (p GrammarProblem, end int, ok bool) {
	ph := toks[i].ph
	if !ph.cardLike() || (ph.form != "" && ph.form != "bare") {
		return p, 0, false
	}
	// An explicit bare form may start a row of figures (« {Card.bare:AS} 11, … »); the plain
	// placeholder is bare in the French face: « A♥ de ton partenaire finit… ».
	if ph.form == "" && (ph.capital || sentenceStart(toks, i)) {
		fix := ph.capitalIf(true).with("le")
		return GrammarProblem{Message: fmt.Sprintf("a card starting a sentence takes its article: write %s", fix), Fix: fix}, i, true
	}
	if of, holder := tokenAt(toks, i+1), tokenAt(toks, i+2); of.kind == word && isOf(strings.ToLower(of.text)) && isHolder(holder) {
		fix := ph.with("le")
		return GrammarProblem{Message: fmt.Sprintf("a card held by someone takes its article: write %s", fix), Fix: fix + s[toks[i].end:holder.end]}, i + 2, true
	}
	return p, 0, false
}

// lintPrepCard words the problem of a card placeholder after de or à.
func lintPrepCard(prep string, ph *placeholderToken) GrammarProblem {
	want := "du"
	if prep == "à" {
		want = "au"
	}
	if ph.form == "" || ph.form == "le" {
		return GrammarProblem{Message: fmt.Sprintf("after « %s » a card takes its contracted article: write %s without the « %s »", prep, ph.with(want), prep), Fix: ph.with(want)}
	}
	return GrammarProblem{Message: fmt.Sprintf("%s already says « %s »: drop the « %s » before it", ph.source, ph.form, prep), Fix: ph.with(ph.form)}
}

// The words the lint knows, lowercased.
var (
	// possessives maps each possessive to its card form: ta and tes agree as ton.
	possessives = map[string]string{
		"ton": "ton", "ta": "ton", "tes": "ton", "mon": "mon", "ma": "mon", "mes": "mon",
		"son": "son", "sa": "son", "ses": "son", "notre": "notre", "nos": "notre",
		"votre": "votre", "vos": "votre", "leur": "leur", "leurs": "leur",
	}
	possessiveForms = []string{"ton", "mon", "son", "notre", "votre", "leur"}
	articles        = setOf("le", "la", "les", "l'", "un", "une", "des", "du", "au", "aux", "ce", "cet", "cette", "ces")
	// appositions are the nouns a card may follow as a name: « la tierce caballo, rey et as », « ton
	// atout D♦ ».
	// articleForms maps the articles to the form that replaces them before a card: « du
	// {card:7b} » is {card.du:7b}.
	articleForms = map[string]string{"le": "le", "la": "le", "les": "le", "l'": "le", "du": "du", "des": "du",
		"au": "au", "aux": "au", "ce": "ce", "cet": "ce", "cette": "ce", "ces": "ce"}
	appositions = setOf("atout", "tierce", "cinquante", "cent", "carré", "suite", "séquence", "quinte")
	holders     = setOf("nord", "est", "sud", "ouest", "toi", "lui", "eux", "partenaire", "adversaire", "adversaires", "ns", "eo")
	// nouns that end like an infinitive: « de le premier » is « du premier », not « de le faire ».
	verbLike = setOf("premier", "dernier", "partenaire", "quatre", "contre", "maître", "autre", "ordre", "nombre", "entier", "tiers")
)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

func isPrep(w string) bool { return w == "de" || w == "d'" || w == "à" }
func isOf(w string) bool   { return w == "de" || w == "d'" || w == "du" || w == "des" }

// contracted is the word French writes for « de le », « à les »…
func contracted(prep, article string) string {
	return map[string]string{"dele": "du", "deles": "des", "àle": "au", "àles": "aux"}[prep+article]
}

// pronoun reports whether the word at i makes the le before it a pronoun: « de le faire ».
func pronoun(toks []token, i int) bool {
	t := tokenAt(toks, i)
	if t.kind != word {
		return false
	}
	w := strings.ToLower(t.text)
	if w == "y" || w == "en" {
		return true
	}
	for _, end := range []string{"er", "ir", "re", "oir"} {
		if strings.HasSuffix(w, end) && !verbLike[w] {
			return true
		}
	}
	return false
}

// isHolder reports whether t names who holds a card, after « de »: a seat, a team, a possessive.
func isHolder(t token) bool {
	if t.ph != nil {
		return t.ph.kind == "seat" || t.ph.kind == "team"
	}
	w := strings.ToLower(t.text)
	return t.kind == word && (holders[w] || possessives[w] != "" || w == "l'" || w == "un")
}

// sentenceStart reports whether token i starts a sentence: the text's first, or after . ! ? …
func sentenceStart(toks []token, i int) bool {
	if i == 0 {
		return true
	}
	prev := toks[i-1]
	return prev.kind == punct && strings.ContainsAny(prev.text, ".!?…")
}

func articled(ph *placeholderToken) bool { return ph.form == "" || ph.form == "le" }

func bareOr(ph *placeholderToken, forms []string) bool {
	for _, f := range forms {
		if ph.form == f {
			return true
		}
	}
	return ph.form == "bare"
}

// A token of a text: a word, a placeholder or a punctuation mark; spaces separate them.
type token struct {
	kind     tokenKind
	text     string
	off, end int
	ph       *placeholderToken // a placeholder's parts
}

type tokenKind uint8

const (
	none tokenKind = iota
	word
	placeholder
	punct
)

// placeholderToken is a content placeholder read into its parts: {Card.le:KS}.
type placeholderToken struct {
	source     string // as written, braces included
	kind, form string // "card", "le"; form "" when none
	arg        string
	capital    bool
}

func (ph *placeholderToken) cardLike() bool {
	return ph.kind == "card" || ph.kind == "cards" || ph.kind == "anyof"
}

// with writes the placeholder with another form: {card:KS} with "du" is {card.du:KS}.
func (ph *placeholderToken) with(form string) string {
	kind := ph.kind
	if ph.capital {
		kind = upperFirst(kind)
	}
	return "{" + kind + "." + form + ":" + ph.arg + "}"
}

// capitalIf is the placeholder with the capital that starts a sentence when capital is true:
// {Card.le:KS}.
func (ph placeholderToken) capitalIf(capital bool) *placeholderToken {
	ph.capital = ph.capital || capital
	return &ph
}

func capitalIf(capital bool, s string) string {
	if capital {
		return upperFirst(s)
	}
	return s
}

func tokenAt(toks []token, i int) token {
	if i < 0 || i >= len(toks) {
		return token{}
	}
	return toks[i]
}

func (t token) isCard() bool { return t.ph != nil && t.ph.cardLike() }

// tokenize splits a text into words, placeholders and punctuation. A word ends after an
// apostrophe (« d'Ouest » is d' and Ouest); a hyphen stays inside it (« charge-le »).
func tokenize(s string) []token {
	var toks []token
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
		case r == '{':
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				return toks // an unclosed placeholder: CheckContent reports it
			}
			toks = append(toks, token{kind: placeholder, text: s[i : i+j+1], off: i, end: i + j + 1, ph: readPlaceholder(s[i : i+j+1])})
			i += j + 1
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(s) {
				r, size := utf8.DecodeRuneInString(s[j:])
				if r == '\'' || r == '’' {
					j += size
					break
				}
				if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-') {
					break
				}
				j += size
			}
			toks = append(toks, token{kind: word, text: strings.ReplaceAll(s[i:j], "’", "'"), off: i, end: j})
			i = j
		default:
			toks = append(toks, token{kind: punct, text: s[i : i+size], off: i, end: i + size})
			i += size
		}
	}
	return toks
}

// readPlaceholder reads {kind.form:arg}; {ofcard:…} is the older spelling of {card.du:…}.
func readPlaceholder(src string) *placeholderToken {
	kind, arg, _ := strings.Cut(src[1:len(src)-1], ":")
	kind, form, _ := strings.Cut(kind, ".")
	ph := &placeholderToken{source: src, kind: strings.ToLower(kind), form: form, arg: arg}
	ph.capital = ph.kind != kind
	if ph.kind == "ofcard" {
		ph.kind, ph.form = "card", "du"
	}
	return ph
}

// FormFrench gives every plain card placeholder of a French text ({card:…}, {cards:…},
// {anyof:…}) the form its place needs, and the article where French allows either: "de
// {card:7b}" becomes {card.du:7b}, "ton {card:6c}" {card.ton:6c}, "la {card:QS}" {card.le:QS},
// "la tierce {cards:…}" and "({cards:…})" {cards.bare:…}, and any other {card:KS} {card.le:KS}
// (« Est entame le R♠ », « le 7♣ d'Ouest tombe »). Placeholders with a form are kept as written. A generator
// writes its French sentences with plain placeholders and passes them through FormFrench, so that
// the words around a card are French in both faces; LintFrench finds nothing in its result.
func FormFrench(s string) string {
	toks := tokenize(s)
	var b strings.Builder
	at := 0 // s[:at] is written
	for i, t := range toks {
		if !t.isCard() || t.ph.form != "" {
			continue
		}
		from, form := t.off, "le"
		prev := tokenAt(toks, i-1)
		w := strings.ToLower(prev.text)
		adjacent := prev.kind == word && i > 0
		capital := t.ph.capital || sentenceStart(toks, i)
		switch {
		case adjacent && isPrep(w):
			from, form, capital = prev.off, map[bool]string{true: "au", false: "du"}[w == "à"], prev.text != w
		case adjacent && possessives[w] != "":
			from, form, capital = prev.off, possessives[w], prev.text != w
		case adjacent && articleForms[w] != "":
			from, form, capital = prev.off, articleForms[w], prev.text != w
		case adjacent && appositions[w], prev.text == "(":
			form = "bare" // « la tierce V♠, D♠ et R♠ », « (7♣, 9♣ et 10♣) »
		}
		b.WriteString(s[at:from])
		b.WriteString(t.ph.capitalIf(capital).with(form))
		at = t.end
	}
	b.WriteString(s[at:])
	return b.String()
}
