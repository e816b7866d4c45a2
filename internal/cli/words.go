package cli

import "github.com/belote-trainer/belote/explain"

// words are the texts of the human modes (score and replay tables, evaluate, coach), declared as
// the app declares its own (internal/app: messages and T): one explain.Text per message, named
// placeholders, {n|one|many} plurals, and French typography set by the catalogue (explain.Typeset).
// The sentences about rules come from the explainer (--explain); these are the tables' words.
// Numbers that a table aligns are formatted by the caller (width, decimals) and given as strings.
var words = explain.Catalogue{
	// score and replay tables
	"table.variant":  {"variante {variant}, contrat {rule}", "variant {variant}, contract rule {rule}"},
	"table.tricks":   {"points des plis", "trick points"},
	"table.annonces": {"annonces", "announcements"},
	"table.belote":   {"belote", "belote"},
	"table.result":   {"résultat", "result"},
	"table.made":     {"réussi", "made"},
	"table.failed":   {"dedans", "failed"},
	"table.litige":   {"litige", "litige"},
	"table.passed":   {"passe", "passed"},
	"table.score":    {"score", "score"},
	"table.reserve":  {"réserve", "reserve"},
	"table.trick":    {"pli {n}  ", "trick {n}  "},
	"table.won":      {" -> {seat}, {points} {points|point|points}", " -> {seat}, {points} {points|point|points}"},

	// evaluate
	"evaluate.head":    {"{seat} joue (atout {trump}) : {layouts}.", "{seat} to play (trump {trump}): {layouts}."},
	"evaluate.exact1":  {"une seule répartition des cartes cachées est compatible avec le jeu", "only one layout of the hidden cards is consistent with the play"},
	"evaluate.exact":   {"les {n} répartitions des cartes cachées compatibles avec le jeu, toutes examinées", "all {n} layouts of the hidden cards consistent with the play"},
	"evaluate.sample1": {"une répartition des cartes cachées tirée au hasard parmi celles compatibles avec le jeu", "one layout of the hidden cards drawn at random among those consistent with the play"},
	"evaluate.sample":  {"{n} répartitions des cartes cachées tirées au hasard parmi celles compatibles avec le jeu", "{n} layouts of the hidden cards drawn at random among those consistent with the play"},
	"evaluate.row":     {"  {card} {mean} {n|point|points} en moyenne, meilleure dans {share} % des cas{mark}", "  {card} {mean} {n|point|points} on average, best in {share}% of layouts{mark}"},
	"evaluate.best":    {"  ← la meilleure", "  ← best"},
	"evaluate.note":    {"La valeur d'une carte : les points de plis que ton équipe gagne d'ici la fin de la donne, chaque répartition jouée cartes visibles.", "A card's value: the trick points your team wins from now to the end of the deal, each layout played with all cards visible."},

	// coach
	"coach.card":      {"pli {trick} : {card}, {value} {n|point|points} au score en moyenne", "trick {trick}: {card}, {value} {n|point|points} of score on average"},
	"coach.good":      {" — la meilleure carte", " — the best card"},
	"coach.loss":      {" — la meilleure : {best}, {value} ; {loss} {n|point|points} de moins (écart type {se})", " — best: {best}, {value}; {loss} {n|point|points} less (standard error {se})"},
	"coach.exactloss": {" — la meilleure : {best}, {value} ; {loss} {n|point|points} de moins", " — best: {best}, {value}; {loss} {n|point|points} less"},
}

// say renders message key of the human modes in language l; kv gives the values of its {name}
// placeholders as name, value pairs (explain.Catalogue.Say). An unknown key shows as {key}; the
// catalogue test finds every key the code names.
func say(l explain.Lang, key explain.Key, kv ...any) string { return words.Say(l, key, kv...) }
