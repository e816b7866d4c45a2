package gen

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(s)
	require.NoError(t, err)
	return cs
}

// A trump under (or over) a partner's master ruff is P4: the narrations never call it sous-couper
// or surcouper, which are said of an opponent's ruff (P5, P6, RULES.md §3 words); a discard is
// "se défausser" with the contracted card, and an ace or a 10 off suit on a trick the player's side
// wins is a charge (charger), whoever plays it.
func TestNarrationWords(t *testing.T) {
	v := engine.MustBuiltin("classique")
	cases := []struct {
		name   string
		leader engine.Seat
		trick  string
		fr, en string // the words of the last card
	}{
		{"South under North's ruff", engine.West, "AS 9H 8S 7H",
			"tu joues sous la coupe de ton partenaire avec {card:7H}", "you play under your partner's ruff with {card:7H}"},
		{"North under South's ruff", engine.East, "AS 9H 8S 7H",
			"ton partenaire joue sous ta coupe avec {card:7H}", "your partner plays under your ruff with {card:7H}"},
		{"West under East's ruff", engine.North, "AS 9H 8S 7H",
			"Ouest joue sous la coupe de son partenaire avec {card:7H}", "West plays under their partner's ruff with {card:7H}"},
		{"North over South's ruff", engine.East, "AS 7H 8S 9H",
			"ton partenaire coupe plus haut que toi avec {card:9H}", "your partner ruffs higher than you with {card:9H}"},
		{"South under an opponent's ruff (P6)", engine.North, "AS 9H 7H",
			"tu sous-coupes avec {card:7H}", "you undertrump with {card:7H}"},
		{"East overtrumps an opponent (P5)", engine.West, "AS 7H 9H",
			"Est surcoupe avec {card:9H}", "East overtrumps with {card:9H}"},
		{"West discards", engine.East, "AS KS QD",
			"Ouest se défausse {ofcard:QD}", "West discards {card:QD}"},
		{"West loads East's trick (charger)", engine.East, "AS 7S AD 8S",
			"Ouest charge avec {card:AD}", "West loads the trick with {card:AD}"},
		{"South loads North's trick", engine.West, "7S AS 8S 10D",
			"tu charges avec {card:10D}", "you load the trick with {card:10D}"},
		{"an ace on the opponents' trick is a discard", engine.North, "7S AS AD 8S",
			"tu te défausses {ofcard:AD}", "you discard {card:AD}"},
		{"a king on partner's trick is a discard", engine.East, "AS 7S KD 8S",
			"Ouest se défausse {ofcard:KD}", "West discards {card:KD}"},
		{"North goes ahead in a plain suit", engine.West, "7S KS",
			"ton partenaire devient maître avec {card:KS}", "your partner goes ahead with {card:KS}"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cs := mustCards(t, tc.trick)
			seats := make([]engine.Seat, len(cs))
			for i := range cs {
				seats[i] = v.Direction.Nth(tc.leader, i)
			}
			// the best puzzles' narration
			frText := fr.narrate(engine.Hearts, v.Face, seats, cs)
			assert.Contains(t, frText, tc.fr)
			assert.Contains(t, en.narrate(engine.Hearts, v.Face, seats, cs), tc.en)
			assert.NotContains(t, frText, "pisse")
		})
	}
}

// giveaways are the words of a trick's story that say which card is ahead: a drill that asks who
// wins (W1) or what South may play (§3) must not use them in its prompt.
var giveaways = regexp.MustCompile(`(?i)maître|monte|coupe|sous ta|sous la|goes? ahead|goes? over|ruff|trump(s|ed)? with|undertrump|overtrump|master`)

// The drills tell the trick with neutral verbs (entame, joue): the winner packs' prompts once said
// "Ouest devient maître avec…", which named the winner before the learner read the cards.
func TestDrillNarrationIsNeutral(t *testing.T) {
	for _, pk := range DrillPacks() {
		for _, p := range pk.Puzzles {
			if p.Kind != puzzles.KindWinner && p.Kind != puzzles.KindLegal {
				continue
			}
			for _, l := range []explain.Lang{explain.French, explain.English} {
				assert.NotRegexp(t, giveaways, p.Prompt[l], p.ID)
			}
		}
	}
	frText, enText := narrate(mustCards(t, "AS 7H 9H 8S"), engine.West, engine.MustBuiltin("classique"), engine.Hearts)
	assert.Equal(t, "Ouest entame {card:AS}, ton partenaire Nord joue {card:7H}, Est joue {card:9H}, tu joues {card:8S}.", frText)
	assert.Equal(t, "West leads {card:AS}, your partner North plays {card:7H}, East plays {card:9H}, you play {card:8S}.", enText)
}

