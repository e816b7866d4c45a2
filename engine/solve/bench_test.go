package solve

import (
	"context"
	"fmt"
	"os"
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
// Value and Values, in wall-clock time and in the thread's CPU time (Linux), the mean number of
// positions searched, and the memory the process holds. Run it with
// BELOTE_SPEED_REPORT=1 go test -run SpeedReport -v ./engine/solve/ (skipped otherwise).
func TestSpeedReport(t *testing.T) {
	// A measurement, not a check: it runs on demand (BELOTE_SPEED_REPORT=1), since timings taken
	// under -race or on a busy CI machine mean nothing.
	if os.Getenv("BELOTE_SPEED_REPORT") == "" {
		t.Skip("timing report: set BELOTE_SPEED_REPORT=1 and run with -run SpeedReport -v")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	deals := fullDeals(benchDeals)
	sv := NewSolver()
	ctx := context.Background()
	for _, kind := range []string{"Value", "Values"} {
		wall := make([]time.Duration, len(deals))
		cpu := make([]time.Duration, len(deals))
		nodes := sv.Nodes()
		for i, p := range deals {
			start, c0 := time.Now(), cpuNow()
			var err error
			if kind == "Value" {
				_, err = sv.Value(ctx, p)
			} else {
				_, err = sv.Values(ctx, p)
			}
			if err != nil {
				t.Fatal(err)
			}
			wall[i], cpu[i] = time.Since(start), cpuNow()-c0
		}
		t.Logf("%-6s wall: %s", kind, percentiles(wall))
		t.Logf("%-6s cpu:  %s  mean positions %d", kind, percentiles(cpu), (sv.Nodes()-nodes)/uint64(len(deals)))
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("memory: heap in use %d MiB, obtained from the OS %d MiB", ms.HeapInuse>>20, ms.Sys>>20)
}

func cpuNow() time.Duration {
	d, _ := threadCPU()
	return d
}

func percentiles(ds []time.Duration) string {
	slices.Sort(ds)
	at := func(q int) time.Duration { return ds[min(len(ds)-1, len(ds)*q/100)].Round(10 * time.Microsecond) }
	return fmt.Sprintf("median %v  p90 %v  p95 %v  max %v", at(50), at(90), at(95), ds[len(ds)-1].Round(10*time.Microsecond))
}
