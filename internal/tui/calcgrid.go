package tui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// cardGrid is the calculator's card table: the 32 cards, one suit a row in sequence order (C3),
// in the chosen variant's face, from which the learner picks each announcement's cards. Picked
// cards are shown in brackets, cards already announced as "·" (a sign, not only a colour); under
// the grid, the cards picked so far and each team's announcements.
type cardGrid struct {
	*tview.Box
	s      *calcScreen
	cursor int // index in app.CalcDeck()
	hits   []hit
}

// cardGridHeight is the rows the grid needs: its title, the four suits, the picked cards and the
// two teams' announcements.
const cardGridHeight = 8

// cellWidth is the width of one card of the grid: "[10♠]".
const cellWidth = 5

var calcDeck = app.CalcDeck()

func newCardGrid(s *calcScreen) *cardGrid {
	return &cardGrid{Box: tview.NewBox(), s: s}
}

func (g *cardGrid) card() engine.Card { return calcDeck[g.cursor] }

// move moves the cursor by dx cards along a suit and dy suits, stopping at the edges.
func (g *cardGrid) move(dx, dy int) {
	row, col := g.cursor/8+dy, g.cursor%8+dx
	g.cursor = min(max(row, 0), 3)*8 + min(max(col, 0), 7)
}

// Draw draws the grid's title, the cards, the picked cards and the announcements.
func (g *cardGrid) Draw(screen tcell.Screen) {
	g.DrawForSubclass(screen, g)
	x, y, w, h := g.GetInnerRect()
	if w < 8*cellWidth || h < cardGridHeight {
		return
	}
	s := g.s
	l, c, d := s.ui.lang, s.c, s.display()
	title := app.T(l, "calc.pick", "team", app.TeamName(l, c.Team))
	if v, ok := engine.Builtin(c.Variant); ok && !v.Announcements {
		title = app.T(l, "calc.noann")
	}
	put(screen, x, y, w, title, tcell.StyleDefault.Bold(true))
	g.hits = g.hits[:0]
	used := c.Used()
	for i, card := range calcDeck {
		cx, cy := x+(i%8)*cellWidth, y+1+i/8
		label := " " + d.Tag(card) + " "
		switch {
		case used.Has(card):
			label = "  ·  " // in an announcement already (A3): named in the lines below
		case c.Picked.Has(card):
			label = "[" + d.Tag(card) + "]"
		}
		st := s.ui.cardStyle(d.Face, card)
		if i == g.cursor && g.HasFocus() {
			st = st.Reverse(true)
		}
		put(screen, cx, cy, cellWidth, pad(label, cellWidth), st)
		g.hits = append(g.hits, hit{cx, cx + cellWidth, cy, cy + 1, i})
	}
	if !c.Picked.Empty() {
		put(screen, x, y+5, w, app.T(l, "calc.picked", "cards", d.Shorts(c.Picked.Cards())), tcell.StyleDefault)
	}
	for k, t := range calcTeams {
		mark := "  "
		if t == c.Team {
			mark = "› " // the team being picked, by a sign as well as the title
		}
		line := mark + app.T(l, "calc.decl", "team", app.TeamName(l, t), "list", app.DescribeDeclaration(l, d, c.Declared[t]))
		put(screen, x, y+6+k, w, line, tcell.StyleDefault)
	}
}

// MouseHandler picks the clicked card (and gives the grid the focus).
func (g *cardGrid) MouseHandler() func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
	return g.WrapMouseHandler(func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
		if action != tview.MouseLeftClick || !g.InRect(event.Position()) {
			return false, nil
		}
		setFocus(g)
		mx, my := event.Position()
		for _, h := range g.hits {
			if mx >= h.x0 && mx < h.x1 && my >= h.y0 && my < h.y1 {
				g.cursor = h.i
				g.s.pick(g.card())
				break
			}
		}
		g.s.ui.chrome()
		return true, nil
	})
}
