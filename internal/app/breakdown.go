package app

import "github.com/belote-trainer/belote/engine"

// RuleLine cites a rule with its title and summary from the rules reference.
func RuleLine(l Lang, r engine.Rule) string {
	ref := Reference(r)
	return l.T("rule.line", r, ref.Title.In(l), ref.Summary.In(l))
}
