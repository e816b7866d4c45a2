package tui

import (
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// CardTable draws the table from South's seat (tview's custom primitive recipe): the four seats
// with dealer and taker marks, the trump, the trick in the middle with who played what and in which
// order, the learner's hand sorted by suit, and the other hands when a puzzle opens them.
type CardTable struct {
	*tview.Box
	ui         *UI
	Table      app.Table
	Hand       []engine.Card // South's cards in display order (the cards a question is about)
	Cursor     int           // -1: no cursor
	Ticked     engine.Set    // cards ticked in a "which cards?" question
	Verdict    engine.Set    // once answered: the legal cards, marked ✓ (the others ✗)
	Judged     bool
	HideMaster bool        // do not mark the winning card (a "which card wins?" question)
	OnPick     func(i int) // a hand card was clicked
	// Choices are buttons drawn beside the retourne during the bidding (the bids the learner may
	// make, then pass); OnChoice gets the index of the one clicked.
	Choices  []string
	OnChoice func(i int)
	hits     []hit
	choices  []hit
}

type hit struct{ x0, x1, y0, y1, i int }

// CardTableHeight is the most rows the table needs: with North's hand open and South's hand.
const CardTableHeight = 12

// Height is the number of rows the table needs for what it shows: a row less when North's hand is
// hidden, five less without a hand for South.
func (ct *CardTable) Height() int {
	h := CardTableHeight
	if !ct.Table.Open[engine.North] {
		h--
	}
	if len(ct.Hand) == 0 {
		h -= 5
	}
	return h
}

// NewCardTable returns an empty table drawn with the UI's display settings.
func NewCardTable(ui *UI) *CardTable {
	return &CardTable{Box: tview.NewBox(), ui: ui, Cursor: -1}
}

// Show sets what the table shows; hand is South's cards in display order.
// cards is how many cards of the hand the table shows (the number keys pick among them).
func (ct *CardTable) cards() int { return len(ct.Hand) }

func (ct *CardTable) Show(t app.Table, hand []engine.Card) {
	ct.Table, ct.Hand = t, hand
	ct.Cursor, ct.Ticked, ct.Verdict, ct.Judged = -1, 0, 0, false
}

func (ct *CardTable) disp() app.Display { return ct.ui.display(ct.Table.Face) }

// cardStyle colours a card by its suit: in the French face red for hearts and diamonds and the
// default colour for the others, in the Spanish face the deck's own colours (oros yellow, copas
// red, espadas blue, bastos green). The symbol or letter always says the suit, so colour is only a
// help (STYLE.md: never the only signal), and NO_COLOR turns it off.
func (ct *CardTable) cardStyle(c engine.Card) tcell.Style { return ct.ui.cardStyle(ct.disp().Face, c) }

// cardStyle colours card c in face f (see CardTable.cardStyle).
func (u *UI) cardStyle(f engine.Face, c engine.Card) tcell.Style {
	st := tcell.StyleDefault
	if !u.colour() {
		return st
	}
	if f == engine.Spanish {
		return st.Foreground(spanishColours[c.Suit()])
	}
	if c.Suit() == engine.Hearts || c.Suit() == engine.Diamonds {
		st = st.Foreground(tcell.ColorRed)
	}
	return st
}

// spanishColours are the colours of the Spanish deck's suits, in suit order (espadas, copas, oros,
// bastos).
var spanishColours = [4]tcell.Color{tcell.ColorBlue, tcell.ColorRed, tcell.ColorYellow, tcell.ColorGreen}

// Draw draws the table in the box's inner rectangle.
func (ct *CardTable) Draw(screen tcell.Screen) {
	ct.DrawForSubclass(screen, ct)
	x, y, w, h := ct.GetInnerRect()
	if w < 20 || h < 6 {
		return
	}
	l := ct.ui.lang
	t := ct.Table
	d := ct.disp()
	put(screen, x, y, w, ct.infoLine(w), tcell.StyleDefault.Bold(true))
	cx := x + w/2
	// The seats: North at the top, West left, East right, South (the learner) above the hand.
	ct.seatLabel(screen, engine.North, cx-w/4, y+1, w/2, tview.AlignCenter)
	ct.openHand(screen, engine.North, cx-w/4, y+2, w/2, tview.AlignCenter)
	m := y + 3 // the row of North's card in the trick; one higher when North's hand is not shown
	if !ct.Table.Open[engine.North] {
		m--
	}
	// A side label may run to the North card of the trick (at cx-4): a narrow table (a seat
	// puzzle's, beside its trick record) still has room for "Ouest [P] (3 cartes)".
	side := max(w/3, cx-x-5)
	ct.seatLabel(screen, engine.West, x, m, side, tview.AlignLeft)
	ct.seatLabel(screen, engine.East, x+w-side, m, side, tview.AlignRight)
	ct.openHand(screen, engine.West, x, m+1, 17, tview.AlignLeft)
	ct.openHand(screen, engine.East, x+w-17, m+1, 17, tview.AlignRight)
	ct.drawTrick(screen, x, w, cx, m, side)
	if t.ShowRetourne {
		ct.drawRetourne(screen, cx, m)
	}
	ct.drawChoices(screen, cx+4, m+1, x+w-(cx+4))
	southLabel := app.SeatName(l, engine.South) + ct.marks(engine.South)
	put(screen, cx-len([]rune(southLabel))/2, m+3, w/2, southLabel, tcell.StyleDefault)
	// The Spanish figures' initials, left of South's label when they fit (a seat puzzle's narrow
	// table has them in its trick record's key).
	if key := strings.Join(d.TagKey(), " · "); key != "" && ct.showsFigure() && len([]rune(key))+2 < cx-len([]rune(southLabel))/2-x {
		put(screen, x, m+3, len([]rune(key)), key, tcell.StyleDefault)
	}
	ct.drawHand(screen, x, m+4, w)
}

// showsFigure reports whether a sota, caballo or rey is on the table (the hand, the trick, an open
// hand, the retourne): the key of their initials is drawn only then.
func (ct *CardTable) showsFigure() bool {
	t := ct.Table
	shown := engine.SetOf(ct.Hand...) | engine.SetOf(t.Trick...)
	for s, h := range t.Hands {
		if t.Open[s] {
			shown |= h
		}
	}
	if t.ShowRetourne {
		shown = shown.Add(t.Retourne)
	}
	for _, c := range shown.Cards() {
		if r := c.Rank(); r == engine.Jack || r == engine.Queen || r == engine.King {
			return true
		}
	}
	return false
}

// drawTrick draws the trick: each card at its player's side (North on row m, West and East under
// it, South under them), with its place in the play order and * on the card now winning (W1).
// Spanish cards are named as in the sentences ("1·caballo de copas") when every name has room
// beside the open hands, else written as tags ("1·Cc").
func (ct *CardTable) drawTrick(screen tcell.Screen, x, w, cx, m, side int) {
	t, d := ct.Table, ct.disp()
	master := -1
	if len(t.Trick) > 0 && t.Trump < engine.NoSuit && !ct.HideMaster {
		master = engine.Winner(t.Trump, t.Trick)
	}
	// A side's room: from its open hand (17 columns) or the table's edge to two columns off the
	// middle.
	room := cx - x - 3
	if t.Open[engine.West] || t.Open[engine.East] {
		room -= 17
	}
	label := func(i int, name func(engine.Card) string) string {
		s := strconv.Itoa(i+1) + "·" + name(t.Trick[i])
		if i == master {
			s += "*" // the card now winning (W1), marked by a sign, not only by style
		}
		return s
	}
	// North's card shares its row with the side seats' labels.
	between := min(cx-x-len([]rune(ct.seatText(engine.West, side))), x+w-cx-len([]rune(ct.seatText(engine.East, side))))
	n := min(len(t.Trick), len(t.Seats))
	named := d.Face == engine.Spanish
	for i := range n {
		k := len([]rune(label(i, d.Short)))
		named = named && k <= room && (t.Seats[i] != engine.North || k/2+2 <= between)
	}
	for i := range n {
		st := ct.cardStyle(t.Trick[i])
		if i == master {
			st = st.Bold(true)
		}
		seat := t.Seats[i]
		if !named {
			spots := map[engine.Seat][2]int{engine.North: {cx - 4, m}, engine.West: {cx - 16, m + 1},
				engine.East: {cx + 8, m + 1}, engine.South: {cx - 4, m + 2}}
			put(screen, spots[seat][0], spots[seat][1], 9, label(i, d.Tag), st)
			continue
		}
		label := label(i, d.Short)
		n := len([]rune(label))
		switch seat {
		case engine.North:
			put(screen, cx-n/2, m, n, label, st)
		case engine.South:
			put(screen, cx-n/2, m+2, n, label, st)
		case engine.West:
			put(screen, cx-2-n, m+1, n, label, st)
		default:
			put(screen, cx+2, m+1, n, label, st)
		}
	}
}

// drawRetourne draws the turned-up card as a card in the middle of the table, named beside it.
func (ct *CardTable) drawRetourne(screen tcell.Screen, cx, y int) {
	c := ct.Table.Retourne
	label := []rune(ct.disp().Tag(c))
	face := string(label) + strings.Repeat(" ", max(3-len(label), 0))
	st := ct.cardStyle(c)
	put(screen, cx-3, y, 5, "┌───┐", tcell.StyleDefault)
	put(screen, cx-3, y+1, 1, "│", tcell.StyleDefault)
	put(screen, cx-2, y+1, 3, face, st.Bold(true))
	put(screen, cx+1, y+1, 1, "│", tcell.StyleDefault)
	put(screen, cx-3, y+2, 5, "└───┘", tcell.StyleDefault)
	name := app.T(ct.ui.lang, "pr.retourne")
	put(screen, cx-4-len([]rune(name)), y+1, len([]rune(name)), name, tcell.StyleDefault)
}

// drawChoices draws the bid buttons from (x, y), wrapping to the next row when the row is full.
func (ct *CardTable) drawChoices(screen tcell.Screen, x, y, w int) {
	ct.choices = ct.choices[:0]
	cx, cy := x, y
	for i, c := range ct.Choices {
		n := len([]rune(c))
		if cx > x && cx+n > x+w {
			cx, cy = x, cy+1
		}
		put(screen, cx, cy, min(n, w), c, tcell.StyleDefault.Bold(true))
		ct.choices = append(ct.choices, hit{cx, cx + n, cy, cy + 1, i})
		cx += n + 1
	}
}

// infoLine states the trump in words, symbol and letter, the trick number, and the legend of the
// marks when it fits in w cells (a narrow table's seat labels and feedback say who took).
func (ct *CardTable) infoLine(w int) string {
	l, t, d := ct.ui.lang, ct.Table, ct.disp()
	s := app.T(l, "table.trump") + " "
	if t.Trump < engine.NoSuit {
		s += d.SuitSign(t.Trump) + " (" + d.SuitName(t.Trump) + ")"
	} else {
		s += "-"
	}
	trick := ""
	if t.TrickNo > 0 {
		trick = "   " + app.T(l, "table.trick", "n", t.TrickNo)
	}
	if t.Dealer >= engine.NoSeat && t.Taker >= engine.NoSeat {
		return s + trick
	}
	key := app.Key("table.legend")
	if t.Dealer >= engine.NoSeat {
		key = "table.legend.taker" // a seat puzzle's table: a taker, no dealer
	}
	legend := "   " + app.T(l, key)
	// The legend says what [P] means; on a narrow table (a seat puzzle's, beside its trick
	// record, where the rows are numbered) it takes the place of the trick number.
	switch {
	case len([]rune(s+trick+legend)) <= w:
		return s + trick + legend
	case len([]rune(s+legend)) <= w:
		return s + legend
	}
	return s + trick
}

func (ct *CardTable) marks(s engine.Seat) string {
	l, t := ct.ui.lang, ct.Table
	m := ""
	if t.Dealer == s {
		m += " [" + app.T(l, "table.dealer") + "]"
	}
	if t.Taker == s {
		m += " [" + app.T(l, "table.taker") + "]"
	}
	return m
}

func (ct *CardTable) seatLabel(screen tcell.Screen, s engine.Seat, x, y, w, align int) {
	putAligned(screen, x, y, w, ct.seatText(s, w), align, tcell.StyleDefault)
}

// seatText is a seat's label in w cells: its name, its marks and, for a hidden hand, its size.
func (ct *CardTable) seatText(s engine.Seat, w int) string {
	label := app.SeatName(ct.ui.lang, s) + ct.marks(s)
	n := ct.Table.Hands[s].Len()
	if n == 0 {
		n = ct.Table.Backs[s] // a hidden hand of a seat puzzle: its size only
	}
	if n > 0 && !ct.Table.Open[s] {
		key := app.Key("table.cards")
		if n == 1 {
			key = "table.card"
		}
		count := " (" + app.T(ct.ui.lang, key, "n", n) + ")"
		if len([]rune(label+count)) > w {
			count = " (" + strconv.Itoa(n) + ")" // a narrow table: the number alone, never cut
		}
		label += count
	}
	return label
}

// openHand writes a hand shown face up (puzzles with open hands), on two lines when long.
func (ct *CardTable) openHand(screen tcell.Screen, s engine.Seat, x, y, w, align int) {
	if !ct.Table.Open[s] || s == engine.South {
		return
	}
	cards := app.SortHand(ct.Table.Hands[s], ct.Table.Trump)
	d := ct.disp()
	for row := 0; len(cards) > 0 && row < 2; row++ {
		n := min(len(cards), 4)
		if s == engine.North {
			n = len(cards)
		}
		putAligned(screen, x, y+row, w, d.Tags(cards[:n]), align, tcell.StyleDefault)
		cards = cards[n:]
	}
}

// drawHand draws South's cards as boxes with the rank, the suit symbol and letter, the number key
// under each, the cursor, the ticks and, once answered, ✓ for legal and ✗ for illegal cards.
func (ct *CardTable) drawHand(screen tcell.Screen, x, y, w int) {
	ct.hits = ct.hits[:0]
	n := len(ct.Hand)
	if n == 0 {
		return
	}
	cw := 6
	if n*cw > w {
		cw = max(w/n, 4)
	}
	left := x + (w-n*cw)/2
	ascii := ct.ui.ascii()
	for i, c := range ct.Hand {
		cx := left + i*cw
		st := ct.cardStyle(c)
		if i == ct.Cursor {
			st = st.Reverse(true)
		}
		ct.drawCard(screen, cx, y, c, st, ascii)
		num := strconv.Itoa(i + 1)
		if i == ct.Cursor {
			num = "^" + num
		} else {
			num = " " + num
		}
		put(screen, cx, y+4, cw, num+ct.mark(c), tcell.StyleDefault.Bold(i == ct.Cursor))
		ct.hits = append(ct.hits, hit{cx, cx + 5, y, y + 4, i})
	}
}

func (ct *CardTable) mark(c engine.Card) string {
	switch {
	case ct.Judged && ct.Verdict.Has(c):
		return " ✓"
	case ct.Judged:
		return " ✗"
	case ct.Ticked.Has(c):
		return " [x]"
	case ct.Table.Highlight.Has(c):
		return " *"
	}
	return ""
}

func (ct *CardTable) drawCard(screen tcell.Screen, x, y int, c engine.Card, st tcell.Style, ascii bool) {
	d := ct.disp()
	rank := d.TagRank(c.Rank()) // V D R in French, J Q K in English, S C R in the Spanish face
	suit := d.SuitLetter(c.Suit())
	if !ascii && d.Face == engine.French {
		suit = c.Suit().Symbol() + suit // symbol and letter: readable without colour or font
	}
	top, mid, bot := "┌───┐", "│", "└───┘"
	if ascii {
		top, mid, bot = "+---+", "|", "+---+"
	}
	put(screen, x, y, 5, top, st)
	put(screen, x, y+1, 5, mid+pad(rank, 3)+mid, st)
	put(screen, x, y+2, 5, mid+pad(suit, 3)+mid, st)
	put(screen, x, y+3, 5, bot, st)
}

func pad(s string, n int) string {
	for len([]rune(s)) < n {
		s += " "
	}
	return s
}

// MouseHandler picks the clicked card of the hand, or the clicked bid button.
func (ct *CardTable) MouseHandler() func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
	return ct.WrapMouseHandler(func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
		// A click soon after another one comes as a double click: a bid button takes it too (the
		// learner clicked elsewhere just before), a card does not (it would play twice).
		click := action == tview.MouseLeftClick
		if !click && action != tview.MouseLeftDoubleClick || !ct.InRect(event.Position()) {
			return false, nil
		}
		mx, my := event.Position()
		for _, h := range ct.choices {
			if mx >= h.x0 && mx < h.x1 && my >= h.y0 && my < h.y1 {
				if ct.OnChoice != nil {
					ct.OnChoice(h.i)
				}
				return true, nil
			}
		}
		for _, h := range ct.hits {
			if click && mx >= h.x0 && mx < h.x1 && my >= h.y0 && my < h.y1 {
				if ct.OnPick != nil {
					ct.OnPick(h.i)
				}
				return true, nil
			}
		}
		return false, nil
	})
}

// put writes s from (x, y), at most w cells, and returns the cells used.
func put(screen tcell.Screen, x, y, w int, s string, st tcell.Style) int {
	n := 0
	for _, r := range s {
		if n >= w {
			break
		}
		screen.SetContent(x+n, y, r, nil, st)
		n++
	}
	return n
}

func putAligned(screen tcell.Screen, x, y, w int, s string, align int, st tcell.Style) {
	n := len([]rune(s))
	switch align {
	case tview.AlignCenter:
		x += max((w-n)/2, 0)
	case tview.AlignRight:
		x += max(w-n, 0)
	}
	put(screen, x, y, w, s, st)
}
