package explain

import "github.com/belote-trainer/belote/engine"

// say renders message id of the explainer's catalogue in language l; kv gives name, value pairs.
// Each message is one Text, so no message can exist in one language and not the other; tests check
// that neither text is empty, that both use the same placeholders, and that every sentence cites a
// rule id. A missing message or value is a bug of this package, which the tests reach.
func (l Lang) say(id Key, kv ...any) string {
	if traceSay != nil {
		traceSay(id)
	}
	s, err := catalogue.render(l, id, kv)
	if err != nil {
		panic("explain: " + err.Error())
	}
	return s
}

// traceSay, when a test sets it, is told the id of each message rendered, so that a test can check
// that every message of the catalogue is reachable. It is nil outside tests.
var traceSay func(id Key)

// Title returns the short title of a rule of RULES.md in language l, e.g. "surcouper" for P5.
func Title(r engine.Rule, l Lang) string {
	e, ok := titles[r]
	if !ok {
		return r.String()
	}
	return e.In(l)
}

// Cite returns a rule id with its short title, e.g. "P5 (surcouper)".
func Cite(r engine.Rule, l Lang) string {
	return r.String() + " (" + Title(r, l) + ")"
}

// titles gives every rule id of RULES.md a short title in both languages.
var titles = map[engine.Rule]Text{
	engine.C1: {"deux faces, un seul jeu", "two faces, one deck"},
	engine.C2: {"notation des cartes", "card notation"},
	engine.C3: {"ordre et points des cartes", "card order and points"},
	engine.T1: {"places et sens du jeu", "seats and direction"},
	engine.T2: {"le donneur", "the dealer"},
	engine.T3: {"la distribution", "the deal"},
	engine.T4: {"premier tour d'enchères", "first round of bidding"},
	engine.T5: {"second tour d'enchères", "second round of bidding"},
	engine.T6: {"tout le monde passe", "everybody passes"},
	engine.T7: {"première entame", "first lead"},
	engine.P0: {"entame", "lead"},
	engine.P1: {"fournir", "follow suit"},
	engine.P2: {"monter à l'atout", "overtrump when trump is led"},
	engine.P3: {"fournir atout", "follow with trump"},
	engine.P4: {"partenaire maître", "partner is master"},
	engine.P5: {"surcouper", "overtrump a ruff"},
	engine.P6: {"sous-couper", "undertrump"},
	engine.P7: {"couper", "must trump"},
	engine.P8: {"se défausser", "discard"},
	engine.W1: {"qui remporte le pli", "who wins the trick"},
	engine.B1: {"belote et rebelote", "belote and rebelote"},
	engine.B2: {"les deux mots, le même joueur", "both words, same player"},
	engine.B3: {"la belote est toujours gardée", "belote is always kept"},
	engine.B4: {"la belote n'est pas une annonce", "belote is not an announcement"},
	engine.A1: {"sortes et valeurs des annonces", "kinds and values of announcements"},
	engine.A2: {"une suite se déclare entière", "a run is declared whole"},
	engine.A3: {"une carte, une seule annonce", "one card, one announcement"},
	engine.A4: {"quand annoncer", "when to declare"},
	engine.A5: {"comparer les annonces", "comparing announcements"},
	engine.A6: {"le meilleur prend tout", "winner takes all"},
	engine.K1: {"points des plis et dix de der", "trick points and dix de der"},
	engine.K2: {"capot", "capot"},
	engine.K3: {"contrat au seuil", "contract by threshold"},
	engine.K4: {"battre la défense", "beat the defence"},
	engine.K5: {"contrat réussi", "contract made"},
	engine.K6: {"dedans (contrat chuté)", "dedans (contract failed)"},
	engine.K7: {"litige et réserve", "litige and reserve"},
	engine.K8: {"fin de la partie", "end of the game"},
}
