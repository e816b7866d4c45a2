package app

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// A seat puzzle (issue 13 §2) shows only what South sees at the table: its own hand, who took and
// the trump, the announcements still in hand, the trick in progress and every finished trick. The
// other hands are never on the table, not even as cards kept out of sight: SeatTable holds their
// sizes only, so no screen can draw them before the answer.

// The messages of the seat view, kept beside the code that uses them.
var seatViewMessages = map[Key]Text{
	"seat.taker":         {"{seat} a pris, atout {suit}.", "{seat} took, trumps {suit}."},
	"seat.taker.you":     {"Tu as pris, atout {suit}.", "You took, trumps {suit}."},
	"seat.declared":      {"annonce : {decl}", "declared: {decl}"},
	"seat.known":         {"Encore en main, tu le sais : {list}.", "Still in hand, as you know: {list}."},
	"seat.known.sep":     {" ; ", "; "},
	"seat.known.part":    {"{cards} chez {seat}", "{cards} with {seat}"},
	"seat.tricks":        {"Plis : ›entame *gagne", "Tricks: ›led *won"},
	"seat.tricks.pts":    {"pts", "pts"},
	"seat.trick.line":    {"Pli {n} : {cards} ; {seat} gagne, {points} {points|point|points} pour {team}.", "Trick {n}: {cards}; {seat} wins, {points} {points|point|points} for {team}."},
	"table.legend.taker": {"[P] preneur  * maître", "[T] taker  * winning"},
	"seat.none":          {"Aucun pli n'est encore fini.", "No trick is finished yet."},
	"pkind.best.seat":    {"jeu caché", "hidden"},
	"help.seat": {"Jeu caché : tu ne vois que ta main, le pli en cours, le preneur, les annonces et les plis joués (à droite : › entame, * gagne). Compte les atouts tombés, repère qui a montré une coupe. La bonne carte est celle qui rapporte le plus en moyenne sur toutes les répartitions possibles des cartes cachées.",
		"Hidden hands: you see only your hand, the trick in progress, the taker, the announcements and the tricks played (on the right: › led, * won). Count the fallen trumps, spot who has shown a void. The right card is the one that brings the most on average over every possible layout of the hidden cards."},
}

// SeatTable lays out a seat puzzle's table from South's seat: South's hand face up, the other seats
// as a number of cards, the trick in progress, the trump, the taker (NoSeat when not said) and the
// trick number.
func SeatTable(pos *evaluate.Position, taker engine.Seat, face engine.Face) Table {
	t := Table{Face: face, Trump: pos.Trump, Dealer: engine.NoSeat, Taker: taker, TrickNo: len(pos.History) + 1}
	t.Hands[engine.South], t.Open[engine.South] = pos.Hand, true
	t.Backs = pos.Counts()
	t.Backs[engine.South] = 0
	t.Trick = append([]engine.Card(nil), pos.Trick.Cards...)
	t.Seats = TrickSeats(pos.Variant.Direction, pos.Trick.Leader, len(pos.Trick.Cards))
	return t
}

// SeatInfo words what a seat puzzle shows besides the hand and the tricks, for the plain
// dialogue: who took, then the known cards (SeatKnown).
func SeatInfo(l Lang, d Display, pos *evaluate.Position, taker engine.Seat) []string {
	var out []string
	switch {
	case taker == engine.South:
		out = append(out, T(l, "seat.taker.you", "suit", trumpWords(d, pos.Trump)))
	case taker < engine.NoSeat:
		out = append(out, T(l, "seat.taker", "seat", SeatName(l, taker), "suit", trumpWords(d, pos.Trump)))
	}
	return append(out, SeatKnown(l, d, pos)...)
}

// SeatKnown words the cards known to be in another hand (an announcement shown, the other half of
// a belote, the retourne) in one line, seat by seat, so that it takes little room under the
// table: "Encore en main, tu le sais : 10♣ et V♣ chez Est (tierce annoncée) ; 7♥ chez Nord", "la
// sota d'oros chez Ouest" in the Spanish face. Nil when none is known.
func SeatKnown(l Lang, d Display, pos *evaluate.Position) []string {
	var parts []string
	for _, s := range engine.Seats {
		if k := pos.Known[s]; k != 0 && s != pos.Seat {
			parts = append(parts, knownPart(l, d, s, k, pos.Trump))
		}
	}
	if len(parts) == 0 {
		return nil
	}
	return []string{T(l, "seat.known", "list", strings.Join(parts, T(l, "seat.known.sep")))}
}

// trumpWords names the trump as the table does: "cœur (♥ C)".
func trumpWords(d Display, s engine.Suit) string { return d.SuitName(s) + " (" + d.SuitSign(s) + ")" }

// knownPart words one seat's known cards, and the announcement they make when they are exactly
// its declaration (A2).
func knownPart(l Lang, d Display, s engine.Seat, k engine.Set, trump engine.Suit) string {
	part := T(l, "seat.known.part", "cards", d.And(SortHand(k, trump)), "seat", SeatName(l, s))
	decl := engine.BestDeclaration(k, trump)
	var covered engine.Set
	kinds := make([]string, len(decl))
	for i, a := range decl {
		covered |= a.Cards
		kinds[i] = T(l, declKinds[a.Kind])
	}
	if len(decl) > 0 && covered == k {
		part += " (" + T(l, "seat.declared", "decl", strings.Join(kinds, " + ")) + ")"
	}
	return part
}

