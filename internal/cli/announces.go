package cli

import (
	"flag"
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

func init() {
	register(command{name: "announces", synopsis: "what may this hand declare (RULES §5)",
		usage:    []string{"--trump T --hand CARDS [--variant V] [--lang fr|en]", "--json < hands.jsonl"},
		examples: []string{`belote announces --trump H --hand "JS JH JD JC 7S 8S 9S 10S"`},
		jsonLine: `{"variant":"annonces","trump":"H","hand":["JS","JH","JD","JC","9S","10S","QS","KS"]}`,
		flags:    announcesFlags})
}

type announcesRequest struct {
	Variant string   `json:"variant"`
	Trump   string   `json:"trump"`
	Hand    []string `json:"hand"`
}

type announceAnswer struct {
	Kind   string   `json:"kind"`
	Cards  []string `json:"cards"`
	Points int      `json:"points"`
}

type announcesAnswer struct {
	Best   []announceAnswer `json:"best"`
	Total  int              `json:"total"`
	Belote bool             `json:"belote"`
}

// answer checks the request and returns the hand's best declaration (A2, A3).
func (r *announcesRequest) answer(vc variantCache) (announcesAnswer, error) {
	v, err := vc.get(r.Variant)
	if err != nil {
		return announcesAnswer{}, err
	}
	if !v.Announcements {
		return announcesAnswer{}, fmt.Errorf("variant %s has no announcements (RULES §7)", v.Name)
	}
	trump, err := parseTrump("trump", r.Trump, true)
	if err != nil {
		return announcesAnswer{}, err
	}
	cards, err := parseCardList("hand", r.Hand)
	if err != nil {
		return announcesAnswer{}, err
	}
	hand := engine.SetOf(cards...)
	switch {
	case len(cards) == 0 || len(cards) > 8:
		return announcesAnswer{}, fmt.Errorf("field \"hand\": a hand holds 1 to 8 cards, not %d", len(cards))
	case hand.Len() != len(cards):
		return announcesAnswer{}, fmt.Errorf("field \"hand\": a card appears twice")
	}
	best := engine.BestDeclaration(hand, trump)
	out := announcesAnswer{Best: announceList(best, v.Face), Total: engine.SumPoints(best)}
	out.Belote = engine.HoldsBelote(hand, trump) // B1
	return out, nil
}

func announcesLine(vc variantCache) lineHandler {
	return func(line []byte) (any, error) {
		var req announcesRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		return req.answer(vc)
	}
}

func announcesFlags(fs *flag.FlagSet) runner {
	var req announcesRequest
	var hand string
	fs.StringVar(&req.Variant, "variant", "annonces", "variant with announcements: annonces, marocaine, francaise, or the path of a variant file (`NAME|FILE`)")
	fs.StringVar(&req.Trump, "trump", "", "trump `suit`: S H D C (♠♥♦♣) or e c o b")
	fs.StringVar(&hand, "hand", "", "the hand's `cards`, e.g. \"JS JH JD JC 7S 8S 9S 10S\"")
	asJSON := fs.Bool("json", false, jsonUsage)
	langFlag := fs.String("lang", "", "language of the explanation: `fr|en` (default: the global --lang, then the locale)")
	return func(env Env, _ []string) int { return runAnnounces(&req, hand, *asJSON, *langFlag, env) }
}

func runAnnounces(req *announcesRequest, hand string, asJSON bool, langFlag string, env Env) int {
	if asJSON {
		return serveLines(env.Stdin, env.Stdout, announcesLine(env.variants()))
	}
	lang, err := chooseLang(langFlag, env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote announces: %v\n", err)
		return 2
	}
	req.Hand = strings.Fields(strings.ReplaceAll(hand, ",", " "))
	ans, err := req.answer(env.variants())
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote announces: %v\n", err)
		return 1
	}
	for _, a := range ans.Best {
		fmt.Fprintf(env.Stdout, "%-9s %-28s %3d\n", a.Kind, strings.Join(a.Cards, " "), a.Points)
	}
	// The sentences (what the hand can declare and why, belote) come from the explainer.
	v, _ := loadVariant(req.Variant, env.NoVariantFiles)
	trump, _ := parseTrump("trump", req.Trump, true)
	cards, _ := parseCardList("hand", req.Hand)
	for _, line := range explain.Announces(v, trump, engine.SetOf(cards...), lang) {
		fmt.Fprintln(env.Stdout, line)
	}
	return 0
}
