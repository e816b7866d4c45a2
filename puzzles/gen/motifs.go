package gen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// The teaching point of a best puzzle names its motif (puzzles.Motif) and says why in words, from
// the solver's two lines: the best card's and the tempting card's. Each sentence is built from the
// position (who wins which trick with which card), so that two puzzles of one motif read alike
// only when their positions do.

// motifRules are the RULES.md ids a motif practises, added to a puzzle's themes.
var motifRules = map[puzzles.Motif][]engine.Rule{
	puzzles.DixDeDer:   {engine.K1},
	puzzles.KeepTen:    {engine.C3},
	puzzles.DrawTrumps: {engine.P2, engine.P3},
	puzzles.Charge:     {engine.C3},
	puzzles.Partner:    {engine.W1},
	puzzles.Unblock:    {engine.W1},
	puzzles.LastTrump:  {engine.W1},
	puzzles.Cash:       {engine.W1},
	puzzles.Belote:     {engine.B1, engine.B3},
}

// MotifRules returns the RULES.md ids a motif practises.
func MotifRules(m puzzles.Motif) []engine.Rule { return motifRules[m] }

// motifTitles name the motifs for learners, as pack titles.
var motifTitles = map[puzzles.Motif]explain.Text{
	puzzles.DixDeDer:   {explain.French: "Cartes sur table : le dix de der", explain.English: "All cards on the table: the dix de der"},
	puzzles.KeepTen:    {explain.French: "Cartes sur table : garder son 10", explain.English: "All cards on the table: keeping your 10"},
	puzzles.DrawTrumps: {explain.French: "Cartes sur table : tirer les atouts", explain.English: "All cards on the table: drawing trumps (tirer les atouts)"},
	puzzles.Charge:     {explain.French: "Cartes sur table : charger le partenaire maître", explain.English: "All cards on the table: loading a master partner (charger)"},
	puzzles.Partner:    {explain.French: "Cartes sur table : ne pas prendre le pli du partenaire", explain.English: "All cards on the table: not taking your partner's trick"},
	puzzles.Unblock:    {explain.French: "Cartes sur table : débloquer une couleur", explain.English: "All cards on the table: unblocking a suit"},
	puzzles.LastTrump:  {explain.French: "Cartes sur table : les derniers atouts", explain.English: "All cards on the table: the last trumps"},
	puzzles.Cash:       {explain.French: "Cartes sur table : prendre le pli tout de suite", explain.English: "All cards on the table: taking the trick now"},
	puzzles.Belote:     {explain.French: "Cartes sur table : faire tomber la belote adverse", explain.English: "All cards on the table: bringing down the opponents' belote"},
}

// MotifTitle names motif m for learners.
func MotifTitle(m puzzles.Motif) explain.Text { return motifTitles[m] }

// MotifPoint is the teaching point of a best puzzle told through motif m, in both languages.
func MotifPoint(m puzzles.Motif, p *puzzles.Puzzle, c puzzles.Comparison) explain.Text {
	return bilingual(func(l lang) string { return motifPoint(l, m, p, c) })
}

// story tells one puzzle's motif: the tricks and cards are those of its lines.
type story struct {
	l    lang
	p    *puzzles.Puzzle
	c    puzzles.Comparison
	f    engine.Face
	b, t string // the best and the tempting card, as placeholders
	// first is the deal's number of the current trick (1 to 8).
	first int
}

// motifPoint writes: the motif named, the reason on this position, what the tempting card changes,
// and the two values, with the rules cited.
func motifPoint(l lang, m puzzles.Motif, p *puzzles.Puzzle, c puzzles.Comparison) string {
	f := p.Face()
	s := story{l: l, p: p, c: c, f: f, b: card(c.Best.Card, f), t: card(c.Tempting.Card, f),
		first: 9 - len(p.Hands[engine.South])}
	body := motifTellers[m](s)
	tally := fmt.Sprintf(l.pick(" D'ici la fin, %s rapporte %d points à ton équipe, %s seulement %d",
		" From here to the end, %s brings your team %d points, %s only %d"), s.b, c.Best.Value, s.t, c.Tempting.Value)
	if c.Tempting.Value == 0 {
		tally = fmt.Sprintf(l.pick(" D'ici la fin, %s rapporte %d points à ton équipe, %s aucun",
			" From here to the end, %s brings your team %d points, %s none"), s.b, c.Best.Value, s.t)
	}
	rules := []engine.Rule{engine.W1}
	for _, r := range motifRules[m] {
		if r != engine.W1 {
			rules = append(rules, r)
		}
	}
	return body + "." + s.turn(m) + tally + cite(rules...) + "."
}

