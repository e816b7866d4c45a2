package gen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// The sentences of a hidden-hand point that give South a fact it can check from what it sees:
// why a card is master (which higher cards fell, on which trick), how many trumps are out and who
// is known to hold them or shown to have none (from which trick), and why a seat must hold a
// trump (the count). A verdict without such a fact is only the solver's word.
// onTrick writes trick i of the position: "au 2e pli", "on trick 2"; "dans ce pli", "in this
// trick" for the trick in progress.
func (s seatStory) onTrick(i int) string {
	if i >= len(s.pos.History) {
		return s.l.pick("dans ce pli", "in this trick")
	}
	return s.l.trickNth(i + 1)
}

// trickNth writes trick n (from 1): "au 1er pli", "au 3e pli"; "on trick 3".
func (l lang) trickNth(n int) string {
	if n == 1 {
		return l.pick("au 1er pli", "on trick 1")
	}
	return l.pick(fmt.Sprintf("au %de pli", n), fmt.Sprintf("on trick %d", n))
}

// masterWhy says why c is master of its suit as South sees it (seen.IsMaster): no card of the
// suit outranks it, or the ones that do fell on named tricks or are South's.
func (s seatStory) masterWhy(c engine.Card) string {
	l, trump := s.l, c.Suit() == s.pos.Trump
	var fell, mine []engine.Card
	var where []string
	for _, x := range seen.Higher(s.pos, c) {
		if i, ok := seen.FellOn(s.pos, x); ok {
			fell = append(fell, x)
			where = append(where, card(x, s.f)+" "+s.onTrick(i))
		} else if s.pos.Hand.Has(x) {
			mine = append(mine, x)
		}
	}
	slices.SortStableFunc(fell, func(a, b engine.Card) int { return mustFell(s.pos, a) - mustFell(s.pos, b) })
	// Cards that fell on the same trick are named together: "6 et 10 d'oros au 4e pli".
	where = where[:0]
	for i := 0; i < len(fell); {
		j := i + 1
		for j < len(fell) && mustFell(s.pos, fell[j]) == mustFell(s.pos, fell[i]) {
			j++
		}
		where = append(where, l.cardList(fell[i:j], s.f)+" "+s.onTrick(mustFell(s.pos, fell[i])))
		i = j
	}
	var parts []string
	switch {
	case len(fell)+len(mine) > 2 && s.pos.Unseen().Of(c.Suit()) == 0:
		// A long list says less than the fact it proves: the suit is out of play.
		return l.pick(pickG(trump, "tous les autres atouts sont tombés ou sont dans ta main", "toutes les autres cartes de la couleur sont tombées ou sont dans ta main"),
			pickG(trump, "every other trump has gone or is in your hand", "every other card of the suit has gone or is in your hand"))
	case len(fell) == 0 && len(mine) == 0:
		return l.pick(pickG(trump, "aucun atout n'est plus fort", "aucune carte de la couleur n'est plus forte"),
			pickG(trump, "no trump is higher", "no card of the suit is higher"))
	case len(fell) == 1 && len(mine) == 0:
		return fmt.Sprintf(l.pick(pickG(trump, "le seul atout plus fort, %s, est tombé %s", "la seule carte plus forte, %s, est tombée %s"),
			pickG(trump, "the only higher trump, %s, went %s", "the only higher card, %s, went %s")), card(fell[0], s.f), s.onTrick(mustFell(s.pos, fell[0])))
	case len(fell) > 0:
		parts = append(parts, l.pick(pickG(trump, "les atouts plus forts sont tombés : ", "les cartes plus fortes sont tombées : "),
			pickG(trump, "the higher trumps have gone: ", "the higher cards have gone: "))+strings.Join(where, ", "))
	}
	if len(mine) > 0 {
		parts = append(parts, fmt.Sprintf(l.pick("tu as %s", "you hold %s"), l.cardList(mine, s.f)))
	}
	return strings.Join(parts, l.pick(" ; ", "; "))
}

// pickG picks the trump or the plain-card form of a phrase.
func pickG(trump bool, t, plain string) string {
	if trump {
		return t
	}
	return plain
}

// mustFell is the trick where a card known to be played fell.
func mustFell(pos *evaluate.Position, c engine.Card) int {
	i, _ := seen.FellOn(pos, c)
	return i
}

