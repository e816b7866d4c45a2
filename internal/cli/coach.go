package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/coach"
)

func init() {
	register(command{name: "coach", synopsis: "judge each card one seat played in a deal, from what that seat could see (the evaluator)",
		usage:    []string{"--seat SEAT [--file DEAL.json] [--samples N] [--seed S] [--lang fr|en]", "--json < deals.jsonl"},
		examples: []string{"belote coach --seat S --file deal.json --lang fr"},
		jsonLine: coachSample,
		flags:    coachFlagsDefine})
}

// coachRequest is a `replay` line plus the seat to judge, the retourne and the sampling (CLI.md).
type coachRequest struct {
	replayRequest
	Retourne string  `json:"retourne"`
	Seat     string  `json:"seat"`
	Samples  *int    `json:"samples"`
	Seed     *uint64 `json:"seed"`
}

// coachCard is one entry of "coach" (CLI.md), with the number of layouts and whether they were
// all of them.
type coachCard struct {
	Trick     int      `json:"trick"`
	Card      string   `json:"card"`
	Value     float64  `json:"value"`
	Best      []string `json:"best"`
	BestValue float64  `json:"best_value"`
	Loss      float64  `json:"loss"`
	Layouts   int      `json:"layouts"`
	Exact     bool     `json:"exact"`
}

type coachAnswer struct {
	replayAnswer
	Coach []coachCard `json:"coach"`
}

// coachProblem is a checked request: the replayed deal and what to judge.
type coachProblem struct {
	v        *engine.Variant
	d        *engine.Deal
	s        engine.Score
	seat     engine.Seat
	retourne engine.Card
	hand     []engine.Card // the seat's cards in the order given, which orders "best"
	opts     coach.Options
}

func (r *coachRequest) parse(vc variantCache, lim evaluateLimits) (*coachProblem, error) {
	seat, err := parseSeatField("seat", r.Seat)
	if err != nil {
		return nil, err
	}
	eo, err := parseSampling(r.Samples, r.Seed, lim)
	if err != nil {
		return nil, err
	}
	v, d, s, err := replay(vc, &r.replayRequest)
	if err != nil {
		return nil, err
	}
	cp := &coachProblem{v: v, d: d, s: s, seat: seat, retourne: engine.NoCard,
		opts: coach.Options{Samples: eo.Samples, Seed: eo.Seed, Limit: lim.exact}}
	if r.Retourne != "" {
		if cp.retourne, _, err = engine.ParseCard(r.Retourne); err != nil {
			return nil, fmt.Errorf(`field "retourne": %v`, err)
		}
		if !d.Dealt[d.Taker].Has(cp.retourne) {
			return nil, fmt.Errorf(`field "retourne": %s is not in the taker's hand (%s, T3)`, cp.retourne.Format(v.Face), d.Taker)
		}
	}
	cp.hand, _ = parseCardList("hands."+seat.String(), r.Hands[seat.String()])
	return cp, nil
}

// judge runs the coach over the seat's cards.
func (cp *coachProblem) judge(ctx context.Context, ev *evaluate.Evaluator) ([]coach.Verdict, error) {
	return coach.Judge(ctx, ev, coach.Moments(cp.d, cp.seat, cp.retourne), cp.opts)
}

func newCoachAnswer(cp *coachProblem, verdicts []coach.Verdict) *coachAnswer {
	a := &coachAnswer{replayAnswer: newReplayAnswer(cp.v, cp.d, cp.s), Coach: []coachCard{}}
	for _, vd := range verdicts {
		a.Coach = append(a.Coach, coachCard{Trick: vd.Trick, Card: vd.Card.Format(cp.v.Face), Value: vd.Value,
			Best: inHandOrder(cp.hand, vd.Best, cp.v.Face), BestValue: vd.BestValue, Loss: vd.Loss,
			Layouts: vd.Result.Layouts, Exact: vd.Result.Exact})
	}
	return a
}

func coachLine(vc variantCache, lim evaluateLimits) lineHandler {
	ev := evaluate.New(0)
	return func(line []byte) (any, error) {
		var req coachRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		cp, err := req.parse(vc, lim)
		if err != nil {
			return nil, err
		}
		ctx, cancel := limitContext(lim.timeout)
		defer cancel()
		verdicts, err := cp.judge(ctx, ev)
		if err != nil {
			return nil, err
		}
		return newCoachAnswer(cp, verdicts), nil
	}
}

