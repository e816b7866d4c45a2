package progress

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/store/fsread"
)

var answer = func(p *Progress) { p.Record(Attempt{Kind: "drill", Right: true}) }

// TestUnreadableProgressIsNeverWritten: a progress file that exists but cannot be read (a folder
// in its place, permission denied, an I/O error, too large) stops every save for the session.
func TestUnreadableProgressIsNeverWritten(t *testing.T) {
	t.Run("a folder in its place", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "progress.json")
		require.NoError(t, os.Mkdir(path, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(path, "keep"), []byte("x"), 0o644))
		s, dmg, err := Open(path)
		assert.Nil(t, dmg)
		var ro *ReadOnlyError
		require.ErrorAs(t, err, &ro)
		assert.Contains(t, err.Error(), "is a directory")
		assert.ErrorAs(t, s.Update(answer), &ro)
		fi, err := os.Stat(path)
		require.NoError(t, err)
		assert.True(t, fi.IsDir())
	})
	for name, readErr := range map[string]error{
		"permission denied": &fsread.Error{Path: "p", Reason: "permission denied", Err: fs.ErrPermission},
		"an I/O error":      &fsread.Error{Path: "p", Reason: "read error: input/output error"},
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "progress.json")
			require.NoError(t, os.WriteFile(path, []byte(`{"version": 1}`), 0o644))
			readFile = func(string, int64) ([]byte, error) { return nil, readErr }
			s, _, err := Open(path)
			readFile = fsread.ReadFile
			require.ErrorContains(t, err, readErr.Error())
			require.Error(t, s.Update(answer))
			require.Error(t, s.Update(answer), "still not saving")
			kept, _ := os.ReadFile(path)
			assert.Equal(t, `{"version": 1}`, string(kept))
		})
	}
	t.Run("too large", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "progress.json")
		f, err := os.Create(path)
		require.NoError(t, err)
		require.NoError(t, f.Truncate(fsread.StateCap+1))
		f.Close()
		s, _, err := Open(path)
		require.ErrorContains(t, err, "too large")
		require.Error(t, s.Update(answer))
		fi, _ := os.Stat(path)
		assert.Equal(t, int64(fsread.StateCap+1), fi.Size())
	})
}

// TestInvalidProgressIsSetAside: JSON that is not our progress is renamed aside, kept byte for
// byte, and a fresh progress is saved beside it.
func TestInvalidProgressIsSetAside(t *testing.T) {
	for name, src := range map[string]string{
		"no version":       `{"themes": {}}`,
		"version 0":        `{"version": 0}`,
		"empty object":     `{}`,
		"null":             `null`,
		"a list":           `[1, 2]`,
		"wrong shape":      `{"version": 1, "themes": 5}`,
		"unknown key":      `{"version": 1, "colour": true}`,
		"box -5":           `{"version": 1, "review": {"legal-001": {"box": -5, "due": "2026-01-01T00:00:00Z"}}}`,
		"box 7":            `{"version": 1, "review": {"legal-001": {"box": 7, "due": "2026-01-01T00:00:00Z"}}}`,
		"negative count":   `{"version": 1, "kinds": {"drill": {"right": -1, "total": 3}}}`,
		"more right":       `{"version": 1, "themes": {"P5": {"right": 4, "total": 3}}}`,
		"stars":            `{"version": 1, "lessons": {"cards": {"steps": [], "done": true, "stars": 9}}}`,
		"negative streak":  `{"version": 1, "best_streak": -2}`,
		"trailing garbage": `{"version": 1} {"version": 1}`,
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "progress.json")
			require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
			s, dmg, err := Open(path)
			require.NoError(t, err)
			require.NotNil(t, dmg, "%s is not progress", src)
			kept, err := os.ReadFile(dmg.Aside)
			require.NoError(t, err)
			assert.Equal(t, src, string(kept))
			require.NoError(t, s.Update(answer))
			_, dmg, err = Open(path)
			require.NoError(t, err)
			assert.Nil(t, dmg)
		})
	}
}

