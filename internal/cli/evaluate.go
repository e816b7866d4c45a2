package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
)

func init() {
	register(command{name: "evaluate", synopsis: "values of each legal card seen from one seat: the hidden hands averaged over every layout consistent with the play",
		usage: []string{"--trump T --seat SEAT --leader SEAT --hand CARDS [--history TRICKS] [--trick CARDS] [--known SEAT:CARDS,…] [--samples N] [--seed S] [--variant V] [--lang fr|en] [--timeout D]",
			"--json [--timeout D] < positions.jsonl"},
		examples: []string{`belote evaluate --trump H --seat E --leader W --hand "QH KH 10D" --history "AC 7C 8C KC / 7S AS 8S 9S / 10C 9C QC JC / JH 7H 8H 9H / QS 10S KS JS"`},
		jsonLine: `{"variant":"classique","trump":"H","seat":"S","hand":["AH","10H","8D"],"history":[{"leader":"W","cards":["AC","7C","8C","KC"]},{"leader":"W","cards":["7S","AS","8S","9S"]},` +
			`{"leader":"N","cards":["10C","9C","QC","JC"]},{"leader":"N","cards":["JH","7H","8H","9H"]},{"leader":"N","cards":["QS","10S","KS","JS"]}],"trick":{"leader":"E","cards":["QH"]},"known":{"N":["KH"]}}`,
		flags: evaluateFlagsDefine})
}

// trickField is a trick as CLI.md writes it: its leader and its cards in play order.
type trickField struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
}

// evaluateRequest is one `evaluate` input line (CLI.md).
type evaluateRequest struct {
	Variant string              `json:"variant"`
	Trump   string              `json:"trump"`
	Seat    string              `json:"seat"`
	Hand    []string            `json:"hand"`
	History []trickField        `json:"history"`
	Trick   *trickField         `json:"trick"`
	Known   map[string][]string `json:"known"`
	Samples *int                `json:"samples"`
	Seed    *uint64             `json:"seed"`
	Need    *int                `json:"need"` // extension (evaluate_goal.go)
	Goal    *goalField          `json:"goal"` // extension (evaluate_goal.go)
}

// evaluateLimits bound the work of one line: the exact limit, the largest number of samples, and
// an optional time limit (0: none). The fuzz test uses small ones.
type evaluateLimits struct {
	exact, samples int
	timeout        time.Duration
}

// The command's limits (CLI.md: the exact limit is at least 5,000).
var commandLimits = evaluateLimits{exact: evaluate.DefaultLimit, samples: 100000}

// evaluateProblem is a checked request: the position, the hand in the order given (which orders
// the answer) and the evaluator's options.
type evaluateProblem struct {
	pos  evaluate.Position
	hand []engine.Card
	opts evaluate.Options
	need bool // a need or a goal was given: the answer has makes
}

