package tui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// practiceFiles are the practice table's files, beside the progress file (none in memory-only
// mode).
func (u *UI) practiceFiles() app.PracticeFiles {
	if u.store == nil || u.store.Path == "" {
		return app.PracticeFiles{}
	}
	return app.NewPracticeFiles(filepath.Dir(u.store.Path))
}

// practiceScreen is the practice table: the learner (South) plays a whole game against bots.
type practiceScreen struct {
	ui       *UI
	p        *app.Practice
	flex     *tview.Flex
	info     *tview.TextView
	table    *CardTable
	msg      *feedbackView
	keys     KeyMap
	refusal  *app.Refusal
	why      []string
	coach    []string    // the coach's lines shown: from what the learner saw, or with all cards visible
	coaches  [2][]string // the two views of the coach once computed: [0] from what the learner saw, [1] all cards visible
	openView bool        // the coach with all cards visible is shown
	bidLines []string    // the coach's words on the learner's bids (nil: not judged)
	// stopCoach cancels the coach's work on the deal just over (the learner moved on); nil when
	// the coach has not started on this deal.
	stopCoach context.CancelFunc
	thinking  *app.BotTurn // the bot thinking now, off the UI goroutine (nil: none)
	hold      bool         // a finished trick stays on the table until a key (or the pause)
	holdGen   int          // counts the holds, so that a timed pause releases only its own
	pause     *time.Timer  // the timed pause of the trick on the table (nil: none running)
	closed    bool         // the screen was left: a decision still coming is dropped
}

// Close drops the decision of a bot still thinking: the game was saved before it, and a resumed
// game makes the same decision again (each decision is seeded from the game's seed).
func (s *practiceScreen) Close() {
	s.closed = true
	s.stopPause()
	s.dropCoach()
}

// stopPause stops the timed pause of a finished trick, if one is running.
func (s *practiceScreen) stopPause() {
	if s.pause != nil {
		s.pause.Stop()
		s.pause = nil
	}
}

// dropCoach cancels the coach's work on the last deal and forgets its words.
func (s *practiceScreen) dropCoach() {
	if s.stopCoach != nil {
		s.stopCoach()
	}
	s.stopCoach, s.coach, s.bidLines = nil, nil, nil
}

func newPracticeScreen(u *UI, p *app.Practice) *practiceScreen {
	p.Manual = true // the screen runs the bots, off its goroutine
	s := &practiceScreen{ui: u, p: p, info: tview.NewTextView(), msg: newFeedbackView()}
	s.table = NewCardTable(u)
	s.table.OnPick = s.click
	s.table.OnChoice = s.choose
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(s.info, 2, 0, false).
		AddItem(s.table, CardTableHeight, 0, true).
		AddItem(s.msg, 0, 1, false)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.keys = s.keyMap()
	u.place(progress.Place{Screen: "practice"})
	s.show()
	s.stepBots()
	return s
}

// resumePractice opens the practice table where the learner left it: the saved game when there
// is one, else the menu ("continue where I left off").
func (u *UI) resumePractice() {
	u.push(newPracticeMenu(u))
	if saved, err := u.practiceFiles().LoadCurrent(); err == nil && saved != nil {
		u.push(newPracticeScreen(u, saved))
	}
}

func (s *practiceScreen) Title() app.Key        { return "pr.title" }
func (s *practiceScreen) ShownVariant() string  { return s.p.Variant.Name }
func (s *practiceScreen) Root() tview.Primitive { return s.flex }
func (s *practiceScreen) Keys() KeyMap          { return s.keys }
func (s *practiceScreen) Refresh()              { s.redraw() }

// bidding tells whether the deal on the table is being bid (s.p changes with a new game).
func (s *practiceScreen) bidding() bool { return s.p.Bidding() }

// handCards is how many cards the number keys pick among: none while bidding, when they pick the
// bid buttons, which show their own keys.
func (s *practiceScreen) handCards() int {
	if s.p.Bidding() {
		return 0
	}
	return s.table.cards()
}

