package tui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/app"
)

// trickRecord draws a seat puzzle's finished tricks beside the table (app.SeatTrickRows), each
// card in its suit's colour as on the table; the marks › (led) and * (won) are signs, so the
// record reads without colour too.
type trickRecord struct {
	*tview.Box
	table *CardTable // for the display settings and the card colours
	pos   *evaluate.Position
}

// newTrickRecord returns an empty record; its left column stays blank, apart from the table's
// East label.
func newTrickRecord(ct *CardTable) *trickRecord {
	r := &trickRecord{Box: tview.NewBox(), table: ct}
	r.SetBorderPadding(0, 0, 2, 0)
	return r
}

// Rows are the record's lines as drawn, for tests.
func (r *trickRecord) Rows() []string {
	if r.pos == nil {
		return nil
	}
	return app.SeatTrickRows(r.table.ui.lang, r.table.disp(), r.pos)
}

func (r *trickRecord) Draw(screen tcell.Screen) {
	r.DrawForSubclass(screen, r)
	x, y, w, h := r.GetInnerRect()
	rows := r.Rows()
	if len(rows) == 0 {
		return
	}
	d := r.table.disp()
	cards := app.SeatTrickCards(r.pos)
	for i, row := range rows {
		if i >= h {
			break
		}
		st := tcell.StyleDefault
		if i < 2 {
			st = st.Bold(true) // the legend and the seats' header
		}
		put(screen, x, y+i, w, row, st)
		if i < 2 || i-2 >= len(cards) { // the legend, the header and the suits' key have no card
			continue
		}
		for k, c := range cards[i-2] {
			if col := app.SeatTrickColumn(k); col < w {
				put(screen, x+col, y+i, w-col, d.Tag(c), r.table.cardStyle(c))
			}
		}
	}
}
