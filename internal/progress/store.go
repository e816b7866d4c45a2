package progress

import (
	"sync"
	"time"
)

// Store is the progress file of one learner: load once, change in memory, save after every answer.
// It is safe for use from the UI goroutine and tests at once.
type Store struct {
	Path string
	mu   sync.Mutex
	p    *Progress
	now  func() time.Time
}

// Open reads the progress file at path. A missing file gives fresh progress; a damaged one is
// renamed aside and reported as *Damaged along with fresh progress (never a crash, never a silent
// overwrite). Any other error (an unreadable directory) is returned with fresh, unsaved progress.
func Open(path string) (*Store, *Damaged, error) {
	s := &Store{Path: path, p: New(), now: time.Now}
	var p Progress
	dmg, err := ReadJSON(path, &p, s.now())
	if err != nil || dmg != nil {
		return s, dmg, err
	}
	if p.Version != 0 {
		p.init()
		s.p = &p
	}
	return s, nil, nil
}

// Update changes progress under the lock and saves it.
func (s *Store) Update(change func(p *Progress)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	change(s.p)
	return WriteJSON(s.Path, s.p)
}

// View reads progress under the lock.
func (s *Store) View(read func(p *Progress)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	read(s.p)
}

// Now returns the store's clock (tests may replace it with SetClock).
func (s *Store) Now() time.Time { return s.now() }

// SetClock replaces the clock, for tests of the review schedule.
func (s *Store) SetClock(now func() time.Time) { s.now = now }
