package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.Unblock, explain.Text{explain.French: "Cartes sur table : débloquer une couleur", explain.English: "All cards on the table: unblocking a suit"}, story.unblock)
}

// unblock tells the unblocking: North's tricks in the suit after the best card, and the trick
// where the kept high card would win over North's card; turn tells the decisive trick, unless the
// head has told it (the current trick, which the tempting card loses).
func (s story) unblock(ev puzzles.Unblocked) (head, turn string) {
	d := ev.Focus()
	if !(d == 0 && s.c.Tempting.Line[0].Winner.Team() == engine.EW && s.c.Best.Line[0].Winner.Team() == engine.NS) {
		turn = s.trickTurn(d, false)
	}
	return s.unblockBody(ev), turn
}

func (s story) unblockBody(ev puzzles.Unblocked) string {
	suit := ev.Suit
	// North's tricks in the suit are counted over the whole lines, as the detector counts them.
	nb := ev.NorthWins
	winners := ev.Winners
	then := s.l.pick(" ensuite", " then")
	if ev.Now {
		then = ""
	}
	at := ev.Blocked
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
