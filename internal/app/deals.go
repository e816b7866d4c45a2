package app

import "github.com/belote-trainer/belote/engine"

// Table is what a card table shows: the contract, the trick in progress with who played what, and
// the hands, South's (the learner's) always, the others when a puzzle opens them.
type Table struct {
	Face   engine.Face
	Trump  engine.Suit
	Dealer engine.Seat // NoSeat when unknown
	Taker  engine.Seat // NoSeat when unknown
	Trick  []engine.Card
	Seats  []engine.Seat // the seat that played each card of Trick
	Hands  [4]engine.Set
	Open   [4]bool // hands shown face up; the others are drawn as a count of backs
	// Backs are the sizes of hands whose cards the table does not hold (a seat puzzle's hidden
	// hands), drawn as a count like a closed hand.
	Backs     [4]int
	Highlight engine.Set
	TrickNo   int // 1 to 8, 0 when not in a deal
	// Retourne is the turned-up card, drawn as a card in the middle during the bidding (T3).
	Retourne     engine.Card
	ShowRetourne bool
}

// TrickSeats returns the seats that played n cards from leader, in the variant's direction (T1).
func TrickSeats(dir engine.Direction, leader engine.Seat, n int) []engine.Seat {
	out := make([]engine.Seat, n)
	for i := range out {
		out[i] = dir.Nth(leader, i)
	}
	return out
}

// TableOf shows a deal in progress from South's seat.
func TableOf(d *engine.Deal) Table {
	t := Table{Face: d.Variant.Face, Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker, Hands: d.Hands}
	t.Open[engine.South] = true
	if tr := d.Current(); tr != nil {
		t.Trick = append([]engine.Card(nil), tr.Played()...)
		t.Seats = append([]engine.Seat(nil), tr.Seats[:tr.N]...)
		t.TrickNo = d.NTricks + 1
	}
	return t
}
