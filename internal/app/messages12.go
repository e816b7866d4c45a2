package app

// The messages of issue 12 for the screens: the deal note (DealNote), said when an exercise is
// dealt in another variant than the learner's.
var dealNoteMessages = map[string]Text{
	"deal.note":                 {"Donne {variant} : {what}.", "A deal in {variant}: {what}."},
	"deal.face.french":          {"cartes françaises", "French cards"},
	"deal.face.spanish":         {"cartes espagnoles", "Spanish cards"},
	"deal.dir.clockwise":        {"on joue dans le sens horaire", "play goes clockwise"},
	"deal.dir.counterclockwise": {"on joue dans le sens antihoraire", "play goes counterclockwise"},
	"deal.contract.threshold": {"le preneur doit faire {points} points ({belote} avec une belote)",
		"the taker needs {points} points ({belote} with a belote)"},
	"deal.contract.beat": {"le preneur doit battre la défense", "the taker must beat the defence"},
	"deal.ann.yes":       {"avec annonces", "with announcements"},
	"deal.ann.no":        {"sans annonces", "no announcements"},
}

func init() { addMessages(dealNoteMessages) }
