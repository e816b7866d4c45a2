package tui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// home is the bottom of the stack: the menu of everything the trainer does.
type home struct {
	ui    *UI
	flex  *tview.Flex
	intro *tview.TextView
	list  *tview.List
	keys  KeyMap
}

func newHome(u *UI) *home {
	h := &home{ui: u, intro: tview.NewTextView().SetWrap(true).SetWordWrap(true), list: newMenu()}
	h.flex = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(h.intro, 3, 0, false).
		AddItem(h.list, 0, 1, true)
	h.flex.SetBorderPadding(1, 0, 2, 2)
	h.keys = listKeys(h.list)
	h.Refresh()
	return h
}

func (h *home) Title() app.Key        { return "home.title" }
func (h *home) Root() tview.Primitive { return h.flex }
func (h *home) Keys() KeyMap          { return h.keys }

// Refresh rebuilds the texts in the current language (after a settings change).
func (h *home) Refresh() {
	u, l := h.ui, h.ui.lang
	intro := app.T(l, "home.intro", "variant", u.settings.Variant, "lang", app.T(l, "lang.name"))
	for _, n := range u.opts.Notices {
		intro += "\n! " + n
	}
	h.intro.SetText(intro)
	h.flex.ResizeItem(h.intro, len(wrap(intro, MinWidth-6))+1, 0)
	cur := h.list.GetCurrentItem()
	h.list.Clear()
	// Each item carries its action; the list runs it on Enter, a click or its shortcut.
	add := func(key app.Key, short rune, do func()) { h.list.AddItem(app.T(l, key), "", short, do) }
	var last progress.Place
	u.store.View(func(p *progress.Progress) { last = p.Last })
	if last.Screen != "" {
		add("home.continue", 'c', func() { u.resume(last) })
	}
	// Numbered in display order; the plain dialogue offers the same items with the same numbers
	// (app.HomeItems).
	for i, it := range app.HomeItems {
		short := rune('1' + i)
		if i >= 9 {
			short = app.HomeLetters[it]
		}
		add(it, short, func() { h.open(it) })
	}
	if !u.opts.InPage {
		add("home.quit", '0', func() { u.App.Stop() })
	}
	h.list.SetCurrentItem(cur)
}

// homeScreens opens each home menu item's screen.
var homeScreens = map[app.Key]func(u *UI) Screen{
	app.HomeLessons:    func(u *UI) Screen { return newLessonList(u) },
	app.HomeDrills:     func(u *UI) Screen { return newDrillScreen(u) },
	app.HomePuzzles:    func(u *UI) Screen { return newPuzzleList(u) },
	app.HomePractice:   func(u *UI) Screen { return newPracticeMenu(u) },
	app.HomeQuizzes:    func(u *UI) Screen { return newQuizMenu(u) },
	app.HomeCalculator: func(u *UI) Screen { return newCalcScreen(u) },
	app.HomeRules:      func(u *UI) Screen { return newRulesScreen(u, 0) },
	app.HomeStats:      func(u *UI) Screen { return newStatsScreen(u) },
	app.HomeSettings:   func(u *UI) Screen { return newSettingsScreen(u) },
	app.HomeStreak:     func(u *UI) Screen { return newStreakScreen(u) },
	app.HomeMistakes:   func(u *UI) Screen { return newMistakesScreen(u) },
}

// open runs a home menu item.
func (h *home) open(item app.Key) {
	if sc := homeScreens[item](h.ui); sc != nil { // nil: nothing to show, and the status said why
		h.ui.push(sc)
	}
}

// resume opens the screen the learner was last on.
func (u *UI) resume(p progress.Place) {
	switch p.Screen {
	case "drill":
		u.push(newDrillScreen(u))
	case "quiz":
		u.push(newQuizMenu(u))
	case "practice":
		u.resumePractice()
	case "lesson":
		u.push(newLessonList(u))
		u.openLesson(p.ID, p.Step)
	case "puzzle":
		list := newPuzzleList(u)
		u.push(list)
		for i, pz := range list.shown {
			if pz.ID == p.ID {
				u.push(newPuzzleScreen(u, list.shown, i))
				break
			}
		}
	default:
		u.push(newLessonList(u))
	}
}

// place remembers where the learner is, for "continue where I left off".
func (u *UI) place(p progress.Place) {
	u.saveProgress(func(pr *progress.Progress) { pr.Last = p })
}

// listKeys are the keys of a screen that is a list: j and k as well as the arrows (STYLE.md).
func listKeys(list *tview.List) KeyMap {
	move := func(d int) func(rune) {
		return func(rune) {
			n := list.GetItemCount()
			if n > 0 {
				list.SetCurrentItem((list.GetCurrentItem() + d + n) % n)
			}
		}
	}
	return KeyMap{
		{Key: tcell.KeyDown, Runes: "j", Label: "↓/j", Help: "key.down", Action: move(1)},
		{Key: tcell.KeyUp, Runes: "k", Label: "↑/k", Help: "key.up", Action: move(-1)},
		{Key: tcell.KeyEnter, Runes: "l", Label: "Enter", Help: "key.open", Footer: true, Action: func(rune) {
			if list.GetItemCount() > 0 {
				list.InputHandler()(tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone), func(tview.Primitive) {})
			}
		}},
	}
}

// newMenu returns a list whose current item is shown in reverse video: an attribute, not a
// colour, so that it stays visible with NO_COLOR (tcell then drops every colour).
func newMenu() *tview.List {
	l := tview.NewList().ShowSecondaryText(false).SetHighlightFullLine(true)
	l.SetSelectedStyle(tcell.StyleDefault.Reverse(true))
	return l
}
