package gen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles"
)

// The words of a contract point that say why (contract.go): which hidden cards single out the
// failing layout it shows, and, when no seat motif holds, what the safe card keeps or gives in it.

// fact is one thing about the cards South cannot see: seat holds card (has) or does not, or, with
// card NoCard, seat holds no card of suit.
type fact struct {
	seat engine.Seat
	card engine.Card
	suit engine.Suit
	has  bool
}

// in reports whether the fact is true of a layout's hands.
func (x fact) in(h [4]engine.Set) bool {
	if x.card == engine.NoCard {
		return h[x.seat].Of(x.suit) == 0
	}
	return h[x.seat].Has(x.card) == x.has
}

// maxFacts bounds the facts a condition is searched with exhaustively.
const maxFacts = 4

// separating returns the fewest facts, true of the failing layout fail, such that every
// consistent layout where they all hold is one where the tempting and the safe card bring what
// they bring in fail (the figures the point gives hold in each of them). A fact true in every
// layout (a card South knows: announced, the belote's, shown by a void) is never one. Among
// conditions of the same size, the one with the fewest negative facts, then the fewest seats,
// wins. When no condition of maxFacts facts does, the unknown cards of fail are the condition.
func separating(pos *evaluate.Position, fail [4]engine.Set, layouts []puzzles.GoalLayout, best, tempting engine.Card) []fact {
	failIdx := -1
	for i, lv := range layouts {
		if lv.Hands == fail {
			failIdx = i
		}
	}
	if failIdx < 0 {
		return nil
	}
	vb, vt := layouts[failIdx].Values[best], layouts[failIdx].Values[tempting]
	want := newBits(len(layouts))
	for i, lv := range layouts {
		if lv.Values[best] == vb && lv.Values[tempting] == vt {
			want.set(i)
		}
	}
	facts, sets := candidateFacts(pos, fail, layouts)
	var out []fact
	bestScore := [3]int{1 << 30}
	idx := make([]int, 0, maxFacts)
	var walk func(start int, acc bits)
	walk = func(start int, acc bits) {
		if len(idx) > 0 && acc.within(want) {
			if sc := score(facts, idx); less(sc, bestScore) {
				bestScore, out = sc, pick(facts, idx)
			}
			return
		}
		if len(idx) == maxFacts {
			return
		}
		for i := start; i < len(facts); i++ {
			idx = append(idx, i)
			walk(i+1, acc.and(sets[i]))
			idx = idx[:len(idx)-1]
		}
	}
	walk(0, allBits(len(layouts)))
	if out != nil {
		return out
	}
	for _, x := range facts {
		if x.has {
			out = append(out, x)
		}
	}
	return out
}

// candidateFacts lists the facts of fail that some consistent layout breaks, with the layouts
// each holds in: for North, East and West, each unseen card they hold or not, and each suit they
// hold none of; the cards they hold first.
func candidateFacts(pos *evaluate.Position, fail [4]engine.Set, layouts []puzzles.GoalLayout) ([]fact, []bits) {
	var all []fact
	for _, has := range []bool{true, false} {
		for _, seat := range []engine.Seat{engine.East, engine.West, engine.North} {
			for _, c := range pos.Unseen().Cards() {
				if fail[seat].Has(c) == has {
					all = append(all, fact{seat: seat, card: c, has: has})
				}
			}
		}
	}
	for _, seat := range []engine.Seat{engine.East, engine.West, engine.North} {
		for _, su := range engine.Suits {
			if fail[seat].Of(su) == 0 {
				all = append(all, fact{seat: seat, card: engine.NoCard, suit: su})
			}
		}
	}
	var facts []fact
	var sets []bits
	for _, x := range all {
		b := newBits(len(layouts))
		for i, lv := range layouts {
			if x.in(lv.Hands) {
				b.set(i)
			}
		}
		if b.count() < len(layouts) {
			facts, sets = append(facts, x), append(sets, b)
		}
	}
	return facts, sets
}

