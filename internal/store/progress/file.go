// Package progress keeps the learner's only data: attempts, lesson steps done, accuracy per rule
// and the spaced-review schedule, plus the app's settings. Files are JSON, written atomically (a
// temporary file in the same directory, fsync, rename) under a lock shared by every trainer on the
// same folder, so that a crash never leaves half a file. What cannot be read is never written
// over: a file that is not a valid document of ours is renamed aside and reported, and one that
// cannot be read at all, or comes from a newer version, is left alone for the session (DESIGN.md).
package progress

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// WriteAtomic writes data to path through a temporary file in the same directory, synced to disk
// before it is renamed over path: readers see the old file or the new one, never a mix. A symbolic
// link at path is followed, so the file it points to is replaced and the link is kept. The
// directory's lock is held meanwhile (see lockDir).
func WriteAtomic(path string, data []byte) error {
	target, unlock, err := lockFor(path)
	if err != nil {
		return err
	}
	defer unlock()
	return writeLocked(target, data)
}

// lockFor resolves path (symbolic links followed), creates its folder and takes the folder's lock.
func lockFor(path string) (target string, unlock func(), err error) {
	if target, err = resolve(path); err != nil {
		return "", nil, err
	}
	if fi, err := os.Stat(target); err == nil && !fi.Mode().IsRegular() {
		// Not even a lock file beside a folder, FIFO or device that stands where the file should.
		return "", nil, &ReadOnlyError{Path: path, Err: fmt.Errorf("%s is not a regular file", target)}
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return "", nil, err
	}
	unlock, err = lockDir(filepath.Dir(target))
	return target, unlock, err
}

// writeLocked is WriteAtomic for a caller that holds the lock and has resolved the path.
func writeLocked(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+tmpInfix+"*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer os.Remove(name) // a no-op once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(name, path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil { // make the rename itself durable
		d.Sync()
		d.Close()
	}
	return nil
}

// tmpInfix marks the temporary files of a save: .progress.json.tmp-123456.
const tmpInfix = ".tmp-"

// resolve follows symbolic links at path (a dangling one too: its target is where the file will
// be written).
func resolve(path string) (string, error) {
	if path == "" {
		return "", errors.New("no place to save")
	}
	for range 40 { // as the kernel's own limit on nested links
		fi, err := os.Lstat(path)
		if err != nil || fi.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		link, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		path = link
	}
	return "", fmt.Errorf("%s: too many levels of symbolic links", path)
}

// Damaged reports a file that is not a valid document of ours and was renamed aside.
type Damaged struct {
	Path  string // the file that was damaged
	Aside string // where it now is
	Err   error  // why it was not accepted
}

func (d *Damaged) Error() string {
	return fmt.Sprintf("%s could not be read (%v); it was kept as %s and a fresh one started", d.Path, d.Err, d.Aside)
}

// setAsideFile renames a damaged file to path.damaged-<time> (with -2, -3… when that name is
// taken, so two set-asides never overwrite each other), and reports where it went.
func setAsideFile(path string, cause error, now time.Time) (*Damaged, error) {
	base := path + ".damaged-" + now.UTC().Format("20060102T150405Z")
	for n := 1; n < 1000; n++ {
		aside := base
		if n > 1 {
			aside = fmt.Sprintf("%s-%d", base, n)
		}
		// Claim the name first: O_EXCL fails if it exists, where a rename would silently replace it.
		f, err := os.OpenFile(aside, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s is damaged (%v) and could not be moved aside: %w", path, cause, err)
		}
		f.Close()
		if err := os.Rename(path, aside); err != nil {
			os.Remove(aside)
			return nil, fmt.Errorf("%s is damaged (%v) and could not be moved aside: %w", path, cause, err)
		}
		return &Damaged{Path: path, Aside: aside, Err: cause}, nil
	}
	return nil, fmt.Errorf("%s is damaged (%v) and every name to set it aside is taken", path, cause)
}

// WriteJSON writes v as indented JSON, atomically.
func WriteJSON(path string, v any) error {
	data, err := marshal(v)
	if err != nil {
		return err
	}
	return WriteAtomic(path, data)
}

func marshal(v any) ([]byte, error) {
	data, err := json.MarshalIndent(v, "", "  ")
	return append(data, '\n'), err
}

// ErrNoHome says that neither HOME nor the XDG variable is set: there is no place for the file,
// and the program runs without saving rather than writing into the current folder.
var ErrNoHome = errors.New("neither HOME nor the XDG base directory variable is set")

// StatePath returns where progress is kept: $XDG_STATE_HOME/belote/progress.json, by default
// ~/.local/state/belote/progress.json (XDG base directory specification); ErrNoHome when neither
// variable is set.
func StatePath(getenv func(string) string) (string, error) {
	return xdgPath(getenv, "XDG_STATE_HOME", ".local/state", "progress.json")
}

// SettingsPath returns $XDG_CONFIG_HOME/belote/settings.json, by default
// ~/.config/belote/settings.json; ErrNoHome when neither variable is set.
func SettingsPath(getenv func(string) string) (string, error) {
	return xdgPath(getenv, "XDG_CONFIG_HOME", ".config", "settings.json")
}

func xdgPath(getenv func(string) string, key, fallback, name string) (string, error) {
	if d := getenv(key); filepath.IsAbs(d) {
		return filepath.Join(d, "belote", name), nil // relative paths are invalid and ignored (XDG)
	}
	if home := getenv("HOME"); filepath.IsAbs(home) {
		return filepath.Join(home, fallback, "belote", name), nil
	}
	return "", ErrNoHome
}
