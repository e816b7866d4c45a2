package progress

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// Kind describes one kind of JSON document of ours: progress.json, settings.json, the saved games.
type Kind struct {
	Name    string // in messages: "progress file"
	Version int    // the layout this program reads and writes
	Limit   int64  // the size cap (fsread)
	// Legacy: a JSON object without "version" is the layout of version 1 (settings.json was
	// written without one). A file of any other kind without a version is not one of ours.
	Legacy bool
}

// Validator checks the values of a decoded document (a review box in range, no negative count).
type Validator interface{ Validate() error }

// migrator is a document whose older layouts are read and brought to the current one (from is the
// file's version); the next save writes the current layout.
type migrator interface{ migrate(from int) }

// defaulter is a document whose missing keys have defaults other than the zero value.
type defaulter interface{ setDefaults() }

// ReadOnlyError says that a file exists but is not read (permission denied, a folder, too large,
// an I/O error) or comes from a newer version of belote: it is left exactly as it is, and nothing
// is written to it for the rest of the session.
type ReadOnlyError struct {
	Path  string
	Newer int   // the file's version when it is newer than ours, else 0
	Err   error // why it is not read or not written
}

func (e *ReadOnlyError) Error() string {
	if e.Newer > 0 {
		return fmt.Sprintf("%s is version %d, from a newer belote: it is read only, nothing is saved to it", e.Path, e.Newer)
	}
	return fmt.Sprintf("%v: it is left as it is, nothing is saved to it", e.Err)
}

func (e *ReadOnlyError) Unwrap() error { return e.Err }

// ReadDoc reads a document of kind k at path. It returns:
//   - nil, nil, nil when there is no file;
//   - the document, nil, nil when it is a valid document of ours;
//   - nil, *Damaged, nil when it is not (not JSON, no version, unknown keys, a value out of range):
//     it was renamed aside, never to be overwritten;
//   - nil or the document, nil, *ReadOnlyError when it cannot be read, or is from a newer version
//     (then as much of it as this version knows, when that much is valid, to be shown read-only).
func ReadDoc[T any, PT interface {
	*T
	Validator
}](k Kind, path string, now time.Time) (*T, *Damaged, error) {
	data, err := storage.Read(path, k.Limit)
	if fsread.IsNotExist(err) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, &ReadOnlyError{Path: path, Err: err}
	}
	return checkDoc[T, PT](k, path, data, now)
}

// checkDoc is ReadDoc for the bytes read from path.
func checkDoc[T any, PT interface {
	*T
	Validator
}](k Kind, path string, data []byte, now time.Time) (*T, *Damaged, error) {
	v, newer, bad := decodeDoc[T, PT](k, data)
	switch {
	case newer > 0:
		return v, nil, &ReadOnlyError{Path: path, Newer: newer}
	case bad != nil:
		dmg, err := SetAside(path, bad, now)
		return nil, dmg, err
	}
	return v, nil, nil
}

// decodeDoc decodes and checks data: the document, or the newer version it is, or what is wrong.
func decodeDoc[T any, PT interface {
	*T
	Validator
}](k Kind, data []byte) (*T, int, error) {
	version, err := k.version(data)
	if err != nil {
		return nil, 0, err
	}
	v := PT(new(T))
	if d, ok := any(v).(defaulter); ok {
		d.setDefaults() // keys the file does not have keep their defaults
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if version > k.Version {
		// Newer: read what this version knows, leniently, and never write it back (no downgrade).
		if dec.Decode(v) != nil || v.Validate() != nil {
			return nil, version, nil
		}
		return (*T)(v), version, nil
	}
	dec.DisallowUnknownFields() // a key we do not know is not our document, or a hand edit gone wrong
	if err := dec.Decode(v); err != nil {
		return nil, 0, err
	}
	if dec.More() {
		return nil, 0, errors.New("data after the document")
	}
	if m, ok := any(v).(migrator); ok && version < k.Version {
		m.migrate(version)
	}
	if err := v.Validate(); err != nil {
		return nil, 0, err
	}
	return (*T)(v), 0, nil
}

// version reads the "version" of a document: an object's own, or for a list of documents (the
// finished games) the highest of its elements.
func (k Kind) version(data []byte) (int, error) {
	type versioned struct {
		Version *int `json:"version"`
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var list []versioned
		if err := json.Unmarshal(data, &list); err != nil {
			return 0, err
		}
		top := k.Version // an empty list is any version's
		for i, e := range list {
			if e.Version == nil || *e.Version < 1 {
				return 0, fmt.Errorf("element %d: no version: not a %s of belote", i, k.Name)
			}
			if i == 0 || *e.Version > top {
				top = *e.Version
			}
		}
		return top, nil
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil || keys == nil {
		return 0, fmt.Errorf("not a JSON object: not a %s of belote", k.Name)
	}
	var v versioned
	if err := json.Unmarshal(data, &v); err != nil {
		return 0, fmt.Errorf("key \"version\": %v", err)
	}
	switch {
	case v.Version == nil && k.Legacy && len(keys) > 0:
		return 1, nil
	case v.Version == nil:
		return 0, fmt.Errorf("no version: not a %s of belote", k.Name)
	case *v.Version < 1:
		return 0, fmt.Errorf("version %d: not a %s of belote", *v.Version, k.Name)
	}
	return *v.Version, nil
}

// WriteDoc writes v to path atomically, under the folder's lock, unless the file now at path is
// one this program must not replace: unreadable, from a newer version, or not a valid document of
// kind k (it changed on disk since it was read).
func WriteDoc(k Kind, path string, v any) error {
	data, err := marshal(v)
	if err != nil {
		return err
	}
	target, unlock, err := storage.Lock(path)
	if err != nil {
		return err
	}
	defer unlock()
	if err := k.Replaceable(target); err != nil {
		return err
	}
	return storage.WriteLocked(target, data)
}

// Replaceable says whether the file at path may be written over: it is missing, or it is a
// document of ours of this version or an older one.
func (k Kind) Replaceable(path string) error {
	data, err := storage.Read(path, k.Limit)
	if fsread.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return &ReadOnlyError{Path: path, Err: err}
	}
	version, err := k.version(data)
	switch {
	case err != nil:
		return &ReadOnlyError{Path: path, Err: fmt.Errorf("%s changed on disk and is not a %s of belote (%v)", path, k.Name, err)}
	case version > k.Version:
		return &ReadOnlyError{Path: path, Newer: version}
	}
	return nil
}

// readFile is fsread.ReadFile, the Files backend's; tests replace it to see errors that root, who runs them, never
// meets (permission denied, an I/O error).
var readFile = fsread.ReadFile

// UpdateDoc changes the document at path in one step under the folder's lock: read (a missing
// file, or one set aside as not ours, gives an empty document), change, write. Two trainers adding
// to the same file at once (a finished game to the history) both keep their addition. A file that
// cannot be read, or is newer, is not written (*ReadOnlyError).
func UpdateDoc[T any, PT interface {
	*T
	Validator
}](k Kind, path string, change func(PT)) error {
	target, unlock, err := storage.Lock(path)
	if err != nil {
		return err
	}
	defer unlock()
	v := PT(new(T))
	data, err := storage.Read(target, k.Limit)
	switch {
	case fsread.IsNotExist(err):
	case err != nil:
		return &ReadOnlyError{Path: target, Err: err}
	default:
		got, dmg, err := checkDoc[T, PT](k, target, data, time.Now())
		if err != nil {
			return err
		}
		if dmg == nil {
			v = got
		}
	}
	change(v)
	out, err := marshal(v)
	if err != nil {
		return err
	}
	return storage.WriteLocked(target, out)
}
