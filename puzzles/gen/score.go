package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/puzzles"
)

// score draws a random deal played to its end: what does each team score (K1–K7)?
func (g *generator) score() *puzzles.Puzzle {
	d := random.Played(g.rng, g.v)
	facts, err := d.Facts()
	if err != nil {
		return nil // cannot happen for a finished deal; draw again rather than stop
	}
	s, err := g.v.ScoreDeal(facts)
	if err != nil {
		return nil
	}
	p := g.newPuzzle(puzzles.KindScore, d.Trump)
	p.Taker, p.Points, p.Belote, p.Capot, p.Announces = facts.Taker, facts.TrickPoints, facts.Belote, facts.Capot, facts.Declared
	p.Themes = scoreThemesOf(facts, s)
	p.Difficulty = scoreDifficulty(facts, s)
	p.Prompt = bilingual(func(l lang) string { return scorePrompt(l, g.v, facts) })
	p.Point = bilingual(func(l lang) string { return scorePoint(l, facts, s) })
	return p
}

// scoreThemesOf lists the rules this score turns on.
func scoreThemesOf(f engine.DealFacts, s engine.Score) []engine.Rule {
	out := []engine.Rule{s.ContractRule, s.Decided}
	if f.Capot != engine.NoTeam {
		out = append(out, engine.K2)
	}
	if f.Belote != engine.NoTeam {
		out = append(out, engine.B1)
		if s.Result != engine.Made && f.Belote == f.Taker {
			out = append(out, engine.B3) // the taker keeps its belote even when dedans
		}
	}
	if s.Announces.Winner != engine.NoTeam {
		out = append(out, engine.A6)
	}
	return out
}

func scoreDifficulty(f engine.DealFacts, s engine.Score) int {
	d := map[engine.Result]int{engine.Made: 2, engine.Failed: 3, engine.Litige: 4}[s.Result]
	if s.Announces.Winner != engine.NoTeam || f.Capot != engine.NoTeam {
		d++
	}
	return clampDifficulty(d)
}

func scorePrompt(l lang, v *engine.Variant, f engine.DealFacts) string {
	s := fmt.Sprintf(l.pick("Variante %s. %s a pris. Points des plis (dix de der compris) : %s %d, %s %d.", "Variant %s. %s took. Trick points (dix de der included): %s %d, %s %d."),
		v.Name, l.team(f.Taker), l.team(engine.NS), f.TrickPoints[engine.NS], l.team(engine.EW), f.TrickPoints[engine.EW])
	if f.Capot != engine.NoTeam {
		s += " " + fmt.Sprintf(l.pick("%s a fait tous les plis (capot).", "%s won every trick (capot)."), l.team(f.Capot))
	}
	if f.Belote != engine.NoTeam {
		s += " " + fmt.Sprintf(l.pick("%s a dit belote et rebelote.", "%s said belote and rebelote."), l.team(f.Belote))
	}
	for _, t := range []engine.Team{engine.NS, engine.EW} {
		if len(f.Declared[t]) > 0 {
			s += " " + l.team(t) + l.pick(" a annoncé ", " declared ") + l.announcements(f.Declared[t], v.Face) + "."
		}
	}
	return s + " " + l.pick("Que marque chaque équipe ?", "What does each team score?")
}

func scorePoint(l lang, f engine.DealFacts, s engine.Score) string {
	taker, def := f.Taker, f.Taker.Other()
	var why string
	switch {
	case s.ContractRule == engine.K3 && s.BelotePoints[taker] > 0:
		// K3: the takers' own belote counts toward 92; the engine's Counted is the sum.
		why = fmt.Sprintf(l.pick("Le preneur a %d points de plis + %d de belote = %d pour %d demandés", "The takers have %d trick points + %d of belote = %d for %d needed"),
			s.TrickPoints[taker], s.BelotePoints[taker], s.Counted, s.Needed)
	case s.ContractRule == engine.K3:
		why = fmt.Sprintf(l.pick("Le preneur a %d points de plis pour %d demandés", "The takers have %d trick points for %d needed"), s.Counted, s.Needed)
	default:
		why = fmt.Sprintf(l.pick("Le preneur totalise %d contre %d pour la défense", "The takers total %d against %d for the defence"), s.Totals[taker], s.Totals[def])
	}
	res := map[engine.Result][2]string{
		engine.Made:   {"contrat rempli", "contract made"},
		engine.Failed: {"dedans", "dedans (failed)"},
		engine.Litige: {"litige", "litige"},
	}[s.Result][l]
	out := fmt.Sprintf(l.pick("%s : %s. %s marque %d, %s marque %d", "%s: %s. %s score %d, %s score %d"),
		why, res, l.team(engine.NS), s.Points[engine.NS], l.team(engine.EW), s.Points[engine.EW])
	if s.Result == engine.Litige {
		out += fmt.Sprintf(l.pick(", et %d points restent en réserve pour la donne suivante", ", and %d points wait in reserve for the next deal"), s.Reserve)
	}
	return out + cite(scoreThemesOf(f, s)...) + "."
}
