// Package tui is the terminal trainer: tview screens that draw the models of internal/app and send
// them the learner's keys. Rules, answers and scores all come from the engine through those models.
package tui

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// MinWidth and MinHeight are the smallest terminal the screens are laid out for; below it the app
// says so instead of drawing a broken layout.
const (
	MinWidth  = 72
	MinHeight = 22
)

// Options are what the app starts from.
type Options struct {
	Lang         app.Lang
	Settings     progress.Settings
	SettingsPath string
	Store        *progress.Store
	Notices      []string     // shown on the home screen (a damaged file set aside, …)
	NoColor      bool         // NO_COLOR is set: never use colour
	Screen       tcell.Screen // nil: the terminal; tests give a simulation screen
	Seed         uint64       // seeds drills and quizzes (0: from the clock)
	ContentDirs  []string     // the user's lessons and puzzles, besides the built-in ones
	// LocaleLang is the locale's language, used when the learner sets the language back to
	// the system's.
	LocaleLang app.Lang
	// Think makes a bot's decision at the practice table, off the UI goroutine (nil: the bot's
	// own; tests give a slow one).
	Think func(*app.BotTurn) app.BotDecision
	// Compute makes a puzzle's pending answer (a seat puzzle's evaluation), off the UI goroutine
	// (nil: PuzzleSession.ComputeAnswer; tests give one they hold back).
	Compute func(*app.PuzzleSession, context.Context) error
	// InPage: the app runs in a web page (cmd/belote-web), where there is nothing to quit to: no
	// Quit item, no Ctrl-C (the page keeps running until its tab is closed).
	InPage bool
	// BidCoach bounds the judgement of the learner's bids at the practice table (a zero Max:
	// app.BidCoachOptions; tests give fewer deals).
	BidCoach coach.BidOptions
}

// Screen is one screen of the stack.
type Screen interface {
	Title() app.Key // catalogue key of the title
	Root() tview.Primitive
	Keys() KeyMap
}

// modal is a screen that sometimes needs every key for itself (an open drop-down list).
type modal interface{ Modal() bool }

// interceptor is a screen that may take a key before its key table (the practice table takes the
// key that releases a finished trick).
type interceptor interface{ Intercept(ev *tcell.EventKey) bool }

// closer is a screen that has work to stop when it is left (a bot thinking).
type closer interface{ Close() }

// variantShower is a screen whose content is in a variant of its own, which may not be the
// settings' (a marocaine puzzle, a resumed game, the calculator's choice): the header names it.
// An empty name: the settings' variant.
type variantShower interface{ ShownVariant() string }

// refresher is a screen that redraws its texts when the language or display settings change.
type refresher interface{ Refresh() }

// UI is the running app.
type UI struct {
	App      *tview.Application
	opts     Options
	lang     app.Lang
	settings progress.Settings
	store    *progress.Store
	stack    app.Stack[Screen]
	pages    *tview.Pages
	header   *tview.TextView
	status   *tview.TextView
	footer   *tview.TextView
	help     *tview.TextView
	helpOn   bool
	// helpScroll: the help is taller than the screen (a seat puzzle's note and a long key table
	// at 80×24), and ↑/↓ scroll it instead of closing it.
	helpScroll bool
	rootFlex   *tview.Flex
	seedMu     sync.Mutex
	seed       uint64
	libOnce    sync.Once
	lib        *content.Library
	libProbs   []content.Problem
	// posts carries the work of other goroutines to the event loop (post); stopped is closed when
	// the loop has ended, so that nothing waits for it any more.
	posts   chan func()
	stopped chan struct{}
	// ctx is the app's lifetime, the parent of the contexts of its background work (the coach, a
	// seat puzzle's evaluation): cancelled when the loop has ended, so that work stops too.
	ctx     context.Context
	end     context.CancelFunc
	crashed chan *Crashed // a goroutine's panic (goSafe), for Run to stop on
	root    *minSize
}

