package progress

import (
	"fmt"
	"math"
	"slices"
	"time"
)

// The skills the learner is rated in, one Glicko-2 rating each (Attempt.Skill).
const (
	SkillLegal      = "legal"       // which cards may be played, who wins the trick
	SkillCounting   = "counting"    // counting points
	SkillScoring    = "scoring"     // scoring a deal and announcements
	SkillBidding    = "bidding"     // bidding
	SkillPlayOpen   = "play-open"   // card play with every hand shown
	SkillPlayHidden = "play-hidden" // card play from South's seat, the other hands hidden
)

// Skills lists the skills in the order they are shown.
var Skills = []string{SkillLegal, SkillCounting, SkillScoring, SkillBidding, SkillPlayOpen, SkillPlayHidden}

// HistoryDays bounds the rating history kept per skill (one point a day played).
const HistoryDays = 120

// Ratings are the learner's rating per skill and each puzzle's, with each skill's daily history
// (the dashboard's trend). A rating changes at a puzzle's first try only: trying it again, the
// answer is known.
type Ratings struct {
	Skills  map[string]Rating      `json:"skills"`
	Puzzles map[string]Rating      `json:"puzzles"`
	History map[string][]DayRating `json:"history"`
}

// DayRating is a skill's rating at the end of a day it was played (the day in the learner's time
// zone when the answer was recorded).
type DayRating struct {
	Day string  `json:"day"` // 2006-01-02
	R   float64 `json:"rating"`
}

func (rs *Ratings) init() {
	if rs.Skills == nil {
		rs.Skills = map[string]Rating{}
	}
	if rs.Puzzles == nil {
		rs.Puzzles = map[string]Rating{}
	}
	if rs.History == nil {
		rs.History = map[string][]DayRating{}
	}
}

// PuzzlePrior is a puzzle's rating before anyone tried it, from its built-in difficulty (1 to 5):
// 1350 for difficulty 1, 150 more each step; a deviation of 250, narrower than an unknown
// player's since the difficulty says something.
func PuzzlePrior(level int) Rating {
	level = min(max(level, 1), 5)
	return Rating{R: 1350 + 150*float64(level-1), RD: 250, Vol: unratedVol}
}

// Skill is the learner's rating in skill (Unrated when never played).
func (rs Ratings) Skill(skill string) Rating {
	if r, ok := rs.Skills[skill]; ok {
		return r
	}
	return Unrated()
}

// Puzzle is a puzzle's rating: its own once tried, else the prior of its difficulty.
func (rs Ratings) Puzzle(id string, level int) Rating {
	if r, ok := rs.Puzzles[id]; ok {
		return r
	}
	return PuzzlePrior(level)
}

// play rates a first try: the learner against the puzzle, one game each (a rating period of its
// own), each against the other's rating before the game. Right scores 1, right at the second try
// or helped 0.5, wrong 0.
func (rs *Ratings) play(a Attempt) {
	rs.init()
	score := 0.0
	switch GradeOf(a) {
	case Hard:
		score = 0.5
	case Good, Easy:
		score = 1
	}
	me, pz := rs.Skill(a.Skill), rs.Puzzle(a.ID, a.Level)
	rs.Skills[a.Skill] = me.Update([]Result{{Opp: pz, Score: score}})
	rs.Puzzles[a.ID] = pz.Update([]Result{{Opp: me, Score: 1 - score}})
	rs.note(a.Skill, a.When, rs.Skills[a.Skill].R)
}

// note keeps r as skill's rating on the day of when.
func (rs *Ratings) note(skill string, when time.Time, r float64) {
	day := when.Format(time.DateOnly)
	h := rs.History[skill]
	if n := len(h); n > 0 && h[n-1].Day == day {
		h[n-1].R = r
	} else {
		h = append(h, DayRating{Day: day, R: r})
	}
	if over := len(h) - HistoryDays; over > 0 {
		h = slices.Delete(h, 0, over)
	}
	rs.History[skill] = h
}

// Validate checks every rating and the history's days.
func (rs Ratings) Validate() error {
	for _, m := range []struct {
		name string
		rs   map[string]Rating
	}{{"skills", rs.Skills}, {"puzzles", rs.Puzzles}} {
		for k, r := range m.rs {
			if err := r.Validate(); err != nil {
				return fmt.Errorf("ratings.%s.%s: %v", m.name, k, err)
			}
		}
	}
	for k, h := range rs.History {
		if len(h) > HistoryDays {
			return fmt.Errorf("ratings.history.%s: %d days, more than the %d kept", k, len(h), HistoryDays)
		}
		for i, d := range h {
			if _, err := time.Parse(time.DateOnly, d.Day); err != nil || math.IsNaN(d.R) || math.IsInf(d.R, 0) {
				return fmt.Errorf("ratings.history.%s[%d]: %q %v is not a day and a rating", k, i, d.Day, d.R)
			}
		}
	}
	return nil
}

// NotePuzzleStreak keeps n as the best puzzle streak (the streak mode) of variant when it is
// better than the one kept.
func (p *Progress) NotePuzzleStreak(variant string, n int) {
	p.init()
	p.PuzzleStreaks[variant] = max(p.PuzzleStreaks[variant], n)
}

// BestPuzzleStreak is the best puzzle streak of variant (0 when none).
func (p *Progress) BestPuzzleStreak(variant string) int { return p.PuzzleStreaks[variant] }
