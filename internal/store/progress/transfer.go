package progress

import (
	"fmt"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// Export returns the progress as progress.json holds it, to be carried to another trainer (the
// browser's download, a file copied into the terminal's state folder).
func (s *Store) Export() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return marshal(s.p)
}

// Import replaces the progress with data, a progress.json from another trainer (Export's, or the
// terminal's file), and saves it. Data that is not valid progress, or comes from a newer version,
// is refused with the reason, and nothing changes. The progress it replaces is not lost: it is
// kept beside it as <path>.before-import-<time>.
func (s *Store) Import(data []byte) error {
	v, newer, bad := decodeDoc[Progress](ProgressKind, data)
	switch {
	case newer > 0:
		return fmt.Errorf("this progress is version %d, from a newer belote: it cannot be imported here", newer)
	case bad != nil:
		return fmt.Errorf("this is not a progress file of belote: %v", bad)
	}
	v.init()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return s.readOnly
	}
	target, unlock, err := storage.Lock(s.Path)
	if err != nil {
		return err
	}
	defer unlock()
	if err := keepBeforeImport(target, s.now()); err != nil {
		return err
	}
	out, err := marshal(v)
	if err != nil {
		return err
	}
	if err := storage.WriteLocked(target, out); err != nil {
		return err
	}
	s.p, s.disk, s.pending = v, out, nil
	return nil
}

// keepBeforeImport copies the document at target, when there is one, to target.before-import-<time>
// (-2, -3… when taken); the caller holds the lock.
func keepBeforeImport(target string, now time.Time) error {
	old, err := storage.Read(target, ProgressKind.Limit)
	switch {
	case fsread.IsNotExist(err):
		return nil // nothing to keep
	case err != nil:
		return &ReadOnlyError{Path: target, Err: err} // never replaced unread
	}
	base := target + ".before-import-" + now.UTC().Format("20060102T150405Z")
	for n := 1; n < 1000; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		if _, err := storage.Read(name, ProgressKind.Limit); !fsread.IsNotExist(err) {
			continue // taken
		}
		return storage.WriteLocked(name, old)
	}
	return fmt.Errorf("every name %s… is taken: the progress there is not replaced", base)
}
