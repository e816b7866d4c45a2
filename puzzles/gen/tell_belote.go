package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellOpen(puzzles.Belote, explain.Text{explain.French: "Cartes sur table : faire tomber la belote adverse", explain.English: "All cards on the table: bringing down the opponents' belote"}, story.belote)
}

// belote tells how an opponent's belote is brought down. The solver's values count trick points only
// (C3, K1), and rightly so here: the holder plays both cards before the end in either line, so the
// 20 stay with the holder's team whatever South plays (B1, B3). The point says so, and teaches what
// does change: where the K and Q of trump fall, and the trick one of them takes in the tempting line.
func (s story) belote(sq puzzles.BeloteBroughtDown) (head, turn string) {
	return s.beloteHead(sq), s.beloteTurn(sq)
}

func (s story) beloteHead(sq puzzles.BeloteBroughtDown) string {
	holder := seatNames[s.l][sq.Holder]
	pair := []engine.Card{engine.NewCard(engine.King, s.p.Trump), engine.NewCard(engine.Queen, s.p.Trump)}
	head := fmt.Sprintf(s.l.pick("Fais tomber la belote : %s a %s. Les 20 points de la belote lui restent quoi que tu joues, car il jouera ces deux cartes avant la fin ; ce que tu peux gagner, ce sont ces deux atouts et les plis qu'ils feraient",
		"Bring down the belote: %s holds %s. The belote's 20 points stay with them whatever you play, since they will play both cards before the end; what you can win is those two trumps and the tricks they would take"),
		holder, s.l.cardList(pair, s.f))
	fallen := make([]engine.Card, len(sq.Fallen))
	where := make([]string, len(sq.Fallen))
	for i, at := range sq.Fallen {
		fallen[i], where[i] = s.c.Best.Line[at].CardOf(sq.Holder), s.trickName(at)
	}
	verb := s.l.pick("tombe sur %s, que ton équipe gagne", "falls on %s, which your side wins")
	if len(fallen) > 1 {
		verb = s.l.pick("tombent sur %s, que ton équipe gagne", "fall on %s, which your side wins")
	}
	return head + fmt.Sprintf(s.l.pick(". Avec %s, %s ", ". With %s, %s "), s.b, s.l.cardList(fallen, s.f)) +
		fmt.Sprintf(verb, strings.Join(where, s.l.pick(" et ", " and ")))
}

// beloteTurn tells the tempting line of a belote puzzle: first the decisive trick, where the lines
// part (puzzles.Comparison.Decisive), then, when it is another one, the richest trick the holder
// wins with the K or Q of trump (what the belote takes in that line).
func (s story) beloteTurn(sq puzzles.BeloteBroughtDown) string {
	dec, r := sq.Focus(), sq.Richest
	out := s.trickTurn(dec, dec == r)
	if r == dec {
		return out
	}
	tr := s.c.Tempting.Line[r]
	when := s.l.pick(" Puis", " Then")
	if r < dec {
		when = s.l.pick(" Avant cela,", " Before that,")
	}
	return out + fmt.Sprintf(s.l.pick("%s %s, une carte de la belote, prend %s : %s ; %s.", "%s %s, one of the belote cards, takes %s: %s; %s."),
		when, s.l.opponentsCard(tr.Winner, tr.WinningCard(), s.f), s.trickName(r), s.l.narrate(s.p.Trump, s.f, tr.Seats, tr.Cards), s.lostTo(tr))
}
