package coach

import (
	"context"
	"testing"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/testkit/cputime"
)

// benchDeal is the deal the benchmarks judge: a classique deal played by intermédiaire bots.
func benchDeal(b *testing.B) *engine.Deal { return playedDeal(b, engine.MustBuiltin("classique"), 3) }

// cpu is the process's CPU time so far (0 where the platform does not say).
func cpu() time.Duration {
	d, _ := cputime.Process()
	return d
}

// BenchmarkJudgeDeal judges every card of South in one deal within the budget, on one worker (as
// the web build runs: wasm has one thread), and reports the CPU time of the whole deal and of
// its slowest card, and the layouts solved.
func BenchmarkJudgeDeal(b *testing.B) {
	d := benchDeal(b)
	ms := Moments(d, engine.South, d.Retourne)
	ev := evaluate.New(1)
	var slowest time.Duration
	layouts := 0
	begin := cpu()
	for b.Loop() {
		for _, m := range ms {
			start := cpu()
			v, err := JudgeInBudget(context.Background(), ev, m, BudgetFor(m.Pos.Hand.Len()), 0)
			if err != nil {
				b.Fatal(err)
			}
			slowest = max(slowest, cpu()-start)
			layouts += v.Result.Layouts
		}
	}
	b.ReportMetric(float64((cpu()-begin).Milliseconds())/float64(b.N), "ms-cpu/op")
	b.ReportMetric(float64(slowest.Milliseconds()), "ms-cpu-slowest-card")
	b.ReportMetric(float64(layouts)/float64(b.N), "layouts/op")
}

// BenchmarkJudgeFirstCard judges the first card of South, eight cards in hand, on one worker:
// the coach's most expensive verdict.
func BenchmarkJudgeFirstCard(b *testing.B) {
	d := benchDeal(b)
	m := Moments(d, engine.South, d.Retourne)[0]
	ev := evaluate.New(1)
	layouts := 0
	begin := cpu()
	for b.Loop() {
		v, err := JudgeInBudget(context.Background(), ev, m, BudgetFor(m.Pos.Hand.Len()), 0)
		if err != nil {
			b.Fatal(err)
		}
		layouts += v.Result.Layouts
	}
	b.ReportMetric(float64((cpu()-begin).Milliseconds())/float64(b.N), "ms-cpu/op")
	b.ReportMetric(float64(layouts)/float64(b.N), "layouts/op")
}
