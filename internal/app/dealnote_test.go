package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
)

// The deal note names exactly what the shown variant changes for the learner: each pair of
// built-in variants, in both languages, with and without a face setting.
func TestDealNoteSaysWhatDiffers(t *testing.T) {
	v := engine.MustBuiltin
	for _, tc := range []struct {
		learner, shown, face string
		fr, en               string
	}{
		{"marocaine", "classique", "",
			"Donne classique\u00a0: cartes françaises, on joue dans le sens horaire, le preneur doit faire 82 points (92 avec une belote), sans annonces.",
			"A deal in classique: French cards, play goes clockwise, the taker needs 82 points (92 with a belote), no announcements."},
		{"francaise", "classique", "",
			"Donne classique\u00a0: on joue dans le sens horaire, le preneur doit faire 82 points (92 avec une belote), sans annonces.",
			"A deal in classique: play goes clockwise, the taker needs 82 points (92 with a belote), no announcements."},
		{"marocaine", "annonces", "",
			"Donne annonces\u00a0: cartes françaises, on joue dans le sens horaire, le preneur doit faire 82 points (92 avec une belote).",
			"A deal in annonces: French cards, play goes clockwise, the taker needs 82 points (92 with a belote)."},
		{"classique", "marocaine", "",
			"Donne marocaine\u00a0: cartes espagnoles, on joue dans le sens antihoraire, le preneur doit battre la défense, avec annonces.",
			"A deal in marocaine: Spanish cards, play goes counterclockwise, the taker must beat the defence, with announcements."},
		// Only the face differs.
		{"francaise", "marocaine", "", "Donne marocaine\u00a0: cartes espagnoles.", "A deal in marocaine: Spanish cards."},
		{"marocaine", "francaise", "", "Donne francaise\u00a0: cartes françaises.", "A deal in francaise: French cards."},
		// Only the announcements differ.
		{"classique", "annonces", "", "Donne annonces\u00a0: avec annonces.", "A deal in annonces: with announcements."},
		// The face setting draws both in one face: the face is not a difference any more.
		{"marocaine", "classique", "spanish",
			"Donne classique\u00a0: on joue dans le sens horaire, le preneur doit faire 82 points (92 avec une belote), sans annonces.",
			"A deal in classique: play goes clockwise, the taker needs 82 points (92 with a belote), no announcements."},
		{"francaise", "marocaine", "french", "", ""},
		{"francaise", "marocaine", "spanish", "", ""},
	} {
		assert.Equal(t, tc.fr, DealNote(FR, v(tc.learner), v(tc.shown), tc.face), "%s learner, %s deal, face %q", tc.learner, tc.shown, tc.face)
		assert.Equal(t, tc.en, DealNote(EN, v(tc.learner), v(tc.shown), tc.face), "%s learner, %s deal, face %q", tc.learner, tc.shown, tc.face)
	}
	// No note when the variants agree, whatever the face setting.
	for _, name := range engine.BuiltinNames {
		for _, face := range []string{"", "french", "spanish"} {
			assert.Empty(t, DealNote(FR, v(name), v(name), face), name)
			assert.Empty(t, DealNote(EN, v(name), v(name), face), name)
		}
	}
}

// The note is computed from the variants' fields, not their names: a house variant with other
// thresholds (K3), or one that differs only in direction, is told as such.
func TestDealNoteFromFields(t *testing.T) {
	house := engine.MustBuiltin("classique")
	house.Name, house.Threshold, house.ThresholdWithBelote = "maison", 90, 100
	assert.Equal(t, "Donne maison\u00a0: le preneur doit faire 90 points (100 avec une belote).", DealNote(FR, engine.MustBuiltin("classique"), house, ""))
	left := engine.MustBuiltin("classique")
	left.Name, left.Direction = "gauche", engine.Counterclockwise
	assert.Equal(t, "A deal in gauche: play goes counterclockwise.", DealNote(EN, engine.MustBuiltin("classique"), left, ""))
	// Same fields under another name: nothing a deal shows differs.
	same := engine.MustBuiltin("marocaine")
	same.Name = "copie"
	assert.Empty(t, DealNote(FR, engine.MustBuiltin("marocaine"), same, ""))
	assert.Empty(t, DealNote(FR, nil, same, ""))
}
