package solve

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU returns the CPU time used by the calling thread (Linux CLOCK_THREAD_CPUTIME_ID), which
// on a machine shared with other work measures the solver better than the wall clock. The caller
// must hold its thread with runtime.LockOSThread. Unlike getrusage(RUSAGE_THREAD), whose figures
// move in steps of the scheduler tick (4 ms here), this clock counts nanoseconds.
func threadCPU() (time.Duration, bool) {
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	if _, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
