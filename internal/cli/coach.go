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
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
)

func init() {
	register(command{name: "coach", synopsis: "judge each card one seat played in a deal, from what that seat could see (the evaluator), and its bids given bid_hand",
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
	// BidHand is the seat's five cards while bidding (T3): with it the seat's bids are judged too
	// (docs/cli.md), on at most BidSamples simulated deals.
	BidHand    []string `json:"bid_hand"`
	BidSamples *int     `json:"bid_samples"`
}

// maxBidSamples bounds bid_samples: each deal is played out open-card up to four times.
const maxBidSamples = 10000

// coachCard is one entry of "coach" (CLI.md), with the number of layouts and whether they were
// all of them; where the seat had a choice, the standard error of the paired loss and whether the
// card is called a mistake (docs/cli.md).
type coachCard struct {
	Trick       int      `json:"trick"`
	Card        string   `json:"card"`
	Value       float64  `json:"value"`
	Best        []string `json:"best"`
	BestValue   float64  `json:"best_value"`
	Loss        float64  `json:"loss"`
	Layouts     int      `json:"layouts"`
	Exact       bool     `json:"exact"`
	LossSE      *float64 `json:"loss_se,omitempty"`
	Significant *bool    `json:"significant,omitempty"`
	Better      []string `json:"better,omitempty"`
	Points      float64  `json:"points"`
	BestPoints  float64  `json:"best_points"`
	LayoutSeed  *uint64  `json:"layout_seed,omitempty"`
}

type coachAnswer struct {
	replayAnswer
	Coach []coachCard `json:"coach"`
	Bids  *[]coachBid `json:"bids,omitempty"` // with bid_hand only
}

// coachBid is one entry of "bids" (docs/cli.md): the bid the seat said, the best other choice
// when it was better, and the figures of the simulation as a `bid` puzzle's answer gives them.
type coachBid struct {
	Round    int                `json:"round"`
	Bid      string             `json:"bid"`
	Better   *string            `json:"better"`
	Diff     float64            `json:"diff"`
	Margin   float64            `json:"margin"`
	Clear    bool               `json:"clear"`
	Take     bool               `json:"take"`
	Trump    string             `json:"trump"`
	MakeRate float64            `json:"make_rate"`
	EV       map[string]float64 `json:"ev"`
	Suits    []coachBidSuit     `json:"suits,omitempty"`
	Samples  int                `json:"samples"`
}

// coachBidSuit is the figures of taking with one suit in the second round.
type coachBidSuit struct {
	Trump    string  `json:"trump"`
	MakeRate float64 `json:"make_rate"`
	EV       float64 `json:"ev"`
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
	bids     []coach.BidMoment // the seat's bids, when bid_hand was given (nil: not judged)
	bidOpts  coach.BidOptions
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
	if err := r.parseBids(cp); err != nil {
		return nil, err
	}
	return cp, nil
}

// parseBids reads bid_hand and bid_samples, and lists the seat's bids that the contract implies
// (T4, T5).
func (r *coachRequest) parseBids(cp *coachProblem) error {
	cp.bidOpts = coach.BidOptions{Max: bidsim.MinSamples, Seed: cp.opts.Seed}
	if r.BidSamples != nil {
		if n := *r.BidSamples; n < 2 || n > maxBidSamples {
			return fmt.Errorf(`field "bid_samples": %d, must be 2 to %d`, n, maxBidSamples)
		}
		cp.bidOpts.Max = *r.BidSamples
	}
	if r.BidHand == nil {
		return nil
	}
	if cp.retourne == engine.NoCard {
		return errors.New(`field "bid_hand": judging the bids needs "retourne" (T3)`)
	}
	cards, err := parseCardList("bid_hand", r.BidHand)
	if err != nil {
		return err
	}
	hand := engine.SetOf(cards...)
	switch dealt := cp.d.Dealt[cp.seat]; {
	case len(cards) != 5 || hand.Len() != 5:
		return fmt.Errorf(`field "bid_hand": %d different cards, a hand holds 5 while bidding (T3)`, hand.Len())
	case hand&^dealt != 0:
		return fmt.Errorf(`field "bid_hand": %s not in hands.%s`, (hand &^ dealt).Format(cp.v.Face), cp.seat)
	case hand.Has(cp.retourne):
		return fmt.Errorf(`field "bid_hand": the retourne %s was turned, not dealt (T3)`, cp.retourne.Format(cp.v.Face))
	}
	d := cp.d
	cp.bids, err = coach.BidMoments(cp.v, d.Dealer, cp.seat, hand, cp.retourne, coach.BidsOf(cp.v, d.Dealer, d.Taker, d.Trump, cp.retourne))
	if err != nil {
		return fmt.Errorf(`field "bid_hand": %v`, err)
	}
	if cp.bids == nil {
		cp.bids = []coach.BidMoment{} // the bidding ended before the seat's turn: judged, none
	}
	return nil
}

// judge runs the coach over the seat's cards.
func (cp *coachProblem) judge(ctx context.Context, ev *evaluate.Evaluator) ([]coach.Verdict, error) {
	return coach.Judge(ctx, ev, coach.Moments(cp.d, cp.seat, cp.retourne), cp.opts)
}

// judgeBids runs the coach over the seat's bids (none without bid_hand).
func (cp *coachProblem) judgeBids(ctx context.Context) ([]coach.BidVerdict, error) {
	return coach.JudgeBids(ctx, cp.bids, cp.bidOpts)
}

func newCoachAnswer(cp *coachProblem, verdicts []coach.Verdict) *coachAnswer {
	a := &coachAnswer{replayAnswer: newReplayAnswer(cp.v, cp.d, cp.s), Coach: []coachCard{}}
	for _, vd := range verdicts {
		c := coachCard{Trick: vd.Trick, Card: vd.Card.Format(cp.v.Face), Value: vd.Value,
			Best: inHandOrder(cp.hand, vd.Best, cp.v.Face), BestValue: vd.BestValue, Loss: vd.Loss,
			Layouts: vd.Result.Layouts, Exact: vd.Result.Exact}
		if vd.Choice {
			se, sig := vd.LossSE, vd.Significant
			c.LossSE, c.Significant = &se, &sig
			c.Better = inHandOrder(cp.hand, vd.Better, cp.v.Face)
		}
		if !vd.Result.Exact {
			seed := vd.Seed
			c.LayoutSeed = &seed
		}
		played, _ := vd.Of(vd.Card)
		c.Points = played.Points
		if best, ok := vd.Of(vd.Best.First()); ok {
			c.BestPoints = best.Points
		}
		a.Coach = append(a.Coach, c)
	}
	return a
}

// addBids writes the bid verdicts: "bids" is there exactly when bid_hand was given.
func (a *coachAnswer) addBids(cp *coachProblem, verdicts []coach.BidVerdict) {
	if cp.bids == nil {
		return
	}
	face := cp.v.Face
	choice := func(r bidsim.Result, c bidsim.Choice) string {
		if c == bidsim.Pass {
			return "pass"
		}
		return r.Suits[c].Trump.Format(face)
	}
	out := []coachBid{}
	for _, v := range verdicts {
		r := v.Result
		b := coachBid{Round: v.Pos.Round, Bid: choice(r, v.Chosen), Diff: v.Diff, Margin: v.Half, Clear: v.Clear(),
			Take: r.Take, Trump: r.Trump().Format(face), MakeRate: r.MakeRate(),
			EV: map[string]float64{"take": r.EVTake(), "pass": r.EVPass}, Samples: r.Samples}
		if v.Diff > 0 {
			better := choice(r, v.Other)
			b.Better = &better
		}
		if v.Pos.Round == 2 {
			for _, sf := range r.Suits {
				b.Suits = append(b.Suits, coachBidSuit{Trump: sf.Trump.Format(face), MakeRate: sf.MakeRate, EV: sf.EV})
			}
		}
		out = append(out, b)
	}
	a.Bids = &out
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
		bids, err := cp.judgeBids(ctx)
		if err != nil {
			return nil, err
		}
		a := newCoachAnswer(cp, verdicts)
		a.addBids(cp, bids)
		return a, nil
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
	fs.IntVar(&f.samples, "samples", 0, "`N` layouts drawn where a position has more than 5,000 (0: the coach's budget, docs/cli.md)")
	fs.Uint64Var(&f.seed, "seed", 1, "`seed` of the random layouts with --samples (the coach's budget draws from the position itself)")
	fs.StringVar(&f.lang, "lang", "", "language: `fr|en` (default: the global --lang, then the locale)")
	return func(env Env, _ []string) int { return runCoach(f, env) }
}

func runCoach(f *coachFlags, env Env) int {
	if f.asJSON {
		return serveLines(env.Stdin, env.Stdout, coachLine(env.variants(), commandLimits))
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
	cp, err := req.parse(env.variants(), commandLimits)
	if err != nil {
		return err
	}
	verdicts, err := cp.judge(context.Background(), evaluate.New(0))
	if err != nil {
		return err
	}
	bids, err := cp.judgeBids(context.Background())
	if err != nil {
		return err
	}
	printCoach(env.Stdout, cp, verdicts, lang)
	if cp.bids != nil {
		for _, line := range app.BidCoachText(lang, app.Display{Lang: lang, Face: cp.v.Face}, bids) {
			fmt.Fprintln(env.Stdout, line)
		}
	}
	return nil
}

// printCoach lists each card with its mean score and its loss, then words the verdict as the
// practice table does (app.HiddenCoachText, and for each mistake the play that makes the
// difference), from the same judgement.
func printCoach(w io.Writer, cp *coachProblem, verdicts []coach.Verdict, lang explain.Lang) {
	for _, vd := range verdicts {
		fmt.Fprint(w, say(lang, "coach.card", "trick", vd.Trick, "card", explain.CardName(vd.Card, cp.v, lang), "value", decimal(lang, vd.Value), "n", explain.DecimalCount(lang, vd.Value, 2)))
		switch {
		case vd.Loss <= 0:
			fmt.Fprintln(w, say(lang, "coach.good"))
		default:
			best := explain.NewNamer(lang, cp.v).Or(vd.Best.Cards()) // any of them is best
			kv := []any{"best", best, "value", decimal(lang, vd.BestValue), "loss", decimal(lang, vd.Loss), "n", explain.DecimalCount(lang, vd.Loss, 2)}
			if vd.Result.Exact {
				fmt.Fprintln(w, say(lang, "coach.exactloss", kv...))
			} else {
				fmt.Fprintln(w, say(lang, "coach.loss", append(kv, "se", decimal(lang, vd.LossSE))...))
			}
		}
	}
	disp := app.Display{Lang: lang, Face: cp.v.Face}
	lines := app.HiddenCoachText(lang, disp, verdicts)
	if app.HasMistakes(verdicts) {
		lines = append(lines[:len(lines)-1], app.CoachLinesText(lang, disp, verdicts)...) // no keys here
		lines = lines[:len(lines)-1]
	}
	for _, line := range lines {
		fmt.Fprintln(w, line)
	}
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
