package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// TestPracticeFilesNeverOverwriteUnread: a saved game that cannot be read, or comes from a newer
// version, is neither replaced by the next save nor discarded; one without a version is set aside.
func TestPracticeFilesNeverOverwriteUnread(t *testing.T) {
	p, err := NewPractice(PracticeOptions{Variant: "classique", Level: bot.Debutant, Seed: 3})
	require.NoError(t, err)
	p.Start()
	var ro *progress.ReadOnlyError
	t.Run("newer", func(t *testing.T) {
		f := NewPracticeFiles(t.TempDir())
		src := `{"version": 9, "variant": "classique", "deals": []}`
		require.NoError(t, os.WriteFile(f.Current, []byte(src), 0o644))
		_, err := f.LoadCurrent()
		require.ErrorAs(t, err, &ro)
		assert.Equal(t, 9, ro.Newer)
		require.ErrorAs(t, f.Save(p, time.Now()), &ro)
		require.Error(t, f.Discard())
		kept, _ := os.ReadFile(f.Current)
		assert.Equal(t, src, string(kept))
	})
	t.Run("a folder in its place", func(t *testing.T) {
		f := NewPracticeFiles(t.TempDir())
		require.NoError(t, os.Mkdir(f.Current, 0o755))
		require.NoError(t, os.Mkdir(f.History, 0o755))
		_, err := f.LoadCurrent()
		require.ErrorAs(t, err, &ro)
		_, err = f.LoadHistory()
		require.ErrorAs(t, err, &ro)
		require.Error(t, f.Save(p, time.Now()))
		fi, err := os.Stat(f.Current)
		require.NoError(t, err)
		assert.True(t, fi.IsDir())
	})
	t.Run("no version", func(t *testing.T) {
		f := NewPracticeFiles(t.TempDir())
		require.NoError(t, os.WriteFile(f.Current, []byte(`{"variant": "classique"}`), 0o644))
		_, err := f.LoadCurrent()
		var dmg *progress.Damaged
		require.ErrorAs(t, err, &dmg)
		aside, _ := filepath.Glob(f.Current + ".damaged-*")
		assert.Len(t, aside, 1)
		require.NoError(t, f.Save(p, time.Now()), "the set-aside file is kept; a new game is saved")
	})
}
