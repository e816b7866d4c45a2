package progress

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// lockName is the lock file of a folder of ours. Every save holds it (flock), so two trainers open
// on the same folder never write at once, and a save re-reads the file under it (Store.Update).
const lockName = ".belote.lock"

// lockWait bounds the wait for another trainer's save (a few milliseconds); a trainer stopped in
// the middle of one (kill -STOP) makes the save fail with a notice instead of freezing this one.
var lockWait = 3 * time.Second

// lockDir takes the folder's lock and returns its release.
func lockDir(dir string) (func(), error) {
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_RDWR|os.O_CREATE|fsread.NonBlock, 0o644)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(lockWait)
	for {
		held, err := tryLock(f)
		if held {
			return func() { unlockFile(f); f.Close() }, nil
		}
		if err != nil || time.Now().After(deadline) {
			f.Close()
			return nil, fmt.Errorf("%s: another belote holds the lock %s (%v)", dir, lockName, err)
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
	unlock, err := lockDir(dir)
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
	if held, _ := tryLock(f); !held {
		f.Close()
		return false, func() {}
	}
	return true, func() { f.Close() }
}
