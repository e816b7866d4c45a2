package solve

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time used by the calling thread (Linux RUSAGE_THREAD), which on a
// machine shared with other work measures the solver better than the wall clock. The caller must
// hold its thread with runtime.LockOSThread.
func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil { // 1 = RUSAGE_THREAD
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
