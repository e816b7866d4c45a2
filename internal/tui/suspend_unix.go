//go:build unix

package tui

import (
	"os"
	"os/signal"
	"syscall"
)

// canStop: the process can stop itself as job control does (Ctrl-Z, kill -TSTP).
const canStop = true

// notifySuspend delivers SIGTSTP (a stop asked from outside: inside the app, raw mode makes
// Ctrl-Z a key) and SIGCONT (the process was continued, perhaps after a SIGSTOP it could not
// catch, with the terminal's modes reset by the shell).
func notifySuspend() (<-chan os.Signal, func()) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTSTP, syscall.SIGCONT)
	return sigs, func() { signal.Stop(sigs) }
}

// stopProcess stops the process (the shell says "Stopped"); it returns once continued (fg).
func stopProcess() { _ = syscall.Kill(syscall.Getpid(), syscall.SIGSTOP) }

func isStopSignal(sig os.Signal) bool { return sig == syscall.SIGTSTP }
