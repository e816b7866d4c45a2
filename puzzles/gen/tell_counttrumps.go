package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

func init() {
	tellSeat(puzzles.CountTrumps, explain.Text{explain.French: "Main cachée : compter les atouts", explain.English: "Hidden hands: counting trumps"}, seatStory.countTrumps)
}

// countTrumps tells the count of trumps (the trumps out, none or one), who may hold the one out,
// and what that makes of the two cards.
func (s seatStory) countTrumps(ev puzzles.TrumpsCounted, b, t string) string {
	l, pos := s.l, s.pos
	out := ev.Out
	fallen := (pos.Played()).Of(pos.Trump).Len()
	mine := pos.Hand.Of(pos.Trump).Len()
	count := fmt.Sprintf(l.pick("%s atouts sont tombés", "%s trumps have gone"), l.inWords(fallen))
	if fallen == 1 {
		count = l.pick("un atout est tombé", "one trump has gone")
	}
	left := l.pick("il n'en reste plus aucun dehors", "none is left out")
	known := out.Len() == 1 && pos.Known[engine.North].Has(out.First())
	holder := ev.Holder
	partnerHas := holder == puzzles.PartnerHolds
	switch {
	case known: // the last trump is known to be North's: it is not against South
		left = fmt.Sprintf(l.pick("le dernier, %s, est chez ton partenaire", "the last one, %s, is your partner's"), card(out.First(), s.f))
	case out.Len() == 1:
		left = fmt.Sprintf(l.pick("il n'en reste qu'un dehors, %s", "only one is still out, %s"), card(out.First(), s.f))
	}
	head := fmt.Sprintf(l.pick("Compte les atouts : %s, tu en as %s, %s.", "Count the trumps: %s, you hold %s, %s."),
		count, l.inWords(mine), left)
	if !known {
		head += s.trumpHolders()
	}
	leads := len(pos.Trick.Cards) == 0
	bestTrump := s.pair.Best.Suit() == pos.Trump
	var act string
	beaten := out.Len() == 1 && s.pair.Tempting.Suit() == pos.Trump && engine.Strength(out.First(), pos.Trump) > engine.Strength(s.pair.Tempting, pos.Trump)
	tc := s.pair.Tempting
	switch {
	case partnerHas && bestTrump:
		act = fmt.Sprintf(l.pick("Les adversaires n'ont plus d'atout : joue %s avant %s.", "The opponents have no trump left: play %s before %s."), b, t)
	case partnerHas && tc.Suit() == pos.Trump:
		act = s.sameTrick(out.First(), beaten) + " " + s.firstSide()
	case partnerHas:
		act = fmt.Sprintf(l.pick("Les adversaires n'ont plus d'atout : garde %s et joue %s.", "The opponents have no trump left: keep %s and play %s."), t, b)
	case beaten && holder == puzzles.OpponentHolds && s.namedHolder(out.First()) != engine.NoSeat:
		// The head named the holder already ("Ouest a donc …"): say what it does, not who it is.
		act = fmt.Sprintf(l.pick("%s bat %s : si tu joues %s, %s doit monter (P2) et prend le pli. Joue plutôt %s.",
			"%s beats %s: if you lead %s, %s must go over it (P2) and takes the trick. Play %s instead."),
			capCard(out.First(), s.f), t, t, s.who(s.namedHolder(out.First()), false), b)
	case beaten && holder == puzzles.OpponentHolds:
		act = fmt.Sprintf(l.pick("Cet atout est donc chez un adversaire, et il bat %s : si tu joues %s, celui qui l'a doit monter (P2) et prend le pli. Joue plutôt %s.",
			"So that trump is an opponent's, and it beats %s: if you lead %s, whoever holds it must go over it (P2) and takes the trick. Play %s instead."), t, t, b)
	case beaten:
		// North may hold it as well as an opponent: say both, neither is a reason to lead t. When
		// the head ruled one opponent out, name the other (count-trumps-001, -008, -014).
		opp := l.pick("un adversaire", "an opponent")
		if seat := ev.OnlyOpponent; seat != engine.NoSeat {
			opp = s.who(seat, false)
		}
		act = fmt.Sprintf(l.pick("Cet atout bat %s : s'il est chez %s, il le prend ; s'il est chez ton partenaire, celui-ci doit monter dessus (P2), et ton atout et le sien tombent sur le même pli. Joue %s.",
			"That trump beats %s: if %s holds it, they take your card; if your partner does, they must go over it (P2), and your trump and theirs fall on the same trick. Play %s."), t, opp, b)
	case leads && bestTrump && out.Len() == 1 && engine.Strength(s.pair.Best, pos.Trump) > engine.Strength(out.First(), pos.Trump):
		act = fmt.Sprintf(l.pick("Tire-le avec %s avant de jouer %s.", "Draw it with %s before you play %s."), b, t)
	case leads && bestTrump && out.Len() == 1:
		act = fmt.Sprintf(l.pick("Fais-le tomber avec %s avant de jouer %s : il prendra ce pli, mais ne coupera plus.",
			"Make it fall with %s before you play %s: it takes this trick, but ruffs nothing later."), b, t)
	case leads && !bestTrump && out.Len() == 0:
		act = fmt.Sprintf(l.pick("Personne ne peut plus couper : joue %s et garde %s pour plus tard.", "Nobody can ruff any more: play %s and keep %s for later."), b, t)
	case !bestTrump && out.Len() == 1:
		act = fmt.Sprintf(l.pick("Ne gaspille pas %s : joue %s.", "Do not waste %s: play %s."), t, b)
	default:
		act = fmt.Sprintf(l.pick("Joue %s et garde %s.", "Play %s and keep %s."), b, t)
	}
	return head + " " + act
}

