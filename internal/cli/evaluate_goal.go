package cli

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// goalField is the contract goal of an `evaluate` line (an extension of CLI.md, docs/cli.md): the
// taking team, the team that said belote, each team's announcements. The points already in each
// team's tricks come from history.
type goalField struct {
	Taker    string                `json:"taker"`
	Belote   *string               `json:"belote"`
	Declared map[string][][]string `json:"declared"`
}

// parseNeed reads the optional need of an `evaluate` line: "need" (the trick points the mover's
// team must take from the current trick on) or "goal" (the need worked out from the deal's state
// by the engine's scoring, engine.Variant.Need: K3, K4, K7), not both; false when neither is
// given.
func parseNeed(need *int, goal *goalField, p *evaluate.Position) (int, bool, error) {
	switch {
	case need != nil && goal != nil:
		return 0, false, errors.New(`fields "need" and "goal": give one or the other`)
	case need != nil:
		if *need < 0 || *need > engine.TotalPoints+1 {
			return 0, false, fmt.Errorf(`field "need": %d, must be 0 to %d`, *need, engine.TotalPoints+1)
		}
		return *need, true, nil
	case goal == nil:
		return 0, false, nil
	}
	taker, err := engine.ParseTeam(goal.Taker)
	if err != nil {
		return 0, false, fmt.Errorf(`field "goal.taker": %v`, err)
	}
	belote, err := optionalTeam("goal.belote", goal.Belote)
	if err != nil {
		return 0, false, err
	}
	var declared [2][]engine.Announcement
	for _, key := range slices.Sorted(maps.Keys(goal.Declared)) {
		team, err := engine.ParseTeam(key)
		if err != nil {
			return 0, false, fmt.Errorf(`field "goal.declared": %v`, err)
		}
		if declared[team], err = parseAnnounceLists("goal.declared."+key, goal.Declared[key]); err != nil {
			return 0, false, err
		}
	}
	if len(declared[engine.NS])+len(declared[engine.EW]) > 0 && !p.Variant.Announcements {
		return 0, false, fmt.Errorf(`field "goal.declared": variant %s has no announcements (A1)`, p.Variant.Name)
	}
	n, err := p.Need(taker, belote, declared)
	if err != nil {
		return 0, false, fmt.Errorf(`field "goal": %v`, err)
	}
	return n, true, nil
}

// addMakes writes the need and, for each legal card in the order of hand, the share of layouts
// in which it reaches the need; safest lists the cards of the highest share.
func (a *evaluateAnswer) addMakes(r *evaluate.Result, hand []engine.Card, face engine.Face) {
	need := r.Need
	a.Need, a.Makes = &need, &floats{}
	for _, c := range hand {
		if cr, ok := r.Of(c); ok {
			a.Makes.add(c.Format(face), r.MakeShare(cr))
		}
	}
	a.Safest = inHandOrder(hand, r.SafestCards(), face)
}
