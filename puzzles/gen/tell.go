package gen

import (
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// The words of each motif (puzzles.Motif): its pack's title and its teller, which words only what
// the motif's evidence holds (the detector's, computed once, puzzles/motif_<name>.go). Each motif
// registers them from its own file, tell_<name>.go; TestMotifRegistry checks that every motif
// type of the registry has them.

// openTeller words an open-card motif.
type openTeller struct {
	title explain.Text
	// tell returns the reason (head, without its full stop) and the tempting line's trick that
	// shows what the tempting card costs (turn: a sentence with its leading space, or "").
	tell func(s story, ev puzzles.OpenEvidence) (head, turn string)
}

// seatTeller words a hidden-hand motif: idea is the sentence of the motif on the position (b and
// t the best and tempting cards as placeholders); a goal motif writes its own texts instead
// (texts).
type seatTeller struct {
	title explain.Text
	idea  func(s seatStory, ev puzzles.Evidence, b, t string) string
	texts func(g *generator, p *puzzles.Puzzle, a puzzles.Solution)
}

var (
	openTellers = map[puzzles.Motif]openTeller{}
	seatTellers = map[puzzles.Motif]seatTeller{}
)

// tellOpen registers the title and teller of open-card motif m, whose evidence is of type E.
func tellOpen[E puzzles.OpenEvidence](m puzzles.Motif, title explain.Text, tell func(s story, ev E) (head, turn string)) {
	openTellers[m] = openTeller{title: title, tell: func(s story, ev puzzles.OpenEvidence) (string, string) { return tell(s, ev.(E)) }}
}

// tellSeat registers the title and teller of hidden-hand motif m, whose evidence is of type E.
func tellSeat[E puzzles.Evidence](m puzzles.Motif, title explain.Text, idea func(s seatStory, ev E, b, t string) string) {
	seatTellers[m] = seatTeller{title: title, idea: func(s seatStory, ev puzzles.Evidence, b, t string) string { return idea(s, ev.(E), b, t) }}
}

// MotifTitle names motif m of view v for learners, as its pack's title.
func MotifTitle(m puzzles.Motif, v puzzles.View) explain.Text {
	if v == puzzles.ViewSeat {
		return seatTellers[m].title
	}
	return openTellers[m].title
}
