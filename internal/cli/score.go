package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

func init() {
	register(command{name: "score", synopsis: "score one deal: made, failed or litige (RULES §6)",
		usage: []string{"--ns N [--ew N] [--taker NS|EW] [--belote NS|EW] [--capot NS|EW] [--variant V] [--explain] [--lang fr|en]",
			"--json < deals.jsonl"},
		examples: []string{"belote score --variant marocaine --ns 81", "belote score --trump H --ns 85 --belote EW --explain --lang fr"},
		jsonLine: `{"variant":"francaise","trump":"H","taker":"NS","points":{"NS":70,"EW":92},"belote":"NS","capot":null,"announces":{"NS":[],"EW":[["7H","8H","9H"]]}}`,
		flags:    scoreFlagsDefine})
}

// teamPoints is a {"NS": n, "EW": n} object.
type teamPoints struct {
	NS int `json:"NS"`
	EW int `json:"EW"`
}

func newTeamPoints(p [2]int) teamPoints { return teamPoints{NS: p[engine.NS], EW: p[engine.EW]} }

// scoreRequest is the input of `score --json` (CLI.md).
type scoreRequest struct {
	Variant   string                `json:"variant"`
	Trump     string                `json:"trump"`
	Taker     string                `json:"taker"`
	Points    *map[string]*int      `json:"points"`
	Belote    *string               `json:"belote"`
	Capot     *string               `json:"capot"`
	Announces map[string][][]string `json:"announces"`
}

// scoreAnswer is the output of `score --json`; Decided and Contract extend CLI.md with the rule ids
// that judged the contract and settled the points.
type scoreAnswer struct {
	NS              int        `json:"NS"`
	EW              int        `json:"EW"`
	Result          string     `json:"result"`
	Reserve         int        `json:"reserve"`
	AnnouncesWinner *string    `json:"announces_winner"`
	AnnouncePoints  teamPoints `json:"announce_points"`
	TrickPoints     teamPoints `json:"trick_points"`
	Contract        string     `json:"contract_rule"`
	Decided         string     `json:"decided_rule"`
}

func newScoreAnswer(s engine.Score) scoreAnswer {
	a := scoreAnswer{
		NS: s.Points[engine.NS], EW: s.Points[engine.EW],
		Result: s.Result.String(), Reserve: s.Reserve,
		AnnouncePoints: newTeamPoints(s.Announces.Points),
		TrickPoints:    newTeamPoints(s.TrickPoints),
		Contract:       s.ContractRule.String(), Decided: s.Decided.String(),
	}
	if s.Announces.Winner != engine.NoTeam {
		w := s.Announces.Winner.String()
		a.AnnouncesWinner = &w
	}
	return a
}

// facts checks the request and turns it into the engine's DealFacts.
func (r *scoreRequest) facts(vc variantCache) (*engine.Variant, engine.DealFacts, error) {
	f := engine.DealFacts{Capot: engine.NoTeam, Belote: engine.NoTeam}
	v, err := vc.get(r.Variant)
	if err != nil {
		return nil, f, err
	}
	if f.Taker, err = engine.ParseTeam(r.Taker); err != nil {
		return nil, f, fmt.Errorf("field \"taker\": %v", err)
	}
	if f.Trump, err = parseTrump("trump", r.Trump, hasAnnounces(r.Announces)); err != nil {
		return nil, f, err
	}
	if f.TrickPoints, err = parsePoints(r.Points); err != nil {
		return nil, f, err
	}
	if f.Belote, err = optionalTeam("belote", r.Belote); err != nil {
		return nil, f, err
	}
	if f.Capot, err = optionalTeam("capot", r.Capot); err != nil {
		return nil, f, err
	}
	for key, lists := range r.Announces {
		team, err := engine.ParseTeam(key)
		if err != nil {
			return nil, f, fmt.Errorf("field \"announces\": %v", err)
		}
		if f.Declared[team], err = parseAnnounceLists("announces."+key, lists); err != nil {
			return nil, f, err
		}
	}
	return v, f, nil
}

func hasAnnounces(m map[string][][]string) bool {
	for _, l := range m {
		if len(l) > 0 {
			return true
		}
	}
	return false
}

func parsePoints(p *map[string]*int) ([2]int, error) {
	var out [2]int
	if p == nil {
		return out, fmt.Errorf(`field "points": missing ({"NS": n, "EW": n}, adding up to 162)`)
	}
	for key, val := range *p {
		team, err := engine.ParseTeam(key)
		if err != nil {
			return out, fmt.Errorf("field \"points\": %v", err)
		}
		if val == nil {
			return out, fmt.Errorf("field \"points.%s\": null", key)
		}
		out[team] = *val
	}
	for _, t := range []engine.Team{engine.NS, engine.EW} {
		if _, ok := (*p)[t.String()]; !ok {
			return out, fmt.Errorf("field \"points.%s\": missing", t)
		}
	}
	return out, nil
}

func optionalTeam(field string, s *string) (engine.Team, error) {
	if s == nil || *s == "" {
		return engine.NoTeam, nil
	}
	t, err := engine.ParseTeam(*s)
	if err != nil {
		return engine.NoTeam, fmt.Errorf("field %q: %v", field, err)
	}
	return t, nil
}