// seatColumns are the seats in the columns of the trick record: from the one after South round to
// South, in the variant's direction, so that a row reads in play order from its leader on.
func seatColumns(dir engine.Direction) [4]engine.Seat {
	var out [4]engine.Seat
	for i := range out {
		out[i] = dir.Nth(engine.South, i+1)
	}
	return out
}

// seatInitial is a seat's initial in language l: N, E, S, O in French, N, E, S, W in English.
func seatInitial(l Lang, s engine.Seat) string {
	return string([]rune(Display{Lang: l}.Seat(s))[:1])
}

// SeatTrickRows writes the finished tricks as a compact record, for the screen: a legend, a header
// with a column per seat, then one row per trick with each seat's card, › on the card led, * on
// the winning card (W1), and the trick's points (C3, with the dix de der on the last, K1); in the
// Spanish face, the suits' names after their letters (suitKey). Each row is SeatTrickWidth cells
// wide at most, so that it fits beside the table at 80 columns.
func SeatTrickRows(l Lang, d Display, pos *evaluate.Position) []string {
	cols := seatColumns(pos.Variant.Direction)
	head := "  "
	for _, s := range cols {
		head += fmt.Sprintf(" %-5s", seatInitial(l, s))
	}
	out := []string{T(l, "seat.tricks"), head + T(l, "seat.tricks.pts")}
	cards := SeatTrickCards(pos)
	for i, tr := range pos.History {
		w := engine.Winner(pos.Trump, tr.Cards)
		row := fmt.Sprintf("%d ", i+1)
		for k, s := range cols {
			j := playIndex(pos.Variant.Direction, tr.Leader, s)
			cell := " " + d.Tag(cards[i][k])
			if j == 0 {
				cell = "›" + d.Tag(cards[i][k])
			}
			if j == w {
				cell += "*"
			}
			row += " " + padRight(cell, 5)
		}
		pts := engine.WonPoints(engine.SetOf(tr.Cards...), pos.Trump, false)
		out = append(out, row+fmt.Sprintf("%3d", pts))
	}
	if len(pos.History) > 0 && d.Face == engine.Spanish {
		out = append(out, suitKey(d)...)
	}
	return out
}

// suitKey names the Spanish suits and figures after the letters the record and the table write
// them with ("e espadas · c copas · o oros", "b bastos · S sota · C caballo"), packed into lines
// of the record's width: a cell has room for the table's tag ("Ro") only, and a learner should not
// have to remember what its letters stand for.
func suitKey(d Display) []string {
	var words []string
	for _, s := range engine.Suits {
		words = append(words, d.SuitLetter(s)+" "+d.SuitName(s))
	}
	words = append(words, d.TagKey()...)
	var out []string
	line := ""
	for _, w := range words {
		switch {
		case line == "":
			line = w
		case len([]rune(line+" · "+w)) > SeatTrickWidth:
			out, line = append(out, line), w
		default:
			line += " · " + w
		}
	}
	return append(out, line)
}

// SeatTrickCards are the cards of each row of SeatTrickRows, by column: the card of column k
// starts at SeatTrickColumn(k) of its row (for a screen that colours them by suit).
func SeatTrickCards(pos *evaluate.Position) [][4]engine.Card {
	cols := seatColumns(pos.Variant.Direction)
	out := make([][4]engine.Card, len(pos.History))
	for i, tr := range pos.History {
		for k, s := range cols {
			out[i][k] = tr.Cards[playIndex(pos.Variant.Direction, tr.Leader, s)]
		}
	}
	return out
}

// SeatTrickColumn is where the card of column k starts in a row of SeatTrickRows: after the
// trick number and a space, each column is a space, a mark and the card.
func SeatTrickColumn(k int) int { return 2 + 6*k + 2 }

// SeatTrickWidth is the widest row of SeatTrickRows: a trick number, four cells of a mark, a card
// of up to three signs and a mark, and the points.
const SeatTrickWidth = 2 + 4*6 + 3

// playIndex is the place of seat s in the play order of a trick led by leader (T1).
func playIndex(dir engine.Direction, leader, s engine.Seat) int {
	for i := range 4 {
		if dir.Nth(leader, i) == s {
			return i
		}
	}
	return 0
}

func padRight(s string, n int) string {
	if k := len([]rune(s)); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// SeatTrickLines writes the finished tricks in sentences, one per trick, for the plain dialogue
// (a screen reader reads a sentence better than a grid): who played what in play order, who won
// (W1) and the points for which team (C3).
func SeatTrickLines(l Lang, d Display, pos *evaluate.Position) []string {
	if len(pos.History) == 0 {
		return []string{T(l, "seat.none")}
	}
	var out []string
	for i, tr := range pos.History {
		plays := make([]string, len(tr.Cards))
		for j, c := range tr.Cards {
			plays[j] = SeatName(l, pos.Variant.Direction.Nth(tr.Leader, j)) + " " + d.Short(c)
		}
		won := pos.Variant.Direction.Nth(tr.Leader, engine.Winner(pos.Trump, tr.Cards))
		pts := engine.WonPoints(engine.SetOf(tr.Cards...), pos.Trump, false)
		out = append(out, T(l, "seat.trick.line", "n", i+1, "cards", strings.Join(plays, ", "), "seat", SeatName(l, won),
			"points", pts, "team", d.Team(won.Team())))
	}
	return out
}
