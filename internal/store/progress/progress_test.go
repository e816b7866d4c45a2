package progress

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSaveAndReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "belote", "progress.json")
	s, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	now := time.Date(2026, 11, 29, 16, 0, 0, 0, time.UTC)
	require.NoError(t, s.Update(func(p *Progress) {
		p.Record(Attempt{When: now, Kind: "puzzle", ID: "legal-001", Themes: []string{"P5"}, Right: false})
		p.StepDone("follow-suit", 2)
		p.FinishLesson("follow-suit", 2)
	}))
	s2, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	s2.View(func(p *Progress) {
		assert.Equal(t, Tally{0, 1}, p.Themes["P5"])
		assert.Equal(t, []int{2}, p.Lessons["follow-suit"].Steps)
		assert.Equal(t, 2, p.Lessons["follow-suit"].Stars)
		assert.Equal(t, 1, p.Review["legal-001"].Box)
		assert.Len(t, p.Attempts, 1)
	})
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".progress.json.tmp-*"))
	assert.Empty(t, leftovers, "no temporary file is left behind")
}

func TestDamagedFileIsSetAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"version": 1, "themes": {`), 0o644))
	s, dmg, err := Open(path)
	require.NoError(t, err)
	require.NotNil(t, dmg)
	assert.Contains(t, dmg.Aside, "progress.json.damaged-")
	kept, err := os.ReadFile(dmg.Aside)
	require.NoError(t, err)
	assert.Equal(t, `{"version": 1, "themes": {`, string(kept), "the damaged file is kept as it was")
	_, err = os.Stat(path)
	assert.True(t, os.IsNotExist(err), "nothing is written until the next answer")
	require.NoError(t, s.Update(func(p *Progress) { p.Record(Attempt{Kind: "drill", Right: true}) }))
	_, dmg, err = Open(path)
	require.NoError(t, err)
	assert.Nil(t, dmg)
}

func TestLeitner(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name          string
		from          Leitner
		right, helped bool
		box           int
		wait          time.Duration
	}{
		{"first right", Leitner{}, true, false, 1, 10 * time.Minute},
		{"wrong goes back to 1", Leitner{Box: 4}, false, false, 1, 10 * time.Minute},
		{"right moves up", Leitner{Box: 2}, true, false, 3, 3 * 24 * time.Hour},
		{"helped stays", Leitner{Box: 3}, true, true, 3, 3 * 24 * time.Hour},
		{"top box stays", Leitner{Box: 5}, true, false, 5, 21 * 24 * time.Hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.from.Answer(tt.right, tt.helped, now)
			assert.Equal(t, tt.box, got.Box)
			assert.Equal(t, now.Add(tt.wait), got.Due)
		})
	}
}

func TestDue(t *testing.T) {
	p := New()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	p.Record(Attempt{When: now.Add(-time.Hour), Kind: "puzzle", ID: "a", Right: false})
	p.Record(Attempt{When: now.Add(-2 * time.Hour), Kind: "puzzle", ID: "b", Right: false})
	p.Record(Attempt{When: now, Kind: "puzzle", ID: "c", Right: true})
	assert.Equal(t, []string{"b", "a"}, p.Due(now))
}

func TestAttemptLogIsBounded(t *testing.T) {
	p := New()
	for range MaxAttempts + 10 {
		p.Record(Attempt{Kind: "drill", Right: true})
	}
	assert.Len(t, p.Attempts, MaxAttempts)
	assert.Equal(t, MaxAttempts+10, p.Kinds["drill"].Total, "tallies keep the whole history")
}

func TestSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s, _, dmg, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Nil(t, dmg)
	assert.Equal(t, DefaultSettings(), s)
	s.Variant, s.ASCII = "marocaine", true
	require.NoError(t, SaveSettings(path, s))
	got, _, _, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, s, got)

	require.NoError(t, os.WriteFile(path, []byte("not json"), 0o644))
	got, _, dmg, err = LoadSettings(path)
	require.NoError(t, err)
	require.NotNil(t, dmg)
	assert.Equal(t, DefaultSettings(), got)
}

func TestPaths(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	path := func(p string, err error) string { require.NoError(t, err); return p }
	assert.Equal(t, "/x/state/belote/progress.json", path(StatePath(env(map[string]string{"XDG_STATE_HOME": "/x/state", "HOME": "/h"}))))
	assert.Equal(t, "/h/.local/state/belote/progress.json", path(StatePath(env(map[string]string{"HOME": "/h"}))))
	assert.Equal(t, "/h/.local/state/belote/progress.json", path(StatePath(env(map[string]string{"XDG_STATE_HOME": "rel", "HOME": "/h"}))), "a relative XDG path is ignored")
	assert.Equal(t, "/h/.config/belote/settings.json", path(SettingsPath(env(map[string]string{"HOME": "/h"}))))
}

// TestVersion1Migrates: a version 1 file's single best streak is kept, under AllVariants (it was
// counted over every variant), and the next save writes version 2 without the old key.
func TestVersion1Migrates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"version": 1, "best_streak": 7, "kinds": {"drill": {"right": 7, "total": 9}}}`), 0o644))
	s, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg, "a version 1 file is ours, not damaged")
	s.View(func(p *Progress) {
		assert.Equal(t, 7, p.BestStreak(AllVariants))
		assert.Zero(t, p.BestStreak("classique"))
		assert.Equal(t, Tally{7, 9}, p.Kinds["drill"])
	})
	require.NoError(t, s.Update(func(p *Progress) { p.NoteStreak("marocaine", 3) }))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"version": 2`)
	assert.Contains(t, string(data), `"best_streaks": {`)
	assert.NotContains(t, string(data), `"best_streak":`)
	s2, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	s2.View(func(p *Progress) {
		assert.Equal(t, map[string]int{AllVariants: 7, "marocaine": 3}, p.BestStreaks)
	})
}

// TestVersion2RefusesTheOldKey: best_streak in a version 2 file is a hand edit gone wrong.
func TestVersion2RefusesTheOldKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"version": 2, "best_streak": 7}`), 0o644))
	_, dmg, err := Open(path)
	require.NoError(t, err)
	require.NotNil(t, dmg)
	assert.Contains(t, dmg.Err.Error(), "best_streak is a key of version 1")
}
