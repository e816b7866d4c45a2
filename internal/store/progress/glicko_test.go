package progress

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the Glicko-2 system": a
// player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30), loses to a 1550 (RD 100) and to a
// 1700 (RD 300), τ = 0.5. The paper's intermediate values are v = 1.7785, Δ = -0.4834,
// σ' = 0.05999, and the result r' = 1464.06, RD' = 151.52. The paper computes v and Δ from g and
// E rounded to 3 or 4 digits: unrounded they are 1.77898 and -0.48393, and r' is 1464.051.
func TestGlickmanExample(t *testing.T) {
	me := Rating{R: 1500, RD: 200, Vol: 0.06}
	games := []Result{
		{Opp: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opp: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opp: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	}
	// Steps 3 and 4 by hand, from the paper's g and E: g = 0.9955, 0.9531, 0.7242; E = 0.639,
	// 0.432, 0.303.
	var vInv, sum float64
	for _, g := range games {
		gj := glickoG(g.Opp.phi())
		e := me.Expected(g.Opp)
		vInv += gj * gj * e * (1 - e)
		sum += gj * (g.Score - e)
	}
	assert.InDelta(t, 1.7785, 1/vInv, 0.001)
	assert.InDelta(t, -0.4834, sum/vInv, 0.001)
	assert.InDelta(t, 0.05999, newVolatility(me.phi(), 1/vInv, sum/vInv, 0.06), 0.00001)

	got := me.Update(games)
	assert.InDelta(t, 1464.06, got.R, 0.015)
	assert.InDelta(t, 151.52, got.RD, 0.01)
	assert.InDelta(t, 0.05999, got.Vol, 0.00001)
	assert.Equal(t, 3, got.Games)
	require.NoError(t, got.Validate())
}

// TestGlickoNoGames: a period without games widens the deviation only, √(φ² + σ²) (step 6).
func TestGlickoNoGames(t *testing.T) {
	got := Rating{R: 1600, RD: 50, Vol: 0.06}.Update(nil)
	assert.Equal(t, 1600.0, got.R)
	assert.InDelta(t, 51.07, got.RD, 0.005) // 173.7178·√((50/173.7178)² + 0.06²) = 51.075
}

// TestFirstTryRates: a puzzle's first try moves the learner's skill rating and the puzzle's, and
// notes the day; a second try moves neither. Worked by hand: the learner (1500, RD 350, σ 0.06)
// solves a difficulty 3 puzzle (prior 1650, RD 250): φ = 2.014762, μj = 0.863466, φj = 1.439115,
// g = 0.783375, E = 1/(1 + e^(0.783375·0.863466)) = 0.337061, v = 1/(g²·E·(1-E)) = 7.292544,
// Δ = v·g·(1-E) = 3.787235; σ' = 0.060000 (Δ² > φ² + v); φ* = √(φ² + σ'²) = 2.015655,
// φ' = 1/√(1/φ*² + 1/v) = 1.615304, μ' = φ'²·g·(1-E) = 1.355039: r' = 1735.39, RD' = 280.61.
func TestFirstTryRates(t *testing.T) {
	p := New()
	now := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	a := Attempt{When: now, Kind: "puzzle", ID: "best-cash-004", Skill: SkillPlayOpen, Level: 3, Right: true, Seconds: 40}
	p.Record(a)
	me := p.Ratings.Skill(SkillPlayOpen)
	assert.InDelta(t, 1735.39, me.R, 0.01)
	assert.InDelta(t, 280.61, me.RD, 0.01)
	assert.Less(t, p.Ratings.Puzzles["best-cash-004"].R, 1650.0, "the puzzle lost")
	assert.Equal(t, []DayRating{{Day: "2026-12-06", R: me.R}}, p.Ratings.History[SkillPlayOpen])

	a.When, a.Right = now.Add(time.Hour), false
	p.Record(a)
	assert.Equal(t, me, p.Ratings.Skill(SkillPlayOpen), "a second try is not rated")
	assert.Equal(t, Unrated(), p.Ratings.Skill(SkillBidding))
}
