// Package progress keeps the learner's only data: attempts, lesson steps done, accuracy per rule
// and the spaced-review schedule, plus the app's settings. Files are JSON, written atomically (a
// temporary file in the same directory, fsync, rename) so that a crash never leaves half a file, and
// a damaged file is renamed aside and reported, never silently overwritten (DESIGN.md).
package progress

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// WriteAtomic writes data to path through a temporary file in the same directory, synced to disk
// before it is renamed over path: readers see the old file or the new one, never a mix.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
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

// Damaged reports a file that could not be read and was renamed aside.
type Damaged struct {
	Path  string // the file that was damaged
	Aside string // where it now is
	Err   error  // why it could not be read
}

func (d *Damaged) Error() string {
	return fmt.Sprintf("%s could not be read (%v); it was kept as %s and a fresh one started", d.Path, d.Err, d.Aside)
}

// ReadJSON decodes path into v. A missing file leaves v untouched and is not an error. A file that
// does not decode is renamed to path.damaged-<time> and reported as *Damaged, leaving v untouched.
func ReadJSON(path string, v any, now time.Time) (*Damaged, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if derr := json.Unmarshal(data, v); derr != nil {
		return SetAside(path, derr, now)
	}
	return nil, nil
}

// SetAside renames a damaged file to path.damaged-<time>, so that it is kept and never silently
// overwritten, and reports where it went.
func SetAside(path string, cause error, now time.Time) (*Damaged, error) {
	aside := path + ".damaged-" + now.UTC().Format("20060102T150405Z")
	if err := os.Rename(path, aside); err != nil {
		return nil, fmt.Errorf("%s is damaged (%v) and could not be moved aside: %w", path, cause, err)
	}
	return &Damaged{Path: path, Aside: aside, Err: cause}, nil
}

// WriteJSON writes v as indented JSON, atomically.
func WriteJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return WriteAtomic(path, append(data, '\n'))
}

// StatePath returns where progress is kept: $XDG_STATE_HOME/belote/progress.json, by default
// ~/.local/state/belote/progress.json (XDG base directory specification).
func StatePath(getenv func(string) string) string {
	return filepath.Join(xdgDir(getenv, "XDG_STATE_HOME", ".local/state"), "belote", "progress.json")
}

// SettingsPath returns $XDG_CONFIG_HOME/belote/settings.json, by default
// ~/.config/belote/settings.json.
func SettingsPath(getenv func(string) string) string {
	return filepath.Join(xdgDir(getenv, "XDG_CONFIG_HOME", ".config"), "belote", "settings.json")
}

func xdgDir(getenv func(string) string, key, fallback string) string {
	if d := getenv(key); filepath.IsAbs(d) {
		return d // the specification says relative paths are invalid and must be ignored
	}
	home := getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	return filepath.Join(home, fallback)
}
