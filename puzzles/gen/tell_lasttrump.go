package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.LastTrump, explain.Text{explain.French: "Cartes sur table : les derniers atouts", explain.English: "All cards on the table: the last trumps"}, story.lastTrump)
}

// lastTrump tells the last trumps: keep them for later tricks (and the ruff the best line shows),
// or play one now; turn tells the decisive trick.
func (s story) lastTrump(ev puzzles.LastTrumps) (head, turn string) {
	return s.lastTrumpHead(ev), s.trickTurn(ev.Focus(), false)
}

func (s story) lastTrumpHead(ev puzzles.LastTrumps) string {
	trumps := ev.Trumps
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
		return fmt.Sprintf(keep, list, s.b) + s.ruffLater(ev.RuffLater) + now
	}
	now := s.l.pick("Tu as les derniers atouts (%s) : c'est le moment d'en jouer un. ", "You hold the last trumps (%s): now is the time to play one. ")
	if trumps.Len() == 1 {
		now = s.l.pick("Tu as le dernier atout (%s) : c'est le moment de le jouer. ", "You hold the last trump (%s): now is the time to play it. ")
	}
	took := fmt.Sprintf(s.l.pick("%s prend ce pli (%s)", "%s takes this trick (%s)"), upperFirst(s.b), s.l.points(s.c.Best.Line[0].Points))
	if ev.Focus() == 0 {
		return fmt.Sprintf(now, list) + took // turn tells this trick of the tempting line
	}
	return fmt.Sprintf(now, list) + took + fmt.Sprintf(s.l.pick(" ; avec %s, %s", "; with %s, %s"), s.t, s.wins(s.c.Tempting.Line[0]))
}

// ruffLater tells the plan of keeping the last trumps: the first later trick of the best line
// that an opponent leads in a plain suit and South ruffs, trick i (puzzles.LastTrumps.RuffLater):
// "; sur le dernier pli, Est entame {card:8D} et tu coupes avec {card:QH}"; nothing when the line
// shows none (i < 0).
func (s story) ruffLater(i int) string {
	if i < 0 {
		return ""
	}
	tr := s.c.Best.Line[i]
	return fmt.Sprintf(s.l.pick(" : sur %s, %s entame %s et tu coupes avec %s", ": on %s, %s leads %s and you ruff with %s"),
		s.trickName(i), s.who(tr.Leader), card(tr.Cards[0], s.f), card(tr.WinningCard(), s.f))
}
