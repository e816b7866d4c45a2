package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// Typed is a typed answer read field by field: numbers, and a team or a result word where the
// question asks for one. Quizzes and puzzles read answers the same way, so a score is typed the
// same everywhere: NS, then EW, then the result ("82 80 réussi").
type Typed struct {
	Nums   []int
	Team   engine.Team
	Result engine.Result
}

// The fields a typed answer may hold (catalogue keys of their names).
const (
	FieldWinner  Key = "field.winner"  // a card's number in play order
	FieldPoints  Key = "field.points"  // card points, at most 162 (C3, K1)
	FieldDeclare Key = "field.declare" // announcement points: tens (A2)
	FieldNS      Key = "field.ns"      // what NS scores
	FieldEW      Key = "field.ew"      // what EW scores
	FieldTeam    Key = "field.team"    // NS, EW or none
	FieldResult  Key = "field.result"  // made, failed or litige
	FieldReserve Key = "field.reserve" // what a litige puts in reserve (K7)
)

// fieldRange is what a number field may hold: an answer outside it cannot be right, and is
// refused with a hint rather than marked wrong.
func fieldRange(field Key, cards int) (lo, hi, step int) {
	switch field {
	case FieldWinner:
		return 1, max(cards, 1), 1
	case FieldPoints:
		return 0, 162, 1 // every card and the dix de der make 162 (K1)
	case FieldDeclare:
		return 0, 1000, 10 // every announcement is worth tens of points (A2)
	}
	return 0, 1000, 1
}

// FieldsHint says how to type an answer to fields, with an example: "(NS EO résultat — ex. :
// 82 80 réussi)".
func FieldsHint(l Lang, fields []Key) string {
	return "(" + fieldNames(l, fields) + " — " + T(l, "answer.example", "example", fieldsExample(l, fields)) + ")"
}

func fieldNames(l Lang, fields []Key) string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = T(l, f)
	}
	return strings.Join(names, " ")
}

// fieldsExample is a well-formed answer to fields (never the answer to a given question).
func fieldsExample(l Lang, fields []Key) string {
	parts := make([]string, len(fields))
	for i, f := range fields {
		switch f {
		case FieldWinner:
			parts[i] = "2"
		case FieldPoints:
			parts[i] = "35"
		case FieldDeclare:
			parts[i] = "50"
		case FieldNS:
			parts[i] = "82"
		case FieldEW:
			parts[i] = "80"
		case FieldTeam:
			parts[i] = TeamName(l, engine.NS)
		case FieldResult:
			parts[i] = ResultWord(l, engine.Made)
		case FieldReserve:
			parts[i] = "0"
		case FieldBid:
			parts[i] = "1"
		}
	}
	if len(fields) == 2 && fields[0] == FieldNS && fields[1] == FieldEW {
		parts = []string{"20", "0"} // two teams' announcement points
	}
	return strings.Join(parts, " ")
}

// ParseTyped reads a typed answer to fields; cards is the number of cards a winner's number may
// name. An answer that cannot be right (a word where a number goes, too few or too many parts, a
// number out of range) is an error whose text says how to answer.
func ParseTyped(l Lang, text string, fields []Key, cards int) (Typed, error) {
	t := Typed{Team: engine.NoTeam}
	words := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '/' || r == ';' })
	if len(words) != len(fields) {
		return t, fmt.Errorf("%s", T(l, "answer.err.form", "form", fieldNames(l, fields), "example", fieldsExample(l, fields)))
	}
	for i, f := range fields {
		w := words[i]
		var err error
		switch f {
		case FieldTeam:
			t.Team, err = ParseTeamWord(l, w)
		case FieldResult:
			t.Result, err = ParseResultWord(l, w)
		default:
			var n int
			n, err = parseField(l, f, w, cards)
			t.Nums = append(t.Nums, n)
		}
		if err != nil {
			return t, err
		}
	}
	return t, nil
}

// parseField reads one number field and checks its range.
func parseField(l Lang, field Key, w string, cards int) (int, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s", T(l, "quiz.err.number", "input", w))
	}
	lo, hi, step := fieldRange(field, cards)
	if n < lo || n > hi {
		key := Key("answer.err.range")
		switch field {
		case FieldWinner:
			key = "answer.err.range.winner"
		case FieldPoints:
			key = "answer.err.range.points"
		}
		return 0, fmt.Errorf("%s", T(l, key, "input", w, "max", hi))
	}
	if n%step != 0 {
		return 0, fmt.Errorf("%s", T(l, "answer.err.tens", "input", w))
	}
	return n, nil
}
