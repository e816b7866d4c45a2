package explain

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

func TestNamerFaces(t *testing.T) {
	ks, jd := engine.MustCard("KS"), engine.MustCard("JD")
	tests := []struct {
		name        string
		n           Namer
		card, name2 string
		suit, sign  string
	}{
		{"French in French", Namer{Lang: French}, "R♠", "V♦", "pique", "♠ P"},
		{"French in English", Namer{Lang: English}, "K♠", "J♦", "spades", "♠ S"},
		{"French ASCII in French", Namer{Lang: French, ASCII: true}, "RP", "VK", "pique", "P"},
		{"French ASCII in English", Namer{Lang: English, ASCII: true}, "KS", "JD", "spades", "S"},
		{"Spanish in French", Namer{Lang: French, Face: engine.Spanish}, "le rey d'espadas", "la sota d'oros", "espadas", "e"},
		{"Spanish in English", Namer{Lang: English, Face: engine.Spanish}, "the rey of espadas", "the sota of oros", "espadas", "e"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.card, tt.n.Name(ks))
			assert.Equal(t, tt.name2, tt.n.Name(jd))
			assert.Equal(t, tt.suit, tt.n.SuitName(engine.Spades))
			assert.Equal(t, tt.sign, tt.n.SuitSign(engine.Spades))
		})
	}
	es := Namer{Lang: French, Face: engine.Spanish}
	assert.Equal(t, "12e", es.Card(ks), "the table writes the Spanish card's number and suit letter")
	assert.Equal(t, "l'as, le rey et la sota de bastos", es.And(cards(t, "AC KC JC")))
	assert.Equal(t, "EO", Namer{Lang: French}.Team(engine.EW))
	assert.Equal(t, "EW", Namer{Lang: English}.Team(engine.EW))
}

func TestContentPlaceholders(t *testing.T) {
	text := Text{"Est entame {card:KS}, puis {cards:KC QC 10C} ; {team:EW} à {suit:H}, {seat:E}.",
		"East leads {card:KS}, then {cards:KC QC 10C}; {team:EW} in {suit:H}, {seat:E}."}
	assert.Equal(t, "Est entame R♠, puis R♣, D♣ et 10♣\u202f; EO à cœur, Est.", Namer{Lang: French}.Text(text))
	assert.Equal(t, "East leads K♠, then K♣, Q♣ and 10♣; EW in hearts, East.", Namer{Lang: English}.Text(text))
	// C1: a French code in a Spanish-face text names the Spanish card.
	assert.Equal(t, "Est entame le rey d'espadas, puis le rey, le caballo et le 7 de bastos\u202f; EO à copas, Est.",
		Namer{Lang: French, Face: engine.Spanish}.Text(text))
}

// After a possessive or "the", an English Spanish-card name drops its own article; the French
// face and a name in the middle of a sentence keep theirs.
func TestEnglishNameAfterDeterminer(t *testing.T) {
	text := Text{"", "West's {card:KS} beats your {card:JD}; the {card:7H} falls, and East leads {card:AS}."}
	assert.Equal(t, "West's rey of espadas beats your sota of oros; the 4 of copas falls, and East leads the as of espadas.",
		Namer{Lang: English, Face: engine.Spanish}.Text(text))
	assert.Equal(t, "West's K♠ beats your J♦; the 7♥ falls, and East leads A♠.", Namer{Lang: English}.Text(text))
}

func TestCapitalPlaceholder(t *testing.T) {
	text := Text{"{Card:4e} est un atout.", "{Card:4e} is a trump."}
	assert.Equal(t, "Le 4 d'espadas est un atout.", Namer{Lang: French, Face: engine.Spanish}.Text(text))
	assert.Equal(t, "7♠ est un atout.", Namer{Lang: French}.Text(text))
	assert.Empty(t, CheckContent("{Card:4e} et {Cards:KS QS}"))
	assert.NotEmpty(t, CheckContent("{CARD:4e}"))
}

