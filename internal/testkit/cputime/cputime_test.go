package cputime

import (
	"runtime"
	"testing"
	"time"
)

// spin burns about d of CPU on the calling thread.
func spin(d time.Duration) {
	x := 1
	for start := time.Now(); time.Since(start) < d; {
		for i := range 1000 {
			x = x*31 + i
		}
	}
	if x == 0 {
		panic("unreachable: keeps the loop")
	}
}

// TestClocksAdvance: both clocks, where they exist, move forward by about the work done (never
// more than the wall clock on one thread, and by something).
func TestClocksAdvance(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for name, clock := range map[string]func() (time.Duration, bool){"thread": Thread, "process": Process} {
		c0, ok := clock()
		if !ok {
			if runtime.GOOS == "linux" {
				t.Fatalf("%s clock missing on linux", name)
			}
			continue
		}
		start := time.Now()
		spin(20 * time.Millisecond)
		wall := time.Since(start)
		c1, _ := clock()
		used := c1 - c0
		if used <= 0 {
			t.Errorf("%s clock did not move: %v", name, used)
		}
		if name == "thread" && used > wall+time.Millisecond {
			t.Errorf("thread clock moved %v in %v of wall clock", used, wall)
		}
	}
}
