package app

// The messages of issue 24: ratings, streaks, the dashboard, personal puzzles.
var issue24Messages = map[string]Text{
	"pz.atlevel": {"À ton niveau : {n} {n|problème|problèmes} jamais {n|tenté|tentés}, au plus près de ton classement",
		"At your level: {n} {n|puzzle|puzzles} never tried, nearest your rating first"},
}

func init() { addMessages(issue24Messages) }
