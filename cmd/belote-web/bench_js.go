package main

import (
	"context"
	"fmt"
	"slices"
	"syscall/js"
	"time"

	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
)

// benchDeals is how many practice deals the benchmark page plays (index.html?bench).
const benchDeals = 6

// bench is the benchmark page: it plays practice deals in the browser, the learner's seat by its
// first legal card, and times every bot card at each level and each coach verdict of the deals;
// the figures go to the page (beloteBench) for the end-to-end test and for anyone to read. The
// budgets are those of issue 25: a bot card within 300 ms, a coach verdict within 2 s.
func bench(page js.Value) {
	say := func(format string, a ...any) { page.Call("beloteBench", fmt.Sprintf(format, a...)) }
	say("belote benchmark: %d deals of classique, in this browser", benchDeals)
	for _, level := range bot.Levels {
		var cards, bids []time.Duration
		var games []*app.Practice
		for seed := uint64(1); seed <= benchDeals; seed++ {
			g, c, b, err := benchDeal(level, seed)
			if err != nil {
				say("error: %v", err)
				return
			}
			cards, bids, games = append(cards, c...), append(bids, b...), append(games, g)
		}
		say("bot %s: card %s; bid %s", level, figures(cards), figures(bids))
		if level == bot.Intermediaire { // the practice table's bots
			benchCoach(say, games)
		}
	}
	say("done")
}

// benchDeal plays one deal and returns the game with the time of each bot card and bid.
func benchDeal(level bot.Level, seed uint64) (*app.Practice, []time.Duration, []time.Duration, error) {
	p, err := app.NewPractice(app.PracticeOptions{Variant: "classique", Level: level, AutoBelote: true, Seed: seed})
	if err != nil {
		return nil, nil, nil, err
	}
	p.Manual = true
	p.Start()
	var cards, bids []time.Duration
	for p.Outcome == nil {
		switch {
		case p.BotToAct():
			bidding := p.Bidding()
			t := p.NextBot()
			start := time.Now()
			dec := t.Decide()
			took := time.Since(start)
			if bidding {
				bids = append(bids, took)
			} else {
				cards = append(cards, took)
			}
			if err := p.ApplyBot(dec); err != nil {
				return nil, nil, nil, err
			}
		case p.Bidding():
			if err := p.LearnerBid(p.BidChoices()[0]); err != nil {
				return nil, nil, nil, err
			}
		default:
			legal, _ := p.Deal.Legal()
			if _, err := p.LearnerPlay(app.EN, legal.Cards()[0]); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	if p.Outcome.Passed {
		return benchDeal(level, seed+1000) // a passed deal has no card to judge
	}
	return p, cards, bids, nil
}

// benchCoach times the verdicts the coach gives after each deal: each card judged from what the
// learner saw (coach.Judge, one moment at a time, as app.HiddenCoach judges them), the whole deal
// so judged, and the learner's bids (BidCoach).
func benchCoach(say func(string, ...any), games []*app.Practice) {
	var card, deal, bids []time.Duration
	ctx := context.Background()
	for _, g := range games {
		d := g.Deal
		start := time.Now()
		for _, m := range coach.Moments(d, app.Learner, d.Retourne) {
			one := time.Now()
			if _, err := coach.Judge(ctx, evaluate.New(0), []coach.Moment{m}, app.HiddenCoachOptions); err != nil {
				say("error: %v", err)
			}
			card = append(card, time.Since(one))
		}
		deal = append(deal, time.Since(start))
		start = time.Now()
		if _, err := g.BidCoach(ctx, app.BidCoachOptions); err != nil {
			say("error: %v", err)
		}
		bids = append(bids, time.Since(start))
	}
	say("coach, one card from the learner's view: %s", figures(card))
	say("coach, a whole deal from the learner's view: %s", figures(deal))
	say("coach, the learner's bids of a deal: %s", figures(bids))
}

// figures are the median and the slowest of ds, in milliseconds.
func figures(ds []time.Duration) string {
	if len(ds) == 0 {
		return "none"
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	return fmt.Sprintf("n=%d median=%.1fms max=%.1fms", len(s), ms(s[len(s)/2]), ms(s[len(s)-1]))
}
