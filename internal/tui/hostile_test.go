package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
)

// TestContentTagsShownAsWritten: tview tags in a user's chapter, lesson title or pack title
// ([red], [::b], ["region"]) are shown as written in the lists, never interpreted.
func TestContentTagsShownAsWritten(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("testdata/lesson/05-house-notes.toml")
	require.NoError(t, err)
	lesson := strings.NewReplacer(`en = "The table"`, `en = "[red]Club[-]"`, `en = "Our table's habits"`, `en = "[::b]Ours[\"r\"]"`).Replace(string(src))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "05-house-notes.toml"), []byte(lesson), 0o644))
	pack := `[pack]
id = "tags"
title = { fr = "[yellow]Jaune", en = "[yellow]Yellow" }

[[puzzle]]
id = "tags-001"
kind = "legal"
variant = "classique"
difficulty = 5
themes = ["P5"]
prompt = { fr = "Que joues-tu ?", en = "What may you play?" }
point = { fr = "Surcoupe.", en = "Overtrump." }
trump = "H"
hand = ["8H", "QH", "7D", "9C"]
trick = ["AS", "7H"]
leader = "N"
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "tags.toml"), []byte(pack), 0o644))
	opts := testOptions(t, app.EN)
	opts.ContentDirs = []string{dir}
	hs := start(t, opts, 100, 40)
	hs.do(func() { require.NoError(t, hs.ui.Open("lessons")) })
	hs.waitFor("── [red]Club[-] ──", `[::b]Ours["r"]`)
	hs.do(func() { require.NoError(t, hs.ui.Open("puzzles")) })
	hs.key(tcell.KeyEnd) // the hardest puzzles come last, a user's pack after the built-in ones
	hs.waitFor("[yellow]Yellow · 1")
}