var motifTellers = map[puzzles.Motif]func(s story) string{
	puzzles.DixDeDer:   story.dixDeDer,
	puzzles.KeepTen:    story.keepTen,
	puzzles.DrawTrumps: story.drawTrumps,
	puzzles.Charge:     story.charge,
	puzzles.Partner:    story.partner,
	puzzles.Unblock:    story.unblock,
	puzzles.LastTrump:  story.lastTrump,
	puzzles.Cash:       story.cash,
	puzzles.Belote:     story.belote,
}

// trickName names trick i of the lines: "ce pli", "le pli suivant", "le dernier pli", "le 6e pli".
func (s story) trickName(i int) string {
	return s.l.trickName(i, len(s.c.Best.Line), s.first, false)
}

// trickName names trick i of n lines whose trick 0 is the deal's trick first: "ce pli", "le pli
// suivant", "le dernier pli", with lastButOne "l'avant-dernier pli", else "le 6e pli".
func (l lang) trickName(i, n, first int, lastButOne bool) string {
	switch {
	case i == 0:
		return l.pick("ce pli", "this trick")
	case i == n-1:
		return l.pick("le dernier pli", "the last trick")
	case i == 1:
		return l.pick("le pli suivant", "the next trick")
	case lastButOne && i == n-2:
		return l.pick("l'avant-dernier pli", "the last trick but one")
	}
	return fmt.Sprintf(l.pick("le %de pli", "trick %d"), first+i)
}

// who names a seat as the subject of a sentence: "tu", "ton partenaire", "Est".
func (s story) who(seat engine.Seat) string {
	switch seat {
	case engine.South:
		return s.l.pick("tu", "you")
	case engine.North:
		return s.l.pick("ton partenaire", "your partner")
	}
	return seatNames[s.l][seat]
}

// wins says who wins a trick and with what: "Est le prend avec {card}", "tu le prends avec…".
func (s story) wins(tr puzzles.LineTrick) string {
	c := card(tr.WinningCard(), s.f)
	if tr.Winner == engine.South {
		return fmt.Sprintf(s.l.pick("tu le prends avec %s", "you take it with %s"), c)
	}
	return fmt.Sprintf(s.l.pick("%s le prend avec %s", "%s takes it with %s"), s.who(tr.Winner), c)
}

// turn narrates the trick of the tempting line where the wrong card shows what it costs (focus),
// and says what changes there against the best line: the trick goes to the opponents instead of
// North–South, or, won by the same side in both lines, with how many points each time.
func (s story) turn(m puzzles.Motif) string {
	if m == puzzles.Belote {
		return s.beloteTurn()
	}
	d := s.focus(m)
	bt, tr := s.c.Best.Line[d], s.c.Tempting.Line[d]
	if m == puzzles.Unblock && d == 0 && tr.Winner.Team() == engine.EW && bt.Winner.Team() == engine.NS {
		return "" // unblockHead has told this trick: the tempting card loses it
	}
	story := s.l.narrate(s.p.Trump, s.f, tr.Seats, tr.Cards)
	if m == puzzles.Charge {
		// charge tells the trick where the card South kept is lost (focus).
		return fmt.Sprintf(s.l.pick(" Avec %s, tu gardes %s, qui se perd sur %s : %s ; %s.", " With %s you keep %s, which is lost on %s: %s; %s."),
			s.t, s.b, s.trickName(d), story, s.lostTo(tr))
	}
	return s.trickTurn(d, m == puzzles.KeepTen)
}

// trickTurn narrates trick d of the tempting line and says what changes there against the best
// line. plain drops the comparison of the trick's points when the same side wins it in both lines:
// for the 10 the head has shown falling, or the trick a belote card wins, it would suggest that the
// best card saves this trick.
func (s story) trickTurn(d int, plain bool) string {
	bt, tr := s.c.Best.Line[d], s.c.Tempting.Line[d]
	story := s.l.narrate(s.p.Trump, s.f, tr.Seats, tr.Cards)
	if bt.Winner.Team() == engine.NS && tr.Winner.Team() == engine.EW {
		return fmt.Sprintf(s.l.pick(" Avec %s, c'est %s que ton équipe perd : %s ; %s.", " With %s, your side loses %s: %s; %s."),
			s.t, s.trickName(d), story, s.lostTo(tr))
	}
	if plain || bt.Points == tr.Points {
		// The same side wins this trick in both lines: comparing its points would say nothing.
		return fmt.Sprintf(s.l.pick(" Avec %s, regarde %s : %s ; %s (%s).", " With %s, look at %s: %s; %s (%s)."),
			s.t, s.trickName(d), story, s.goesTo(tr.Winner), s.l.points(tr.Points))
	}
	return fmt.Sprintf(s.l.pick(" Avec %s, regarde %s : %s ; %s (%s, contre %s avec %s).", " With %s, look at %s: %s; %s (%s, against %s with %s)."),
		s.t, s.trickName(d), story, s.goesTo(tr.Winner), s.l.points(tr.Points), s.l.points(bt.Points), s.b)
}

