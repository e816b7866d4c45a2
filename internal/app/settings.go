package app

import (
	"github.com/belote-trainer/belote/explain"
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// Setting is one line of the settings, for the screen and the plain dialogue alike: its label
// (a catalogue key), its value as shown, and the change to its next value.
type Setting struct {
	Label Key
	Value string
	Next  func(s *progress.Settings)
}

// SettingsList lists the settings st in language l; locale is the system's language (shown for
// "no choice") and colour whether red and black are on now (NO_COLOR turns them off).
func SettingsList(l Lang, st progress.Settings, locale Lang, colour bool) []Setting {
	onOff := func(b bool) string {
		if b {
			return T(l, "settings.on")
		}
		return T(l, "settings.off")
	}
	lang := T(l, "lang.name")
	if st.Lang == "" {
		lang = T(l, "settings.lang.system", "lang", T(l, explain.Either(locale == FR, "lang.fr", "lang.en")))
	}
	pause := T(l, "settings.pause.key")
	if st.TrickPause != 0 {
		pause = T(l, "settings.pause.ms", "s", st.TrickPause/1000)
	}
	return []Setting{
		{"settings.variant", st.Variant, func(s *progress.Settings) { s.Variant = Cycle(engine.BuiltinNames, s.Variant) }},
		{"settings.lang", lang, func(s *progress.Settings) { s.Lang = Cycle(progress.SettingLangs, s.Lang) }},
		{"settings.face", T(l, faceSettings[st.Face]), func(s *progress.Settings) {
			s.Face = Cycle([]string{"", "french", "spanish"}, s.Face)
		}},
		{"settings.ascii", onOff(st.ASCII), func(s *progress.Settings) { s.ASCII = !s.ASCII }},
		{"settings.colour", onOff(colour), func(s *progress.Settings) { s.Colour = !s.Colour }},
		{"settings.pause", pause, func(s *progress.Settings) {
			i := slices.Index(progress.SettingPauses, s.TrickPause)
			s.TrickPause = progress.SettingPauses[(i+1)%len(progress.SettingPauses)]
		}},
	}
}

// faceSettings name the choices of the card faces setting ("" is each variant's own).
var faceSettings = map[string]Key{"": "settings.face.auto", "french": "settings.face.french", "spanish": "settings.face.spanish"}

// SettingLine is a setting as a menu line: "Variante : classique".
func SettingLine(l Lang, s Setting) string { return T(l, s.Label) + T(l, "word.colon") + s.Value }

// SettingsLang is the language once the settings are st: the saved choice, else the locale's.
// Only the language setting changes it: at start-up the --lang flag may have chosen another.
func SettingsLang(st progress.Settings, locale Lang) Lang {
	if l, ok := ParseLang(st.Lang); ok {
		return l
	}
	return locale
}

// Cycle returns the value after cur in values (the first when cur is unknown).
func Cycle(values []string, cur string) string {
	i := slices.Index(values, cur)
	return values[(i+1)%len(values)]
}
