package content

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

// addPaths loads paths into a fresh library, failing the test if it takes more than 5 s (a FIFO
// opened for reading without O_NONBLOCK waits forever; /dev/zero read whole never ends).
func addPaths(t *testing.T, paths ...string) []string {
	t.Helper()
	// The built-in content loads outside the deadline, and the deadline catches a read that
	// blocks (a FIFO, a device), not a slow machine: a minute, as the other hostile-file checks
	// wait (a 5 s deadline failed under -race on a loaded machine, with 1,050 puzzles to check).
	lib, _ := LoadBuiltin()
	done := make(chan []Problem, 1)
	go func() { done <- lib.AddPaths(paths...) }()
	select {
	case probs := <-done:
		var out []string
		for _, p := range probs {
			out = append(out, p.String())
		}
		return out
	case <-time.After(time.Minute):
		t.Fatalf("loading %v did not answer within a minute", paths)
		return nil
	}
}

// TestHostileFiles: files that are not content are refused with a located error, quickly.
func TestHostileFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	write := func(name, src string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
		return path
	}
	nested := write("nested.toml", "[pack]\nid = "+strings.Repeat("[", 10000))
	dotted := write("dotted.toml", strings.Repeat("a.", 10000)+"a = 1\n")
	big := write("big.toml", "# "+strings.Repeat("x", fsread.ContentCap)+"\n")
	tests := []struct{ path, want string }{
		{fifo, fifo + ":1:1: is a FIFO (named pipe), not a regular file"},
		{"/dev/zero", "/dev/zero:1:1: is a character device, not a regular file"},
		{nested, nested + ":2:14: TOML too complex: values nested more than 8 deep (arrays and inline tables)"},
		{dotted, dotted + ":1:16: TOML too complex: a key of more than 8 dotted parts"},
		{big, big + ":1:1: too large (256.0 KiB; the limit is 256.0 KiB)"},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			assert.Equal(t, []string{tt.want}, addPaths(t, tt.path))
		})
	}
	t.Run("the folder of them all", func(t *testing.T) {
		got := addPaths(t, dir)
		assert.Len(t, got, 4, "each file of the folder is reported: %q", got)
		assert.Contains(t, got, fifo+":1:1: is a FIFO (named pipe), not a regular file")
	})
}

// TestUnreadableFolder: a sub-folder that cannot be read is reported, not skipped silently.
func TestUnreadableFolder(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "locked")
	require.NoError(t, os.Mkdir(sub, 0o755))
	walkDir = func(root string, fn fs.WalkDirFunc) error {
		return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if path == sub && err == nil {
				return fn(path, d, &fs.PathError{Op: "readdirent", Path: sub, Err: fs.ErrPermission})
			}
			return fn(path, d, err)
		})
	}
	defer func() { walkDir = filepath.WalkDir }()
	assert.Equal(t, []string{sub + ":1:1: folder not read: permission denied"}, addPaths(t, dir))
}

// TestFolderLimits: a folder may add at most MaxFiles files and MaxUserPuzzles puzzles; past them,
// the first file or puzzle left out is reported.
func TestFolderLimits(t *testing.T) {
	t.Run("files", func(t *testing.T) {
		dir := t.TempDir()
		for i := range MaxFiles + 1 {
			require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%04d.toml", i)), []byte("x = \n"), 0o644))
		}
		got := addPaths(t, dir)
		require.Len(t, got, MaxFiles+1)
		assert.Contains(t, got, fmt.Sprintf("%s:1:1: more than %d .toml files under this folder: %s and the files after it are not read", dir, MaxFiles, filepath.Join(dir, "f0500.toml")))
	})
	t.Run("bytes", func(t *testing.T) {
		dir := t.TempDir()
		for i := range 5 {
			src := "# " + strings.Repeat("x", 250<<10) + "\n"
			require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.toml", i)), []byte(src), 0o644))
		}
		got := addPaths(t, dir)
		assert.Contains(t, got, filepath.Join(dir, "f4.toml")+":1:1: not read: the files of "+dir+" together pass the limit of 1 MiB")
	})
	t.Run("puzzles", func(t *testing.T) {
		if testing.Short() {
			t.Skip("checks 1,050 puzzles with the engine")
		}
		dir := t.TempDir()
		for f := range 3 {
			require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("gen-%d.toml", f)), []byte(legalPack(f, 350)), 0o644))
		}
		got := addPaths(t, dir)
		require.Len(t, got, 1)
		assert.Regexp(t, `gen-2.toml:\d+:1: \[gen-2-0300\] puzzle.300.id: more than 1000 puzzles in the user's files: this one and the 49 after it are left out`, got[0])
	})
}

// legalPack writes a pack of n legal-card puzzles.
func legalPack(file, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[pack]\nid = \"gen-%d\"\ntitle = { fr = \"Essai\", en = \"Test\" }\n", file)
	for i := range n {
		fmt.Fprintf(&b, `
[[puzzle]]
id = "gen-%d-%04d"
kind = "legal"
variant = "classique"
difficulty = 2
themes = ["P5"]
prompt = { fr = "Que joues-tu ?", en = "What may you play?" }
point = { fr = "Surcoupe.", en = "Overtrump." }
trump = "H"
hand = ["8H", "QH", "7D", "9C"]
trick = ["AS", "7H"]
leader = "N"
`, file, i)
	}
	return b.String()
}

// TestSolveBudget: the user's best puzzles are solved at load; past MaxUserSolving (31 whole
// deals) the file is refused before the engine spends seconds on it.
func TestSolveBudget(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("[pack]\nid = \"deals\"\ntitle = { fr = \"Donnes\", en = \"Deals\" }\n")
	ranks := []string{"7", "8", "9", "10", "J", "Q", "K", "A"}
	for i := range MaxUserSolving/solveCost(8) + 1 {
		var hands [4][]string
		for j := range 32 {
			c := fmt.Sprintf("%q", ranks[j%8]+string("SHDC"[j/8]))
			hands[(j+i)%4] = append(hands[(j+i)%4], c)
		}
		fmt.Fprintf(&b, `
[[puzzle]]
id = "deals-%02d"
kind = "best"
variant = "classique"
difficulty = 5
themes = ["P1"]
prompt = { fr = "Quelle carte ?", en = "Which card?" }
point = { fr = "Compte les points.", en = "Count the points." }
trump = "H"
hands = { N = [%s], E = [%s], S = [%s], W = [%s] }
trick = { leader = "S", cards = [] }
`, i, strings.Join(hands[0], ", "), strings.Join(hands[1], ", "), strings.Join(hands[2], ", "), strings.Join(hands[3], ", "))
	}
	path := filepath.Join(dir, "deals.toml")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	got := addPaths(t, path)
	require.Len(t, got, 1)
	assert.Contains(t, got[0], path+":")
	assert.Contains(t, got[0], "puzzle.31.hands: the best puzzles of the user's files need more solving than the limit")
}
