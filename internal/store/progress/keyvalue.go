package progress

import (
	"fmt"
	"io/fs"
	"sync"
	"time"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// KV is a store of strings by key: the browser's local storage (storage_js.go), or a map in tests.
type KV interface {
	Get(key string) (value string, ok bool)
	Set(key, value string) error // fails when the storage is full (the browser's quota)
	Delete(key string)
}

// KeyValue keeps each document as one value of a KV, under its name. Setting a value replaces it
// whole, so a save is atomic by nature and leaves nothing behind; a damaged value is copied to a
// name of its own before it is deleted. The lock serialises this program's writers; the browser
// runs the program on one thread, so nothing else of ours writes between a save's re-read and its
// write (another tab's save is seen by the re-read, and merged: Store.merge).
type KeyValue struct {
	kv KV
	mu sync.Mutex
}

// NewKeyValue returns the Storage that keeps documents in kv.
func NewKeyValue(kv KV) *KeyValue { return &KeyValue{kv: kv} }

func (s *KeyValue) Read(name string, limit int64) ([]byte, error) {
	v, ok := s.kv.Get(name)
	if !ok {
		return nil, &fsread.Error{Path: name, Reason: "no such document", Err: fs.ErrNotExist}
	}
	if int64(len(v)) > limit {
		return nil, &fsread.Error{Path: name, Reason: fmt.Sprintf("too large (%d bytes; the limit is %d)", len(v), limit)}
	}
	return []byte(v), nil
}

func (s *KeyValue) Lock(name string) (string, func(), error) {
	s.mu.Lock()
	return name, s.mu.Unlock, nil
}

func (s *KeyValue) WriteLocked(target string, data []byte) error {
	if err := s.kv.Set(target, string(data)); err != nil {
		return fmt.Errorf("%s: not saved: %w", target, err)
	}
	return nil
}

// SetAside copies the value to name.damaged-<time> (-2, -3… when taken) and deletes it.
func (s *KeyValue) SetAside(name string, cause error, now time.Time) (*Damaged, error) {
	v, ok := s.kv.Get(name)
	if !ok {
		return nil, fmt.Errorf("%s is damaged (%v) and is no longer there to set aside", name, cause)
	}
	aside, err := s.claim(name+".damaged-", now)
	if err != nil {
		return nil, fmt.Errorf("%s is damaged (%v): %w", name, cause, err)
	}
	if err := s.kv.Set(aside, v); err != nil {
		return nil, fmt.Errorf("%s is damaged (%v) and could not be set aside: %w", name, cause, err)
	}
	s.kv.Delete(name)
	return &Damaged{Path: name, Aside: aside, Err: cause}, nil
}

// claim returns prefix<time>, or with -2, -3… the first such name that holds nothing.
func (s *KeyValue) claim(prefix string, now time.Time) (string, error) {
	base := prefix + now.UTC().Format("20060102T150405Z")
	for n := 1; n < 1000; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		if _, taken := s.kv.Get(name); !taken {
			return name, nil
		}
	}
	return "", fmt.Errorf("every name %s… is taken", base)
}

func (s *KeyValue) Remove(name string) error {
	s.kv.Delete(name)
	return nil
}

// Clean has nothing to do: a value is replaced whole, no save leaves a part behind.
func (s *KeyValue) Clean(string) {}

// HoldSession: another tab on the same storage is not detected; each save re-reads and merges
// what another tab saved all the same (Store.merge).
func (s *KeyValue) HoldSession(string) (bool, func()) { return true, nil }

// MapKV is a KV in memory (tests, and a browser that refuses local storage).
type MapKV map[string]string

func (m MapKV) Get(key string) (string, bool) { v, ok := m[key]; return v, ok }

func (m MapKV) Set(key, value string) error { m[key] = value; return nil }

func (m MapKV) Delete(key string) { delete(m, key) }
