package tui

import (
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"
)

// Signalled is Run's error when a signal ended the app: the terminal was restored and the game in
// progress saved; the command exits with 128 + Signal (as a shell reports a killed program).
type Signalled struct {
	Signal syscall.Signal
	// Report holds every goroutine's stack at the signal, for SIGQUIT and SIGABRT: what Go prints
	// on those by default, printed here once the terminal is restored.
	Report string
}

func (e *Signalled) Error() string {
	return fmt.Sprintf("stopped by signal %d (%v)", int(e.Signal), e.Signal)
}

// ExitCode is 128 + the signal's number.
func (e *Signalled) ExitCode() int { return 128 + int(e.Signal) }

// Crashed is Run's error when a goroutine of the app panicked (a bot's or a coach's work): the
// game was saved and the terminal restored before the report is printed.
type Crashed struct {
	Value any
	Stack string
}

func (e *Crashed) Error() string {
	return fmt.Sprintf("internal error (please report it): %v\n\n%s", e.Value, e.Stack)
}

// goSafe runs f on a goroutine of its own; a panic there stops the app as a signal does (save,
// restore the terminal), and Run returns it as *Crashed. A panic on the event loop itself is
// tview's: it restores the terminal, then panics again with the same report.
func (u *UI) goSafe(f func()) {
	go func() {
		defer func() {
			if p := recover(); p != nil {
				select {
				case u.crashed <- &Crashed{Value: p, Stack: string(debug.Stack())}:
				default: // another goroutine crashed first: its report is the one printed
				}
			}
		}()
		f()
	}()
}

// saver is a screen holding something to save on the way out (the practice game in progress).
type saver interface{ save() }

// saveGrace bounds the wait for the event loop to save: a loop busy elsewhere must not keep a
// terminated program alive; the terminal is restored all the same.
const saveGrace = 2 * time.Second

// runUntilSignal runs the event loop; a signal from sigs saves every screen that has something to
// save (on the event loop, where the screens' state lives) and stops the app, whose screen Fini
// leaves raw mode and the alternate screen, shows the cursor and stops mouse reporting.
func (u *UI) runUntilSignal(sigs <-chan os.Signal) error {
	caught := make(chan error, 1)
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case sig := <-sigs:
			caught <- signalled(sig)
			u.stopSaving()
		case c := <-u.crashed:
			caught <- c
			u.stopSaving()
		case <-done:
		}
	}()
	go u.forward()
	err := u.App.Run()
	close(u.stopped)
	u.end()
	select {
	case stop := <-caught:
		return stop
	default:
		return err
	}
}

// signalled is the error for a stop signal; SIGQUIT and SIGABRT keep the stacks of the moment.
func signalled(sig os.Signal) *Signalled {
	s, ok := sig.(syscall.Signal)
	if !ok {
		s = syscall.SIGTERM
	}
	out := &Signalled{Signal: s}
	if asksForStacks(s) {
		buf := make([]byte, 1<<20)
		out.Report = string(buf[:runtime.Stack(buf, true)])
	}
	return out
}

// stopSaving saves on the event loop, then stops the app; if the loop does not answer within
// saveGrace, it stops the app anyway (progress itself is saved after every answer).
func (u *UI) stopSaving() {
	saved := make(chan struct{})
	u.post(func() {
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

// followSuspend stops the app's terminal mode on SIGTSTP and restores it when the process goes on:
// without it, the shell's prompt was drawn on the alternate screen and, after fg, keys waited for
// Enter and the screen was not redrawn. A SIGCONT alone (after a SIGSTOP, which cannot be caught)
// re-enters raw mode and redraws.
func (u *UI) followSuspend(sigs <-chan os.Signal, done <-chan struct{}) {
	for {
		select {
		case sig := <-sigs:
			u.App.QueueUpdate(func() { u.suspend(isStopSignal(sig)) })
		case <-done:
			return
		}
	}
}

// suspend leaves the terminal as it was found (cooked mode, main screen, cursor shown, no mouse
// reporting), stops the process if stop, and on the way back re-enters raw mode and redraws the
// whole screen. It runs on the event loop, so nothing is drawn while the screen is suspended.
func (u *UI) suspend(stop bool) {
	u.App.Suspend(func() {
		if stop {
			stopProcess()
		}
	})
	u.App.Sync()
	go u.App.Draw()
}
