package solve

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"
)

// The speed figures of the solver, on a fixed set of 200 random full deals (seeded), one thread:
// the value of the deal from the opening lead, and the values of every opening card.
const benchDeals = 200

func BenchmarkValue(b *testing.B) {
	deals := fullDeals(benchDeals)
	sv := NewSolver()
	ctx := context.Background()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := sv.Value(ctx, deals[i%len(deals)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkValues(b *testing.B) {
	deals := fullDeals(benchDeals)
	sv := NewSolver()
	ctx := context.Background()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := sv.Values(ctx, deals[i%len(deals)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// TestSpeedReport times each of the 200 deals and logs the median, 95th percentile and maximum of
// Value and Values, and the memory the process holds. Run it with
// go test -run SpeedReport -v ./engine/solve/ (it is skipped under -short).
func TestSpeedReport(t *testing.T) {
	if testing.Short() {
		t.Skip("timing report")
	}
	deals := fullDeals(benchDeals)
	sv := NewSolver()
	ctx := context.Background()
	for _, kind := range []string{"Value", "Values"} {
		times := make([]time.Duration, len(deals))
		nodes := sv.Nodes()
		for i, p := range deals {
			start := time.Now()
			var err error
			if kind == "Value" {
				_, err = sv.Value(ctx, p)
			} else {
				_, err = sv.Values(ctx, p)
			}
			if err != nil {
				t.Fatal(err)
			}
			times[i] = time.Since(start)
		}
		slices.Sort(times)
		t.Logf("%-6s median %v  p95 %v  max %v  mean nodes %d", kind, times[len(times)/2],
			times[len(times)*95/100], times[len(times)-1], (sv.Nodes()-nodes)/uint64(len(deals)))
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("memory: heap in use %d MiB, obtained from the OS %d MiB", ms.HeapInuse>>20, ms.Sys>>20)
}
