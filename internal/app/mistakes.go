package app

import (
	"time"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// MistakeDays is how far back "my mistakes" looks for missed puzzles.
const MistakeDays = 7

// Missed lists the puzzles of the collection missed (answered wrong, or right only at the second
// try) in the last MistakeDays days, the most recently missed first, each once; puzzle looks an
// id up (a puzzle no longer in the collection is left out).
func Missed(p *progress.Progress, now time.Time, puzzle func(id string) *puzzles.Puzzle) []*puzzles.Puzzle {
	since := now.AddDate(0, 0, -MistakeDays)
	seen := map[string]bool{}
	var out []*puzzles.Puzzle
	for i := len(p.Attempts) - 1; i >= 0; i-- {
		a := p.Attempts[i]
		if a.Kind != "puzzle" || a.Right || a.When.Before(since) || seen[a.ID] {
			continue
		}
		seen[a.ID] = true
		if pz := puzzle(a.ID); pz != nil {
			out = append(out, pz)
		}
	}
	return out
}
