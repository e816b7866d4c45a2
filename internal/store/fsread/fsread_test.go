package fsread

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadFileRegular(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.toml")
	require.NoError(t, os.WriteFile(path, []byte("name = 1\n"), 0o644))
	data, err := ReadFile(path, 100)
	require.NoError(t, err)
	assert.Equal(t, "name = 1\n", string(data))
}

func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	big := filepath.Join(dir, "big.toml")
	require.NoError(t, os.WriteFile(big, make([]byte, 101), 0o644))
	tests := []struct{ path, reason string }{
		{fifo, "is a FIFO (named pipe), not a regular file"},
		{"/dev/zero", "is a character device, not a regular file"},
		{dir, "is a directory, not a regular file"},
		{big, "too large (101 bytes; the limit is 100 bytes)"},
		{"/proc/self/status", "holds more than its stated size of 0 bytes (a /proc or /sys file?), not a regular file"},
		{filepath.Join(dir, "missing"), "no such file"},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			_, err := ReadFile(tt.path, 100)
			require.Error(t, err)
			assert.Equal(t, tt.path+": "+tt.reason, err.Error())
		})
	}
	_, err := ReadFile(filepath.Join(dir, "missing"), 100)
	assert.True(t, IsNotExist(err), "a missing file is still recognised as missing")
	_, err = ReadFile(dir, 100)
	assert.False(t, IsNotExist(err))
}

func TestReadAllIsBounded(t *testing.T) {
	f, err := os.Open("/dev/zero")
	require.NoError(t, err)
	defer f.Close()
	_, err = ReadAll("standard input", f, 1000)
	assert.EqualError(t, err, "standard input: more than 1000 bytes")
	data, err := ReadAll("standard input", strings.NewReader("abc"), 3)
	require.NoError(t, err)
	assert.Equal(t, "abc", string(data))
}
