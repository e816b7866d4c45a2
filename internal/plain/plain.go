// Package plain is the trainer as a line-by-line dialogue (numbered choices, typed answers) for
// screen readers and scripts: `belote --plain`, or when standard output is not a terminal, or with
// ACCESSIBLE=1. It drives the same models as the terminal screens and ends cleanly at end of input.
package plain

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// Options are what the dialogue starts from.
type Options struct {
	Lang     app.Lang
	Settings progress.Settings
	Store    *progress.Store
	Notices  []string
	Seed     uint64
	// SettingsPath is where the settings are saved ("" : not saved); LocaleLang is the system's
	// language, used when the language setting is set back to the system's.
	SettingsPath string
	LocaleLang   app.Lang
	// BidCoach bounds the judgement of the learner's bids at the practice table (a zero Max:
	// app.BidCoachOptions; tests give fewer deals).
	BidCoach coach.BidOptions
	// ContentDirs are the user's lessons and puzzles, besides the built-in ones.
	ContentDirs []string
	// Open is what `belote open` names (a lesson, a puzzle or a screen): the dialogue starts there,
	// then shows the menu. An unknown name is an error (OpenError) before anything is asked.
	Open string
}

// OpenError is Options.Open naming nothing: the error says what exists.
type OpenError struct{ Err error }

func (e *OpenError) Error() string { return e.Err.Error() }
func (e *OpenError) Unwrap() error { return e.Err }

// Dialogue is one run of the plain trainer.
type Dialogue struct {
	opts Options
	l    app.Lang
	in   *bufio.Scanner
	out  io.Writer
	v    *engine.Variant
	d    app.Display
	seed uint64
	lib  *content.Library
}

// errEOF ends the dialogue at the end of input.
var errEOF = io.EOF

// Run talks with the learner until they quit or the input ends; it returns nil in both cases.
func Run(in io.Reader, out io.Writer, opts Options) error {
	dl := &Dialogue{opts: opts, l: opts.Lang, in: bufio.NewScanner(in), out: out, seed: opts.Seed}
	dl.applySettings()
	if opts.Store == nil {
		opts.Store, _, _ = progress.Open("")
		dl.opts.Store = opts.Store
	}
	err := dl.start()
	if err == errEOF {
		dl.say("")
		return nil
	}
	return err
}

func (dl *Dialogue) say(format string, args ...any) { fmt.Fprintf(dl.out, format+"\n", args...) }

// line writes a text as it is (a translated message may hold a % sign).
func (dl *Dialogue) line(text string) { fmt.Fprintln(dl.out, text) }

// ask prints a prompt and reads one line; io.EOF at the end of input. The prompt ends its line, so
// that a script reading line by line sees it before it writes its answer (a co-process).
func (dl *Dialogue) ask(prompt string) (string, error) {
	fmt.Fprintln(dl.out, prompt)
	if !dl.in.Scan() {
		if err := dl.in.Err(); err != nil {
			return "", err
		}
		return "", errEOF
	}
	return strings.TrimSpace(dl.in.Text()), nil
}

// choose offers numbered choices and returns the index picked, or -1 for 0 (back or quit).
func (dl *Dialogue) choose(title string, items []string, zero string) (int, error) {
	return dl.chooseOr(title, "", items, zero)
}

// chooseOr is choose with, when letter is not empty, a first choice "c. letter" (the screen's
// lettered "continue where I left off"), picked as -2.
func (dl *Dialogue) chooseOr(title, letter string, items []string, zero string) (int, error) {
	for {
		dl.say("\n%s", title)
		if letter != "" {
			dl.say("  c. %s", letter)
		}
		for i, it := range items {
			dl.say("  %d. %s", i+1, it)
		}
		dl.say("  0. %s", zero)
		line, err := dl.ask(app.T(dl.l, "plain.choose"))
		if err != nil {
			return 0, err
		}
		n, cerr := strconv.Atoi(line)
		switch {
		case line == "c" && letter != "":
			return -2, nil
		case cerr == nil && n == 0:
			return -1, nil
		case cerr == nil && n >= 1 && n <= len(items):
			return n - 1, nil
		}
		dl.line(app.T(dl.l, "plain.badchoice", "input", line, "max", len(items)))
	}
}

