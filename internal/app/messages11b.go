package app

// The messages of the end of issue 11: the statistics' next steps, the best streak per variant,
// and the plain dialogue's practice table, calculator, statistics and settings.
var issue11bMessages = map[Key]Text{
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
	// The practice table's bid buttons (clicked, or their key pressed).
	"pr.btn.take": {"prendre {suit}", "take {suit}"},
	"pr.btn.name": {"{suit}", "{suit}"},
	"pr.btn.pass": {"passer", "pass"},

	// The plain dialogue's practice table.
	"plain.pr.deal":     {"Donne {deal} : {dealer} donne, la retourne est {retourne}.", "Deal {deal}: {dealer} deals, the retourne is {retourne}."},
	"plain.pr.handonly": {"Ta main : {cards}.", "Your hand: {cards}."},
	"plain.pr.round1":   {"1er tour (T4) : la retourne est {card}. Tu prends à sa couleur, ou tu passes ?", "Round 1 (T4): the retourne is {card}. Do you take its suit, or pass?"},
	"plain.pr.round2":   {"2e tour (T5) : tu nommes un atout autre que la couleur de la retourne ({card}), ou tu passes ?", "Round 2 (T5): do you name a trump other than the retourne's suit ({card}), or pass?"},
	"plain.pr.take":     {"Prendre à {suit}", "Take {suit}"},
	"plain.pr.pass":     {"Passer", "Pass"},
	"plain.pr.leave":    {"revenir au menu (la partie est gardée)", "back to the menu (the game is kept)"},
	"plain.pr.play":     {"À toi : joue une carte (1 à {max} ; ajoute ? pour demander pourquoi ; 0 pour revenir, la partie est gardée) :", "Your turn: play a card (1 to {max}; add ? to ask why; 0 to go back, the game is kept):"},
	"plain.pr.played":   {"Tu joues {card}.", "You play {card}."},
	"plain.pr.dealover": {"Donne terminée.", "Deal over."},
	"plain.pr.gameover": {"Partie terminée : {team} gagne, {won} à {lost} (K8).", "Game over: {team} wins, {won} to {lost} (K8)."},
	"plain.pr.next":     {"Entrée : donne suivante · 0 : revenir (la partie est gardée) :", "Enter: next deal · 0: go back (the game is kept):"},
	"plain.pr.newgame":  {"Entrée : nouvelle partie · 0 : revenir :", "Enter: new game · 0: go back:"},
	"plain.pr.coaching": {"Le coach regarde tes cartes…", "The coach looks at your cards…"},
	"plain.pr.confirm":  {"Une partie est en cours (donne {deal}, NS {ns} – EO {ew}) : la nouvelle la remplacera.", "A game is in progress (deal {deal}, NS {ns} – EW {ew}): the new one will replace it."},
	"plain.pr.discard":  {"Abandonner la partie en cours et en commencer une nouvelle", "Give up the game in progress and start a new one"},
	"plain.pr.keep":     {"garder la partie en cours", "keep the game in progress"},
	// A hand laid open on the table (cartes sur table), or in a finished game told again.
	"plain.seathand": {"{seat} : {cards}", "{seat}: {cards}"},
	// The plain dialogue's history: a finished game told again, deal by deal and trick by trick.
	"plain.hist.deal":  {"Donne {deal}/{deals} : {dealer} donne, la retourne est {retourne}.", "Deal {deal}/{deals}: {dealer} deals, the retourne is {retourne}."},
	"plain.hist.hands": {"Les mains, une fois complétées (T3) :", "The hands, once completed (T3):"},
	"plain.hist.next":  {"Entrée : donne suivante · 0 : revenir à la liste :", "Enter: next deal · 0: back to the list:"},
	"plain.hist.end":   {"Fin de la partie.", "End of the game."},

	// The plain dialogue's calculator, settings and drill sessions.
	"plain.calc.title":    {"Calculatrice : tape le numéro d'un champ pour le changer (EO a le reste des 162 points).", "Calculator: type the number of a field to change it (EW has the rest of the 162 points)."},
	"plain.calc.points":   {"Points de plis de NS (0 à 162 ; Entrée : sans changer) :", "NS trick points (0 to 162; Enter: unchanged):"},
	"plain.calc.decl":     {"Annonces de {team} :", "Announcements of {team}:"},
	"plain.calc.add":      {"Ajouter une annonce (choisir ses cartes)", "Add an announcement (pick its cards)"},
	"plain.calc.clear":    {"Effacer toutes ses annonces", "Clear all its announcements"},
	"plain.calc.cards":    {"Tape les numéros des cartes de l'annonce, séparés par des espaces (ex. 5 13 21 29 pour {jacks} ; 0 pour revenir) :", "Type the numbers of the announcement's cards, separated by spaces (e.g. 5 13 21 29 for {jacks}; 0 to go back):"},
	"plain.calc.jacks":    {"les quatre valets", "the four jacks"},
	"plain.calc.jacks.es": {"les quatre sotas", "the four sotas"}, // the Spanish face names its jacks (C1)
	"plain.settings.note": {"Un numéro change ce réglage ; c'est enregistré aussitôt et appliqué tout de suite. Au démarrage, la langue vient de l'option --lang si elle est donnée, sinon de ce réglage, sinon de la langue du système (LC_ALL, LC_MESSAGES, LANG).", "A number changes that setting; it is saved and applied at once. At start-up the language comes from the --lang flag when given, else from this setting, else from the system's language (LC_ALL, LC_MESSAGES, LANG)."},
	"plain.drill.tick": {"Tape les numéros de toutes les cartes permises (1 à {max}, par exemple {example} ; ajoute ? à un numéro pour demander pourquoi, 0 pour revenir) :",
		"Type the numbers of every legal card (1 to {max}, for example {example}; add ? to one number to ask why, 0 to go back):"},
	"plain.drill.keys":      {"(m : {mode} ; f : {filter})", "(m: {mode}; f: {filter})"},
	"plain.drill.sum.redo":  {"e : refaire mes erreurs (positions à revoir : {n}) · Entrée : nouvelle série · 0 : revenir", "e: redo my mistakes (positions to see again: {n}) · Enter: new session · 0: go back"},
	"plain.drill.sum.again": {"Aucune erreur ! Entrée : nouvelle série · 0 : revenir", "No mistake! Enter: new session · 0: go back"},
	"plain.badword":         {"« {input} » : je ne comprends pas ; choisis parmi ce qui est proposé.", "\"{input}\": not understood; choose one of what is offered."},
}
