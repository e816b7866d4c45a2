package progress

import (
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// Version is the layout of progress.json; a newer file is read as far as its fields are known,
// read-only (it is never downgraded). Version 2 keeps the best streak per variant (best_streaks);
// version 3 replaces the Leitner boxes of the review with FSRS memories (fsrs.go). An older file
// is migrated when read (Progress.migrate), and kept aside as progress.json.v<n> before the first
// save writes the new layout.
const Version = 3

// AllVariants is the key of best_streaks under which a version 1 file's one best streak is kept:
// it was counted over every variant together, so it is no variant's own.
const AllVariants = "*"

// ProgressKind is progress.json.
var ProgressKind = Kind{Name: "progress file", Version: Version, Limit: fsread.StateCap}

// MaxAttempts bounds the attempt log: the tallies keep the full history, the log the recent part.
const MaxAttempts = 500

// Attempt is one answer given by the learner.
type Attempt struct {
	When   time.Time `json:"when"`
	Kind   string    `json:"kind"`             // drill, quiz, puzzle, lesson
	ID     string    `json:"id,omitempty"`     // puzzle or lesson step id, when the item has one
	Themes []string  `json:"themes,omitempty"` // RULES.md ids practised
	Right  bool      `json:"right"`
	Helped bool      `json:"helped,omitempty"` // the learner asked "why?" before answering
	// Retried: right only at the second try (Right is then false: the tallies count it as a miss,
	// the review as a hard recall).
	Retried bool `json:"retried,omitempty"`
	Seconds int  `json:"seconds,omitempty"` // from the question shown to the answer, when timed
	// Skill and Level, for a puzzle: the skill it is rated in, and its built-in difficulty (the
	// prior of its rating). A puzzle's first try with a skill moves the ratings.
	Skill string `json:"skill,omitempty"`
	Level int    `json:"level,omitempty"`
}

// Tally counts answers.
type Tally struct {
	Right int `json:"right"`
	Total int `json:"total"`
}

// Accuracy returns the share of right answers, 0 when there are none.
func (t Tally) Accuracy() float64 {
	if t.Total == 0 {
		return 0
	}
	return float64(t.Right) / float64(t.Total)
}

// Lesson is how far a lesson went.
type Lesson struct {
	Steps []int `json:"steps"` // indexes of the steps seen or answered
	Done  bool  `json:"done"`
	Stars int   `json:"stars"` // 0 to 3, from the interactive steps answered right first time
}

// Place is where the learner was, for "continue where I left off".
type Place struct {
	Screen string `json:"screen"`
	ID     string `json:"id,omitempty"`
	Step   int    `json:"step,omitempty"`
}

// Progress is the whole of progress.json.
type Progress struct {
	Version  int               `json:"version"`
	Attempts []Attempt         `json:"attempts"`
	Themes   map[string]Tally  `json:"themes"`  // per RULES.md id
	Kinds    map[string]Tally  `json:"kinds"`   // per kind of exercise
	Lessons  map[string]Lesson `json:"lessons"` // per lesson id
	Review   map[string]Memory `json:"review"`  // per puzzle id (FSRS)
	Ratings  Ratings           `json:"ratings"` // Glicko-2, per skill and per puzzle
	// BestStreaks is the best drill streak per variant name (AllVariants: from a version 1 file).
	BestStreaks map[string]int `json:"best_streaks"`
	// PuzzleStreaks is the best streak of the streak mode (puzzles of rising rating until the
	// first miss) per variant name.
	PuzzleStreaks map[string]int `json:"puzzle_streaks"`
	Last          Place          `json:"last"`
	// OldBestStreak is version 1's best_streak, read only to be migrated into BestStreaks; a
	// version 2 file never holds it.
	OldBestStreak int `json:"best_streak,omitempty"`
	// from is the version the file was read as, when older than Version (0 otherwise).
	from int
}

// New returns empty progress.
func New() *Progress {
	p := &Progress{Version: Version}
	p.init()
	return p
}

func (p *Progress) init() {
	if p.Themes == nil {
		p.Themes = map[string]Tally{}
	}
	if p.Kinds == nil {
		p.Kinds = map[string]Tally{}
	}
	if p.Lessons == nil {
		p.Lessons = map[string]Lesson{}
	}
	if p.Review == nil {
		p.Review = map[string]Memory{}
	}
	if p.BestStreaks == nil {
		p.BestStreaks = map[string]int{}
	}
	if p.PuzzleStreaks == nil {
		p.PuzzleStreaks = map[string]int{}
	}
	p.Ratings.init()
}

// migrate brings a document of an older version to this one: version 1's single best streak
// becomes the AllVariants entry of the per-variant streaks; version 2's Leitner boxes become FSRS
// memories (migrateReview).
func (p *Progress) migrate(from int) {
	p.init()
	if from < 2 && p.OldBestStreak != 0 {
		p.BestStreaks[AllVariants] = p.OldBestStreak // a negative one is refused by Validate
		p.OldBestStreak = 0
	}
	if from < 3 {
		p.migrateReview()
	}
	p.Version, p.from = Version, from
}

// NoteStreak keeps n as the best streak of variant when it is better than the one kept.
func (p *Progress) NoteStreak(variant string, n int) {
	p.init()
	p.BestStreaks[variant] = max(p.BestStreaks[variant], n)
}

// BestStreak is the best streak of variant (0 when none).
func (p *Progress) BestStreak(variant string) int { return p.BestStreaks[variant] }

// Record adds an answer to the log and the tallies; a puzzle's review memory follows (FSRS, graded
// by GradeOf).
func (p *Progress) Record(a Attempt) {
	p.Attempts = append(p.Attempts, a)
	if over := len(p.Attempts) - MaxAttempts; over > 0 {
		p.Attempts = slices.Delete(p.Attempts, 0, over)
	}
	right := a.Right && !a.Helped
	for _, th := range a.Themes {
		p.Themes[th] = p.Themes[th].add(right)
	}
	p.Kinds[a.Kind] = p.Kinds[a.Kind].add(right)
	if a.Kind == "puzzle" && a.ID != "" {
		if a.Skill != "" && p.Review[a.ID].Reps == 0 {
			p.Ratings.play(a) // the first try only
		}
		p.Review[a.ID] = p.Review[a.ID].Answer(GradeOf(a), a.When)
	}
}

func (t Tally) add(right bool) Tally {
	t.Total++
	if right {
		t.Right++
	}
	return t
}

// StepDone marks a lesson step as seen or answered.
func (p *Progress) StepDone(lesson string, step int) {
	l := p.Lessons[lesson]
	if !slices.Contains(l.Steps, step) {
		l.Steps = append(l.Steps, step)
		sort.Ints(l.Steps)
	}
	p.Lessons[lesson] = l
}

// FinishLesson marks a lesson as done with its stars (the best result is kept).
func (p *Progress) FinishLesson(lesson string, stars int) {
	l := p.Lessons[lesson]
	l.Done = true
	l.Stars = max(l.Stars, stars)
	p.Lessons[lesson] = l
}

// Due lists the puzzle ids whose review is due at now, the longest overdue first.
func (p *Progress) Due(now time.Time) []string {
	var ids []string
	for id, l := range p.Review {
		if !l.Due.After(now) {
			ids = append(ids, id)
		}
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := p.Review[ids[i]], p.Review[ids[j]]
		if !a.Due.Equal(b.Due) {
			return a.Due.Before(b.Due)
		}
		return ids[i] < ids[j]
	})
	return ids
}