// score ranks a condition: its size, its negative facts, its seats (lower is better).
func score(facts []fact, idx []int) [3]int {
	seats := map[engine.Seat]bool{}
	neg := 0
	for _, i := range idx {
		seats[facts[i].seat] = true
		if !facts[i].has {
			neg++
		}
	}
	return [3]int{len(idx), neg, len(seats)}
}

func less(a, b [3]int) bool { return slices.Compare(a[:], b[:]) < 0 }

func pick(facts []fact, idx []int) []fact {
	out := make([]fact, len(idx))
	for i, j := range idx {
		out[i] = facts[j]
	}
	return out
}

// bits is a set of layouts, by index.
type bits []uint64

func newBits(n int) bits { return make(bits, (n+63)/64) }

func allBits(n int) bits {
	b := newBits(n)
	for i := range n {
		b.set(i)
	}
	return b
}

func (b bits) set(i int) { b[i/64] |= 1 << (i % 64) }

func (b bits) and(o bits) bits {
	out := make(bits, len(b))
	for i := range b {
		out[i] = b[i] & o[i]
	}
	return out
}

// within reports whether every layout of b is in o.
func (b bits) within(o bits) bool {
	for i := range b {
		if b[i]&^o[i] != 0 {
			return false
		}
	}
	return true
}