// TestNewerProgressIsReadOnly: a file from a newer version is shown as far as it is understood,
// and never written back (no downgrade).
func TestNewerProgressIsReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	src := `{"version": 999, "kinds": {"drill": {"right": 3, "total": 4}}, "future": [1]}`
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	s, dmg, err := Open(path)
	assert.Nil(t, dmg)
	var ro *ReadOnlyError
	require.ErrorAs(t, err, &ro)
	assert.Equal(t, 999, ro.Newer)
	s.View(func(p *Progress) { assert.Equal(t, Tally{3, 4}, p.Kinds["drill"]) })
	assert.ErrorAs(t, s.Update(answer), &ro)
	kept, _ := os.ReadFile(path)
	assert.Equal(t, src, string(kept))
}

// TestSetAsideNamesAreUnique: two files set aside in the same second keep both.
func TestSetAsideNamesAreUnique(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	var asides []string
	for i := range 3 {
		require.NoError(t, os.WriteFile(path, []byte(fmt.Sprint("broken ", i)), 0o644))
		dmg, err := SetAside(path, fmt.Errorf("broken"), now)
		require.NoError(t, err)
		asides = append(asides, dmg.Aside)
	}
	for i, a := range asides {
		kept, err := os.ReadFile(a)
		require.NoError(t, err)
		assert.Equal(t, fmt.Sprint("broken ", i), string(kept))
	}
}

// TestTwoStoresOnOneFolder: two trainers open on the same progress file; every answer of both is
// saved.
func TestTwoStoresOnOneFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	a, _, err := Open(path)
	require.NoError(t, err)
	b, _, err := Open(path)
	require.NoError(t, err)
	assert.False(t, a.Shared())
	assert.True(t, b.Shared(), "the second trainer knows the first is open")
	defer a.Close()
	record := func(s *Store, id string) {
		require.NoError(t, s.Update(func(p *Progress) {
			p.Record(Attempt{When: time.Now(), Kind: "puzzle", ID: id, Right: true})
			p.NoteStreak("classique", len(id))
		}))
	}
	record(a, "a1")
	record(b, "b1")
	record(a, "a2")
	record(b, "b22")
	c, _, err := Open(path)
	require.NoError(t, err)
	c.View(func(p *Progress) {
		assert.Len(t, p.Attempts, 4)
		assert.Equal(t, Tally{4, 4}, p.Kinds["puzzle"])
		assert.Len(t, p.Review, 4)
		assert.Equal(t, 3, p.BestStreak("classique"))
	})
	b.View(func(p *Progress) { assert.Len(t, p.Attempts, 4, "the second trainer sees the first one's answers") })
}

// TestStaleTempsAreRemoved: the temporary files of an interrupted save are removed at start; other
// files are left alone.
func TestStaleTempsAreRemoved(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.json")
	for _, name := range []string{".progress.json.tmp-123", ".progress.json.tmp-456", ".practice.json.tmp-7", "notes.txt", ".notes.txt.tmp-1", ".x.json.tmp-draft"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644))
	}
	_, _, err := Open(path)
	require.NoError(t, err)
	left, _ := filepath.Glob(filepath.Join(dir, "*")) // Go's * matches dot files too
	var names []string
	for _, p := range left {
		names = append(names, filepath.Base(p))
	}
	assert.ElementsMatch(t, []string{"notes.txt", ".notes.txt.tmp-1", ".x.json.tmp-draft", lockName, sessionName}, names)
}

// TestSymlinkedProgressIsWrittenThrough: the link is kept and the file it points to is written.
func TestSymlinkedProgressIsWrittenThrough(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "sync", "belote-progress.json")
	path := filepath.Join(dir, "state", "progress.json")
	require.NoError(t, os.MkdirAll(filepath.Dir(real), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.Symlink("../sync/belote-progress.json", path)) // dangling until the first save
	s, _, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.Update(answer))
	require.NoError(t, s.Update(answer))
	fi, err := os.Lstat(path)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "still a link")
	s2, _, err := Open(real)
	require.NoError(t, err)
	s2.View(func(p *Progress) { assert.Equal(t, 2, p.Kinds["drill"].Total) })
}

