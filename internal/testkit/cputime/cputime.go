// Package cputime reads the CPU time of the calling thread or of the whole process, for the
// benchmarks and the solver's speed report: on a machine shared with other work the CPU time
// measures a search better than the wall clock, which counts the time spent waiting for a core.
// Where a clock is not available the functions report false, and the callers leave the figure
// out.
package cputime

import "time"

// Thread returns the CPU time used so far by the calling thread; the caller holds its thread with
// runtime.LockOSThread, or the figure mixes the goroutines that ran there. Linux and darwin (a
// clock that counts nanoseconds, unlike getrusage(RUSAGE_THREAD), whose figures move in steps of
// the scheduler tick).
func Thread() (time.Duration, bool) { return thread() }

// Process returns the CPU time used so far by every thread of the process (the evaluator solves
// in worker goroutines, which no single thread's clock sees): the garbage collector's work is
// counted too.
func Process() (time.Duration, bool) { return process() }
