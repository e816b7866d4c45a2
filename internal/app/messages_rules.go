package app

// rulesMessages are the rules reference's texts (rulesref.go): each rule of RULES.md has a short
// title and a summary, written for this app (RULES.md itself is not shipped).
var rulesMessages = map[Key]Text{
	"ref.unknown":  {"règle inconnue", "unknown rule"}, // a rule id the reference lacks (a test checks none)
	"ref.C1.title": {"Deux faces, un jeu", "Two faces, one deck"},
	"ref.C1.sum": {
		"On joue avec 32 cartes : 8 rangs dans 4 couleurs. Le jeu espagnol (4 5 6 7 10 11 12 1 ; espadas, copas, oros, bastos) n'est qu'une autre façon de dessiner les mêmes cartes.",
		"The game uses 32 cards: 8 ranks in 4 suits. The Spanish deck (4 5 6 7 10 11 12 1; espadas, copas, oros, bastos) is only another way of drawing the same cards."},
	"ref.C2.title": {"Notation", "Notation"},
	"ref.C2.sum": {
		"Une carte s'écrit rang puis couleur : 10H, JS, AC ; en espagnol 12o, 1b. La lettre de couleur dit quel jeu est utilisé.",
		"A card is written rank then suit: 10H, JS, AC; in Spanish 12o, 1b. The suit letter tells which deck is meant."},
	"ref.C3.title": {"Ordre et points", "Order and points"},
	"ref.C3.sum": {
		"À l'atout : V 9 A 10 R D 8 7 (20, 14, 11, 10, 4, 3, 0, 0). Ailleurs : A 10 R D V 9 8 7 (11, 10, 4, 3, 2, 0, 0, 0). Avec le dix de der, une donne vaut 162 points.",
		"At trump: J 9 A 10 K Q 8 7 (20, 14, 11, 10, 4, 3, 0, 0). Elsewhere: A 10 K Q J 9 8 7 (11, 10, 4, 3, 2, 0, 0, 0). With the dix de der a deal is worth 162 points."},
	"ref.T1.title": {"Les places", "Seats"},
	"ref.T1.sum": {
		"Quatre joueurs, N E S O ; les partenaires se font face (NS contre EO). Le sens du jeu dépend de la variante.",
		"Four players, N E S W; partners sit face to face (NS against EW). The direction of play depends on the variant."},
	"ref.T2.title": {"Le donneur", "The dealer"},
	"ref.T2.sum": {
		"Le premier donneur est tiré au sort, puis la donne passe au joueur suivant dans le sens du jeu.",
		"The first dealer is drawn at random; then the deal passes to the next player in the direction of play."},
	"ref.T3.title": {"La distribution", "The deal"},
	"ref.T3.sum": {
		"Cinq cartes à chacun, par 3 puis 2, puis une carte retournée : la retourne. Après les enchères, le preneur reçoit la retourne et 2 cartes, les autres 3.",
		"Five cards each, in packets of 3 then 2, then one card turned face up: the retourne. After bidding the taker gets the retourne and 2 cards, the others 3."},
	"ref.T4.title": {"Enchères, premier tour", "Bidding, first round"},
	"ref.T4.sum": {
		"Chacun à son tour prend (l'atout est la couleur de la retourne) ou passe ; le premier qui prend arrête les enchères.",
		"Each in turn takes (trump is the retourne's suit) or passes; the first to take ends the bidding."},
	"ref.T5.title": {"Enchères, second tour", "Bidding, second round"},
	"ref.T5.sum": {
		"Si tous ont passé, un second tour : on peut nommer une autre couleur que celle de la retourne, ou passer.",
		"If all passed, a second round: one may name a suit other than the retourne's, or pass."},
	"ref.T6.title": {"Tout le monde passe", "Everybody passes"},
	"ref.T6.sum": {
		"Si personne ne prend aux deux tours, on ramasse et le donneur suivant redistribue.",
		"If nobody takes in either round, the cards are gathered and the next dealer deals again."},
	"ref.T7.title": {"Première entame", "First lead"},
	"ref.T7.sum": {
		"Le joueur après le donneur entame le premier pli ; ensuite, le gagnant d'un pli entame le suivant.",
		"The player after the dealer leads the first trick; then the winner of each trick leads the next."},
	"ref.P0.title": {"Entame", "Lead"},
	"ref.P0.sum": {
		"Le premier à jouer dans un pli joue la carte de son choix.",
		"The first to play to a trick plays any card they like."},
	"ref.P1.title": {"Fournir", "Follow suit"},
	"ref.P1.sum": {
		"Si la couleur demandée n'est pas l'atout et que tu en as, tu dois en jouer une, celle que tu veux.",
		"When the led suit is not trump and you hold it, you must play one of its cards (any one)."},
	"ref.P2.title": {"Monter à l'atout", "Overtrump on a trump lead"},
	"ref.P2.sum": {
		"Atout demandé : si tu as un atout plus fort que tous ceux du pli, tu dois monter, même sur ton partenaire.",
		"Trump led: if you hold a trump higher than every trump in the trick, you must go over, even over your partner."},
	"ref.P3.title": {"Fournir à l'atout", "Follow in trump"},
	"ref.P3.sum": {
		"Atout demandé sans pouvoir monter : n'importe quel atout.",
		"Trump led and you cannot go higher: any trump."},
	"ref.P4.title": {"Partenaire maître", "Partner is master"},
	"ref.P4.sum": {
		"Tu n'as pas la couleur demandée et ton partenaire gagne le pli : tu joues ce que tu veux, même un petit atout.",
		"You are void in the led suit and your partner is winning the trick: play anything, even a low trump."},
	"ref.P5.title": {"Surcouper", "Overtrump a ruff"},
	"ref.P5.sum": {
		"Tu n'as pas la couleur demandée, un adversaire a coupé et gagne : si tu as un atout plus fort, tu dois surcouper.",
		"You are void in the led suit and an opponent has ruffed and is winning: if you hold a higher trump you must overtrump."},
	"ref.P6.title": {"Sous-couper", "Undertrump"},
	"ref.P6.sum": {
		"Même cas, mais tous tes atouts sont plus faibles que le sien : tu dois tout de même jouer atout, c'est-à-dire sous-couper.",
		"Same case, but all your trumps are lower: you must still play a trump, that is undertrump."},
	"ref.P7.title": {"Couper", "Must trump"},
	"ref.P7.sum": {
		"Tu n'as pas la couleur demandée, personne n'a coupé et ton partenaire ne gagne pas : tu dois couper.",
		"You are void in the led suit, nobody has trumped and your partner is not winning: you must trump."},
	"ref.P8.title": {"Se défausser", "Discard"},
	"ref.P8.sum": {
		"Ni la couleur demandée ni atout : n'importe quelle carte.",
		"Neither the led suit nor a trump: any card."},
	"ref.W1.title": {"Qui gagne le pli", "Who wins the trick"},
	"ref.W1.sum": {
		"Le plus fort atout gagne ; sans atout, la plus forte carte de la couleur demandée. Les autres couleurs ne gagnent jamais.",
		"The highest trump wins; with no trump, the highest card of the led suit. Other suits never win."},
	"ref.B1.title": {"Belote et rebelote", "Belote and rebelote"},
	"ref.B1.sum": {
		"Qui a le roi et la dame d'atout dit « belote » en jouant le premier, « rebelote » en jouant le second : 20 points pour son équipe.",
		"Whoever holds the king and queen of trump says \"belote\" with the first and \"rebelote\" with the second: 20 points for their team."},
	"ref.B2.title": {"Les deux mots", "Both words"},
	"ref.B2.sum": {
		"Il faut les deux mots, dits par le même joueur avec les deux cartes ; « rebelote » seul ne vaut rien.",
		"Both words are needed, said by the same player with both cards; \"rebelote\" alone is worth nothing."},
	"ref.B3.title": {"La belote reste acquise", "Belote is always kept"},
	"ref.B3.sum": {
		"Les 20 points de belote restent à l'équipe qui l'a dite, même si son contrat chute.",
		"The 20 points of belote stay with the team that said it, even when its contract fails."},
	"ref.B4.title": {"La belote n'est pas une annonce", "Belote is not an announcement"},
	"ref.B4.sum": {
		"Elle n'entre pas dans la comparaison des annonces, et son roi et sa dame peuvent servir dans une annonce.",
		"It never enters the comparison of announcements, and its king and queen may also serve in an announcement."},
	"ref.A1.title": {"Les annonces", "Announcements"},
	"ref.A1.sum": {
		"Suites d'au moins 3 cartes d'une couleur : tierce 20, cinquante 50, cent 100 (5 et plus). Carrés : valets 200, neuf 150, as, dix, rois, dames 100 ; pas de carré de 8 ni de 7.",
		"Runs of at least 3 cards of a suit: tierce 20, cinquante 50, cent 100 (5 or more). Carrés: jacks 200, nines 150, aces, tens, kings, queens 100; no carré of 8s or 7s."},
	"ref.A2.title": {"Suites entières", "Whole runs"},
	"ref.A2.sum": {
		"Une suite se compte entière : six cartes qui se suivent font un cent, pas deux tierces.",
		"A run counts whole: six cards in a row make one cent, not two tierces."},
	"ref.A3.title": {"Une carte, une annonce", "One card, one announcement"},
	"ref.A3.sum": {
		"Une carte ne sert que dans une annonce ; on choisit les annonces qui rapportent le plus.",
		"A card serves in one announcement only; one declares the combination worth the most."},
	"ref.A4.title": {"Quand annoncer", "When to declare"},
	"ref.A4.sum": {
		"On annonce en jouant sa première carte ; une annonce oubliée est perdue. On compare au début du deuxième pli.",
		"One declares with one's first card; a forgotten announcement is lost. They are compared as the second trick starts."},
	"ref.A5.title": {"Comparer les annonces", "Comparing announcements"},
	"ref.A5.sum": {
		"On compare la meilleure annonce de chaque équipe : la valeur, puis carré avant suite, puis la plus haute carte, puis l'atout ; encore égales, personne ne marque.",
		"Each team's best announcement is compared: value, then carré before run, then the higher top card, then trump; still equal, nobody scores."},
	"ref.A6.title": {"Le gagnant prend tout", "Winner takes all"},
	"ref.A6.sum": {
		"L'équipe qui a la meilleure annonce marque toutes les siennes ; l'autre ne marque rien.",
		"The team with the best announcement scores all of its own; the other scores none."},
	"ref.K1.title": {"Points des plis, dix de der", "Trick points, dix de der"},
	"ref.K1.sum": {
		"Chaque équipe compte les points des cartes de ses plis, plus 10 pour le dernier pli (dix de der).",
		"Each team counts the card points of its tricks, plus 10 for the last trick (dix de der)."},
	"ref.K2.title": {"Capot", "Capot"},
	"ref.K2.sum": {
		"Une équipe qui fait les 8 plis compte 252 et l'autre 0.",
		"A team that wins all 8 tricks counts 252 and the other 0."},
	"ref.K3.title": {"Contrat au seuil", "Contract by threshold"},
	"ref.K3.sum": {
		"Les preneurs réussissent avec au moins 82 points de plis. Si une belote a été dite, le seuil passe à 92, comptés sur leurs plis plus leur propre belote : 72 + 20 avec la leur, 92 de plis contre celle de la défense. Les annonces ne comptent jamais.",
		"The takers make it with at least 82 trick points. When a belote was said, the threshold is 92, counted on their trick points plus their own belote: 72 + 20 with theirs, 92 trick points against the defence's. Announcements never count."},
	"ref.K4.title": {"Battre la défense", "Beat the defence"},
	"ref.K4.sum": {
		"Les preneurs doivent faire plus que la défense, annonces et belote comprises ; égalité : litige.",
		"The takers must score more than the defence, announcements and belote included; a tie is a litige."},
	"ref.K5.title": {"Contrat réussi", "Contract made"},
	"ref.K5.sum": {
		"Chaque équipe marque ses points de plis, ses annonces gagnantes et sa belote.",
		"Each team scores its trick points, its scoring announcements and its belote."},
	"ref.K6.title": {"Dedans", "Contract failed"},
	"ref.K6.sum": {
		"La défense marque 162 (252 avec capot), sa belote et des annonces : au seuil, les siennes ; quand il faut battre la défense, toutes celles qui comptent, des deux équipes. Les preneurs ne gardent que leur belote (au seuil, aussi leurs propres annonces).",
		"The defence scores 162 (252 with a capot), its belote and announcements: under the threshold rule, its own; when the defence must be beaten, every scoring one, of both teams. The takers keep only their belote (under the threshold rule, also their own announcements)."},
	"ref.K7.title": {"Litige", "Litige"},
	"ref.K7.sum": {
		"Égalité : la défense marque maintenant ; les points des preneurs (hors belote) sont mis en réserve pour l'équipe qui gagnera la prochaine donne qui ne sera pas un litige.",
		"A tie: the defence scores now; the takers' points (less their belote) wait in reserve for the team that wins the next deal that is not a litige."},
	"ref.K8.title": {"Fin de partie", "End of the game"},
	"ref.K8.sum": {
		"La première équipe qui atteint le but (501 ou 1000) gagne ; si les deux l'atteignent, la plus haute ; à égalité, on rejoue.",
		"The first team to reach the target (501 or 1000) wins; if both do, the higher; if equal, another deal is played."},
}
