package app

import (
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/safetext"
)

// The practice table's words that the screen and the plain dialogue both say.

// BidsText lists bids (T4, T5): "Ouest passe, Nord prend à cœur", the suit named as in a sentence
// (a table sign such as "♥ C" belongs to the buttons, not to prose).
func BidsText(l Lang, disp Display, bids []engine.Bid) string {
	var out []string
	for _, b := range bids {
		if b.Take() {
			out = append(out, T(l, "pr.bid.take", "seat", SeatName(l, b.Seat), "suit", disp.SuitName(b.Suit)))
		} else {
			out = append(out, T(l, "pr.bid.pass", "seat", SeatName(l, b.Seat)))
		}
	}
	return strings.Join(out, ", ")
}

// BeloteWords reports the belote and rebelote said in the last trick and the current one (B1).
func BeloteWords(l Lang, disp Display, d *engine.Deal) []string {
	return beloteWords(l, disp, d, d.NTricks-1, d.NTricks)
}

// BeloteWordsOf reports the belote and rebelote said in trick i (B1), for a deal told again.
func BeloteWordsOf(l Lang, disp Display, d *engine.Deal, i int) []string {
	return beloteWords(l, disp, d, i, i)
}

// beloteWords reports the words said in tricks from to to; the earlier tricks are read too, since
// the second word said is the rebelote.
func beloteWords(l Lang, disp Display, d *engine.Deal, from, to int) []string {
	var out []string
	said := map[engine.Seat]int{}
	for i := 0; i < 8 && i <= to; i++ {
		t := &d.Tricks[i]
		for j := 0; j < t.N; j++ {
			if t.Belote[j] == 0 {
				continue
			}
			seat := t.Seats[j]
			said[seat]++
			if i >= from {
				word := "Belote"
				if said[seat] == 2 {
					word = "Rebelote"
				}
				out = append(out, T(l, "pr.belote.said", "seat", SeatName(l, seat), "word", word, "card", disp.Card(t.Cards[j])))
			}
		}
	}
	return out
}

// CanSayBelote reports whether a card of the learner's hand would come with belote or rebelote.
func (p *Practice) CanSayBelote() bool {
	d := p.Deal
	for _, c := range d.Hands[Learner].Cards() {
		if d.CanSayBelote(Learner, c) {
			return true
		}
	}
	return false
}

// OfferText says which announcements the learner may declare with their first card, and whether
// they will (A3, A4); "" when there are none.
func (p *Practice) OfferText(l Lang, disp Display) string {
	offer := p.Offer()
	if len(offer) == 0 {
		return ""
	}
	n := len(offer) // "tu la déclares" for one announcement, "tu les déclares" for several
	state := T(l, "pr.offer.off", "n", n)
	if p.Declare {
		state = T(l, "pr.offer.on", "n", n)
	}
	return T(l, "pr.offer", "n", n, "list", DescribeDeclaration(l, disp, offer), "choice", state)
}

// BeloteText asks whether the learner says belote (B1) when they are to choose; "" otherwise. It
// names the two cards in the table's face ("R♥ ou D♥", "le rey ou le caballo de copas").
func (p *Practice) BeloteText(l Lang, disp Display) string {
	if p.Opts.AutoBelote || !p.CanSayBelote() {
		return ""
	}
	state := T(l, "pr.belote.off")
	if p.Belote {
		state = T(l, "pr.belote.on")
	}
	trump := p.Deal.Trump
	kq := []engine.Card{engine.NewCard(engine.King, trump), engine.NewCard(engine.Queen, trump)}
	return T(l, "pr.belote.ask", "cards", disp.Or(kq), "choice", state)
}

// HistoryLine words a finished game of the history: when, the variant, the bots, the score.
func HistoryLine(l Lang, g SavedGame) string {
	final := [2]int{}
	if g.Final != nil {
		final = *g.Final
	}
	return T(l, "pr.history.game", "date", g.Ended.Local().Format("2006-01-02 15:04"), "variant", safetext.Line(g.Variant), "level", safetext.Line(g.Level),
		"ns", final[engine.NS], "ew", final[engine.EW], "winner", savedTeam(l, g.Winner))
}

// savedTeam names a team saved as NS or EW in a game file: EO in French.
func savedTeam(l Lang, s string) string {
	if t, err := engine.ParseTeam(s); err == nil {
		return TeamWord(l, t)
	}
	return safetext.Line(s) // the history file is the user's: never a raw control character
}

// TurnText asks the learner to play, with the keys of the cards still in hand: "1 à 5".
func TurnText(l Lang, cards int) string {
	if cards == 1 {
		return T(l, "pr.turn.one")
	}
	return T(l, "pr.turn", "n", cards)
}
