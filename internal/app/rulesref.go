package app

import (
	"github.com/belote-trainer/belote/engine"
)

// RefEntry is one rule of the rules reference: a short title and a summary in both languages
// (written for this app; RULES.md itself is not shipped), and an optional example position.
type RefEntry struct {
	Rule    engine.Rule
	Title   Text
	Summary Text
	Example *RefExample
}

// RefExample is a position that shows a rule; the answer is always the engine's, computed when the
// example is shown, never written here.
type RefExample struct {
	Trump   string // suit letter
	Trick   string // cards played, in order, by the players before South (clockwise, T1)
	Hand    string // South's hand, when the example asks what South may play
	Facts   *engine.DealFacts
	Variant string // the variant whose rules the example follows
}

// reference is the catalogue, in the order of RULES.md.
var reference = []RefEntry{
	{engine.C1, Text{"Deux faces, un jeu", "Two faces, one deck"},
		Text{"On joue avec 32 cartes : 8 rangs dans 4 couleurs. Le jeu espagnol (4 5 6 7 10 11 12 1 ; espadas, copas, oros, bastos) n'est qu'une autre façon de dessiner les mêmes cartes.",
			"The game uses 32 cards: 8 ranks in 4 suits. The Spanish deck (4 5 6 7 10 11 12 1; espadas, copas, oros, bastos) is only another way of drawing the same cards."}, nil},
	{engine.C2, Text{"Notation", "Notation"},
		Text{"Une carte s'écrit rang puis couleur : 10H, JS, AC ; en espagnol 12o, 1b. La lettre de couleur dit quel jeu est utilisé.",
			"A card is written rank then suit: 10H, JS, AC; in Spanish 12o, 1b. The suit letter tells which deck is meant."}, nil},
	{engine.C3, Text{"Ordre et points", "Order and points"},
		Text{"À l'atout : V 9 A 10 R D 8 7 (20, 14, 11, 10, 4, 3, 0, 0). Ailleurs : A 10 R D V 9 8 7 (11, 10, 4, 3, 2, 0, 0, 0). Avec le dix de der, une donne vaut 162 points.",
			"At trump: J 9 A 10 K Q 8 7 (20, 14, 11, 10, 4, 3, 0, 0). Elsewhere: A 10 K Q J 9 8 7 (11, 10, 4, 3, 2, 0, 0, 0). With the dix de der a deal is worth 162 points."}, nil},
	{engine.T1, Text{"Les places", "Seats"},
		Text{"Quatre joueurs, N E S O ; les partenaires se font face (NS contre EO). Le sens du jeu dépend de la variante.",
			"Four players, N E S W; partners sit face to face (NS against EW). The direction of play depends on the variant."}, nil},
	{engine.T2, Text{"Le donneur", "The dealer"},
		Text{"Le premier donneur est tiré au sort, puis la donne passe au joueur suivant dans le sens du jeu.",
			"The first dealer is drawn at random; then the deal passes to the next player in the direction of play."}, nil},
	{engine.T3, Text{"La distribution", "The deal"},
		Text{"Cinq cartes à chacun, par 3 puis 2, puis une carte retournée : la retourne. Après les enchères, le preneur reçoit la retourne et 2 cartes, les autres 3.",
			"Five cards each, in packets of 3 then 2, then one card turned face up: the retourne. After bidding the taker gets the retourne and 2 cards, the others 3."}, nil},
	{engine.T4, Text{"Enchères, premier tour", "Bidding, first round"},
		Text{"Chacun à son tour prend (l'atout est la couleur de la retourne) ou passe ; le premier qui prend arrête les enchères.",
			"Each in turn takes (trump is the retourne's suit) or passes; the first to take ends the bidding."}, nil},
	{engine.T5, Text{"Enchères, second tour", "Bidding, second round"},
		Text{"Si tous ont passé, un second tour : on peut nommer une autre couleur que celle de la retourne, ou passer.",
			"If all passed, a second round: one may name a suit other than the retourne's, or pass."}, nil},
	{engine.T6, Text{"Tout le monde passe", "Everybody passes"},
		Text{"Si personne ne prend aux deux tours, on ramasse et le donneur suivant redistribue.",
			"If nobody takes in either round, the cards are gathered and the next dealer deals again."}, nil},
	{engine.T7, Text{"Première entame", "First lead"},
		Text{"Le joueur après le donneur entame le premier pli ; ensuite, le gagnant d'un pli entame le suivant.",
			"The player after the dealer leads the first trick; then the winner of each trick leads the next."}, nil},
	{engine.P0, Text{"Entame", "Lead"},
		Text{"Le premier à jouer dans un pli joue la carte de son choix.",
			"The first to play to a trick plays any card they like."},
		&RefExample{Trump: "H", Hand: "8H QH 7D 9C AS"}},
	{engine.P1, Text{"Fournir", "Follow suit"},
		Text{"Si la couleur demandée n'est pas l'atout et que tu en as, tu dois en jouer une, celle que tu veux.",
			"When the led suit is not trump and you hold it, you must play one of its cards (any one)."},
		&RefExample{Trump: "H", Trick: "KS", Hand: "7S AS 8H 9D"}},
	{engine.P2, Text{"Monter à l'atout", "Overtrump on a trump lead"},
		Text{"Atout demandé : si tu as un atout plus fort que tous ceux du pli, tu dois monter, même sur ton partenaire.",
			"Trump led: if you hold a trump higher than every trump in the trick, you must go over, even over your partner."},
		&RefExample{Trump: "H", Trick: "10H 7H", Hand: "9H QH 8S"}},
	{engine.P3, Text{"Fournir à l'atout", "Follow in trump"},
		Text{"Atout demandé sans pouvoir monter : n'importe quel atout.",
			"Trump led and you cannot go higher: any trump."},
		&RefExample{Trump: "H", Trick: "JH 7H", Hand: "9H AH 8S"}},
	{engine.P4, Text{"Partenaire maître", "Partner is master"},
		Text{"Tu n'as pas la couleur demandée et ton partenaire gagne le pli : tu joues ce que tu veux, même un petit atout.",
			"You are void in the led suit and your partner is winning the trick: play anything, even a low trump."},
		&RefExample{Trump: "H", Trick: "AS KS", Hand: "7H 9D"}},
	{engine.P5, Text{"Surcouper", "Overtrump a ruff"},
		Text{"Tu n'as pas la couleur demandée, un adversaire a coupé et gagne : si tu as un atout plus fort, tu dois surcouper.",
			"You are void in the led suit and an opponent has ruffed and is winning: if you hold a higher trump you must overtrump."},
		&RefExample{Trump: "H", Trick: "AS 8H", Hand: "9H QH 7D 9C"}},
	{engine.P6, Text{"Sous-couper", "Undertrump"},
		Text{"Même cas, mais tous tes atouts sont plus faibles que le sien : tu dois tout de même jouer atout, c'est-à-dire sous-couper.",
			"Same case, but all your trumps are lower: you must still play a trump, that is undertrump."},
		&RefExample{Trump: "H", Trick: "AS JH", Hand: "8H QH 7D 9C"}},
	{engine.P7, Text{"Couper", "Must trump"},
		Text{"Tu n'as pas la couleur demandée, personne n'a coupé et ton partenaire ne gagne pas : tu dois couper.",
			"You are void in the led suit, nobody has trumped and your partner is not winning: you must trump."},
		&RefExample{Trump: "H", Trick: "AS", Hand: "8H QH 7D 9C"}},
	{engine.P8, Text{"Se défausser", "Discard"},
		Text{"Ni la couleur demandée ni atout : n'importe quelle carte.",
			"Neither the led suit nor a trump: any card."},
		&RefExample{Trump: "H", Trick: "AS", Hand: "7D 9C 8C 10D"}},
	{engine.W1, Text{"Qui gagne le pli", "Who wins the trick"},
		Text{"Le plus fort atout gagne ; sans atout, la plus forte carte de la couleur demandée. Les autres couleurs ne gagnent jamais.",
			"The highest trump wins; with no trump, the highest card of the led suit. Other suits never win."},
		&RefExample{Trump: "H", Trick: "AS 7H KS 8H"}},
	{engine.B1, Text{"Belote et rebelote", "Belote and rebelote"},
		Text{"Qui a le roi et la dame d'atout dit « belote » en jouant le premier, « rebelote » en jouant le second : 20 points pour son équipe.",
			"Whoever holds the king and queen of trump says \"belote\" with the first and \"rebelote\" with the second: 20 points for their team."}, &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{92, 70}, Capot: engine.NoTeam, Belote: engine.NS}}},
	{engine.B2, Text{"Les deux mots", "Both words"},
		Text{"Il faut les deux mots, dits par le même joueur avec les deux cartes ; « rebelote » seul ne vaut rien.",
			"Both words are needed, said by the same player with both cards; \"rebelote\" alone is worth nothing."}, nil},
	{engine.B3, Text{"La belote reste acquise", "Belote is always kept"},
		Text{"Les 20 points de belote restent à l'équipe qui l'a dite, même si son contrat chute.",
			"The 20 points of belote stay with the team that said it, even when its contract fails."}, &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{80, 82}, Capot: engine.NoTeam, Belote: engine.NS}}},
	{engine.B4, Text{"La belote n'est pas une annonce", "Belote is not an announcement"},
		Text{"Elle n'entre pas dans la comparaison des annonces, et son roi et sa dame peuvent servir dans une annonce.",
			"It never enters the comparison of announcements, and its king and queen may also serve in an announcement."}, nil},
	{engine.A1, Text{"Les annonces", "Announcements"},
		Text{"Suites d'au moins 3 cartes d'une couleur : tierce 20, cinquante 50, cent 100 (5 et plus). Carrés : valets 200, neuf 150, as, dix, rois, dames 100 ; pas de carré de 8 ni de 7.",
			"Runs of at least 3 cards of a suit: tierce 20, cinquante 50, cent 100 (5 or more). Carrés: jacks 200, nines 150, aces, tens, kings, queens 100; no carré of 8s or 7s."},
		&RefExample{Trump: "H", Hand: "JS JH JD JC 7S 8S 9S 10S"}},
	{engine.A2, Text{"Suites entières", "Whole runs"},
		Text{"Une suite se compte entière : six cartes qui se suivent font un cent, pas deux tierces.",
			"A run counts whole: six cards in a row make one cent, not two tierces."}, &RefExample{Trump: "H", Hand: "7S 8S 9S 10S JS QS 7D 8C"}},
	{engine.A3, Text{"Une carte, une annonce", "One card, one announcement"},
		Text{"Une carte ne sert que dans une annonce ; on choisit les annonces qui rapportent le plus.",
			"A card serves in one announcement only; one declares the combination worth the most."},
		&RefExample{Trump: "H", Hand: "JS JH JD JC 9S 10S QS KS"}},
	{engine.A4, Text{"Quand annoncer", "When to declare"},
		Text{"On annonce en jouant sa première carte ; une annonce oubliée est perdue. On compare au début du deuxième pli.",
			"One declares with one's first card; a forgotten announcement is lost. They are compared as the second trick starts."}, nil},
	{engine.A5, Text{"Comparer les annonces", "Comparing announcements"},
		Text{"On compare la meilleure annonce de chaque équipe : la valeur, puis carré avant suite, puis la plus haute carte, puis l'atout ; encore égales, personne ne marque.",
			"Each team's best announcement is compared: value, then carré before run, then the higher top card, then trump; still equal, nobody scores."}, &RefExample{Variant: "annonces", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{90, 72}, Capot: engine.NoTeam, Belote: engine.NoTeam, Declared: annDecl("7S 8S 9S 10S", "9D 10D JD QD")}}},
	{engine.A6, Text{"Le gagnant prend tout", "Winner takes all"},
		Text{"L'équipe qui a la meilleure annonce marque toutes les siennes ; l'autre ne marque rien.",
			"The team with the best announcement scores all of its own; the other scores none."}, &RefExample{Variant: "annonces", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{90, 72}, Capot: engine.NoTeam, Belote: engine.NoTeam, Declared: annDecl("KC QC AC; 7H 8H 9H", "9D 10D JD")}}},
	{engine.K1, Text{"Points des plis, dix de der", "Trick points, dix de der"},
		Text{"Chaque équipe compte les points des cartes de ses plis, plus 10 pour le dernier pli (dix de der).",
			"Each team counts the card points of its tricks, plus 10 for the last trick (dix de der)."}, &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Spades, Taker: engine.EW, TrickPoints: [2]int{61, 101}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K2, Text{"Capot", "Capot"},
		Text{"Une équipe qui fait les 8 plis compte 252 et l'autre 0.",
			"A team that wins all 8 tricks counts 252 and the other 0."}, &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Spades, Taker: engine.NS, TrickPoints: [2]int{162, 0}, Capot: engine.NS, Belote: engine.NoTeam}}},
	{engine.K3, Text{"Contrat au seuil", "Contract by threshold"},
		Text{"Les preneurs réussissent avec au moins 82 points de plis. Si une belote a été dite, le seuil passe à 92, comptés sur leurs plis plus leur propre belote : 72 + 20 avec la leur, 92 de plis contre celle de la défense. Les annonces ne comptent jamais.",
			"The takers make it with at least 82 trick points. When a belote was said, the threshold is 92, counted on their trick points plus their own belote: 72 + 20 with theirs, 92 trick points against the defence's. Announcements never count."},
		&RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{85, 77}, Capot: engine.NoTeam, Belote: engine.EW}}},
	{engine.K4, Text{"Battre la défense", "Beat the defence"},
		Text{"Les preneurs doivent faire plus que la défense, annonces et belote comprises ; égalité : litige.",
			"The takers must score more than the defence, announcements and belote included; a tie is a litige."},
		&RefExample{Variant: "francaise", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{70, 92}, Capot: engine.NoTeam, Belote: engine.NS}}},
	{engine.K5, Text{"Contrat réussi", "Contract made"},
		Text{"Chaque équipe marque ses points de plis, ses annonces gagnantes et sa belote.",
			"Each team scores its trick points, its scoring announcements and its belote."}, &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Spades, Taker: engine.EW, TrickPoints: [2]int{61, 101}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K6, Text{"Dedans", "Contract failed"},
		Text{"La défense marque 162 (252 avec capot), sa belote et des annonces : au seuil, les siennes ; quand il faut battre la défense, toutes celles qui comptent, des deux équipes. Les preneurs ne gardent que leur belote (au seuil, aussi leurs propres annonces).",
			"The defence scores 162 (252 with a capot), its belote and announcements: under the threshold rule, its own; when the defence must be beaten, every scoring one, of both teams. The takers keep only their belote (under the threshold rule, also their own announcements)."}, &RefExample{Variant: "classique", Facts: &engine.DealFacts{Trump: engine.Clubs, Taker: engine.EW, TrickPoints: [2]int{100, 62}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K7, Text{"Litige", "Litige"},
		Text{"Égalité : la défense marque maintenant ; les points des preneurs (hors belote) sont mis en réserve pour l'équipe qui gagnera la prochaine donne qui ne sera pas un litige.",
			"A tie: the defence scores now; the takers' points (less their belote) wait in reserve for the team that wins the next deal that is not a litige."},
		&RefExample{Variant: "marocaine", Facts: &engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{81, 81}, Capot: engine.NoTeam, Belote: engine.NoTeam}}},
	{engine.K8, Text{"Fin de partie", "End of the game"},
		Text{"La première équipe qui atteint le but (501 ou 1000) gagne ; si les deux l'atteignent, la plus haute ; à égalité, on rejoue.",
			"The first team to reach the target (501 or 1000) wins; if both do, the higher; if equal, another deal is played."}, nil},
}

