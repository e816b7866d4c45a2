package gen

import (
	"math/rand/v2"
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/puzzles"
)

// drillRules are the rows of §3 drawn when no theme is asked; P0 (any card on the lead) is asked
// only on purpose, with --theme P0.
var drillRules = []engine.Rule{engine.P1, engine.P2, engine.P3, engine.P4, engine.P5, engine.P6, engine.P7, engine.P8}

// legal draws a moment of a random deal where South is to play under the theme's row of §3, or a
// random row when there is no theme.
func (g *generator) legal() *puzzles.Puzzle {
	want := g.theme
	if want == engine.NoRule {
		want = drillRules[g.rng.IntN(len(drillRules))]
	}
	d := LegalPosition(g.rng, g.v, want)
	if d == nil {
		return nil
	}
	tr := d.Current()
	p := g.newPuzzle(puzzles.KindLegal, d.Trump)
	p.Hand = d.Hands[engine.South].Cards()
	p.Trick = append([]engine.Card(nil), tr.Played()...)
	p.Leader = tr.Leader
	legal, rule := d.Legal()
	p.Themes = []engine.Rule{rule}
	p.Difficulty = legalDifficulty(rule, d.Hands[engine.South], d.Trump, len(p.Trick))
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		return l.trump(d.Trump, f) + " " + l.trickStory(g.v, tr.Leader, p.Trick) + " " +
			l.pick("Quelles cartes de ta main peux-tu jouer ?", "Which cards of your hand may you play?")
	})
	cards := inOrder(p.Hand, legal)
	p.Point = bilingual(func(l lang) string {
		return legalPoint(rule, cards, d.Trump)[l] + cite(rule) + ". " + l.pick("Ici : ", "Here: ") + l.cardList(cards, f) + "."
	})
	return p
}

// LegalPosition plays a random deal and returns a moment where South is to play and the row of
// §3 that decides is want (a clone of the deal), or nil when this deal has none.
func LegalPosition(rng *rand.Rand, v *engine.Variant, want engine.Rule) *engine.Deal {
	return random.SouthToPlay(rng, v, func(d *engine.Deal) bool {
		_, rule := d.Legal()
		return rule == want
	})
}

// legalPoint is the teaching point of rule's row of §3 for a position whose legal cards are
// cards: a sentence that offers a choice ("any trump will do") would not fit a hand that holds one
// such card, nor "you may discard" a hand of trumps only.
func legalPoint(rule engine.Rule, cards []engine.Card, trump engine.Suit) [2]string {
	if one, ok := legalPointsOne[rule]; ok && len(cards) == 1 {
		return one
	}
	if rule == engine.P4 && !slices.ContainsFunc(cards, func(c engine.Card) bool { return c.Suit() != trump }) {
		return [2]string{"Ton partenaire est maître et tu n'as que des atouts : tu n'es pas obligé de monter, n'importe lequel convient", "Your partner is master and you hold only trumps: you need not go higher, any of them will do"}
	}
	return legalPoints[rule]
}

// legalPointsOne are the points of the rows whose general wording offers a choice, for a hand
// that holds a single card the row allows.
var legalPointsOne = map[engine.Rule][2]string{
	engine.P1: {"Tu as la couleur demandée : tu dois la fournir, et tu n'en as qu'une carte", "You hold the suit led: you must follow it, and you hold only one card of it"},
	engine.P2: {"L'atout est demandé et tu peux monter : tu dois jouer ton seul atout plus fort que tous ceux du pli", "Trumps are led and you can go higher: you must play your one trump above every trump in the trick"},
	engine.P3: {"L'atout est demandé et tu ne peux pas monter : tu dois quand même fournir ton seul atout", "Trumps are led and you cannot go higher: you must still play your only trump"},
	engine.P5: {"Un adversaire a coupé et reste maître : tu dois surcouper avec ton seul atout plus fort", "An opponent has ruffed and is master: you must overtrump with your one higher trump"},
	engine.P6: {"Un adversaire a coupé plus haut que ton seul atout : tu dois quand même le jouer (sous-couper)", "An opponent has ruffed higher than your only trump: you must still play it (undertrump)"},
	engine.P7: {"Tu n'as pas la couleur, personne n'a coupé et ton partenaire n'est pas maître : tu dois couper avec ton seul atout", "You are void in the suit led, nobody has ruffed and your partner is not master: you must ruff with your only trump"},
}

// legalPoints are the teaching points of each row of §3, in French and English.
var legalPoints = map[engine.Rule][2]string{
	engine.P0: {"Celui qui entame joue la carte de son choix", "The player on lead may play any card"},
	engine.P1: {"Tu as la couleur demandée : tu dois la fournir, n'importe quelle carte de cette couleur", "You hold the suit led: you must follow it, with any card of that suit"},
	engine.P2: {"L'atout est demandé et tu peux monter : seuls les atouts plus forts que tous ceux du pli sont permis", "Trumps are led and you can go higher: only trumps above every trump in the trick are allowed"},
	engine.P3: {"L'atout est demandé mais tu ne peux pas monter : n'importe quel atout convient", "Trumps are led but you cannot go higher: any trump will do"},
	engine.P4: {"Ton partenaire est maître : tu peux te défausser, couper ou jouer un petit atout, au choix", "Your partner is master: you may discard, ruff or play a small trump, as you like"},
	engine.P5: {"Un adversaire a coupé et reste maître : tu dois surcouper avec un atout plus fort", "An opponent has ruffed and is master: you must overtrump with a higher trump"},
	engine.P6: {"Un adversaire a coupé plus haut que tes atouts : tu dois quand même sous-couper", "An opponent has ruffed higher than your trumps: you must still play a trump (undertrump)"},
	engine.P7: {"Tu n'as pas la couleur, personne n'a coupé et ton partenaire n'est pas maître : tu dois couper", "You are void in the suit led, nobody has ruffed and your partner is not master: you must ruff"},
	engine.P8: {"Ni la couleur demandée ni atout : tu te défausses de la carte de ton choix", "Neither the suit led nor a trump: you discard any card you like"},
}