// beloteTurn tells the tempting line of a belote puzzle: first the decisive trick, where the lines
// part (puzzles.Comparison.Decisive), then, when it is another one, the richest trick the holder
// wins with the K or Q of trump (what the belote takes in that line).
func (s story) beloteTurn() string {
	sq, _ := puzzles.BroughtDownBelote(s.p, s.c)
	dec, r := s.c.Decisive(), sq.Richest
	out := s.trickTurn(dec, dec == r)
	if r == dec {
		return out
	}
	tr := s.c.Tempting.Line[r]
	when := s.l.pick(" Puis", " Then")
	if r < dec {
		when = s.l.pick(" Avant cela,", " Before that,")
	}
	return out + fmt.Sprintf(s.l.pick("%s %s, une carte de la belote, prend %s : %s ; %s.", "%s %s, one of the belote cards, takes %s: %s; %s."),
		when, s.l.opponentsCard(tr.Winner, tr.WinningCard(), s.f), s.trickName(r), s.l.narrate(s.p.Trump, s.f, tr.Seats, tr.Cards), s.lostTo(tr))
}

// lostTo says that a narrated trick and its points go to the opponent who wins it: "le pli et ses
// 17 points vont à Est".
func (s story) lostTo(tr puzzles.LineTrick) string {
	who := seatNames[s.l][tr.Winner]
	switch tr.Points {
	case 0:
		return fmt.Sprintf(s.l.pick("le pli va à %s", "the trick goes to %s"), who)
	case 1:
		return fmt.Sprintf(s.l.pick("le pli et son point vont à %s", "the trick and its point go to %s"), who)
	}
	return fmt.Sprintf(s.l.pick("le pli et ses %d points vont à %s", "the trick and its %d points go to %s"), tr.Points, who)
}

// points writes a number of points: "0 point", "1 point", "17 points".
func (l lang) points(n int) string {
	if n == 1 || n == 0 && l == fr {
		return fmt.Sprintf("%d point", n)
	}
	return fmt.Sprintf("%d points", n)
}

// goesTo says whose a narrated trick is ("le pli va à Est"): its winning card was just named.
func (s story) goesTo(seat engine.Seat) string {
	switch seat {
	case engine.South:
		return s.l.pick("le pli est à toi", "the trick is yours")
	case engine.North:
		return s.l.pick("le pli va à ton partenaire", "the trick goes to your partner")
	}
	return fmt.Sprintf(s.l.pick("le pli va à %s", "the trick goes to %s"), seatNames[s.l][seat])
}

// focus is the trick of the tempting line that shows motif m: the last trick for the dix de der,
// the one where the 10 falls, the one where the card South could have loaded is lost; else the
// decisive trick (beloteTurn tells the belote's two tricks) (puzzles.Comparison.Decisive), the first that changes sides.
func (s story) focus(m puzzles.Motif) int {
	switch m {
	case puzzles.DixDeDer:
		return len(s.c.Tempting.Line) - 1
	case puzzles.KeepTen:
		tl, _ := puzzles.LostTen(s.p, s.c)
		return tl.Lost
	case puzzles.Charge:
		i, _ := puzzles.KeptCardLost(s.c)
		return i
	}
	return s.c.Decisive()
}

func (s story) dixDeDer() string {
	bl := s.c.Best.Line[len(s.c.Best.Line)-1]
	wc := bl.WinningCard()
	keep := ","
	if bl.Winner == engine.South && wc != s.c.Best.Card && held(s.p, engine.South, wc) {
		keep = fmt.Sprintf(s.l.pick(", tu gardes %s pour la fin et", ", you keep %s for the end and"), card(wc, s.f))
	}
	return fmt.Sprintf(s.l.pick("Le dix de der : avec %s%s ton équipe fait le dernier pli (%s), avec ses 10 points de bonus",
		"The dix de der: with %s%s your side wins the last trick (%s), with its 10 bonus points"),
		s.b, keep, s.wins(bl))
}

