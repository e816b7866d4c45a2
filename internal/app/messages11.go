package app

// The messages of issue 11 (the trainer at 80×24), kept apart from messages.go while the text
// system moves to explain/.
var issue11Messages = map[Key]Text{
	"key.scroll":       {"faire défiler le texte de la réponse", "scroll the answer's text"},
	"key.scroll.short": {"défiler", "scroll"},
	"word.and":         {"et", "and"},
	"word.colon":       {" : ", ": "},

	// Typed answers: one form everywhere, with an example (answer.go).
	"field.winner":            {"numéro", "number"},
	"field.points":            {"points", "points"},
	"field.declare":           {"points", "points"},
	"field.ns":                {"NS", "NS"},
	"field.ew":                {"EO", "EW"},
	"field.team":              {"NS/EO/aucune", "NS/EW/none"},
	"field.result":            {"réussi/dedans/litige", "made/failed/litige"},
	"field.reserve":           {"réserve", "reserve"},
	"pz.reserve":              {"En réserve : {n} (K7).", "In reserve: {n} (K7)."},
	"answer.example":          {"ex. : {example}", "e.g. {example}"},
	"answer.err.form":         {"Réponds sous la forme « {form} », par exemple « {example} ».", "Answer in the form \"{form}\", for instance \"{example}\"."},
	"answer.err.range":        {"« {input} » ne peut pas être juste : c'est plus que {max}.", "\"{input}\" cannot be right: it is more than {max}."},
	"answer.err.range.winner": {"« {input} » ne peut pas être juste : les cartes du pli sont numérotées de 1 à {max}.", "\"{input}\" cannot be right: the trick's cards are numbered 1 to {max}."},
	"answer.err.range.points": {"« {input} » ne peut pas être juste : toutes les cartes et le dix de der font {max} points (K1).", "\"{input}\" cannot be right: all the cards and the dix de der make {max} points (K1)."},
	"answer.err.tens":         {"« {input} » ne peut pas être juste : une annonce vaut des dizaines de points (20, 50, 100…).", "\"{input}\" cannot be right: announcements are worth tens of points (20, 50, 100…)."},

	// Lessons and puzzles: no silent skip, a summary at the end.
	"skip.unanswered":   {"Tu n'as pas encore répondu : PgSuiv encore une fois pour passer sans répondre.", "You have not answered yet: PgDn once more to skip without answering."},
	"ls.sum.title":      {"{title} · bilan", "{title} · summary"},
	"ls.sum.right":      {"Questions justes du premier coup : {right} sur {total}.", "Questions right at the first try: {right} of {total}."},
	"ls.sum.unanswered": {"Leçon « {title} » parcourue mais pas terminée ({n} {n|question|questions} sans réponse). Reviens-y (PgPréc) pour la terminer et gagner tes étoiles.", "Lesson \"{title}\" gone through but not finished ({n} {n|question|questions} not answered). Go back (PgUp) to finish it and earn its stars."},
	"ls.sum.next":       {"Entrée ou n : leçon suivante, « {title} ». Échap : liste des leçons.", "Enter or n: next lesson, \"{title}\". Esc: the list of lessons."},
	"ls.sum.last":       {"C'était la dernière leçon. Échap : liste des leçons.", "That was the last lesson. Esc: the list of lessons."},

	// Drill sessions (session.go).
	"drill.sum.head":  {"Série terminée : justes {right}, fausses {wrong}, sur {total} ({pct} %), en {time}.", "Session over: right {right}, wrong {wrong}, out of {total} ({pct}%), in {time}."},
	"drill.sum.rules": {"Par règle, la plus faible d'abord :", "By rule, the weakest first:"},
	"drill.sum.redo":  {"e : refaire mes erreurs (positions à revoir : {n}) · Entrée : nouvelle série · Échap : retour", "e: redo my mistakes (positions to see again: {n}) · Enter: new session · Esc: back"},
	"drill.sum.again": {"Aucune erreur ! Entrée : nouvelle série · Échap : retour", "No mistake! Enter: new session · Esc: back"},
	"drill.progress":  {"question {i}/{n}", "question {i}/{n}"},
	"drill.redoing":   {"erreurs à refaire : {n}", "mistakes to redo: {n}"},
	"time.s":          {"{s} s", "{s} s"},
	"time.ms":         {"{min} min {s} s", "{min} min {s} s"},
	"key.redo":        {"refaire mes erreurs (en fin de série)", "redo my mistakes (at the end of a session)"},

	// The coach (practice_coach.go).

	// Settings.
	"lang.fr":              {"français", "French"},
	"lang.en":              {"anglais", "English"},
	"settings.lang.system": {"celle du système ({lang})", "the system's ({lang})"},
	"settings.note.lang":   {"Entrée change la valeur ; c'est enregistré aussitôt et appliqué tout de suite. Au démarrage, la langue vient de l'option --lang si elle est donnée, sinon de ce réglage, sinon de la langue du système (LC_ALL, LC_MESSAGES, LANG).", "Enter changes the value; it is saved and applied at once. At start-up the language comes from the --lang flag when given, else from this setting, else from the system's language (LC_ALL, LC_MESSAGES, LANG)."},

	// The practice table (tui/practice.go).
	"pr.thinking":        {"{seat} réfléchit…", "{seat} is thinking…"},
	"pr.hold":            {"Pli {trick} gagné par {seat} ({points} {points|point|points}, marqué *). Une touche pour continuer.", "Trick {trick} won by {seat} ({points} {points|point|points}, marked *). Press a key to go on."},
	"pr.retourne":        {"retourne", "retourne"},
	"settings.pause":     {"Pli terminé à la table d'entraînement", "Finished trick at the practice table"},
	"settings.pause.key": {"reste jusqu'à une touche", "stays until a key"},
	"settings.pause.ms":  {"reste {s} s", "stays {s} s"},
	"pr.confirm.new":     {"Une partie est en cours (donne {deal}, NS {ns} – EO {ew}). Entrée encore une fois pour l'abandonner et en commencer une nouvelle ; une autre touche pour la garder.", "A game is in progress (deal {deal}, NS {ns} – EW {ew}). Enter once more to give it up and start a new one; any other key keeps it."},

	// Verdicts that fit (feedback.go).
	"fb.wrong.play":      {"Faux : tu ne peux pas jouer {card} ici.", "Wrong: you may not play {card} here."},
	"fb.set.wrong":       {"Faux : {detail}.", "Wrong: {detail}."},
	"fb.set.missing":     {"il te manque {cards}", "you left out {cards}"},
	"fb.set.extra.one":   {"{cards} est en trop (carte interdite ici)", "{cards} is extra (not allowed here)"},
	"fb.set.extra.many":  {"{cards} sont en trop (cartes interdites ici)", "{cards} are extra (not allowed here)"},
	"fb.set.sep":         {", et ", "; and "},
	"pz.values":          {"Valeur de chaque carte (points de plis de NS jusqu'à la fin) :", "Each card's value (NS trick points to the end):"},
	"pz.best.right":      {"Juste ! {cards} est la meilleure carte : {points} {points|point|points} pour NS d'ici la fin.", "Right! {cards} is the best card: {points} {points|point|points} for NS to the end."},
	"pz.best.right.many": {"Juste ! {cards} sont les meilleures cartes : {points} points pour NS d'ici la fin.", "Right! {cards} are the best cards: {points} points for NS to the end."},
	"pz.best.wrong":      {"Faux. La meilleure carte est {cards} : {points} points pour NS d'ici la fin ; avec {card}, tu n'en fais que {got}.", "Wrong. The best card is {cards}: {points} points for NS to the end; with {card} you make only {got}."},
	"pz.best.wrong.many": {"Faux. Les meilleures cartes sont {cards} : {points} points pour NS d'ici la fin ; avec {card}, tu n'en fais que {got}.", "Wrong. The best cards are {cards}: {points} points for NS to the end; with {card} you make only {got}."},
	"pz.forbidden":       {"Carte interdite ({rule}) : choisis-en une autre, ce n'est pas un essai.", "Not allowed ({rule}): pick another card; this is not a try."},
	"pz.retry":           {"Pas tout à fait. Essaie encore une fois : la réponse sera montrée ensuite.", "Not quite. Try once more: the answer is shown after that."},
}

// The home menu's items, in display order: the screen numbers the first nine 1 to 9 and gives the
// others a letter (HomeLetters), the plain dialogue offers the same items with the same numbers
// (0 quits in both).
const (
	HomeLessons    Key = "home.lessons"
	HomeDrills     Key = "home.drills"
	HomePuzzles    Key = "home.puzzles"
	HomePractice   Key = "home.practice"
	HomeQuizzes    Key = "home.quizzes"
	HomeCalculator Key = "home.calculator"
	HomeRules      Key = "home.rules"
	HomeStats      Key = "home.stats"
	HomeSettings   Key = "home.settings"
	HomeStreak     Key = "home.streak"
	HomeMistakes   Key = "home.mistakes"
)

// HomeItems lists the home menu in display order.
var HomeItems = []Key{HomeLessons, HomeDrills, HomePuzzles, HomePractice, HomeQuizzes, HomeCalculator, HomeRules, HomeStats, HomeSettings, HomeStreak, HomeMistakes}

// HomeLetters are the screen's shortcuts of the items after the ninth (the same in both
// languages: série, streak; mes erreurs, my mistakes).
var HomeLetters = map[Key]rune{HomeStreak: 's', HomeMistakes: 'm'}
