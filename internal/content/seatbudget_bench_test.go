package content

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/testkit/cputime"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
)

// BenchmarkSeatLayout measures what seatLayoutCost prices: the CPU time of solving one layout of
// a hidden-hand position (every legal card's open-card value, engine/evaluate on one worker), by
// cards a hand, at the start of a trick. Run it under `nice -n 19` on the shared machine; the
// figure to compare with the cost table is cpu-ms/layout (the mean: a budget adds up layouts).
func BenchmarkSeatLayout(b *testing.B) {
	for n := 4; n <= 8; n++ {
		b.Run(fmt.Sprintf("cards=%d", n), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(2026, uint64(n)))
			v := engine.MustBuiltin("classique")
			ps := make([]evaluate.Position, 32)
			for i := range ps {
				ps[i] = evalcheck.RandomPosition(rng, v, 4*(8-n), false).Pos
			}
			ev := evaluate.New(1)
			o := evaluate.Options{Samples: 4, Seed: 1}
			var layouts int
			c0, ok := cputime.Process()
			i := 0
			for b.Loop() {
				r, err := ev.Evaluate(context.Background(), ps[i%len(ps)], o)
				if err != nil {
					b.Fatal(err)
				}
				layouts += r.Layouts
				i++
			}
			if c1, ok1 := cputime.Process(); ok && ok1 && layouts > 0 {
				b.ReportMetric(float64((c1-c0).Microseconds())/1000/float64(layouts), "cpu-ms/layout")
			}
		})
	}
}
