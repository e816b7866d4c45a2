package tui

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// Signalled is Run's error when a signal ended the app: the terminal was restored and the game in
// progress saved; the command exits with 128 + Signal (as a shell reports a killed program).
type Signalled struct{ Signal syscall.Signal }

func (e *Signalled) Error() string {
	return fmt.Sprintf("stopped by signal %d (%v)", int(e.Signal), e.Signal)
}

// ExitCode is 128 + the signal's number.
func (e *Signalled) ExitCode() int { return 128 + int(e.Signal) }

// saver is a screen holding something to save on the way out (the practice game in progress).
type saver interface{ save() }

// saveGrace bounds the wait for the event loop to save: a loop busy elsewhere must not keep a
// terminated program alive; the terminal is restored all the same.
const saveGrace = 2 * time.Second

// runUntilSignal runs the event loop; a signal from sigs saves every screen that has something to
// save (on the event loop, where the screens' state lives) and stops the app, whose screen Fini
// leaves raw mode and the alternate screen, shows the cursor and stops mouse reporting.
func (u *UI) runUntilSignal(sigs <-chan os.Signal) error {
	caught := make(chan os.Signal, 1)
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case sig := <-sigs:
			caught <- sig
			u.stopSaving()
		case <-done:
		}
	}()
	err := u.App.Run()
	select {
	case sig := <-caught:
		if s, ok := sig.(syscall.Signal); ok {
			return &Signalled{Signal: s}
		}
		return &Signalled{Signal: syscall.SIGTERM}
	default:
		return err
	}
}

// stopSaving saves on the event loop, then stops the app; if the loop does not answer within
// saveGrace, it stops the app anyway (progress itself is saved after every answer).
func (u *UI) stopSaving() {
	saved := make(chan struct{})
	go u.App.QueueUpdate(func() {
		u.saveAll()
		close(saved)
	})
	select {
	case <-saved:
	case <-time.After(saveGrace):
	}
	u.App.Stop()
}

// saveAll saves what every screen on the stack holds.
func (u *UI) saveAll() {
	for _, s := range u.stack.All() {
		if sv, ok := s.(saver); ok {
			sv.save()
		}
	}
}

// notifyStop delivers the stop signals to a channel for the life of the app.
func notifyStop() (<-chan os.Signal, func()) {
	sigs := make(chan os.Signal, 1)
	if len(stopSignals) == 0 {
		return sigs, func() {} // Notify with no signal would relay them all
	}
	signal.Notify(sigs, stopSignals...)
	return sigs, func() { signal.Stop(sigs) }
}