// New builds the app with the home screen on the stack.
func New(opts Options) *UI {
	u := &UI{App: tview.NewApplication(), opts: opts, lang: opts.Lang, settings: opts.Settings, store: opts.Store, seed: opts.Seed,
		posts: make(chan func()), stopped: make(chan struct{}), crashed: make(chan *Crashed, 1)}
	u.ctx, u.end = context.WithCancel(context.Background()) // the root: nothing outlives the app
	if u.store == nil {
		u.store, _, _ = progress.Open("") // in memory only: saving to "" fails and is reported
	}
	if opts.Screen != nil {
		u.App.SetScreen(opts.Screen)
	}
	u.pages = tview.NewPages()
	u.header = tview.NewTextView().SetDynamicColors(false)
	u.status = tview.NewTextView().SetDynamicColors(false)
	u.footer = tview.NewTextView().SetDynamicColors(false)
	// The footer is written as it is drawn, after the screen above it: a key that shows only when
	// it applies (↑/↓ while a text does not fit) is then in step with what the screen shows.
	footer := &drawHook{Primitive: u.footer, before: u.chrome}
	u.help = tview.NewTextView().SetDynamicColors(false)
	u.help.SetBorder(true)
	// The header too is written as it is drawn: the variant it names follows the screen's content
	// (the next puzzle, the calculator's variant) without each screen asking for it.
	header := &drawHook{Primitive: u.header, before: u.chrome}
	body := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(header, 1, 0, false).
		AddItem(u.pages, 0, 1, true).
		AddItem(u.status, 1, 0, false).
		AddItem(footer, 1, 0, false)
	u.rootFlex = body
	u.root = &minSize{Primitive: body, ui: u}
	u.App.SetRoot(u.root, true).EnableMouse(true)
	u.App.SetInputCapture(u.capture)
	u.push(newHome(u))
	// Load the lessons and puzzles while the learner reads the home screen, once it is drawn: on a
	// small machine the load would otherwise delay the first screen.
	var loadOnce sync.Once
	u.App.SetAfterDrawFunc(func(tcell.Screen) {
		loadOnce.Do(func() { u.goSafe(func() { u.library() }) })
		// The focused screen is drawn after the footer (tview draws the focused item last): when
		// drawing it changed which keys apply (a text now too long for its box), draw again.
		if u.footerText() != u.footer.GetText(false) {
			u.post(u.chrome)
		}
	})
	return u
}

// Run runs the event loop until the learner quits, or a signal stops it (*Signalled, signals.go).
func (u *UI) Run() error {
	sigs, stop := notifyStop()
	defer stop()
	susp, stopSusp := notifySuspend()
	defer stopSusp()
	done := make(chan struct{})
	defer close(done)
	go u.followSuspend(susp, done)
	return u.runUntilSignal(sigs)
}

// post runs f on the event loop, then draws; it returns at once, from any goroutine (the loop's
// own included). tview's QueueUpdate waits for the loop, and would wait forever once the learner
// has quit: work that ends after the loop (a bot's decision, the coach, a paused trick) is
// dropped instead, and its goroutine ends.
func (u *UI) post(f func()) {
	go func() {
		select {
		case u.posts <- f:
		case <-u.stopped:
		}
	}()
}

// forward hands the posted work to the event loop, one at a time, until the loop ends. tview has no
// way to take back an update it queued: when the loop ends with one queued and not run, the one
// goroutine waiting in QueueUpdateDraw stays parked until the program exits; every other
// goroutine (posters, forward itself) ends.
func (u *UI) forward() {
	for {
		select {
		case f := <-u.posts:
			done := make(chan struct{})
			go func() { u.App.QueueUpdateDraw(f); close(done) }()
			select {
			case <-done:
			case <-u.stopped: // the loop ended before it ran f: f is dropped
				return
			}
		case <-u.stopped:
			return
		}
	}
}

// nextSeed gives each drill or quiz its own seed.
func (u *UI) nextSeed() uint64 {
	u.seedMu.Lock()
	defer u.seedMu.Unlock()
	u.seed = u.seed*6364136223846793005 + 1442695040888963407
	return u.seed
}

// push shows a screen on top of the stack.
func (u *UI) push(s Screen) {
	u.stack.Push(s)
	name := fmt.Sprintf("screen-%d", u.stack.Len())
	u.pages.AddAndSwitchToPage(name, s.Root(), true)
	u.status.SetText("") // a message is about the screen it was shown on
	u.chrome()
}

// pop goes back one screen; on the home screen it does nothing (Ctrl-C or the menu quits).
func (u *UI) pop() {
	if u.stack.Len() <= 1 {
		return
	}
	u.pages.RemovePage(fmt.Sprintf("screen-%d", u.stack.Len()))
	if c, ok := u.stack.Top().(closer); ok {
		c.Close()
	}
	u.stack.Pop()
	u.pages.SwitchToPage(fmt.Sprintf("screen-%d", u.stack.Len()))
	if r, ok := u.stack.Top().(refresher); ok {
		r.Refresh()
	}
	u.App.SetFocus(u.stack.Top().Root())
	u.status.SetText("")
	u.chrome()
}

// globals are the keys every screen has.
func (u *UI) globals() KeyMap {
	keys := KeyMap{
		{Key: tcell.KeyEscape, Label: "Esc", Help: "key.back", Action: func(rune) { u.pop() }, Typing: true},
		{Runes: "q", Label: "q", Help: "key.back", Action: func(rune) { u.pop() }},
		{Runes: "?", Label: "?", Help: "key.help", Action: func(rune) { u.showHelp() }},
	}
	if !u.opts.InPage {
		keys = append(keys, Binding{Key: tcell.KeyCtrlC, Label: "Ctrl-C", Help: "key.quit", Action: func(rune) { u.App.Stop() }, Typing: true})
	}
	return keys
}

