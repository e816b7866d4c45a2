package progress

import (
	"bytes"
	"errors"
	"sync"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// Store is the progress file of one learner: load once, change in memory, save after every answer.
// It is safe for use from the UI goroutine and tests at once, and from several trainers on the same
// folder: each save takes the folder's lock, re-reads the file and, when another trainer saved
// since, applies this trainer's unsaved changes to that file's progress, so no answer of either is
// lost.
type Store struct {
	Path     string
	mu       sync.Mutex
	p        *Progress
	now      func() time.Time
	disk     []byte              // the file as this store last read or wrote it
	pending  []func(p *Progress) // changes not yet saved (a save failed)
	readOnly error               // set when the file must not be written this session
	shared   bool                // another trainer was open on the same folder at start
	release  func()              // releases the session lock
}

// ErrNoFile is the save error of a store with no file (no HOME, or in memory for tests).
var ErrNoFile = errors.New("no progress file: nothing is saved")

// Open reads the progress file at path, after removing the temporary files an interrupted save
// left. A missing file gives fresh progress. A file that is not valid progress is renamed aside
// and reported as *Damaged along with fresh progress (never a crash, never a silent overwrite).
// A file that cannot be read, or comes from a newer version, is reported as *ReadOnlyError: the
// store then never writes it (a newer file's progress is shown, when this version can read it).
// An empty path gives a store in memory only.
func Open(path string) (*Store, *Damaged, error) {
	s := &Store{Path: path, p: New(), now: time.Now}
	if path == "" {
		s.readOnly = ErrNoFile
		return s, nil, nil
	}
	storage.Clean(path) // best effort: a leftover never stops the trainer
	data, err := storage.Read(path, ProgressKind.Limit)
	switch {
	case fsread.IsNotExist(err):
		s.holdSession()
		return s, nil, nil
	case err != nil:
		s.readOnly = &ReadOnlyError{Path: path, Err: err}
		return s, nil, s.readOnly
	}
	p, dmg, err := checkDoc[Progress](ProgressKind, path, data, s.now())
	if err == nil && p != nil && p.from > 0 {
		err = s.keepOld(data, p.from)
	}
	if err != nil {
		s.readOnly = err
	}
	s.holdSession()
	if p != nil {
		p.init()
		s.p = p
	}
	if err == nil && dmg == nil {
		s.disk = data // what was just read and checked: the base of the next save
	}
	return s, dmg, err
}

// holdSession takes the folder's session lock of a store that will save, to learn whether
// another trainer is open on the same folder.
func (s *Store) holdSession() {
	if s.readOnly != nil {
		return
	}
	alone, release := storage.HoldSession(s.Path)
	s.shared, s.release = !alone, release
}

// Shared reports whether another trainer was already open on the same folder when this store was
// opened: both save, each save merging with the other's (see Update).
func (s *Store) Shared() bool { return s.shared }

// Close releases the folder's session lock (the end of the process does too).
func (s *Store) Close() {
	if s.release != nil {
		s.release()
		s.release = nil
	}
}

// ReadOnly returns why the store does not save, or nil.
func (s *Store) ReadOnly() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.readOnly
}

// Update changes progress under the lock and saves it. The change is kept in memory even when
// saving fails (the session goes on), and is saved with the next save that succeeds.
func (s *Store) Update(change func(p *Progress)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	change(s.p)
	s.pending = append(s.pending, change)
	if s.readOnly != nil {
		return s.readOnly
	}
	err := s.save()
	var ro *ReadOnlyError
	if errors.As(err, &ro) {
		s.readOnly = err
	}
	return err
}

// save writes progress under the folder's lock, merging with what another trainer saved.
func (s *Store) save() error {
	target, unlock, err := storage.Lock(s.Path)
	if err != nil {
		return err
	}
	defer unlock()
	if err := s.merge(target); err != nil {
		return err
	}
	data, err := marshal(s.p)
	if err != nil {
		return err
	}
	if err := storage.WriteLocked(target, data); err != nil {
		return err
	}
	s.disk, s.pending = data, nil
	return nil
}

// merge re-reads the file; when it is not what this store last saw, another trainer saved it, and
// this store's unsaved changes are applied to that progress instead.
func (s *Store) merge(path string) error {
	data, err := storage.Read(path, ProgressKind.Limit)
	switch {
	case fsread.IsNotExist(err):
		return nil
	case err != nil:
		return &ReadOnlyError{Path: path, Err: err}
	case bytes.Equal(data, s.disk):
		return nil
	}
	p, dmg, err := checkDoc[Progress](ProgressKind, path, data, s.now())
	if err != nil {
		return err
	}
	if dmg != nil {
		return nil // not progress (renamed aside, where it is kept): this store's progress is saved
	}
	p.init()
	for _, change := range s.pending {
		change(p)
	}
	s.p = p
	return nil
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
