package bot

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
)

// fortViews plays deals with intermédiaire bots and keeps the views where a fort bot with opts
// would think: more than one legal card, and few enough cards in hand.
func fortViews(n int, opts FortOptions) []View {
	rng := rand.New(rand.NewPCG(2026, 300))
	v := engine.MustBuiltin("classique")
	var out []View
	for len(out) < n {
		var players [4]Player
		for s := range players {
			players[s] = New(Intermediaire, rng.Uint64())
		}
		d, err := engine.NewDeal(v, engine.Seat(rng.IntN(4)), random.Deck(rng))
		if err != nil {
			panic(err)
		}
		for d.Phase == engine.Bidding1 || d.Phase == engine.Bidding2 {
			_ = d.Bid(d.Turn, players[d.Turn].Bid(BidViewOf(d)))
		}
		for d.Phase == engine.Playing {
			view := ViewOf(d)
			if view.Legal().Len() > 1 && (opts.FromCards == 0 || view.Hand.Len() <= opts.FromCards) {
				out = append(out, view)
			}
			_ = d.Play(d.Turn, players[d.Turn].Play(view))
		}
	}
	return out[:n]
}

// BenchmarkAppFortCard: one card of the practice table's fort bot (AppFort), over the positions
// of a few deals where it thinks; budget 300 ms (the median is reported too).
func BenchmarkAppFortCard(b *testing.B) {
	views := fortViews(64, AppFort)
	bot := NewFort(1, AppFort)
	var times []time.Duration
	i := 0
	for b.Loop() {
		start := time.Now()
		bot.Play(views[i%len(views)])
		times = append(times, time.Since(start))
		i++
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds())/1000, "p90-ms")
}