func (s *practiceScreen) keyMap() KeyMap {
	km := append(scrollKeys(func() *feedbackView { return s.msg }), handKeys(s.handCards, s.move, s.pick, s.enter, s.explainCard)...)
	return append(km,
		// take and pass are offered in the footer while the deal is bid, not while it is played
		Binding{Runes: "p", Label: "p", Help: "key.take", Footer: true, When: s.bidding, Action: func(rune) { s.take() }},
		Binding{Runes: " ", Label: "Space", Help: "key.pass", Footer: true, When: s.bidding, Action: func(rune) { s.bid(engine.NoSuit) }},
		Binding{Runes: "a", Label: "a", Help: "key.declare", Action: func(rune) { s.p.Declare = !s.p.Declare; s.redraw() }},
		Binding{Runes: "b", Label: "b", Help: "key.belote", Action: func(rune) { s.p.Belote = !s.p.Belote; s.redraw() }},
		Binding{Runes: "n", Label: "n", Help: "key.newgame", Action: func(rune) { s.newGame() }},
		Binding{Runes: "v", Label: "v", Help: "key.coachview", Action: func(rune) { s.toggleCoach() }},
	)
}

// show puts the deal on the table with the learner's hand.
func (s *practiceScreen) show() {
	d := s.p.Deal
	t := s.p.Table()
	if s.p.Bidding() {
		t.Retourne, t.ShowRetourne = d.Retourne, true
	}
	if s.hold && s.p.Last != nil { // the trick just won stays on the table, its winner marked
		t.Trick, t.Seats, t.TrickNo = s.p.Last.Played(), s.p.Last.Seats[:], d.NTricks
	}
	s.table.Show(t, app.SortHand(d.Hands[app.Learner], d.Trump))
	if len(s.table.Hand) > 0 {
		s.table.Cursor = 0
	}
	s.table.Choices = s.bidButtons()
	s.redraw()
}

// bidButtons are the bids the learner may make now as buttons with their keys, pass last
// ("[1 prendre ♥C]", "[Espace passer]"); none when it is not the learner's turn to bid.
func (s *practiceScreen) bidButtons() []string {
	p, l := s.p, s.ui.lang
	if !p.LearnerTurn() || !p.Bidding() {
		return nil
	}
	disp := s.ui.display(p.Variant.Face)
	var out []string
	for i, c := range p.BidChoices() {
		key := app.Key("pr.btn.name")
		if p.Deal.Phase == engine.Bidding1 {
			key = "pr.btn.take"
		}
		out = append(out, fmt.Sprintf("[%d %s]", i+1, app.T(l, key, "suit", disp.SuitSign(c))))
	}
	return append(out, "["+app.KeyName(l, "Space")+" "+app.T(l, "pr.btn.pass")+"]")
}

// choose is a click on bid button i: a suit of BidChoices, or pass (the last button).
func (s *practiceScreen) choose(i int) {
	choices := s.p.BidChoices()
	switch {
	case i >= 0 && i < len(choices):
		s.bid(choices[i])
	case i == len(choices):
		s.bid(engine.NoSuit)
	}
}

// click is a click on a card of the hand: it plays the card; during the bidding it does nothing
// (the bids have their own buttons, and a stray click must not take).
func (s *practiceScreen) click(i int) {
	if s.p.Bidding() {
		return
	}
	s.pick(i)
}

func (s *practiceScreen) move(delta int) {
	if n := len(s.table.Hand); n > 0 {
		s.table.Cursor = (s.table.Cursor + delta + n) % n
	}
}

// pick is a number key or a click: during the bidding it names a trump from the offered suits
// (T4, T5), during the play it plays the card.
func (s *practiceScreen) pick(i int) {
	p := s.p
	if !p.LearnerTurn() {
		return
	}
	if p.Bidding() {
		if choices := p.BidChoices(); i >= 0 && i < len(choices) {
			s.bid(choices[i])
		}
		return
	}
	if i < 0 || i >= len(s.table.Hand) {
		return
	}
	s.table.Cursor = i
	tricks := p.Deal.NTricks
	r, err := p.LearnerPlay(s.ui.lang, s.table.Hand[i])
	if err != nil {
		s.ui.flash(err.Error())
		return
	}
	s.refusal, s.why = r, nil
	if r == nil {
		s.holdIf(tricks)
		s.acted()
		return
	}
	s.redraw()
}

func (s *practiceScreen) take() {
	if s.p.LearnerTurn() && s.p.Bidding() && s.p.Deal.Phase == engine.Bidding1 {
		s.bid(s.p.BidChoices()[0])
	}
}

