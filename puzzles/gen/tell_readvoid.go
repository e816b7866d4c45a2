package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

func init() {
	tellSeat(puzzles.ReadVoid, explain.Text{explain.French: "Main cachée : repérer une couleur coupée", explain.English: "Hidden hands: reading a void"}, seatStory.readVoid)
}

// readVoid tells the void the two cards turn on: the trick that showed it, what South knows of
// that seat's trumps, and the ruff the tempting card runs into (or North's, the best card's).
func (s seatStory) readVoid(ev puzzles.VoidToRead, b, t string) string {
	v := ev.Void
	l := s.l
	shown := s.voidShown(v)
	has := s.trumpsLeft(v.Seat)
	if has != "" {
		shown += " " + has
	}
	if v.Seat == engine.North {
		return shown + " " + s.northRuffs(b, t, has == "")
	}
	// The seat right after South has nobody of its side in the trick yet: South's card is master
	// and a trump must go on it (P7). The seat after North may find its partner master (P4).
	must := s.pos.Variant.Direction.Nth(engine.South, 1) == v.Seat
	switch {
	case must && has == "":
		return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il doit le couper s'il lui reste un atout (P7) ; joue plutôt %s.",
			"If you lead %s, they must ruff it if they have a trump left (P7); play %s instead."), t, b)
	case must:
		return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il doit le couper (P7) ; joue plutôt %s.",
			"If you lead %s, they must ruff it (P7); play %s instead."), t, b)
	case has == "":
		return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il pourra le couper s'il lui reste un atout ; joue plutôt %s.",
			"If you lead %s, they can ruff it if they have a trump left; play %s instead."), t, b)
	}
	return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il pourra le couper ; joue plutôt %s.",
		"If you lead %s, they can ruff it; play %s instead."), t, b)
}

// voidShown tells the trick that showed v: a ruff, or a discard and why it was allowed with a
// trump in hand (the detector keeps only a seat that may still hold one): its partner was master
// (P4), or undertrumping is free (P6).
func (s seatStory) voidShown(v seen.Void) string {
	l, f := s.l, s.f
	t := s.pos.History[v.Trick]
	var before []engine.Card
	for j := range t.Cards {
		if s.pos.Variant.Direction.Nth(t.Leader, j) == v.Seat {
			before = t.Cards[:j]
		}
	}
	st := engine.ReadTrick(s.pos.Trump, before)
	did := fmt.Sprintf(l.pick("il a coupé avec %s", "they ruffed with %s"), card(v.Card, f))
	switch {
	case v.Card.Suit() == s.pos.Trump:
	case st.PartnerMaster:
		did = l.pick("il s'est défaussé "+ofcard(v.Card, f)+" : son partenaire était maître, il n'était pas obligé de couper (P4)",
			"they discarded "+card(v.Card, f)+"; their partner was master, so they did not have to ruff (P4)")
	case st.Trumped:
		did = l.pick("il s'est défaussé "+ofcard(v.Card, f)+" sur la coupe d'un adversaire, ce qui est permis sans atout plus fort (P6)",
			"they discarded "+card(v.Card, f)+" on an opponent's ruff, which is allowed without a higher trump (P6)")
	default:
		did = l.pick("il s'est défaussé "+ofcard(v.Card, f), "they discarded "+card(v.Card, f))
	}
	// A French table says « Est n'a plus de trèfle », not the bridge word « chicane ».
	if l == en {
		return fmt.Sprintf("Read the void: %s %s did not follow to %s: %s.", l.trickNth(v.Trick+1), s.who(v.Seat, false), suitName(l, v.Suit, f), did)
	}
	return fmt.Sprintf("Repère la couleur coupée : %s, %s n'a pas fourni %s, %s.", l.trickNth(v.Trick+1), s.who(v.Seat, false), "à "+suitName(l, v.Suit, f), did)
}

// northRuffs tells what leading into North's void offers: North plays after one opponent, and
// may ruff South's card; it must when that opponent follows higher (P7), and need not while
// South's card holds the trick (P4).
func (s seatStory) northRuffs(b, t string, hedge bool) string {
	l := s.l
	second := s.who(s.pos.Variant.Direction.Nth(engine.South, 1), false)
	if hedge {
		return fmt.Sprintf(l.pick("Joue %s : s'il lui reste un atout, ton partenaire pourra le couper, et il le devra si %s fournit plus fort (P7) ; %s ne lui donne pas cette chance.",
			"Lead %s: if they have a trump left, your partner can ruff it, and must if %s follows higher (P7); %s gives them no such chance."), b, second, t)
	}
	return fmt.Sprintf(l.pick("Joue %s : ton partenaire pourra le couper, et il le devra si %s fournit plus fort (P7) ; %s ne lui donne pas cette chance.",
		"Lead %s: your partner can ruff it, and must if %s follows higher (P7); %s gives them no such chance."), b, second, t)
}

// trumpsLeft says what South can know of seat's trumps when every consistent layout agrees that
// it still holds one ("Il lui reste {card:9S} : personne d'autre ne peut l'avoir."), and "" when
// the layouts disagree: then the text hedges.
func (s seatStory) trumpsLeft(seat engine.Seat) string {
	tr, err := seen.TrumpsOf(s.pos, seat)
	if err != nil || !tr.Always {
		return ""
	}
	l, sure := s.l, tr.Sure.Cards()
	one := len(sure) == 1
	named := cardList(sure, s.f)
	if one {
		named = card(sure[0], s.f)
	}
	switch {
	case len(sure) == 0:
		// Every layout gives it a trump, none the same one: say the count that proves it.
		if why := s.mustHoldTrump(seat); why != "" {
			return why
		}
		return l.pick("Il lui reste forcément un atout.", "They must still hold a trump.")
	case tr.Sure&^s.pos.Known[seat] == 0:
		return fmt.Sprintf(l.pick("Il lui reste %s, tu le sais.", "They still hold %s, as you know."), named)
	}
	// Say how South knows: the other seats known to hold no trump, or shown to have none.
	if d := deduceTrumps(s.pos, seat); d.Only == seat && d.Told() {
		return strings.TrimSpace(s.trumpDeduction(d)) + " " + fmt.Sprintf(l.pick("%s a donc %s.", "So %s holds %s."), s.who(seat, l == fr), s.l.cardList(d.Rest.Cards(), s.f))
	}
	switch {
	case tr.Alone && one:
		return fmt.Sprintf(l.pick("Il lui reste %s : personne d'autre ne peut l'avoir.", "They still hold %s: nobody else can have it."), named)
	case tr.Alone:
		return fmt.Sprintf(l.pick("Il lui reste %s : personne d'autre ne peut les avoir.", "They still hold %s: nobody else can have them."), named)
	}
	return fmt.Sprintf(l.pick("Il lui reste forcément %s.", "They must still hold %s."), named)
}