func (s story) keepTen() string {
	tl, _ := puzzles.LostTen(s.p, s.c)
	ten := card(tl.Ten, s.f)
	// The ten is named by its placeholder only: in the Spanish face it is the 7 ("le 7 d'oros"),
	// so no "ton 10" nor "ton {card}" (which would read "ton le 7"). turn tells the trick of the
	// tempting line where it falls.
	kept := s.c.Best.Line[tl.Kept]
	// where says what the ten does in the best line, with its subject: "il" after "joue-le", the
	// ten's name after another card's.
	where := fmt.Sprintf(s.l.pick("%%s revient à ton équipe sur %s (%s)", "%%s goes to your side on %s (%s)"), s.trickName(tl.Kept), s.wins(kept))
	if kept.Winner == engine.South && kept.WinningCard() == tl.Ten {
		// The ten wins its own trick: "il revient à ton équipe (tu le prends avec 10♣)" would name
		// it twice.
		where = fmt.Sprintf(s.l.pick("%%s prend lui-même %s", "%%s wins %s itself"), s.trickName(tl.Kept))
	}
	if tl.Ten == s.c.Best.Card {
		return fmt.Sprintf(s.l.pick("Sauve les 10 points de ta carte : joue %s maintenant, ", "Save your 10-point card: play %s now, "), ten) +
			fmt.Sprintf(where, s.l.pick("il", "it"))
	}
	head := fmt.Sprintf(s.l.pick("Sauve les 10 points de ta carte : joue %s et garde %s ; plus tard, ", "Save your 10-point card: play %s and keep %s; later "), s.b, ten)
	if tl.Ten == s.c.Tempting.Card {
		head = fmt.Sprintf(s.l.pick("Sauve les 10 points de ta carte : ne joue pas %s maintenant, joue %s ; plus tard, ",
			"Save your 10-point card: do not play %s now, play %s; later "), ten, s.b)
	}
	return head + fmt.Sprintf(where, ten)
}

func (s story) drawTrumps() string {
	count := ""
	for _, seat := range []engine.Seat{engine.West, engine.East} {
		if ts := engine.SetOf(s.p.Hands[seat]...).Of(s.p.Trump); ts != 0 {
			if count != "" {
				count += s.l.pick(" et ", " and ")
			}
			count += fmt.Sprintf(s.l.pick("%s en a %s (%s)", "%s holds %s (%s)"), seatNames[s.l][seat], s.l.inWords(ts.Len()), s.l.cardList(ts.Cards(), s.f))
		}
	}
	// What the tempting card costs is told by turn (the first trick that changes sides); the
	// reason says what the lead does (puzzles.DrawnTrumps): the opponents' trumps that must follow
	// it (P2) fall, and what is left to them cannot beat North–South's highest trump.
	d, _ := puzzles.DrawnTrumps(s.p, s.c)
	bl := s.c.Best.Line[0]
	var fallen []string
	for i, seat := range bl.Seats {
		if c := bl.Cards[i]; seat.Team() == engine.EW && c.Suit() == s.p.Trump && slices.Contains(d.Pulled, c) {
			fallen = append(fallen, s.l.opponentsCard(seat, c, s.f))
		}
	}
	verb := s.l.pick("tombe", "falls")
	if len(fallen) > 1 {
		verb = s.l.pick("tombent", "fall")
	}
	head := fmt.Sprintf(s.l.pick("Tire les atouts avec %s. Compte ceux des adversaires : %s. ", "Draw trumps (tirer les atouts) with %s. Count the opponents' trumps: %s. "), s.b, count)
	pulled := strings.Join(fallen, s.l.pick(" et ", " and "))
	var body string
	switch {
	case d.Won:
		body = fmt.Sprintf(s.l.pick("Sur %s, %s %s dans le pli de ton équipe (%s)", "On %s, %s %s into your side's trick (%s)"), s.b, pulled, verb, s.wins(bl))
	case len(fallen) > 0:
		body = fmt.Sprintf(s.l.pick("Entame %s même si tu perds ce pli (%s) : %s %s aussi", "Lead %s even though you lose this trick (%s): %s %s too"),
			s.b, s.wins(bl), pulled, verb)
	default:
		// Free: the opponent spends a trump (P2) on a trick where North–South lose no point.
		body = fmt.Sprintf(s.l.pick("Entame %s même si tu perds ce pli : %s, et ton équipe n'y perd aucun point", "Lead %s even though you lose this trick: %s, and your side loses no points in it"),
			s.b, s.wins(bl))
	}
	return head + body + s.drawLeft(d)
}

// drawLeft says what trumps the opponents keep after the draw: none, or only lower ones than
// North–South's highest (puzzles.DrawnTrumps).
func (s story) drawLeft(d puzzles.Draw) string {
	switch {
	case len(d.Left) == 0:
		return s.l.pick(", et il ne leur reste plus d'atout", ", and they have no trump left")
	case d.Won || !d.Cleared:
		return "" // what they keep may be higher: turn tells what the tempting card costs
	case len(d.Left) == 1:
		return fmt.Sprintf(s.l.pick(" ; il ne leur reste que %s, plus faible que %s", "; all they keep is %s, lower than %s"), card(d.Left[0], s.f), card(d.Top, s.f))
	}
	return fmt.Sprintf(s.l.pick(" ; il ne leur reste que %s, plus faibles que %s", "; all they keep is %s, lower than %s"), s.l.cardList(d.Left, s.f), card(d.Top, s.f))
}

