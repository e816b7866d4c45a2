//go:build !js

package tui

import (
	"os"
	"syscall"
)

// stopSignals are those that end the app cleanly: kill's default, a closed terminal, Ctrl-C sent
// from outside (inside the app, raw mode makes Ctrl-C a key), and the two that ask for a dump
// (Ctrl-\ sent from outside, abort): Go's own handling of those would exit with the terminal raw,
// on the alternate screen, the cursor hidden.
var stopSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGABRT}

// asksForStacks: SIGQUIT and SIGABRT make a Go program print its goroutines' stacks.
func asksForStacks(s syscall.Signal) bool { return s == syscall.SIGQUIT || s == syscall.SIGABRT }