func (s *practiceScreen) bid(suit engine.Suit) {
	if !s.p.LearnerTurn() || !s.p.Bidding() {
		return
	}
	if err := s.p.LearnerBid(suit); err != nil {
		s.ui.flash(err.Error())
		return
	}
	s.acted()
}

// acted saves the game after each of the learner's actions, then shows where it stands.
func (s *practiceScreen) acted() {
	s.refusal, s.why = nil, nil
	s.save()
	if s.p.Outcome != nil && s.p.Opts.Coach && s.stopCoach == nil {
		s.runCoach()
	}
	s.show()
	s.stepBots()
}

// stepBots lets the bot to act think off the UI goroutine; its decision comes back through
// post, the only way anything reaches the game from another goroutine. Meanwhile the
// screen answers keys (help, Esc, scrolling) and says who is thinking.
func (s *practiceScreen) stepBots() {
	if s.closed || s.hold || s.thinking != nil || !s.p.BotToAct() {
		return
	}
	t := s.p.NextBot()
	s.thinking = t
	s.redraw()
	think := s.ui.opts.Think
	if think == nil {
		think = (*app.BotTurn).Decide
	}
	s.ui.goSafe(func() {
		dec := think(t)
		s.ui.post(func() { s.botDone(dec) })
	})
}

// botDone plays a bot's decision on the UI goroutine.
func (s *practiceScreen) botDone(dec app.BotDecision) {
	s.thinking = nil
	if s.closed {
		return
	}
	tricks := s.p.Deal.NTricks
	if err := s.p.ApplyBot(dec); err != nil {
		if err != app.ErrStale {
			s.ui.flash(err.Error())
		}
		return
	}
	s.holdIf(tricks)
	s.acted()
}

// holdIf keeps a trick just finished on the table (tricks is the count before the last card)
// until a key, or for the pause chosen in the settings.
func (s *practiceScreen) holdIf(tricks int) {
	if s.p.Deal.NTricks == tricks || s.p.Last == nil {
		return
	}
	s.hold = true
	s.holdGen++
	if ms := s.ui.settings.TrickPause; ms > 0 {
		gen := s.holdGen
		s.stopPause()
		s.pause = time.AfterFunc(time.Duration(ms)*time.Millisecond, func() {
			s.ui.post(func() {
				if s.hold && s.holdGen == gen {
					s.release()
				}
			})
		})
	}
}

// release takes the finished trick off the table and lets the game go on.
func (s *practiceScreen) release() {
	s.hold = false
	s.stopPause()
	s.show()
	s.stepBots()
}

// Intercept takes the key that releases a finished trick: any key but the ones that only look
// (help, back, quit, scrolling) goes on with the game and does nothing else.
func (s *practiceScreen) Intercept(ev *tcell.EventKey) bool {
	if !s.hold {
		return false
	}
	switch ev.Key() {
	case tcell.KeyEscape, tcell.KeyCtrlC, tcell.KeyUp, tcell.KeyDown:
		return false
	case tcell.KeyRune:
		if ev.Rune() == '?' || ev.Rune() == 'q' {
			return false
		}
	}
	s.release()
	return true
}

func (s *practiceScreen) save() {
	f := s.ui.practiceFiles()
	if f.Current == "" {
		return
	}
	if err := f.Save(s.p, s.ui.store.Now()); err != nil {
		s.ui.flash(app.T(s.ui.lang, "pr.saved.error", "err", err))
	}
}

