package cli

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/gdamore/tcell/v2"
	"golang.org/x/term"

	"github.com/belote-trainer/belote/internal/plain"
	"github.com/belote-trainer/belote/internal/tui"
)

// runApp opens the trainer: the terminal app, or the plain line-by-line dialogue with --plain,
// ACCESSIBLE=1, or when standard input or output is not a terminal.
//
// target, when not empty, is what `belote open` opens: a lesson, a puzzle or a screen.
func runApp(g *globalFlags, env Env, target string) int {
	opts := tui.LoadState(env.Getenv, g.lang)
	opts.Seed = uint64(time.Now().UnixNano())
	plainWanted := g.plain || env.Getenv("ACCESSIBLE") == "1" || !isTerminal(env)
	if !plainWanted {
		// A terminal the screen library does not know (no terminfo entry) gets the dialogue too.
		if _, err := tcell.NewScreen(); err != nil {
			fmt.Fprintf(env.Stderr, "belote: %v; using the plain dialogue\n", err)
			plainWanted = true
		}
	}
	if plainWanted {
		err := plain.Run(env.Stdin, env.Stdout, plain.Options{Lang: opts.Lang, Settings: opts.Settings,
			Store: opts.Store, Notices: opts.Notices, Seed: opts.Seed, ContentDirs: opts.ContentDirs,
			SettingsPath: opts.SettingsPath, LocaleLang: opts.LocaleLang, Open: target})
		var open *plain.OpenError
		if errors.As(err, &open) {
			fmt.Fprintf(env.Stderr, "belote open: %v\n", open)
			return 1
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote: %v\n", err)
			return 1
		}
		return 0
	}
	ui := tui.New(opts)
	if target != "" {
		if err := ui.Open(target); err != nil {
			fmt.Fprintf(env.Stderr, "belote open: %v\n", err)
			return 1
		}
	}
	if err := ui.Run(); err != nil {
		fmt.Fprintf(env.Stderr, "belote: %v\n", err)
		var sig *tui.Signalled // the terminal is restored and the game saved: exit as killed
		if errors.As(err, &sig) {
			fmt.Fprint(env.Stderr, sig.Report) // SIGQUIT, SIGABRT: the stacks, as Go prints them
			return sig.ExitCode()
		}
		var crash *tui.Crashed
		if errors.As(err, &crash) {
			return 2 // a Go program's status after a panic
		}
		return 1
	}
	return 0
}

// isTerminal reports whether both standard input and standard output are terminals: the screen
// app needs to read keys and draw. A character device is not enough (/dev/null is one), so ask
// the terminal driver (x/term).
func isTerminal(env Env) bool {
	return isTerminalFile(env.Stdin) && isTerminalFile(env.Stdout)
}

func isTerminalFile(x any) bool {
	f, ok := x.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
