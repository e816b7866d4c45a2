package progress

import (
	"os"
	"time"
)

// Storage is where the documents of ours are kept, by name: files in the XDG folders for the
// terminal (Files), the browser's local storage for the web build (KeyValue over localStorage).
// Every document goes through it (ReadDoc, WriteDoc, UpdateDoc, Store, the settings), so the
// guarantees are the same on both: a damaged document is kept aside and reported, a newer one
// left alone, nothing written over unread (the lock is held from the re-read to the write).
type Storage interface {
	// Read returns the document called name; an error that fsread.IsNotExist recognises when
	// there is none, another one when it exists but is not read (larger than limit, unreadable).
	Read(name string, limit int64) ([]byte, error)
	// Lock takes the lock every writer of name holds, and returns the name to read and write under
	// it (a symbolic link's target) with the lock's release.
	Lock(name string) (target string, unlock func(), err error)
	// WriteLocked replaces the document target (from Lock) with data, all at once: a reader sees
	// the old one or the new one, never a mix.
	WriteLocked(target string, data []byte) error
	// SetAside moves a damaged document to a name of its own (name.damaged-<time>, never one
	// already taken) and reports where it went.
	SetAside(name string, cause error, now time.Time) (*Damaged, error)
	// Remove deletes the document (a missing one is no error).
	Remove(name string) error
	// Clean removes what interrupted saves left beside name (best effort).
	Clean(name string)
	// HoldSession marks, for the life of the program, that a trainer is open on name's place;
	// alone is false when another one already is (see Store.Shared).
	HoldSession(name string) (alone bool, release func())
}

// storage is the Storage of this build: Files, or the browser's local storage under GOOS=js
// (storage_js.go). Tests of the other backend replace it (useStorage).
var storage = defaultStorage()

// SetAside moves a damaged document aside in this build's storage (Storage.SetAside).
func SetAside(name string, cause error, now time.Time) (*Damaged, error) {
	return storage.SetAside(name, cause, now)
}

// Remove deletes a document from this build's storage; a missing one is no error.
func Remove(name string) error { return storage.Remove(name) }

// Files keeps each document in a file: written atomically (a synced temporary file renamed over
// it), under the folder's lock, symbolic links followed (file.go, lock.go).
type Files struct{}

func (Files) Read(name string, limit int64) ([]byte, error) { return readFile(name, limit) }

func (Files) Lock(name string) (string, func(), error) { return lockFor(name) }

func (Files) WriteLocked(target string, data []byte) error { return writeLocked(target, data) }

func (Files) SetAside(name string, cause error, now time.Time) (*Damaged, error) {
	return setAsideFile(name, cause, now)
}

func (Files) Remove(name string) error {
	if err := os.Remove(name); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

func (Files) Clean(name string) { RemoveStaleTemps(name) }

// HoldSession takes the folder's session lock (lock.go), creating the folder: a trainer on a
// folder that will be saved to.
func (Files) HoldSession(name string) (bool, func()) {
	dir, ok := fileFolder(name)
	if !ok || os.MkdirAll(dir, 0o755) != nil {
		return true, nil
	}
	return holdSession(dir)
}
