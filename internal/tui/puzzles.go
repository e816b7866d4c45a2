package tui

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// library returns the lessons and puzzles, built-in and the user's, loaded once (New starts the
// load in the background so that the first screen is not kept waiting).
func (u *UI) library() (*content.Library, []content.Problem) {
	u.libOnce.Do(func() { u.lib, u.libProbs = content.LoadAll(u.opts.ContentDirs...) })
	return u.lib, u.libProbs
}

// puzzleFilter narrows the puzzle list by kind, theme and difficulty (zero values: all).
type puzzleFilter struct {
	kind  int         // 0 all, else puzzles.Kind + 1
	theme engine.Rule // NoRule: all
	diff  int         // 0 all, else 1..5
}

func (f puzzleFilter) keep(p *puzzles.Puzzle) bool {
	return (f.kind == 0 || int(p.Kind)+1 == f.kind) &&
		(f.theme == engine.NoRule || slices.Contains(p.Themes, f.theme)) &&
		(f.diff == 0 || p.Difficulty == f.diff)
}

// puzzleList is the puzzle browser: the review due first, then every puzzle of the built-in and
// user packs, filtered by kind, theme and difficulty.
type puzzleList struct {
	ui     *UI
	flex   *tview.Flex
	head   *tview.TextView
	list   *tview.List
	keys   KeyMap
	filter puzzleFilter
	shown  []*puzzles.Puzzle
	titles map[string]string // puzzle id → its title, shown instead of the id
}

func newPuzzleList(u *UI) *puzzleList {
	s := &puzzleList{ui: u, head: tview.NewTextView().SetWrap(true).SetWordWrap(true), list: newMenu()}
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(s.head, 3, 0, false).AddItem(s.list, 0, 1, true)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.keys = append(listKeys(s.list),
		Binding{Runes: "K", Label: "K", Help: "key.kind", Footer: true, Action: func(rune) { s.filter.kind = (s.filter.kind + 1) % (len(puzzles.Kinds()) + 1); s.Refresh() }},
		Binding{Runes: "t", Label: "t", Help: "key.theme", Footer: true, Action: func(rune) { s.nextTheme(); s.Refresh() }},
		Binding{Runes: "d", Label: "d", Help: "key.difficulty", Footer: true, Action: func(rune) { s.filter.diff = (s.filter.diff + 1) % 6; s.Refresh() }},
	)
	u.place(progress.Place{Screen: "puzzle"})
	s.Refresh()
	return s
}

func (s *puzzleList) Title() app.Key        { return "pz.title" }
func (s *puzzleList) Root() tview.Primitive { return s.flex }
func (s *puzzleList) Keys() KeyMap          { return s.keys }

// nextTheme steps the theme filter through the rules that some puzzle practises.
func (s *puzzleList) nextTheme() {
	lib, _ := s.ui.library()
	var themes []engine.Rule
	for _, p := range lib.Puzzles() {
		for _, r := range p.Themes {
			if !slices.Contains(themes, r) {
				themes = append(themes, r)
			}
		}
	}
	slices.Sort(themes)
	themes = append([]engine.Rule{engine.NoRule}, themes...)
	i := slices.Index(themes, s.filter.theme)
	s.filter.theme = themes[(i+1)%len(themes)]
}

// Refresh rebuilds the list: the puzzles due for review first, then the others in pack order.
func (s *puzzleList) Refresh() {
	u, l := s.ui, s.ui.lang
	lib, probs := u.library()
	var review map[string]progress.Memory
	var due []string
	u.store.View(func(p *progress.Progress) {
		review = maps.Clone(p.Review)
		due = p.Due(u.store.Now())
	})
	s.shown = s.shown[:0]
	for _, p := range lib.Puzzles() {
		if s.filter.keep(p) {
			s.shown = append(s.shown, p)
		}
	}
	// Easiest first; within a difficulty, in pack order.
	slices.SortStableFunc(s.shown, func(a, b *puzzles.Puzzle) int { return a.Difficulty - b.Difficulty })
	s.titles = puzzleTitles(lib.Packs, l)
	kind, theme, diff := app.T(l, "pz.all"), app.T(l, "pz.all.f"), app.T(l, "pz.all.f")
	if s.filter.kind > 0 {
		kind = app.PuzzleKindName(l, puzzles.Kind(s.filter.kind-1), puzzles.ViewOpen)
	}
	if s.filter.theme != engine.NoRule {
		theme = s.filter.theme.String()
	}
	if s.filter.diff > 0 {
		diff = fmt.Sprint(s.filter.diff)
	}
	head := app.T(l, "pz.head", "n", len(s.shown), "kind", kind, "rule", theme, "difficulty", diff)
	if len(probs) > 0 {
		head += "\n" + app.T(l, "pz.problems", "n", len(probs), "ids", probs[0].String())
	}
	s.head.SetText(head)
	cur := s.list.GetCurrentItem()
	s.list.Clear()
	var dueHere []*puzzles.Puzzle
	for _, id := range due {
		if p := lib.Puzzle(id); p != nil && s.filter.keep(p) {
			dueHere = append(dueHere, p)
		}
	}
	if len(dueHere) > 0 {
		s.list.AddItem(app.T(l, "pz.review", "n", len(dueHere)), "", 'r', func() { u.push(newPuzzleScreen(u, dueHere, 0)) })
	}
	var fresh []*puzzles.Puzzle
	u.store.View(func(p *progress.Progress) { fresh = app.AtLevel(p, s.shown) })
	fresh = slices.DeleteFunc(fresh, func(p *puzzles.Puzzle) bool { return review[p.ID].Reps > 0 })
	if len(fresh) > 0 {
		s.list.AddItem(app.T(l, "pz.atlevel", "n", len(fresh)), "", 'l', func() { u.push(newPuzzleScreen(u, fresh, 0)) })
	}
	for i, p := range s.shown {
		s.list.AddItem(s.line(p, review[p.ID]), "", 0, func() { u.push(newPuzzleScreen(u, s.shown, i)) })
	}
	s.list.SetCurrentItem(cur)
}

