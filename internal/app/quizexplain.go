package app

import (
	"fmt"
	"github.com/belote-trainer/belote/explain"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// QuestionInfo words what a question shows beside the table: the cards to count, the declarations
// to compare, the facts of a deal to score.
func QuestionInfo(l Lang, d Display, q *Question) []string {
	switch q.Kind {
	case QuizCount:
		if q.Last {
			return []string{T(l, "quiz.count.last")}
		}
	case QuizCompare:
		return []string{
			T(l, "table.trump") + " " + d.SuitSign(q.Table.Trump) + " (" + d.SuitName(q.Table.Trump) + ")",
			T(l, "quiz.decl", "team", TeamName(l, engine.NS), "list", DescribeDeclaration(l, d, q.Decl[engine.NS])),
			T(l, "quiz.decl", "team", TeamName(l, engine.EW), "list", DescribeDeclaration(l, d, q.Decl[engine.EW])),
		}
	case QuizScore:
		return FactsLines(l, d, q.Variant, *q.Facts)
	case QuizReserve:
		return append(FactsLines(l, d, q.Variant, *q.Facts), T(l, "quiz.reserve.pending", "n", q.Pending))
	}
	return nil
}

// FactsLines words the facts of a deal to score.
func FactsLines(l Lang, d Display, v *engine.Variant, f engine.DealFacts) []string {
	lines := []string{
		T(l, "facts.variant", "variant", v.Name, "contract", T(l, explain.Either(v.Contract == engine.Threshold, "facts.contract.threshold", "facts.contract.beat-defence"))),
		T(l, "facts.taker", "taker", TeamName(l, f.Taker), "ns", f.TrickPoints[engine.NS], "ew", f.TrickPoints[engine.EW]),
	}
	if f.Belote != engine.NoTeam {
		lines = append(lines, T(l, "facts.belote", "team", TeamName(l, f.Belote)))
	}
	if f.Capot != engine.NoTeam {
		lines = append(lines, T(l, "facts.capot", "team", TeamName(l, f.Capot)))
	}
	for t, decl := range f.Declared {
		if len(decl) > 0 {
			lines = append(lines, T(l, "quiz.decl", "team", TeamName(l, engine.Team(t)), "list", DescribeDeclaration(l, d, decl)))
		}
	}
	return lines
}

// CountLine adds up the cards one by one: "J♥ 20 + 9♥ 14 + … = 45".
func CountLine(l Lang, d Display, q *Question) string {
	var parts []string
	for _, c := range q.Cards {
		if p := engine.Points(c, q.Table.Trump); p > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", d.Short(c), p))
		}
	}
	if q.Last {
		parts = append(parts, T(l, "quiz.dixdeder"))
	}
	if len(parts) == 0 {
		parts = []string{"0"}
	}
	return strings.Join(parts, " + ") + " = " + JoinInts(q.Answer)
}

// reserveLine says what became of the pending reserve (K7): the team that wins this deal adds it
// to its score, or, this deal being a litige too, the two reserves add up and wait.
func reserveLine(l Lang, q *Question) string {
	if q.Collected.Team == engine.NoTeam {
		return T(l, "quiz.reserve.grows", "pending", q.Pending, "new", q.Score.Reserve, "total", q.Pending+q.Score.Reserve)
	}
	t := q.Collected.Team
	pts := q.Score.Points[t]
	return T(l, "quiz.reserve.collected", "team", TeamName(l, t), "points", pts, "reserve", q.Collected.Points, "total", pts+q.Collected.Points)
}

// JoinInts writes numbers as "20 / 182".
func JoinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, " / ")
}

// QuestionExplanation words how the engine's answer to a question is found, citing the rules.
func QuestionExplanation(l Lang, d Display, q *Question) []string {
	switch q.Kind {
	case QuizScore:
		return Breakdown(l, q.Variant, *q.Facts, *q.Score)
	case QuizReserve:
		return append(Breakdown(l, q.Variant, *q.Facts, *q.Score), reserveLine(l, q))
	case QuizWinner:
		w := q.Answer[0] - 1
		return append([]string{T(l, "ref.winner", "card", d.Name(q.Table.Trick[w]), "seat", SeatName(l, q.Table.Seats[w]))},
			TrickLines(l, q.Variant, q.Table.Trump, q.Table.Trick)...)
	case QuizCount:
		return []string{CountLine(l, d, q), RuleLineIn(l, d, engine.C3)}
	case QuizAnnounce:
		return DeclareLines(l, q.Variant, q.Table.Trump, q.Table.Hands[engine.South])
	}
	return CompareLines(l, q.Variant, q.Table.Trump, q.Decl)
}
