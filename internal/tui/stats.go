package tui

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/progress"
)

// statsScreen shows what progress.json holds: accuracy per kind and per rule, the best streak,
// lessons done and puzzles due for review.
type statsScreen struct {
	ui   *UI
	text *tview.TextView
}

func newStatsScreen(u *UI) *statsScreen {
	s := &statsScreen{ui: u, text: tview.NewTextView().SetWrap(true)}
	s.text.SetBorderPadding(1, 0, 2, 2)
	s.Refresh()
	return s
}

func (s *statsScreen) Title() string         { return "stats.title" }
func (s *statsScreen) Root() tview.Primitive { return s.text }
func (s *statsScreen) Keys() KeyMap          { return nil }

// Refresh rebuilds the text from progress.
func (s *statsScreen) Refresh() {
	var text string
	s.ui.store.View(func(p *progress.Progress) {
		text = StatsText(s.ui.lang, p, len(p.Due(s.ui.store.Now())))
	})
	s.text.SetText(text)
}

// StatsText words the statistics of p in language l, with the number of puzzles due now.
func StatsText(l app.Lang, p *progress.Progress, due int) string {
	var b strings.Builder
	if len(p.Kinds) == 0 {
		return app.T(l, "stats.empty")
	}
	fmt.Fprintln(&b, app.T(l, "stats.kinds"))
	for _, k := range sortedKeys(p.Kinds) {
		t := p.Kinds[k]
		fmt.Fprintf(&b, "  %-10s %s\n", app.T(l, "kind."+k), app.T(l, "stats.tally", "right", t.Right, "total", t.Total, "pct", int(t.Accuracy()*100)))
	}
	fmt.Fprintln(&b, app.T(l, "stats.themes"))
	for _, k := range sortedKeys(p.Themes) {
		t := p.Themes[k]
		title := k
		if r, err := engine.ParseRule(k); err == nil {
			title = k + " " + app.Reference(r).Title.In(l)
		}
		fmt.Fprintf(&b, "  %-28s %s\n", title, app.T(l, "stats.tally", "right", t.Right, "total", t.Total, "pct", int(t.Accuracy()*100)))
	}
	done := 0
	for _, ls := range p.Lessons {
		if ls.Done {
			done++
		}
	}
	fmt.Fprintln(&b, app.T(l, "stats.streak", "n", p.BestStreak))
	fmt.Fprintln(&b, app.T(l, "stats.lessons", "n", done))
	fmt.Fprintln(&b, app.T(l, "stats.review", "n", len(p.Review)))
	fmt.Fprintln(&b, app.T(l, "stats.due", "n", due))
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
