package plain

import (
	"math/rand/v2"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// streak plays the streak mode: puzzles of the learner's variant of rising rating until the
// first miss (app.Streak); the best streak of the variant is saved as soon as it is beaten.
func (dl *Dialogue) streak() error {
	l, variant := dl.l, dl.v.Name
	var s *app.Streak
	seed := dl.nextSeed()
	dl.opts.Store.View(func(p *progress.Progress) {
		s = app.NewStreak(p, dl.library().Puzzles(), variant, rand.New(rand.NewPCG(seed, seed>>1)))
	})
	dl.line("\n" + app.T(l, "streak.intro", "variant", variant, "best", s.Best))
	for {
		p := s.Next()
		if p == nil {
			key := app.Key("streak.empty")
			if s.N > 0 {
				key = "streak.all"
			}
			dl.line(app.T(l, key, "variant", variant))
			return nil
		}
		dl.line(app.T(l, "streak.head", "n", s.N, "variant", variant, "best", s.Best, "rating", s.Rating(p), "kind", app.KindName(l, p)))
		right, done, err := dl.puzzle(p, "puzzle")
		if err != nil || !done {
			return err
		}
		if !right {
			dl.line(app.T(l, "streak.over", "n", s.N))
			return nil
		}
		if record, beaten := s.Solved(); record {
			n := s.N
			dl.save(func(p *progress.Progress) { p.NotePuzzleStreak(variant, n) })
			if beaten {
				dl.line(app.T(l, "streak.record", "variant", variant, "n", n))
			}
		}
	}
}

// mistakes replays the puzzles missed in the last seven days, the most recent first.
func (dl *Dialogue) mistakes() error {
	var run []*puzzles.Puzzle
	dl.opts.Store.View(func(p *progress.Progress) { run = app.Missed(p, dl.opts.Store.Now(), dl.library().Puzzle) })
	if len(run) == 0 {
		dl.line(app.T(dl.l, "mistakes.none"))
		return nil
	}
	dl.line(app.T(dl.l, "mistakes.head", "n", len(run)))
	return dl.puzzleRun(run)
}
