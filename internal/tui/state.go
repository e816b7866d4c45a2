package tui

import (
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/progress"
)

// LoadState reads what the trainer starts from: the settings file, the language (the --lang flag,
// the locale, the settings), the progress file and NO_COLOR. A damaged file is set aside and
// reported on the home screen; any other problem is reported too, and the app runs without saving
// rather than failing. The plain dialogue starts from the same state.
func LoadState(getenv func(string) string, langFlag string) Options {
	opts := Options{SettingsPath: progress.SettingsPath(getenv), NoColor: getenv("NO_COLOR") != ""}
	if dir := content.UserDir(getenv); dir != "" {
		opts.ContentDirs = []string{dir}
	}
	settings, dmg, err := progress.LoadSettings(opts.SettingsPath)
	opts.Settings = settings
	opts.Lang = app.ChooseLang(langFlag, getenv, settings.Lang)
	switch {
	case dmg != nil:
		opts.Notices = append(opts.Notices, app.T(opts.Lang, "settings.damaged", "err", dmg.Aside))
	case err != nil:
		opts.Notices = append(opts.Notices, app.T(opts.Lang, "settings.unsaved", "err", err))
	}
	store, pdmg, err := progress.Open(progress.StatePath(getenv))
	opts.Store = store
	switch {
	case pdmg != nil:
		opts.Notices = append(opts.Notices, app.T(opts.Lang, "progress.damaged", "err", pdmg.Aside))
	case err != nil:
		opts.Notices = append(opts.Notices, app.T(opts.Lang, "progress.unsaved", "err", err))
	}
	return opts
}
