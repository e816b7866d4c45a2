package main

import (
	"context"
	"fmt"
	"slices"
	"syscall/js"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
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
		var deals []*engine.Deal
		for seed := uint64(1); seed <= benchDeals; seed++ {
			d, c, b, err := benchDeal(level, seed)
			if err != nil {
				say("error: %v", err)
				return
			}
			cards, bids, deals = append(cards, c...), append(bids, b...), append(deals, d)
		}
		say("bot %s: card %s; bid %s", level, figures(cards), figures(bids))
		if level == bot.Intermediaire { // the practice table's bots
			benchCoach(say, deals)
		}
	}
	say("done")
}

// benchDeal plays one deal and returns it with the time of each bot card and bid.
func benchDeal(level bot.Level, seed uint64) (*engine.Deal, []time.Duration, []time.Duration, error) {
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
	return p.Deal, cards, bids, nil
}

// benchCoach times the verdicts the coach gives after each deal: from what the learner saw
// (HiddenCoach), with all cards open (Coach).
func benchCoach(say func(string, ...any), deals []*engine.Deal) {
	var hidden, open []time.Duration
	for _, d := range deals {
		start := time.Now()
		if _, err := app.HiddenCoach(context.Background(), d, app.Learner); err != nil {
			say("error: %v", err)
		}
		hidden = append(hidden, time.Since(start))
		start = time.Now()
		if _, err := app.Coach(context.Background(), d, app.Learner); err != nil {
			say("error: %v", err)
		}
		open = append(open, time.Since(start))
	}
	say("coach from the learner's view: %s", figures(hidden))
	say("coach with open cards: %s", figures(open))
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