// namedHolder is the seat that the point's head names as holding x: known to hold it, or the one
// seat left that may (trumpDeduction's "a donc"); NoSeat when the head names nobody.
func (s seatStory) namedHolder(x engine.Card) engine.Seat {
	for _, seat := range []engine.Seat{engine.North, engine.East, engine.West} {
		if s.pos.Known[seat].Has(x) {
			return seat
		}
	}
	if d := deduceTrumps(s.pos, engine.NoSeat); d.Told() && d.Rest.Has(x) {
		return d.Only
	}
	return engine.NoSeat
}

// sameTrick tells what a trump lead does when North holds the last trump x: North must play it
// on South's, over it when it can (P2) or under it (P3), and two of the team's trumps fall on one
// trick where one would do, the opponents having none.
func (s seatStory) sameTrick(x engine.Card, over bool) string {
	l, t := s.l, card(s.pair.Tempting, s.f)
	if over {
		return fmt.Sprintf(l.pick("Si tu joues %s, ton partenaire doit monter avec %s (P2) : ton atout et le sien tombent sur le même pli, alors que les adversaires n'en ont plus.",
			"If you lead %s, your partner must go over it with %s (P2): your trump and theirs fall on the same trick, while the opponents have none left."), t, card(x, s.f))
	}
	return fmt.Sprintf(l.pick("Si tu joues %s, ton partenaire doit fournir %s (P3) : ton atout et le sien tombent sur le même pli, alors que les adversaires n'en ont plus.",
		"If you lead %s, your partner must play %s on it (P3): your trump and theirs fall on the same trick, while the opponents have none left."), t, card(x, s.f))
}

// firstSide tells South to lead its best card, a card of a plain suit, first; master when it is.
func (s seatStory) firstSide() string {
	l, b := s.l, card(s.pair.Best, s.f)
	if seen.IsMaster(s.pos, s.pair.Best) {
		return fmt.Sprintf(l.pick("Joue d'abord %s : c'est la carte maîtresse à %s (%s).", "Lead %s first: it is the master card in %s (%s)."),
			b, suitName(l, s.pair.Best.Suit(), s.f), s.masterWhy(s.pair.Best))
	}
	return fmt.Sprintf(l.pick("Joue d'abord %s.", "Lead %s first."), b)
}
