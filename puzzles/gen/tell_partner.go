package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

func init() {
	tellOpen(puzzles.Partner, explain.Text{explain.French: "Cartes sur table : ne pas prendre le pli du partenaire", explain.English: "All cards on the table: not taking your partner's trick"}, story.partner)
	tellSeat(puzzles.Partner, explain.Text{explain.French: "Main cachée : laisser le pli au partenaire", explain.English: "Hidden hands: leaving the trick to your partner"}, seatStory.partner)
}

// partner tells the open partner motif: leave partner the trick, what the tempting card would do
// instead, and the later tricks the kept card wins (ev.KeptWins); turn tells the decisive trick.
func (s story) partner(ev puzzles.PartnerLeft) (head, turn string) {
	st := engine.ReadTrick(s.p.Trump, s.p.Trick)
	head = fmt.Sprintf(s.l.pick("Ton partenaire est maître avec %s : ne lui prends pas le pli. Joue %s et laisse-le gagner",
		"Your partner is master with %s: do not take the trick from them. Play %s and let them win"), card(st.MasterCard, s.f), s.b)
	if bp := engine.Points(s.c.Best.Card, s.p.Trump); bp > engine.Points(s.c.Tempting.Card, s.p.Trump) {
		head += fmt.Sprintf(s.l.pick(" : tu le charges de %d points au passage", ": you give their trick %d points on the way"), bp)
	}
	// The detector has South win the trick with the tempting card, so South leads next: that is
	// always true; a later trick the kept card wins is said only when the best line shows it.
	reason := s.l.pick(" ; %s prendrait le pli à ton partenaire, et c'est toi qui devrais entamer ensuite",
		"; %s would take the trick from your partner, and you would have to lead next")
	if s.c.Tempting.Card.Suit() == s.p.Trump && engine.SetOf(s.p.Hands[engine.South]...).Of(st.Led) == 0 {
		reason = s.l.pick(" ; couper avec %s ne gagnerait rien : tu prendrais la main à ton partenaire, et c'est toi qui devrais entamer ensuite",
			"; ruffing with %s would gain nothing: you would take the lead from your partner and have to lead next")
	}
	reason = fmt.Sprintf(reason, s.t)
	for _, i := range ev.KeptWins {
		reason += fmt.Sprintf(s.l.pick(", alors qu'avec %s, %s fait %s", ", while with %s, %s wins %s"), s.b, s.t, s.trickName(i))
	}
	return head + reason, s.trickTurn(ev.Focus(), false)
}

// partner tells why South leaves its partner's trick alone: the trick is won already (when South
// plays last), and the tempting card, when it is master, could win a trick of its own later.
func (s seatStory) partner(_ puzzles.PartnerLeftSeat, b, t string) string {
	l, pos, tc := s.l, s.pos, s.pair.Tempting
	head := fmt.Sprintf(l.pick("Ton partenaire est maître avec %s.", "Your partner is master with %s."), s.northCard())
	if len(pos.Trick.Cards) == 3 {
		head = fmt.Sprintf(l.pick("Ton partenaire est maître avec %s et tu joues en dernier : le pli est à vous.",
			"Your partner is master with %s and you play last: the trick is yours."), s.northCard())
	}
	led := pos.Trick.Cards[0].Suit()
	var why string
	switch {
	case tc.Suit() == pos.Trump && led != pos.Trump:
		why = fmt.Sprintf(l.pick("Ne coupe pas le pli de ton partenaire avec %s : garde cet atout.", "Do not ruff your partner's trick with %s: keep that trump."), t)
	case seen.IsMaster(pos, tc):
		// An opponent who may be void in its suit with a trump left could still ruff it later.
		unless := ""
		if len(s.ruffers(tc.Suit())) > 0 {
			unless = l.pick(", si personne ne la coupe", ", if nobody ruffs it")
		}
		why = fmt.Sprintf(l.pick("%s est la carte maîtresse à %s (%s) : ne la gaspille pas sur un pli déjà gagné, elle peut en faire un autre plus tard%s.",
			"%s is the master card in %s (%s): do not waste it on a trick already won, it can win another one later%s."),
			capCard(tc, s.f), suitName(l, tc.Suit(), s.f), s.masterWhy(tc), unless)
	default:
		why = fmt.Sprintf(l.pick("%s passerait par-dessus et prendrait le pli de ton partenaire.", "%s would go over it and take your partner's trick."), capCard(tc, s.f))
	}
	return head + " " + why + " " + s.trumpFacts() + " " + fmt.Sprintf(l.pick("Joue %s et garde %s.", "Play %s and keep %s."), b, t)
}
