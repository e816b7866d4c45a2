package app

import (
	"context"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// The messages of the principal line of a best puzzle, kept beside the code that uses them.
var bestLineMessages = map[Key]Text{
	"pz.line":       {"Suite de la donne après {card}, chacun jouant au mieux :", "How the deal goes on after {card}, everyone playing perfectly:"},
	"pz.line.trick": {"  Pli {trick} : {cards} → {seat} ({points} {points|point|points})", "  Trick {trick}: {cards} → {seat} ({points} {points|point|points})"},
}

// BestLineLines words the principal line of a best puzzle after its best card, trick by trick:
// who plays what, who wins the trick (W1) and its points (with the dix de der on the last, K1).
// Nil when the solver cannot answer (it always can for a puzzle the loader accepted).
func BestLineLines(l Lang, d Display, p *puzzles.Puzzle) []string {
	best, err := puzzles.BestLine(context.Background(), p)
	if err != nil || len(best.Line) == 0 {
		return nil
	}
	lines := []string{T(l, "pz.line", "card", d.Name(best.Card))}
	// Numbered as the points number them, by the deal's tricks: the line runs from the trick in
	// progress to the last, the 8th.
	return append(lines, lineTrickLines(l, d, best.Line, 9-len(best.Line))...)
}

// lineTrickLines words the tricks of a principal line, numbered from first: who plays what, who
// wins the trick (W1) and its points (with the dix de der on the last, K1).
func lineTrickLines(l Lang, d Display, line []puzzles.LineTrick, first int) []string {
	var lines []string
	for i, tr := range line {
		if tr.Winner == engine.NoSeat {
			continue // a principal line always ends with whole tricks
		}
		plays := make([]string, len(tr.Cards))
		for j, c := range tr.Cards {
			plays[j] = SeatName(l, tr.Seats[j]) + " " + d.Short(c)
		}
		lines = append(lines, T(l, "pz.line.trick", "trick", first+i, "cards", strings.Join(plays, ", "), "seat", SeatName(l, tr.Winner), "points", tr.Points))
	}
	return lines
}
