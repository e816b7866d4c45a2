package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// TestFooterNumbersFollowTheHand: the number keys' hint says the range of the cards shown, with
// the plural it needs ("1-5 cartes", "1 carte"), in the footer and the help; a question without
// cards to pick (a count puzzle) does not offer them.
func TestFooterNumbersFollowTheHand(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		u := New(testOptions(t, l))
		s := newDrillScreen(u)
		u.push(s)
		seen := map[int]bool{}
		for range 200 {
			s.d.Next()
			s.show()
			n := len(s.d.Hand())
			seen[n] = true
			want := fmt.Sprintf("1-%d %s", n, map[app.Lang]string{app.FR: "cartes", app.EN: "cards"}[l])
			if n == 1 {
				want = "1 " + map[app.Lang]string{app.FR: "carte", app.EN: "card"}[l]
			}
			footer := u.footerText()
			require.Contains(t, footer, " "+want+" ·", "hand of %d", n)
			assert.Contains(t, u.helpText(), "\n "+strings.Fields(want)[0]+" ", "hand of %d", n)
		}
		assert.GreaterOrEqual(t, len(seen), 3, "drills of several hand sizes: %v", seen)
		var count *puzzles.Puzzle
		lib, _ := u.library()
		for _, p := range lib.Puzzles() {
			if p.Kind == puzzles.KindCount {
				count = p
				break
			}
		}
		require.NotNil(t, count)
		u.push(newPuzzleScreen(u, []*puzzles.Puzzle{count}, 0))
		footer := u.footerText()
		assert.False(t, strings.Contains(footer, " 1-") || strings.Contains(footer, " 1 card") || strings.Contains(footer, " 1 carte"), footer)
	}
}