// trumpFacts tells the trumps that are still out, and who is known to hold them or showed that
// they have none: "Il reste un atout dehors, D♠. Est n'a plus d'atout : dans ce pli, il s'est défaussé
// au lieu de couper."
func (s seatStory) trumpFacts() string {
	l, pos := s.l, s.pos
	out := pos.Unseen().Of(pos.Trump)
	switch {
	case out == 0 && pos.Hand.Of(pos.Trump) != 0:
		return l.pick("Tous les autres atouts sont tombés : toi seul peux encore couper.", "Every other trump has gone: only you can still ruff.")
	case out == 0:
		return l.pick("Tous les atouts sont tombés : personne ne peut plus couper.", "All the trumps have gone: nobody can ruff any more.")
	case out.Len() == 1:
		return fmt.Sprintf(l.pick("Il reste un atout dehors, %s.", "One trump is still out, %s."), card(out.First(), s.f)) + s.trumpHolders()
	}
	return fmt.Sprintf(l.pick("Il reste %s atouts dehors, %s.", "%s trumps are still out, %s."), l.pick(l.inWords(out.Len()), upper(l.inWords(out.Len()))),
		l.cardList(out.Cards(), s.f)) + s.trumpHolders()
}

// trumpHolders tells what South can know of where the trumps out are, each as a sentence after
// a space: the ones known to be in a seat's hand, the seats whose every card South knows, the
// seats that showed they have none (seen.TrumplessAt, grouped by trick), and, when a single
// seat is left that may hold the others, that it holds them. "" when South knows nothing of them.
func (s seatStory) trumpHolders() string {
	d := deduceTrumps(s.pos, engine.NoSeat)
	facts := s.trumpDeduction(d)
	if d.Only != engine.NoSeat && d.Told() {
		facts += fmt.Sprintf(s.l.pick(" %s a donc %s.", " So %s holds %s."), s.who(d.Only, s.l == fr), s.l.cardList(d.Rest.Cards(), s.f))
	}
	return facts
}

// who names a seat in a sentence about trumps: "Est", "ton partenaire" ("Ton partenaire" first).
func (s seatStory) who(seat engine.Seat, first bool) string {
	w := seatNames[s.l][seat]
	if seat == engine.North {
		w = s.l.pick("ton partenaire", "your partner")
	}
	if first {
		return upper(w)
	}
	return w
}

// trumpDeduction words the facts of a deduction (deduceTrumps), each as a sentence after a space.
func (s seatStory) trumpDeduction(d trumpDeduction) string {
	l := s.l
	var b strings.Builder
	for _, f := range d.Facts {
		switch f.Kind {
		case wholeHand:
			b.WriteString(" " + s.wholeHand(f.Seat) + ".")
		case knownNotRest:
			fmt.Fprintf(&b, l.pick(" %s a %s, tu le sais, mais pas %s : %s, il n'aurait pas pu jouer %s.", " %s holds %s, as you know, but not %s: %s they could not have played %s."),
				s.who(f.Seat, true), l.cardList(f.Known.Cards(), s.f), l.cardList(d.Rest.Cards(), s.f), s.onTrick(f.Lack.Trick), card(f.Lack.Card, s.f))
		case knownTrumps:
			fmt.Fprintf(&b, l.pick(" %s a %s, tu le sais.", " %s holds %s, as you know."), s.who(f.Seat, true), l.cardList(f.Known.Cards(), s.f))
		case noTrumpHand:
			b.WriteString(" " + s.wholeHand(f.Seat) + l.pick(" : pas d'atout.", ": no trump."))
		case lacksRest:
			fmt.Fprintf(&b, l.pick(" %s n'a pas %s : %s, il n'aurait pas pu jouer %s.", " %s does not hold %s: %s they could not have played %s."),
				s.who(f.Seat, true), l.cardList(d.Rest.Cards(), s.f), s.onTrick(f.Lack.Trick), card(f.Lack.Card, s.f))
		}
	}
	for _, n := range d.Nones {
		b.WriteString(" " + s.noTrumpShown(n.Seats, n.T))
	}
	return b.String()
}

