package explain

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
)

func TestCardForms(t *testing.T) {
	fr, es := Namer{Lang: French}, Namer{Lang: French, Face: engine.Spanish}
	en, ees := Namer{Lang: English}, Namer{Lang: English, Face: engine.Spanish}
	tests := []struct {
		n          Namer
		text, want string
	}{
		{fr, "{card.le:AH} {card.le:QD} {card.le:10C} {card.le:JS} {card.le:8H}", "l'A♥ la D♦ le 10♣ le V♠ le 8♥"},
		{es, "{card.le:10o} {card.le:11c} {card.le:12c} {card.le:1c} {card.le:4e}", "la sota d'oros le caballo de copas le rey de copas l'as de copas le 4 d'espadas"},
		{fr, "{card.du:10C} {card.du:QD} {card.du:AS}", "du 10♣ de la D♦ de l'A♠"},
		{es, "{card.du:7b} {card.du:10o} {card.du:1e}", "du 7 de bastos de la sota d'oros de l'as d'espadas"},
		{fr, "{card.au:KS} {card.au:QS} {card.au:AS}", "au R♠ à la D♠ à l'A♠"},
		{es, "{card.au:12e}", "au rey d'espadas"},
		{fr, "{card.ton:7H} {card.ton:QH} {card.ton:AH} {card.son:QS} {card.leur:AS}", "ton 7♥ ta D♥ ton A♥ sa D♠ leur A♠"},
		{es, "{card.ton:6c} {card.ton:10o} {card.ton:1c}", "ton 6 de copas ta sota d'oros ton as de copas"},
		{fr, "{card.ce:AS} {card.ce:QS} {card.ce:KS}", "cet A♠ cette D♠ ce R♠"},
		{fr, "{Card.le:AH} finit.", "L'A♥ finit."},
		{es, "{cards.le:11c 12c 1c}", "le caballo, le rey et l'as de copas"},
		{fr, "{cards.le:JS QS KS}", "le V♠, la D♠ et le R♠"},
		{fr, "{cards.bare:JS QS KS}", "V♠, D♠ et R♠"},
		{es, "{cards.bare:11c 12c 1c}", "caballo, rey et as de copas"},
		{es, "{cards.du:11c 1c 4e}", "du caballo et de l'as de copas, et du 4 d'espadas"},
		{fr, "{anyof.le:QH AH}", "la D♥ ou l'A♥"},
		{fr, "{seat.de:E} {seat.de:N} {seat.que:W} {team.de:EW} {team.de:NS} {suit.de:H}", "d'Est de Nord qu'Ouest d'EO de NS de cœur"},
		{es, "{suit.de:o} {suit.de:c}", "d'oros de copas"},
		{en, "{card.the:AH}, {card.your:QD}, {cards.your:JS QS KS}, {card.bare:KS}", "the A♥, your Q♦, your J♠, Q♠ and K♠, K♠"},
		{ees, "{card.the:10o}, partner's {card.bare:1c}, {cards.the:11c 12c 4e}", "the sota of oros, partner's as of copas, the caballo and rey of copas, and the 4 of espadas"},
		{en, "{seat.bare:W}", "West"},
	}
	for _, tt := range tests {
		s, err := fill(tt.text, tt.n, nil)
		assert.NoError(t, err, tt.text)
		assert.Equal(t, tt.want, s, tt.text)
	}
}

func TestCardFormErrors(t *testing.T) {
	bad := map[string]string{
		"{card.le:KS}":     `form "le" is not English`,
		"{card.lw:KS}":     `unknown form "lw"`,
		"{card.the:KS QS}": `names several cards`,
		"{seat.de:W}":      `form "de" is not English`,
		"{card.the:ZZ}":    `ZZ`,
		"{rule.the:P5}":    `only card, cards`,
	}
	for text, want := range bad {
		errs := CheckContentIn(English, text)
		if assert.Len(t, errs, 1, text) {
			assert.Contains(t, errs[0].Error(), want, text)
		}
	}
	assert.Empty(t, CheckContent("{card.le:KS} {card.the:KS}"), "either language's forms in a text of no known language")
	assert.NotEmpty(t, CheckContentIn(French, "{card.the:KS}"))
	assert.Equal(t, "la D♠", Namer{Lang: French}.CardIn(engine.MustCard("QS"), "le"))
}

