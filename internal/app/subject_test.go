package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// A card that is a sentence's subject takes its article in French, never in English.
func TestSubject(t *testing.T) {
	cs := func(s string) []engine.Card { c, _, _ := engine.ParseCards(s); return c }
	fr := Display{Lang: explain.French, Face: engine.French}
	es := Display{Lang: explain.French, Face: engine.Spanish}
	en := Display{Lang: explain.English, Face: engine.French}
	assert.Equal(t, "La D♥", Subject(fr, cs("QH"), true))
	assert.Equal(t, "l'A♥ et le 10♥", Subject(fr, cs("AH 10H"), false))
	assert.Equal(t, "le R♥ ou la D♥", SubjectOr(fr, cs("KH QH"), false))
	assert.Equal(t, "La sota de copas", Subject(es, cs("JH"), true))
	assert.Equal(t, "Q♥", Subject(en, cs("QH"), true))
	assert.Equal(t, "K♥ or Q♥", SubjectOr(en, cs("KH QH"), false))
}