// opponentsCard names a card of East's or West's: "{card:10S} d'Ouest", "West's {card:10S}" (the
// English namer drops a Spanish name's article after the possessive, explain.afterDeterminer).
func (l lang) opponentsCard(seat engine.Seat, c engine.Card, f engine.Face) string {
	if l == fr {
		return card(c, f) + " d'" + seatNames[fr][seat] // Est and Ouest both take d'
	}
	return seatNames[en][seat] + "'s " + card(c, f)
}

// inWords writes a small count in words ("un", "deux"; "one", "two"), as a teacher says it.
func (l lang) inWords(n int) string {
	fr := []string{"aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit"}
	en := []string{"none", "one", "two", "three", "four", "five", "six", "seven", "eight"}
	if n < 0 || n >= len(fr) {
		return fmt.Sprint(n)
	}
	return l.pick(fr[n], en[n])
}

// worth says what a card brings: "10 points", "3 points", "rien" (C3).
func (l lang) worth(pts int) string {
	if pts == 0 {
		return l.pick("rien", "nothing")
	}
	return fmt.Sprintf(l.pick("%d points", "%d points"), pts)
}

func (s story) charge() string {
	nc := card(s.c.Best.Line[0].CardOf(engine.North), s.f)
	bp, tp := engine.Points(s.c.Best.Card, s.p.Trump), engine.Points(s.c.Tempting.Card, s.p.Trump)
	only := s.l.pick("seulement ", "only ")
	if tp == 0 {
		only = s.l.pick("ne lui apporte ", "gives ")
	}
	gift := fmt.Sprintf(s.l.pick("%s lui apporte %s, %s %s", "%s gives it %s, %s %s"), upperFirst(s.b), s.l.worth(bp), s.t, only+s.l.worth(tp))
	if len(s.p.Trick) == 0 {
		// South leads: partner has not played, so this is a lead under partner's winner, not
		// "charge-le" (charger is loading a partner who is master, or sure to be).
		return s.leadUnder(nc) + gift
	}
	head := s.l.pick("Ton partenaire est maître avec %s : charge-le. ", "Your partner is master with %s: give their trick your points (charger). ")
	if !engine.ReadTrick(s.p.Trump, s.p.Trick).PartnerMaster {
		head = s.l.pick("Ton partenaire va faire ce pli avec %s : charge-le. ", "Your partner will win this trick with %s: give it your points (charger). ")
	}
	return fmt.Sprintf(head, nc) + gift + s.l.pick(", et le pli est à ton équipe de toute façon", ", and the trick is your side's either way")
}

// leadUnder opens the charge point when South leads: the suit on which partner is sure to win
// the trick (northTakes), "de toute façon" only when partner wins it on every legal lead.
func (s story) leadUnder(nc string) string {
	hand := engine.SetOf(s.p.Hands[engine.South]...)
	suit := s.c.Best.Card.Suit()
	all, inSuit := true, true
	for _, c := range hand.Cards() {
		if !northTakes(s.p, []engine.Card{c}) {
			all = false
			inSuit = inSuit && c.Suit() != suit
		}
	}
	switch {
	case all:
		return fmt.Sprintf(s.l.pick("Quoi que tu entames, ton partenaire fait ce pli (ici avec %s) : entame une carte qui compte. ",
			"Whatever you lead, your partner wins this trick (here with %s): lead a card that counts. "), nc)
	}
	takes := s.l.pick("ton partenaire fait le pli avec %s", "your partner wins the trick with %s")
	if s.c.Best.Line[0].WinningCard().Suit() == s.p.Trump && suit != s.p.Trump {
		takes = s.l.pick("ton partenaire coupe avec %s et fait le pli", "your partner ruffs with %s and wins the trick")
	}
	takes = fmt.Sprintf(takes, nc)
	if inSuit {
		return fmt.Sprintf(s.l.pick("Sur une entame à %s, %s : entame la carte qui compte. ",
			"On a %s lead, %s: lead the card that counts. "), suitName(s.l, suit, s.f), takes)
	}
	return fmt.Sprintf(s.l.pick("Sur %s, %s : c'est la carte qui compte. ", "On %s, %s: that is the card that counts. "), s.b, takes)
}

