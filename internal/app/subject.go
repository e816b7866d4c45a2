package app

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// Subject names cards that are the subject of a sentence or a clause. French never makes a bare
// card a subject: it takes its article (« Juste ! Le R♥ est la meilleure carte », « ; la D♥
// rapportait… »), with a capital when it starts the sentence. English names them as a list does
// ("Right! K♥ is the best card"). The cards are joined by "et"/"and".
func Subject(d Display, cs []engine.Card, start bool) string {
	if d.Lang != explain.French {
		return d.And(cs)
	}
	return capital(d.CardsIn(cs, "le"), start)
}

// SubjectOr is Subject with the cards joined by "ou"/"or": « le R♥ ou la D♥ rapportait… ».
func SubjectOr(d Display, cs []engine.Card, start bool) string {
	if d.Lang != explain.French {
		return d.Or(cs)
	}
	return capital(d.AnyOfIn(cs, "le"), start)
}

func capital(s string, start bool) string {
	if start {
		return explain.UpperFirst(s)
	}
	return s
}
