package app

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// The streak's rating climb: the first puzzle is the one nearest StreakStart, each next one at
// least StreakStep higher, as far as the collection goes.
const (
	StreakStart = 1250.0 // below a ★ puzzle's prior (1350): a streak starts easy
	StreakStep  = 30.0
)

// Streak is a run of puzzles of rising rating until the first miss (the streak mode), in one
// variant.
type Streak struct {
	Variant string
	N       int // puzzles solved in a row
	Best    int // the variant's best streak, this one included
	old     int // the best before this streak
	left    []*puzzles.Puzzle
	ratings map[string]float64
	target  float64
}

// NewStreak starts a streak over the puzzles of variant (all of them when the variant has none):
// ordered by rating, puzzles of the same rating shuffled by rng so that two streaks differ.
func NewStreak(pr *progress.Progress, all []*puzzles.Puzzle, variant string, rng *rand.Rand) *Streak {
	best := pr.BestPuzzleStreak(variant)
	s := &Streak{Variant: variant, Best: best, old: best, ratings: map[string]float64{}, target: StreakStart}
	for _, p := range all {
		if p.Variant.Name == variant {
			s.left = append(s.left, p)
		}
	}
	if len(s.left) == 0 {
		s.left = slices.Clone(all)
	}
	rng.Shuffle(len(s.left), func(i, j int) { s.left[i], s.left[j] = s.left[j], s.left[i] })
	for _, p := range s.left {
		s.ratings[p.ID] = PuzzleRating(pr, p).R
	}
	slices.SortStableFunc(s.left, func(a, b *puzzles.Puzzle) int { return cmp.Compare(s.ratings[a.ID], s.ratings[b.ID]) })
	return s
}

// Next is the streak's next puzzle: the lowest rated not yet given whose rating reaches the
// target, else the highest left; nil when every puzzle has been given.
func (s *Streak) Next() *puzzles.Puzzle {
	if len(s.left) == 0 {
		return nil
	}
	i := slices.IndexFunc(s.left, func(p *puzzles.Puzzle) bool { return s.ratings[p.ID] >= s.target })
	if i < 0 {
		i = len(s.left) - 1
	}
	p := s.left[i]
	s.left = slices.Delete(s.left, i, i+1)
	s.target = max(s.target, s.ratings[p.ID]) + StreakStep
	return p
}

// Rating is the rating p had when the streak started.
func (s *Streak) Rating(p *puzzles.Puzzle) int { return int(s.ratings[p.ID] + 0.5) }

// Solved counts a solved puzzle: record says the streak is now the variant's best (to be saved),
// beaten that the old best was beaten by this very puzzle (to be said once).
func (s *Streak) Solved() (record, beaten bool) {
	s.N++
	s.Best = max(s.Best, s.N)
	return s.N > s.old, s.N == s.old+1
}
