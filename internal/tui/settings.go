package tui

import (
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// settingsScreen lists the settings; Enter (or a click) moves a setting to its next value, which is
// applied and saved at once.
type settingsScreen struct {
	ui   *UI
	flex *tview.Flex
	list *tview.List
	note *tview.TextView
	keys KeyMap
}

func newSettingsScreen(u *UI) *settingsScreen {
	s := &settingsScreen{ui: u, list: newMenu(), note: tview.NewTextView().SetWrap(true).SetWordWrap(true)}
	s.list.SetSelectedFunc(func(i int, _, _ string, _ rune) { s.change(i) })
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(s.list, 8, 0, true).AddItem(s.note, 0, 1, false)
	s.flex.SetBorderPadding(1, 0, 2, 2)
	s.keys = listKeys(s.list)
	s.Refresh()
	return s
}

func (s *settingsScreen) Title() app.Key        { return "settings.title" }
func (s *settingsScreen) Root() tview.Primitive { return s.flex }
func (s *settingsScreen) Keys() KeyMap          { return s.keys }

func (s *settingsScreen) items() []app.Setting {
	u := s.ui
	return app.SettingsList(u.lang, u.settings, u.opts.LocaleLang, u.colour())
}

// change moves setting i to its next value, applies it and saves the settings file.
func (s *settingsScreen) change(i int) {
	u := s.ui
	items := s.items()
	if i < 0 || i >= len(items) {
		return
	}
	items[i].Next(&u.settings)
	// Only the language setting changes the language: at start-up the flag or the locale may have
	// chosen another one than the saved setting.
	if items[i].Label == "settings.lang" { // the choice applies at once; none: the locale's
		u.lang = app.SettingsLang(u.settings, u.opts.LocaleLang)
	}
	if err := progress.SaveSettings(u.opts.SettingsPath, u.settings); err != nil {
		u.flash(app.T(u.lang, "settings.unsaved", "err", err))
	} else {
		u.flash(app.T(u.lang, "settings.saved"))
	}
	s.Refresh()
	u.chrome()
}

// Refresh redraws the values in the current language.
func (s *settingsScreen) Refresh() {
	l := s.ui.lang
	cur := s.list.GetCurrentItem()
	s.list.Clear()
	for _, it := range s.items() {
		s.list.AddItem(app.SettingLine(l, it), "", 0, nil) // "Variante : …", "Variant: …"
	}
	s.list.SetCurrentItem(cur)
	note := app.T(l, "settings.note.lang")
	if s.ui.opts.NoColor {
		note += "\n" + app.T(l, "settings.nocolor")
	}
	s.note.SetText(note)
}
