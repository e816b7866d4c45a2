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
		assert.Equal(t, 1, p.Review["legal-001"].Reps)
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
