package tui

import (
	"cmp"
	"slices"

	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/progress"
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

// setting is one line of the settings screen.
type setting struct {
	label string                     // catalogue key
	value func() string              // the current value, as shown
	next  func(s *progress.Settings) // moves to the next value
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

func (s *settingsScreen) Title() string         { return "settings.title" }
func (s *settingsScreen) Root() tview.Primitive { return s.flex }
func (s *settingsScreen) Keys() KeyMap          { return s.keys }

func (s *settingsScreen) items() []setting {
	u := s.ui
	l := u.lang
	onOff := func(b bool) string {
		if b {
			return app.T(l, "settings.on")
		}
		return app.T(l, "settings.off")
	}
	return []setting{
		{"settings.variant", func() string { return u.settings.Variant }, func(st *progress.Settings) {
			st.Variant = cycle(engine.BuiltinNames, st.Variant)
		}},
		{"settings.lang", func() string {
			if u.settings.Lang == "" {
				return app.T(l, "settings.lang.system", "lang", app.T(l, "lang."+u.opts.LocaleLang.String()))
			}
			return app.T(l, "lang.name")
		}, func(st *progress.Settings) { st.Lang = cycle(progress.SettingLangs, st.Lang) }},
		{"settings.face", func() string { return app.T(l, "settings.face."+cmp.Or(u.settings.Face, "auto")) }, func(st *progress.Settings) {
			st.Face = cycle([]string{"", "french", "spanish"}, st.Face)
		}},
		{"settings.ascii", func() string { return onOff(u.settings.ASCII) }, func(st *progress.Settings) { st.ASCII = !st.ASCII }},
		{"settings.colour", func() string { return onOff(u.colour()) }, func(st *progress.Settings) { st.Colour = !st.Colour }},
		{"settings.pause", func() string {
			if u.settings.TrickPause == 0 {
				return app.T(l, "settings.pause.key")
			}
			return app.T(l, "settings.pause.ms", "s", u.settings.TrickPause/1000)
		}, func(st *progress.Settings) {
			i := slices.Index(progress.SettingPauses, st.TrickPause)
			st.TrickPause = progress.SettingPauses[(i+1)%len(progress.SettingPauses)]
		}},
	}
}

// cycle returns the value after cur in values (the first when cur is unknown).
func cycle(values []string, cur string) string {
	i := slices.Index(values, cur)
	return values[(i+1)%len(values)]
}

// change moves setting i to its next value, applies it and saves the settings file.
func (s *settingsScreen) change(i int) {
	u := s.ui
	items := s.items()
	if i < 0 || i >= len(items) {
		return
	}
	items[i].next(&u.settings)
	// Only the language setting changes the language: at start-up the flag or the locale may have
	// chosen another one than the saved setting.
	if items[i].label == "settings.lang" { // the choice applies at once; none: the locale's
		u.lang = app.ChooseLang("", func(string) string { return "" }, u.settings.Lang)
		if u.settings.Lang == "" {
			u.lang = u.opts.LocaleLang
		}
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
		s.list.AddItem(app.T(l, it.label)+app.T(l, "word.colon")+it.value(), "", 0, nil) // "Variante : …", "Variant: …"
	}
	s.list.SetCurrentItem(cur)
	note := app.T(l, "settings.note.lang")
	if s.ui.opts.NoColor {
		note += "\n" + app.T(l, "settings.nocolor")
	}
	s.note.SetText(note)
}
