package solve

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/belote-trainer/belote/internal/testkit/cputime"
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

// TestSpeedReport times each of the 200 deals and logs the median, 90th and 95th percentiles,
// maximum and mean of Value and Values, in wall-clock time, in the thread's CPU time (Linux) and
// in positions searched (which do not depend on the machine's load), and the memory the process
// holds. Run it with BELOTE_SPEED_REPORT=1 [BELOTE_SPEED_REPEAT=3] go test -count=1 -run SpeedReport -v ./engine/solve/
// (skipped otherwise).
func TestSpeedReport(t *testing.T) {
	// A measurement, not a check: it runs on demand (BELOTE_SPEED_REPORT=1), since timings taken
	// under -race or on a busy CI machine mean nothing.
	if os.Getenv("BELOTE_SPEED_REPORT") == "" {
		t.Skip("timing report: set BELOTE_SPEED_REPORT=1 and run with -run SpeedReport -v")
	}
	// On a shared machine, BELOTE_SPEED_REPEAT=n times each deal n times and keeps the fastest
	// (every call starts from an empty table, so each repeat does the same work).
	repeat, err := strconv.Atoi(os.Getenv("BELOTE_SPEED_REPEAT"))
	if err != nil || repeat < 1 {
		repeat = 1
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	deals := fullDeals(benchDeals)
	sv := NewSolver()
	ctx := context.Background()
	for _, kind := range []string{"Value", "Values"} {
		wall := make([]float64, len(deals))
		cpu := make([]float64, len(deals))
		nodes := make([]float64, len(deals))
		for i, p := range deals {
			for r := range repeat {
				n0, start, c0 := sv.Nodes(), time.Now(), cpuNow()
				var err error
				if kind == "Value" {
					_, err = sv.Value(ctx, p)
				} else {
					_, err = sv.Values(ctx, p)
				}
				if err != nil {
					t.Fatal(err)
				}
				w, c := float64(time.Since(start))/1e6, float64(cpuNow()-c0)/1e6
				if r == 0 || w < wall[i] {
					wall[i] = w
				}
				if r == 0 || c < cpu[i] {
					cpu[i] = c
				}
				nodes[i] = float64(sv.Nodes()-n0) / 1e3
			}
		}
		t.Logf("%-6s wall ms:    %s", kind, percentiles(wall))
		t.Logf("%-6s cpu ms:     %s", kind, percentiles(cpu))
		t.Logf("%-6s positions k: %s", kind, percentiles(nodes))
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("memory: heap in use %d MiB, obtained from the OS %d MiB", ms.HeapInuse>>20, ms.Sys>>20)
}

func cpuNow() time.Duration {
	d, _ := cputime.Thread()
	return d
}

// percentiles formats the median, 90th and 95th percentiles, maximum and mean of xs.
func percentiles(xs []float64) string {
	slices.Sort(xs)
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	at := func(q int) float64 { return xs[min(len(xs)-1, len(xs)*q/100)] }
	return fmt.Sprintf("median %.2f  p90 %.2f  p95 %.2f  max %.2f  mean %.2f", at(50), at(90), at(95), xs[len(xs)-1], sum/float64(len(xs)))
}
