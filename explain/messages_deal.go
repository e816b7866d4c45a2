package explain

// dealMessages are the sentences about announcements (§5) and scores (§6); init adds them to the
// catalogue, which stays the one table of messages.
var dealMessages = Catalogue{
	// Announcements of a hand (A1–A4, B1, B4).
	"A.novariant": {
		"La variante {variant} se joue sans annonces : il n'y a rien à déclarer (A1).",
		"The {variant} variant is played without announcements: there is nothing to declare (A1)."},
	"A.nothing": {
		"Rien à annoncer : cette main n'a ni suite d'au moins trois cartes, ni carré qui compte (A1).",
		"Nothing to declare: this hand has no run of three cards or more and no carré that counts (A1)."},
	"A.run": {
		"{ann} : {n} cartes qui se suivent dans la même couleur, {points} points (A1).",
		"{ann}: {n} consecutive cards of one suit, worth {points} (A1)."},
	"A.carre": {
		"{ann} : les quatre cartes de même rang, {points} points (A1).",
		"{ann}: all four cards of one rank, worth {points} (A1)."},
	"A.long": {
		"Ces {n} cartes ne forment qu'une seule annonce, un cent : une suite se déclare entière et ne se coupe pas en deux tierces (A2).",
		"These {n} cards make a single announcement, a cent: a run is declared whole, never split into two tierces (A2)."},
	"A.conflict.one": {
		"On pourrait aussi déclarer {alt}, pour {alttotal} points, mais {shared} servirait alors dans deux annonces ; or une carte ne sert qu'une fois : mieux vaut déclarer {best}, pour {total} points (A3).",
		"You could also declare {alt}, worth {alttotal} points, but {shared} would then serve in two announcements; a card serves only once, so you declare {best} instead, worth {total} points (A3)."},
	"A.conflict.many": {
		"On pourrait aussi déclarer {alt}, pour {alttotal} points, mais {shared} serviraient alors dans deux annonces ; or une carte ne sert qu'une fois : mieux vaut déclarer {best}, pour {total} points (A3).",
		"You could also declare {alt}, worth {alttotal} points, but {shared} would then serve in two announcements; a card serves only once, so you declare {best} instead, worth {total} points (A3)."},
	"A.conflict.tie": {
		"On pourrait aussi déclarer {alt}, pour le même total ({total} points), mais {shared} servirait alors dans deux annonces ; à total égal, on garde la déclaration qui contient l'annonce la plus forte : {best} (A3, A5).",
		"You could also declare {alt}, for the same total ({total} points), but {shared} would then serve in two announcements; at equal totals you keep the declaration holding the strongest announcement: {best} (A3, A5)."},
	"A.no78": {
		"Les quatre {rank} ne comptent pas : un carré de {rank} n'est pas une annonce (A1).",
		"The four {rank}s do not count: a carré of {rank}s is not an announcement (A1)."},
	"A.total": {
		"À annoncer : {list}, {total} points en tout (A3).",
		"Best declaration: {list}, {total} points in all (A3)."},
	"A.when": {
		"{n|Cette annonce se déclare|Ces annonces se déclarent} en jouant ta première carte ; une combinaison non déclarée est perdue (A4).",
		"{n|Declare it|Declare them} as you play your first card; a combination you do not declare is lost (A4)."},
	"A.belote": {
		"Avec {kq}, tu as aussi la belote (20 points, B1) ; ce n'est pas une annonce : elle n'entre pas dans la comparaison, et ces deux cartes peuvent aussi servir dans une annonce (B4).",
		"With {kq} you also hold belote-rebelote (20 points, B1); it is not an announcement: it never enters the comparison, and these two cards may also serve in an announcement (B4)."},

	// Whose announcements score (A5, A6).
	"A5.none": {
		"Aucune équipe n'a annoncé : aucune annonce ne compte (A6).",
		"Neither team declared anything: no announcement scores (A6)."},
	"A5.alone": {
		"Seule l'équipe {win} a annoncé, avec pour meilleure annonce {wa} : elle marque toutes ses annonces, soit {points} points (A6).",
		"Only {win} declared, their best being {wa}: they score all their announcements, {points} points (A6)."},
	"A5.value": {
		"La meilleure annonce de l'équipe {win}, {wa} à {wp} points, vaut plus que celle de l'équipe {lose}, {la} à {lp} points : la valeur décide, c'est la première étape de la comparaison (A5).",
		"{win}'s best announcement, {wa} worth {wp} points, beats {lose}'s, {la} worth {lp} points: value decides, step 1 of the comparison (A5)."},
	"A5.carre": {
		"Les meilleures annonces valent toutes deux {wp} points, mais à valeur égale un carré l'emporte sur une suite : {wt} bat {lt}, deuxième étape de la comparaison (A5).",
		"Both best announcements are worth {wp} points, but at equal value a carré beats a run: {wt} beats {lt}, step 2 of the comparison (A5)."},
	"A5.top": {
		"Même valeur ({wp} points) et même type d'annonce : la plus haute carte décide, dans l'ordre des suites {order} ; {wt} bat {lt}, troisième étape de la comparaison (A5).",
		"Same value ({wp} points) and same kind: the higher top card decides, in sequence order {order}; {wt} beats {lt}, step 3 of the comparison (A5)."},
	"A5.trump": {
		"Même valeur, même type, même hauteur : l'annonce à l'atout ({trump}) l'emporte ; {wt} bat {lt}, quatrième étape de la comparaison (A5).",
		"Same value, kind and height: the announcement in trump ({trump}) wins; {wt} beats {lt}, step 4 of the comparison (A5)."},
	"A5.tie": {
		"{wt} et {lt} restent à égalité à chaque étape (valeur, type, hauteur, atout) : aucune annonce ne compte, ni d'un côté ni de l'autre (A5).",
		"{wt} and {lt} are still equal after every step (value, kind, height, trump): no announcement of either team scores (A5)."},
	"A6.takes": {
		"L'équipe {win} marque donc toutes ses annonces, soit {points} points ; celles de l'équipe {lose} ne comptent pas (A6).",
		"So {win} score all their announcements, {points} points; {lose}'s score nothing (A6)."},

	// Score of a deal (K1–K7, B1, B3, T6).
	"K.passed": {
		"Tout le monde a passé deux fois : la donne ne compte pas et le donneur suivant redistribue (T6).",
		"Everybody passed twice: the deal does not count and the next dealer deals again (T6)."},
	"K1.tricks": {
		"Les preneurs sont {taker}. Points des plis, dix de der compris : NS {ns}, EO {ew}, soit 162 en tout (K1).",
		"The takers are {taker}. Trick points, dix de der included: NS {ns}, EW {ew}, 162 in all (K1)."},
	"K2.capot": {
		"Les preneurs sont {taker}. L'équipe {team} a remporté les huit plis : capot, {capot} points de plis pour {team} et 0 pour {other} (K2).",
		"The takers are {taker}. {team} won all eight tricks: capot, {capot} trick points for {team} and 0 for {other} (K2)."},
	"B.said": {
		"L'équipe {team} a dit belote et rebelote : 20 points, gardés quoi qu'il arrive au contrat (B1, B3).",
		"{team} said belote and rebelote: 20 points, kept whatever happens to the contract (B1, B3)."},
	"B.none": {
		"Personne n'a dit belote dans cette donne (B1).",
		"Nobody said belote in this deal (B1)."},
	"K3.need": {
		"Contrat au seuil : sans belote dans la donne, les preneurs doivent faire au moins {needed} points de plis ; les annonces ne comptent pas (K3).",
		"Contract by threshold: with no belote in the deal, the takers need at least {needed} trick points; announcements do not count (K3)."},
	"K3.need.own": {
		"Contrat au seuil : les preneurs ({taker}) ont dit belote, ses 20 points sont en jeu et le seuil passe de {base} à {needed}, compté sur leurs points de plis plus leur propre belote ; les annonces ne comptent pas (K3).",
		"Contract by threshold: the takers ({taker}) said belote, so its 20 points are at stake and the threshold rises from {base} to {needed}, counted on their trick points plus their own belote; announcements do not count (K3)."},
	"K3.need.def": {
		"Contrat au seuil : la défense ({def}) a dit belote, ses 20 points sont en jeu (162 + 20) et le seuil passe de {base} à {needed} ; les preneurs n'ont pas de belote à ajouter, il leur faut donc {needed} points de plis ; les annonces ne comptent pas (K3).",
		"Contract by threshold: the defence ({def}) said belote, so its 20 points are at stake (162 + 20) and the threshold rises from {base} to {needed}; the takers have no belote of their own to add, so they need {needed} trick points; announcements do not count (K3)."},
	"K3.made": {
		"Ils en ont {tp}, et {tp} ≥ {needed} : le contrat est réussi (K3).",
		"They have {tp}, and {tp} ≥ {needed}: the contract is made (K3)."},
	"K3.failed": {
		"Ils n'en ont que {tp}, et {tp} < {needed} : le contrat chute, les preneurs sont dedans (K3).",
		"They have only {tp}, and {tp} < {needed}: the contract fails, the takers are dedans (K3)."},
	"K3.failed.zero": {
		"Ils n'ont aucun point de plis, et 0 < {needed} : le contrat chute, les preneurs sont dedans (K3).",
		"They have no trick points, and 0 < {needed}: the contract fails, the takers are dedans (K3)."},
	"K3.made.own": {
		"Plis plus belote, {tp} + {tb} = {counted} ≥ {needed} : le contrat est réussi (K3).",
		"Tricks plus belote, {tp} + {tb} = {counted} ≥ {needed}: the contract is made (K3)."},
	"K3.failed.own": {
		"Plis plus belote, {tp} + {tb} = {counted} < {needed} : le contrat chute, les preneurs sont dedans (K3).",
		"Tricks plus belote, {tp} + {tb} = {counted} < {needed}: the contract fails, the takers are dedans (K3)."},
	"K4.totals": {
		"Contrat « battre la défense » : preneurs ({taker}) {tp} (plis) + {ta} (annonces) + {tb} (belote) = {tt} ; défense ({def}) {dp} + {da} + {db} = {dt} (K4).",
		"Contract by beating the defence: takers ({taker}) {tp} (tricks) + {ta} (announcements) + {tb} (belote) = {tt}; defence ({def}) {dp} + {da} + {db} = {dt} (K4)."},
	"K4.made": {
		"{tt} > {dt} : les preneurs battent la défense, le contrat est réussi (K4).",
		"{tt} > {dt}: the takers beat the defence, the contract is made (K4)."},
	"K4.failed": {
		"{tt} < {dt} : les preneurs ne battent pas la défense, le contrat chute (K4).",
		"{tt} < {dt}: the takers do not beat the defence, the contract fails (K4)."},
	"K4.litige": {
		"{tt} = {dt} : égalité parfaite, la donne est un litige (K4, K7).",
		"{tt} = {dt}: a dead heat, so the deal is a litige (K4, K7)."},
	"K4.tie.failed": {
		"{tt} = {dt} : égalité ; cette variante ne connaît pas le litige, le contrat chute donc (K4).",
		"{tt} = {dt}: a tie, and this variant has no litige, so the contract fails (K4)."},
	"K5.made": {
		"Contrat réussi : chaque équipe marque ses points de plis, ses annonces qui comptent et sa belote, soit NS {ns} et EO {ew} (K5).",
		"Contract made: each team scores its trick points, its scoring announcements and its belote: NS {ns}, EW {ew} (K5)."},
	"K6.threshold": {
		"Dedans : la défense ({def}) marque {base} + {db} (belote) + {da} (ses annonces) = {dpts} ; les preneurs ({taker}) ne gardent que leur belote et leurs propres annonces, {tb} + {ta} = {tpts} (K6).",
		"Dedans: the defence ({def}) scores {base} + {db} (belote) + {da} (its announcements) = {dpts}; the takers ({taker}) keep only their belote and their own announcements, {tb} + {ta} = {tpts} (K6)."},
	"K6.beat": {
		"Dedans : la défense ({def}) marque {base} + {db} (belote) + {aa} (toutes les annonces qui comptent, des deux équipes) = {dpts} ; les preneurs ({taker}) ne gardent que leur belote, {tpts} (K6).",
		"Dedans: the defence ({def}) scores {base} + {db} (belote) + {aa} (every scoring announcement, of both teams) = {dpts}; the takers ({taker}) keep only their belote, {tpts} (K6)."},
	"K7.litige": {
		"Litige : la défense ({def}) marque tout de suite son total, {dpts} ; les preneurs ({taker}) marquent leur belote, {tpts}, et le reste de leur total, {reserve}, part en réserve pour l'équipe qui gagnera la prochaine donne qui ne sera pas un litige (K7).",
		"Litige: the defence ({def}) scores its total now, {dpts}; the takers ({taker}) score their belote now, {tpts}, and the rest of their total, {reserve}, goes into the reserve for the team that wins the next deal that is not a litige (K7)."},
	"K7.litige.nobelote": {
		"Litige : la défense ({def}) marque tout de suite son total, {dpts} ; les preneurs ({taker}), sans belote, ne marquent rien maintenant : tout leur total, {reserve}, part en réserve pour l'équipe qui gagnera la prochaine donne qui ne sera pas un litige (K7).",
		"Litige: the defence ({def}) scores its total now, {dpts}; the takers ({taker}), with no belote, score nothing now: their whole total, {reserve}, goes into the reserve for the team that wins the next deal that is not a litige (K7)."},
	"K.final": {
		"Score de la donne : NS {ns}, EO {ew} ({rule}).",
		"Score of the deal: NS {ns}, EW {ew} ({rule})."},
	"K.final.reserve": {
		"Score de la donne : NS {ns}, EO {ew}, et {reserve} en réserve (K7).",
		"Score of the deal: NS {ns}, EW {ew}, and {reserve} in reserve (K7)."},
}

func init() {
	for id, e := range dealMessages {
		if _, dup := catalogue[id]; dup {
			panic("explain: message " + string(id) + " defined twice")
		}
		catalogue[id] = e
	}
}