// start says welcome, opens what Options.Open names, then shows the menu.
func (dl *Dialogue) start() error {
	dl.line(app.T(dl.l, "plain.welcome", "variant", dl.v.Name))
	for _, n := range dl.opts.Notices {
		dl.say("! %s", n)
	}
	if dl.opts.Open != "" {
		if _, err := app.FindTarget(dl.library(), dl.opts.Open); err != nil {
			return &OpenError{err}
		}
		if err := dl.open(dl.opts.Open); err != nil {
			return err
		}
	}
	return dl.menu()
}

// items runs each home menu item.
func (dl *Dialogue) items() map[app.Key]func() error {
	return map[app.Key]func() error{
		app.HomeLessons:    dl.lessons,
		app.HomeDrills:     func() error { return dl.drill(engine.NoRule) },
		app.HomePuzzles:    dl.puzzles,
		app.HomePractice:   dl.practice,
		app.HomeQuizzes:    dl.quizzes,
		app.HomeCalculator: dl.calculator,
		app.HomeRules:      dl.rules,
		app.HomeStats:      dl.stats,
		app.HomeSettings:   dl.settings,
		app.HomeStreak:     dl.streak,
		app.HomeMistakes:   dl.mistakes,
	}
}

// menu is the home menu: the screen's items in the screen's order, with the same numbers
// (app.HomeItems), and c, "continue where I left off", once the learner has been somewhere.
func (dl *Dialogue) menu() error {
	items := dl.items()
	for {
		l := dl.l // the settings may change the language
		names := make([]string, len(app.HomeItems))
		for i, it := range app.HomeItems {
			names[i] = app.T(l, it)
		}
		last, cont := dl.lastPlace(), ""
		if last.Screen != "" {
			cont = app.T(l, "home.continue")
		}
		i, err := dl.chooseOr(app.T(l, "plain.menu"), cont, names, app.T(l, "home.quit"))
		switch {
		case err != nil:
			return err
		case i == -1:
			dl.line(app.T(l, "plain.bye"))
			return nil
		case i == -2:
			err = dl.resume(last)
		default:
			err = items[app.HomeItems[i]]()
		}
		if err != nil {
			return err
		}
	}
}

func (dl *Dialogue) nextSeed() uint64 {
	dl.seed = dl.seed*6364136223846793005 + 1442695040888963407
	return dl.seed
}

// table words a table: trump, the trick with who played each card, and South's hand numbered.
func (dl *Dialogue) table(t app.Table, hand []engine.Card, handKey app.Key) {
	l := dl.l
	d := app.Display{Lang: dl.l, Face: t.Face, ASCII: dl.d.ASCII} // the table's own face (a lesson diagram may be Spanish)
	// No trump yet while a deal is bid: nothing to say.
	if t.Trump < engine.NoSuit {
		dl.say("%s %s (%s)", app.T(l, "table.trump"), d.SuitSign(t.Trump), d.SuitName(t.Trump))
	}
	switch {
	case t.Dealer < engine.NoSeat && t.Taker < engine.NoSeat:
		dl.line(app.T(l, "plain.dealer", "dealer", app.SeatName(l, t.Dealer), "taker", app.SeatName(l, t.Taker)))
	case t.Dealer < engine.NoSeat:
		dl.line(app.T(l, "plain.dealer.only", "dealer", app.SeatName(l, t.Dealer)))
	}
	if len(t.Trick) > 0 {
		var parts []string
		for i, c := range t.Trick {
			parts = append(parts, fmt.Sprintf("%d. %s %s", i+1, app.SeatName(l, t.Seats[i]), d.Short(c)))
		}
		dl.line(app.T(l, "plain.trick", "cards", strings.Join(parts, ", ")))
	}
	// Cartes sur table: the other hands that the screen lays open, so that an open-card puzzle
	// can be solved without a screen.
	for _, s := range engine.Seats {
		if s != engine.South && t.Open[s] && t.Hands[s] != 0 {
			dl.line(app.T(l, "plain.seathand", "seat", app.SeatName(l, s), "cards", d.Shorts(app.SortHand(t.Hands[s], t.Trump))))
		}
	}
	if len(hand) > 0 {
		var parts []string
		for i, c := range hand {
			parts = append(parts, fmt.Sprintf("%d=%s", i+1, d.Short(c)))
		}
		dl.line(app.T(l, handKey, "cards", strings.Join(parts, " ")))
	}
}