func TestLintFrench(t *testing.T) {
	tests := map[string][]string{
		// the shapes issue 22 found, as the generator and the lessons wrote them
		"Tu joues ton {card:6c}.":                             {"ton {card:6c}"},
		"charge-le de {card:7b}.":                             {"de {card:7b}"},
		"Charge-le de le 7.":                                  {"de le"},
		"{Card:AH} de ton partenaire finit le pli.":           {"{Card:AH}"},
		"Sur {card:QC}, {card:7C} d'Ouest tombe.":             {"{card:7C} d'Ouest"},
		"Tu annonces la tierce {cards:11c 12c 1c}.":           {"tierce {cards:11c 12c 1c}"},
		"Tu as ton le 6 et la {card:QS}, à les autres.":       {"ton le", "la {card:QS}", "à les"},
		"Défausse-toi de {card.du:7b}, de {card.le:7b}.":      {"de {card.du:7b}", "de {card.le:7b}"},
		"Ta {card.le:QS} et tes {cards:QS KS} partent.":       {"Ta {card.le:QS}", "tes {cards:QS KS}"},
		"{card:AS} gagne. Puis {card:KS} tombe ! {card:7S} ?": {"{card:AS}", "{card:7S}"},
	}
	for text, want := range tests {
		var got []string
		for _, p := range LintFrench(text) {
			assert.Equal(t, p.Phrase, text[p.Offset:p.Offset+len(p.Phrase)])
			got = append(got, p.Phrase)
		}
		assert.Equal(t, want, got, text)
	}
	good := []string{
		"Est entame {card:KS}, puis tu joues {card.ton:6c} et {cards.le:11c 12c 1c}.",
		"Essaie de le couper, avant de les jouer ; tu penses à le faire.",
		"{Card.le:AH} de ton partenaire finit le pli ; {card.le:7C} d'Ouest tombe.",
		"Défausse-toi {card.du:7b} ou {ofcard:7b}, joue {card.au:1c}.",
		"{Card.bare:AS} 11, {card.bare:QH} 3 : 14.",
		"La tierce {cards.bare:11c 12c 1c}, le premier pli, du dernier.",
		"Atout {suit:H}. {Seat:E} joue {card.son:AS}, d'abord.",
		"Tu commences de le premier",
	}
	for _, text := range good[:len(good)-1] {
		assert.Empty(t, LintFrench(text), text)
	}
	assert.Len(t, LintFrench(good[len(good)-1]), 1, "« de le premier »: premier is no infinitive")
}

func TestLintFrenchMessage(t *testing.T) {
	p := LintFrench("charge-le de {card:7b}")[0]
	assert.Equal(t, "« de {card:7b} »: after « de » a card takes its contracted article: write {card.du:7b} without the « de »", p.Error())
	p = LintFrench("{Card:AH} finit")[0]
	assert.True(t, strings.Contains(p.Message, "{Card.le:AH}"), p.Message)
	p = LintFrench("Le pli. {card:AH} finit")[0]
	assert.True(t, strings.Contains(p.Message, "{Card.le:AH}"), p.Message)
}

func FuzzLintFrench(f *testing.F) {
	for _, s := range []string{"de {card:7b}", "ton le {", "{Card.le:AH} d'", "à les", "{}", "{card.:}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range LintFrench(s) {
			if p.Offset < 0 || p.Offset+len(p.Phrase) > len(s) || s[p.Offset:p.Offset+len(p.Phrase)] != p.Phrase {
				t.Fatalf("%q: phrase %q at %d is not in the text", s, p.Phrase, p.Offset)
			}
		}
	})
}