// Validate checks every value a hand edit or another program could get wrong; the first problem
// found is returned, naming where it is.
func (p *Progress) Validate() error {
	if p.OldBestStreak != 0 {
		return fmt.Errorf("best_streak is a key of version 1 (version 2 has best_streaks per variant)")
	}
	for v, n := range p.BestStreaks {
		if n < 0 {
			return fmt.Errorf("best_streaks.%s: %d is negative", v, n)
		}
	}
	for v, n := range p.PuzzleStreaks {
		if n < 0 {
			return fmt.Errorf("puzzle_streaks.%s: %d is negative", v, n)
		}
	}
	for _, m := range []struct {
		name    string
		tallies map[string]Tally
	}{{"themes", p.Themes}, {"kinds", p.Kinds}} {
		for k, t := range m.tallies {
			if t.Right < 0 || t.Total < 0 || t.Right > t.Total {
				return fmt.Errorf("%s.%s: %d right of %d is not a count", m.name, k, t.Right, t.Total)
			}
		}
	}
	for id, l := range p.Lessons {
		if l.Stars < 0 || l.Stars > 3 {
			return fmt.Errorf("lessons.%s: %d stars is outside 0 to 3", id, l.Stars)
		}
		for _, s := range l.Steps {
			if s < 0 {
				return fmt.Errorf("lessons.%s: step %d is negative", id, s)
			}
		}
	}
	for id, r := range p.Review {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("review.%s: %v", id, err)
		}
	}
	if err := p.Ratings.Validate(); err != nil {
		return err
	}
	for i, a := range p.Attempts {
		if a.Seconds < 0 {
			return fmt.Errorf("attempts[%d]: %d seconds is negative", i, a.Seconds)
		}
	}
	if len(p.Attempts) > MaxAttempts {
		return fmt.Errorf("attempts: %d, more than the %d kept", len(p.Attempts), MaxAttempts)
	}
	return nil
}