// wholeHand names every card of a seat whose whole hand South knows, its trumps among them, as a
// sentence without its end: "Tu connais les quatre cartes de ton partenaire (9♥, 8♥, 10♦ et
// D♦)". Naming only the trumps and adding "you know all its cards" would leave the learner to
// find the others.
func (s seatStory) wholeHand(seat engine.Seat) string {
	l, cs := s.l, SortedHand(s.pos.Known[seat], s.pos.Trump)
	if len(cs) == 1 {
		return fmt.Sprintf(l.pick("Tu connais la dernière carte %s (%s)", "You know %s last card (%s)"), s.whose(seat), card(cs[0], s.f))
	}
	return fmt.Sprintf(l.pick("Tu connais les %s cartes %s (%s)", "You know all %s of %s cards (%s)"),
		l.inWords(len(cs)), s.whose(seat), l.cardList(cs, s.f))
}

// whose writes a seat as an owner: "de ton partenaire", "d'Est"; "your partner's", "East's".
func (s seatStory) whose(seat engine.Seat) string {
	if s.l == en {
		return s.who(seat, false) + "'s"
	}
	w := s.who(seat, false)
	if strings.ContainsRune("AEIOU", rune(w[0])) {
		return "d'" + w
	}
	return "de " + w
}

// noTrumpShown: "Est n'a plus d'atout : au 3e pli, il n'a pas fourni à l'atout." for one or two seats.
// The trump is named: after a void's sentence, "n'en a plus" would read as that suit.
// A discard on an opponent's ruff is named by what a trump would have forced: going over it (P5)
// or, when undertrumping is forced too, under it (P6).
func (s seatStory) noTrumpShown(seats []engine.Seat, t seen.Trumpless) string {
	l := s.l
	one := len(seats) == 1
	var did string
	switch {
	case t.TrumpLd:
		did = l.pick(agree(one, "il n'a pas fourni à l'atout", "ils n'ont pas fourni à l'atout"), "they did not follow to the trump lead")
	case t.Ruffed && s.pos.Variant.Play.FreeUndertrump:
		did = l.pick(agree(one, "il s'est défaussé au lieu de surcouper", "ils se sont défaussés au lieu de surcouper"), "they discarded instead of overruffing")
	case t.Ruffed:
		did = l.pick(agree(one, "il s'est défaussé au lieu de surcouper ou de sous-couper", "ils se sont défaussés au lieu de surcouper ou de sous-couper"),
			"they discarded instead of overruffing or underruffing")
	default:
		did = l.pick(agree(one, "il s'est défaussé au lieu de couper", "ils se sont défaussés au lieu de couper"), "they discarded instead of ruffing")
	}
	if one {
		return fmt.Sprintf(l.pick("%s n'a plus d'atout : %s, %s.", "%s has no trump left: %s %s."), s.who(seats[0], true), s.onTrick(t.Trick), did)
	}
	names := s.who(seats[0], true) + l.pick(" et ", " and ") + s.who(seats[1], false)
	return fmt.Sprintf(l.pick("%s n'ont plus d'atout : %s, %s.", "%s have no trump left: %s %s."), names, s.onTrick(t.Trick), did)
}

// agree is the French form for one seat or for two.
func agree(one bool, single, plural string) string {
	if one {
		return single
	}
	return plural
}

// upper capitalises a seat's name at the start of a sentence.
func upper(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// mustHoldTrump proves by the count that seat holds a trump: it holds n cards and fewer than n
// of the unseen cards that are not trumps can be its (its voids rule out the rest). "" when the
// count does not prove it.
func (s seatStory) mustHoldTrump(seat engine.Seat) string {
	l, pos := s.l, s.pos
	lay, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return ""
	}
	n := pos.Counts()[seat]
	others := lay.MayHold(seat) &^ engine.SuitSet(pos.Trump)
	switch {
	case others.Len() >= n:
		return ""
	case others == 0 && n == 1:
		return l.pick("Il lui reste une carte, et ce ne peut être qu'un atout.", "They hold one card, and it can only be a trump.")
	case others == 0:
		return fmt.Sprintf(l.pick("Il lui reste %s cartes, et ce ne peuvent être que des atouts.", "They hold %s cards, and they can only be trumps."), l.inWords(n))
	case others.Len() == 1:
		return fmt.Sprintf(l.pick("Il lui reste %s cartes, et en dehors de l'atout une seule peut être chez lui, %s : il lui reste au moins un atout.",
			"They hold %s cards, and apart from trumps only one can be theirs, %s: they still hold at least one trump."),
			l.inWords(n), card(others.First(), s.f))
	}
	return fmt.Sprintf(l.pick("Il lui reste %s cartes, et en dehors de l'atout seules %s peuvent être chez lui (%s) : il lui reste au moins un atout.",
		"They hold %s cards, and apart from trumps only %s can be theirs (%s): they still hold at least one trump."),
		l.inWords(n), l.inWords(others.Len()), l.cardList(others.Cards(), s.f))
}

