package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// The worked checks of RULES.md §8 that are scores, entered in the calculator.
func TestCalculatorWorkedChecks(t *testing.T) {
	tests := []struct {
		name   string
		c      Calculator
		ns, ew int
		result engine.Result
	}{
		{"§8.2 marocaine litige", Calculator{Variant: "marocaine", Trump: "H", Taker: engine.NS, PointsNS: "81", Belote: engine.NoTeam, Capot: engine.NoTeam}, 0, 81, engine.Litige},
		{"§8.3 classique defence belote", Calculator{Variant: "classique", Trump: "H", Taker: engine.NS, PointsNS: "85", Belote: engine.EW, Capot: engine.NoTeam}, 0, 182, engine.Failed},
		{"§8.4 classique taker belote", Calculator{Variant: "classique", Trump: "H", Taker: engine.NS, PointsNS: "92", Belote: engine.NS, Capot: engine.NoTeam}, 112, 70, engine.Made},
		{"§8.4b classique taker belote, 72 + 20 = 92", Calculator{Variant: "classique", Trump: "H", Taker: engine.NS, PointsNS: "72", Belote: engine.NS, Capot: engine.NoTeam}, 92, 90, engine.Made},
		{"§8.4b classique taker belote, 71 + 20 = 91", Calculator{Variant: "classique", Trump: "H", Taker: engine.NS, PointsNS: "71", Belote: engine.NS, Capot: engine.NoTeam}, 20, 162, engine.Failed},
		{"§8.5 francaise", Calculator{Variant: "francaise", Trump: "H", Taker: engine.NS, PointsNS: "70", Belote: engine.NS, Capot: engine.NoTeam}, 20, 162, engine.Failed},
		{"capot", Calculator{Variant: "classique", Trump: "S", Taker: engine.EW, PointsNS: "", Belote: engine.NoTeam, Capot: engine.EW}, 0, 252, engine.Made},
		{"announcements", Calculator{Variant: "annonces", Trump: "S", Taker: engine.NS, PointsNS: "100", Belote: engine.NoTeam, Capot: engine.NoTeam,
			Declared: annDecl("JS JH JD JC; 7S 8S 9S 10S", "QC KC AC")}, 350, 62, engine.Made},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, f, err := tt.c.Compute()
			require.NoError(t, err)
			assert.Equal(t, [2]int{tt.ns, tt.ew}, s.Points)
			assert.Equal(t, tt.result, s.Result)
			lines := Breakdown(EN, engine.MustBuiltin(tt.c.Variant), f, s)
			assert.Contains(t, strings.Join(lines, "\n"), s.Decided.String(), "the breakdown cites the deciding rule")
		})
	}
}

func TestCalculatorErrors(t *testing.T) {
	tests := []struct {
		name  string
		c     Calculator
		field Key
	}{
		{"points out of range", Calculator{Variant: "classique", Trump: "H", PointsNS: "170", Belote: engine.NoTeam, Capot: engine.NoTeam}, "calc.points"},
		{"announcements in a variant without them", Calculator{Variant: "classique", Trump: "H", PointsNS: "90", Belote: engine.NoTeam, Capot: engine.NoTeam,
			Declared: annDecl("", "7S 8S 9S")}, "calc.decl.ew"},
		{"bad trump", Calculator{Variant: "annonces", Trump: "X", PointsNS: "90", Belote: engine.NoTeam, Capot: engine.NoTeam}, "calc.trump"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := tt.c.Compute()
			var ce *CalcError
			require.ErrorAs(t, err, &ce)
			assert.Equal(t, tt.field, ce.Field)
		})
	}
	c := Calculator{Variant: "classique", Trump: "H", PointsNS: "90", Belote: engine.NoTeam, Capot: engine.NoTeam, Declared: annDecl("7S 8S 9S", "")}
	_, _, err := c.Compute()
	var ce *CalcError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, "Pas d'annonces dans cette variante (A1).", CalcMessage(FR, Display{Lang: FR}, ce.Err), "said in words, not the engine's English")
}

// Announcements are picked card by card: cards that make none (A1) or serve twice (A3) are
// refused, and the picked cards become one announcement of the team being picked.
func TestCalculatorPicks(t *testing.T) {
	c := NewCalculator("annonces")
	cards := func(s string) []engine.Card {
		cs, _, err := engine.ParseCards(s)
		require.NoError(t, err)
		return cs
	}
	for _, x := range cards("9S 7S 8S") {
		require.NoError(t, c.Pick(x))
	}
	require.NoError(t, c.Announce())
	assert.Equal(t, annDecl("7S 8S 9S", "")[0], c.Declarations(engine.NS))
	assert.True(t, c.Picked.Empty(), "a new pick starts")
	var pe *PickError
	require.ErrorAs(t, c.Pick(cards("8S")[0]), &pe)
	assert.Equal(t, Key("calc.err.used"), pe.Key)
	require.ErrorAs(t, c.Announce(), &pe)
	assert.Equal(t, Key("calc.err.empty"), pe.Key)
	c.SwitchTeam()
	for _, x := range cards("7H 9H JH") {
		require.NoError(t, c.Pick(x))
	}
	require.ErrorAs(t, c.Announce(), &pe)
	assert.Equal(t, Key("calc.err.notann"), pe.Key)
	require.NoError(t, c.Pick(cards("9H")[0]), "a picked card is put back")
	require.NoError(t, c.Pick(cards("8H")[0]))
	require.NoError(t, c.Pick(cards("9H")[0]))
	require.Error(t, c.Announce(), "7H 8H 9H JH is not a run")
	require.NoError(t, c.Pick(cards("JH")[0]))
	require.NoError(t, c.Announce())
	assert.Len(t, c.Declarations(engine.EW), 1)
	s, _, err := c.Compute()
	require.NoError(t, err)
	assert.Equal(t, [2]int{90, 72 + 20}, s.Points, "equal tierces: the one in trump (hearts) wins (A5)")
	c.ClearDeclarations(engine.EW)
	assert.Empty(t, c.Declarations(engine.EW))
}

// Each reference example is worked out by the engine without error.
func TestReferenceExamples(t *testing.T) {
	for _, e := range ReferenceAll() {
		if e.Example == nil {
			continue
		}
		t.Run(e.Rule.String(), func(t *testing.T) {
			tab, lines := e.Example.Show(EN, Display{Lang: EN})
			require.NotEmpty(t, lines)
			if e.Rule.IsPlay() {
				_, rule := engine.MustBuiltin("classique").Legal(tab.Trump, tab.Hands[engine.South], tab.Trick)
				assert.Equal(t, e.Rule, rule, "the example of %s is decided by %s", e.Rule, rule)
			}
		})
	}
}
