package app

// addMessages adds a file's own messages to the catalogue; a key defined twice is a bug caught at
// start-up (and by every test).
func addMessages(m map[string]Text) {
	for k, t := range m {
		if _, dup := messages[k]; dup {
			panic("app: message " + k + " defined twice")
		}
		messages[k] = t
	}
}

// The messages of issue 11 (the trainer at 80×24), kept apart from messages.go while the text
// system moves to explain/.
var issue11Messages = map[string]Text{
	"key.scroll":       {"faire défiler le texte de la réponse", "scroll the answer's text"},
	"key.scroll.short": {"défiler", "scroll"},
	"word.and":         {"et", "and"},

	// Typed answers: one form everywhere, with an example (answer.go).
	"field.winner":            {"numéro", "number"},
	"field.points":            {"points", "points"},
	"field.declare":           {"points", "points"},
	"field.ns":                {"NS", "NS"},
	"field.ew":                {"EO", "EW"},
	"field.team":              {"NS/EO/aucune", "NS/EW/none"},
	"field.result":            {"réussi/dedans/litige", "made/failed/litige"},
	"answer.example":          {"ex. : %s", "e.g. %s"},
	"answer.err.form":         {"Réponds sous la forme « %s », par exemple « %s ».", "Answer in the form \"%s\", for instance \"%s\"."},
	"answer.err.range":        {"« %s » ne peut pas être juste : c'est plus que %d.", "\"%s\" cannot be right: it is more than %d."},
	"answer.err.range.winner": {"« %s » ne peut pas être juste : les cartes du pli sont numérotées de 1 à %d.", "\"%s\" cannot be right: the trick's cards are numbered 1 to %d."},
	"answer.err.range.points": {"« %s » ne peut pas être juste : toutes les cartes et le dix de der font %d points (K1).", "\"%s\" cannot be right: all the cards and the dix de der make %d points (K1)."},
	"answer.err.tens":         {"« %s » ne peut pas être juste : une annonce vaut des dizaines de points (20, 50, 100…).", "\"%s\" cannot be right: announcements are worth tens of points (20, 50, 100…)."},

	// Lessons and puzzles: no silent skip, a summary at the end.
	"skip.unanswered":   {"Tu n'as pas encore répondu : PgDn encore une fois pour passer sans répondre.", "You have not answered yet: PgDn once more to skip without answering."},
	"ls.sum.title":      {"%s · bilan", "%s · summary"},
	"ls.sum.right":      {"Questions justes du premier coup : %d sur %d.", "Questions right at the first try: %d of %d."},
	"ls.sum.unanswered": {"Leçon « %s » parcourue, mais pas terminée : questions sans réponse : %d. Reviens-y (PgUp) pour la terminer et gagner tes étoiles.", "Lesson \"%s\" gone through but not finished: questions not answered: %d. Go back (PgUp) to finish it and earn its stars."},
	"ls.sum.next":       {"Entrée ou n : leçon suivante, « %s ». Esc : liste des leçons.", "Enter or n: next lesson, \"%s\". Esc: the list of lessons."},
	"ls.sum.last":       {"C'était la dernière leçon. Esc : liste des leçons.", "That was the last lesson. Esc: the list of lessons."},

	// Drill sessions (session.go).
	"drill.sum.head":  {"Série terminée : justes %d, fausses %d, sur %d (%d %%), en %s.", "Session over: right %d, wrong %d, out of %d (%d%%), in %s."},
	"drill.sum.rules": {"Par règle, la plus faible d'abord :", "By rule, the weakest first:"},
	"drill.sum.redo":  {"e : refaire mes erreurs (positions à revoir : %d) · Entrée : nouvelle série · Esc : retour", "e: redo my mistakes (positions to see again: %d) · Enter: new session · Esc: back"},
	"drill.sum.again": {"Aucune erreur ! Entrée : nouvelle série · Esc : retour", "No mistake! Enter: new session · Esc: back"},
	"drill.progress":  {"question %d/%d", "question %d/%d"},
	"drill.redoing":   {"erreurs à refaire : %d", "mistakes to redo: %d"},
	"time.s":          {"%d s", "%d s"},
	"time.ms":         {"%d min %d s", "%d min %d s"},
	"key.redo":        {"refaire mes erreurs (en fin de série)", "redo my mistakes (at the end of a session)"},

	// The coach (practice_coach.go).
	"coach.title":     {"Coach (il juge en voyant toutes les cartes, ce que tu ne pouvais pas faire) :", "Coach (it judges with every card visible, which you could not do):"},
	"coach.perfect":   {"Aucune de tes cartes ne t'a coûté de points, même à cartes ouvertes.", "None of your cards cost you points, even with every card visible."},
	"coach.sum.one":   {"Une de tes cartes t'a coûté %s.", "One of your cards cost you %s."},
	"coach.sum.many":  {"%d de tes cartes t'ont coûté %s en tout.", "%d of your cards cost you %s in all."},
	"coach.note":      {"Pli %d : tu as joué %s, cela t'a coûté %s. Mieux : %s, %s.", "Trick %d: you played %s, which cost you %s. Better: %s, %s."},
	"coach.why.win":   {"qui gagnait le pli pour ton équipe (%s)", "which won the trick for your side (%s)"},
	"coach.why.give":  {"qui laissait le pli à %s mais gagnait plus ensuite", "which let %s have the trick but won more later"},
	"coach.why.later": {"car la suite rapporte plus à ton équipe (jeu parfait : %s)", "as the rest of the deal then brings your side more (perfect play: %s)"},
	"points.one":      {"%d point", "%d point"},
	"points.many":     {"%d points", "%d points"},

	// Settings.
	"lang.fr":              {"français", "French"},
	"lang.en":              {"anglais", "English"},
	"settings.lang.system": {"celle du système (%s)", "the system's (%s)"},
	"settings.note.lang":   {"Entrée change la valeur ; c'est enregistré aussitôt et appliqué tout de suite. Au démarrage, la langue vient de l'option --lang si elle est donnée, sinon de ce réglage, sinon de la langue du système (LC_ALL, LC_MESSAGES, LANG).", "Enter changes the value; it is saved and applied at once. At start-up the language comes from the --lang flag when given, else from this setting, else from the system's language (LC_ALL, LC_MESSAGES, LANG)."},

	// The practice table (tui/practice.go).
	"pr.thinking":        {"%s réfléchit…", "%s is thinking…"},
	"pr.hold":            {"Pli %d gagné par %s (%s, marqué *). Une touche pour continuer.", "Trick %d won by %s (%s, marked *). Press a key to go on."},
	"pr.retourne":        {"retourne", "retourne"},
	"settings.pause":     {"Pli terminé à la table d'entraînement", "Finished trick at the practice table"},
	"settings.pause.key": {"reste jusqu'à une touche", "stays until a key"},
	"settings.pause.ms":  {"reste %d s", "stays %d s"},
	"pr.confirm.new":     {"Une partie est en cours (donne %d, NS %d – EO %d). Entrée encore une fois pour l'abandonner et en commencer une nouvelle ; une autre touche pour la garder.", "A game is in progress (deal %d, NS %d – EW %d). Enter once more to give it up and start a new one; any other key keeps it."},

	// Verdicts that fit (feedback.go).
	"fb.wrong.play":      {"Faux : tu ne peux pas jouer %s ici.", "Wrong: you may not play %s here."},
	"fb.set.wrong":       {"Faux : %s.", "Wrong: %s."},
	"fb.set.missing":     {"il te manque %s", "you left out %s"},
	"fb.set.extra.one":   {"%s est en trop (carte interdite ici)", "%s is extra (not allowed here)"},
	"fb.set.extra.many":  {"%s sont en trop (cartes interdites ici)", "%s are extra (not allowed here)"},
	"fb.set.sep":         {", et ", "; and "},
	"pz.values":          {"Valeur de chaque carte (points de plis de NS jusqu'à la fin) :", "Each card's value (NS trick points to the end):"},
	"pz.best.right":      {"Juste ! %s est la meilleure carte : %d points pour NS d'ici la fin.", "Right! %s is the best card: %d points for NS to the end."},
	"pz.best.right.many": {"Juste ! %s sont les meilleures cartes : %d points pour NS d'ici la fin.", "Right! %s are the best cards: %d points for NS to the end."},
	"pz.best.wrong":      {"Faux. La meilleure carte est %s : %d points pour NS d'ici la fin ; avec %s, tu n'en fais que %d.", "Wrong. The best card is %s: %d points for NS to the end; with %s you make only %d."},
	"pz.best.wrong.many": {"Faux. Les meilleures cartes sont %s : %d points pour NS d'ici la fin ; avec %s, tu n'en fais que %d.", "Wrong. The best cards are %s: %d points for NS to the end; with %s you make only %d."},
	"pz.retry":           {"Pas tout à fait. Essaie encore une fois : la réponse sera montrée ensuite.", "Not quite. Try once more: the answer is shown after that."},
}

func init() { addMessages(issue11Messages) }

// The home menu's items, in display order: the screen numbers them 1 to 9 and the plain dialogue
// offers the same items with the same numbers (0 quits in both).
const (
	HomeLessons    = "home.lessons"
	HomeDrills     = "home.drills"
	HomePuzzles    = "home.puzzles"
	HomePractice   = "home.practice"
	HomeQuizzes    = "home.quizzes"
	HomeCalculator = "home.calculator"
	HomeRules      = "home.rules"
	HomeStats      = "home.stats"
	HomeSettings   = "home.settings"
)

// HomeItems lists the home menu in display order.
var HomeItems = []string{HomeLessons, HomeDrills, HomePuzzles, HomePractice, HomeQuizzes, HomeCalculator, HomeRules, HomeStats, HomeSettings}
