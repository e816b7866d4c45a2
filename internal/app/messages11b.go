package app

// The messages of the end of issue 11: the statistics' next steps, the best streak per variant,
// and the plain dialogue's practice table, calculator, statistics and settings.
var issue11bMessages = map[string]Text{
	"stats.weak":             {"Tes règles les plus faibles (au moins {n} réponses) : {rules}.", "Your weakest rules (at least {n} answers): {rules}."},
	"stats.weak.rule":        {"{rule} ({pct} %)", "{rule} ({pct}%)"},
	"stats.weak.none":        {"Aucune règle faible pour l'instant (il faut au moins {n} réponses sur une règle, pas toutes justes).", "No weak rule yet (a rule needs at least {n} answers, not all right)."},
	"stats.streak.variant":   {"{variant} {n}", "{variant} {n}"},
	"stats.streak.old":       {"Meilleure série d'avant le compte par variante : {n}", "Best streak from before streaks were kept per variant: {n}"},
	"stats.practise.drill":   {"Travailler {rule} {title} ({pct} %) : exercices sur cette règle", "Practise {rule} {title} ({pct}%): drills on this rule"},
	"stats.practise.puzzles": {"Travailler {rule} {title} ({pct} %) : problèmes sur cette règle", "Practise {rule} {title} ({pct}%): puzzles on this rule"},
	"stats.due.go":           {"Faire les problèmes à revoir maintenant ({n})", "Do the puzzles due for review now ({n})"},
	"stats.next":             {"Et maintenant :", "What next:"},
	"stats.nothing":          {"Rien à proposer pour l'instant : réponds à quelques exercices ou problèmes.", "Nothing to suggest yet: answer a few drills or puzzles."},
}

func init() { addMessages(issue11bMessages) }
