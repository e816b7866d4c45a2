package app

import (
	"fmt"
	"slices"
	"time"

	"github.com/belote-trainer/belote/engine"
)

// DrillSummary words the end of a drill session: right and wrong, the time taken, each rule's
// tally (the weakest first), and what to do next.
func DrillSummary(l Lang, s DrillSession) []string {
	wrong := s.Score.Total - s.Score.Right
	out := []string{
		T(l, "drill.sum.head", "right", s.Score.Right, "wrong", wrong, "total", s.Score.Total, "pct", s.Score.Percent(), "time", Duration(l, s.End.Sub(s.Start))),
		T(l, "drill.sum.rules"),
	}
	rules := make([]engine.Rule, 0, len(s.PerRule))
	for r := range s.PerRule {
		rules = append(rules, r)
	}
	slices.SortFunc(rules, func(a, b engine.Rule) int {
		if pa, pb := s.PerRule[a].Percent(), s.PerRule[b].Percent(); pa != pb {
			return pa - pb
		}
		return int(a) - int(b)
	})
	for _, r := range rules {
		t := s.PerRule[r]
		out = append(out, fmt.Sprintf("  %-4s %-30s %s", r, T(l, Reference(r).Title), T(l, "stats.tally", "right", t.Right, "total", t.Total, "pct", t.Percent())))
	}
	if len(s.Mistakes) > 0 {
		out = append(out, "", T(l, "drill.sum.redo", "n", len(s.Mistakes)))
	} else {
		out = append(out, "", T(l, "drill.sum.again"))
	}
	return out
}

// Duration words a time taken: "6 min 12 s".
func Duration(l Lang, d time.Duration) string {
	d = d.Round(time.Second)
	m, sec := int(d/time.Minute), int(d%time.Minute/time.Second)
	if m == 0 {
		return T(l, "time.s", "s", sec)
	}
	return T(l, "time.ms", "min", m, "s", sec)
}
