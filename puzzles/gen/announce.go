package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/puzzles"
)

// announce draws either a hand (what does it declare? A1–A3) or the declarations of a whole table
// (whose announcements score? A5, A6), from the hands of a random deal once completed (T3).
func (g *generator) announce() *puzzles.Puzzle {
	d := random.Deal(g.rng, g.v)
	declaredForm := g.rng.IntN(2) == 0
	switch g.theme {
	case engine.A1, engine.A2, engine.A3:
		declaredForm = false
	case engine.A5, engine.A6:
		declaredForm = true
	}
	if declaredForm {
		return g.declared(d)
	}
	return g.handDeclaration(d)
}

// handDeclaration asks for South's best declaration (A3). Most hands declare nothing; those are
// kept one time in four so that the learner also meets them.
func (g *generator) handDeclaration(d *engine.Deal) *puzzles.Puzzle {
	hand := d.Dealt[engine.South]
	best := engine.BestDeclaration(hand, d.Trump)
	if len(best) == 0 && g.rng.IntN(4) != 0 {
		return nil
	}
	choices := engine.DeclarationChoices(hand, d.Trump)
	p := g.newPuzzle(puzzles.KindAnnounce, d.Trump)
	p.Hand = hand.Cards()
	p.Themes = []engine.Rule{engine.A1}
	diff := 1 + len(best)
	for _, a := range best {
		if a.Kind != engine.Carre && a.Len() > 3 || a.Kind == engine.Carre && len(best) > 1 {
			p.Themes = append(p.Themes, engine.A2) // a maximal run, or runs beside a carré
			break
		}
	}
	if len(choices) > 1 {
		p.Themes = append(p.Themes, engine.A3) // overlapping combinations: one card, one announcement
		diff = 4
	}
	p.Difficulty = clampDifficulty(diff)
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		return l.trump(d.Trump, f) + " " + l.pick("Voici ta main au moment de jouer ta première carte. Combien valent les annonces que tu peux déclarer ?",
			"Here is your hand as you play your first card. How much are the announcements you can declare worth?")
	})
	p.Point = bilingual(func(l lang) string {
		if len(best) == 0 {
			return l.pick("Rien à déclarer : ni suite de trois cartes de la même couleur, ni carré qui compte", "Nothing to declare: no run of three cards of one suit, no carré that counts") + cite(engine.A1) + "."
		}
		s := l.pick("À annoncer : ", "Best declaration: ") + l.announcements(best, f) + fmt.Sprintf(l.pick(", soit %d points", ", %d points in all"), engine.SumPoints(best))
		if len(choices) > 1 {
			return s + l.pick(" ; une carte ne sert qu'à une annonce, on garde la combinaison qui rapporte le plus", "; a card serves in one announcement only, so keep the combination worth most") + cite(engine.A2, engine.A3) + "."
		}
		return s + cite(engine.A1, engine.A2) + "."
	})
	return p
}

// declared asks whose announcements score when each seat declares its best (A4, A5, A6).
func (g *generator) declared(d *engine.Deal) *puzzles.Puzzle {
	var decl [2][]engine.Announcement
	for _, s := range engine.Seats {
		decl[s.Team()] = append(decl[s.Team()], engine.BestDeclaration(d.Dealt[s], d.Trump)...)
	}
	if len(decl[engine.NS])+len(decl[engine.EW]) == 0 {
		return nil
	}
	res := engine.CompareTeams(d.Trump, decl)
	p := g.newPuzzle(puzzles.KindAnnounce, d.Trump)
	p.DeclaredForm, p.Declared = true, decl
	p.Themes = []engine.Rule{engine.A6}
	p.Difficulty = 2
	if res.Step != engine.A5None {
		p.Themes = []engine.Rule{engine.A5, engine.A6}
		p.Difficulty = map[engine.A5Step]int{engine.A5Value: 2, engine.A5Carre: 3, engine.A5TopCard: 3, engine.A5Trump: 4, engine.A5Tie: 4}[res.Step]
	}
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		s := l.trump(d.Trump, f)
		for _, t := range []engine.Team{engine.NS, engine.EW} {
			if len(decl[t]) == 0 {
				s += " " + l.team(t) + l.pick(" n'annonce rien.", " declares nothing.")
				continue
			}
			s += " " + l.team(t) + l.pick(" annonce ", " declares ") + l.announcements(decl[t], f) + "."
		}
		return s + " " + l.pick("Quelle équipe marque ses annonces, et combien ?", "Which team scores its announcements, and how much?")
	})
	p.Point = bilingual(func(l lang) string { return compareText(l, res, decl) })
	return p
}

// compareText explains the comparison of A5 and the winner-takes-all of A6.
func compareText(l lang, res engine.AnnounceResult, decl [2][]engine.Announcement) string {
	if res.Winner == engine.NoTeam {
		return l.pick("Les deux meilleures annonces sont à égalité parfaite, même pour l'atout : personne ne marque", "The two best announcements are tied all the way, trump step included: nobody scores") + cite(engine.A5) + "."
	}
	why := map[engine.A5Step][2]string{
		engine.A5None:    {"seule équipe à annoncer", "the only team to declare"},
		engine.A5Value:   {"sa meilleure annonce vaut plus", "its best announcement is worth more"},
		engine.A5Carre:   {"à valeur égale, le carré passe devant la suite", "at equal value, the carré beats the run"},
		engine.A5TopCard: {"à valeur égale, sa meilleure annonce monte plus haut", "at equal value, its best announcement reaches a higher card"},
		engine.A5Trump:   {"à valeur et hauteur égales, l'annonce à l'atout l'emporte", "at equal value and height, the announcement in trumps wins"},
	}[res.Step]
	rules := []engine.Rule{engine.A6}
	if res.Step != engine.A5None {
		rules = []engine.Rule{engine.A5, engine.A6}
	}
	return fmt.Sprintf(l.pick("%s marque (%s) : toutes ses annonces comptent, %d points ; l'autre équipe ne marque rien", "%s scores (%s): all its announcements count, %d points; the other team scores nothing"),
		l.team(res.Winner), why[l], res.Points[res.Winner]) + cite(rules...) + "."
}

// announcements names a list of announcements: "tierce 7♥ 8♥ 9♥ + carré de valets", or "rien".
func (l lang) announcements(as []engine.Announcement, f engine.Face) string {
	if len(as) == 0 {
		return l.pick("rien", "nothing")
	}
	parts := make([]string, len(as))
	for i, a := range as {
		cs := a.Cards.Cards()
		names := make([]string, len(cs))
		for j, c := range cs {
			names[j] = card(c, f)
		}
		kind := a.Kind.String()
		if a.Kind == engine.Carre {
			kind = "carré"
		}
		parts[i] = kind + " " + strings.Join(names, " ")
	}
	return strings.Join(parts, " + ")
}
