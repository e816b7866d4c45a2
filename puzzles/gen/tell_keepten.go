package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.KeepTen, explain.Text{explain.French: "Cartes sur table : garder son 10", explain.English: "All cards on the table: keeping your 10"}, story.keepTen)
}

// keepTen tells the 10 that the tempting line gives away: where the best line keeps it, then the
// trick where the tempting line loses it (told plainly: the head has shown the 10 falling).
func (s story) keepTen(tl puzzles.TenLoss) (head, turn string) {
	return s.keepTenHead(tl), s.trickTurn(tl.Focus(), true)
}

func (s story) keepTenHead(tl puzzles.TenLoss) string {
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