// runCoach judges the deal just played in the background, cancelled when the learner moves on:
// the learner's bids (app.BidCoach, the bid simulation) and, when the deal was played, the
// learner's cards from what the learner could see (app.HiddenCoach, the evaluator): the verdict,
// and as the second view that the key v shows the play that makes the difference of each mistake
// (app.CoachLinesText), both from the one judgement.
func (s *practiceScreen) runCoach() {
	p, d, l, disp := s.p, s.p.Deal, s.ui.lang, s.ui.display(s.p.Variant.Face)
	ctx, cancel := context.WithCancel(s.ui.ctx)
	s.stopCoach = cancel
	// Only the event loop touches the screen's state; a result for a deal left behind is dropped.
	queue := func(set func()) {
		s.ui.post(func() {
			if s.p.Deal == d && ctx.Err() == nil {
				set()
				s.showCoach()
			}
		})
	}
	s.bidLines = []string{app.T(l, "bcoach.running")}
	opts := s.ui.opts.BidCoach
	if opts.Max == 0 {
		opts = app.BidCoachOptions
	}
	s.ui.goSafe(func() {
		verdicts, err := p.BidCoach(ctx, opts)
		lines := app.BidCoachText(l, disp, verdicts)
		if err != nil {
			lines = nil // a bid not judged says nothing (the judgement was cancelled or failed)
		}
		queue(func() { s.bidLines = lines })
	})
	if p.Outcome.Passed {
		return // no card was played
	}
	s.coaches = [2][]string{{app.T(l, "hcoach.title"), "…"}, {app.T(l, "hcoach.lines.title"), "…"}}
	s.coach = s.coaches[0]
	if s.openView {
		s.coach = s.coaches[1]
	}
	show := func(view int, lines []string) { queue(func() { s.coaches[view] = lines }) }
	s.ui.goSafe(func() {
		verdicts, err := app.HiddenCoach(ctx, d, app.Learner)
		lines := app.HiddenCoachText(l, disp, verdicts)
		if err != nil {
			lines = append(lines, err.Error())
		}
		show(0, lines)
		show(1, app.CoachLinesText(l, disp, verdicts))
	})
}

// showCoach shows the coach's view chosen.
func (s *practiceScreen) showCoach() {
	if s.coach == nil {
		s.redraw() // a passed deal: only the bids are judged
		return
	}
	s.coach = s.coaches[0]
	if s.openView {
		s.coach = s.coaches[1]
	}
	s.redraw()
}

// toggleCoach switches between the coach from what the learner saw and the open-card one.
func (s *practiceScreen) toggleCoach() {
	s.openView = !s.openView
	s.showCoach()
}

func (s *practiceScreen) enter() {
	p := s.p
	switch {
	case s.thinking != nil:
		return
	case p.Outcome != nil && p.Game.Over:
		s.newGame()
	case p.Outcome != nil:
		if err := p.NextDeal(); err != nil {
			s.ui.flash(err.Error())
			return
		}
		s.dropCoach()
		s.acted()
	case p.LearnerTurn() && !p.Bidding() && s.table.Cursor >= 0:
		s.pick(s.table.Cursor)
	}
}

func (s *practiceScreen) newGame() {
	if s.p.Outcome == nil || !s.p.Game.Over {
		return
	}
	o := s.p.Opts
	o.Seed = s.ui.nextSeed()
	p, err := app.NewPractice(o)
	if err != nil {
		s.ui.flash(err.Error())
		return
	}
	p.Manual = true
	p.Start()
	s.dropCoach()
	s.p = p
	s.acted()
}

// explainCard says whether the card under the cursor may be played, and which rule decides.
func (s *practiceScreen) explainCard() {
	d := s.p.Deal
	if d.Phase != engine.Playing || !s.p.LearnerTurn() || s.table.Cursor < 0 || s.table.Cursor >= len(s.table.Hand) {
		return
	}
	s.why = app.WhyCard(s.ui.lang, d.Variant, d.Trump, s.table.Hand, d.Current().Played(), s.table.Hand[s.table.Cursor])
	s.redraw()
}

