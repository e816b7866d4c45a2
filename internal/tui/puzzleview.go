package tui

import (
	"context"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// puzzleView shows one puzzle and takes its answer: cards picked on the table (legal, best) or
// typed numbers and words (the other kinds). The puzzle browser and the lesson player share it.
type puzzleView struct {
	ui     *UI
	flex   *tview.Flex
	lead   *feedbackView // a lesson step's lead-in: scrolled with ↑/↓ when longer than its rows
	prompt *tview.TextView
	table  *CardTable
	tricks *trickRecord // a seat puzzle's finished tricks, beside the table
	// wrapped are the texts above and under the table, sized to the width last drawn (fit);
	// fixed is the rows of the other items but the feedback (the table, the answer field).
	wrapped []wrappedText
	fixed   int
	width   int
	// note is the deal note (app.DealNote) said above the prompt, noted whether it shows: it gives
	// its room to a feedback that would not fit beside it (a tall bid puzzle's "why?" at 24 rows).
	note       string
	noted      bool
	promptText string      // the prompt's text without the note
	leading    bool        // the lead-in shows (a lesson step's, until answered)
	tableRow   *tview.Flex // the table, and the tricks beside it
	info       *tview.TextView
	input      *tview.InputField
	feedback   *feedbackView
	s          *app.PuzzleSession
	leadText   app.Text
	onDone     func(v puzzles.Verdict, s *app.PuzzleSession) // the final verdict (after a retry)
	onNext     func()                                        // Enter once answered: go on
	// stop cancels the computation of a pending answer (a seat puzzle's evaluation, made off the
	// UI goroutine the first time the puzzle opens); nil when none is running.
	stop context.CancelFunc
}

func newPuzzleView(u *UI) *puzzleView {
	tv := func() *tview.TextView { return tview.NewTextView().SetWrap(true).SetWordWrap(true) }
	pv := &puzzleView{ui: u, lead: newFeedbackView(), prompt: tv().SetDynamicColors(true), info: tv(), feedback: newFeedbackView(), input: tview.NewInputField()}
	pv.table = NewCardTable(u)
	pv.tricks = newTrickRecord(pv.table)
	pv.tableRow = tview.NewFlex()
	pv.table.OnPick = func(i int) { pv.pick(i) }
	pv.flex = tview.NewFlex().SetDirection(tview.FlexRow)
	pv.flex.SetDrawFunc(pv.fit)
	return pv
}

// Load shows a puzzle, with an optional lead-in text (a lesson step's).
func (pv *puzzleView) Load(p *puzzles.Puzzle, lead app.Text) {
	pv.Close()
	pv.s = app.NewPuzzleSessionIn(p, app.FaceFor(pv.ui.settings.Face, p.Face()))
	p = pv.s.P
	pv.leadText = lead
	pv.table.Show(pv.s.Table, pv.s.Hand)
	pv.table.HideMaster = p.Kind == puzzles.KindWinner
	if pv.s.Picks() {
		pv.table.Cursor = 0
	}
	pv.input.SetText("")
	pv.input.SetDisabled(false)
	pv.feedback.SetText("")
	pv.compute()
	pv.redraw()
}

// compute makes a pending answer off the UI goroutine, the screen saying meanwhile that it is
// computing and taking no answer (pending); the result comes back through post, and is
// dropped when the learner has moved on. The computation stops when the learner leaves (Close).
func (pv *puzzleView) compute() {
	if !pv.s.Pending() {
		return
	}
	ctx, cancel := context.WithCancel(pv.ui.ctx)
	s, work := pv.s, pv.ui.opts.Compute
	if work == nil {
		work = (*app.PuzzleSession).ComputeAnswer
	}
	pv.stop = cancel
	pv.feedback.SetText(app.T(pv.ui.lang, "seat.computing"))
	pv.ui.goSafe(func() {
		err := work(s, ctx)
		pv.ui.post(func() {
			if pv.s != s || ctx.Err() != nil {
				return
			}
			pv.stop = nil
			cancel()
			s.TakeAnswer()
			if pv.feedback.Text() == app.T(pv.ui.lang, "seat.computing") { // not a "why?" asked meanwhile
				pv.feedback.SetText("")
			}
			if err != nil {
				pv.feedback.SetText(app.T(pv.ui.lang, "pz.error", "err", err))
			}
			pv.redraw()
		})
	})
}

// pending reports whether the answer is still being computed: picks and Enter wait for it.
func (pv *puzzleView) pending() bool { return pv.stop != nil }

// Close stops the computation of a pending answer: the learner left the puzzle.
func (pv *puzzleView) Close() {
	if pv.stop != nil {
		pv.stop()
		pv.stop = nil
	}
}

// redraw lays out and words the puzzle in the current language.
func (pv *puzzleView) redraw() {
	l, p := pv.ui.lang, pv.s.P
	d := pv.ui.display(p.Face())
	lead := d.Text(pv.leadText)
	if lead != pv.lead.Text() {
		pv.lead.SetText(lead)
	}
	prompt := app.PromptText(d, p)
	if pv.choosesBid() {
		prompt += "  " + app.BidKeys(l, len(app.BidChoices(p)))
	} else if !pv.s.Picks() {
		prompt += "  " + app.FieldsHint(l, pv.s.Fields())
	} else if p.Kind == puzzles.KindLegal {
		prompt += "  " + app.T(l, "pz.tick")
	}
	pv.note, pv.promptText = pv.ui.dealNote(p.Variant), prompt // the note is said where the prompt is read
	pv.showNote(pv.note != "")
	info := app.PuzzleInfo(l, d, p)
	if pv.s.Seen != nil {
		info = app.SeatKnown(l, d, pv.s.Seen) // the table marks the taker and says what [P] means
	}
	pv.info.SetText(strings.Join(info, "\n"))
	pv.input.SetLabel(app.T(l, "quiz.answer") + " ")
	pv.table.Ticked = pv.s.Chosen

	pv.flex.Clear()
	pv.wrapped, pv.fixed = pv.wrapped[:0], 0
	// Once answered, the lesson's lead-in (read already) gives its room to the feedback.
	pv.leading = lead != "" && pv.s.Verdict == nil
	if pv.leading {
		pv.flex.AddItem(pv.lead, pv.leadRows(pv.width, 0), 0, false)
	}
	if pv.s.Verdict == nil { // once answered, the question (read already) gives its room too
		pv.add(wrappedText{view: pv.prompt, text: prompt, noted: true})
	}
	if p.Kind != puzzles.KindScore && !(p.Kind == puzzles.KindAnnounce && p.DeclaredForm) {
		pv.addFixed(pv.tableItem(), pv.table.Height())
	}
	// A seat puzzle's words under the table (the taker, the known cards) are part of the question:
	// once answered they give their room to the feedback, whose failing layout shows every hand.
	seatAnswered := pv.s.Seen != nil && pv.s.Verdict != nil
	if info := pv.info.GetText(false); info != "" && !seatAnswered {
		pv.addWrapped(pv.info, info, 0) // a line may wrap (the known cards, a round-2 bid's passes)
	}
	if !pv.s.Picks() && !pv.choosesBid() {
		pv.flex.AddItem(pv.input, 1, 0, true)
		pv.fixed++
	}
	pv.flex.AddItem(pv.feedback, 0, 1, false)
	pv.focus()
}

// wrappedText is a text view of the flex whose height is its text's wrapped lines, at most limit
// (0: no limit); the prompt's is noted: the deal note goes above it when it shows.
type wrappedText struct {
	view  *tview.TextView
	text  string
	limit int
	noted bool
}

// addWrapped adds a text view as high as its text wraps to at the view's width.
func (pv *puzzleView) addWrapped(view *tview.TextView, text string, limit int) {
	pv.add(wrappedText{view: view, text: text, limit: limit})
}

func (pv *puzzleView) add(t wrappedText) {
	pv.wrapped = append(pv.wrapped, t)
	pv.flex.AddItem(t.view, pv.rows(t, pv.width, pv.noted), 0, false)
}

// addFixed adds an item of a fixed height.
func (pv *puzzleView) addFixed(item tview.Primitive, rows int) {
	pv.flex.AddItem(item, rows, 0, false)
	pv.fixed += rows
}

// rows is how many rows t takes at width w, with the deal note above a noted text when noted.
func (pv *puzzleView) rows(t wrappedText, w int, noted bool) int {
	text := t.text
	if t.noted && noted {
		text = pv.note + "\n" + text
	}
	return wrappedRows(text, w, t.limit)
}

// wrappedRows is how many rows text takes at width w (the smallest screen's before the first
// drawing), at most limit when limit > 0.
func wrappedRows(text string, w, limit int) int {
	if w < 20 {
		w = MinWidth - 4
	}
	n := len(wrap(text, w))
	if limit > 0 {
		n = min(n, limit)
	}
	return n
}

// fit sizes the texts at the width the flex is drawn at: a wide terminal leaves no blank rows
// under a short prompt, and gives them to the feedback. The lead-in takes up to 4 rows, more when
// the screen has them (scrolled with ↑/↓ otherwise); the deal note shows unless the feedback (a
// "why?" asked before answering) would then have less room than its lead. It is the flex's draw
// function, which changes no inner rectangle.
func (pv *puzzleView) fit(_ tcell.Screen, x, y, w, h int) (int, int, int, int) {
	pv.width = w
	need := 0 // the rows the feedback must have
	if pv.feedback.Text() != "" {
		_, lead := pv.feedback.Lines(w)
		need = max(lead, 1)
	}
	used := func(noted bool) int {
		n := pv.fixed
		for _, t := range pv.wrapped {
			n += pv.rows(t, w, noted)
		}
		if pv.leading {
			n += pv.leadRows(w, 0)
		}
		return n
	}
	noted := pv.note != "" && (need == 0 || h-used(true) >= need)
	pv.showNote(noted)
	for _, t := range pv.wrapped {
		pv.flex.ResizeItem(t.view, pv.rows(t, w, noted), 0)
	}
	if pv.leading {
		pv.flex.ResizeItem(pv.lead, pv.leadRows(w, h-used(noted)+pv.leadRows(w, 0)-need), 0)
	}
	return x, y, w, h
}

// leadRows is the rows of the lead-in at width w: its lines, at most 4 or room when room is more.
func (pv *puzzleView) leadRows(w, room int) int {
	if w < 20 {
		w = MinWidth - 4
	}
	lines, _ := pv.lead.Lines(w)
	return min(len(lines), max(4, room))
}

// scrolled is the text the scroll keys move: the feedback, or the lead-in while there is no
// feedback and the lead-in has more to read.
func (pv *puzzleView) scrolled() *feedbackView {
	if pv.feedback.Text() == "" && pv.leading && pv.lead.More() {
		return pv.lead
	}
	return pv.feedback
}

// showNote words the prompt's view (which reads colour tags): the deal note, when shown, on its
// own line above the prompt, in yellow when colours are on.
func (pv *puzzleView) showNote(on bool) {
	pv.noted = on && pv.note != ""
	prompt := tview.Escape(pv.promptText)
	switch {
	case !pv.noted:
	case pv.ui.colour():
		prompt = "[yellow]" + tview.Escape(pv.note) + "[-]\n" + prompt
	default:
		prompt = tview.Escape(pv.note) + "\n" + prompt
	}
	if prompt != pv.prompt.GetText(false) {
		pv.prompt.SetText(prompt)
	}
}

// tableItem is the table, with a seat puzzle's record of the finished tricks to its right: one
// short row per trick, so that the learner can count the trumps that fell and see who showed a
// void while choosing a card. The record always fits beside the table (7 tricks at most, in the
// table's 11 rows).
func (pv *puzzleView) tableItem() tview.Primitive {
	if pv.s.Seen == nil {
		return pv.table
	}
	pv.tricks.pos = pv.s.Seen
	pv.tableRow.Clear()
	pv.tableRow.AddItem(pv.table, 0, 1, false).AddItem(pv.tricks, app.SeatTrickWidth+2, 0, false)
	return pv.tableRow
}

// HelpNote says in the help what a seat puzzle shows and how it is judged; nothing for the others.
func (pv *puzzleView) HelpNote() string {
	if pv.s == nil || pv.s.Seen == nil {
		return ""
	}
	return app.T(pv.ui.lang, "help.seat")
}

// focus gives the keyboard to the answer field while the question is open, and takes it back
// once answered: n, PgDn and Enter then go on, and the answer cannot be edited again.
func (pv *puzzleView) focus() {
	open := !pv.s.Picks() && !pv.choosesBid() && pv.s.Verdict == nil
	pv.input.SetDisabled(!open)
	if open {
		pv.ui.App.SetFocus(pv.input)
	} else if pv.ui.App.GetFocus() == pv.input {
		pv.ui.App.SetFocus(pv.table) // not the flex, which would hand the focus back to the field
	}
}

// keys are the puzzle's keys: the hand keys for picking cards, Space to tick, Enter to answer.
func (pv *puzzleView) keys() KeyMap {
	km := handKeys(pv.handCards, pv.move, pv.pick, pv.enter, pv.why)
	km[3].Typing = true // Enter also answers from the text field
	km = append(scrollKeys(pv.scrolled), km...)
	return append(km, Binding{Runes: " ", Label: "Space", Help: "key.tick", Action: func(rune) { pv.tick() }},
		Binding{Key: tcell.KeyF3, Runes: "r", Label: "r/F3", Help: "key.rule", Typing: true, Action: func(rune) { pv.ui.push(newRulesScreen(pv.ui, pv.rule())) }})
}

// rule is the rule a puzzle is about: the engine's deciding row for a legal puzzle, else its first
// theme.
func (pv *puzzleView) rule() engine.Rule {
	p := pv.s.P
	if p.Kind == puzzles.KindLegal {
		_, r := p.Variant.Legal(p.Trump, engine.SetOf(p.Hand...), p.Trick)
		return r
	}
	if len(p.Themes) > 0 {
		return p.Themes[0]
	}
	return engine.NoRule
}

func (pv *puzzleView) move(d int) {
	if n := len(pv.table.Hand); n > 0 && pv.s.Picks() {
		pv.table.Cursor = (pv.table.Cursor + d + n) % n
	}
}

// pick is a number key or a click: ticks the card (legal) or plays it (best).
// handCards is how many cards the number keys pick among: none when the question is not
// answered with cards (a count, a score, a bid, whose buttons show their own keys).
func (pv *puzzleView) handCards() int {
	if pv.s == nil || pv.choosesBid() || !pv.s.Picks() {
		return 0 // pv.s is nil on a lesson's text step
	}
	return pv.table.cards()
}

func (pv *puzzleView) pick(i int) {
	if pv.choosesBid() {
		pv.answerBid(i)
		return
	}
	if !pv.s.Picks() || pv.s.Verdict != nil || pv.pending() || i < 0 || i >= len(pv.table.Hand) {
		return
	}
	pv.table.Cursor = i
	if pv.s.P.Kind == puzzles.KindBest {
		pv.answerCards(pv.table.Hand[i])
		return
	}
	pv.tick()
}

func (pv *puzzleView) tick() {
	if pv.s.P.Kind != puzzles.KindLegal || pv.table.Cursor < 0 || pv.s.Verdict != nil {
		return
	}
	pv.s.Toggle(pv.table.Hand[pv.table.Cursor])
	pv.table.Ticked = pv.s.Chosen
}

// enter answers: the ticked cards, the card under the cursor (best), or the typed text.
func (pv *puzzleView) enter() {
	switch {
	case pv.pending():
		return
	case pv.s.Verdict != nil:
		if pv.onNext != nil {
			pv.onNext()
		}
	case pv.s.Picks() && pv.table.Cursor >= 0:
		pv.answerCards(pv.table.Hand[pv.table.Cursor])
	case !pv.s.Picks():
		at, err := pv.s.ParseAttempt(pv.ui.lang, pv.input.GetText())
		if err != nil {
			pv.feedback.SetText(err.Error())
			return
		}
		v, err := pv.s.Submit(at)
		pv.finish(v, 0, err)
	}
}

func (pv *puzzleView) answerCards(c engine.Card) {
	chosen := pv.s.Chosen
	if pv.s.P.Kind == puzzles.KindBest {
		chosen = engine.SetOf(c)
		if why := pv.s.Refusal(pv.ui.lang, pv.ui.display(pv.s.P.Face()), c); why != nil {
			pv.feedback.Set(why, 1) // refused, not a try: the learner picks again
			return
		}
	}
	v, err := pv.s.SubmitCards(c)
	pv.table.Ticked = pv.s.Chosen
	pv.finish(v, chosen, err)
}

// finish shows the verdict in words, the engine's answer and the explanation citing the rule; a
// first wrong answer only says to try once more.
func (pv *puzzleView) finish(v puzzles.Verdict, chosen engine.Set, err error) {
	l := pv.ui.lang
	if err != nil {
		pv.feedback.SetText(app.T(l, "pz.error", "err", err))
		return
	}
	if pv.s.Verdict == nil { // a second try is due
		pv.feedback.Set([]string{app.T(l, "pz.retry")}, 1)
		return
	}
	d := pv.ui.display(pv.s.P.Face())
	pv.feedback.Set(app.PuzzleFeedback(l, d, pv.s.P, v, chosen))
	switch pv.s.P.Kind {
	case puzzles.KindLegal:
		pv.table.Verdict, pv.table.Judged = v.Answer.Legal, true
	case puzzles.KindBest:
		pv.table.Verdict, pv.table.Judged = v.Answer.Best, true
	}
	pv.redraw()
	if pv.onDone != nil {
		pv.onDone(v, pv.s)
	}
}

// why explains before the answer (and marks the puzzle as helped): for a card puzzle, whether the
// card under the cursor may be played and the rule; otherwise the rules the puzzle practises.
func (pv *puzzleView) why() {
	l, p := pv.ui.lang, pv.s.P
	if pv.s.Verdict == nil {
		pv.s.Helped = true
	}
	var lines []string
	if p.Kind == puzzles.KindLegal || p.Kind == puzzles.KindBest {
		if pv.table.Cursor >= 0 && pv.table.Cursor < len(pv.table.Hand) {
			lines = app.WhyCard(l, p.Variant, p.Trump, pv.table.Hand, p.Trick, pv.table.Hand[pv.table.Cursor])
		}
	} else {
		d := pv.ui.display(p.Face())
		for _, r := range p.Themes {
			lines = append(lines, app.RuleLineIn(l, d, r))
		}
	}
	pv.feedback.SetText(app.T(l, "pz.helped") + "\n" + strings.Join(lines, "\n"))
}
