package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/gdamore/tcell/v2"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/plain"
	"github.com/belote-trainer/belote/internal/tui"
)

// runApp opens the trainer: the terminal app, or the plain line-by-line dialogue with --plain,
// ACCESSIBLE=1, or when standard output is not a terminal.
func runApp(args []string, env Env) int {
	fs := flag.NewFlagSet("belote", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	plainMode := fs.Bool("plain", false, "line-by-line dialogue (screen readers, scripts)")
	lang := fs.String("lang", "", "language: fr or en (default: the locale, then the settings)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *lang != "" {
		if _, ok := app.ParseLang(*lang); !ok {
			fmt.Fprintf(env.Stderr, "belote: --lang %q: use fr or en\n", *lang)
			return 2
		}
	}
	opts := tui.LoadState(env.Getenv, *lang)
	opts.Seed = uint64(time.Now().UnixNano())
	plainWanted := *plainMode || env.Getenv("ACCESSIBLE") == "1" || !isTerminal(env)
	if !plainWanted {
		// A terminal the screen library does not know (no terminfo entry) gets the dialogue too.
		if _, err := tcell.NewScreen(); err != nil {
			fmt.Fprintf(env.Stderr, "belote: %v; using the plain dialogue\n", err)
			plainWanted = true
		}
	}
	if plainWanted {
		err := plain.Run(env.Stdin, env.Stdout, plain.Options{Lang: opts.Lang, Settings: opts.Settings,
			Store: opts.Store, Notices: opts.Notices, Seed: opts.Seed, ContentDirs: opts.ContentDirs})
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote: %v\n", err)
			return 1
		}
		return 0
	}
	ui := tui.New(opts)
	if err := ui.Run(); err != nil {
		fmt.Fprintf(env.Stderr, "belote: %v\n", err)
		return 1
	}
	return 0
}

// isTerminal reports whether standard output is a terminal (a character device).
func isTerminal(env Env) bool {
	f, ok := env.Stdout.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