// redraw writes the info lines and the messages: bids, announcements, the last trick, a refused
// card with its reason, the prompt, and the breakdown of a finished deal.
func (s *practiceScreen) redraw() {
	p, l := s.p, s.ui.lang
	disp := s.ui.display(p.Variant.Face)
	d := p.Deal
	taker := "-"
	if d.Taker < engine.NoSeat {
		taker = app.SeatName(l, d.Taker)
	}
	g := p.Game
	s.info.SetText(app.T(l, "pr.info", "dealer", app.SeatName(l, d.Dealer), "retourne", disp.Short(d.Retourne), "taker", taker, "deal", len(p.Log)) + "\n" +
		app.T(l, "pr.score", "ns", g.Scores[engine.NS], "ew", g.Scores[engine.EW], "reserve", g.Reserve, "target", p.Variant.Target))
	var lines []string
	add := func(key app.Key, kv ...any) { lines = append(lines, app.T(l, key, kv...)) }
	// Most urgent first, for a small terminal: who is thinking or the trick just won, a refused
	// card, then what to do, then the table talk.
	if t := s.thinking; t != nil {
		add("pr.thinking", "seat", app.SeatName(l, t.Seat()))
	}
	if t := p.Last; s.hold && t != nil {
		add("pr.hold", "trick", p.Deal.NTricks, "seat", app.SeatName(l, t.Winner), "points", t.Points)
	}
	if r := s.refusal; r != nil {
		add("pr.refused", "reason", r.Reason)
		add("pr.refused.legal", "cards", disp.Shorts(r.Shown), "reason", r.Summary)
	}
	lines = append(lines, s.why...)
	if !s.hold {
		lines = append(lines, s.prompt()...)
	}
	if t := p.Last; t != nil && !s.hold {
		add("pr.last", "trick", p.Deal.NTricks, "cards", disp.Shorts(t.Played()), "seat", app.SeatName(l, t.Winner), "points", t.Points)
	}
	lines = append(lines, app.BeloteWords(l, disp, d)...)
	for _, seat := range engine.Seats {
		if seat != app.Learner && len(d.Declared[seat]) > 0 && d.NTricks < 2 {
			add("pr.declared", "seat", app.SeatName(l, seat), "list", app.DescribeDeclaration(l, disp, d.Declared[seat]))
		}
	}
	if len(d.Bids) > 0 {
		add("pr.bids", "bids", app.BidsText(l, disp, d.Bids))
	}
	// Once the deal is over (and its last trick seen) the breakdown needs the room of the table.
	// The coach comes first, so that a long breakdown never pushes it out of sight.
	tableRows := CardTableHeight
	lead := 0
	if p.Outcome != nil && !s.hold {
		tableRows = 0
		lines = nil
		if g.Over {
			add("pr.gameover", "team", app.TeamName(l, g.Winner), "won", g.Scores[g.Winner], "lost", g.Scores[g.Winner.Other()])
		} else {
			add("pr.dealover")
		}
		// The bids first, as they were said first and weigh most (issue 13 §3); the lead that
		// must show without scrolling ends with the card coach's title and summary, its notes on
		// each card may scroll.
		lines = append(append(lines, s.bidLines...), s.coach...)
		lead = len(lines) - len(s.coach) + min(len(s.coach), 2)
		lines = append(lines, p.Breakdown(l)...)
		if len(d.Bids) > 0 {
			add("pr.bids", "bids", app.BidsText(l, disp, d.Bids))
		}
	}
	s.flex.ResizeItem(s.table, tableRows, 0)
	s.msg.Set(lines, lead)
}

// prompt says what the learner is expected to do now.
func (s *practiceScreen) prompt() []string {
	p, l := s.p, s.ui.lang
	disp := s.ui.display(p.Variant.Face)
	if !p.LearnerTurn() {
		return nil
	}
	if p.Bidding() {
		choices := p.BidChoices()
		if p.Deal.Phase == engine.Bidding1 {
			return []string{app.T(l, "pr.bid.round1", "suit", disp.SuitName(choices[0]))}
		}
		var opts []string
		for i, c := range choices {
			opts = append(opts, fmt.Sprintf("%d %s (%s)", i+1, disp.SuitSign(c), disp.SuitName(c)))
		}
		return []string{app.T(l, "pr.bid.round2", "suits", strings.Join(opts, ", "))}
	}
	var out []string
	for _, t := range []string{p.OfferText(l, disp), p.BeloteText(l, disp)} {
		if t != "" {
			out = append(out, t)
		}
	}
	return append(out, app.TurnText(l, p.Deal.Hands[app.Learner].Len()))
}

// practiceMenu chooses the variant, the bots' level and the options, resumes the saved game, or
// opens the history.
type practiceMenu struct {
	ui    *UI
	flex  *tview.Flex
	intro *tview.TextView
	list  *tview.List
	keys  KeyMap
	opts  app.PracticeOptions
	// notice says what became of a saved game that could not be resumed (set aside, unreadable);
	// it stays above the menu while the menu is open (a status line message is cleared by push).
	notice string
	sure   bool // "start the game" chosen once with a game in progress: once more discards it
}

