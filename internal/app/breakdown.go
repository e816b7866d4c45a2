package app

import "github.com/belote-trainer/belote/engine"

// RuleLine cites a rule with its title and summary from the rules reference.
func RuleLine(l Lang, r engine.Rule) string {
	ref := Reference(r)
	return T(l, "rule.line", "rule", r, "title", ref.Title.In(l), "summary", ref.Summary.In(l))
}