// A legal-card point that offers a choice ("n'importe quel atout", "any trump") fits only a hand
// with several such cards: with one, it names the only card (issue 10 §4). Every row of §3 is drawn
// until it has been seen with one legal card and with several, or the draws run out.
func TestLegalPointsAgreeWithTheCount(t *testing.T) {
	for _, rule := range []engine.Rule{engine.P1, engine.P2, engine.P3, engine.P5, engine.P6, engine.P7} {
		t.Run(rule.String(), func(t *testing.T) {
			seen := map[bool]bool{}
			o := Options{Kind: puzzles.KindLegal, Variant: engine.MustBuiltin("classique"), Theme: rule, Count: 40, Seed: 11}
			for _, p := range generate(t, o) {
				one := len(p.Expect.Legal) == 1
				seen[one] = true
				if one {
					assertNoChoice(t, p)
				}
			}
			assert.True(t, seen[true] && seen[false], "both counts drawn for %s: %v", rule, seen)
		})
	}
}

// With the partner master and a hand of trumps only, the P4 point does not offer a discard.
func TestPartnerMasterPointWithTrumpsOnly(t *testing.T) {
	o := Options{Kind: puzzles.KindLegal, Variant: engine.MustBuiltin("classique"), Theme: engine.P4, Count: 60, Seed: 5}
	seen := 0
	for _, p := range generate(t, o) {
		if slices.ContainsFunc(p.Expect.Legal, func(c engine.Card) bool { return c.Suit() != p.Trump }) {
			continue
		}
		seen++
		assert.NotContains(t, p.Point[explain.French], "défausser", p.ID)
		assert.NotContains(t, p.Point[explain.English], "discard", p.ID)
	}
	assert.Positive(t, seen, "the draws hold a hand of trumps only")
}

// The legal drill packs' points agree with the count too, on other seeds than the built-in packs'.
func TestDrillLegalPointsAgreeWithTheCount(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		for _, pack := range genLegal(rand.New(rand.NewPCG(seed, 11))) {
			for _, p := range pack.Puzzles {
				if len(p.Expect.Legal) == 1 {
					assertNoChoice(t, p)
				}
			}
		}
	}
}

// assertNoChoice checks that the point of a puzzle with one legal card offers no choice.
func assertNoChoice(t *testing.T, p *puzzles.Puzzle) {
	t.Helper()
	for _, l := range []explain.Lang{explain.French, explain.English} {
		for _, w := range []string{"n'importe", "au choix", "de ton choix", "peu importe", "any card", "any trump", "any of", "any one", "you like", "either"} {
			assert.NotContains(t, p.Point[l], w, "%s: one legal card", p.ID)
		}
	}
}

// A card that beats the trick so far is master only for the moment (W1): the narrations say it
// "devient maître", never that it "prend la main", which says the trick and the next lead are won.
// The lessons' best steps carry points written by the generator, so they must say it the same way.
func TestNoLeadTakenByACardMasterForTheMoment(t *testing.T) {
	old := regexp.MustCompile(`(^|[^e])prends? la main avec`) // "reprend la main" after a won trick is right
	ls, probs := lessons.LoadFS(lessons.BuiltinFS(), "lessons")
	require.Empty(t, probs)
	n := 0
	for _, l := range ls {
		for i, st := range l.Steps {
			if st.Puzzle != nil {
				n++
				assert.NotRegexp(t, old, st.Puzzle.Point[explain.French], "%s step %d", l.ID, i)
			}
		}
	}
	packs, _ := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	for _, pk := range packs {
		for _, p := range pk.Puzzles {
			n++
			assert.NotRegexp(t, old, p.Prompt[explain.French]+" "+p.Point[explain.French], p.ID)
		}
	}
	assert.Greater(t, n, 500)
}

// The order of a suit in a winner point names the Spanish ranks as Moroccan players do (as, rey,
// caballo, sota), never by the numbers on the cards (C1, C3).
func TestSuitOrderNamesTheSpanishRanks(t *testing.T) {
	assert.Equal(t, "as, 7, rey, caballo, sota, 6, 5, 4", suitOrder(fr, engine.Spanish, false))
	assert.Equal(t, "sota, 6, as, 7, rey, caballo, 5, 4", suitOrder(en, engine.Spanish, true))
	assert.Equal(t, "valet, 9, as, 10, roi, dame, 8, 7", suitOrder(fr, engine.French, true))
	assert.Equal(t, "ace, 10, king, queen, jack, 9, 8, 7", suitOrder(en, engine.French, false))
}
