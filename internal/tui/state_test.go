package tui

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

func TestLoadStateDamagedSettings(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "s"), "XDG_CONFIG_HOME": filepath.Join(dir, "c"), "LANG": "fr_FR.UTF-8"}
	path := filepath.Join(dir, "c", "belote", "settings.json")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(`{"variant": 3`), 0o644))
	opts := LoadState(func(k string) string { return env[k] }, "")
	assert.Equal(t, app.FR, opts.Lang, "French from the locale")
	assert.Equal(t, progress.DefaultSettings(), opts.Settings)
	require.Len(t, opts.Notices, 1)
	assert.Contains(t, opts.Notices[0], "Le fichier de réglages était abîmé")
	assert.Empty(t, opts.ContentDirs, "no XDG_DATA_HOME and no HOME: no user folder")
}