// capture routes every key: Ctrl-C quits from anywhere, an open help closes on any key, then the
// top screen's table, then the global table; the rest goes to the focused widget.
func (u *UI) capture(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() == tcell.KeyCtrlC && !u.opts.InPage {
		u.App.Stop()
		return nil
	}
	if ev.Key() == tcell.KeyCtrlZ && canStop {
		u.suspend(true) // as a shell's Ctrl-Z does to a program not in raw mode
		return nil
	}
	if u.root.small {
		return nil // the screen is hidden by "window too small": a key must not answer it unseen
	}
	if u.helpOn {
		if k := ev.Key(); u.helpScroll && (k == tcell.KeyUp || k == tcell.KeyDown) {
			row, _ := u.help.GetScrollOffset()
			if k == tcell.KeyUp {
				row = max(row-1, 0)
			} else {
				row++
			}
			u.help.ScrollTo(row, 0)
			return nil
		}
		u.hideHelp()
		return nil
	}
	top := u.stack.Top()
	if m, ok := top.(modal); ok && m.Modal() {
		return ev
	}
	if i, ok := top.(interceptor); ok && i.Intercept(ev) {
		return nil
	}
	typing := u.typing()
	if top.Keys().Handle(ev, typing) || u.globals().Handle(ev, typing) {
		return nil
	}
	return ev
}

// typing reports whether a text field has focus: character keys then belong to it.
func (u *UI) typing() bool {
	_, ok := u.App.GetFocus().(*tview.InputField)
	return ok
}

// chrome redraws the header and footer for the top screen.
func (u *UI) chrome() {
	l := u.lang
	top := u.stack.Top()
	variant := u.settings.Variant
	if v, ok := top.(variantShower); ok && v.ShownVariant() != "" {
		variant = v.ShownVariant()
	}
	u.header.SetText(fmt.Sprintf(" Belote · %s   [%s · %s]", app.T(l, top.Title()), app.T(l, "home.variant", "variant", variant), strings.ToUpper(l.String())))
	u.footer.SetText(u.footerText())
}

// footerText lists the keys of the top screen that fit in the footer.
func (u *UI) footerText() string {
	l := u.lang
	top := u.stack.Top()
	// The global keys first, so that "?" (which lists every key) is always in sight.
	var hints []string
	// Then a key that shows only when it applies (↑/↓ to scroll a long answer), then the others.
	keys := u.globals()
	for _, b := range top.Keys() {
		if b.When != nil && b.When() {
			keys = append(keys, b)
		}
	}
	for _, b := range top.Keys() {
		if b.When == nil {
			keys = append(keys, b)
		}
	}
	for _, b := range keys {
		if (b.Footer || b.Key == tcell.KeyEscape || b.Runes == "?") && b.count() != 0 {
			desc := b.Help
			if b.Short != "" {
				desc = b.Short
			}
			hints = append(hints, app.KeyName(l, b.label())+" "+b.describe(l, desc))
		}
	}
	width := MinWidth
	if _, _, w, _ := u.footer.GetRect(); w > width {
		width = w
	}
	footer := ""
	for _, h := range hints {
		if len([]rune(footer))+len([]rune(h))+3 > width {
			break
		}
		footer += " " + h + " ·"
	}
	return strings.TrimSuffix(footer, " ·")
}

// flash shows a message in the status line.
func (u *UI) flash(msg string) { u.status.SetText(" " + msg) }

// showHelp opens the key help, generated from the same tables that handle the keys.
func (u *UI) showHelp() {
	u.help.SetTitle(" " + app.T(u.lang, "help.title") + " ")
	text := u.helpText()
	rows := 0
	for _, line := range strings.Split(text, "\n") {
		rows += max(len(wrap(line, MinWidth-2)), 1)
	}
	_, _, _, room := u.pages.GetRect()
	u.helpScroll = room > 0 && rows+2 > room
	if u.helpScroll { // say first how to reach the rest
		text = " " + app.T(u.lang, "help.scroll") + "\n\n" + text
		rows += 2
	}
	u.help.SetText(text)
	u.help.ScrollToBeginning()
	h := rows + 2 // the text and the border
	if u.helpScroll {
		h = room
	}
	u.pages.AddPage("help", centered(u.help, MinWidth, h), true, true)
	u.helpOn = true
}

func (u *UI) hideHelp() {
	u.pages.RemovePage("help")
	u.helpOn = false
	u.App.SetFocus(u.stack.Top().Root())
}

// helpNoter is a screen whose help says something before its keys (what a seat puzzle shows).
type helpNoter interface{ HelpNote() string }