// northTakes reports whether North is sure to win the trick in progress whatever East and West
// play (§3 legal cards, W1): North has a card for every card of the opponent before it that wins
// against every card of the opponent after it. South has played its last card of the trick.
func northTakes(p *puzzles.Puzzle, trick []engine.Card) bool {
	if len(trick) == 4 {
		return p.Variant.Direction.Nth(p.Leader, engine.Winner(p.Trump, trick)) == engine.North
	}
	seat := p.Variant.Direction.Nth(p.Leader, len(trick))
	legal, _ := p.Variant.Legal(p.Trump, engine.SetOf(p.Hands[seat]...), trick)
	for _, c := range legal.Cards() {
		next := append(slices.Clip(trick), c)
		if takes := northTakes(p, next); takes == (seat == engine.North) {
			return takes // North found a winning card, or an opponent a card that beats North
		}
	}
	return seat != engine.North // an opponent found no card that beats North, or North none that wins
}

func (s story) partner() string {
	st := engine.ReadTrick(s.p.Trump, s.p.Trick)
	head := fmt.Sprintf(s.l.pick("Ton partenaire est maître avec %s : ne lui prends pas le pli. Joue %s et laisse-le gagner",
		"Your partner is master with %s: do not take the trick from them. Play %s and let them win"), card(st.MasterCard, s.f), s.b)
	if bp := engine.Points(s.c.Best.Card, s.p.Trump); bp > engine.Points(s.c.Tempting.Card, s.p.Trump) {
		head += fmt.Sprintf(s.l.pick(" : tu le charges de %d points au passage", ": you give their trick %d points on the way"), bp)
	}
	// The detector has South win the trick with the tempting card, so South leads next: that is
	// always true; a later trick the kept card wins is said only when the best line shows it.
	reason := s.l.pick(" ; %s prendrait le pli à ton partenaire, et c'est toi qui devrais entamer ensuite",
		"; %s would take the trick from your partner, and you would have to lead next")
	if s.c.Tempting.Card.Suit() == s.p.Trump && engine.SetOf(s.p.Hands[engine.South]...).Of(st.Led) == 0 {
		reason = s.l.pick(" ; couper avec %s ne gagnerait rien : tu prendrais la main à ton partenaire, et c'est toi qui devrais entamer ensuite",
			"; ruffing with %s would gain nothing: you would take the lead from your partner and have to lead next")
	}
	reason = fmt.Sprintf(reason, s.t)
	for i, tr := range s.c.Best.Line {
		if i > 0 && tr.Winner == engine.South && tr.WinningCard() == s.c.Tempting.Card {
			reason += fmt.Sprintf(s.l.pick(", alors qu'avec %s, %s fait %s", ", while with %s, %s wins %s"), s.b, s.t, s.trickName(i))
		}
	}
	return head + reason
}

func (s story) unblock() string {
	suit := s.c.Best.Card.Suit()
	// North's tricks in the suit are counted over the whole lines, as the detector counts them.
	nb := puzzles.NorthWinsIn(s.c.Best.Line, suit)
	var winners []engine.Card
	then := s.l.pick(" ensuite", " then")
	for i, tr := range s.c.Best.Line {
		if tr.Winner == engine.North && tr.Cards[0].Suit() == suit && tr.WinningCard().Suit() == suit {
			winners = append(winners, tr.WinningCard())
			if i == 0 {
				then = ""
			}
		}
	}
	at := puzzles.Blocks(s.c.Tempting.Line[1:], s.c.Best.Card) + 1
	blocked := s.c.Tempting.Line[at]
	// No count of North's tricks in the suit for the tempting line: that North makes fewer there
	// does not say where the points go (North's high card may still fall into a trick of South's);
	// turn tells the trick that changes sides.
	return s.unblockHead() + fmt.Sprintf(s.l.pick(" Ton partenaire fait%s %s à %s (avec %s). Avec %s, tu garderais %s, qui prendrait %s, où ton partenaire joue %s",
		" Your partner%s wins %s in %s (with %s). With %s you would keep %s, which would win %s, where your partner plays %s"),
		then, s.tricks(nb), suitName(s.l, suit, s.f), s.l.cardList(winners, s.f), s.t, s.b, s.trickName(at), card(blocked.CardOf(engine.North), s.f))
}

