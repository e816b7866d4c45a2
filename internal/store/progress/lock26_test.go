//go:build unix

package progress

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHeldLockNeverBlocksTheStore: while another process holds the folder's lock, Save fails with
// a message that says what happened (never "(<nil>)"), View and Change answer meanwhile, and the
// change is saved by the next Save once the lock is free.
func TestHeldLockNeverBlocksTheStore(t *testing.T) {
	defer func(w time.Duration) { lockWait = w }(lockWait)
	lockWait = 300 * time.Millisecond
	path := filepath.Join(t.TempDir(), "progress.json")
	s, _, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	release, err := lockDir(filepath.Dir(path)) // another trainer in the middle of a save
	require.NoError(t, err)

	require.NoError(t, s.Change(func(p *Progress) { p.StepDone("cards", 1) }))
	saved := make(chan error, 1)
	go func() { saved <- s.Save() }()
	time.Sleep(50 * time.Millisecond) // Save is waiting for the lock
	answered := make(chan struct{})
	go func() {
		s.View(func(*Progress) {})
		_ = s.Change(func(p *Progress) { p.StepDone("cards", 2) })
		close(answered)
	}()
	select {
	case <-answered:
	case <-time.After(lockWait / 2):
		t.Fatal("View or Change waited for the folder's lock")
	}
	err = <-saved
	var busy *BusyError
	require.True(t, errors.As(err, &busy), "Save returned %v", err)
	assert.NotContains(t, err.Error(), "<nil>")
	assert.Contains(t, err.Error(), "kept for the next save")

	release()
	require.NoError(t, s.Save())
	again, _, err := Open(path)
	require.NoError(t, err)
	defer again.Close()
	again.View(func(p *Progress) { assert.Equal(t, []int{1, 2}, p.Lessons["cards"].Steps) })
}

// TestStartIsNotDelayedByAHeldLock: opening the store while another process holds the lock does
// not wait for it (the leftover temporary files are removed another time).
func TestStartIsNotDelayedByAHeldLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	require.NoError(t, WriteAtomic(path, []byte(`{"version": 3}`+"\n")))
	release, err := lockDir(filepath.Dir(path))
	require.NoError(t, err)
	defer release()
	began := time.Now()
	s, _, _ := Open(path)
	defer s.Close()
	assert.Less(t, time.Since(began), lockWait, "Open waited for the lock")
}

// TestUnsupportedLocks: the errors of a file system that cannot lock are told from a lock held.
func TestUnsupportedLocks(t *testing.T) {
	for _, err := range []error{syscall.ENOLCK, syscall.ENOTSUP, syscall.EOPNOTSUPP} {
		assert.True(t, unsupported(err), "%v", err)
	}
	assert.False(t, unsupported(syscall.EBADF))
	assert.False(t, unsupported(syscall.EWOULDBLOCK))
}
