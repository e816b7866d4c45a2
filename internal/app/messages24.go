package app

// The messages of issue 24: ratings, streaks, the dashboard, personal puzzles.
var issue24Messages = map[string]Text{
	"skill.legal":       {"Cartes jouables", "Legal play"},
	"skill.counting":    {"Compter les points", "Counting points"},
	"skill.scoring":     {"Score et annonces", "Scores, announcements"},
	"skill.bidding":     {"Enchères", "Bidding"},
	"skill.play-open":   {"Jeu, cartes visibles", "Card play, open"},
	"skill.play-hidden": {"Jeu, cartes cachées", "Card play, hidden"},
	"dash.ratings": {"Classement par compétence (±, l'incertitude ; tendance sur {weeks} semaines) :",
		"Rating per skill (±, the uncertainty; trend over {weeks} weeks):"},
	"dash.unrated": {"pas encore classé (essaie ses problèmes)", "not rated yet (try its puzzles)"},
	"dash.trend":   {"de {from} à {to} en {weeks} {weeks|semaine|semaines}", "from {from} to {to} over {weeks} {weeks|week|weeks}"},
	"dash.due":     {"Révisions : {today} aujourd'hui, {week} cette semaine.", "Reviews due: {today} today, {week} this week."},
	"dash.motifs":  {"Tes motifs les plus faibles (au moins {n} réponses) : {list}.", "Your weakest motifs (at least {n} answers): {list}."},
	"dash.streaks": {"Meilleure série de problèmes : {list}", "Best puzzle streak: {list}"},
	"home.streak": {"Série : des problèmes de plus en plus durs, jusqu'à la première erreur",
		"Streak: harder and harder puzzles, until the first miss"},
	"streak.title": {"Série", "Streak"},
	"streak.head": {"Série : {n} · record ({variant}) : {best} · problème classé {rating} · {kind}",
		"Streak: {n} · best ({variant}): {best} · puzzle rated {rating} · {kind}"},
	"streak.intro": {"Série en {variant} : des problèmes de plus en plus difficiles ; la première erreur (ou une bonne réponse au second essai) arrête la série. Record : {best}.",
		"Streak in {variant}: harder and harder puzzles; the first miss (or a right answer at the second try) ends it. Best: {best}."},
	"streak.over": {"Série terminée : {n} {n|problème résolu|problèmes résolus} d'affilée.",
		"Streak over: {n} {n|puzzle|puzzles} solved in a row."},
	"streak.record": {"Nouveau record en {variant} : {n} !", "A new best in {variant}: {n}!"},
	"streak.again":  {"n : une nouvelle série · Échap : retour", "n: a new streak · Esc: back"},
	"streak.all": {"Tu as résolu tous les problèmes de la variante {variant} d'affilée : la série s'arrête là.",
		"You solved every puzzle of the {variant} variant in a row: the streak ends there."},
	"streak.empty": {"Aucun problème à proposer.", "No puzzle to offer."},
	"pz.atlevel": {"À ton niveau : {n} {n|problème|problèmes} jamais {n|tenté|tentés}, au plus près de ton classement",
		"At your level: {n} {n|puzzle|puzzles} never tried, nearest your rating first"},
}

func init() { addMessages(issue24Messages) }
