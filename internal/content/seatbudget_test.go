package content

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/strict"
)

// seatPuzzle writes a hidden-hand puzzle of 7 cards a hand: South won the first trick and leads,
// East's seven cards are known, and West's known cards fix how many layouts are left (the other
// eleven, or twelve, unseen cards split between North and West): 330 layouts with wKnown of 3
// cards, 792 with 2.
func seatPuzzle(id string, wKnown string) string {
	return fmt.Sprintf(`
[[puzzle]]
id = %q
kind = "best"
variant = "classique"
difficulty = 4
themes = ["P0"]
prompt = { fr = "Quelle carte joues-tu ?", en = "Which card do you play?" }
point = { fr = "Compte les atouts.", en = "Count the trumps." }
trump = "H"
view = "seat"
hand = ["10S", "JS", "QS", "KS", "AH", "KH", "QH"]
history = [{ leader = "S", cards = ["AS", "7S", "8S", "9S"] }]
trick = { leader = "S", cards = [] }
known = { E = ["7D", "8D", "9D", "10D", "JD", "QD", "KD"], W = [%s] }
`, id, wKnown)
}

const seatPackHead = "[pack]\nid = \"seats\"\ntitle = { fr = \"Jeu caché\", en = \"Hidden\" }\n"

// loadSeats writes the pack and loads it into a library without the built-in content.
func loadSeats(t *testing.T, body string) (*Library, []string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "seats.toml")
	require.NoError(t, os.WriteFile(path, []byte(seatPackHead+body), 0o644))
	lib := &Library{ids: map[string]Problem{}, packIDs: map[string]Problem{}}
	var out []string
	probs := lib.AddPaths(path)
	strict.Sort(probs)
	for _, p := range probs {
		out = append(out, p.String())
	}
	return lib, out
}

// TestSeatBudgetRefusesAPuzzle: a hidden-hand puzzle of 792 layouts of 7 cards a hand (4752
// units) is left out with its file, line and id, and the file's other puzzles are still read: a
// problem of another puzzle is reported, a sound one loads.
func TestSeatBudgetRefusesAPuzzle(t *testing.T) {
	broken := strings.Replace(seatPuzzle("seats-002", `"AD", "7C", "8C"`), `"KS", "AH"`, `"KS", "1H"`, 1)
	lib, probs := loadSeats(t, seatPuzzle("seats-001", `"AD", "7C"`)+broken+seatPuzzle("seats-003", `"AD", "7C", "8C"`))
	require.Len(t, probs, 2, "%q", probs)
	assert.Regexp(t, `seats\.toml:\d+:\d+: \[seats-001\] .*costs 4752 units \(792 consistent layouts of 7 cards a hand, 6 units each.*more than the limit of 3000 units a puzzle.*: this puzzle is not loaded$`, probs[0])
	assert.Contains(t, probs[1], "[seats-002]")
	assert.Contains(t, probs[1], `"1H"`)
	assert.Nil(t, lib.Puzzle("seats-001"))
	assert.NotNil(t, lib.Puzzle("seats-003"), "330 layouts of 7 cards (1980 units) fit")
}

// TestSeatBudgetAllFiles: ten puzzles of 1980 units fit in the 20,000 of all the user's files;
// the eleventh is left out, in whichever file it is.
func TestSeatBudgetAllFiles(t *testing.T) {
	var b strings.Builder
	for i := range 11 {
		b.WriteString(seatPuzzle(fmt.Sprintf("seats-%03d", i+1), `"AD", "7C", "8C"`))
	}
	lib, probs := loadSeats(t, b.String())
	require.Len(t, probs, 1, "%q", probs)
	assert.Regexp(t, `\[seats-011\] .*more evaluation than the limit of 20000 units.*costs 1980 units.*200 units are left: this puzzle is not loaded$`, probs[0])
	assert.Len(t, lib.Puzzles(), 10)
}

// TestSeatBudgetRefusesALesson: a lesson whose step is a hidden-hand puzzle past the limit is not
// loaded (as a lesson with a broken step), and says which step.
func TestSeatBudgetRefusesALesson(t *testing.T) {
	step := strings.Replace(seatPuzzle("", `"AD", "7C"`), "[[puzzle]]\nid = \"\"\n", "", 1)
	lesson := `id = "counting"
chapter = { fr = "Jeu caché", en = "Hidden hands" }
title = { fr = "Compter", en = "Counting" }
summary = { fr = "Compte les atouts.", en = "Count the trumps." }
rules = ["P0"]

[[step]]
text = { fr = "Compte les atouts tombés.", en = "Count the trumps played." }

[[step]]
text = { fr = "Compte ceux qui restent.", en = "Count those left." }

[[step]]
text = { fr = "À toi.", en = "Your turn." }
[step.puzzle]
` + step
	path := filepath.Join(t.TempDir(), "01-counting.toml")
	require.NoError(t, os.WriteFile(path, []byte(lesson), 0o644))
	lib := &Library{ids: map[string]Problem{}, packIDs: map[string]Problem{}}
	probs := lib.AddPaths(path)
	require.Len(t, probs, 1, "%v", probs)
	assert.Contains(t, probs[0].String(), "[counting-step-3] ")
	assert.Contains(t, probs[0].String(), "costs 4752 units")
	assert.True(t, strings.HasSuffix(probs[0].String(), ": the lesson counting is not loaded"), probs[0].String())
	assert.Empty(t, lib.Lessons)
	assert.Zero(t, lib.userSeat, "a refused lesson spends nothing")
}