// Every form, on every card of both faces, renders French that the lint's shapes never match:
// no « de le », « à le », « ton le », « ta l' », no double article.
func TestCardFormsNeverBreakFrench(t *testing.T) {
	bad := []string{"de le ", "de la la", "à le ", "de les ", "à les ", "ton le ", "ton la ", "ton l'", "ta l'", "ta le ", "la le ", "le la ", "de du ", "ce as", "ta as", "la as", "le as", "le A", "la A", "ce A", "ta A"}
	texts := []string{"Prends-le {card.du:%s} ;", "Pense {card.au:%s} ;", "Joue {card.ton:%s} et {card.son:%s} ;", "{Card.le:%s} tombe ;", "{card.ce:%s} ;", "tierce {cards.bare:%s} ;"}
	for _, face := range []engine.Face{engine.French, engine.Spanish} {
		n := Namer{Lang: French, Face: face}
		for c := engine.Card(0); c < 32; c++ {
			code := c.Format(face)
			for _, tmpl := range texts {
				s, err := fill(strings.ReplaceAll(tmpl, "%s", code), n, nil)
				assert.NoError(t, err)
				low := " " + strings.ToLower(s)
				for _, b := range bad {
					assert.NotContains(t, low, " "+strings.ToLower(b), s)
				}
			}
		}
	}
}

func TestLintFrenchFix(t *testing.T) {
	tests := map[string]string{
		"Ton {card:7b} tombe ; charge-le de {card:7b}.":        "{Card.ton:7b} tombe ; charge-le {card.du:7b}.",
		"{Card:AH} de ton partenaire, puis {card:7C} d'Ouest.": "{Card.le:AH} de ton partenaire, puis {card.le:7C} d'Ouest.",
		"La {card:QS}, la tierce {cards:QH KH AH}, de le pli.": "{Card.le:QS}, la tierce {cards.bare:QH KH AH}, du pli.",
		"Pense à {card:1c}, de {card.du:7b}.":                  "Pense {card.au:1c}, {card.du:7b}.",
	}
	for text, want := range tests {
		got := text
		ps := LintFrench(text)
		for k := len(ps) - 1; k >= 0; k-- {
			p := ps[k]
			got = got[:p.Offset] + p.Fix + got[p.Offset+len(p.Phrase):]
		}
		assert.Equal(t, want, got, text)
		assert.Empty(t, LintFrench(got), got)
	}
}

func TestFormFrench(t *testing.T) {
	tests := map[string]string{
		"Ouest entame {card:KS}, ton partenaire se défausse {ofcard:7b}.": "Ouest entame {card.le:KS}, ton partenaire se défausse {ofcard:7b}.",
		"Sur {card:QC}, {card:7C} d'Ouest tombe. {card:AH} finit.":        "Sur {card.le:QC}, {card.le:7C} d'Ouest tombe. {Card.le:AH} finit.",
		"Ton {card:6c} et la {card:QS}, charge-le de {cards:7b 1b}.":      "{Card.ton:6c} et {card.le:QS}, charge-le {cards.du:7b 1b}.",
		"Il se défausse du {card:7b}, passe au {card:KS}.":                "Il se défausse {card.du:7b}, passe {card.au:KS}.",
		"La tierce {cards:11c 12c 1c}, pense à {card:1c} ({card:7C}).":    "La tierce {cards.bare:11c 12c 1c}, pense {card.au:1c} ({card.bare:7C}).",
		"{Card.bare:AS} 11, {card.bare:QH} 3 : 14 ; {anyof:QH AH}.":       "{Card.bare:AS} 11, {card.bare:QH} 3 : 14 ; {anyof.le:QH AH}.",
	}
	for in, want := range tests {
		got := FormFrench(in)
		assert.Equal(t, want, got, in)
		assert.Empty(t, LintFrench(got), got)
		assert.Empty(t, CheckContentIn(French, got), got)
	}
}