func (dl *Dialogue) record(a progress.Attempt) {
	a.When = dl.opts.Store.Now()
	dl.save(func(p *progress.Progress) { p.Record(a) })
}

// drill asks "play a legal card" (or, after m, "tick every legal card") on random positions (of
// one row of §3, or mixed with NoRule; f steps through them as on the screen) in sessions of
// app.DefaultDrillLength answers, each ending with its summary, until 0.
func (dl *Dialogue) drill(filter engine.Rule) error {
	l := dl.l
	d := app.NewDrill(dl.v, filter, app.PlayLegal, dl.nextSeed())
	dl.opts.Store.View(func(p *progress.Progress) { d.Best = p.BestStreak(dl.v.Name) })
	dl.place(progress.Place{Screen: "drill"})
	for {
		if d.Done != nil && d.Over() {
			again, err := dl.drillSummary(d)
			if err != nil || !again {
				return err
			}
			continue
		}
		hand := d.Hand()
		dl.say("")
		dl.table(d.Pos.Table, hand, "plain.hand")
		ask := app.T(l, "plain.drill.ask", "max", len(hand))
		if d.Mode == app.SelectLegal {
			ask = app.T(l, "plain.drill.tick", "max", len(hand), "example", app.TickExample(len(hand)))
		}
		line, err := dl.ask(ask + " " + app.T(l, "plain.drill.keys", "mode", app.T(l, "key.mode"), "filter", app.T(l, "key.filter")))
		if err != nil {
			return err
		}
		switch line {
		case "0":
			return nil
		case "m":
			d.SwitchMode()
			continue
		case "f":
			d.CycleFilter()
			dl.line(app.T(l, "drill.filter.set") + " " + d.FilterName(l))
			continue
		}
		f, ok := dl.drillAnswer(d, hand, line)
		if !ok {
			continue
		}
		paras, _ := app.DrillFeedback(l, dl.d, dl.v, d.Pos.Trump, hand, d.Pos.Trick, d.Mode, f)
		dl.line(strings.Join(paras, "\n"))
		count := app.T(l, "drill.progress", "i", d.Session.Score.Total, "n", d.Length)
		if d.Session.Redo {
			count = app.T(l, "drill.redoing", "n", d.Session.Score.Total)
		}
		dl.line(app.T(l, "drill.stats", "streak", d.Streak, "best", d.Best, "right", d.Score.Right, "total", d.Score.Total, "pct", d.Score.Percent(), "rule", d.FilterName(l)) + " · " + count)
		dl.record(progress.Attempt{Kind: "drill", Themes: []string{f.Rule.String()}, Right: f.Right, Helped: d.Helped})
		if best, variant := d.Best, dl.v.Name; best > 0 {
			dl.save(func(p *progress.Progress) { p.NoteStreak(variant, best) })
		}
		if !d.Over() {
			d.Next()
		}
	}
}

// drillAnswer reads an answer to the drill's question: a card's number (with ? to ask why it may
// or may not be played, which answers nothing), or in "tick" mode the numbers of every legal
// card. ok is false when nothing was answered.
func (dl *Dialogue) drillAnswer(d *app.Drill, hand []engine.Card, line string) (f app.Feedback, ok bool) {
	l := dl.l
	if d.Mode == app.SelectLegal && !strings.HasSuffix(line, "?") {
		cards, err := dl.pickCards(line, hand)
		if err != nil {
			dl.line(err.Error())
			return f, false
		}
		for _, c := range cards {
			d.Toggle(c)
		}
		return d.Submit(), true
	}
	n, cerr := strconv.Atoi(strings.TrimSuffix(line, "?"))
	if cerr != nil || n < 1 || n > len(hand) {
		dl.line(app.T(l, "plain.badchoice", "input", line, "max", len(hand)))
		return f, false
	}
	if strings.HasSuffix(line, "?") {
		d.Helped = true
		dl.line(strings.Join(app.WhyCard(l, dl.v, d.Pos.Trump, hand, d.Pos.Trick, hand[n-1]), "\n"))
		return f, false
	}
	return d.Play(hand[n-1]), true
}