func (b bits) count() int {
	n := 0
	for _, w := range b {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// condition words the facts that single out the failing layout: "Si Ouest a 9♥ et D♦",
// "Si ton partenaire n'a ni trèfle ♣ ni 10♥"; "Dans une répartition comme celle-ci" when there is
// none to say.
func (s contractStory) condition() string {
	l := s.l
	var parts []string
	for _, seat := range []engine.Seat{engine.East, engine.West, engine.North} {
		if p := s.seatFacts(seat); p != "" {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 {
		return l.pick("Dans une répartition comme celle-ci", "In a layout like this one")
	}
	last := len(parts) - 1
	if last == 0 {
		return l.pick("Si ", "If ") + parts[0]
	}
	return l.pick("Si ", "If ") + strings.Join(parts[:last], ", ") + l.pick(" et ", " and ") + parts[last]
}

// seatFacts words the facts of one seat: "Ouest a 9♥ et D♦", "Est n'a pas 10♥", "ton partenaire
// n'a ni trèfle ♣ ni 10♥", "Est a 9♥ mais pas D♦"; "" when there are none.
func (s contractStory) seatFacts(seat engine.Seat) string {
	l := s.l
	var has []engine.Card
	var not []string
	var noSuit []engine.Suit
	for _, x := range s.why.when {
		switch {
		case x.seat != seat:
		case x.has:
			has = append(has, x.card)
		case x.card == engine.NoCard:
			not, noSuit = append(not, suitName(l, x.suit, s.f)), append(noSuit, x.suit)
		default:
			not = append(not, article(l, x.card, s.f)+card(x.card, s.f))
		}
	}
	who := seatNames[l][seat]
	if seat == engine.North {
		who = l.pick("ton partenaire", "your partner")
	}
	var lacks string
	switch {
	case len(not) == 1 && len(noSuit) == 1:
		lacks = fmt.Sprintf(l.pick("n'a pas %s", "holds no %s"), l.pick(deSuit(l, noSuit[0], s.f), not[0]))
	case len(not) == 1:
		lacks = fmt.Sprintf(l.pick("n'a pas %s", "does not hold %s"), not[0])
	case len(not) > 1:
		lacks = l.pick("n'a ni ", "holds neither ") + strings.Join(not, l.pick(" ni ", " nor "))
	}
	switch {
	case len(has) == 0 && len(not) == 0:
		return ""
	case len(not) == 0:
		return fmt.Sprintf(l.pick("%s a %s", "%s holds %s"), who, l.cardList(has, s.f))
	case len(has) == 0:
		return who + " " + lacks
	}
	return fmt.Sprintf(l.pick("%s a %s mais pas %s", "%s holds %s but not %s"), who, l.cardList(has, s.f), strings.Join(not, l.pick(" ni ", " nor ")))
}

// reason says what the safe card keeps or gives in the failing layout, from the two lines there,
// at the trick where they part (puzzles.Comparison.Decisive), in the first form that fits:
//   - the tempting card, played now, leaves an opponent's lower card of its suit master, and that
//     card wins the trick ("Si tu joues A♠ maintenant, 10♠ d'Est devient maître…");
//   - the two lines give the lead of that trick to different sides ("c'est toi qui entames…");
//   - the safe card keeps the tempting one for a later trick that it takes;
//   - the safe card keeps another card of South's that takes that trick, and that the tempting
//     line loses in an opponent's trick;
//   - else who takes the trick, and with how many points, in each line.
//
// "" when the lines are unknown.
func (s contractStory) reason() string {
	c := s.why.lines
	if len(c.Best.Line) == 0 || len(c.Best.Line) != len(c.Tempting.Line) {
		return ""
	}
	i := c.Decisive()
	for _, f := range []func(int) string{s.leftMaster, s.lead, s.keptTempting, s.keptOther} {
		if r := f(i); r != "" {
			return r
		}
	}
	return s.takes(i)
}

// leftMaster: the tempting line's trick i is won by an opponent with a card of the tempting card's
// suit that it beats; in the safe line that card wins no trick and the tempting card falls in a
// trick North–South take.
func (s contractStory) leftMaster(i int) string {
	l, c, trump := s.l, s.why.lines, s.p.Trump
	tr := c.Tempting.Line[i]
	x := tr.WinningCard()
	if tr.Winner.Team() != engine.EW || x.Suit() != s.tempting.Suit() || engine.Strength(x, trump) > engine.Strength(s.tempting, trump) {
		return ""
	}
	for _, bt := range c.Best.Line {
		if bt.WinningCard() == x || slices.Contains(bt.Cards, s.tempting) && bt.Winner.Team() != engine.NS {
			return ""
		}
	}
	return fmt.Sprintf(l.pick("si tu joues %s maintenant, %s devient maître et gagne %s (%s) ; avec %s, tu gardes %s, plus fort",
		"if you play %s now, %s becomes master and wins %s (%s); with %s you keep %s, which is higher"),
		card(s.tempting, s.f), l.opponentsCard(tr.Winner, x, s.f), s.trickName(i), l.points(tr.Points), card(s.best, s.f), card(s.tempting, s.f))
}

// lead: the two lines give the lead of trick i to different seats, not both opponents, and the
// trick goes to North–South only when the safe line's seat leads it.
func (s contractStory) lead(i int) string {
	l, c := s.l, s.why.lines
	bt, tt := c.Best.Line[i], c.Tempting.Line[i]
	if i == 0 || bt.Leader == tt.Leader || bt.Leader.Team() == engine.EW && tt.Leader.Team() == engine.EW ||
		bt.Winner.Team() != engine.NS || tt.Winner.Team() != engine.EW {
		return ""
	}
	return fmt.Sprintf(l.pick("avec %s, %s %s, et %s (%s) ; avec %s, %s, et %s (%s)",
		"with %s, %s %s, and %s (%s); with %s, %s, and %s (%s)"),
		card(s.tempting, s.f), s.leads(tt.Leader, false), s.trickName(i), s.wins(tt), l.points(tt.Points),
		card(s.best, s.f), s.leads(bt.Leader, true), s.wins(bt), l.points(bt.Points))
}

// keptTempting: in the safe line, South takes a later trick with the tempting card.
func (s contractStory) keptTempting(i int) string {
	l, c := s.l, s.why.lines
	tt := c.Tempting.Line[i]
	if tt.Winner.Team() != engine.EW || c.Tempting.Line[0].WinningCard() == s.tempting {
		return ""
	}
	for k, bt := range c.Best.Line {
		if k > 0 && bt.Winner == engine.South && bt.WinningCard() == s.tempting {
			return fmt.Sprintf(l.pick("avec %s, tu gardes %s pour %s, que tu prends (%s) ; avec %s maintenant, %s (%s)",
				"with %s you keep %s for %s, which you take (%s); with %s now, %s (%s)"),
				card(s.best, s.f), card(s.tempting, s.f), s.trickName(k), l.points(bt.Points), card(s.tempting, s.f), s.winsNamed(tt, i), l.points(tt.Points))
		}
	}
	return ""
}

// keptOther: in the safe line South takes trick i with a card z it kept (neither card compared);
// in the tempting line z falls in a trick the opponents take.
func (s contractStory) keptOther(i int) string {
	l, c := s.l, s.why.lines
	bt := c.Best.Line[i]
	z := bt.WinningCard()
	if bt.Winner != engine.South || z == s.best || z == s.tempting {
		return ""
	}
	for j, tt := range c.Tempting.Line {
		if slices.Contains(tt.Cards, z) && tt.Winner.Team() == engine.EW {
			return fmt.Sprintf(l.pick("avec %s, tu gardes %s pour %s, que tu prends (%s) ; avec %s, %s tombe %s, pris par %s",
				"with %s you keep %s for %s, which you take (%s); with %s, %s falls %s, won by %s"),
				card(s.best, s.f), card(z, s.f), s.trickName(i), l.points(bt.Points), card(s.tempting, s.f), card(z, s.f), s.trickAt(j), seatNames[l][tt.Winner])
		}
	}
	return ""
}

// takes says who takes trick i in each line, and with how many points; when the tempting line
// loses trick i and the safe card falls later in an opponent's trick, that too.
func (s contractStory) takes(i int) string {
	l, c := s.l, s.why.lines
	bt, tt := c.Best.Line[i], c.Tempting.Line[i]
	switch {
	case bt.Winner.Team() == engine.NS && tt.Winner.Team() == engine.EW:
		then := ""
		for j := i + 1; j < len(c.Tempting.Line); j++ {
			if t := c.Tempting.Line[j]; slices.Contains(t.Cards, s.best) && t.Winner.Team() == engine.EW {
				then = fmt.Sprintf(l.pick(", puis %s tombe %s, pris par %s", ", then %s falls %s, won by %s"), card(s.best, s.f), s.trickAt(j), seatNames[l][t.Winner])
			}
		}
		return fmt.Sprintf(l.pick("avec %s, %s (%s)%s ; avec %s, %s (%s)", "with %s, %s (%s)%s; with %s, %s (%s)"),
			card(s.tempting, s.f), s.winsNamed(tt, i), l.points(tt.Points), then, card(s.best, s.f), s.winsNamed(bt, i), l.points(bt.Points))
	case bt.Winner.Team() == engine.EW && tt.Winner.Team() == engine.EW && tt.Points > bt.Points && slices.Contains(tt.Cards, s.tempting):
		return fmt.Sprintf(l.pick("avec %s, %s, et %s y tombe (%s) ; avec %s, %s", "with %s, %s, and %s falls in it (%s); with %s, %s"),
			card(s.tempting, s.f), s.winsNamed(tt, i), card(s.tempting, s.f), l.points(tt.Points), card(s.best, s.f),
			fmt.Sprintf(l.pick("il n'en prend que %d", "they take only %d"), bt.Points))
	case bt.Winner.Team() == engine.NS && tt.Winner.Team() == engine.NS && bt.Points > tt.Points:
		return fmt.Sprintf(l.pick("avec %s, %s (%s) ; avec %s, seulement %s", "with %s, %s (%s); with %s, only %s"),
			card(s.best, s.f), s.winsNamed(bt, i), l.points(bt.Points), card(s.tempting, s.f), l.points(tt.Points))
	}
	return ""
}

// trickName names trick i of the lines: "ce pli", "le pli suivant", "l'avant-dernier pli", "le
// dernier pli".
func (s contractStory) trickName(i int) string {
	return s.l.trickName(i, len(s.why.lines.Best.Line), len(s.p.Seen.History)+1, true)
}

// trickAt is trickName after "tombe": "dans ce pli", "au pli suivant", "à l'avant-dernier pli".
func (s contractStory) trickAt(i int) string {
	n := s.trickName(i)
	if s.l != fr {
		return "on " + n
	}
	switch {
	case i == 0:
		return "dans " + n
	case strings.HasPrefix(n, "le "):
		return "au " + strings.TrimPrefix(n, "le ")
	}
	return "à " + n
}

// leads: "c'est toi qui entames", "c'est Ouest qui entame"; "you lead", "West leads"; with it,
// the trick just named: "c'est Ouest qui l'entame", "West leads it".
func (s contractStory) leads(seat engine.Seat, it bool) string {
	who := map[engine.Seat][2]string{engine.South: {"c'est toi qui %sentames", "you lead%s"}, engine.North: {"c'est ton partenaire qui %sentame", "your partner leads%s"}}
	f, ok := who[seat]
	if !ok {
		f = [2]string{"c'est " + seatNames[fr][seat] + " qui %sentame", seatNames[en][seat] + " leads%s"}
	}
	if it {
		return fmt.Sprintf(s.l.pick(f[0], f[1]), s.l.pick("l'", " it"))
	}
	return fmt.Sprintf(s.l.pick(f[0], f[1]), "")
}

// wins: "Ouest le prend avec A♣", "tu le prends avec A♦".
func (s contractStory) wins(tr puzzles.LineTrick) string {
	c := card(tr.WinningCard(), s.f)
	switch tr.Winner {
	case engine.South:
		return fmt.Sprintf(s.l.pick("tu le prends avec %s", "you take it with %s"), c)
	case engine.North:
		return fmt.Sprintf(s.l.pick("ton partenaire le prend avec %s", "your partner takes it with %s"), c)
	}
	if w := tr.WinningCard(); w.Suit() == s.p.Trump && tr.Cards[0].Suit() != s.p.Trump {
		return fmt.Sprintf(s.l.pick("%s le coupe avec %s", "%s ruffs it with %s"), seatNames[s.l][tr.Winner], c)
	}
	return fmt.Sprintf(s.l.pick("%s le prend avec %s", "%s takes it with %s"), seatNames[s.l][tr.Winner], c)
}

// winsNamed: "Ouest prend le dernier pli avec R♦", "tu prends ce pli avec A♥".
func (s contractStory) winsNamed(tr puzzles.LineTrick, i int) string {
	c, n := card(tr.WinningCard(), s.f), s.trickName(i)
	switch tr.Winner {
	case engine.South:
		return fmt.Sprintf(s.l.pick("tu prends %s avec %s", "you take %s with %s"), n, c)
	case engine.North:
		return fmt.Sprintf(s.l.pick("ton partenaire prend %s avec %s", "your partner takes %s with %s"), n, c)
	}
	if w := tr.WinningCard(); w.Suit() == s.p.Trump && tr.Cards[0].Suit() != s.p.Trump {
		return fmt.Sprintf(s.l.pick("%s coupe %s avec %s", "%s ruffs %s with %s"), seatNames[s.l][tr.Winner], n, c)
	}
	return fmt.Sprintf(s.l.pick("%s prend %s avec %s", "%s takes %s with %s"), seatNames[s.l][tr.Winner], n, c)
}

// article is the French article before a card of the French deck in a sentence ("n'a pas le
// 10♥", "la D♠", "l'A♠"); none in English, nor in the Spanish deck, whose names carry theirs.
func article(l lang, c engine.Card, f engine.Face) string {
	switch {
	case l != fr || f == engine.Spanish:
		return ""
	case c.Rank() == engine.Queen:
		return "la "
	case c.Rank() == engine.Ace:
		return "l'"
	}
	return "le "
}
