package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
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
	l, r := s.l, readCount(s.pos, s.pair, ev)
	out := ev.Out
	count := fmt.Sprintf(l.pick("%s atouts sont tombés", "%s trumps have gone"), l.inWords(r.Fallen))
	if r.Fallen == 1 {
		count = l.pick("un atout est tombé", "one trump has gone")
	}
	left := l.pick("il n'en reste plus aucun dehors", "none is left out")
	switch {
	case r.Known: // the last trump is known to be North's: it is not against South
		left = fmt.Sprintf(l.pick("le dernier, %s, est chez ton partenaire", "the last one, %s, is your partner's"), card(out.First(), s.f))
	case out.Len() == 1:
		left = fmt.Sprintf(l.pick("il n'en reste qu'un dehors, %s", "only one is still out, %s"), card(out.First(), s.f))
	}
	head := fmt.Sprintf(l.pick("Compte les atouts : %s, tu en as %s, %s.", "Count the trumps: %s, you hold %s, %s."),
		count, l.inWords(r.Mine), left)
	if !r.Known {
		head += s.trumpHolders()
	}
	var act string
	switch r.Act {
	case opponentsVoidLeadTrump:
		act = fmt.Sprintf(l.pick("Les adversaires n'ont plus d'atout : joue %s avant %s.", "The opponents have no trump left: play %s before %s."), b, t)
	case partnerTrumpSameTrick:
		act = s.sameTrick(out.First(), r.Beaten) + " " + s.firstSide()
	case opponentsVoidKeep:
		act = fmt.Sprintf(l.pick("Les adversaires n'ont plus d'atout : garde %s et joue %s.", "The opponents have no trump left: keep %s and play %s."), t, b)
	case beatenByNamed:
		// The head named the holder already ("Ouest a donc …"): say what it does, not who it is.
		act = fmt.Sprintf(l.pick("%s bat %s : si tu joues %s, %s doit monter (P2) et prend le pli. Joue plutôt %s.",
			"%s beats %s: if you lead %s, %s must go over it (P2) and takes the trick. Play %s instead."),
			capCard(out.First(), s.f), t, t, s.who(r.Named, false), b)
	case beatenByOpponent:
		act = fmt.Sprintf(l.pick("Cet atout est donc chez un adversaire, et il bat %s : si tu joues %s, celui qui l'a doit monter (P2) et prend le pli. Joue plutôt %s.",
			"So that trump is an opponent's, and it beats %s: if you lead %s, whoever holds it must go over it (P2) and takes the trick. Play %s instead."), t, t, b)
	case beatenByEither:
		// North may hold it as well as an opponent: say both, neither is a reason to lead t. When
		// the head ruled one opponent out, name the other (count-trumps-001, -008, -014).
		opp := l.pick("un adversaire", "an opponent")
		if seat := ev.OnlyOpponent; seat != engine.NoSeat {
			opp = s.who(seat, false)
		}
		act = fmt.Sprintf(l.pick("Cet atout bat %s : s'il est chez %s, il le prend ; s'il est chez ton partenaire, celui-ci doit monter dessus (P2), et ton atout et le sien tombent sur le même pli. Joue %s.",
			"That trump beats %s: if %s holds it, they take your card; if your partner does, they must go over it (P2), and your trump and theirs fall on the same trick. Play %s."), t, opp, b)
	case drawIt:
		act = fmt.Sprintf(l.pick("Tire-le avec %s avant de jouer %s.", "Draw it with %s before you play %s."), b, t)
	case makeItFall:
		act = fmt.Sprintf(l.pick("Fais-le tomber avec %s avant de jouer %s : il prendra ce pli, mais ne coupera plus.",
			"Make it fall with %s before you play %s: it takes this trick, but ruffs nothing later."), b, t)
	case nobodyRuffs:
		act = fmt.Sprintf(l.pick("Personne ne peut plus couper : joue %s et garde %s pour plus tard.", "Nobody can ruff any more: play %s and keep %s for later."), b, t)
	case dontWaste:
		act = fmt.Sprintf(l.pick("Ne gaspille pas %s : joue %s.", "Do not waste %s: play %s."), t, b)
	default:
		act = fmt.Sprintf(l.pick("Joue %s et garde %s.", "Play %s and keep %s."), b, t)
	}
	return head + " " + act
}

