package app

// The messages of issue 13: the practice table's coach judging from what the learner could see.
var issue13Messages = map[Key]Text{
	"hcoach.title": {"Coach (il juge d'après ce que tu voyais : ta main, les plis joués et ce que la donne avait montré) :", "Coach (it judges from what you could see: your hand, the tricks played and what the deal had shown):"},
	"hcoach.perfect": {"Aucune de tes cartes ne t'a coûté de points en moyenne : à chaque fois, tu as joué l'une des meilleures.",
		"None of your cards cost you points on average: each time, you played one of the best."},
	"hcoach.sum.one":  {"Une de tes cartes t'a coûté {lost} {n|point|points} en moyenne.", "One of your cards cost you {lost} {n|point|points} on average."},
	"hcoach.sum.many": {"{k} de tes cartes t'ont coûté {lost} {n|point|points} en moyenne, en tout.", "{k} of your cards cost you {lost} {n|point|points} on average, in all."},
	"hcoach.note": {"Pli {trick} : tu as joué {card} ; {better} rapportait à ton équipe {lost} {n|point|points} de plus en moyenne.",
		"Trick {trick}: you played {card}; {better} brought your side {lost} more {n|point|points} on average."},
	"hcoach.why.one": {"Le jeu ne laissait qu'une place possible à chaque carte cachée : tu pouvais tout déduire.",
		"The play left only one place for each hidden card: you could work everything out."},
	"hcoach.why.exact": {"Sur les {layouts} façons dont les cartes cachées pouvaient être réparties d'après le jeu, {better} était la meilleure dans {pb} des cas, {card} dans {pc}.",
		"Of the {layouts} ways the hidden cards could lie given the play, {better} was best in {pb} of them, {card} in {pc}."},
	"hcoach.why.sample": {"Sur {layouts} répartitions des cartes cachées tirées au hasard parmi celles que le jeu permettait, {better} était la meilleure dans {pb} des cas, {card} dans {pc}.",
		"On {layouts} layouts of the hidden cards drawn at random among those the play allowed, {better} was best in {pb} of them, {card} in {pc}."},
	"hcoach.open":   {"Touche v : le verdict cartes visibles (le coach voit alors toutes les cartes).", "Key v: the verdict with all cards visible (the coach then sees every card)."},
	"hcoach.back":   {"Touche v : revenir au coach d'après ce que tu voyais.", "Key v: back to the coach from what you could see."},
	"key.coachview": {"coach : d'après ce que tu voyais, ou cartes visibles", "coach: from what you could see, or with all cards visible"},
	"help.scroll":   {"↑/↓ : faire défiler l'aide ; une autre touche la ferme.", "↑/↓: scroll the help; any other key closes it."},
}