// ruffers are the opponents that, in some consistent layout, hold no card of suit and a trump.
func (s seatStory) ruffers(suit engine.Suit) []engine.Seat { return s.ruffersWith(suit, 1) }

// ruffersWith are the opponents that, in some consistent layout, hold no card of suit and at
// least n trumps (2 when a trump lead will take one of them first, P2, P3).
func (s seatStory) ruffersWith(suit engine.Suit, n int) []engine.Seat {
	lay, err := evaluate.NewLayouts(*s.pos)
	if err != nil {
		return nil
	}
	may := map[engine.Seat]bool{}
	lay.Each(func(h [4]engine.Set) bool {
		for _, o := range []engine.Seat{engine.East, engine.West} {
			if h[o].Of(suit) == 0 && h[o].Of(s.pos.Trump).Len() >= n {
				may[o] = true
			}
		}
		return len(may) < 2
	})
	var out []engine.Seat
	for _, o := range []engine.Seat{engine.East, engine.West} {
		if may[o] {
			out = append(out, o)
		}
	}
	return out
}

// deSuit writes a suit after French "de", elided before a vowel ("de cœur ♥", "d'oros"); the
// suit's name in English.
func deSuit(l lang, su engine.Suit, f engine.Face) string {
	n := suitName(l, su, f)
	switch {
	case l != fr:
		return n
	case strings.ContainsRune("aeiou", rune(n[0])):
		return "d'" + n
	}
	return "de " + n
}

// lastLead tells what playing the master t first leaves, two tricks from the end: South must
// lead its other card b at the last trick, where a higher card still out (with an opponent in
// some layout) or an opponent's ruff can take it, and the dix de der (K1) with it. "" when
// nothing can beat b there.
func (s seatStory) lastLead(b, t string) string {
	l, pos, bc := s.l, s.pos, s.pair.Best
	lay, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return ""
	}
	higher := engine.SetOf(seen.Higher(pos, bc)...) & pos.Unseen() & (lay.MayHold(engine.East) | lay.MayHold(engine.West))
	// A trump led first takes one trump from each seat that holds one (P2, P3).
	spent := 1
	if s.pair.Tempting.Suit() == pos.Trump {
		spent = 2
	}
	ruffed := bc.Suit() != pos.Trump && len(s.ruffersWith(bc.Suit(), spent)) > 0
	var why []string
	switch {
	case higher.Len() == 1:
		why = append(why, fmt.Sprintf(l.pick("%s, encore dehors, le bat", "%s, still out, beats it"), card(higher.First(), s.f)))
	case higher != 0:
		why = append(why, fmt.Sprintf(l.pick("%s, encore dehors, le battent", "%s, still out, beat it"), l.cardList(higher.Cards(), s.f)))
	}
	if ruffed {
		why = append(why, fmt.Sprintf(l.pick("un adversaire qui n'a plus %s et a encore de l'atout le couperait", "an opponent with no %s left and a trump would ruff it"),
			deSuit(l, bc.Suit(), s.f)))
	}
	if len(why) == 0 {
		return ""
	}
	return fmt.Sprintf(l.pick("Si tu joues %s maintenant, tu entameras %s au dernier pli : %s. Le dernier pli et son dix de der (K1) peuvent échapper à ton équipe.",
		"If you play %s now, you will lead %s to the last trick: %s. The last trick and its dix de der (K1) may escape your team."),
		t, b, strings.Join(why, l.pick(" ; ", "; ")))
}
