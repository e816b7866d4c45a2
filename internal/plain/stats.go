package plain

import (
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// stats shows the statistics and offers, as the screen does, to practise each of the weakest
// rules (a drill session on it, or its puzzles when the drill does not cover it) and the puzzles
// due for review.
func (dl *Dialogue) stats() error {
	for {
		l := dl.l
		var text string
		var weak []app.WeakRule
		var due []string
		dl.opts.Store.View(func(p *progress.Progress) {
			due = p.Due(dl.opts.Store.Now())
			text = app.DashboardText(l, p, dl.opts.Store.Now(), dl.library().Puzzle, true) + app.StatsText(l, p, len(due))
			weak = app.WeakestRules(p, app.WeakRulesShown)
		})
		dl.line("\n" + strings.TrimRight(text, "\n"))
		var items []string
		var acts []func() error
		for _, w := range weak {
			if do := dl.practise(w.Rule); do != nil {
				items, acts = append(items, app.PractiseText(l, w)), append(acts, do)
			}
		}
		if run := dl.duePuzzles(due); len(run) > 0 {
			items = append(items, app.T(l, "stats.due.go", "n", len(run)))
			acts = append(acts, func() error { return dl.puzzleRun(run) })
		}
		if len(items) == 0 {
			dl.line(app.T(l, "stats.nothing"))
		}
		i, err := dl.choose(app.T(l, "stats.next"), items, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		if err := acts[i](); err != nil {
			return err
		}
	}
}

// practise is what "practise this rule" runs for r: a drill on it, else its puzzles, else nil.
func (dl *Dialogue) practise(r engine.Rule) func() error {
	if app.Drillable(r) {
		return func() error { return dl.drill(r) }
	}
	var run []*puzzles.Puzzle
	for _, p := range dl.library().Puzzles() {
		if slices.Contains(p.Themes, r) {
			run = append(run, p)
		}
	}
	if len(run) == 0 {
		return nil
	}
	slices.SortStableFunc(run, func(a, b *puzzles.Puzzle) int { return a.Difficulty - b.Difficulty }) // easiest first
	return func() error { return dl.puzzleRun(run) }
}

// duePuzzles are the puzzles of the ids due for review that the library holds, in order.
func (dl *Dialogue) duePuzzles(ids []string) []*puzzles.Puzzle {
	var run []*puzzles.Puzzle
	for _, id := range ids {
		if p := dl.library().Puzzle(id); p != nil {
			run = append(run, p)
		}
	}
	return run
}

// settings lists the settings as the screen does; a number moves that setting to its next value,
// applied and saved at once.
func (dl *Dialogue) settings() error {
	for {
		l := dl.l
		list := app.SettingsList(l, dl.opts.Settings, dl.opts.LocaleLang, dl.opts.Settings.Colour)
		names := make([]string, len(list))
		for i, s := range list {
			names[i] = app.SettingLine(l, s)
		}
		dl.line("\n" + app.T(l, "plain.settings.note"))
		i, err := dl.choose(app.T(l, "settings.title"), names, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		list[i].Next(&dl.opts.Settings)
		if list[i].Label == "settings.lang" {
			dl.l = app.SettingsLang(dl.opts.Settings, dl.opts.LocaleLang)
		}
		dl.applySettings()
		if dl.opts.SettingsPath == "" {
			dl.line(app.T(dl.l, "settings.unsaved", "err", progress.ErrNoFile))
		} else if err := progress.SaveSettings(dl.opts.SettingsPath, dl.opts.Settings); err != nil {
			dl.line(app.T(dl.l, "settings.unsaved", "err", err))
		} else {
			dl.line(app.T(dl.l, "settings.saved"))
		}
	}
}

// applySettings takes the variant, the card face and the letters of the settings.
func (dl *Dialogue) applySettings() {
	st := dl.opts.Settings
	v, ok := engine.Builtin(st.Variant)
	if !ok {
		v = engine.MustBuiltin("classique")
	}
	dl.v = app.WithFace(v, app.FaceFor(st.Face, v.Face))
	dl.d = app.Display{Lang: dl.l, Face: dl.v.Face, ASCII: st.ASCII}
}
