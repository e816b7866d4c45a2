package tui

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// feedbackView shows an answer's text: wrapped at its width, scrolled with ↑/↓ when it does not
// fit, with ↑ and ↓ marks in its right column saying that there is more (issue 11: every feedback
// is readable whole at 80×24). The first Lead paragraphs are what the learner must see without
// scrolling (the verdict and the teaching sentence); the smoke test checks that they fit.
type feedbackView struct {
	*tview.Box
	paras []string
	Lead  int
	top   int
	shown int // rows drawn at the last Draw
	total int // wrapped lines at the last Draw
	// wrapped caches Lines at width wrappedW (0: none): a screen is drawn at every key and every
	// scroll step, and the puzzle view measures the text before each drawing too.
	wrapped     []string
	wrappedLead int
	wrappedW    int
}

func newFeedbackView() *feedbackView { return &feedbackView{Box: tview.NewBox()} }

// Set replaces the text with paragraphs (a paragraph may hold newlines), the first lead of them
// to be seen without scrolling, and scrolls back to the top.
func (f *feedbackView) Set(paras []string, lead int) {
	f.paras, f.Lead, f.top = paras, min(lead, len(paras)), 0
	f.wrappedW = 0
}

// SetText replaces the text with one paragraph per line, none of them lead.
func (f *feedbackView) SetText(text string) {
	if text == "" {
		f.Set(nil, 0)
		return
	}
	f.Set(strings.Split(text, "\n"), 0)
}

// Text is the whole text, one paragraph per line.
func (f *feedbackView) Text() string { return strings.Join(f.paras, "\n") }

// width is the text's width in a box w columns wide: the last column holds the scroll marks.
func textWidth(w int) int { return max(w-1, 8) }

// Lines wraps the paragraphs at width w (the box's), and says how many lines the lead takes.
func (f *feedbackView) Lines(w int) (lines []string, lead int) {
	if w == f.wrappedW && w > 0 {
		return f.wrapped, f.wrappedLead
	}
	defer func() { f.wrapped, f.wrappedLead, f.wrappedW = lines, lead, w }()
	for i, p := range f.paras {
		lines = append(lines, wrap(p, textWidth(w))...)
		if i == f.Lead-1 {
			lead = len(lines)
		}
	}
	return lines, lead
}

// Scroll moves the text by d lines, within its bounds.
func (f *feedbackView) Scroll(d int) { f.top = max(min(f.top+d, f.total-f.shown), 0) }

// More reports whether some of the text is out of sight (the scroll keys then show in the footer).
func (f *feedbackView) More() bool { return f.total > f.shown }

// AtEnd reports whether the last line is in sight.
func (f *feedbackView) AtEnd() bool { return f.top+f.shown >= f.total }

func (f *feedbackView) Draw(screen tcell.Screen) {
	f.DrawForSubclass(screen, f)
	x, y, w, h := f.GetInnerRect()
	if w <= 0 || h <= 0 {
		f.shown, f.total = 0, 0
		return
	}
	lines, _ := f.Lines(w)
	f.total, f.shown = len(lines), min(h, len(lines))
	f.top = max(min(f.top, f.total-f.shown), 0)
	for i := 0; i < f.shown; i++ {
		put(screen, x, y+i, textWidth(w), lines[f.top+i], tcell.StyleDefault)
	}
	// The marks are signs, not a colour, so that they show with NO_COLOR too.
	if f.top > 0 {
		put(screen, x+w-1, y, 1, "↑", tcell.StyleDefault.Bold(true))
	}
	if f.top+f.shown < f.total {
		put(screen, x+w-1, y+f.shown-1, 1, "↓", tcell.StyleDefault.Bold(true))
	}
}

// scrollKeys scroll a feedback view: ↑/↓ by a line, Home back to the top. They work while a text
// field has focus (they are not characters), and show in the footer only when there is more to
// read.
func scrollKeys(f func() *feedbackView) KeyMap {
	more := func() bool { fv := f(); return fv != nil && fv.More() }
	scroll := func(d int) func(rune) {
		return func(rune) {
			if fv := f(); fv != nil {
				fv.Scroll(d)
			}
		}
	}
	return KeyMap{
		{Key: tcell.KeyDown, Label: "↑/↓", Help: "key.scroll", Short: "key.scroll.short", Footer: true, When: more, Typing: true, Action: scroll(1)},
		{Key: tcell.KeyUp, Label: "↑/↓", Help: "key.scroll", Typing: true, Action: scroll(-1)},
	}
}
