package app

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

func TestTrendAndSpark(t *testing.T) {
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	h := []progress.DayRating{{Day: "2026-11-20", R: 1500}, {Day: "2026-11-28", R: 1600}, {Day: "2026-12-06", R: 1550}}
	tr := Trend(h, now, 4) // weeks ending 11-15, 11-22, 11-29, 12-06
	assert.True(t, math.IsNaN(tr[0]))
	assert.Equal(t, []float64{1500, 1600, 1550}, tr[1:])
	assert.Equal(t, "·▁█▅", Spark(tr))
	assert.Equal(t, "▄▄", Spark([]float64{1500, 1500}))
}

func TestDashboardText(t *testing.T) {
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	p := progress.New()
	p.Record(progress.Attempt{When: now.AddDate(0, 0, -8), Kind: "puzzle", ID: "a", Skill: progress.SkillBidding, Level: 1, Right: true})
	p.Record(progress.Attempt{When: now, Kind: "puzzle", ID: "b", Skill: progress.SkillBidding, Level: 3, Right: true})
	p.Record(progress.Attempt{When: now, Kind: "puzzle", ID: "c", Right: false}) // due in 10 minutes
	p.NotePuzzleStreak("classique", 3)
	none := func(string) *puzzles.Puzzle { return nil }
	text := DashboardText(EN, p, now, none, false)
	assert.Contains(t, text, "Legal play\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0 not rated yet")
	assert.Regexp(t, `Bidding\x{a0}+ 1\d\d\d\x{a0}±\d+\x{a0}*  ······▁█`, text)
	assert.Contains(t, text, "Reviews due: 2 today, 3 this week.") // c now, a's and b's within the week
	assert.Contains(t, text, "Best puzzle streak: classique 3")
	plain := DashboardText(FR, p, now, none, true)
	assert.Regexp(t, `Enchères\x{a0}+ \d+\x{a0}±\d+\x{a0}*  de 1\d\d\d à 1\d\d\d en 1 semaine`, plain)
}