// ReferenceAll lists the rules reference in the order of RULES.md.
func ReferenceAll() []RefEntry { return reference }

// Reference returns the entry of a rule (an empty entry named by its id when missing).
func Reference(r engine.Rule) RefEntry {
	for _, e := range reference {
		if e.Rule == r {
			return e
		}
	}
	return RefEntry{Rule: r, Title: Text{r.String(), r.String()}, Summary: Text{"", ""}}
}

// Show works out an example with the engine: the table to draw and the lines that state the
// engine's answer (legal cards, winner, best declaration or score), in language l.
func (ex *RefExample) Show(l Lang, d Display) (Table, []string) {
	name := ex.Variant
	if name == "" {
		name = "classique"
	}
	v := engine.MustBuiltin(name)
	t := Table{Face: d.Face, Trump: engine.NoSuit, Dealer: engine.NoSeat, Taker: engine.NoSeat}
	if ex.Facts != nil {
		t.Trump = ex.Facts.Trump
		s, err := v.ScoreDeal(*ex.Facts)
		if err != nil {
			return t, []string{err.Error()}
		}
		lines := []string{T(l, "ref.variant", "variant", v.Name), T(l, "ref.taker", "team", TeamName(l, ex.Facts.Taker))}
		return t, append(lines, Breakdown(l, v, *ex.Facts, s)...)
	}
	t.Trump, _, _ = engine.ParseSuit(ex.Trump)
	trick, _, _ := engine.ParseCards(ex.Trick)
	hand, _, _ := engine.ParseCards(ex.Hand)
	t.Trick = trick
	t.Seats = TrickSeats(engine.Clockwise, engine.Clockwise.Nth(engine.South, (4-len(trick))%4), len(trick))
	t.Hands[engine.South], t.Open[engine.South] = engine.SetOf(hand...), true
	switch {
	case len(trick) == 4:
		w := engine.Winner(t.Trump, trick)
		return t, []string{T(l, "ref.winner", "card", d.Name(trick[w]), "seat", SeatName(l, t.Seats[w]))}
	case len(hand) == 8 && len(trick) == 0 && len(engine.BestDeclaration(t.Hands[engine.South], t.Trump)) > 0:
		decl := engine.BestDeclaration(t.Hands[engine.South], t.Trump)
		return t, []string{T(l, "ref.declare", "list", DescribeDeclaration(l, d, decl), "points", engine.SumPoints(decl))}
	}
	legal, rule := v.Legal(t.Trump, t.Hands[engine.South], trick)
	t.Highlight = legal
	return t, []string{T(l, "fb.legal", "cards", d.Shorts(InHand(SortHand(t.Hands[engine.South], t.Trump), legal))) + " (" + rule.String() + ")"}
}

// DescribeDeclaration lists announcements: "carré (200) + cinquante (50)".
func DescribeDeclaration(l Lang, d Display, decl []engine.Announcement) string {
	if len(decl) == 0 {
		return T(l, "decl.none")
	}
	s := ""
	for i, a := range decl {
		if i > 0 {
			s += " + "
		}
		s += T(l, declKinds[a.Kind]) + " " + d.Shorts(a.Cards.Cards()) + " (" + itoa(a.Points()) + ")"
	}
	return s
}

// declKinds name the kinds of announcement (A1).
var declKinds = map[engine.AnnounceKind]Key{
	engine.Tierce: "decl.tierce", engine.Cinquante: "decl.cinquante", engine.Cent: "decl.cent", engine.Carre: "decl.carre",
}

// annDecl reads each team's announcements for an example: card lists separated by ";". The texts
// are literals of this file, so a mistake is a bug that TestReferenceExamples catches.
func annDecl(ns, ew string) [2][]engine.Announcement {
	var out [2][]engine.Announcement
	for t, text := range [2]string{ns, ew} {
		decl, err := ParseDeclarations(text)
		if err != nil {
			panic(err)
		}
		out[t] = decl
	}
	return out
}
