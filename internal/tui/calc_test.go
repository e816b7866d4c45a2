package tui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// calcOn opens the calculator on variant, with the focus on the card grid (Tab after the six
// fields of the form).
func calcOn(t *testing.T, lang app.Lang, variant string) *harness {
	t.Helper()
	hs := start(t, testOptions(t, lang), 80, 24)
	hs.runes("6")
	hs.waitFor("90")
	hs.onLoop(func() {
		s := hs.ui.stack.Top().(*calcScreen)
		s.c.Variant = variant
		s.build()
	})
	for range 6 {
		hs.key(tcell.KeyTab)
	}
	return hs
}

// The learner picks an announcement's cards on the grid, with keys: the four jacks for NS, a
// tierce for EW; the score follows (A1, A5), and no card code is ever typed.
func TestCalculatorPicksAnnouncements(t *testing.T) {
	hs := calcOn(t, app.EN, "annonces")
	hs.waitFor("Space pick", "Enter announce")
	hs.runes("llll") // the jack of spades
	for range 4 {
		hs.runes(" j")
	}
	hs.waitFor("Picked: J♠ J♥ J♦ J♣")
	hs.key(tcell.KeyEnter)
	hs.waitFor("NS (you): carré J♠ J♥ J♦ J♣ (200)")
	hs.runes("t")
	hs.waitFor("Announcements of EW: pick their cards", "› EW")
	hs.runes("kkkhhhh") // 7♠ 8♠ 9♠
	hs.runes(" l l ")
	hs.key(tcell.KeyEnter)
	scr := hs.waitFor("EW: tierce 7♠ 8♠ 9♠ (20)")
	assert.NotContains(t, scr, "JS")
	hs.waitFor("NS scores 290")
	// A card already announced cannot be picked again (A3), and a non-announcement is refused (A1).
	hs.runes("hh ")
	hs.waitFor("already in an announcement")
	hs.runes("jj ")
	hs.key(tcell.KeyEnter)
	hs.waitFor("These cards make no announcement", "except 7s and 8s")
	hs.runes("x")
	hs.waitFor("EW: no announcement")
}

// Mouse: a click on a card of the grid picks it.
func TestCalculatorMousePick(t *testing.T) {
	hs := calcOn(t, app.FR, "marocaine")
	scr := hs.waitFor("Annonces de NS")
	for y, line := range strings.Split(scr, "\n") {
		if x := strings.Index(line, "Se"); x >= 0 {
			hs.sim.InjectMouse(len([]rune(line[:x])), y, tcell.Button1, tcell.ModNone)
			hs.sim.InjectMouse(len([]rune(line[:x])), y, tcell.ButtonNone, tcell.ModNone)
			break
		}
	}
	hs.waitFor("Choisies\u00a0: sota d'espadas", "[Se]") // the grid draws the table's tags, the line names the card
}

// The calculator's model refuses what the rules refuse, in words (A1, A3).
func TestCalculatorModelPicks(t *testing.T) {
	c := app.NewCalculator("annonces")
	jacks := []engine.Card{engine.NewCard(engine.Jack, engine.Spades), engine.NewCard(engine.Jack, engine.Hearts)}
	for _, j := range jacks {
		assert.NoError(t, c.Pick(j))
	}
	err := c.Announce()
	assert.Equal(t, "Ces cartes ne forment pas une annonce : il faut au moins trois cartes qui se suivent dans une couleur, ou un carré (quatre cartes de même hauteur, sauf les 7 et les 8) (A1).",
		strings.ReplaceAll(app.CalcMessage(app.FR, app.Display{Lang: app.FR}, err), "\u00a0", " "))
	assert.Contains(t, app.CalcMessage(app.FR, app.Display{Lang: app.FR, Face: engine.Spanish}, err), "sauf les 4 et les 5")
}
