package cli

import (
	"flag"
	"fmt"
	"io"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

func init() {
	register(command{name: "explain", synopsis: "why each card of a hand is or is not legal (RULES §3), in French or English",
		usage:    []string{"--trump T --hand CARDS [--trick CARDS] [--variant V] [--lang fr|en]", "--json [--lang fr|en] < positions.jsonl"},
		examples: []string{`belote explain --trump H --hand "8H QH 7D 9C" --trick "AS 7H" --lang fr`},
		jsonLine: `{"variant":"classique","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"],"lang":"en"}`,
		flags: func(fs *flag.FlagSet) runner {
			pf := newPositionFlags(fs)
			return func(env Env, _ []string) int { return runExplain(pf, env) }
		}})
}

// explainRequest is the input of `explain --json`: the fields of `legal` plus an optional language.
type explainRequest struct {
	positionRequest
	Lang string `json:"lang"`
}

type explainAnswer struct {
	Rule    string        `json:"rule"`
	Code    string        `json:"code"`
	Summary string        `json:"summary"`
	Cards   []explainCard `json:"cards"`
}

type explainCard struct {
	Card  string `json:"card"`
	Legal bool   `json:"legal"`
	Rule  string `json:"rule"`
	Text  string `json:"text"`
}

// explainPosition hands a checked position to the explainer.
func (p *position) explainPosition() explain.Position {
	return explain.Position{Variant: p.variant, Trump: p.trump, Hand: p.hand, Trick: p.trick}
}

// language reads --lang, or the environment's locale when it is not given.
func (pf *positionFlags) language(env Env) (explain.Lang, error) { return chooseLang(pf.lang, env) }

// chooseLang checks a --lang value and falls back on the global --lang, then the locale
// (explain.DetectLang).
func chooseLang(flag string, env Env) (explain.Lang, error) {
	if flag == "" {
		flag = env.Lang
	}
	if flag != "" {
		if _, err := explain.ParseLang(flag); err != nil {
			return explain.English, fmt.Errorf("--lang: %v", err)
		}
	}
	return explain.DetectLang(flag, env.Getenv), nil
}

// explainLine answers one line of `explain --json` (CLI.md); def is the language of lines that do
// not name one.
func explainLine(vc variantCache, def explain.Lang) lineHandler {
	return func(line []byte) (any, error) {
		var req explainRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		lang := def
		if req.Lang != "" {
			l, err := explain.ParseLang(req.Lang)
			if err != nil {
				return nil, fmt.Errorf("field \"lang\": %v", err)
			}
			lang = l
		}
		p, err := req.parse(vc)
		if err != nil {
			return nil, err
		}
		return newExplainAnswer(explain.Play(p.explainPosition(), lang), p.variant.Face), nil
	}
}

func newExplainAnswer(ex explain.PlayExplanation, face engine.Face) explainAnswer {
	ans := explainAnswer{Rule: ex.Rule.String(), Code: ex.Rule.Code(), Summary: ex.Summary,
		Cards: make([]explainCard, len(ex.Cards))}
	for i, cv := range ex.Cards {
		ans.Cards[i] = explainCard{Card: cv.Card.Format(face), Legal: cv.Legal, Rule: cv.Rule.String(), Text: cv.Text}
	}
	return ans
}

func runExplain(pf *positionFlags, env Env) int {
	lang, err := pf.language(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote explain: %v\n", err)
		return 2
	}
	if pf.json {
		return serveLines(env.Stdin, env.Stdout, explainLine(env.variants(), lang))
	}
	p, err := pf.position(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote explain: %v\n", err)
		return 1
	}
	fmt.Fprint(env.Stdout, explain.Play(p.explainPosition(), lang).Text())
	return 0
}

// explainOptions are the --explain and --lang flags that the human modes of score and replay share.
type explainOptions struct {
	on   bool
	lang string
}

func addExplainFlags(fs *flag.FlagSet) *explainOptions {
	eo := &explainOptions{}
	fs.BoolVar(&eo.on, "explain", false, "explain the score step by step, citing the rules")
	fs.StringVar(&eo.lang, "lang", "", "language of the tables and the explanation: `fr|en` (default: the global --lang, then LC_ALL, LC_MESSAGES, LANG)")
	return eo
}

// language checks --lang, or reads the environment's locale (explain.DetectLang).
func (eo *explainOptions) language(env Env) (explain.Lang, error) { return chooseLang(eo.lang, env) }

// print writes the breakdown of a score (explain.Breakdown) when --explain was given.
func (eo *explainOptions) print(w io.Writer, lang explain.Lang, v *engine.Variant, f engine.DealFacts, s engine.Score) {
	if !eo.on {
		return
	}
	fmt.Fprintln(w)
	for _, line := range explain.Breakdown(v, f, s, lang) {
		fmt.Fprintln(w, line)
	}
}
