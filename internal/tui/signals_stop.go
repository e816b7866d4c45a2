//go:build !js

package tui

import (
	"os"
	"syscall"
)

// stopSignals are those that end the app cleanly: kill's default, a closed terminal, Ctrl-C sent
// from outside (inside the app, raw mode makes Ctrl-C a key).
var stopSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT}
