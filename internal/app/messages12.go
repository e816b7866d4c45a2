package app

// The messages of issue 12 for the screens: the deal note (DealNote), said when an exercise is
// dealt in another variant than the learner's.
var dealNoteMessages = map[Key]Text{
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
	"plain.dealer.only":  {"Donneur : {dealer}.", "Dealer: {dealer}."},
}

// The verdicts on a card that may not be played, in a best or seat puzzle (the table lets it be
// picked: the legal set is part of what is asked).
var illegalMessages = map[Key]Text{
	"pz.best.illegal": {"Faux : tu ne peux pas jouer {card} ici ({rule}). La meilleure carte est {cards} : {points} points pour NS d'ici la fin.",
		"Wrong: you may not play {card} here ({rule}). The best card is {cards}: {points} points for NS to the end."},
	"pz.best.illegal.many": {"Faux : tu ne peux pas jouer {card} ici ({rule}). Les meilleures cartes sont {cards} : {points} points pour NS d'ici la fin.",
		"Wrong: you may not play {card} here ({rule}). The best cards are {cards}: {points} points for NS to the end."},
	"seat.illegal": {"Faux : tu ne peux pas jouer {card} ici ({rule}). La meilleure carte est {cards} : {mean} {n|point|points} en moyenne pour NS d'ici la fin.",
		"Wrong: you may not play {card} here ({rule}). The best card is {cards}: {mean} {n|point|points} on average for NS to the end."},
	"seat.illegal.many": {"Faux : tu ne peux pas jouer {card} ici ({rule}). Les meilleures cartes sont {cards} : {mean} {n|point|points} en moyenne pour NS d'ici la fin.",
		"Wrong: you may not play {card} here ({rule}). The best cards are {cards}: {mean} {n|point|points} on average for NS to the end."},
}
