package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.DixDeDer, explain.Text{explain.French: "Cartes sur table : le dix de der", explain.English: "All cards on the table: the dix de der"}, story.dixDeDer)
	tellSeat(puzzles.DixDeDer, explain.Text{explain.French: "Main cachée : garder l'atout maître pour le dix de der", explain.English: "Hidden hands: keeping the master trump for the dix de der"},
		seatStory.dixDeDer)
}

// dixDeDer tells the open dix de der: the best line wins the last trick, and with what.
func (s story) dixDeDer(ev puzzles.LastTrickWon) (head, turn string) {
	bl := s.c.Best.Line[ev.Last]
	wc := bl.WinningCard()
	keep := ","
	if bl.Winner == engine.South && wc != s.c.Best.Card && held(s.p, engine.South, wc) {
		keep = fmt.Sprintf(s.l.pick(", tu gardes %s pour la fin et", ", you keep %s for the end and"), card(wc, s.f))
	}
	return fmt.Sprintf(s.l.pick("Le dix de der : avec %s%s ton équipe fait le dernier pli (%s), avec ses 10 points de bonus",
		"The dix de der: with %s%s your side wins the last trick (%s), with its 10 bonus points"),
		s.b, keep, s.wins(bl)), s.trickTurn(ev.Focus(), false)
}

// masterTrump: "Garde 9♠ : c'est l'atout maître (…), et un atout maître gagne toujours le pli où
// il tombe."
func (s seatStory) masterTrump(t string) string {
	return fmt.Sprintf(s.l.pick("Garde %s : c'est l'atout maître (%s), et un atout maître gagne toujours le pli où il tombe.",
		"Keep %s: it is the master trump (%s), and a master trump always wins the trick it falls on."), t, s.masterWhy(s.pair.Tempting))
}

// dixDeDer tells why South keeps its master trump with two tricks left: it wins the trick it
// falls on, so kept it takes the last one and its 10 points (K1); played first, it leaves South to
// lead its other card to the last trick (lastLead).
func (s seatStory) dixDeDer(_ puzzles.MasterTrumpKept, b, t string) string {
	parts := []string{s.masterTrump(t), s.trumpFacts()}
	keep := s.l.pick("Joue %s d'abord et garde %s pour le dernier pli, qui vaut 10 points de plus (dix de der, K1) : il le prendra, quoi qu'on joue.",
		"Play %s first and keep %s for the last trick, worth 10 points more (dix de der, K1): it will take it, whatever is led.")
	if r := s.lastLead(b, t); r != "" {
		// lastLead has named the dix de der: say it once.
		parts = append(parts, r)
		keep = s.l.pick("Joue %s d'abord et garde %s pour le dernier pli : il le prendra, quoi qu'on joue.",
			"Play %s first and keep %s for the last trick: it will take it, whatever is led.")
	}
	return strings.Join(append(parts, fmt.Sprintf(keep, b, t)), " ")
}