func TestCheckContent(t *testing.T) {
	ok := []string{"Est entame {card:KS}.", "{cards:12e 1e} et {suit:o}", "le 7e pli", "Atout : cœur ♥ !", "NS contre EO"}
	for _, s := range ok {
		assert.Empty(t, CheckContent(s), s)
	}
	bad := map[string]string{
		"Est entame KS.":        `card "KS" written as a code`,
		"KC, QC, 10C":           `card "KC" written as a code`,
		"joue le 7e de la main": `card "7e" written as a code`,
		"avec K♠":               `write {card:KS}`,
		"avec R♦":               `write {card:KD}`,
		"{card:1S}":             `{card:1S}: bad card "1S"`,
		"{carte:KS}":            `unknown placeholder {carte:KS}`,
		"{n} points":            `{n} is not a content placeholder`,
		"ouvert {card:KS":       `unclosed placeholder`,
		"{cards:}":              `names no card`,
		"{team:NE}":             `{team:NE}`,
	}
	for s, want := range bad {
		errs := CheckContent(s)
		require.NotEmpty(t, errs, s)
		assert.Contains(t, errs[0].Error(), want, s)
	}
	assert.Len(t, CheckContent("KS et QS, pas {card:1S}"), 3, "every problem is reported")
}

func TestSayPlural(t *testing.T) {
	c := Catalogue{"pts": {"{n} {n|point|points}", "{n} {n|point|points}"}, "bad": {"{n|point}", "{n|point}"}}
	assert.Equal(t, "0 point", c.Say(French, "pts", "n", 0))
	assert.Equal(t, "1 point", c.Say(French, "pts", "n", 1))
	assert.Equal(t, "2 points", c.Say(French, "pts", "n", 2))
	assert.Equal(t, "0 points", c.Say(English, "pts", "n", 0))
	assert.Equal(t, "1 point", c.Say(English, "pts", "n", 1))
	_, err := c.render(French, "bad", []any{"n", 1})
	assert.Error(t, err)
	_, err = c.render(French, "pts", nil)
	assert.ErrorContains(t, err, "no value for {n}")
	assert.Equal(t, "{missing}", c.Say(French, "missing"))
}

func TestTypeset(t *testing.T) {
	assert.Equal(t, "Atout\u00a0: cœur\u202f; «\u00a0belote\u00a0»\u202f! Vraiment\u202f? 50\u202f%", Typeset(French, "Atout : cœur ; « belote » ! Vraiment ? 50 %"))
	assert.Equal(t, "Trump: hearts", Typeset(English, "Trump: hearts"))
}

