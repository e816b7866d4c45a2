package explain

import (
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// The explainer's own ways of naming things, built on the Namer.

// suit names a suit in a sentence: "pique ♠" / "spades ♠", "pique" in ASCII, "espadas" in the
// Spanish face.
func (n Namer) suit(s engine.Suit) string {
	if s >= engine.NoSuit {
		return "?"
	}
	if n.Face == engine.Spanish || n.ASCII {
		return n.SuitName(s)
	}
	return n.SuitName(s) + " " + s.Symbol()
}

// suitOf names a suit after a negation: French "de pique ♠", "d'espadas" ("tu n'as pas de pique"),
// English the suit alone ("you have no spades").
func (n Namer) suitOf(s engine.Suit) string {
	name := n.suit(s)
	if n.Lang != French || s >= engine.NoSuit {
		return name
	}
	if n.Face == engine.Spanish {
		return spanishSuitOf[s] + name
	}
	return "de " + name
}

// set names the cards of s in suit then sequence order, joined by "et"/"and".
func (n Namer) set(s engine.Set) string { return n.And(s.Cards()) }

// compact writes the cards of an announcement: "9♠ 10♠ V♠ D♠", or grouped names in the Spanish face.
func (n Namer) compact(s engine.Set) string {
	if n.Face == engine.Spanish {
		return n.set(s)
	}
	return n.Set(s)
}

// carreWords names the carré of each rank that counts (A1): French face, then Spanish face.
var carreWords = map[engine.Face][8]Text{
	engine.French: {engine.Nine: {"le carré de neuf", "the carré of nines"}, engine.Ten: {"le carré de dix", "the carré of tens"},
		engine.Jack: {"le carré de valets", "the carré of jacks"}, engine.Queen: {"le carré de dames", "the carré of queens"},
		engine.King: {"le carré de rois", "the carré of kings"}, engine.Ace: {"le carré d'as", "the carré of aces"}},
	engine.Spanish: {engine.Nine: {"le carré de 6", "the carré of 6s"}, engine.Ten: {"le carré de 7", "the carré of 7s"},
		engine.Jack: {"le carré de sotas", "the carré of sotas"}, engine.Queen: {"le carré de caballos", "the carré of caballos"},
		engine.King: {"le carré de reyes", "the carré of reyes"}, engine.Ace: {"le carré d'as", "the carré of ases"}},
}

// announcement describes one announcement: "le cinquante (9♠ 10♠ V♠ D♠)", "le carré de valets".
func (n Namer) announcement(a engine.Announcement) string {
	name, cards := n.announcementParts(a)
	return name + cards
}

// teamAnnouncement names a team's announcement with the team inside, before its cards: "le cent
// de NS (7♠ 8♠ 9♠ 10♠ V♠)", "le carré d'as d'EO", "NS's cent (7♠ 8♠ 9♠ 10♠ J♠)", rather than
// a second pair of brackets after the cards.
func (n Namer) teamAnnouncement(a engine.Announcement, t engine.Team) string {
	name, cards := n.announcementParts(a)
	if n.Lang != French {
		return n.Team(t) + "'s " + strings.TrimPrefix(name, "the ") + cards
	}
	of := "de "
	if t == engine.EW {
		of = "d'" // "d'EO"
	}
	return name + " " + of + n.Team(t) + cards
}

// announcementParts splits an announcement's words into its name, "le cinquante", and its cards
// in brackets, " (9♠ 10♠ V♠ D♠)" (none for a carré, which its name says whole).
func (n Namer) announcementParts(a engine.Announcement) (name, cards string) {
	if a.Kind == engine.Carre {
		return carreWords[n.Face][a.Top].column(n.Lang), ""
	}
	return n.say(runKinds[a.Kind]), " (" + n.compact(a.Cards) + ")"
}

// runKinds name the runs of A1 with their article.
var runKinds = map[engine.AnnounceKind]Key{engine.Tierce: "w.kind.tierce", engine.Cinquante: "w.kind.cinquante", engine.Cent: "w.kind.cent"}

// order is the sequence order of C3 in the face: "7 8 9 10 V D R A", "4 5 6 7 10 11 12 1".
func (n Namer) order() string {
	parts := make([]string, 0, 8)
	for r := engine.Seven; r <= engine.Ace; r++ {
		parts = append(parts, n.Rank(r))
	}
	return strings.Join(parts, " ")
}

// say renders a message of the explainer's catalogue in the namer's language.
func (n Namer) say(id Key, kv ...any) string { return n.Lang.say(id, kv...) }