// parse checks the request field by field; the position itself is checked by the evaluator.
func (r *evaluateRequest) parse(vc variantCache, lim evaluateLimits) (*evaluateProblem, error) {
	v, err := vc.get(r.Variant)
	if err != nil {
		return nil, err
	}
	p := evaluate.Position{Variant: v}
	if p.Trump, err = parseTrump("trump", r.Trump, true); err != nil {
		return nil, err
	}
	if p.Seat, err = parseSeatField("seat", r.Seat); err != nil {
		return nil, err
	}
	hand, err := parseCardList("hand", r.Hand)
	if err != nil {
		return nil, err
	}
	if p.Hand = engine.SetOf(hand...); p.Hand.Len() < len(hand) {
		return nil, errors.New(`field "hand": a card appears twice`)
	}
	if len(r.History) > 7 {
		return nil, fmt.Errorf(`field "history": %d tricks, a deal in play has at most 7 finished`, len(r.History))
	}
	for i := range r.History {
		t, err := r.History[i].parse(fmt.Sprintf("history[%d]", i))
		if err != nil {
			return nil, err
		}
		p.History = append(p.History, t)
	}
	if r.Trick == nil {
		return nil, errors.New(`field "trick": missing (the trick in progress: {"leader":…,"cards":[…]})`)
	}
	if p.Trick, err = r.Trick.parse("trick"); err != nil {
		return nil, err
	}
	if p.Known, err = parseKnown(r.Known); err != nil {
		return nil, err
	}
	opts, err := parseSampling(r.Samples, r.Seed, lim)
	if err != nil {
		return nil, err
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	need, hasNeed, err := parseNeed(r.Need, r.Goal, &p)
	if err != nil {
		return nil, err
	}
	opts.Need = need
	return &evaluateProblem{pos: p, hand: hand, opts: opts, need: hasNeed}, nil
}

// parseSampling reads samples and seed (CLI.md: default 0, every layout, and seed 1).
func parseSampling(samples *int, seed *uint64, lim evaluateLimits) (evaluate.Options, error) {
	o := evaluate.Options{Seed: 1, Limit: lim.exact}
	if seed != nil {
		o.Seed = *seed
	}
	if samples != nil {
		o.Samples = *samples
	}
	if o.Samples < 0 || o.Samples > lim.samples {
		return o, fmt.Errorf(`field "samples": %d, must be 0 (every layout) to %d`, o.Samples, lim.samples)
	}
	return o, nil
}

func parseSeatField(field, s string) (engine.Seat, error) {
	if s == "" {
		return engine.NoSeat, fmt.Errorf("field %q: missing (N E S W)", field)
	}
	seat, err := engine.ParseSeat(s)
	if err != nil {
		return engine.NoSeat, fmt.Errorf("field %q: %v", field, err)
	}
	return seat, nil
}

// parse reads one trick; field names it in errors.
func (t *trickField) parse(field string) (evaluate.Trick, error) {
	leader, err := parseSeatField(field+".leader", t.Leader)
	if err != nil {
		return evaluate.Trick{}, err
	}
	if len(t.Cards) > 4 {
		return evaluate.Trick{}, fmt.Errorf("%s.cards: %d cards, a trick holds at most 4", field, len(t.Cards))
	}
	cards, err := parseCardList(field+".cards", t.Cards)
	if err != nil {
		return evaluate.Trick{}, err
	}
	return evaluate.Trick{Leader: leader, Cards: cards}, nil
}

// parseKnown reads the known cards of each seat.
func parseKnown(known map[string][]string) ([4]engine.Set, error) {
	var out [4]engine.Set
	for _, key := range slices.Sorted(maps.Keys(known)) {
		seat, err := engine.ParseSeat(key)
		if err != nil {
			return out, fmt.Errorf(`field "known": %v`, err)
		}
		cards, err := parseCardList("known."+key, known[key])
		if err != nil {
			return out, err
		}
		if out[seat] = engine.SetOf(cards...); out[seat].Len() < len(cards) {
			return out, fmt.Errorf(`field "known.%s": a card is listed twice`, key)
		}
	}
	return out, nil
}

// floats is a JSON object of numbers that keeps its keys in order (CLI.md: values in the order of
// hand). Each number is written as the shortest decimal that reads back as the same float64.
type floats struct {
	keys []string
	vals []float64
}

func (f *floats) add(k string, v float64) { f.keys, f.vals = append(f.keys, k), append(f.vals, v) }

// get returns the number of key k.
func (f *floats) get(k string) (float64, bool) {
	for i, key := range f.keys {
		if key == k {
			return f.vals[i], true
		}
	}
	return 0, false
}

func (f floats) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range f.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		val, err := json.Marshal(f.vals[i])
		if err != nil {
			return nil, err
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// evaluateAnswer is the `evaluate` output (CLI.md).
type evaluateAnswer struct {
	ToMove    string   `json:"to_move"`
	Layouts   int      `json:"layouts"`
	Exact     bool     `json:"exact"`
	Values    floats   `json:"values"`
	Best      []string `json:"best"`
	BestShare floats   `json:"best_share"`
	// With a need or a goal (extension): the need and each card's share of layouts reaching it.
	Need   *int     `json:"need,omitempty"`
	Makes  *floats  `json:"makes,omitempty"`
	Safest []string `json:"safest,omitempty"`
}

// newEvaluateAnswer writes a result with the cards in the order of hand.
func newEvaluateAnswer(r *evaluate.Result, hand []engine.Card, face engine.Face) *evaluateAnswer {
	out := &evaluateAnswer{ToMove: r.ToMove.String(), Layouts: r.Layouts, Exact: r.Exact}
	for _, c := range hand {
		if cr, ok := r.Of(c); ok {
			out.Values.add(c.Format(face), r.Mean(cr))
			out.BestShare.add(c.Format(face), r.Share(cr))
		}
	}
	out.Best = inHandOrder(hand, r.BestCards(), face)
	return out
}

func evaluateLine(vc variantCache, lim evaluateLimits) lineHandler {
	ev := evaluate.New(0)
	return func(line []byte) (any, error) {
		var req evaluateRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		ep, err := req.parse(vc, lim)
		if err != nil {
			return nil, err
		}
		ctx, cancel := limitContext(lim.timeout)
		defer cancel()
		r, err := ev.Evaluate(ctx, ep.pos, ep.opts)
		if err != nil {
			return nil, err
		}
		a := newEvaluateAnswer(r, ep.hand, ep.pos.Variant.Face)
		if ep.need {
			a.addMakes(r, ep.hand, ep.pos.Variant.Face)
		}
		return a, nil
	}
}

// evaluateFlags are the human-mode flags of `belote evaluate`.
type evaluateFlags struct {
	req                                evaluateRequest
	leader, hand, history, trick, know string
	samples                            int
	seed                               uint64
	json                               bool
	lang                               string
	timeout                            time.Duration
}

func evaluateFlagsDefine(fs *flag.FlagSet) runner {
	f := &evaluateFlags{}
	fs.StringVar(&f.req.Variant, "variant", "classique", variantUsage)
	fs.StringVar(&f.req.Trump, "trump", "", "trump `suit`: S H D C (♠♥♦♣) or e c o b")
	fs.StringVar(&f.req.Seat, "seat", "", "the player to move: `N|E|S|W`")
	fs.StringVar(&f.hand, "hand", "", "the `cards` the player still holds, e.g. \"7H AS 10D\"")
	fs.StringVar(&f.leader, "leader", "", "who led the first trick of --history (or the current trick when there is no history): `N|E|S|W`")
	fs.StringVar(&f.history, "history", "", "the finished `tricks`, 4 cards each in play order, separated by \"/\", e.g. \"AC 7C 8C KC / 9H JH 7S 8S\"; each next trick is led by the winner (W1)")
	fs.StringVar(&f.trick, "trick", "", "the `cards` already played to the current trick, in order")
	fs.StringVar(&f.know, "known", "", "unseen `cards` known to be in a hand, e.g. \"E: JH, N: 7S 8S\"")
	fs.IntVar(&f.samples, "samples", 0, "0: every consistent layout (exact, at most 5,000); `N`: N layouts drawn at random")
	fs.Uint64Var(&f.seed, "seed", 1, "`seed` of the random layouts")
	fs.BoolVar(&f.json, "json", false, jsonUsage)
	fs.StringVar(&f.lang, "lang", "", "language: `fr|en` (default: the global --lang, then the locale)")
	fs.DurationVar(&f.timeout, "timeout", 0, "give up after this long, e.g. 10s (0: never)")
	return func(env Env, _ []string) int { return runEvaluate(f, env) }
}

func runEvaluate(f *evaluateFlags, env Env) int {
	lim := commandLimits
	lim.timeout = f.timeout
	if f.json {
		return serveLines(env.Stdin, env.Stdout, evaluateLine(env.variants(), lim))
	}
	lang, err := chooseLang(f.lang, env)
	if err != nil {
		return usageError(env, "belote evaluate", err.Error(), "belote help evaluate")
	}
	ep, err := f.problem(env.variants(), lim)
	if err == nil {
		err = f.evaluate(env.Stdout, ep, lang)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote evaluate: %v\n", err)
		return 1
	}
	return 0
}

// problem turns the flags into a request: the leaders of the history and of the current trick
// follow from --leader by W1.
func (f *evaluateFlags) problem(vc variantCache, lim evaluateLimits) (*evaluateProblem, error) {
	v, err := vc.get(f.req.Variant)
	if err != nil {
		return nil, err
	}
	trump, err := parseTrump("trump", f.req.Trump, true)
	if err != nil {
		return nil, err
	}
	if f.leader == "" {
		return nil, errors.New("--leader: missing (N E S W: who led the first trick given)")
	}
	leader, err := engine.ParseSeat(f.leader)
	if err != nil {
		return nil, fmt.Errorf("--leader: %v", err)
	}
	f.req.Hand = cardFields(f.hand)
	if strings.TrimSpace(f.history) != "" {
		for i, part := range strings.Split(f.history, "/") {
			t := trickField{Leader: leader.String(), Cards: cardFields(part)}
			cards, err := parseCardList(fmt.Sprintf("--history trick %d", i+1), t.Cards)
			if err != nil {
				return nil, err
			}
			if len(cards) != 4 {
				return nil, fmt.Errorf("--history trick %d: %d cards, a finished trick holds 4", i+1, len(cards))
			}
			leader = v.Direction.Nth(leader, engine.Winner(trump, cards)) // W1, T7
			f.req.History = append(f.req.History, t)
		}
	}
	f.req.Trick = &trickField{Leader: leader.String(), Cards: cardFields(f.trick)}
	if f.req.Known, err = knownFlag(f.know); err != nil {
		return nil, err
	}
	f.req.Samples, f.req.Seed = &f.samples, &f.seed
	return f.req.parse(vc, lim)
}

func cardFields(s string) []string { return strings.Fields(strings.ReplaceAll(s, ",", " ")) }

// knownFlag reads "E: JH QH, N: 7S": a seat, a colon, cards; seats separated by commas.
func knownFlag(s string) (map[string][]string, error) {
	out := map[string][]string{}
	if strings.TrimSpace(s) == "" {
		return out, nil
	}
	for _, part := range strings.Split(s, ",") {
		seat, cards, ok := strings.Cut(part, ":")
		if !ok {
			return nil, fmt.Errorf(`--known: %q: write a seat, a colon and cards, e.g. "E: JH"`, strings.TrimSpace(part))
		}
		key := strings.TrimSpace(seat)
		out[key] = append(out[key], strings.Fields(cards)...)
	}
	return out, nil
}

// evaluate prints the values card by card, best first marked, in the chosen language.
func (f *evaluateFlags) evaluate(w io.Writer, ep *evaluateProblem, lang explain.Lang) error {
	ctx, cancel := limitContext(f.timeout)
	defer cancel()
	r, err := evaluate.New(0).Evaluate(ctx, ep.pos, ep.opts)
	if err != nil {
		return err
	}
	printEvaluation(w, ep, r, lang)
	return nil
}

// layoutsPhrase says how many layouts were examined, with the plural that fits.
func layoutsPhrase(r *evaluate.Result, lang explain.Lang) string {
	one, many := explain.Key("evaluate.sample1"), explain.Key("evaluate.sample")
	if r.Exact {
		one, many = "evaluate.exact1", "evaluate.exact"
	}
	if r.Layouts == 1 { // a sentence of its own, not only a plural: "only one layout"
		return say(lang, one)
	}
	return say(lang, many, "n", r.Layouts)
}

func printEvaluation(w io.Writer, ep *evaluateProblem, r *evaluate.Result, lang explain.Lang) {
	v := ep.pos.Variant
	seat := r.ToMove.String() // English keeps the seat letter; French names it ("Est joue")
	if lang == explain.French {
		seat = explain.Namer{Lang: lang}.Seat(r.ToMove)
	}
	fmt.Fprintln(w, say(lang, "evaluate.head", "seat", seat, "trump", trumpName(ep.pos.Trump, v.Face), "layouts", layoutsPhrase(r, lang)))
	best := r.BestCards()
	for _, c := range ep.hand {
		cr, ok := r.Of(c)
		if !ok {
			continue
		}
		mark := ""
		if best.Has(c) {
			mark = say(lang, "evaluate.best")
		}
		fmt.Fprintln(w, say(lang, "evaluate.row", "card", fmt.Sprintf("%-14s", explain.CardName(c, v, lang)),
			"mean", fmt.Sprintf("%6s", explain.Decimal(lang, r.Mean(cr), 2)), "n", explain.DecimalCount(lang, r.Mean(cr), 2), "share", fmt.Sprintf("%3.0f", 100*r.Share(cr)), "mark", mark))
	}
	fmt.Fprintln(w, say(lang, "evaluate.note"))
}