// line describes a puzzle: its review state, id, kind, difficulty, themes and variant.
func (s *puzzleList) line(p *puzzles.Puzzle, r progress.Memory) string {
	mark := "  "
	switch {
	case r.Reps == 0:
	case !r.Due.After(s.ui.store.Now()):
		mark = "↻ "
	case r.Learnt():
		mark = "✓ "
	}
	// Sized for 80 columns: the title, the kind, the difficulty and the variant.
	title := []rune(cmp.Or(s.titles[p.ID], p.ID))
	if len(title) > 40 {
		title = append(title[:39], '…')
	}
	// A user pack's title may hold tview tags ([red], ["region"]): shown as written.
	return tview.Escape(fmt.Sprintf("%s%-40s %-9s %s %s", mark, string(title), app.PuzzleKindName(s.ui.lang, p.Kind, p.View),
		strings.Repeat("★", p.Difficulty)+strings.Repeat("·", 5-p.Difficulty), p.Variant.Name))
}

// puzzleTitles names each puzzle by its pack's title and its number in the pack: "Partner
// master · 4".
func puzzleTitles(packs []*puzzles.Pack, l app.Lang) map[string]string {
	out := map[string]string{}
	for _, pk := range packs {
		for i, p := range pk.Puzzles {
			out[p.ID] = fmt.Sprintf("%s · %d", pk.Title.In(l), i+1)
		}
	}
	return out
}

// puzzleScreen plays a run of puzzles, one after the other; each answer is saved at once and moves
// the puzzle in the spaced review (FSRS).
type puzzleScreen struct {
	ui    *UI
	run   []*puzzles.Puzzle
	i     int
	pv    *puzzleView
	flex  *tview.Flex
	head  *tview.TextView
	keys  KeyMap
	skip  bool      // PgDn was pressed once on an unanswered puzzle
	shown time.Time // when the puzzle was shown, to time the answer
}

func newPuzzleScreen(u *UI, run []*puzzles.Puzzle, i int) *puzzleScreen {
	s := &puzzleScreen{ui: u, run: slices.Clone(run), i: i, pv: newPuzzleView(u), head: tview.NewTextView()}
	s.pv.onDone = s.answered
	s.pv.onNext = func() { s.move(1) }
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(s.head, 1, 0, false).AddItem(s.pv.flex, 0, 1, true)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.keys = append(KeyMap{
		{Key: tcell.KeyPgDn, Runes: "n", Label: "PgDn/n", Help: "key.nextpuzzle", Short: "key.next.short", Footer: true, Typing: true, Action: func(rune) { s.move(1) }},
		{Key: tcell.KeyPgUp, Runes: "p", Label: "PgUp/p", Help: "key.prevpuzzle", Typing: true, Action: func(rune) { s.move(-1) }},
	}, s.pv.keys()...)
	s.show()
	return s
}

func (s *puzzleScreen) Title() app.Key        { return "pz.title" }
func (s *puzzleScreen) Root() tview.Primitive { return s.flex }
func (s *puzzleScreen) Keys() KeyMap          { return s.keys }
func (s *puzzleScreen) Refresh()              { s.pv.redraw() }
func (s *puzzleScreen) HelpNote() string      { return s.pv.HelpNote() }
func (s *puzzleScreen) Close()                { s.pv.Close() }
func (s *puzzleScreen) ShownVariant() string  { return s.run[s.i].Variant.Name }

func (s *puzzleScreen) show() {
	p := s.run[s.i]
	s.head.SetText(app.T(s.ui.lang, "pz.counter", "i", s.i+1, "n", len(s.run), "kind", p.ID, "rule", p.Variant.Name, "difficulty", strings.Repeat("★", p.Difficulty)))
	s.pv.Load(p, app.Text{})
	s.shown = s.ui.store.Now()
	s.ui.place(progress.Place{Screen: "puzzle", ID: p.ID})
}

// move goes to the next or previous puzzle; an unanswered puzzle is skipped only at a second
// press, once the learner has been told.
func (s *puzzleScreen) move(d int) {
	if d > 0 && s.pv.s.Verdict == nil && !s.skip {
		s.skip = true
		s.ui.flash(app.T(s.ui.lang, "skip.unanswered"))
		return
	}
	if j := s.i + d; j >= 0 && j < len(s.run) {
		s.skip = false
		s.i = j
		s.show()
	}
}

func (s *puzzleScreen) answered(v puzzles.Verdict, ps *app.PuzzleSession) {
	s.ui.record(app.PuzzleAttempt("puzzle", ps, s.shown, s.ui.store.Now()))
}