// helpText lists the keys of the top screen, then the global ones; a note of the screen, wrapped
// to the help's width, comes first.
func (u *UI) helpText() string {
	l := u.lang
	var b strings.Builder
	if n, ok := u.stack.Top().(helpNoter); ok && n.HelpNote() != "" {
		for _, line := range wrap(n.HelpNote(), MinWidth-4) {
			b.WriteString(" " + line + "\n")
		}
		b.WriteString("\n")
	}
	seen := map[string]bool{}
	for _, km := range []KeyMap{u.stack.Top().Keys(), u.globals()} {
		for _, k := range km {
			line := fmt.Sprintf(" %-8s %s\n", app.KeyName(l, k.label()), k.describe(l, k.Help))
			if !seen[line] {
				seen[line] = true
				b.WriteString(line)
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("  " + app.T(l, "help.close"))
	return b.String()
}

// centered places p in the middle of the screen at the given size.
func centered(p tview.Primitive, w, h int) tview.Primitive {
	return tview.NewFlex().
		AddItem(nil, 0, 1, false).
		AddItem(tview.NewFlex().SetDirection(tview.FlexRow).
			AddItem(nil, 0, 1, false).
			AddItem(p, h, 1, true).
			AddItem(nil, 0, 1, false), w, 1, true).
		AddItem(nil, 0, 1, false)
}

// variant returns the current variant, printing cards in the face of the settings.
func (u *UI) variant() *engine.Variant {
	v := u.learnerVariant()
	return app.WithFace(v, app.FaceFor(u.settings.Face, v.Face))
}

// learnerVariant is the variant of the settings, with its own face.
func (u *UI) learnerVariant() *engine.Variant {
	if v, ok := engine.Builtin(u.settings.Variant); ok {
		return v
	}
	return engine.MustBuiltin("classique")
}

// dealNote says how a deal's variant differs from the learner's (app.DealNote), or nothing.
func (u *UI) dealNote(shown *engine.Variant) string {
	return app.DealNote(u.lang, u.learnerVariant(), shown, u.settings.Face)
}

// display says how cards are drawn: the face of the settings, else own (the variant's), and
// ASCII suits.
func (u *UI) display(own engine.Face) app.Display {
	return app.Display{Lang: u.lang, Face: app.FaceFor(u.settings.Face, own), ASCII: u.settings.ASCII}
}

func (u *UI) colour() bool { return u.settings.Colour && !u.opts.NoColor }
func (u *UI) ascii() bool  { return u.settings.ASCII }

// record saves an answer to progress, and says so in the status line when saving fails.
func (u *UI) record(a progress.Attempt) {
	a.When = u.store.Now()
	u.saveProgress(func(p *progress.Progress) { p.Record(a) })
}

// saveProgress changes progress and writes it at once (after every answer).
func (u *UI) saveProgress(change func(p *progress.Progress)) {
	if err := u.store.Update(change); err != nil {
		u.flash(app.FileNotice(u.lang, app.ProgressFile, err))
	}
}

// drawHook runs before just before drawing its primitive.
type drawHook struct {
	tview.Primitive
	before func()
}

func (d *drawHook) Draw(screen tcell.Screen) {
	d.before()
	d.Primitive.Draw(screen)
}

// minSize draws its content, or a readable message when the terminal is smaller than the layout
// needs (STYLE.md: terminal manners).
type minSize struct {
	tview.Primitive
	ui    *UI
	small bool // the last draw showed the message: the screen below is hidden, keys do nothing
}

// MouseHandler ignores clicks while the screen is hidden, as capture ignores keys.
func (m *minSize) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	inner := m.Primitive.MouseHandler()
	return func(a tview.MouseAction, ev *tcell.EventMouse, focus func(tview.Primitive)) (bool, tview.Primitive) {
		if m.small || inner == nil {
			return false, nil
		}
		return inner(a, ev, focus)
	}
}

func (m *minSize) Draw(screen tcell.Screen) {
	w, h := screen.Size()
	m.small = w < MinWidth || h < MinHeight
	if !m.small {
		m.Primitive.SetRect(0, 0, w, h)
		m.Primitive.Draw(screen)
		return
	}
	screen.Clear()
	msg := app.T(m.ui.lang, "size.small", "minw", MinWidth, "minh", MinHeight, "w", w, "h", h)
	for i, line := range wrap(msg, max(w-2, 10)) {
		put(screen, 1, 1+i, w-1, line, tcell.StyleDefault)
	}
}

// wrap breaks text into lines of at most w characters at spaces; never at the no-break spaces of
// French typography ("Atout : ♥" stays on one line), so only ASCII blanks separate words.
func wrap(text string, w int) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, word := range strings.FieldsFunc(para, func(r rune) bool { return r == ' ' || r == '\t' }) {
			if line != "" && len([]rune(line))+1+len([]rune(word)) > w {
				lines = append(lines, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		lines = append(lines, line)
	}
	return lines
}
