package progress

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// lockName is the lock file of a folder of ours. Every save holds it (flock), so two trainers open
// on the same folder never write at once, and a save re-reads the file under it (Store.Update).
const lockName = ".belote.lock"

// lockWait bounds the wait for another trainer's save (a few milliseconds); a trainer stopped in
// the middle of one (kill -STOP) makes the save fail with a notice instead of freezing this one.
// Saves run off the UI goroutine, so the wait never freezes the screen.
var lockWait = 3 * time.Second

// BusyError says that another process held the folder's lock for all of lockWait: nothing was
// written, and the change is kept in memory for the next save.
type BusyError struct {
	Dir  string
	Wait time.Duration
}

func (e *BusyError) Error() string {
	return fmt.Sprintf("another program has held the lock %s of %s for more than %v (another belote saving, or stopped while saving); kept for the next save",
		lockName, e.Dir, e.Wait)
}

// locksUnsupported is set when the file system refused to lock (ENOLCK on a network home): saves
// then go on without the lock, protected by the compare-before-write of Store.Update alone.
var locksUnsupported atomic.Bool

// LocksUnsupported reports whether a lock was refused as unsupported this session: the trainer
// says once that two trainers open at once could then lose an answer.
func LocksUnsupported() bool { return locksUnsupported.Load() }

// lockDir takes the folder's lock and returns its release. Where the file system cannot lock, it
// returns a release that only closes the lock file (see locksUnsupported).
func lockDir(dir string) (func(), error) { return lockDirWait(dir, lockWait) }

func lockDirWait(dir string, wait time.Duration) (func(), error) {
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_RDWR|os.O_CREATE|fsread.NonBlock, 0o644)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(wait)
	for {
		held, err := tryLock(f)
		switch {
		case held:
			return func() { unlockFile(f); f.Close() }, nil
		case err != nil && unsupported(err):
			locksUnsupported.Store(true)
			return func() { f.Close() }, nil
		case err != nil:
			f.Close()
			return nil, fmt.Errorf("%s: the lock %s could not be taken: %w", dir, lockName, err)
		case !time.Now().Before(deadline):
			f.Close()
			return nil, &BusyError{Dir: dir, Wait: wait}
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// RemoveStaleTemps deletes the temporary files that an interrupted save left beside path: those
// of any JSON file of the folder (.progress.json.tmp-123456, .practice.json.tmp-42). It holds the folder's lock, so a save in progress in another
// trainer is never touched: its temporary file exists only while it holds the lock.
func RemoveStaleTemps(path string) error {
	dir, ok := fileFolder(path)
	if !ok {
		return nil
	}
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return nil // nothing was ever saved here
	}
	// No wait: while another trainer holds the lock, its temporary file is live, and start-up must
	// not take seconds more; the leftovers are removed another time.
	unlock, err := lockDirWait(dir, 0)
	if err != nil {
		return err
	}
	defer unlock()
	return removeTemps(dir)
}

// fileFolder returns the folder of the file path names, links followed, when that file is missing
// or a regular file: the folder of a link to /dev/zero is no place for lock or temporary files.
func fileFolder(path string) (string, bool) {
	target, err := resolve(path)
	if err != nil {
		return "", false
	}
	if fi, err := os.Stat(target); err == nil && !fi.Mode().IsRegular() {
		return "", false
	}
	return filepath.Dir(target), true
}

func removeTemps(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if isTemp(e.Name()) && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
	return nil
}

// isTemp recognises the name writeLocked gives a temporary file: ".<name>.json.tmp-<digits>".
func isTemp(name string) bool {
	i := strings.LastIndex(name, ".json"+tmpInfix)
	if !strings.HasPrefix(name, ".") || i < 0 {
		return false
	}
	digits := name[i+len(".json"+tmpInfix):]
	return digits != "" && strings.Trim(digits, "0123456789") == ""
}

// sessionName is held (flock, shared by no one) by each trainer for as long as it runs, so that a
// second trainer on the same folder knows the first is open.
const sessionName = ".belote.session"

// holdSession takes the folder's session lock for the life of the process. It returns false when
// another trainer holds it; the lock is released when the process ends (or with release).
func holdSession(dir string) (alone bool, release func()) {
	f, err := os.OpenFile(filepath.Join(dir, sessionName), os.O_RDWR|os.O_CREATE|fsread.NonBlock, 0o644)
	if err != nil {
		return true, func() {}
	}
	held, err := tryLock(f)
	if err != nil && unsupported(err) {
		locksUnsupported.Store(true) // known at start, so the trainer can say it at once
		f.Close()
		return true, func() {}
	}
	if !held {
		f.Close()
		return false, func() {}
	}
	return true, func() { f.Close() }
}
