package progress

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inKV makes the package's storage a KeyValue over a map for the test (the browser build's
// backend, with a map for localStorage), and returns the map.
func inKV(t *testing.T) MapKV {
	m := MapKV{}
	old := storage
	storage = NewKeyValue(m)
	t.Cleanup(func() { storage = old })
	return m
}

const kvProgress = "/local-storage/belote/progress.json"

// TestKeyValueDamagedIsKeptAside: a value that is not progress is copied aside byte for byte,
// reported, and a fresh progress is saved in its place.
func TestKeyValueDamagedIsKeptAside(t *testing.T) {
	m := inKV(t)
	m[kvProgress] = `{"version": 2, "themes": {"K4": {"right": 3, "total": 1}}}`
	s, dmg, err := Open(kvProgress)
	require.NoError(t, err)
	require.NotNil(t, dmg)
	assert.Contains(t, dmg.Error(), "themes.K4")
	assert.True(t, strings.HasPrefix(dmg.Aside, kvProgress+".damaged-"), dmg.Aside)
	assert.Equal(t, `{"version": 2, "themes": {"K4": {"right": 3, "total": 1}}}`, m[dmg.Aside])
	require.NoError(t, s.Update(answer))
	assert.Contains(t, m[kvProgress], `"total": 1`)

	// A second damaged value set aside in the same second keeps the first.
	m[kvProgress] = "not json"
	_, dmg2, err := Open(kvProgress)
	require.NoError(t, err)
	assert.NotEqual(t, dmg.Aside, dmg2.Aside)
	assert.Equal(t, "not json", m[dmg2.Aside])
}

// TestKeyValueNewerIsLeftAlone: progress from a newer version is shown, never written over.
func TestKeyValueNewerIsLeftAlone(t *testing.T) {
	m := inKV(t)
	newer := `{"version": 99, "attempts": [], "future": true}`
	m[kvProgress] = newer
	s, _, err := Open(kvProgress)
	var ro *ReadOnlyError
	require.ErrorAs(t, err, &ro)
	assert.Equal(t, 99, ro.Newer)
	assert.ErrorAs(t, s.Update(answer), &ro)
	assert.Equal(t, newer, m[kvProgress])
	assert.ErrorAs(t, WriteDoc(ProgressKind, kvProgress, New()), &ro, "WriteDoc refuses too")
	assert.Equal(t, newer, m[kvProgress])
}

// TestKeyValueTwoTabsKeepBothAnswers: two pages open on the same storage each save their answer;
// the second save re-reads the first's and adds to it.
func TestKeyValueTwoTabsKeepBothAnswers(t *testing.T) {
	inKV(t)
	a, _, err := Open(kvProgress)
	require.NoError(t, err)
	b, _, err := Open(kvProgress)
	require.NoError(t, err)
	require.NoError(t, a.Update(answer))
	require.NoError(t, b.Update(answer))
	c, _, err := Open(kvProgress)
	require.NoError(t, err)
	c.View(func(p *Progress) { assert.Len(t, p.Attempts, 2) })
}

// fullKV refuses to save while full is set, as a browser over its quota does.
type fullKV struct {
	MapKV
	full bool
}

func (f *fullKV) Set(k, v string) error {
	if f.full {
		return errors.New("QuotaExceededError")
	}
	return f.MapKV.Set(k, v)
}

// TestKeyValueFullStorageKeepsTheAnswer: a refused save is reported, the answer stays in memory
// and is saved with the next save that succeeds.
func TestKeyValueFullStorageKeepsTheAnswer(t *testing.T) {
	kv := &fullKV{MapKV: MapKV{}}
	old := storage
	storage = NewKeyValue(kv)
	t.Cleanup(func() { storage = old })
	s, _, err := Open(kvProgress)
	require.NoError(t, err)
	kv.full = true
	require.ErrorContains(t, s.Update(answer), "QuotaExceededError")
	kv.full = false
	require.NoError(t, s.Update(answer))
	d, _, err := Open(kvProgress)
	require.NoError(t, err)
	d.View(func(p *Progress) { assert.Len(t, p.Attempts, 2) })
}

// TestKeyValueSettings: settings round-trip through the key-value storage, and a damaged value is
// set aside there too.
func TestKeyValueSettings(t *testing.T) {
	m := inKV(t)
	const path = "/local-storage/belote/settings.json"
	set := DefaultSettings()
	set.Lang = "fr"
	require.NoError(t, SaveSettings(path, set))
	got, bad, dmg, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Nil(t, dmg)
	assert.Empty(t, bad)
	assert.Equal(t, "fr", got.Lang)
	m[path] = "[1"
	_, _, dmg, err = LoadSettings(path)
	require.NoError(t, err)
	require.NotNil(t, dmg)
	assert.Equal(t, "[1", m[dmg.Aside])
}

// TestExportImport: progress exported from the terminal's file imports into the browser's
// storage; what it replaces is kept; what is not progress, or is newer, is refused unchanged.
func TestExportImport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	term, _, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, term.Update(func(p *Progress) { p.Record(Attempt{Kind: "quiz", Themes: []string{"K4"}, Right: true}) }))
	exported, err := term.Export()
	require.NoError(t, err)
	onDisk, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(onDisk), string(exported), "the export is the file")

	m := inKV(t)
	web, _, err := Open(kvProgress)
	require.NoError(t, err)
	require.NoError(t, web.Update(answer))
	before := m[kvProgress]

	for name, data := range map[string]string{
		"not JSON": "hello",
		"bad":      `{"version": 2, "kinds": {"drill": {"right": -1, "total": 0}}}`,
		"newer":    `{"version": 99}`,
	} {
		require.Error(t, web.Import([]byte(data)), name)
		assert.Equal(t, before, m[kvProgress], name)
	}
	require.NoError(t, web.Import(exported))
	web.View(func(p *Progress) { assert.Equal(t, 1, p.Themes["K4"].Total) })
	assert.Equal(t, string(exported), m[kvProgress])
	var kept []string
	for k := range m {
		if strings.HasPrefix(k, kvProgress+".before-import-") {
			kept = append(kept, k)
		}
	}
	require.Len(t, kept, 1)
	assert.Equal(t, before, m[kept[0]])
	require.NoError(t, web.Update(answer), "saves go on after an import")
}
