package gen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

func init() {
	tellOpen(puzzles.Charge, explain.Text{explain.French: "Cartes sur table : charger le partenaire maître", explain.English: "All cards on the table: loading a master partner (charger)"}, story.charge)
	tellSeat(puzzles.Charge, explain.Text{explain.French: "Main cachée : charger le partenaire", explain.English: "Hidden hands: loading your partner's trick (charger)"}, seatStory.charge)
}

// charge tells the open charge: partner wins the trick either way, what each card brings it; turn
// tells the trick of the tempting line where the card South kept is lost.
func (s story) charge(ev puzzles.KeptLost) (head, turn string) {
	tr := s.c.Tempting.Line[ev.Lost]
	story := s.l.narrate(s.p.Trump, s.f, tr.Seats, tr.Cards)
	return s.chargeHead(), fmt.Sprintf(s.l.pick(" Avec %s, tu gardes %s, qui se perd sur %s : %s ; %s.", " With %s you keep %s, which is lost on %s: %s; %s."),
		s.t, s.b, s.trickName(ev.Lost), story, s.lostTo(tr))
}

func (s story) chargeHead() string {
	nc := card(s.c.Best.Line[0].CardOf(engine.North), s.f)
	bp, tp := engine.Points(s.c.Best.Card, s.p.Trump), engine.Points(s.c.Tempting.Card, s.p.Trump)
	only := s.l.pick("seulement ", "only ")
	if tp == 0 {
		only = s.l.pick("ne lui apporte ", "gives ")
	}
	gift := fmt.Sprintf(s.l.pick("%s lui apporte %s, %s %s", "%s gives it %s, %s %s"), upperFirst(s.b), s.l.worth(bp), s.t, only+s.l.worth(tp))
	if len(s.p.Trick) == 0 {
		// South leads: partner has not played, so this is a lead under partner's winner, not
		// "charge-le" (charger is loading a partner who is master, or sure to be).
		return s.leadUnder(nc) + gift
	}
	head := s.l.pick("Ton partenaire est maître avec %s : charge-le. ", "Your partner is master with %s: give their trick your points (charger). ")
	if !engine.ReadTrick(s.p.Trump, s.p.Trick).PartnerMaster {
		head = s.l.pick("Ton partenaire va faire ce pli avec %s : charge-le. ", "Your partner will win this trick with %s: give it your points (charger). ")
	}
	return fmt.Sprintf(head, nc) + gift + s.l.pick(", et le pli est à ton équipe de toute façon", ", and the trick is your side's either way")
}

// leadUnder opens the charge point when South leads: the suit on which partner is sure to win
// the trick (northTakes), "de toute façon" only when partner wins it on every legal lead.
func (s story) leadUnder(nc string) string {
	hand := engine.SetOf(s.p.Hands[engine.South]...)
	suit := s.c.Best.Card.Suit()
	all, inSuit := true, true
	for _, c := range hand.Cards() {
		if !northTakes(s.p, []engine.Card{c}) {
			all = false
			inSuit = inSuit && c.Suit() != suit
		}
	}
	switch {
	case all:
		return fmt.Sprintf(s.l.pick("Quoi que tu entames, ton partenaire fait ce pli (ici avec %s) : entame une carte qui compte. ",
			"Whatever you lead, your partner wins this trick (here with %s): lead a card that counts. "), nc)
	}
	takes := s.l.pick("ton partenaire fait le pli avec %s", "your partner wins the trick with %s")
	if s.c.Best.Line[0].WinningCard().Suit() == s.p.Trump && suit != s.p.Trump {
		takes = s.l.pick("ton partenaire coupe avec %s et fait le pli", "your partner ruffs with %s and wins the trick")
	}
	takes = fmt.Sprintf(takes, nc)
	if inSuit {
		return fmt.Sprintf(s.l.pick("Sur une entame à %s, %s : entame la carte qui compte. ",
			"On a %s lead, %s: lead the card that counts. "), suitName(s.l, suit, s.f), takes)
	}
	return fmt.Sprintf(s.l.pick("Sur %s, %s : c'est la carte qui compte. ", "On %s, %s: that is the card that counts. "), s.b, takes)
}

// northTakes reports whether North is sure to win the trick in progress whatever East and West
// play (§3 legal cards, W1): North has a card for every card of the opponent before it that wins
// against every card of the opponent after it. South has played its last card of the trick.
func northTakes(p *puzzles.Puzzle, trick []engine.Card) bool {
	if len(trick) == 4 {
		return p.Variant.Direction.Nth(p.Leader, engine.Winner(p.Trump, trick)) == engine.North
	}
	seat := p.Variant.Direction.Nth(p.Leader, len(trick))
	legal, _ := p.Variant.Legal(p.Trump, engine.SetOf(p.Hands[seat]...), trick)
	for _, c := range legal.Cards() {
		next := append(slices.Clip(trick), c)
		if takes := northTakes(p, next); takes == (seat == engine.North) {
			return takes // North found a winning card, or an opponent a card that beats North
		}
	}
	return seat != engine.North // an opponent found no card that beats North, or North none that wins
}

