package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.Cash, explain.Text{explain.French: "Cartes sur table : prendre le pli tout de suite", explain.English: "All cards on the table: taking the trick now"}, story.cash)
}

// cash tells the trick the best card takes now; turn tells the decisive trick.
func (s story) cash(ev puzzles.Cashed) (head, turn string) {
	return s.cashHead(), s.trickTurn(ev.Focus(), false)
}

func (s story) cashHead() string {
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