// parseAnnounceLists reads declared announcements, each a list of cards that must form one (A1).
func parseAnnounceLists(field string, lists [][]string) ([]engine.Announcement, error) {
	var out []engine.Announcement
	for i, toks := range lists {
		cards, err := parseCardList(fmt.Sprintf("%s[%d]", field, i), toks)
		if err != nil {
			return nil, err
		}
		a, err := engine.ParseAnnouncement(cards)
		if err != nil {
			return nil, fmt.Errorf("%s[%d]: %v", field, i, err)
		}
		out = append(out, a)
	}
	return out, nil
}

func scoreLine(vc variantCache) lineHandler {
	return func(line []byte) (any, error) {
		var req scoreRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		v, f, err := req.facts(vc)
		if err != nil {
			return nil, err
		}
		s, err := v.ScoreDeal(f)
		if err != nil {
			return nil, err
		}
		return newScoreAnswer(s), nil
	}
}

// scoreFlags are the human-mode flags of `belote score`.
type scoreFlags struct {
	req           scoreRequest
	ns, ew        int
	belote, capot string
	nsAnn, ewAnn  string
	json          bool
}

func scoreFlagsDefine(fs *flag.FlagSet) runner {
	sf := &scoreFlags{}
	fs.StringVar(&sf.req.Variant, "variant", "classique", variantUsage)
	fs.StringVar(&sf.req.Trump, "trump", "", "trump suit (needed with announcements)")
	fs.StringVar(&sf.req.Taker, "taker", "NS", "the taking team: NS or EW")
	fs.IntVar(&sf.ns, "ns", -1, "trick points of NS, dix de der included")
	fs.IntVar(&sf.ew, "ew", -1, "trick points of EW (default: 162 minus NS)")
	fs.StringVar(&sf.belote, "belote", "", "the team that said belote-rebelote: NS or EW")
	fs.StringVar(&sf.capot, "capot", "", "the team that won every trick: NS or EW")
	fs.StringVar(&sf.nsAnn, "ns-announces", "", `NS announcements, e.g. "7H 8H 9H; JS JH JD JC"`)
	fs.StringVar(&sf.ewAnn, "ew-announces", "", "EW announcements, same form")
	fs.BoolVar(&sf.json, "json", false, jsonUsage)
	eo := addExplainFlags(fs)
	return func(env Env, _ []string) int { return runScore(sf, eo, env) }
}

func runScore(sf *scoreFlags, eo *explainOptions, env Env) int {
	lang, err := eo.language(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote score: %v\n", err)
		return 2
	}
	if sf.json {
		return serveLines(env.Stdin, env.Stdout, scoreLine(env.variants()))
	}
	v, f, s, err := sf.score(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote score: %v\n", err)
		return 1
	}
	printScore(env.Stdout, lang, v, s)
	eo.print(env.Stdout, lang, v, f, s)
	return 0
}

func (sf *scoreFlags) score(env Env) (*engine.Variant, engine.DealFacts, engine.Score, error) {
	if sf.ns < 0 && sf.ew < 0 {
		return nil, engine.DealFacts{}, engine.Score{}, fmt.Errorf("give --ns (and --ew) trick points")
	}
	if sf.ew < 0 {
		sf.ew = engine.TotalPoints - sf.ns
	} else if sf.ns < 0 {
		sf.ns = engine.TotalPoints - sf.ew
	}
	points := map[string]*int{"NS": &sf.ns, "EW": &sf.ew}
	sf.req.Points = &points
	sf.req.Belote, sf.req.Capot = &sf.belote, &sf.capot
	sf.req.Announces = map[string][][]string{"NS": splitAnnounces(sf.nsAnn), "EW": splitAnnounces(sf.ewAnn)}
	v, f, err := sf.req.facts(env.variants())
	if err != nil {
		return nil, f, engine.Score{}, err
	}
	s, err := v.ScoreDeal(f)
	return v, f, s, err
}

// splitAnnounces reads "7H 8H 9H; JS JH JD JC" as two announcements.
func splitAnnounces(s string) [][]string {
	var out [][]string
	for _, part := range strings.Split(s, ";") {
		if f := strings.Fields(strings.ReplaceAll(part, ",", " ")); len(f) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// resultWords name the outcomes of a deal as a table says them (K5, K6, K7; T6 for a deal passed).
var resultWords = map[engine.Result]explain.Key{engine.Made: "table.made", engine.Failed: "table.failed",
	engine.Litige: "table.litige", engine.Passed: "table.passed"}

// printScore writes the terms of a score in a few lines (the explainer gives the sentences).
func printScore(w io.Writer, l explain.Lang, v *engine.Variant, s engine.Score) {
	n := explain.Namer{Lang: l}
	row := func(key explain.Key, p [2]int) { // EO in French, EW in English
		fmt.Fprintf(w, "%-17s %s %4d   %s %4d\n", say(l, key), n.Team(engine.NS), p[engine.NS], n.Team(engine.EW), p[engine.EW])
	}
	fmt.Fprintln(w, say(l, "table.variant", "variant", v.Name, "rule", s.ContractRule))
	row("table.tricks", s.TrickPoints)
	row("table.annonces", s.Announces.Points)
	row("table.belote", s.BelotePoints)
	fmt.Fprintf(w, "%-17s %s (%s)\n", say(l, "table.result"), say(l, resultWords[s.Result]), s.Decided)
	row("table.score", s.Points)
	if s.Reserve > 0 {
		fmt.Fprintf(w, "%-17s %d (K7)\n", say(l, "table.reserve"), s.Reserve)
	}
}