func newPracticeMenu(u *UI) *practiceMenu {
	m := &practiceMenu{ui: u, intro: tview.NewTextView().SetWrap(true).SetWordWrap(true), list: newMenu(),
		opts: app.PracticeOptions{Variant: u.variant().Name, Level: bot.Intermediaire, AutoBelote: true}}
	m.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(m.intro, 2, 0, false).AddItem(m.list, 0, 1, true)
	m.flex.SetBorderPadding(1, 0, 2, 2)
	m.keys = listKeys(m.list)
	m.list.SetChangedFunc(func(int, string, string, rune) { m.sure = false })
	m.Refresh()
	return m
}

func (m *practiceMenu) Title() app.Key        { return "pr.title" }
func (m *practiceMenu) ShownVariant() string  { return m.opts.Variant }
func (m *practiceMenu) Root() tview.Primitive { return m.flex }
func (m *practiceMenu) Keys() KeyMap          { return m.keys }

// Refresh rebuilds the menu (after a game is saved or finished, or a language change).
func (m *practiceMenu) Refresh() {
	u, l := m.ui, m.ui.lang
	cur := m.list.GetCurrentItem()
	m.list.Clear()
	// Each item carries its action; the list runs it on Enter or a click.
	add := func(text string, do func()) { m.list.AddItem(text, "", 0, do) }
	files := u.practiceFiles()
	saved, err := files.LoadCurrent()
	hist, herr := files.LoadHistory()
	if err = errors.Join(err, herr); err != nil {
		m.notice = app.FileNotice(l, app.PracticeFile, err)
	}
	m.showIntro()
	if saved != nil {
		add(app.T(l, "pr.opt.resume", "variant", tview.Escape(saved.Variant.Name), "deal", len(saved.Log), "ns", saved.Game.Scores[engine.NS], "ew", saved.Game.Scores[engine.EW]),
			func() { u.push(newPracticeScreen(u, saved)) })
	}
	onOff := func(b bool) string {
		if b {
			return app.T(l, "settings.on")
		}
		return app.T(l, "settings.off")
	}
	add(app.T(l, "pr.opt.variant", "variant", m.opts.Variant), func() { m.opts.Variant = app.Cycle(engine.BuiltinNames, m.opts.Variant); m.Refresh() })
	add(app.T(l, "pr.opt.level", "level", app.LevelName(l, m.opts.Level)), func() { m.opts.Level = (m.opts.Level + 1) % 3; m.Refresh() })
	add(app.T(l, "pr.opt.belote", "value", onOff(m.opts.AutoBelote)), func() { m.opts.AutoBelote = !m.opts.AutoBelote; m.Refresh() })
	add(app.T(l, "pr.opt.coach", "value", onOff(m.opts.Coach)), func() { m.opts.Coach = !m.opts.Coach; m.Refresh() })
	add(app.T(l, "pr.opt.start"), m.start)
	add(app.T(l, "pr.opt.history", "n", len(hist)), func() { u.push(newHistoryScreen(u, hist)) })
	m.list.SetCurrentItem(cur)
}

// showIntro writes the menu's introduction, after the notice about the saved game if there is one.
func (m *practiceMenu) showIntro() {
	text, rows := app.T(m.ui.lang, "pr.setup"), 2
	if m.notice != "" {
		text, rows = m.notice+"\n"+text, 5
	}
	m.intro.SetText(text)
	m.flex.ResizeItem(m.intro, rows, 0)
}

// start starts a game; with a game in progress it asks first, since the new game replaces it.
func (m *practiceMenu) start() {
	if saved, _ := m.ui.practiceFiles().LoadCurrent(); saved != nil && !m.sure {
		m.sure = true
		g := saved.Game
		m.ui.flash(app.T(m.ui.lang, "pr.confirm.new", "deal", len(saved.Log), "ns", g.Scores[engine.NS], "ew", g.Scores[engine.EW]))
		return
	}
	m.sure = false
	o := m.opts
	o.Seed = m.ui.nextSeed()
	p, err := app.NewPractice(o)
	if err != nil {
		m.ui.flash(err.Error())
		return
	}
	p.Start()
	s := newPracticeScreen(m.ui, p)
	s.save()
	m.ui.push(s)
}

