package tui

import (
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// LoadState reads what the trainer starts from: the settings file, the language (the --lang flag,
// the locale, the settings), the progress file and NO_COLOR. Whatever happened to a file is said
// on the home screen (app.FileNotice): set aside, left alone for the session (unreadable, newer),
// or no place for it (no HOME: nothing is then written, least of all into the current folder);
// the app runs without saving rather than failing. The plain dialogue starts from the same state.
func LoadState(getenv func(string) string, langFlag string) Options {
	opts := Options{NoColor: getenv("NO_COLOR") != ""}
	if dir := content.UserDir(getenv); dir != "" {
		opts.ContentDirs = []string{dir}
	}
	settingsPath, serr := progress.SettingsPath(getenv)
	opts.SettingsPath = settingsPath
	settings, bad, dmg, err := progress.LoadSettings(settingsPath)
	opts.Settings = settings
	opts.Lang = app.ChooseLang(langFlag, getenv, settings.Lang)
	opts.LocaleLang = app.ChooseLang("", getenv, "")
	l := opts.Lang
	switch {
	case serr != nil:
		opts.Notices = append(opts.Notices, app.FileNotice(l, app.SettingsFile, serr))
	case dmg != nil:
		opts.Notices = append(opts.Notices, app.FileNotice(l, app.SettingsFile, dmg))
	case err != nil:
		opts.Notices = append(opts.Notices, app.FileNotice(l, app.SettingsFile, err))
	}
	for _, b := range bad {
		opts.Notices = append(opts.Notices, app.T(l, "settings.badvalue", "file", settingsPath, "key", b.Key, "value", b.Value, "fallback", b.Used))
	}
	statePath, perr := progress.StatePath(getenv)
	store, pdmg, err := progress.Open(statePath) // "" when there is no home: in memory only
	opts.Store = store
	switch {
	case perr != nil:
		opts.Notices = append(opts.Notices, app.FileNotice(l, app.ProgressFile, perr))
	case pdmg != nil:
		opts.Notices = append(opts.Notices, app.FileNotice(l, app.ProgressFile, pdmg))
	case err != nil:
		opts.Notices = append(opts.Notices, app.FileNotice(l, app.ProgressFile, err))
	case store.Shared():
		opts.Notices = append(opts.Notices, app.T(l, "progress.shared"))
	}
	return opts
}
