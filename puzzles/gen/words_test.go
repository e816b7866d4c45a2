package gen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(s)
	require.NoError(t, err)
	return cs
}

// A trump under (or over) a partner's master ruff is P4: the narrations never call it sous-couper
// or surcouper, which are said of an opponent's ruff (P5, P6, RULES.md §3 words); a discard is
// "se défausser" with the contracted card.
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
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cs := mustCards(t, tc.trick)
			frText, enText := narrate(cs, tc.leader, v, engine.Hearts) // the drills' narration
			// the drills name North "ton partenaire Nord" the first time
			assert.Contains(t, strings.Replace(frText, "partenaire Nord", "partenaire", 1), tc.fr)
			assert.Contains(t, strings.Replace(enText, "partner North", "partner", 1), tc.en)
			seats := make([]engine.Seat, len(cs))
			for i := range cs {
				seats[i] = v.Direction.Nth(tc.leader, i)
			}
			// the best puzzles' narration
			assert.Contains(t, fr.narrate(engine.Hearts, v.Face, seats, cs), tc.fr)
			assert.Contains(t, en.narrate(engine.Hearts, v.Face, seats, cs), tc.en)
			assert.NotContains(t, frText, "pisse")
		})
	}
}
