package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/plain"
	"github.com/belote-trainer/belote/internal/progress"
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
		return 2
	}
	if *lang != "" {
		if _, ok := app.ParseLang(*lang); !ok {
			fmt.Fprintf(env.Stderr, "belote: --lang %q: use fr or en\n", *lang)
			return 2
		}
	}
	st := loadState(env, *lang)
	if *plainMode || env.Getenv("ACCESSIBLE") == "1" || !isTerminal(env) {
		err := plain.Run(env.Stdin, env.Stdout, plain.Options{Lang: st.lang, Settings: st.settings,
			Store: st.store, Notices: st.notices, Seed: uint64(time.Now().UnixNano())})
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote: %v\n", err)
			return 1
		}
		return 0
	}
	ui := tui.New(tui.Options{Lang: st.lang, Settings: st.settings, SettingsPath: st.settingsPath,
		Store: st.store, Notices: st.notices, NoColor: env.Getenv("NO_COLOR") != "", Seed: uint64(time.Now().UnixNano())})
	if err := ui.Run(); err != nil {
		fmt.Fprintf(env.Stderr, "belote: %v\n", err)
		return 1
	}
	return 0
}

// appState is what the trainer starts from: settings, language, progress, and what to tell the
// learner about files that could not be read.
type appState struct {
	settings     progress.Settings
	settingsPath string
	lang         app.Lang
	store        *progress.Store
	notices      []string
}

// loadState reads the settings and the progress file. A damaged file is set aside and reported in
// the app; any other problem is reported too, and the app runs without saving rather than failing.
func loadState(env Env, langFlag string) appState {
	var st appState
	st.settingsPath = progress.SettingsPath(env.Getenv)
	settings, dmg, err := progress.LoadSettings(st.settingsPath)
	st.settings = settings
	st.lang = app.ChooseLang(langFlag, env.Getenv, settings.Lang)
	if dmg != nil {
		st.notices = append(st.notices, st.lang.T("settings.damaged", dmg.Aside))
	} else if err != nil {
		st.notices = append(st.notices, err.Error())
	}
	store, pdmg, err := progress.Open(progress.StatePath(env.Getenv))
	st.store = store
	var d *progress.Damaged
	if pdmg != nil {
		st.notices = append(st.notices, st.lang.T("progress.damaged", pdmg.Aside))
	} else if err != nil && !errors.As(err, &d) {
		st.notices = append(st.notices, st.lang.T("progress.unsaved", err))
	}
	return st
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
