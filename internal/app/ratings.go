package app

import (
	"cmp"
	"math"
	"slices"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// SkillOf is the skill a puzzle rates (progress.Skills): which cards may be played and who wins
// the trick, counting, scoring and announcements, bidding, card play open or from the seat.
func SkillOf(p *puzzles.Puzzle) string {
	switch p.Kind {
	case puzzles.KindLegal, puzzles.KindWinner:
		return progress.SkillLegal
	case puzzles.KindCount:
		return progress.SkillCounting
	case puzzles.KindAnnounce, puzzles.KindScore:
		return progress.SkillScoring
	case puzzles.KindBid:
		return progress.SkillBidding
	case puzzles.KindBest:
		if p.View == puzzles.ViewSeat {
			return progress.SkillPlayHidden
		}
		return progress.SkillPlayOpen
	}
	return ""
}

// PuzzleRating is p's rating: its own once tried, else the prior of its built-in difficulty.
func PuzzleRating(pr *progress.Progress, p *puzzles.Puzzle) progress.Rating {
	return pr.Ratings.Puzzle(p.ID, p.Difficulty)
}

// AtLevel orders the puzzles never tried by how near their rating is to the learner's in their
// skill (nearest first, then easiest, then in the given order); the puzzles already tried follow
// in the given order. A learner's first puzzles are thus those of difficulty 2 (progress.PuzzlePrior),
// then the ratings follow the answers.
func AtLevel(pr *progress.Progress, run []*puzzles.Puzzle) []*puzzles.Puzzle {
	type near struct {
		p    *puzzles.Puzzle
		dist float64
	}
	var fresh []near
	var tried []*puzzles.Puzzle
	for _, p := range run {
		if pr.Review[p.ID].Reps > 0 {
			tried = append(tried, p)
			continue
		}
		d := math.Abs(PuzzleRating(pr, p).R - pr.Ratings.Skill(SkillOf(p)).R)
		fresh = append(fresh, near{p, d})
	}
	slices.SortStableFunc(fresh, func(a, b near) int {
		return cmp.Or(cmp.Compare(math.Round(a.dist), math.Round(b.dist)), a.p.Difficulty-b.p.Difficulty)
	})
	out := make([]*puzzles.Puzzle, 0, len(run))
	for _, n := range fresh {
		out = append(out, n.p)
	}
	return append(out, tried...)
}
