package progress

import (
	"fmt"
	"time"
)

// Leitner is a puzzle's place in the spaced review (docs/spaced-review.md): five boxes, each
// reviewed less often than the one before. A wrong answer sends the puzzle back to box 1, a right
// one moves it up a box; a right answer after asking "why?" keeps it where it is.
type Leitner struct {
	Box int       `json:"box"` // 1 to 5; 0 means never answered
	Due time.Time `json:"due"`
}

// Boxes is the number of Leitner boxes.
const Boxes = 5

// intervals are the waits before a puzzle in each box comes back. Box 1 returns within the same
// sitting (a failed puzzle is seen again soon, while the explanation is fresh); the others follow
// the classic doubling-or-more spacing.
var intervals = [Boxes + 1]time.Duration{
	0,
	10 * time.Minute,
	24 * time.Hour,
	3 * 24 * time.Hour,
	7 * 24 * time.Hour,
	21 * 24 * time.Hour,
}

// Answer returns the review state after an answer given at now. A right answer moves the puzzle
// up only when it was due: answering it again before then (five right answers in a few minutes)
// proves nothing about remembering it a day or a week later, so the box and the due time stay. A
// box outside 0 to Boxes (a hand-edited file) is brought back into range, never used as an index.
func (l Leitner) Answer(right, helped bool, now time.Time) Leitner {
	l.Box = min(max(l.Box, 0), Boxes)
	switch {
	case !right:
		l.Box = 1
	case helped:
		l.Box = max(l.Box, 1)
	case l.Box > 0 && now.Before(l.Due):
		return l // early: not a review
	default:
		l.Box = min(l.Box+1, Boxes)
	}
	l.Due = now.Add(intervals[l.Box])
	return l
}

// Validate checks that the box is one of the boxes (0: never answered).
func (l Leitner) Validate() error {
	if l.Box < 0 || l.Box > Boxes {
		return fmt.Errorf("box %d is outside 0 to %d", l.Box, Boxes)
	}
	return nil
}