// TestSettingsFiles: unknown values are reported and replaced, a file written before settings had
// a version is read, and an unreadable or newer file is never written over.
func TestSettingsFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"variant": "belote-rose", "lang": "de", "face": "french", "ascii": true, "colour": true}`), 0o644))
	s, bad, dmg, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Nil(t, dmg)
	assert.Equal(t, []BadValue{{"variant", "belote-rose", "classique"}, {"lang", "de", ""}}, bad)
	assert.Equal(t, Settings{Version: 1, Variant: "classique", Face: "french", ASCII: true, Colour: true}, s)

	require.NoError(t, os.WriteFile(path, []byte(`{"version": 7, "variant": "marocaine"}`), 0o644))
	s, _, _, err = LoadSettings(path)
	var ro *ReadOnlyError
	require.ErrorAs(t, err, &ro)
	assert.Equal(t, "marocaine", s.Variant, "a newer file is read as far as it is understood")
	require.ErrorAs(t, SaveSettings(path, s), &ro)

	require.NoError(t, os.Remove(path))
	require.NoError(t, os.Mkdir(path, 0o755))
	_, _, _, err = LoadSettings(path)
	require.ErrorAs(t, err, &ro)
	require.ErrorAs(t, SaveSettings(path, DefaultSettings()), &ro)
}

// FuzzProgressDoc: no bytes make reading progress panic, and progress that is accepted can be
// answered on (a box is never used as an index out of range) and stays valid.
func FuzzProgressDoc(f *testing.F) {
	for _, s := range []string{`{"version": 1}`, `{"version": 1, "review": {"a": {"box": 5, "due": "2026-01-01T00:00:00Z"}}}`,
		`{"version": 2}`, `[{"version": 1}]`, `{"version": 1, "kinds": {"drill": {"right": 1, "total": 2}}}`, `null`} {
		f.Add([]byte(s))
	}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, data []byte) {
		p, newer, err := decodeDoc[Progress](ProgressKind, data)
		if err != nil || p == nil {
			return
		}
		p.init()
		for id := range p.Review {
			p.Record(Attempt{When: now, Kind: "puzzle", ID: id, Right: true})
		}
		if newer == 0 {
			if err := p.Validate(); err != nil {
				t.Fatalf("accepted progress is no longer valid after answers: %v", err)
			}
		}
	})
}

type testEntry struct {
	Version int `json:"version"`
	N       int `json:"n"`
}

type testList []testEntry

func (*testList) Validate() error { return nil }

// TestUpdateDocKeepsEveryAddition: two writers appending to one list file at once (two trainers
// finishing a game) keep all their entries.
func TestUpdateDocKeepsEveryAddition(t *testing.T) {
	path := filepath.Join(t.TempDir(), "list.json")
	k := Kind{Name: "test list", Version: 1, Limit: fsread.StateCap}
	done := make(chan error, 2)
	for w := range 2 {
		go func() {
			for i := range 20 {
				if err := UpdateDoc(k, path, func(l *testList) { *l = append(*l, testEntry{1, w*100 + i}) }); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	require.NoError(t, <-done)
	require.NoError(t, <-done)
	l, dmg, err := ReadDoc[testList](k, path, time.Now())
	require.NoError(t, err)
	require.Nil(t, dmg)
	assert.Len(t, *l, 40)
}

// TestLinkToDeviceLeavesItsFolderAlone: progress and settings linked to /dev/null are not read,
// not written, and no lock or temporary file appears beside the device.
func TestLinkToDeviceLeavesItsFolderAlone(t *testing.T) {
	devNull := t.TempDir() // stands for /dev: a folder holding a device-like non-regular file
	fifo := filepath.Join(devNull, "null")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	dir := t.TempDir()
	for _, name := range []string{"progress.json", "settings.json"} {
		require.NoError(t, os.Symlink(fifo, filepath.Join(dir, name)))
	}
	s, _, err := Open(filepath.Join(dir, "progress.json"))
	require.Error(t, err)
	require.Error(t, s.Update(answer))
	_, _, _, err = LoadSettings(filepath.Join(dir, "settings.json"))
	require.Error(t, err)
	require.Error(t, SaveSettings(filepath.Join(dir, "settings.json"), DefaultSettings()))
	left, _ := filepath.Glob(filepath.Join(devNull, "*"))
	assert.Equal(t, []string{fifo}, left)
}
