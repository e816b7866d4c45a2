package app

import (
	"github.com/belote-trainer/belote/explain"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// DealNote says, in one sentence, how the variant shown (a lesson exercise's, a puzzle's) differs
// from the learner's own, so that a learner of marocaine who meets a classique deal knows the
// cards, the direction of play and the contract rule changed (RULES.md §7). Only what differs is
// said; the face counts as drawn, after the face setting (FaceFor: "" is each variant's own). An
// empty string when nothing differs that a deal shows.
func DealNote(l Lang, learner, shown *engine.Variant, faceSetting string) string {
	if learner == nil || shown == nil {
		return ""
	}
	var parts []string
	if f := FaceFor(faceSetting, shown.Face); f != FaceFor(faceSetting, learner.Face) {
		parts = append(parts, T(l, explain.Either(f == engine.Spanish, "deal.face.spanish", "deal.face.french")))
	}
	if shown.Direction != learner.Direction { // T1
		key := Key("deal.dir.clockwise")
		if shown.Direction == engine.Counterclockwise {
			key = "deal.dir.counterclockwise"
		}
		parts = append(parts, T(l, key))
	}
	if contractDiffers(learner, shown) { // K3, K4
		if shown.Contract == engine.Threshold {
			parts = append(parts, T(l, "deal.contract.threshold", "points", shown.Threshold, "belote", shown.ThresholdWithBelote))
		} else {
			parts = append(parts, T(l, "deal.contract.beat"))
		}
	}
	if shown.Announcements != learner.Announcements { // §5
		key := Key("deal.ann.no")
		if shown.Announcements {
			key = "deal.ann.yes"
		}
		parts = append(parts, T(l, key))
	}
	if len(parts) == 0 {
		return ""
	}
	return T(l, "deal.note", "variant", shown.Name, "what", strings.Join(parts, ", "))
}

// contractDiffers reports whether the two variants judge a contract differently: another rule
// (K3 against K4), or other thresholds under K3.
func contractDiffers(a, b *engine.Variant) bool {
	if a.Contract != b.Contract {
		return true
	}
	return a.Contract == engine.Threshold && (a.Threshold != b.Threshold || a.ThresholdWithBelote != b.ThresholdWithBelote)
}
