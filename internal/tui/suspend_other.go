//go:build !unix

package tui

import "os"

// canStop: there is no job control here.
const canStop = false

func notifySuspend() (<-chan os.Signal, func()) { return nil, func() {} }

func stopProcess() {}

func isStopSignal(os.Signal) bool { return false }
