package app

import "github.com/belote-trainer/belote/engine"

// Breakdown lists each term of an engine score in language l, citing the rule behind each line
// (K1–K7, A5, A6, B3). Every number comes from the engine's Score; this only words it.
func Breakdown(l Lang, v *engine.Variant, f engine.DealFacts, s engine.Score) []string {
	taker, def := f.Taker, f.Taker.Other()
	var out []string
	add := func(key string, args ...any) { out = append(out, l.T(key, args...)) }
	if f.Capot != engine.NoTeam {
		add("bd.capot", TeamName(l, f.Capot), s.TrickPoints[f.Capot])
	}
	add("bd.tricks", s.TrickPoints[engine.NS], s.TrickPoints[engine.EW])
	if s.Announces.Winner != engine.NoTeam {
		add("bd.announces", TeamName(l, s.Announces.Winner), s.Announces.Points[s.Announces.Winner])
	} else if len(f.Declared[0])+len(f.Declared[1]) > 0 {
		add("bd.announces.tie")
	}
	if f.Belote != engine.NoTeam {
		add("bd.belote", TeamName(l, f.Belote))
	}
	if s.ContractRule == engine.K3 {
		add("bd.k3", TeamName(l, taker), s.TrickPoints[taker], s.Needed)
	} else {
		add("bd.k4", TeamName(l, taker), s.Totals[taker], s.Totals[def])
	}
	switch s.Result {
	case engine.Made:
		add("bd.made")
	case engine.Failed:
		add("bd.failed", TeamName(l, def))
	case engine.Litige:
		add("bd.litige", s.Reserve)
	}
	add("bd.points", s.Points[engine.NS], s.Points[engine.EW], s.Decided)
	return out
}

// LegalFeedback words a legal-card verdict: right or wrong in words, the legal cards, and the rule
// that decided them with its summary from the rules reference (used until the explainer answers).
func LegalFeedback(l Lang, d Display, f Feedback) []string {
	verdict := "fb.wrong"
	if f.Right {
		verdict = "fb.right"
	}
	return []string{
		l.T(verdict, d.Set(f.Chosen)),
		l.T("fb.legal", d.Set(f.Legal)),
		RuleLine(l, f.Rule),
	}
}

// WhyCard says whether card c may be played and which rule decides (the "why?" key), citing the
// rule with its summary from the rules reference.
func WhyCard(l Lang, d Display, legal engine.Set, rule engine.Rule, c engine.Card) []string {
	key := "why.illegal"
	if legal.Has(c) {
		key = "why.legal"
	}
	return []string{
		l.T(key, d.Card(c)),
		RuleLine(l, rule),
	}
}

// RuleLine cites a rule with its title and summary from the rules reference.
func RuleLine(l Lang, r engine.Rule) string {
	ref := Reference(r)
	return l.T("rule.line", r, ref.Title.In(l), ref.Summary.In(l))
}
