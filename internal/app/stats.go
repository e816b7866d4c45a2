package app

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// WeakMinAnswers is how many answers a rule needs before the statistics call it weak: fewer say
// more about luck than about the learner.
const WeakMinAnswers = 5

// WeakRulesShown is how many of the weakest rules the statistics offer to practise.
const WeakRulesShown = 3

// WeakRule is a rule with its tally, for "practise this rule".
type WeakRule struct {
	Rule  engine.Rule
	Tally progress.Tally
}

// WeakestRules returns the rules of p with at least WeakMinAnswers answers and not all right,
// lowest accuracy first (then the most answered, then the rule book's order), at most n of them.
func WeakestRules(p *progress.Progress, n int) []WeakRule {
	var out []WeakRule
	for k, t := range p.Themes {
		r, err := engine.ParseRule(k)
		if err != nil || t.Total < WeakMinAnswers || t.Right == t.Total {
			continue
		}
		out = append(out, WeakRule{r, t})
	}
	slices.SortFunc(out, func(a, b WeakRule) int {
		// a.Right/a.Total < b.Right/b.Total, in integers
		if c := cmp.Compare(a.Tally.Right*b.Tally.Total, b.Tally.Right*a.Tally.Total); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Tally.Total, a.Tally.Total); c != 0 {
			return c
		}
		return cmp.Compare(a.Rule, b.Rule)
	})
	return out[:min(n, len(out))]
}

// Drillable reports whether the legal-card drill can be filtered on r (DrillRules).
func Drillable(r engine.Rule) bool { return slices.Contains(DrillRules, r) }

// PractiseText is the statistics' "practise this rule" item for w.
func PractiseText(l Lang, w WeakRule) string {
	key := Key("stats.practise.puzzles")
	if Drillable(w.Rule) {
		key = "stats.practise.drill"
	}
	return T(l, key, "rule", w.Rule.String(), "title", T(l, Reference(w.Rule).Title), "pct", percentOf(w.Tally))
}

// kindName names a kind of exercise of the progress file; a kind this version does not know (from a
// newer one) keeps its own name.
func kindName(l Lang, kind string) string {
	if k, ok := exerciseKinds[kind]; ok {
		return T(l, k)
	}
	return kind
}

// exerciseKinds name the kinds of exercise the progress file counts (progress.Attempt.Kind).
var exerciseKinds = map[string]Key{"drill": "kind.drill", "quiz": "kind.quiz", "puzzle": "kind.puzzle", "lesson": "kind.lesson"}

func percentOf(t progress.Tally) int { return int(t.Accuracy() * 100) }

// StatsText words the statistics of p in language l, with the number of puzzles due now: accuracy
// per kind and per rule, the weakest rules, the best streak of each variant, lessons and reviews.
func StatsText(l Lang, p *progress.Progress, due int) string {
	var b strings.Builder
	if len(p.Kinds) == 0 {
		return T(l, "stats.empty")
	}
	fmt.Fprintln(&b, T(l, "stats.kinds"))
	for _, k := range sortedKeys(p.Kinds) {
		t := p.Kinds[k]
		fmt.Fprintf(&b, "  %-10s %s\n", kindName(l, k), T(l, "stats.tally", "right", t.Right, "total", t.Total, "pct", percentOf(t)))
	}
	fmt.Fprintln(&b, T(l, "stats.themes"))
	for _, k := range sortedKeys(p.Themes) {
		t := p.Themes[k]
		title := k
		if r, err := engine.ParseRule(k); err == nil {
			title = k + " " + T(l, Reference(r).Title)
		}
		fmt.Fprintf(&b, "  %-28s %s\n", title, T(l, "stats.tally", "right", t.Right, "total", t.Total, "pct", percentOf(t)))
	}
	if weak := WeakestRules(p, WeakRulesShown); len(weak) > 0 {
		var names []string
		for _, w := range weak {
			names = append(names, T(l, "stats.weak.rule", "rule", w.Rule.String(), "pct", percentOf(w.Tally)))
		}
		fmt.Fprintln(&b, T(l, "stats.weak", "n", WeakMinAnswers, "rules", strings.Join(names, ", ")))
	} else {
		fmt.Fprintln(&b, T(l, "stats.weak.none", "n", WeakMinAnswers))
	}
	b.WriteString(streakLines(l, p))
	done := 0
	for _, ls := range p.Lessons {
		if ls.Done {
			done++
		}
	}
	fmt.Fprintln(&b, T(l, "stats.lessons", "n", done))
	fmt.Fprintln(&b, T(l, "stats.review", "n", len(p.Review)))
	fmt.Fprintln(&b, T(l, "stats.due", "n", due))
	return b.String()
}

// streakLines words the best streak of each variant (and the one kept from before streaks were
// per variant).
func streakLines(l Lang, p *progress.Progress) string {
	var parts []string
	for _, v := range sortedKeys(p.BestStreaks) {
		if v != progress.AllVariants {
			parts = append(parts, T(l, "stats.streak.variant", "variant", v, "n", p.BestStreaks[v]))
		}
	}
	old := p.BestStreaks[progress.AllVariants]
	out := ""
	switch {
	case len(parts) > 0:
		out = T(l, "stats.streak", "list", strings.Join(parts, " · ")) + "\n"
	case old == 0:
		out = T(l, "stats.streak", "list", "0") + "\n"
	}
	if old > 0 {
		out += T(l, "stats.streak.old", "n", old) + "\n"
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
