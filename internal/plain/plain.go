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
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/progress"
)

// Options are what the dialogue starts from.
type Options struct {
	Lang     app.Lang
	Settings progress.Settings
	Store    *progress.Store
	Notices  []string
	Seed     uint64
	// ContentDirs are the user's lessons and puzzles, besides the built-in ones.
	ContentDirs []string
}

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
	v, ok := engine.Builtin(opts.Settings.Variant)
	if !ok {
		v = engine.MustBuiltin("classique")
	}
	dl.v = app.WithFace(v, app.FaceFor(opts.Settings.Face, v.Face))
	dl.d = app.Display{Lang: dl.l, Face: dl.v.Face, ASCII: opts.Settings.ASCII}
	if opts.Store == nil {
		opts.Store, _, _ = progress.Open("")
		dl.opts.Store = opts.Store
	}
	err := dl.menu()
	if err == errEOF {
		dl.say("")
		return nil
	}
	return err
}

func (dl *Dialogue) say(format string, args ...any) { fmt.Fprintf(dl.out, format+"\n", args...) }

// line writes a text as it is (a translated message may hold a % sign).
func (dl *Dialogue) line(text string) { fmt.Fprintln(dl.out, text) }

// ask prints a prompt and reads one line; io.EOF at the end of input.
func (dl *Dialogue) ask(prompt string) (string, error) {
	fmt.Fprint(dl.out, prompt+" ")
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
	for {
		dl.say("\n%s", title)
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
		case cerr == nil && n == 0:
			return -1, nil
		case cerr == nil && n >= 1 && n <= len(items):
			return n - 1, nil
		}
		dl.line(app.T(dl.l, "plain.badchoice", "input", line, "max", len(items)))
	}
}

func (dl *Dialogue) menu() error {
	l := dl.l
	dl.line(app.T(l, "plain.welcome", "variant", dl.v.Name))
	for _, n := range dl.opts.Notices {
		dl.say("! %s", n)
	}
	for {
		i, err := dl.choose(app.T(l, "plain.menu"), []string{app.T(l, "home.drills"), app.T(l, "home.quizzes"), app.T(l, "home.rules"),
			app.T(l, "home.lessons"), app.T(l, "home.puzzles")}, app.T(l, "home.quit"))
		if err != nil {
			return err
		}
		switch i {
		case -1:
			dl.line(app.T(l, "plain.bye"))
			return nil
		case 0:
			err = dl.drill()
		case 1:
			err = dl.quizzes()
		case 2:
			err = dl.rules()
		case 3:
			err = dl.lessons()
		case 4:
			err = dl.puzzles()
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
func (dl *Dialogue) table(t app.Table, hand []engine.Card, handKey string) {
	l := dl.l
	d := app.Display{Lang: dl.l, Face: t.Face, ASCII: dl.d.ASCII} // the table's own face (a lesson diagram may be Spanish)
	dl.say("%s %s (%s)", app.T(l, "table.trump"), d.SuitSign(t.Trump), d.SuitName(t.Trump))
	if t.Dealer < engine.NoSeat {
		dl.line(app.T(l, "plain.dealer", "dealer", app.SeatName(l, t.Dealer), "taker", app.SeatName(l, t.Taker)))
	}
	if len(t.Trick) > 0 {
		var parts []string
		for i, c := range t.Trick {
			parts = append(parts, fmt.Sprintf("%d. %s %s", i+1, app.SeatName(l, t.Seats[i]), d.Card(c)))
		}
		dl.line(app.T(l, "plain.trick", "cards", strings.Join(parts, ", ")))
	}
	if len(hand) > 0 {
		var parts []string
		for i, c := range hand {
			parts = append(parts, fmt.Sprintf("%d=%s", i+1, d.Card(c)))
		}
		dl.line(app.T(l, handKey, "cards", strings.Join(parts, " ")))
	}
}

func (dl *Dialogue) record(a progress.Attempt) {
	a.When = dl.opts.Store.Now()
	dl.save(func(p *progress.Progress) { p.Record(a) })
}

// drill asks "play a legal card" on random positions until the learner types 0.
func (dl *Dialogue) drill() error {
	l := dl.l
	d := app.NewDrill(dl.v, engine.NoRule, app.PlayLegal, dl.nextSeed())
	for {
		hand := d.Hand()
		dl.say("")
		dl.table(d.Pos.Table, hand, "plain.hand")
		line, err := dl.ask(app.T(l, "plain.drill.ask", "max", len(hand)))
		if err != nil {
			return err
		}
		if line == "0" {
			return nil
		}
		n, cerr := strconv.Atoi(strings.TrimSuffix(line, "?"))
		if cerr != nil || n < 1 || n > len(hand) {
			dl.line(app.T(l, "plain.badchoice", "input", line, "max", len(hand)))
			continue
		}
		if strings.HasSuffix(line, "?") {
			d.Helped = true
			dl.line(strings.Join(app.WhyCard(l, dl.v, d.Pos.Trump, hand, d.Pos.Trick, hand[n-1]), "\n"))
			continue
		}
		f := d.Play(hand[n-1])
		dl.line(strings.Join(app.PlayFeedback(l, dl.d, dl.v, d.Pos.Trump, hand, d.Pos.Trick, f), "\n"))
		dl.line(app.T(l, "drill.stats", "streak", d.Streak, "best", d.Best, "right", d.Score.Right, "total", d.Score.Total, "pct", d.Score.Percent(), "rule", app.T(l, "drill.mixed")))
		dl.record(progress.Attempt{Kind: "drill", Themes: []string{f.Rule.String()}, Right: f.Right, Helped: d.Helped})
		d.Next()
	}
}

// quizzes asks typed-number questions of a chosen kind until the learner types 0.
func (dl *Dialogue) quizzes() error {
	l := dl.l
	kinds := append([]app.QuizKind{app.Mixed}, app.QuizKinds...)
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = app.T(l, "quiz.kind.mixed")
		if k != app.Mixed {
			names[i] = app.T(l, "quiz.kind."+k.Key())
		}
	}
	i, err := dl.choose(app.T(l, "quiz.title"), names, app.T(l, "key.back"))
	if err != nil || i < 0 {
		return err
	}
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
	hand, key := app.SortHand(qq.Table.Hands[engine.South], qq.Table.Trump), "plain.hand"
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
		line, err := dl.ask(app.T(l, "quiz.q."+qq.Kind.Key()) + " " + app.FieldsHint(l, qq.Fields))
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
		key := "quiz.wrong"
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
		names[i] = e.Rule.String() + " " + e.Title.In(l)
	}
	for {
		i, err := dl.choose(app.T(l, "rules.title"), names, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		e := all[i]
		dl.say("\n%s %s\n%s", e.Rule, e.Title.In(l), e.Summary.In(l))
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