// unblockHead opens the unblocking point. When the tempting card already loses the current trick
// to the opponents and the best card wins it for North–South, that is said first: it is what a
// learner sees at once, and the unblocking comes on top of it.
func (s story) unblockHead() string {
	bl, tl := s.c.Best.Line[0], s.c.Tempting.Line[0]
	if tl.Winner.Team() != engine.EW || bl.Winner.Team() != engine.NS {
		return fmt.Sprintf(s.l.pick("Débloque la couleur : joue %s tout de suite.", "Unblock the suit: play %s at once."), s.b)
	}
	head := fmt.Sprintf(s.l.pick("%s perd ce pli : %s. ", "%s loses this trick: %s. "), upperFirst(s.t), s.wins(tl))
	if bl.Winner == engine.South && bl.WinningCard() == s.c.Best.Card {
		return head + fmt.Sprintf(s.l.pick("Joue plutôt %s : le pli est à toi, et la couleur est débloquée.",
			"Play %s instead: the trick is yours, and the suit is unblocked."), s.b)
	}
	return head + fmt.Sprintf(s.l.pick("Joue plutôt %s : %s, et la couleur est débloquée.",
		"Play %s instead: %s, and the suit is unblocked."), s.b, s.wins(bl))
}

// tricks counts tricks in words: "aucun pli", "1 pli", "2 plis".
func (s story) tricks(n int) string {
	switch n {
	case 0:
		return s.l.pick("aucun pli", "no trick")
	case 1:
		return s.l.pick("un pli", "one trick")
	}
	return fmt.Sprintf(s.l.pick("%d plis", "%d tricks"), n)
}

func (s story) lastTrump() string {
	trumps := engine.SetOf(s.p.Hands[engine.South]...).Of(s.p.Trump)
	list := s.l.cardList(trumps.Cards(), s.f)
	if s.c.Best.Card.Suit() != s.p.Trump {
		// Only South holds trumps, so each one South plays wins its trick, now or later: what
		// the tempting trump changes is who leads after it (turn tells the trick that costs).
		keep := s.l.pick("Tu as les derniers atouts (%s) : personne ne peut plus les battre, ils feront leurs plis plus tard. ",
			"You hold the last trumps (%s): nobody can beat them any more, they will make their tricks later. ")
		if trumps.Len() == 1 {
			keep = s.l.pick("Tu as le dernier atout (%s) : personne ne peut plus le battre, il fera son pli plus tard. ",
				"You hold the last trump (%s): nobody can beat it any more, it will make its trick later. ")
		}
		play := s.l.pick("Joue %s", "Play %s")
		if s.c.Best.Line[0].Winner == engine.North && len(s.p.Trick) > 0 && engine.Points(s.c.Best.Card, s.p.Trump) >= chargeFloor {
			// partner's trick, and an ace or a 10: a charge (charger), not a discard
			play = s.l.pick("Charge le pli de ton partenaire avec %s", "Give %s to your partner's trick")
		}
		keep += play
		now := fmt.Sprintf(s.l.pick(" ; si tu joues %s maintenant, tu prends ce pli (%s), mais c'est toi qui dois entamer ensuite",
			"; play %s now and you take this trick (%s), but then you must lead"), s.t, s.l.points(s.c.Tempting.Line[0].Points))
		if s.c.Best.Line[0].Winner == engine.North && len(s.p.Trick) > 0 {
			now = fmt.Sprintf(s.l.pick(" ; si tu joues %s maintenant, tu coupes un pli que ton partenaire fait déjà, et c'est toi qui dois entamer ensuite",
				"; play %s now and you ruff a trick your partner wins anyway, and then you must lead"), s.t)
		}
		return fmt.Sprintf(keep, list, s.b) + s.ruffLater() + now
	}
	now := s.l.pick("Tu as les derniers atouts (%s) : c'est le moment d'en jouer un. ", "You hold the last trumps (%s): now is the time to play one. ")
	if trumps.Len() == 1 {
		now = s.l.pick("Tu as le dernier atout (%s) : c'est le moment de le jouer. ", "You hold the last trump (%s): now is the time to play it. ")
	}
	took := fmt.Sprintf(s.l.pick("%s prend ce pli (%s)", "%s takes this trick (%s)"), upperFirst(s.b), s.l.points(s.c.Best.Line[0].Points))
	if s.c.Decisive() == 0 {
		return fmt.Sprintf(now, list) + took // turn tells this trick of the tempting line
	}
	return fmt.Sprintf(now, list) + took + fmt.Sprintf(s.l.pick(" ; avec %s, %s", "; with %s, %s"), s.t, s.wins(s.c.Tempting.Line[0]))
}

// ruffLater tells the plan of keeping the last trumps: the first later trick of the best line
// that an opponent leads in a plain suit and South ruffs ("; sur le dernier pli, Est entame
// {card:8D} et tu coupes avec {card:QH}"); nothing when the line shows none.
func (s story) ruffLater() string {
	for i, tr := range s.c.Best.Line {
		if i > 0 && len(tr.Cards) == 4 && tr.Leader.Team() == engine.EW && tr.Winner == engine.South &&
			tr.Cards[0].Suit() != s.p.Trump && tr.WinningCard().Suit() == s.p.Trump {
			return fmt.Sprintf(s.l.pick(" : sur %s, %s entame %s et tu coupes avec %s", ": on %s, %s leads %s and you ruff with %s"),
				s.trickName(i), s.who(tr.Leader), card(tr.Cards[0], s.f), card(tr.WinningCard(), s.f))
		}
	}
	return ""
}

