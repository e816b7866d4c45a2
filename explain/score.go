package explain

import "github.com/belote-trainer/belote/engine"

// Breakdown explains a deal's score step by step, from the facts and the engine's score of them
// (variant.ScoreDeal): trick points and dix de der (K1) or capot (K2), belote (B1, B3), whose
// announcements score (A5, A6), the contract test with the actual numbers (K3 or K4), the result
// and each team's points (K5, K6, K7), and the reserve.
func Breakdown(v *engine.Variant, f engine.DealFacts, s engine.Score, l Lang) []string {
	if s.Result == engine.Passed {
		return []string{l.say("K.passed")}
	}
	b := breakdown{l: l, n: NewNamer(l, v), v: v, f: f, s: s, taker: f.Taker, def: f.Taker.Other()}
	out := []string{b.tricks(), b.belote()}
	if v.Announcements {
		out = append(out, CompareTeams(v, f.Trump, f.Declared, l)...)
	}
	out = append(out, b.contract()...)
	out = append(out, b.settle(), b.final())
	return out
}

type breakdown struct {
	l          Lang
	n          Namer
	v          *engine.Variant
	f          engine.DealFacts
	s          engine.Score
	taker, def engine.Team
}

func (b breakdown) say(id Key, kv ...any) string {
	kv = append(kv, "taker", b.n.Team(b.taker), "def", b.n.Team(b.def),
		"ns", num(b.s.Points[engine.NS]), "ew", num(b.s.Points[engine.EW]),
		"tp", num(b.s.TrickPoints[b.taker]), "dp", num(b.s.TrickPoints[b.def]),
		"ta", num(b.s.Announces.Points[b.taker]), "da", num(b.s.Announces.Points[b.def]),
		"tb", num(b.s.BelotePoints[b.taker]), "db", num(b.s.BelotePoints[b.def]),
		"tt", num(b.s.Totals[b.taker]), "dt", num(b.s.Totals[b.def]),
		"tpts", num(b.s.Points[b.taker]), "dpts", num(b.s.Points[b.def]),
		"needed", num(b.s.Needed), "counted", num(b.s.Counted), "base", num(b.v.Threshold), "reserve", num(b.s.Reserve),
		"rule", b.s.Decided.String())
	return upperFirst(b.l.say(id, kv...))
}

// tricks states the trick points (K1), or the capot (K2).
func (b breakdown) tricks() string {
	if c := b.f.Capot; c != engine.NoTeam {
		return b.say("K2.capot", "team", b.n.Team(c), "other", b.n.Team(c.Other()), "capot", num(b.s.TrickPoints[c]))
	}
	return b.say("K1.tricks", "ns", num(b.s.TrickPoints[engine.NS]), "ew", num(b.s.TrickPoints[engine.EW]))
}

// belote states who said belote-rebelote (B1, B3).
func (b breakdown) belote() string {
	if b.f.Belote == engine.NoTeam {
		return b.say("B.none")
	}
	return b.say("B.said", "team", b.n.Team(b.f.Belote))
}

// contract states the contract test with its numbers (K3 or K4) and its outcome.
func (b breakdown) contract() []string {
	s := b.s
	if s.ContractRule == engine.K3 {
		return b.threshold()
	}
	totals := b.say("K4.totals")
	switch {
	case s.Result == engine.Litige:
		return []string{totals, b.say("K4.litige")}
	case s.Result == engine.Made:
		return []string{totals, b.say("K4.made")}
	case s.Tie:
		return []string{totals, b.say("K4.tie.failed")}
	}
	return []string{totals, b.say("K4.failed")}
}

// threshold states the K3 test: 82 on trick points without belote; once a belote was said, 92 on
// the takers' trick points plus their own belote, so the sum is shown when they said it.
func (b breakdown) threshold() []string {
	made := b.s.Result == engine.Made
	if b.f.Belote == b.taker {
		return []string{b.say("K3.need.own"), b.say(Either(made, "K3.made.own", "K3.failed.own"))}
	}
	outcome := Either(made, "K3.made", "K3.failed")
	if !made && b.s.TrickPoints[b.taker] == 0 {
		outcome = "K3.failed.zero" // "they have only 0" says nothing: they have no trick points
	}
	return []string{b.say(Either(b.f.Belote == b.def, "K3.need.def", "K3.need")), b.say(outcome)}
}

// settle states what each team scores (K5, K6, K7).
func (b breakdown) settle() string {
	switch b.s.Decided {
	case engine.K5:
		return b.say("K5.made")
	case engine.K7:
		if b.s.BelotePoints[b.taker] == 0 {
			return b.say("K7.litige.nobelote") // nothing to score now: all of it waits
		}
		return b.say("K7.litige")
	}
	base := num(b.s.DefenceBase)
	if b.f.Capot == b.def {
		base = b.l.say("w.capot.base", "n", num(b.s.DefenceBase))
	}
	if b.s.ContractRule == engine.K3 {
		return b.say("K6.threshold", "base", base)
	}
	return b.say("K6.beat", "base", base, "aa", num(b.s.DefenceAnnounces))
}

// final states the deal's score, and the reserve a litige puts aside (K7).
func (b breakdown) final() string {
	if b.s.Reserve > 0 {
		return b.say("K.final.reserve")
	}
	return b.say("K.final")
}