// countReading is what a count-trumps point states, worked out apart from its words: the trumps
// fallen and South's, whether the one out is known to be North's, whether it beats the tempting
// trump, and what the count makes of the two cards (Act; Named, the seat the head names as its
// holder, for beatenByNamed).
type countReading struct {
	Fallen, Mine  int
	Known, Beaten bool
	Act           countAct
	Named         engine.Seat
}

// countAct is what a count-trumps point tells South to do, and why.
type countAct int

const (
	playBoth               countAct = iota // play the best card, keep the tempting one
	opponentsVoidLeadTrump                 // the opponents have no trump: lead the best card, a trump, first
	partnerTrumpSameTrick                  // North holds the last trump: a trump lead puts two of the side's on one trick
	opponentsVoidKeep                      // the opponents have no trump: keep the tempting card
	beatenByNamed                          // the trump out beats the tempting one, and the head named its holder
	beatenByOpponent                       // it beats it, and an opponent holds it
	beatenByEither                         // it beats it, and North or an opponent may hold it
	drawIt                                 // lead the best card, a higher trump, to draw it
	makeItFall                             // lead the best card, a lower trump, to make it fall
	nobodyRuffs                            // no trump is out: play the best card, keep the tempting one
	dontWaste                              // one trump is out: do not waste the tempting trump
)

// readCount works out the countReading of a count-trumps puzzle.
func readCount(pos *evaluate.Position, pair puzzles.SeatPair, ev puzzles.TrumpsCounted) countReading {
	out := ev.Out
	r := countReading{Fallen: pos.Played().Of(pos.Trump).Len(), Mine: pos.Hand.Of(pos.Trump).Len(),
		Known: out.Len() == 1 && pos.Known[engine.North].Has(out.First()), Named: engine.NoSeat}
	partnerHas := ev.Holder == puzzles.PartnerHolds
	leads := len(pos.Trick.Cards) == 0
	bestTrump := pair.Best.Suit() == pos.Trump
	tc := pair.Tempting
	r.Beaten = out.Len() == 1 && tc.Suit() == pos.Trump && engine.Strength(out.First(), pos.Trump) > engine.Strength(tc, pos.Trump)
	if r.Beaten && ev.Holder == puzzles.OpponentHolds {
		r.Named = namedHolder(pos, out.First())
	}
	switch {
	case partnerHas && bestTrump:
		r.Act = opponentsVoidLeadTrump
	case partnerHas && tc.Suit() == pos.Trump:
		r.Act = partnerTrumpSameTrick
	case partnerHas:
		r.Act = opponentsVoidKeep
	case r.Beaten && ev.Holder == puzzles.OpponentHolds && r.Named != engine.NoSeat:
		r.Act = beatenByNamed
	case r.Beaten && ev.Holder == puzzles.OpponentHolds:
		r.Act = beatenByOpponent
	case r.Beaten:
		r.Act = beatenByEither
	case leads && bestTrump && out.Len() == 1 && engine.Strength(pair.Best, pos.Trump) > engine.Strength(out.First(), pos.Trump):
		r.Act = drawIt
	case leads && bestTrump && out.Len() == 1:
		r.Act = makeItFall
	case leads && !bestTrump && out.Len() == 0:
		r.Act = nobodyRuffs
	case !bestTrump && out.Len() == 1:
		r.Act = dontWaste
	default:
		r.Act = playBoth
	}
	return r
}

// namedHolder is the seat that the point's head names as holding x: known to hold it, or the one
// seat left that may (trumpDeduction's "a donc"); NoSeat when the head names nobody.
func namedHolder(pos *evaluate.Position, x engine.Card) engine.Seat {
	for _, seat := range []engine.Seat{engine.North, engine.East, engine.West} {
		if pos.Known[seat].Has(x) {
			return seat
		}
	}
	if d := deduceTrumps(pos, engine.NoSeat); d.Told() && d.Rest.Has(x) {
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
