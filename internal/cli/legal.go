package cli

import (
	"flag"
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

func init() {
	register(command{name: "legal", synopsis: "which cards may the player to play choose (RULES §3)",
		usage:    []string{"--trump T --hand CARDS [--trick CARDS] [--variant V] [--lang fr|en]", "--json < positions.jsonl"},
		examples: []string{`belote legal --trump H --hand "8H QH 7D 9C" --trick "AS 7H"`},
		jsonLine: `{"variant":"classique","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"]}`,
		flags:    legalFlags})
}

// positionRequest is a position to play from: the fields of `legal` (CLI.md).
type positionRequest struct {
	Variant string   `json:"variant"`
	Trump   string   `json:"trump"`
	Hand    []string `json:"hand"`
	Trick   []string `json:"trick"`
}

// position is a checked positionRequest.
type position struct {
	variant *engine.Variant
	trump   engine.Suit
	hand    []engine.Card
	trick   []engine.Card
}

func (p *position) handSet() engine.Set { return engine.SetOf(p.hand...) }

// parse checks a position: known variant, a trump suit, 1 to 8 cards in hand, at most 3 already
// played, no card twice.
func (r *positionRequest) parse(vc variantCache) (*position, error) {
	v, err := vc.get(r.Variant)
	if err != nil {
		return nil, err
	}
	trump, err := parseTrump("trump", r.Trump, true)
	if err != nil {
		return nil, err
	}
	hand, err := parseCardList("hand", r.Hand)
	if err != nil {
		return nil, err
	}
	trick, err := parseCardList("trick", r.Trick)
	if err != nil {
		return nil, err
	}
	switch {
	case len(hand) == 0 || len(hand) > 8:
		return nil, fmt.Errorf("field \"hand\": a hand holds 1 to 8 cards, not %d", len(hand))
	case len(trick) > 3:
		return nil, fmt.Errorf("field \"trick\": at most 3 cards are played before the player, not %d", len(trick))
	}
	if err := distinct(namedCards{"hand", hand}, namedCards{"trick", trick}); err != nil {
		return nil, err
	}
	return &position{variant: v, trump: trump, hand: hand, trick: trick}, nil
}

type legalAnswer struct {
	Legal []string `json:"legal"`
	Rule  string   `json:"rule"`
	Code  string   `json:"code"`
}

func legalLine(vc variantCache) lineHandler {
	return func(line []byte) (any, error) {
		var req positionRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		p, err := req.parse(vc)
		if err != nil {
			return nil, err
		}
		legal, rule := p.variant.Legal(p.trump, p.handSet(), p.trick)
		return legalAnswer{Legal: inHandOrder(p.hand, legal, p.variant.Face), Rule: rule.String(), Code: rule.Code()}, nil
	}
}

// inHandOrder lists the cards of s in the order of hand (CLI.md: "in the order of hand").
func inHandOrder(hand []engine.Card, s engine.Set, f engine.Face) []string {
	out := make([]string, 0, s.Len())
	for _, c := range hand {
		if s.Has(c) {
			out = append(out, c.Format(f))
		}
	}
	return out
}

// positionFlags are the human-mode flags shared by legal and explain.
type positionFlags struct {
	req   positionRequest
	hand  string
	trick string
	json  bool
	lang  string
}

func newPositionFlags(fs *flag.FlagSet) *positionFlags {
	pf := &positionFlags{}
	fs.StringVar(&pf.req.Variant, "variant", "classique", variantUsage)
	fs.StringVar(&pf.req.Trump, "trump", "", "trump `suit`: S H D C (♠♥♦♣) or e c o b")
	fs.StringVar(&pf.hand, "hand", "", "the player's `cards`, e.g. \"8H QH 7D 9C\"")
	fs.StringVar(&pf.trick, "trick", "", "`cards` already played to the trick, in order, e.g. \"AS 7H\"")
	fs.BoolVar(&pf.json, "json", false, jsonUsage)
	fs.StringVar(&pf.lang, "lang", "", "language of the explanations: `fr|en` (default: the global --lang, then LC_ALL, LC_MESSAGES, LANG)")
	return pf
}

// position parses the human-mode flags into a checked position.
func (pf *positionFlags) position(env Env) (*position, error) {
	pf.req.Hand = strings.Fields(strings.ReplaceAll(pf.hand, ",", " "))
	pf.req.Trick = strings.Fields(strings.ReplaceAll(pf.trick, ",", " "))
	return pf.req.parse(env.variants())
}

func legalFlags(fs *flag.FlagSet) runner {
	pf := newPositionFlags(fs)
	return func(env Env, _ []string) int { return runLegal(pf, env) }
}

func runLegal(pf *positionFlags, env Env) int {
	if pf.json {
		return serveLines(env.Stdin, env.Stdout, legalLine(env.variants()))
	}
	p, err := pf.position(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote legal: %v\n", err)
		return 1
	}
	lang, err := pf.language(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote legal: %v\n", err)
		return 2
	}
	legal, rule := p.variant.Legal(p.trump, p.handSet(), p.trick)
	fmt.Fprintf(env.Stdout, "%s  (%s %s)\n", legalCards(p.hand, legal, explain.NewNamer(lang, p.variant)), rule, rule.Code())
	fmt.Fprintln(env.Stdout, explain.Play(p.explainPosition(), lang).Summary)
	return 0
}

// legalCards writes the cards of hand that are in s, in the hand's order, as the learner's language
// names them on the table (V D R in French, J Q K in English).
func legalCards(hand []engine.Card, s engine.Set, n explain.Namer) string {
	var in []engine.Card
	for _, c := range hand {
		if s.Has(c) {
			in = append(in, c)
		}
	}
	return n.Cards(in)
}

// variantUsage is the help of every --variant flag.
const variantUsage = "variant: classique, annonces, marocaine, francaise, or the path of a variant file (`NAME|FILE`)"

// jsonUsage is the help of the --json flag of the JSON Lines commands.
const jsonUsage = "read JSON Lines on standard input and answer each line at once (docs/cli.md)"
