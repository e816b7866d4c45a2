package explain

// catalogue holds every message in French and English. Keys starting with "w." are words and
// fragments inserted into sentences; every other message is a sentence (or two) that cites the
// RULES.md ids it relies on in parentheses. Placeholders are written {name}.
//
// French sentences never put a card or suit placeholder after "de" or "à" (a Spanish card name
// starts with "le", which would have to contract into "du" or "au"); a test checks it.
var catalogue = Catalogue{
	// Words and fragments.
	// A dash after the verdict word: most verdicts hold a colon already, and a sentence never doubles one.
	"w.allowed":        {"permis — ", "allowed — "},
	"w.refused":        {"interdit — ", "not allowed — "},
	"w.partner":        {"ton partenaire", "your partner"},
	"w.opp.led":        {"l'adversaire qui a entamé", "the opponent who led"},
	"w.opp.last":       {"l'adversaire qui vient de jouer", "the opponent who just played"},
	"w.kind.tierce":    {"la tierce", "the tierce"},
	"w.kind.cinquante": {"le cinquante", "the cinquante"},
	"w.kind.cent":      {"le cent", "the cent"},
	"w.anycard":        {"toutes tes cartes sont jouables", "any card may be played"},
	"w.anycard.one":    {"ta dernière carte est jouable", "your last card may be played"},
	"w.capot.base":     {"{n} (capot)", "{n} (capot)"},
	"w.summary":        {"En bref", "In short"},
	"w.colon":          {",", ":"}, // "En bref, tu…": the summary holds a colon, which French never doubles

	// P0 lead.
	"P0.sum": {
		"Tu entames ce pli : tu peux jouer n'importe quelle carte, et la carte que tu poses fixera la couleur demandée (P0).",
		"You lead this trick: you may play any card, and the card you lead sets the suit the others must follow (P0)."},
	"P0.sum.one": {
		"Tu entames ce pli avec ta dernière carte, qui fixera la couleur demandée (P0).",
		"You lead this trick with your last card, which sets the suit the others must follow (P0)."},
	"P0.card": {
		"tu entames : tu joues la carte que tu veux ; avec {card}, la couleur demandée sera {suit} (P0).",
		"you lead and may choose any card; with {card}, the led suit will be {suit} (P0)."},
	"P0.card.one": {
		"tu entames avec ta dernière carte ; la couleur demandée sera {suit} (P0).",
		"you lead with your last card; the led suit will be {suit} (P0)."},

	// P1 follow suit.
	"P1.sum": {
		"La couleur demandée est {led}, {master} est maître avec {mcard}, et tu as de quoi fournir : joue {legal}, que ta carte gagne le pli ou non (P1).",
		"The led suit is {led}, {master} is master with {mcard}, and you can follow suit: play {legal}, whether or not your card wins the trick (P1)."},
	"P1.sum.win": {
		"La couleur demandée est {led}, {master} est maître avec {mcard}, et tu as de quoi fournir : joue {legal}, qui bat {mcard} (P1).",
		"The led suit is {led}, {master} is master with {mcard}, and you can follow suit: play {legal}, which beats {mcard} (P1)."},
	"P1.sum.lose": {
		"La couleur demandée est {led}, {master} est maître avec {mcard}, et tu as de quoi fournir : joue {legal}, même si tu ne peux pas gagner le pli (P1).",
		"The led suit is {led}, {master} is master with {mcard}, and you can follow suit: play {legal}, even though you cannot win the trick (P1)."},
	"P1.ok": {
		"{card} est de la couleur demandée, {led} : tu fournis, comme la règle le demande (P1).",
		"{card} is of the led suit, {led}: you follow suit, as the rule asks (P1)."},
	"P1.no.trump": {
		"la couleur demandée est {led}, {master} est maître avec {mcard} et tu as {held} ; tant que tu peux fournir, tu ne peux pas couper avec {card} (P1).",
		"the led suit is {led}, {master} is master with {mcard} and you hold {held}; as long as you can follow suit, you may not trump with {card} (P1)."},
	"P1.no.other": {
		"la couleur demandée est {led}, {master} est maître avec {mcard} et tu as {held} ; tu dois fournir et ne peux pas te défausser {ofcard} (P1).",
		"the led suit is {led}, {master} is master with {mcard} and you hold {held}; you must follow suit and may not discard {ofcard} (P1)."},

	// P2 overtrump when trump is led.
	"P2.sum": {
		"L'atout ({trump}) est demandé et le plus fort atout du pli est {high}, posé par {master} ; tu as plus fort, tu dois donc monter, avec {legal} (P2).",
		"Trump ({trump}) is led and the highest trump on the table is {high}, played by {master}; you hold a higher one, so you must overtrump with {legal} (P2)."},
	"P2.sum.partner": {
		"L'atout ({trump}) est demandé et {master} est maître avec {high} ; tu as plus fort, et à l'atout demandé on doit monter même sur son partenaire : {legal} (P2).",
		"Trump ({trump}) is led and {master} is master with {high}; you hold a higher trump, and when trump is led you must overtrump even your partner: {legal} (P2)."},
	"P2.ok": {
		"{card} bat {high}, le plus fort atout du pli : c'est la montée exigée (P2).",
		"{card} beats {high}, the highest trump on the table: that is the required overtrump (P2)."},
	"P2.ok.partner": {
		"{card} bat {high}, l'atout de ton partenaire : à l'atout demandé, on monte même sur son partenaire (P2).",
		"{card} beats {high}, your partner's trump: when trump is led you overtrump even your partner (P2)."},
	"P2.no.low": {
		"{card} ne bat pas {high}, le plus fort atout du pli, alors que tu peux monter avec {legal} : à l'atout demandé, monter est obligatoire (P2).",
		"{card} does not beat {high}, the highest trump on the table, while you could overtrump with {legal}: when trump is led, overtrumping is compulsory (P2)."},
	"P2.no.other": {
		"l'atout est demandé et tu en as ; tu dois fournir un atout qui bat {high}, soit {legal}, et non {card} (P2).",
		"trump is led and you hold trumps; you must play one that beats {high}, that is {legal}, not {card} (P2)."},

	// P3 follow trump.
	"P3.sum": {
		"L'atout ({trump}) est demandé ; {master} est maître avec {high}, qu'aucun de tes atouts ne bat : tu dois fournir atout, n'importe lequel ({held}) (P3).",
		"Trump ({trump}) is led; {master} is master with {high} and none of your trumps beats it: you must play a trump, any of them ({held}) (P3)."},
	"P3.sum.one": {
		"L'atout ({trump}) est demandé ; {master} est maître avec {high}, que ton seul atout ne bat pas : tu dois tout de même jouer cet atout, {held} (P3).",
		"Trump ({trump}) is led; {master} is master with {high} and your only trump does not beat it: you must still play it, {held} (P3)."},
	"P3.sum.switch": {
		"L'atout ({trump}) est demandé et ton partenaire est maître avec {high} ; cette variante ne t'oblige pas à monter sur ton partenaire : n'importe quel atout convient ({held}) (P3).",
		"Trump ({trump}) is led and your partner is master with {high}; this variant does not make you overtrump your partner: any trump will do ({held}) (P3)."},
	"P3.sum.switch.one": {
		"L'atout ({trump}) est demandé et ton partenaire est maître avec {high} ; cette variante ne t'oblige pas à monter sur ton partenaire, mais tu dois fournir atout : {held} (P3).",
		"Trump ({trump}) is led and your partner is master with {high}; this variant does not make you overtrump your partner, but you must play a trump: {held} (P3)."},
	"P3.ok": {
		"{card} est un atout ; comme tu ne peux pas battre {high}, n'importe quel atout convient (P3).",
		"{card} is a trump; since you cannot beat {high}, any trump will do (P3)."},
	"P3.ok.one": {
		"{card}, ton seul atout, ne bat pas {high}, mais l'atout est demandé : tu dois le fournir (P3).",
		"{card} is your only trump; it does not beat {high}, but trump is led: you play it (P3)."},
	"P3.ok.switch": {
		"{card} est un atout ; ton partenaire est maître avec {high} et cette variante ne t'oblige pas à monter sur lui, donc tout atout convient (P3).",
		"{card} is a trump; your partner is master with {high} and this variant does not oblige you to overtrump a partner, so any trump will do (P3)."},
	"P3.ok.switch.one": {
		"{card} est ton seul atout ; ton partenaire est maître avec {high}, cette variante ne t'oblige pas à monter sur lui, mais l'atout est demandé : tu le fournis (P3).",
		"{card} is your only trump; your partner is master with {high} and this variant does not oblige you to overtrump a partner, but trump is led: you play it (P3)."},
	"P3.no": {
		"l'atout est demandé et tu en as ({held}) : même sans pouvoir battre {high}, tu dois fournir atout, et {card} n'en est pas un (P3).",
		"trump is led and you hold trumps ({held}): even though none beats {high}, you must play one, and {card} is not a trump (P3)."},
	"P3.no.switch": {
		"l'atout est demandé et tu en as ({held}) : tu dois fournir atout, même sans monter sur ton partenaire, et {card} n'en est pas un (P3).",
		"trump is led and you hold trumps ({held}): you must play one, though you need not overtrump your partner, and {card} is not a trump (P3)."},

	// P4 partner is master.
	"P4.sum": {
		"Tu n'as pas {ledof} et ton partenaire est maître avec {mcard} : tu n'es pas obligé de couper, {anycard} (P4).",
		"You have no {ledof} and your partner is master with {mcard}: you need not trump, so {anycard} (P4)."},
	"P4.discard": {
		"ton partenaire est maître avec {mcard} : tu peux te défausser {ofcard} au lieu de couper (P4).",
		"your partner is master with {mcard}, so you may discard {ofcard} instead of trumping (P4)."},
	"P4.trump": {
		"ton partenaire est maître avec {mcard} : couper avec {card} est permis, mais pas obligatoire (P4).",
		"your partner is master with {mcard}: trumping with {card} is allowed but not required (P4)."},
	"P4.over": {
		"ton partenaire a coupé et reste maître avec {mcard} : tu peux couper plus haut que lui avec {card}, mais rien ne t'y oblige (P4).",
		"your partner has trumped and is master with {mcard}: going over it with {card} is allowed but not required (P4)."},
	"P4.under": {
		"ton partenaire a coupé et reste maître avec {mcard} : tu peux jouer {card}, un atout plus faible que le sien (P4).",
		"your partner has trumped and is master with {mcard}: you may play {card}, even though it is lower than their trump (P4)."},

	// P5 overtrump an opponent's ruff.
	"P5.sum": {
		"Tu n'as pas {ledof} et {master} a coupé : il est maître avec {mcard} ; tu as plus fort à l'atout, tu dois donc surcouper, avec {legal} (P5).",
		"You have no {ledof}, and {master} has trumped and is master with {mcard}; you hold a higher trump, so you must overtrump with {legal} (P5)."},
	"P5.sum.beaten": {
		"Tu n'as pas {ledof} ; ton partenaire avait coupé, mais {master} a surcoupé et est maître avec {mcard} ; tu as plus fort, tu dois donc surcouper, avec {legal} (P5).",
		"You have no {ledof}; your partner had trumped, but {master} overtrumped and is master with {mcard}; you hold a higher trump, so you must overtrump with {legal} (P5)."},
	"P5.ok": {
		"{card} bat {mcard}, l'atout de l'adversaire : c'est la surcoupe exigée (P5).",
		"{card} beats {mcard}, the opponent's trump: that is the required overtrump (P5)."},
	"P5.no.low": {
		"{card} ne bat pas {mcard}, l'atout de l'adversaire, alors que tu peux surcouper avec {legal} (P5).",
		"{card} does not beat {mcard}, the opponent's trump, while you could overtrump with {legal} (P5)."},
	"P5.no.other": {
		"tu n'as pas {ledof}, {master} a coupé avec {mcard} et tu as plus fort : tu dois surcouper avec {legal} au lieu de te défausser {ofcard} (P5).",
		"you have no {ledof}, {master} has trumped with {mcard} and you hold a higher trump: you must overtrump with {legal} instead of discarding {ofcard} (P5)."},

	// P6 undertrump.
	"P6.sum": {
		"Tu n'as pas {ledof} et {master} est maître avec {mcard}, un atout qu'aucun des tiens ne bat ; tu dois tout de même jouer atout, c'est-à-dire sous-couper : {legal} (P6).",
		"You have no {ledof}, and {master} is master with {mcard}, a trump none of yours can beat; you must still play a trump, that is undertrump: {legal} (P6)."},
	"P6.sum.beaten": {
		"Tu n'as pas {ledof} ; ton partenaire avait coupé, mais {master} a surcoupé et est maître avec {mcard}, qu'aucun de tes atouts ne bat ; tu dois tout de même sous-couper : {legal} (P6).",
		"You have no {ledof}; your partner had trumped, but {master} overtrumped and is master with {mcard}, which none of your trumps beats; you must still play a trump, that is undertrump: {legal} (P6)."},
	"P6.sum.free": {
		"Tu n'as pas {ledof} et {master} est maître avec {mcard}, un atout qu'aucun des tiens ne bat ; cette variante n'oblige pas à sous-couper : {anycard} (P6).",
		"You have no {ledof}, and {master} is master with {mcard}, a trump none of yours can beat; this variant does not force you to undertrump: {anycard} (P6)."},
	"P6.sum.free.beaten": {
		"Tu n'as pas {ledof} ; ton partenaire avait coupé, mais {master} a surcoupé et est maître avec {mcard}, qu'aucun de tes atouts ne bat ; cette variante n'oblige pas à sous-couper : {anycard} (P6).",
		"You have no {ledof}; your partner had trumped, but {master} overtrumped and is master with {mcard}, which none of your trumps beats; this variant does not force you to undertrump: {anycard} (P6)."},
	"P6.ok": {
		"{card} ne bat pas {mcard}, mais sans {led} tu dois quand même jouer atout : tu sous-coupes (P6).",
		"{card} does not beat {mcard}, but with no {led} you must still play a trump: you undertrump (P6)."},
	"P6.no": {
		"tu n'as pas {ledof} et {master} est maître avec {mcard} ; même sans pouvoir battre cet atout, tu dois sous-couper ({legal}) plutôt que de te défausser {ofcard} (P6).",
		"you have no {ledof} and {master} is master with {mcard}; even though you cannot beat it, you must undertrump ({legal}) rather than discard {ofcard} (P6)."},
	"P6.free.trump": {
		"{card} ne bat pas {mcard}, et cette variante te laisse libre de sous-couper ou non (P6).",
		"{card} does not beat {mcard}, and this variant leaves undertrumping up to you (P6)."},
	"P6.free.other": {
		"aucun de tes atouts ne bat {mcard} et cette variante n'oblige pas à sous-couper : tu peux te défausser {ofcard} (P6).",
		"none of your trumps beats {mcard} and this variant does not force an undertrump: you may discard {ofcard} (P6)."},

	// P7 must trump.
	"P7.sum": {
		"Tu n'as pas {ledof}, personne n'a encore coupé et ton partenaire n'est pas maître ({master} l'est, avec {mcard}) : tu dois couper, avec n'importe quel atout ({held}) (P7).",
		"You have no {ledof}, nobody has trumped yet and your partner is not master ({master} is, with {mcard}): you must trump, with any trump ({held}) (P7)."},
	"P7.sum.one": {
		"Tu n'as pas {ledof}, personne n'a encore coupé et ton partenaire n'est pas maître ({master} l'est, avec {mcard}) : tu dois couper, avec ton seul atout, {held} (P7).",
		"You have no {ledof}, nobody has trumped yet and your partner is not master ({master} is, with {mcard}): you must trump, with your only trump, {held} (P7)."},
	"P7.ok": {
		"{card} est un atout : tu dois couper, et n'importe quel atout convient, même le plus petit (P7).",
		"{card} is a trump: you must trump, and any trump will do, even the lowest (P7)."},
	"P7.ok.one": {
		"{card} est ton seul atout, et tu dois couper : c'est la carte à jouer (P7).",
		"{card} is your only trump: you must trump with it (P7)."},
	"P7.no.other": {
		"tu n'as pas {ledof}, {master} est maître avec {mcard} et personne n'a coupé : tu dois couper ({legal}) et ne peux pas te défausser {ofcard} (P7).",
		"you have no {ledof}, {master} is master with {mcard} and nobody has trumped: you must trump ({legal}) and may not discard {ofcard} (P7)."},

	// P8 discard.
	"P8.sum": {
		"Tu n'as ni {led} ni atout : {anycard} (P8).",
		"You have neither {led} nor trump: {anycard} (P8)."},
	"P8.sum.trump": {
		"L'atout ({trump}) est demandé et tu n'en as pas : {anycard} (P8).",
		"Trump ({trump}) is led and you have none: {anycard} (P8)."},
	"P8.card": {
		"sans {led} ni atout, tu peux te défausser {ofcard} (P8).",
		"with no {led} and no trump, you may discard {ofcard} (P8)."},
	"P8.card.trump": {
		"tu n'as pas d'atout : tu peux te défausser {ofcard} (P8).",
		"you hold no trump, so you may discard {ofcard} (P8)."},

	// W1 who wins a trick.
	"W1.alone": {
		"{card} est pour l'instant la seule carte du pli : elle est maîtresse (W1).",
		"{card} is the only card in the trick so far, so it is master (W1)."},
	"W1.trump": {
		"{card} remporte le pli : c'est le plus fort atout joué (W1).",
		"{card} wins the trick: it is the highest trump played (W1)."},
	"W1.led": {
		"{card} remporte le pli : personne n'a coupé, et c'est la plus forte carte de la couleur demandée, {led} (W1).",
		"{card} wins the trick: nobody trumped, and it is the highest card of the led suit, {led} (W1)."},
	"W1.beats.trumps": {
		"{n|Atout plus faible, battu|Atouts plus faibles, battus} par {card} : {cards} (W1).",
		"{n|Lower trump|Lower trumps}, beaten by {card}: {cards} (W1)."},
	"W1.beats.led.trump": {
		"{n|Carte de la couleur demandée, battue|Cartes de la couleur demandée, battues} parce qu'un atout l'emporte sur toute autre couleur : {cards} (W1).",
		"{n|Card of the led suit|Cards of the led suit}, beaten because a trump beats every other suit: {cards} (W1)."},
	"W1.beats.led": {
		"{n|Carte plus faible de la couleur demandée, battue|Cartes plus faibles de la couleur demandée, battues} par {card} : {cards} (W1).",
		"{n|Lower card of the led suit|Lower cards of the led suit}, beaten by {card}: {cards} (W1)."},
	"W1.others": {
		"{n|Carte d'une autre couleur, qui ne peut|Cartes d'une autre couleur, qui ne peuvent} jamais gagner : {cards} (W1).",
		"{n|Card of another suit, which|Cards of another suit, which} can never win: {cards} (W1)."},
}
