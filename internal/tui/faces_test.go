package tui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// englishSuit is a suit symbol with its English letter ("♠S", "♥ H"): a French table writes
// P C K T beside the symbols.
var englishSuit = regexp.MustCompile(`♠ ?S|♥ ?H|♦ ?D|♣ ?C`)

// At 80×24 in French, lesson 1 draws the jack, queen and king V, D, R, with the French suit
// letters beside the symbols, never J Q K nor S H D C (issue 10).
func TestLessonOneFrenchFacesAt80x24(t *testing.T) {
	hs := start(t, testOptions(t, app.FR), 80, 24)
	hs.waitFor("Calculatrice de score")
	lib, _ := hs.ui.library()
	var title string
	for _, ls := range lib.Lessons {
		if ls.ID == "cards" {
			title = ls.Title[explain.French]
		}
	}
	require.NotEmpty(t, title)
	hs.do(func() { hs.ui.openLesson("cards", 0) })
	scr := hs.waitFor(title, "│V  │", "│D  │", "│R  │", "♠P")
	assert.NotRegexp(t, `│[JQK] `, scr)
	assert.NotRegexp(t, englishSuit, scr)
}

// At 80×24 in French, a marocaine puzzle names its cards as Moroccan players do, sota, caballo,
// rey and the suits oros, copas, espadas, bastos, in its feedback as in the rows beside the
// table, and never by the code of the files ("12o") outside the table's own drawing.
func TestMarocaineScreenNamesCards(t *testing.T) {
	u, sim := seatUI(t, app.FR, 80, 24)
	var p *puzzles.Puzzle
	for _, q := range seatPuzzles(t, u) {
		if q.Variant.Name == "marocaine" && p == nil {
			p = q
		}
	}
	require.NotNil(t, p, "a marocaine seat puzzle")
	// Its answer first: without an event loop, the screen would stay on "computing" (off the UI
	// goroutine) and take no card.
	_, err := puzzles.Answer(p)
	require.NoError(t, err)
	ps := newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0)
	u.push(ps)
	scr := screenText(u, sim)
	for _, suit := range []string{"oros", "copas", "espadas", "bastos"} {
		assert.Contains(t, scr, suit, "the suits are named beside the table")
	}
	for _, line := range app.SeatKnown(app.FR, u.display(p.Face()), p.Seen) {
		assert.Contains(t, flow(scr), flow(line))
		assert.Empty(t, explain.CheckContent(line), "the known cards are named: %s", line)
	}
	ps.pv.pick(0)
	ps.pv.pick(0) // a wrong first try, then the answer
	scr = screenText(u, sim)
	text := ps.pv.feedback.Text()
	assert.Empty(t, explain.CheckContent(text), "no card code in the feedback:\n%s", text)
	named := 0
	for _, rank := range []string{"sota", "caballo", "rey"} {
		if strings.Contains(text, rank) {
			named++
		}
	}
	assert.Positive(t, named, "the feedback names the figures:\n%s", text)
	assert.Contains(t, scr, strings.Fields(text)[0])
}

// spanishCode is a Spanish card written as the files write it, with the number printed on the
// card ("12e", "11c", "10o", "1b"): a learner read it as a code, not as a rey, caballo or sota.
var spanishCode = regexp.MustCompile(`(^|[^0-9A-Za-z])1[012]?[ecob]\b`)

// At 80×24 and 120×40, in French and English, the Spanish cards of the table (the trick, the
// hand's boxes) and of a seat puzzle's trick record are written as the app names them: the
// trick by the cards' names when they fit ("2·caballo de copas"), else by the initials of the
// figures (S sota, C caballo, R rey) that a key under the record names, never by the number of
// the card; the record's rows keep their width.
func TestSpanishCardsOnTheTableAndTheRecord(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			u, sim := seatUI(t, l, size[0], size[1])
			lib, _ := u.library()
			p := lib.Puzzle("best-seat-charge-003")
			require.NotNil(t, p)
			_, err := puzzles.Answer(p)
			require.NoError(t, err)
			ps := newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0)
			u.push(ps)
			scr := screenText(u, sim)
			assert.NotRegexp(t, spanishCode, scr, "%v %v:\n%s", l, size, scr)
			assert.Contains(t, scr, "C caballo", "the key names the figures")
			assert.Contains(t, scr, "│C  │", "the hand's caballo d'espadas")
			for _, row := range ps.pv.tricks.Rows() {
				assert.LessOrEqual(t, len([]rune(row)), app.SeatTrickWidth, row)
			}
			if size[0] == 120 {
				assert.Contains(t, scr, "sota "+map[app.Lang]string{app.FR: "de", app.EN: "of"}[l]+" copas", "the trick names its cards")
			}
		}
	}
	// An open table (a legal-card drill) at 80×24 names the trick's cards.
	u, sim := seatUI(t, app.FR, 80, 24)
	lib, _ := u.library()
	p := lib.Puzzle("legal-discard-006")
	require.NotNil(t, p)
	u.push(newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0))
	scr := screenText(u, sim)
	assert.Contains(t, scr, "1·rey d'espadas")
	assert.Contains(t, scr, "2·caballo de bastos*")
	assert.NotRegexp(t, spanishCode, scr)
}
