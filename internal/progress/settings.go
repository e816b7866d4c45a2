package progress

import "time"

// Settings are the learner's choices, saved in settings.json.
type Settings struct {
	Variant string `json:"variant"` // classique, annonces, marocaine, francaise
	Lang    string `json:"lang"`    // fr or en; "" until the learner chooses: the locale decides
	Face    string `json:"face"`    // french, spanish, or "" for the variant's own face (C1)
	ASCII   bool   `json:"ascii"`   // S H D C instead of ♠♥♦♣
	Colour  bool   `json:"colour"`  // red and black suits (NO_COLOR turns it off whatever this says)
}

// DefaultSettings are used when nothing is saved.
func DefaultSettings() Settings {
	return Settings{Variant: "classique", Colour: true}
}

// LoadSettings reads settings.json; missing keys keep their defaults. A damaged file is renamed
// aside and reported, and the defaults are returned.
func LoadSettings(path string) (Settings, *Damaged, error) {
	s := DefaultSettings()
	read := s
	dmg, err := ReadJSON(path, &read, time.Now())
	if err != nil || dmg != nil {
		return s, dmg, err
	}
	return read, nil, nil
}

// SaveSettings writes settings.json atomically.
func SaveSettings(path string, s Settings) error { return WriteJSON(path, s) }
