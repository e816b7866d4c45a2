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
		l.T("drill.sum.head", s.Score.Right, wrong, s.Score.Total, s.Score.Percent(), Duration(l, s.End.Sub(s.Start))),
		l.T("drill.sum.rules"),
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
		out = append(out, fmt.Sprintf("  %-4s %-30s %s", r, Reference(r).Title.In(l), l.T("stats.tally", t.Right, t.Total, t.Percent())))
	}
	if len(s.Mistakes) > 0 {
		out = append(out, "", l.T("drill.sum.redo", len(s.Mistakes)))
	} else {
		out = append(out, "", l.T("drill.sum.again"))
	}
	return out
}

// Duration words a time taken: "6 min 12 s".
func Duration(l Lang, d time.Duration) string {
	d = d.Round(time.Second)
	m, sec := int(d/time.Minute), int(d%time.Minute/time.Second)
	if m == 0 {
		return l.T("time.s", sec)
	}
	return l.T("time.ms", m, sec)
}
