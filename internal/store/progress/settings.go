package progress

import (
	"fmt"
	"slices"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// Settings are the learner's choices, saved in settings.json.
type Settings struct {
	Version int    `json:"version"`
	Variant string `json:"variant"` // classique, annonces, marocaine, francaise
	Lang    string `json:"lang"`    // fr or en; "" until the learner chooses: the locale decides
	Face    string `json:"face"`    // french, spanish, or "" for the variant's own face (C1)
	ASCII   bool   `json:"ascii"`   // S H D C instead of ♠♥♦♣
	Colour  bool   `json:"colour"`  // red and black suits (NO_COLOR turns it off whatever this says)
	// TrickPause is how long the practice table shows a finished trick, in milliseconds; 0 keeps
	// it until the learner presses a key.
	TrickPause int `json:"trick_pause,omitempty"`
}

// SettingsKind is settings.json. Files written before it had a version are version 1.
var SettingsKind = Kind{Name: "settings file", Version: 1, Limit: fsread.SettingsCap, Legacy: true}

// Known setting values. The variants are engine.BuiltinNames (kept here as a list so that this
// package does not need the engine; TestSettingsVariantsAreBuiltin keeps them equal).
var (
	SettingVariants = []string{"classique", "annonces", "marocaine", "francaise"}
	SettingLangs    = []string{"", "fr", "en"}
	SettingFaces    = []string{"", "french", "spanish"}
	SettingPauses   = []int{0, 1000, 2000, 3000} // ms a finished trick stays (0: until a key)
)

// DefaultSettings are used when nothing is saved.
func DefaultSettings() Settings {
	return Settings{Version: SettingsKind.Version, Variant: "classique", Colour: true}
}

func (s *Settings) setDefaults() { *s = DefaultSettings() }

// Validate accepts any values: an unknown one is reported and replaced by Check, not a reason to
// set the whole file aside.
func (s *Settings) Validate() error { return nil }

// BadValue is a setting whose value this version does not know.
type BadValue struct {
	Key, Value, Used string
}

func (b BadValue) String() string {
	return fmt.Sprintf("%s = %q is unknown; %q is used instead", b.Key, b.Value, b.Used)
}

// Check replaces unknown values by their defaults and says which it replaced.
func (s *Settings) Check() []BadValue {
	def := DefaultSettings()
	var bad []BadValue
	for _, f := range []struct {
		key   string
		v     *string
		known []string
		def   string
	}{{"variant", &s.Variant, SettingVariants, def.Variant}, {"lang", &s.Lang, SettingLangs, def.Lang}, {"face", &s.Face, SettingFaces, def.Face}} {
		if !slices.Contains(f.known, *f.v) {
			bad = append(bad, BadValue{Key: f.key, Value: *f.v, Used: f.def})
			*f.v = f.def
		}
	}
	if !slices.Contains(SettingPauses, s.TrickPause) {
		bad = append(bad, BadValue{Key: "trick_pause", Value: fmt.Sprint(s.TrickPause), Used: "0"})
		s.TrickPause = 0
	}
	return bad
}

// LoadSettings reads settings.json; missing keys keep their defaults. A damaged file is renamed
// aside and reported, and the defaults are returned; a file that cannot be read, or is newer, is
// a *ReadOnlyError (SaveSettings will not write over it). Unknown values are replaced by their
// defaults and listed.
func LoadSettings(path string) (Settings, []BadValue, *Damaged, error) {
	s := DefaultSettings()
	if path == "" {
		return s, nil, nil, ErrNoHome
	}
	storage.Clean(path)
	read, dmg, err := ReadDoc[Settings](SettingsKind, path, time.Now())
	if read == nil {
		return s, nil, dmg, err
	}
	read.Version = SettingsKind.Version
	bad := read.Check()
	return *read, bad, nil, err
}

// SaveSettings writes settings.json atomically, unless the file there must not be replaced.
func SaveSettings(path string, s Settings) error {
	if path == "" {
		return ErrNoHome
	}
	s.Version = SettingsKind.Version
	return WriteDoc(SettingsKind, path, s)
}
