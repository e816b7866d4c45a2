package progress

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// leitnerWaits are version 2's Leitner boxes' waits (box 1 to 5), read only to migrate a puzzle
// whose answers have left the attempt log.
var leitnerWaits = [...]time.Duration{10 * time.Minute, 24 * time.Hour, 3 * 24 * time.Hour, 7 * 24 * time.Hour, 21 * 24 * time.Hour}

// migrateReview brings version 2's Leitner boxes to FSRS memories: a puzzle whose answers are in
// the attempt log is replayed through FSRS answer by answer (as if FSRS had scheduled it from the
// start); one whose answers have all left the log starts from its box: the box's wait as its
// stability (box 1: FSRS's first stability after a wrong answer), the difficulty of a first right
// answer, and its due time kept. Attempts are not touched.
func (p *Progress) migrateReview() {
	answers := map[string][]Attempt{}
	for _, a := range p.Attempts {
		if a.Kind == "puzzle" && a.ID != "" {
			answers[a.ID] = append(answers[a.ID], a)
		}
	}
	for id, old := range p.Review {
		if old.OldBox < 0 || old.OldBox > len(leitnerWaits) {
			continue // left as it is: Validate refuses the file
		}
		if log := answers[id]; len(log) > 0 {
			slices.SortStableFunc(log, func(a, b Attempt) int { return a.When.Compare(b.When) })
			var m Memory
			for _, a := range log {
				m = m.Answer(GradeOf(a), a.When)
			}
			p.Review[id] = m
			continue
		}
		p.Review[id] = fromBox(old)
	}
}

// fromBox is the memory of a puzzle known only by its Leitner box.
func fromBox(old Memory) Memory {
	if old.OldBox == 0 {
		return Memory{} // never answered
	}
	wait := leitnerWaits[old.OldBox-1]
	m := Memory{Stability: wait.Hours() / 24, Difficulty: clampDifficulty(initialDifficulty(Good)), Reps: 1, Due: old.Due, Last: old.Due.Add(-wait)}
	if old.OldBox == 1 {
		m.Stability = fsrsW[Again-1]
	}
	return m
}

// keepOldAside copies a file of an older version to path.v<version> before the first save writes
// the new layout over it, unless a copy is there already: the old file stays whole whatever
// happens to the new one (a downgrade, a migration found wrong later).
func keepOldAside(path string, data []byte, version int) error {
	aside := path + ".v" + strconv.Itoa(version)
	if _, err := storage.Read(aside, ProgressKind.Limit); !fsread.IsNotExist(err) {
		return err // kept already (nil), or there and not read: not written over
	}
	target, unlock, err := storage.Lock(aside)
	if err != nil {
		return err
	}
	defer unlock()
	return storage.WriteLocked(target, data)
}

// keepOld keeps a file of an older version aside before it is migrated; when that fails, the
// store does not save this session (the old file is never written over unkept).
func (s *Store) keepOld(data []byte, from int) error {
	if err := keepOldAside(s.Path, data, from); err != nil {
		return &ReadOnlyError{Path: s.Path, Err: fmt.Errorf("%s is version %d and could not be kept aside before its migration: %w", s.Path, from, err)}
	}
	return nil
}