// charge tells why South loads its partner's trick: the trick is won whatever South plays, and
// the charged card could not be counted on later (a higher card is out, or it could be ruffed).
func (s seatStory) charge(_ puzzles.Loaded, b, t string) string {
	l, pos, bc := s.l, s.pos, s.pair.Best
	parts := []string{fmt.Sprintf(l.pick("Ton partenaire est maître avec %s et tu joues en dernier : le pli est à vous. Charge-le : %s lui apporte %s, %s %s.",
		"Your partner is master with %s and you play last: the trick is yours. Load it (charger): %s brings it %s, %s %s."),
		s.northCard(), b, l.worth(engine.Points(bc, pos.Trump)), t, l.worth(engine.Points(s.pair.Tempting, pos.Trump)))}
	higher := engine.SetOf(seen.Higher(pos, bc)...) & pos.Unseen()
	switch {
	case higher.Len() == 1:
		parts = append(parts, fmt.Sprintf(l.pick("Tu ne peux pas compter sur %s plus tard : %s est encore dehors.", "You cannot count on %s later: %s is still out."), b, card(higher.First(), s.f)))
	case higher != 0:
		parts = append(parts, fmt.Sprintf(l.pick("Tu ne peux pas compter sur %s plus tard : %s sont encore dehors.", "You cannot count on %s later: %s are still out."), b, l.cardList(higher.Cards(), s.f)))
	case bc.Suit() != pos.Trump && s.ruffRisk(bc, b, keptLater) != "":
		parts = append(parts, s.trumpFacts(), s.ruffRisk(bc, b, keptLater))
	}
	return strings.Join(parts, " ")
}

// ruffRisk says that an opponent could ruff c (written w) when it is played then (when: "si tu le
// gardes pour plus tard"): in some consistent layout one holds no card of its suit and a trump;
// "" otherwise. When only one opponent may, it is named; its trumps are not hedged when every
// layout gives it one (seen.TrumpsOf).
func (s seatStory) ruffRisk(c engine.Card, w string, when [2]string) string {
	l := s.l
	rs := s.ruffers(c.Suit())
	at := l.pick(when[0], when[1])
	switch {
	case len(rs) == 0:
		return ""
	case s.pos.Unseen().Of(c.Suit()) == 0 && len(rs) == 1:
		return fmt.Sprintf(l.pick("Plus personne d'autre n'a %s, et %s peut avoir encore de l'atout : il couperait %s %s.",
			"Nobody else has any %s left, and %s may still hold a trump: they would ruff %s %s."),
			deSuit(l, c.Suit(), s.f), s.who(rs[0], false), w, at)
	case s.pos.Unseen().Of(c.Suit()) == 0:
		return fmt.Sprintf(l.pick("Plus personne d'autre n'a %s : un adversaire qui a encore de l'atout couperait %s %s.",
			"Nobody else has any %s left: an opponent who still holds a trump would ruff %s %s."), deSuit(l, c.Suit(), s.f), w, at)
	case len(rs) == 1 && s.onlyTrumps(rs[0]):
		return fmt.Sprintf(l.pick("%s n'a plus que de l'atout, tu le sais : il couperait %s %s.", "%s holds only trumps, as you know: they would ruff %s %s."),
			s.who(rs[0], true), w, at)
	case len(rs) == 1:
		if tr, err := seen.TrumpsOf(s.pos, rs[0]); err == nil && tr.Always {
			return fmt.Sprintf(l.pick("%s peut n'avoir plus %s : il couperait %s %s.", "%s may have no %s left: they would ruff %s %s."),
				s.who(rs[0], true), deSuit(l, c.Suit(), s.f), w, at)
		}
		return fmt.Sprintf(l.pick("%s peut n'avoir plus %s et encore de l'atout : il couperait %s %s.", "%s may have no %s left and still hold a trump: they would ruff %s %s."),
			s.who(rs[0], true), deSuit(l, c.Suit(), s.f), w, at)
	}
	return fmt.Sprintf(l.pick("Un adversaire peut n'avoir plus %s et encore de l'atout : il couperait %s %s.",
		"An opponent may have no %s left and still hold a trump: they would ruff %s %s."), deSuit(l, c.Suit(), s.f), w, at)
}

// onlyTrumps reports whether every card seat holds is a trump known to be there.
func (s seatStory) onlyTrumps(seat engine.Seat) bool {
	return s.pos.Known[seat].Of(s.pos.Trump).Len() == s.pos.Counts()[seat]
}

// keptLater is the moment a charge's ruff risk is told for.
var keptLater = [2]string{"si tu le gardes pour plus tard", "if you keep it for later"}
