package gen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// Themes lists the RULES.md ids that puzzles of kind k can practise in variant v: those that
// --theme accepts.
func Themes(k puzzles.Kind, v *engine.Variant) []engine.Rule {
	plays := []engine.Rule{engine.P0, engine.P1, engine.P2, engine.P3, engine.P4, engine.P5, engine.P6, engine.P7, engine.P8}
	switch k {
	case puzzles.KindLegal:
		return plays
	case puzzles.KindWinner:
		return []engine.Rule{engine.W1}
	case puzzles.KindCount:
		return []engine.Rule{engine.C3, engine.K1}
	case puzzles.KindAnnounce:
		if !v.Announcements {
			return nil
		}
		return []engine.Rule{engine.A1, engine.A2, engine.A3, engine.A5, engine.A6}
	case puzzles.KindScore:
		return scoreThemes(v)
	case puzzles.KindBest:
		return append(plays, engine.W1, engine.K1)
	case puzzles.KindBid:
		return []engine.Rule{engine.T4, engine.T5} // round 1, round 2
	}
	return nil
}

// scoreThemes are the rules a score can turn on in variant v (K2–K7, B1, B3, A6).
func scoreThemes(v *engine.Variant) []engine.Rule {
	out := []engine.Rule{engine.K2}
	if v.Contract == engine.Threshold {
		out = append(out, engine.K3)
	} else {
		out = append(out, engine.K4)
	}
	out = append(out, engine.K5, engine.K6)
	if v.Contract == engine.BeatDefence && v.Litige {
		out = append(out, engine.K7)
	}
	out = append(out, engine.B1, engine.B3)
	if v.Announcements {
		out = append(out, engine.A6)
	}
	return out
}

// CheckTheme says why a theme cannot apply to a kind in a variant (nil when it can, or when no
// theme is asked). Announce puzzles need a variant with announcements (A1), whatever the theme.
func CheckTheme(k puzzles.Kind, v *engine.Variant, theme engine.Rule) error {
	if k == puzzles.KindAnnounce && !v.Announcements {
		return fmt.Errorf("variant %s has no announcements (A1): announce puzzles need annonces, marocaine or francaise", v.Name)
	}
	if theme == engine.NoRule {
		return nil
	}
	ok := Themes(k, v)
	if slices.Contains(ok, theme) {
		return nil
	}
	ids := make([]string, len(ok))
	for i, r := range ok {
		ids[i] = r.String()
	}
	return fmt.Errorf("theme %s cannot apply to %s puzzles in variant %s%s (themes here: %s)",
		theme, k, v.Name, themeReason(theme, v), strings.Join(ids, " "))
}

// themeReason adds why a rule of the variant's own switches does not apply.
func themeReason(theme engine.Rule, v *engine.Variant) string {
	switch {
	case theme == engine.K7 && !v.Litige:
		return ": it has no litige"
	case theme == engine.K3 && v.Contract != engine.Threshold, theme == engine.K4 && v.Contract == engine.Threshold:
		return ": it judges the contract by " + v.Contract.String()
	case theme == engine.A6 && !v.Announcements:
		return ": it has no announcements"
	}
	return ""
}
