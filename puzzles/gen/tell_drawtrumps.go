package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.DrawTrumps, explain.Text{explain.French: "Cartes sur table : tirer les atouts", explain.English: "All cards on the table: drawing trumps (tirer les atouts)"}, story.drawTrumps)
}

// drawTrumps tells the draw: the opponents' trumps counted, those that fall on the lead, and what
// they keep; turn tells the decisive trick.
func (s story) drawTrumps(d puzzles.Draw) (head, turn string) {
	count := ""
	for _, seat := range []engine.Seat{engine.West, engine.East} {
		if ts := d.Held[seat]; ts != 0 {
			if count != "" {
				count += s.l.pick(" et ", " and ")
			}
			count += fmt.Sprintf(s.l.pick("%s en a %s (%s)", "%s holds %s (%s)"), seatNames[s.l][seat], s.l.inWords(ts.Len()), s.l.cardList(ts.Cards(), s.f))
		}
	}
	// What the tempting card costs is told by turn (the first trick that changes sides); the
	// reason says what the lead does (puzzles.Draw): the opponents' trumps that must follow it
	// (P2) fall, and what is left to them cannot beat North–South's highest trump.
	bl := s.c.Best.Line[0]
	fallen := make([]string, len(d.Pulled))
	for i, c := range d.Pulled {
		fallen[i] = s.l.opponentsCard(d.PulledBy[i], c, s.f)
	}
	verb := s.l.pick("tombe", "falls")
	if len(fallen) > 1 {
		verb = s.l.pick("tombent", "fall")
	}
	head = fmt.Sprintf(s.l.pick("Tire les atouts avec %s. Compte ceux des adversaires : %s. ", "Draw trumps (tirer les atouts) with %s. Count the opponents' trumps: %s. "), s.b, count)
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
	return head + body + s.drawLeft(d), s.trickTurn(d.Focus(), false)
}

// drawLeft says what trumps the opponents keep after the draw: none, or only lower ones than
// North–South's highest (puzzles.Draw).
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
