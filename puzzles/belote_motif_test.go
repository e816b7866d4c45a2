package puzzles

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

func beloteCase(t *testing.T, north, west string) (*Puzzle, Comparison) {
	t.Helper()
	// A 3-trick ending in francaise, trumps clubs, South on lead.
	return bestCase(t, "francaise", "C", fmt.Sprintf(`N = [%s], E = ["10S", "KH", "JD"], S = ["9S", "JS", "AC"], W = [%s]`, north, west),
		`leader = "S", cards = []`, "9S")
}

// Bringing down the belote holds only when an opponent holds both the K and the Q of trump (B1),
// the tempting line lets one of them win a trick and the best line makes them fall to North–South.
func TestBroughtDownBelote(t *testing.T) {
	// West holds K♣ Q♣: leading A♣ makes Q♣ fall at once; leading 9♠ lets West ruff with Q♣.
	p, c := beloteCase(t, `"AS", "9D", "AD"`, `"10D", "QC", "KC"`)
	require.Equal(t, engine.MustCard("AC"), c.Best.Card)
	sq, ok := broughtDownBelote(p, c)
	require.True(t, ok)
	assert.Equal(t, engine.West, sq.Holder)
	assert.Equal(t, 0, sq.Won, "West ruffs the 9♠ lead with the Q or K of trump")
	assert.Equal(t, []int{0}, sq.Fallen, "the Q♣ falls under the A♣ on this trick")
	assert.True(t, MotifHolds(Belote, p, c))

	// The same cards, but the K and Q split between North and West: nobody holds the belote.
	p, c = beloteCase(t, `"AS", "KC", "AD"`, `"10D", "QC", "9D"`)
	assert.False(t, MotifHolds(Belote, p, c), "no opponent holds both K and Q of trump")

	// North holds the belote: it is North–South's, there is nothing to bring down.
	p, c = beloteCase(t, `"AS", "QC", "KC"`, `"10D", "9D", "AD"`)
	assert.False(t, MotifHolds(Belote, p, c), "the belote is North–South's")
}

// In every built-in belote puzzle the holder plays both the K and the Q of trump in both lines, so
// the 20 go to the holder's team whatever South plays (B1, B2, B3): the teaching point says so,
// and the solver's values, trick points only, are the whole difference between the lines.
func TestBeloteStaysWithItsHolder(t *testing.T) {
	n := 0
	for _, p := range builtinBest(t) {
		if p.Motif != Belote {
			continue
		}
		n++
		c, err := Compare(context.Background(), p)
		require.NoError(t, err)
		sq, ok := broughtDownBelote(p, c)
		require.True(t, ok, p.ID)
		k, q := engine.NewCard(engine.King, p.Trump), engine.NewCard(engine.Queen, p.Trump)
		for _, line := range [][]LineTrick{c.Best.Line, c.Tempting.Line} {
			played := engine.Set(0)
			for _, tr := range line {
				played = played.Add(tr.CardOf(sq.Holder))
			}
			assert.True(t, engine.HoldsBelote(played, p.Trump), "%s: %s plays %s and %s", p.ID, sq.Holder, k, q)
		}
	}
	assert.GreaterOrEqual(t, n, 5)
}