// drillSummary shows the end of a session and asks what next: e redoes the mistakes, Enter starts
// a new session, 0 goes back (again is false).
func (dl *Dialogue) drillSummary(d *app.Drill) (again bool, err error) {
	l := dl.l
	lines := app.DrillSummary(l, d.Session)
	dl.line("\n" + strings.Join(lines[:len(lines)-1], "\n"))
	key := app.Key("plain.drill.sum.again")
	if len(d.Session.Mistakes) > 0 {
		key = "plain.drill.sum.redo"
	}
	for {
		line, err := dl.ask(app.T(l, key, "n", len(d.Session.Mistakes)))
		if err != nil || line == "0" {
			return false, err
		}
		switch {
		case line == "":
			d.NewSession(false)
			return true, nil
		case line == "e" && len(d.Session.Mistakes) > 0:
			d.NewSession(true)
			return true, nil
		}
		dl.line(app.T(l, "plain.badword", "input", line))
	}
}

// quizzes asks typed-number questions of a chosen kind until the learner types 0.
func (dl *Dialogue) quizzes() error {
	l := dl.l
	kinds := append([]app.QuizKind{app.Mixed}, app.QuizKindsFor(dl.v)...)
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = app.T(l, k.Name())
	}
	i, err := dl.choose(app.T(l, "quiz.title"), names, app.T(l, "key.back"))
	if err != nil || i < 0 {
		return err
	}
	dl.place(progress.Place{Screen: "quiz"})
	q := app.NewQuiz(dl.v, kinds[i], dl.nextSeed())
	for {
		if err := dl.question(q); err != nil {
			return err
		}
		if !q.Done {
			return nil
		}
		q.Next()
	}
}

// question asks one quiz question; it returns with q.Done false when the learner typed 0.
func (dl *Dialogue) question(q *app.Quiz) error {
	l := dl.l
	qq := &q.Q
	dl.say("")
	hand, key := app.SortHand(qq.Table.Hands[engine.South], qq.Table.Trump), app.Key("plain.hand")
	if qq.Kind == app.QuizCount {
		hand, key = qq.Cards, "plain.cards"
	}
	if qq.Kind != app.QuizCompare { // its info states the trump; nothing else is on the table
		dl.table(qq.Table, hand, key)
	}
	for _, line := range app.QuestionInfo(l, dl.d, qq) {
		dl.line(line)
	}
	for {
		line, err := dl.ask(app.T(l, qq.Kind.Prompt()) + " " + app.FieldsHint(l, qq.Fields))
		if err != nil {
			return err
		}
		if line == "0" {
			return nil
		}
		right, aerr := q.Answer(l, line)
		if aerr != nil {
			dl.line(aerr.Error())
			continue
		}
		key := app.Key("quiz.wrong")
		if right {
			key = "quiz.right"
		}
		dl.line(app.T(l, key, "answer", qq.AnswerText(l)))
		for _, e := range app.QuestionExplanation(l, dl.d, qq) {
			dl.line(e)
		}
		themes := make([]string, len(qq.Themes))
		for i, r := range qq.Themes {
			themes[i] = r.String()
		}
		dl.record(progress.Attempt{Kind: "quiz", ID: qq.Kind.Key(), Themes: themes, Right: right, Helped: q.Helped})
		dl.line(app.T(l, "quiz.tally", "right", q.Score.Right, "total", q.Score.Total) + " " + app.T(l, "plain.quiz.zero"))
		return nil
	}
}

// rules lists the rules reference and shows the one picked.
func (dl *Dialogue) rules() error {
	l := dl.l
	all := app.ReferenceAll()
	names := make([]string, len(all))
	for i, e := range all {
		names[i] = e.Rule.String() + " " + app.T(l, e.Title)
	}
	for {
		i, err := dl.choose(app.T(l, "rules.title"), names, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		e := all[i]
		dl.say("\n%s %s\n%s", e.Rule, app.T(l, e.Title), app.T(l, e.Summary))
		if e.Example != nil {
			t, lines := e.Example.Show(l, dl.d)
			dl.line(app.T(l, "rules.example"))
			if e.Example.Facts == nil {
				dl.table(t, app.SortHand(t.Hands[engine.South], t.Trump), "plain.hand")
			}
			dl.line(strings.Join(lines, "\n"))
		}
	}
}