// Every message that speaks of "any" card, of a choice or of a plural agrees with the number of
// cards it is about (issue 10 §4): each kind of position is explained once with a single card that
// qualifies and once with several, and the words are checked.
func TestNumberAgreement(t *testing.T) {
	cl := engine.MustBuiltin("classique")
	tests := []struct {
		name, trump, hand, trick string
		one                      bool
	}{
		{"P0 one card", "H", "AS", "", true},
		{"P0 several", "H", "AS 7H", "", false},
		{"P1 one", "H", "8S 9D", "AS", true},
		{"P1 several", "H", "8S KS 9D", "AS", false},
		{"P2 one", "H", "9H 7H 8S", "AH", true},
		{"P2 several", "H", "9H JH 7H", "AH", false},
		{"P3 one", "H", "9H 8S", "JH", true},
		{"P3 several", "H", "9H AH 8S", "JH", false},
		{"P4 one card", "H", "7H", "AS KS", true},
		{"P4 several", "H", "7H 9D", "AS KS", false},
		{"P5 one", "H", "9H 7H 8D", "AS 8H", true},
		{"P5 several", "H", "9H JH 8D", "AS 8H", false},
		{"P6 one", "H", "7H 8D", "AS 8H", true},
		{"P6 several", "H", "7H QH 8D", "AS JH", false},
		{"P7 one", "H", "7H 8D", "AS", true},
		{"P7 several", "H", "7H QH 8D", "AS", false},
		{"P8 one card", "H", "7D", "AS", true},
		{"P8 several", "H", "7D 8C", "AS", false},
	}
	anyWords := map[Lang][]string{French: {"n'importe", "toutes tes cartes", "tout atout"}, English: {"any of them", "any card may", "any trump will do", "any trump ("}}
	oneWords := map[Lang][]string{French: {"seul", "dernière"}, English: {"only", "last"}}
	for _, tt := range tests {
		for _, l := range Langs {
			t.Run(tt.name+" "+l.String(), func(t *testing.T) {
				ex := Play(Position{Variant: cl, Trump: suit(t, tt.trump), Hand: cards(t, tt.hand), Trick: cards(t, tt.trick)}, l)
				require.Equal(t, tt.name[:2], ex.Rule.String(), "the row's position is decided by its rule")
				all := ex.Summary
				for _, cv := range ex.Cards {
					if cv.Legal {
						all += "\n" + cv.Text
					}
				}
				if tt.one {
					require.Equal(t, 1, ex.Legal.Len(), "the position must have one legal card")
					for _, w := range anyWords[l] {
						assert.NotContains(t, all, w, "one card qualifies")
					}
				} else {
					require.Greater(t, ex.Legal.Len(), 1)
					for _, w := range oneWords[l] {
						assert.NotContains(t, ex.Summary, w, "several cards qualify")
					}
				}
			})
		}
	}
	// P1: "whether or not it wins" only when some legal cards win the trick and some do not; when
	// none can, "even though"; when every one does, "which beats".
	p1 := func(hand string, l Lang) string {
		return Play(Position{Variant: cl, Trump: engine.Hearts, Hand: cards(t, hand), Trick: cards(t, "KS")}, l).Summary
	}
	for _, tc := range []struct{ hand, fr, en string }{
		{"8S QS", "même si tu ne peux pas gagner le pli", "even though you cannot win"},
		{"8S AS", "que ta carte gagne le pli ou non", "whether or not your card wins"},
		{"AS 10S", "joue A♠ ou 10♠, qui bat R♠", "play A♠ or 10♠, which beats K♠"},
	} {
		assert.Contains(t, p1(tc.hand, French), tc.fr, tc.hand)
		assert.Contains(t, p1(tc.hand, English), tc.en, tc.hand)
	}
	// W1: one beaten card is singular, several plural.
	one := strings.Join(Trick(cl, engine.Hearts, cards(t, "AS 7H"), French), "\n")
	many := strings.Join(Trick(cl, engine.Hearts, cards(t, "AS 7H KS"), French), "\n")
	assert.Contains(t, one, "Carte de la couleur demandée, battue")
	assert.Contains(t, many, "Cartes de la couleur demandée, battues")
}

// Spanish hands are grouped by suit as a table says them (one suit name per group); the French
// face keeps rank and symbol card by card.
func TestNamerGroupsBySuit(t *testing.T) {
	es, en := Namer{Lang: French, Face: engine.Spanish}, Namer{Lang: English, Face: engine.Spanish}
	cases := []struct{ cards, and, or, en string }{
		{"AD", "l'as d'oros", "l'as d'oros", "the as of oros"},
		{"AD KD JD", "l'as, le rey et la sota d'oros", "l'as, le rey ou la sota d'oros", "the as, the rey and the sota of oros"},
		{"7S AH", "le 4 d'espadas et l'as de copas", "le 4 d'espadas ou l'as de copas", "the 4 of espadas and the as of copas"},
		{"7S 10S AH", "le 4 et le 7 d'espadas, et l'as de copas", "le 4 ou le 7 d'espadas, ou l'as de copas",
			"the 4 and the 7 of espadas, and the as of copas"},
		{"7S AH 10S KH", "le 4 et le 7 d'espadas, et l'as et le rey de copas", "le 4 ou le 7 d'espadas, ou l'as ou le rey de copas",
			"the 4 and the 7 of espadas, and the as and the rey of copas"},
		{"AH 7S 8C", "l'as de copas, le 4 d'espadas et le 5 de bastos", "l'as de copas, le 4 d'espadas ou le 5 de bastos",
			"the as of copas, the 4 of espadas and the 5 of bastos"},
	}
	for _, tc := range cases {
		cs := cards(t, tc.cards)
		assert.Equal(t, tc.and, es.And(cs), tc.cards)
		assert.Equal(t, tc.or, es.Or(cs), tc.cards)
		assert.Equal(t, tc.en, en.And(cs), tc.cards)
	}
	fr := Namer{Lang: French}
	assert.Equal(t, "R♦, D♦ et 7♥", fr.And(cards(t, "KD QD 7H")))
}