func (s story) cash() string {
	bl := s.c.Best.Line[0]
	verb := s.l.pick("Prends ce pli tout de suite", "Take this trick now")
	take := s.wins(bl)
	switch {
	case len(s.p.Trick) == 0 && bl.Winner == engine.North:
		// South leads and partner wins: the best card is no winner of South's, it is a lead for
		// partner's card, or into partner's ruff.
		verb, take = s.forPartner(bl)
	case len(s.p.Trick) == 0:
		verb = s.l.pick("Encaisse ta carte maîtresse", "Cash your winner")
	case s.c.Best.Card.Suit() == s.p.Trump && s.p.Trick[0].Suit() != s.p.Trump && s.c.Tempting.Card.Suit() != s.p.Trump:
		// South has none of the suit led (P3) and the tempting card is a discard
		verb = s.l.pick("Coupe tout de suite", "Ruff at once")
	}
	if bl.WinningCard() == s.c.Best.Card {
		take = s.l.pick("le pli est à toi", "the trick is yours")
	}
	// turn tells the trick of the tempting line that North–South lose instead (the decisive one,
	// this trick: the detector has the tempting card lose it), with its own points: those of the
	// best card's trick would count South's own card, which the tempting line keeps.
	return fmt.Sprintf(s.l.pick("%s : avec %s, %s (%s)", "%s: with %s, %s (%s)"), verb, s.b, take, s.l.points(bl.Points))
}

// forPartner words a lead that partner wins: "Fais couper ton partenaire" when North ruffs it
// (couper), else "Joue pour ton partenaire": partner's card, not South's, takes the trick.
func (s story) forPartner(bl puzzles.LineTrick) (verb, take string) {
	w := card(bl.WinningCard(), s.f)
	if bl.WinningCard().Suit() == s.p.Trump && bl.Cards[0].Suit() != s.p.Trump {
		return s.l.pick("Fais couper ton partenaire", "Let your partner ruff"),
			fmt.Sprintf(s.l.pick("il coupe avec %s", "they ruff with %s"), w)
	}
	return s.l.pick("Joue pour ton partenaire", "Lead towards your partner"),
		fmt.Sprintf(s.l.pick("il prend le pli avec %s", "they win the trick with %s"), w)
}

// belote tells how an opponent's belote is brought down. The solver's values count trick points only
// (C3, K1), and rightly so here: the holder plays both cards before the end in either line, so the
// 20 stay with the holder's team whatever South plays (B1, B3). The point says so, and teaches what
// does change: where the K and Q of trump fall, and the trick one of them takes in the tempting line.
func (s story) belote() string {
	sq, _ := puzzles.BroughtDownBelote(s.p, s.c)
	holder := seatNames[s.l][sq.Holder]
	pair := []engine.Card{engine.NewCard(engine.King, s.p.Trump), engine.NewCard(engine.Queen, s.p.Trump)}
	head := fmt.Sprintf(s.l.pick("Fais tomber la belote : %s a %s. Les 20 points de la belote lui restent quoi que tu joues, car il jouera ces deux cartes avant la fin ; ce que tu peux gagner, ce sont ces deux atouts et les plis qu'ils feraient",
		"Bring down the belote: %s holds %s. The belote's 20 points stay with them whatever you play, since they will play both cards before the end; what you can win is those two trumps and the tricks they would take"),
		holder, s.l.cardList(pair, s.f))
	fallen := make([]engine.Card, len(sq.Fallen))
	where := make([]string, len(sq.Fallen))
	for i, at := range sq.Fallen {
		fallen[i], where[i] = s.c.Best.Line[at].CardOf(sq.Holder), s.trickName(at)
	}
	verb := s.l.pick("tombe sur %s, que ton équipe gagne", "falls on %s, which your side wins")
	if len(fallen) > 1 {
		verb = s.l.pick("tombent sur %s, que ton équipe gagne", "fall on %s, which your side wins")
	}
	return head + fmt.Sprintf(s.l.pick(". Avec %s, %s ", ". With %s, %s "), s.b, s.l.cardList(fallen, s.f)) +
		fmt.Sprintf(verb, strings.Join(where, s.l.pick(" et ", " and ")))
}

// held reports whether seat holds card c now.
func held(p *puzzles.Puzzle, seat engine.Seat, c engine.Card) bool {
	return engine.SetOf(p.Hands[seat]...).Has(c)
}