type coachFlags struct {
	asJSON  bool
	file    string
	seat    string
	samples int
	seed    uint64
	lang    string
}

func coachFlagsDefine(fs *flag.FlagSet) runner {
	f := &coachFlags{}
	fs.BoolVar(&f.asJSON, "json", false, jsonUsage)
	fs.StringVar(&f.file, "file", "", "a `file` holding one deal in the JSON input form, with \"seat\" or --seat (default: standard input)")
	fs.StringVar(&f.seat, "seat", "", "the seat to judge: `N|E|S|W`")
	fs.IntVar(&f.samples, "samples", coach.DefaultSamples, "`N` layouts drawn where a position has more than 5,000")
	fs.Uint64Var(&f.seed, "seed", 1, "`seed` of the random layouts")
	fs.StringVar(&f.lang, "lang", "", "language: `fr|en` (default: the global --lang, then the locale)")
	return func(env Env, _ []string) int { return runCoach(f, env) }
}

func runCoach(f *coachFlags, env Env) int {
	if f.asJSON {
		return serveLines(env.Stdin, env.Stdout, coachLine(variantCache{}, commandLimits))
	}
	lang, err := chooseLang(f.lang, env)
	if err != nil {
		return usageError(env, "belote coach", err.Error(), "belote help coach")
	}
	if err := f.human(env, lang); err != nil {
		fmt.Fprintf(env.Stderr, "belote coach: %v\n", err)
		return 1
	}
	return 0
}

func (f *coachFlags) human(env Env, lang explain.Lang) error {
	data, err := readInput(f.file, env.Stdin)
	if err != nil {
		return err
	}
	var req coachRequest
	if err := decodeLine(data, &req); err != nil {
		return err
	}
	if f.seat != "" {
		req.Seat = f.seat
	}
	if req.Seat == "" {
		return errors.New("--seat: missing (N E S W: the seat to judge)")
	}
	req.Samples, req.Seed = &f.samples, &f.seed
	cp, err := req.parse(variantCache{}, commandLimits)
	if err != nil {
		return err
	}
	verdicts, err := cp.judge(context.Background(), evaluate.New(0))
	if err != nil {
		return err
	}
	printCoach(env.Stdout, cp, verdicts, lang)
	return nil
}

func printCoach(w io.Writer, cp *coachProblem, verdicts []coach.Verdict, lang explain.Lang) {
	total := 0.0
	for _, vd := range verdicts {
		fmt.Fprint(w, say(lang, "coach.card", "trick", vd.Trick, "card", explain.CardName(vd.Card, cp.v, lang), "value", decimal(lang, vd.Value), "n", explain.DecimalCount(lang, vd.Value, 2)))
		if vd.Loss <= 0 {
			fmt.Fprintln(w, say(lang, "coach.good"))
			continue
		}
		best := explain.NewNamer(lang, cp.v).Or(vd.Best.Cards()) // any of them is best
		fmt.Fprintln(w, say(lang, "coach.loss", "best", best, "value", decimal(lang, vd.BestValue), "loss", decimal(lang, vd.Loss), "n", explain.DecimalCount(lang, vd.Loss, 2)))
		total += vd.Loss
	}
	fmt.Fprintln(w, say(lang, "coach.sum", "loss", decimal(lang, total), "n", explain.DecimalCount(lang, total, 2)))
}

// decimal writes an average with two decimals, as the coach's lines show it.
func decimal(l explain.Lang, x float64) string { return explain.Decimal(l, x, 2) }

// coachSample is a whole deal judged for South, on 4 layouts where there are more than the exact
// limit: each seat holds one suit, and West (hearts, trump) ruffs the first trick and leads every
// trump; the second trick shows every void, so from then on South sees a single layout.
const coachSample = `{"variant":"classique","dealer":"W","trump":"H","taker":"W","seat":"S","samples":4,` +
	`"hands":{"N":["7S","8S","9S","10S","JS","QS","KS","AS"],"E":["7D","8D","9D","10D","JD","QD","KD","AD"],` +
	`"S":["7C","8C","9C","10C","JC","QC","KC","AC"],"W":["7H","8H","9H","10H","JH","QH","KH","AH"]},` +
	`"play":["7S","7D","7C","7H","8H","8S","8D","8C","9H","9S","9D","9C","10H","10S","10D","10C","JH","JS","JD","JC",` +
	`"QH","QS","QD","QC","KH","KS","KD","KC","AH","AS","AD","AC"]}`