// historyScreen lists the finished games; Enter replays one trick by trick.
type historyScreen struct {
	ui    *UI
	games []app.SavedGame
	flex  *tview.Flex
	list  *tview.List
	table *CardTable
	text  *tview.TextView
	keys  KeyMap
	deals []*engine.Deal
	deal  int
	trick int
}

func newHistoryScreen(u *UI, games []app.SavedGame) *historyScreen {
	h := &historyScreen{ui: u, games: games, list: newMenu(), text: tview.NewTextView().SetWrap(true)}
	h.table = NewCardTable(u)
	h.table.Show(app.Table{Trump: engine.NoSuit, Dealer: engine.NoSeat, Taker: engine.NoSeat}, nil)
	l := u.lang
	for i := len(games) - 1; i >= 0; i-- { // newest first
		h.list.AddItem(tview.Escape(app.HistoryLine(l, games[i])), "", 0, nil) // the history file is the user's
	}
	h.list.SetSelectedFunc(func(i int, _, _ string, _ rune) { h.open(len(games) - 1 - i) })
	h.flex = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(h.list, 0, 1, true).
		AddItem(h.table, CardTableHeight, 0, false).
		AddItem(h.text, 3, 0, false)
	if len(games) == 0 {
		h.text.SetText(app.T(l, "pr.history.empty"))
	}
	h.keys = append(listKeys(h.list),
		Binding{Key: tcell.KeyLeft, Runes: "h", Label: "←/→", Help: "key.history.trick", Footer: true, Action: func(rune) { h.step(0, -1) }},
		Binding{Key: tcell.KeyRight, Label: "→", Help: "key.history.trick", Action: func(rune) { h.step(0, 1) }},
		Binding{Key: tcell.KeyPgDn, Runes: "J", Label: "PgDn/PgUp", Help: "key.history.deal", Footer: true, Action: func(rune) { h.step(1, 0) }},
		Binding{Key: tcell.KeyPgUp, Runes: "K", Label: "PgUp", Help: "key.history.deal", Action: func(rune) { h.step(-1, 0) }},
	)
	return h
}

func (h *historyScreen) Title() app.Key        { return "pr.history.title" }
func (h *historyScreen) Root() tview.Primitive { return h.flex }
func (h *historyScreen) Keys() KeyMap          { return h.keys }

func (h *historyScreen) open(i int) {
	deals, err := h.games[i].Replay()
	if err != nil {
		h.ui.flash(err.Error())
		return
	}
	h.deals, h.deal, h.trick = deals, 0, 0
	h.draw()
}

func (h *historyScreen) step(dd, dt int) {
	if len(h.deals) == 0 {
		return
	}
	h.deal = min(max(h.deal+dd, 0), len(h.deals)-1)
	if dd != 0 {
		h.trick = 0
	}
	h.trick = min(max(h.trick+dt, 0), 7)
	h.draw()
}

// draw shows the chosen trick of the chosen deal with every hand open, as it was before the trick.
func (h *historyScreen) draw() {
	l := h.ui.lang
	d := h.deals[h.deal]
	if d.Phase != engine.Finished {
		h.table.Show(app.Table{Face: d.Variant.Face, Trump: engine.NoSuit, Dealer: d.Dealer, Taker: engine.NoSeat}, nil)
		h.text.SetText(app.T(l, "pr.history.passed", "deal", h.deal+1, "deals", len(h.deals)))
		return
	}
	t := d.Tricks[h.trick]
	hands := d.Dealt
	for i := 0; i < h.trick; i++ {
		for j, c := range d.Tricks[i].Cards {
			s := d.Tricks[i].Seats[j]
			hands[s] = hands[s].Remove(c)
		}
	}
	tab := app.Table{Face: d.Variant.Face, Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker, Trick: t.Cards[:],
		Seats: t.Seats[:], Hands: hands, Open: [4]bool{true, true, true, true}, TrickNo: h.trick + 1}
	h.table.Show(tab, app.SortHand(hands[engine.South], d.Trump))
	disp := h.ui.display(d.Variant.Face)
	h.text.SetText(app.T(l, "pr.history.step", "deal", h.deal+1, "deals", len(h.deals), "trick", h.trick+1) + "\n" +
		app.T(l, "pr.last", "trick", h.trick+1, "cards", disp.Shorts(t.Cards[:]), "seat", app.SeatName(l, t.Winner), "points", t.Points))
}
