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

// TestNoHomeWritesNothing: with HOME and the XDG variables unset, the trainer says where progress
// would go and runs without saving; nothing is written into the current folder.
func TestNoHomeWritesNothing(t *testing.T) {
	cwd := t.TempDir()
	t.Chdir(cwd)
	opts := LoadState(func(string) string { return "" }, "en")
	assert.Contains(t, opts.Notices, app.T(app.EN, "progress.nohome"))
	assert.Contains(t, opts.Notices, app.T(app.EN, "settings.nohome"))
	assert.Contains(t, app.T(app.EN, "progress.nohome"), "~/.local/state/belote/")
	hs := start(t, opts, 80, 24)
	hs.waitFor("Neither HOME nor XDG_STATE_HOME is set")
	hs.runes("2")
	hs.waitFor("Your turn")
	hs.runes("1")
	hs.waitFor("Legal cards:")
	hs.stop()
	require.Error(t, opts.Store.Update(func(p *progress.Progress) {}))
	require.Error(t, progress.SaveSettings(opts.SettingsPath, opts.Settings))
	left, _ := filepath.Glob(filepath.Join(cwd, "*"))
	assert.Empty(t, left, "nothing written into the current folder")
}

// TestUnknownSettingValuesAreReported: a variant, language or face this version does not know is
// named on the home screen, not silently replaced.
func TestUnknownSettingValuesAreReported(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "s"), "XDG_CONFIG_HOME": filepath.Join(dir, "c")}
	path := filepath.Join(dir, "c", "belote", "settings.json")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(`{"version": 1, "variant": "belote-rose", "lang": "en", "face": "tarot", "colour": true}`), 0o644))
	opts := LoadState(func(k string) string { return env[k] }, "")
	assert.Equal(t, []string{
		`Unknown setting in ` + path + `: variant = "belote-rose"; "classique" is used instead.`,
		`Unknown setting in ` + path + `: face = "tarot"; "" is used instead.`,
	}, opts.Notices)
	fr := LoadState(func(k string) string { return env[k] }, "fr")
	assert.Contains(t, fr.Notices[0], "Réglage inconnu")
}

// TestUnreadableProgressSaysSo: a folder where progress.json should be is left alone, and the home
// screen says nothing will be saved.
func TestUnreadableProgressSaysSo(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "s"), "XDG_CONFIG_HOME": filepath.Join(dir, "c")}
	path := filepath.Join(dir, "s", "belote", "progress.json")
	require.NoError(t, os.MkdirAll(path, 0o755))
	opts := LoadState(func(k string) string { return env[k] }, "en")
	hs := start(t, opts, 100, 30)
	hs.waitFor("Progress unreadable", "is a directory", "the file is left as it is")
	hs.stop()
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.True(t, fi.IsDir())
}

// TestSetAsideSavedGameIsShown: a saved practice game that cannot be resumed is set aside, and the
// practice menu says so (the notice outlives the screen change that clears the status line).
func TestSetAsideSavedGameIsShown(t *testing.T) {
	opts := testOptions(t, app.EN)
	current := filepath.Join(filepath.Dir(opts.Store.Path), "practice.json")
	require.NoError(t, os.MkdirAll(filepath.Dir(current), 0o755))
	require.NoError(t, os.WriteFile(current, []byte(`{"version": 1, "variant": "classique", "level": "fort", "deals": [{"dealer": "X"}]}`), 0o644))
	hs := start(t, opts, 110, 40)
	hs.runes(practiceKey())
	hs.waitFor("The saved game could not be resumed", "practice.json.damaged-", "Start the game")
	hs.stop()
	aside, _ := filepath.Glob(current + ".damaged-*")
	require.Len(t, aside, 1)
}

// TestSecondTrainerKnows: a second trainer on the same folder says so on its home screen.
func TestSecondTrainerKnows(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "s"), "XDG_CONFIG_HOME": filepath.Join(dir, "c")}
	first := LoadState(func(k string) string { return env[k] }, "en")
	defer first.Store.Close()
	assert.Empty(t, first.Notices)
	second := LoadState(func(k string) string { return env[k] }, "fr")
	defer second.Store.Close()
	assert.Equal(t, []string{app.T(app.FR, "progress.shared")}, second.Notices)
}
