package plain

import (
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// practiceFiles are the practice table's files, beside the progress file (none in memory).
func (dl *Dialogue) practiceFiles() app.PracticeFiles {
	if dl.opts.Store == nil || dl.opts.Store.Path == "" {
		return app.PracticeFiles{}
	}
	return app.NewPracticeFiles(filepath.Dir(dl.opts.Store.Path))
}

// practice is the practice table's menu, as on the screen: resume the game in progress, the
// variant, the bots' level, belote said for the learner, the coach, start, the finished games.
func (dl *Dialogue) practice() error {
	dl.place(progress.Place{Screen: "practice"})
	o := app.PracticeOptions{Variant: dl.v.Name, Level: bot.Intermediaire, AutoBelote: true}
	for {
		l := dl.l
		files := dl.practiceFiles()
		saved, err := files.LoadCurrent()
		hist, herr := files.LoadHistory()
		if err = errors.Join(err, herr); err != nil {
			dl.say("! %s", app.FileNotice(l, app.PracticeFile, err))
		}
		dl.line("\n" + app.T(l, "pr.setup"))
		var items []string
		var acts []func() error
		add := func(text string, do func() error) { items, acts = append(items, text), append(acts, do) }
		if saved != nil {
			add(app.T(l, "pr.opt.resume", "variant", saved.Variant.Name, "deal", len(saved.Log), "ns", saved.Game.Scores[engine.NS], "ew", saved.Game.Scores[engine.EW]),
				func() error { return dl.play(saved) })
		}
		add(app.T(l, "pr.opt.variant", "variant", o.Variant), func() error { o.Variant = app.Cycle(engine.BuiltinNames, o.Variant); return nil })
		add(app.T(l, "pr.opt.level", "level", app.LevelName(l, o.Level)), func() error { o.Level = (o.Level + 1) % 3; return nil })
		add(app.T(l, "pr.opt.belote", "value", dl.onOff(o.AutoBelote)), func() error { o.AutoBelote = !o.AutoBelote; return nil })
		add(app.T(l, "pr.opt.coach", "value", dl.onOff(o.Coach)), func() error { o.Coach = !o.Coach; return nil })
		add(app.T(l, "pr.opt.start"), func() error { return dl.startGame(o, saved) })
		add(app.T(l, "pr.opt.history", "n", len(hist)), func() error { return dl.history(hist) })
		i, err := dl.choose(app.T(l, "pr.title"), items, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		if err := acts[i](); err != nil {
			return err
		}
	}
}

func (dl *Dialogue) onOff(b bool) string {
	if b {
		return app.T(dl.l, "settings.on")
	}
	return app.T(dl.l, "settings.off")
}

// startGame starts a game with o; with a game in progress it asks first, since the new game
// replaces it.
func (dl *Dialogue) startGame(o app.PracticeOptions, saved *app.Practice) error {
	l := dl.l
	if saved != nil {
		g := saved.Game
		i, err := dl.choose(app.T(l, "plain.pr.confirm", "deal", len(saved.Log), "ns", g.Scores[engine.NS], "ew", g.Scores[engine.EW]),
			[]string{app.T(l, "plain.pr.discard")}, app.T(l, "plain.pr.keep"))
		if err != nil || i < 0 {
			return err
		}
	}
	o.Seed = dl.nextSeed()
	p, err := app.NewPractice(o)
	if err != nil {
		return err
	}
	return dl.play(p)
}

// history lists the finished games, newest first; the one chosen is told again deal by deal,
// every hand open and every trick in play order (what the screen's history shows with ←/→).
func (dl *Dialogue) history(games []app.SavedGame) error {
	l := dl.l
	if len(games) == 0 {
		dl.line("\n" + app.T(l, "pr.history.title"))
		dl.line(app.T(l, "pr.history.empty"))
		return nil
	}
	items := make([]string, len(games))
	for i := range games {
		items[i] = app.HistoryLine(l, games[len(games)-1-i])
	}
	for {
		i, err := dl.choose(app.T(l, "pr.history.title"), items, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		if err := dl.replay(games[len(games)-1-i]); err != nil {
			return err
		}
	}
}

// replay tells a finished game again, one deal at a time; 0 goes back to the list.
func (dl *Dialogue) replay(g app.SavedGame) error {
	deals, err := g.Replay()
	if err != nil {
		dl.say("! %s", err)
		return nil
	}
	for i, d := range deals {
		dl.replayDeal(d, i+1, len(deals))
		if i == len(deals)-1 {
			break
		}
		line, err := dl.ask(app.T(dl.l, "plain.hist.next"))
		if err != nil || line == "0" {
			return err
		}
	}
	dl.line(app.T(dl.l, "plain.hist.end"))
	return nil
}

// replayDeal tells one deal: the dealer and the retourne, the four hands as completed, the bids,
// each trick with the belote said in it, the announcements, and the deal's score (K1–K8).
func (dl *Dialogue) replayDeal(d *engine.Deal, n, of int) {
	l := dl.l
	disp := dl.display(d.Variant)
	dl.line("\n" + app.T(l, "plain.hist.deal", "deal", n, "deals", of, "dealer", app.SeatName(l, d.Dealer), "retourne", disp.Card(d.Retourne)))
	dl.line(app.T(l, "pr.bids", "bids", app.BidsText(l, disp, d.Bids)))
	if d.Phase != engine.Finished {
		dl.line(app.T(l, "pr.passed"))
		return
	}
	dl.line(app.T(l, "plain.hist.hands"))
	for _, s := range engine.Seats {
		dl.line("  " + app.T(l, "plain.seathand", "seat", app.SeatName(l, s), "cards", disp.Shorts(app.SortHand(d.Dealt[s], d.Trump))))
	}
	for i := range d.Tricks {
		t := &d.Tricks[i]
		dl.line(app.T(l, "pr.last", "trick", i+1, "cards", dl.seatCards(disp, t.Played(), t.Seats[:]), "seat", app.SeatName(l, t.Winner), "points", t.Points))
		for _, w := range app.BeloteWordsOf(l, disp, d, i) {
			dl.line("  " + w)
		}
	}
	for _, s := range engine.Seats {
		if len(d.Declared[s]) > 0 {
			dl.line(app.T(l, "pr.declared", "seat", app.SeatName(l, s), "list", app.DescribeDeclaration(l, disp, d.Declared[s])))
		}
	}
	f, err := d.Facts()
	if err == nil {
		var sc engine.Score
		if sc, err = d.Variant.ScoreDeal(f); err == nil {
			for _, line := range app.Breakdown(l, d.Variant, f, sc) {
				dl.line(line)
			}
		}
	}
	if err != nil {
		dl.say("! %s", err)
	}
}

// seen is how far the dialogue has told the deal in progress.
type seen struct {
	deal, bids, tricks int
	declared           bool
	said               map[string]bool // belote and rebelote already told
}

// play runs a game at the table until it is left with 0 (it is saved after every action of the
// learner) or the input ends. The bots play at once, on this goroutine: the dialogue has nothing
// else to answer meanwhile.
func (dl *Dialogue) play(p *app.Practice) error {
	p.Manual = false
	p.Start()
	var s seen
	for {
		dl.narrate(p, &s)
		var err error
		var leave bool
		switch {
		case p.Outcome != nil:
			p, leave, err = dl.dealOver(p)
		case p.Bidding():
			leave, err = dl.learnerBid(p)
		default:
			leave, err = dl.learnerCard(p)
		}
		if err != nil || leave {
			return err
		}
	}
}

// save keeps the game after an action of the learner.
func (dl *Dialogue) savePractice(p *app.Practice) {
	files := dl.practiceFiles()
	if files.Current == "" {
		return
	}
	if err := files.Save(p, dl.opts.Store.Now()); err != nil {
		dl.line(app.T(dl.l, "pr.saved.error", "err", err))
	}
}

// narrate tells what happened since the learner last acted: a new deal, the bids, the tricks
// finished, the announcements and belote said.
func (dl *Dialogue) narrate(p *app.Practice, s *seen) {
	l, d := dl.l, p.Deal
	disp := dl.display(p.Variant)
	if s.deal != len(p.Log) {
		*s = seen{deal: len(p.Log), said: map[string]bool{}}
		g := p.Game
		dl.line("\n" + app.T(l, "plain.pr.deal", "deal", len(p.Log), "dealer", app.SeatName(l, d.Dealer), "retourne", disp.Card(d.Retourne)))
		dl.line(app.T(l, "pr.score", "ns", g.Scores[engine.NS], "ew", g.Scores[engine.EW], "reserve", g.Reserve, "target", p.Variant.Target))
	}
	if len(d.Bids) > s.bids {
		dl.line(app.T(l, "pr.bids", "bids", app.BidsText(l, disp, d.Bids[s.bids:])))
		s.bids = len(d.Bids)
	}
	for ; s.tricks < d.NTricks; s.tricks++ {
		t := d.Tricks[s.tricks]
		dl.line(app.T(l, "pr.last", "trick", s.tricks+1, "cards", dl.seatCards(disp, t.Played(), t.Seats[:]), "seat", app.SeatName(l, t.Winner), "points", t.Points))
	}
	for _, w := range app.BeloteWords(l, disp, d) {
		if !s.said[w] {
			s.said[w] = true
			dl.line(w)
		}
	}
	if !s.declared && d.NTricks >= 1 {
		s.declared = true
		for _, seat := range engine.Seats {
			if seat != app.Learner && len(d.Declared[seat]) > 0 {
				dl.line(app.T(l, "pr.declared", "seat", app.SeatName(l, seat), "list", app.DescribeDeclaration(l, disp, d.Declared[seat])))
			}
		}
	}
}

// display is the dialogue's display for a variant's cards.
func (dl *Dialogue) display(v *engine.Variant) app.Display {
	return app.Display{Lang: dl.l, Face: app.FaceFor(dl.opts.Settings.Face, v.Face), ASCII: dl.d.ASCII}
}

// seatCards words a trick card by card with who played each: "Ouest 7♣, Nord 9♣".
func (dl *Dialogue) seatCards(disp app.Display, cards []engine.Card, seats []engine.Seat) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = app.SeatName(dl.l, seats[i]) + " " + disp.Card(c)
	}
	return strings.Join(parts, ", ")
}

// learnerBid asks the learner's bid with numbered choices: take (round 1, T4) or name a suit
// (round 2, T5), or pass.
func (dl *Dialogue) learnerBid(p *app.Practice) (leave bool, err error) {
	l, d := dl.l, p.Deal
	disp := dl.display(p.Variant)
	dl.line(app.T(l, "plain.pr.handonly", "cards", disp.Cards(app.SortHand(d.Hands[app.Learner], engine.NoSuit))))
	choices := p.BidChoices()
	var items []string
	title := app.T(l, "plain.pr.round2", "card", disp.Card(d.Retourne))
	if d.Phase == engine.Bidding1 {
		title = app.T(l, "plain.pr.round1", "card", disp.Card(d.Retourne))
	}
	for _, c := range choices {
		items = append(items, app.T(l, "plain.pr.take", "suit", disp.SuitSign(c)+" ("+disp.SuitName(c)+")"))
	}
	items = append(items, app.T(l, "plain.pr.pass"))
	i, err := dl.choose(title, items, app.T(l, "plain.pr.leave"))
	if err != nil || i < 0 {
		return true, err
	}
	suit := engine.NoSuit
	if i < len(choices) {
		suit = choices[i]
	}
	if err := p.LearnerBid(suit); err != nil {
		return true, err
	}
	dl.savePractice(p)
	return false, nil
}

// learnerCard asks the learner's card: a number, a number and ? for why, a and b to change the
// announcements and the belote, 0 to leave.
func (dl *Dialogue) learnerCard(p *app.Practice) (leave bool, err error) {
	l, d := dl.l, p.Deal
	disp := dl.display(p.Variant)
	hand := app.SortHand(d.Hands[app.Learner], d.Trump)
	t := p.Table()
	t.Face = disp.Face
	dl.line("")
	dl.table(t, hand, "plain.hand")
	for _, s := range []string{p.OfferText(l, disp), p.BeloteText(l, disp)} {
		if s != "" {
			dl.line(s)
		}
	}
	for {
		line, err := dl.ask(app.T(l, "plain.pr.play", "max", len(hand)))
		if err != nil {
			return true, err
		}
		switch line {
		case "0":
			return true, nil
		case "a", "b":
			if line == "a" && len(p.Offer()) > 0 {
				p.Declare = !p.Declare
				dl.line(p.OfferText(l, disp))
			} else if line == "b" && p.BeloteText(l, disp) != "" {
				p.Belote = !p.Belote
				dl.line(p.BeloteText(l, disp))
			}
			continue
		}
		n, cerr := strconv.Atoi(strings.TrimSuffix(line, "?"))
		if cerr != nil || n < 1 || n > len(hand) {
			dl.line(app.T(l, "plain.badchoice", "input", line, "max", len(hand)))
			continue
		}
		c := hand[n-1]
		if strings.HasSuffix(line, "?") {
			dl.line(strings.Join(app.WhyCard(l, p.Variant, d.Trump, hand, d.Current().Played(), c), "\n"))
			continue
		}
		r, err := p.LearnerPlay(l, c)
		if err != nil {
			return true, err
		}
		if r != nil {
			dl.line(app.T(l, "pr.refused", "reason", r.Reason))
			dl.line(app.T(l, "pr.refused.legal", "cards", disp.Shorts(r.Shown), "reason", r.Summary))
			continue
		}
		dl.line(app.T(l, "plain.pr.played", "card", disp.Card(c)))
		dl.savePractice(p)
		return false, nil
	}
}

// dealOver tells the end of a deal: the coach first (as on the screen, so that a long breakdown
// never hides it), then the breakdown; Enter deals the next deal or, once the game is over,
// starts a new game with the same options.
func (dl *Dialogue) dealOver(p *app.Practice) (next *app.Practice, leave bool, err error) {
	l, g := dl.l, p.Game
	disp := dl.display(p.Variant)
	dl.line("")
	if g.Over {
		dl.line(app.T(l, "plain.pr.gameover", "team", app.TeamName(l, g.Winner), "won", g.Scores[g.Winner], "lost", g.Scores[g.Winner.Other()]))
	} else {
		dl.line(app.T(l, "plain.pr.dealover"))
	}
	if p.Opts.Coach {
		dl.coach(p, disp)
	}
	for _, line := range p.Breakdown(l) {
		dl.line(line)
	}
	prompt := app.Key("plain.pr.next")
	if g.Over {
		prompt = "plain.pr.newgame"
	}
	line, err := dl.ask(app.T(l, prompt))
	if err != nil || line == "0" {
		return p, true, err
	}
	if g.Over {
		o := p.Opts
		o.Seed = dl.nextSeed()
		np, err := app.NewPractice(o)
		if err != nil {
			return p, true, err
		}
		np.Start()
		dl.savePractice(np)
		return np, false, nil
	}
	if err := p.NextDeal(); err != nil {
		return p, true, err
	}
	dl.savePractice(p)
	return p, false, nil
}

// coach judges the learner's bids (the bid simulation) and, when the deal was played, the
// learner's cards from what they could see (the evaluator), then shows for each mistake the play
// that makes the difference (the screen's second view), all in words, as the screen does.
func (dl *Dialogue) coach(p *app.Practice, disp app.Display) {
	l, d := dl.l, p.Deal
	dl.line(app.T(l, "plain.pr.coaching"))
	opts := dl.opts.BidCoach
	if opts.Max == 0 {
		opts = app.BidCoachOptions
	}
	if bids, err := p.BidCoach(context.Background(), opts); err == nil { // a bid not judged says nothing
		for _, line := range app.BidCoachText(l, disp, bids) {
			dl.line(line)
		}
	}
	if p.Outcome.Passed {
		return // no card was played
	}
	verdicts, err := app.HiddenCoach(context.Background(), d, app.Learner)
	for _, line := range app.HiddenCoachText(l, disp, verdicts) {
		if line != app.T(l, "hcoach.open") { // the screen's key to the other view: both are told here
			dl.line(line)
		}
	}
	if err != nil {
		dl.line(err.Error())
		return
	}
	if lines := app.CoachLinesText(l, disp, verdicts); app.HasMistakes(verdicts) {
		for _, line := range lines[:len(lines)-1] { // the last is the screen's key back
			dl.line(line)
		}
	}
}