// After French "de" a card's article contracts: du, de la, de l'.
func TestNamerOf(t *testing.T) {
	fr, es := Namer{Lang: French}, Namer{Lang: French, Face: engine.Spanish}
	for code, want := range map[string][2]string{
		"7D": {"du 7♦", "du 4 d'oros"}, "QD": {"de la D♦", "du caballo d'oros"}, "JD": {"du V♦", "de la sota d'oros"},
		"KD": {"du R♦", "du rey d'oros"}, "AD": {"de l'A♦", "de l'as d'oros"}, "10S": {"du 10♠", "du 7 d'espadas"},
	} {
		c := cards(t, code)[0]
		assert.Equal(t, want[0], fr.Of(c), code)
		assert.Equal(t, want[1], es.Of(c), code)
		assert.Equal(t, Namer{Lang: English}.Name(c), Namer{Lang: English}.Of(c), "English has no contraction")
	}
	assert.Equal(t, "tu peux te défausser de la sota d'oros", es.Text(Text{"tu peux te défausser {ofcard:JD}", "x"}))
}

func TestAfterColon(t *testing.T) {
	for in, want := range map[string]string{
		"Tu entames ce pli.": "tu entames ce pli.", "L'atout (cœur) est demandé.": "l'atout (cœur) est demandé.",
		"V♥ est maître.": "V♥ est maître.", "NS marque 20.": "NS marque 20.", "Est coupe.": "Est coupe.", "Nord, ton partenaire": "Nord, ton partenaire",
	} {
		assert.Equal(t, want, afterColon(French, in))
	}
	assert.Equal(t, "You lead.", afterColon(English, "You lead."))
}

func TestCheckFrench(t *testing.T) {
	assert.Empty(t, CheckFrench("NS est dedans : EO marque 162, {team:EW} aussi ; d'EO."))
	assert.Len(t, CheckFrench("NS est dedans : EW marque 162, d'EW."), 2)
	assert.Len(t, CheckFrench("le nombre de point(s)"), 1)
	assert.Len(t, CheckFrench("Sans pique, tu dois pisser à l'atout (P6)."), 1, "pisser is no undertrump")
	assert.Len(t, CheckFrench("Tu ne peux pas sous-couper : tu pisses du 7♦."), 1)
	assert.Empty(t, CheckFrench("Ton partenaire est maître : tu peux pisser (P4)."), "a discard may be pisser")
}

// A half rounds up, as a reader rounds by hand: averages of layouts are often exact quarters.
func TestDecimalRoundsHalfUp(t *testing.T) {
	for x, want := range map[float64]string{28.25: "28,3", 44.25: "44,3", 36.75: "36,8", 0.05: "0,1", 12: "12,0", -2.25: "-2,3"} {
		assert.Equal(t, want, Decimal(French, x, 1), "%v", x)
	}
	assert.Equal(t, "28.3", Decimal(English, 28.25, 1))
	assert.Equal(t, "31.60", Decimal(English, 31.6, 2))
}
