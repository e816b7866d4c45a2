package app

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// TrendWeeks is how many weeks the dashboard's rating trend covers.
const TrendWeeks = 8

// SkillKey is the message key naming a skill (progress.Skills).
func SkillKey(skill string) Key {
	switch skill {
	case progress.SkillLegal:
		return "skill.legal"
	case progress.SkillCounting:
		return "skill.counting"
	case progress.SkillScoring:
		return "skill.scoring"
	case progress.SkillBidding:
		return "skill.bidding"
	case progress.SkillPlayOpen:
		return "skill.play-open"
	}
	return "skill.play-hidden"
}

// Trend is a skill's rating at the end of each of the last weeks weeks, the oldest first; NaN for
// a week that ended before the skill was first rated.
func Trend(h []progress.DayRating, now time.Time, weeks int) []float64 {
	out := make([]float64, weeks)
	for i := range out {
		end := now.AddDate(0, 0, -7*(weeks-1-i)).Format(time.DateOnly) // the week's last day
		out[i] = math.NaN()
		for _, d := range h { // oldest first: the last one at or before end wins
			if d.Day <= end {
				out[i] = d.R
			}
		}
	}
	return out
}

// Spark draws a trend in block characters, from ▁ (its lowest) to █ (its highest); a week not
// rated yet is ·, a flat trend is all ▄.
func Spark(trend []float64) string {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range trend {
		if !math.IsNaN(r) {
			lo, hi = min(lo, r), max(hi, r)
		}
	}
	bars := []rune("▁▂▃▄▅▆▇█")
	var b strings.Builder
	for _, r := range trend {
		switch {
		case math.IsNaN(r):
			b.WriteRune('·')
		case hi-lo < 1:
			b.WriteRune('▄')
		default:
			b.WriteRune(bars[int(math.Round((r-lo)/(hi-lo)*float64(len(bars)-1)))])
		}
	}
	return b.String()
}

// DueCounts counts the reviews due by the end of today and within the next seven days.
func DueCounts(p *progress.Progress, now time.Time) (today, week int) {
	y, m, d := now.Date()
	endToday := time.Date(y, m, d+1, 0, 0, 0, 0, now.Location())
	for _, r := range p.Review {
		if r.Reps == 0 {
			continue
		}
		if r.Due.Before(endToday) {
			today++
		}
		if r.Due.Before(now.AddDate(0, 0, 7)) {
			week++
		}
	}
	return today, week
}

// WeakMotif is a motif with its tally over the attempt log.
type WeakMotif struct {
	Motif puzzles.Motif
	Tally progress.Tally
}

// WeakestMotifs tallies the puzzles and lesson steps of the attempt log by motif (puzzle looks an
// id up), and returns those with at least WeakMinAnswers answers and not all right, lowest
// accuracy first, at most n.
func WeakestMotifs(p *progress.Progress, puzzle func(id string) *puzzles.Puzzle, n int) []WeakMotif {
	tallies := map[puzzles.Motif]progress.Tally{}
	for _, a := range p.Attempts {
		if a.ID == "" || (a.Kind != "puzzle" && a.Kind != "lesson") {
			continue
		}
		if pz := puzzle(a.ID); pz != nil && pz.Motif != puzzles.NoMotif {
			t := tallies[pz.Motif]
			t.Total++
			if a.Right && !a.Helped {
				t.Right++
			}
			tallies[pz.Motif] = t
		}
	}
	var out []WeakMotif
	for m, t := range tallies {
		if t.Total >= WeakMinAnswers && t.Right < t.Total {
			out = append(out, WeakMotif{m, t})
		}
	}
	slices.SortFunc(out, func(a, b WeakMotif) int {
		return cmp.Or(cmp.Compare(a.Tally.Right*b.Tally.Total, b.Tally.Right*a.Tally.Total), cmp.Compare(a.Motif.String(), b.Motif.String()))
	})
	return out[:min(n, len(out))]
}

// DashboardText is the head of the dashboard: each skill's rating and its trend over TrendWeeks
// weeks (a chart of block characters, or in words when plain: a screen reader reads no chart),
// the reviews due, the weakest motifs, the best puzzle streaks. StatsText follows it.
func DashboardText(l Lang, p *progress.Progress, now time.Time, puzzle func(id string) *puzzles.Puzzle, plain bool) string {
	var b strings.Builder
	fmt.Fprintln(&b, T(l, "dash.ratings", "weeks", TrendWeeks))
	for _, sk := range progress.Skills {
		r, ok := p.Ratings.Skills[sk]
		// No-break spaces align the columns: the screen's text view folds runs of spaces.
		name := padded(T(l, SkillKey(sk)), 21)
		if !ok {
			fmt.Fprintf(&b, "  %s %s\n", name, T(l, "dash.unrated"))
			continue
		}
		trend := Trend(p.Ratings.History[sk], now, TrendWeeks)
		fmt.Fprintf(&b, "  %s %s  %s\n", name, padded(fmt.Sprintf("%.0f ±%.0f", r.R, 2*r.RD), 10), trendWords(l, trend, plain))
	}
	today, week := DueCounts(p, now)
	fmt.Fprintln(&b, T(l, "dash.due", "today", today, "week", week))
	if weak := WeakestMotifs(p, puzzle, WeakRulesShown); len(weak) > 0 {
		var names []string
		for _, w := range weak {
			names = append(names, T(l, "stats.weak.rule", "rule", w.Motif.String(), "pct", percentOf(w.Tally)))
		}
		fmt.Fprintln(&b, T(l, "dash.motifs", "n", WeakMinAnswers, "list", strings.Join(names, ", ")))
	}
	var streaks []string
	for _, v := range sortedKeys(p.PuzzleStreaks) {
		streaks = append(streaks, T(l, "stats.streak.variant", "variant", v, "n", p.PuzzleStreaks[v]))
	}
	if len(streaks) > 0 {
		fmt.Fprintln(&b, T(l, "dash.streaks", "list", strings.Join(streaks, " · ")))
	}
	return b.String()
}

// trendWords is a trend as a chart, or when plain as words: the first rated week's rating to the
// last's.
func trendWords(l Lang, trend []float64, plain bool) string {
	if !plain {
		return Spark(trend)
	}
	i := slices.IndexFunc(trend, func(r float64) bool { return !math.IsNaN(r) })
	if i < 0 || i == len(trend)-1 {
		return ""
	}
	from, to := trend[i], trend[len(trend)-1]
	return T(l, "dash.trend", "from", int(math.Round(from)), "to", int(math.Round(to)), "weeks", len(trend)-1-i)
}

// padded is s followed by no-break spaces up to n runes.
func padded(s string, n int) string {
	return s + strings.Repeat("\u00a0", max(n-len([]rune(s)), 0))
}
