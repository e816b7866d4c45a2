package app

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// QuestionInfo words what a question shows beside the table: the cards to count, the declarations
// to compare, the facts of a deal to score.
func QuestionInfo(l Lang, d Display, q *Question) []string {
	switch q.Kind {
	case QuizCount:
		if q.Last {
			return []string{l.T("quiz.count.last")}
		}
	case QuizCompare:
		return []string{
			l.T("table.trump") + " " + d.Suit(q.Table.Trump) + " (" + d.SuitName(l, q.Table.Trump) + ")",
			l.T("quiz.decl", TeamName(l, engine.NS), DescribeDeclaration(l, d, q.Decl[engine.NS])),
			l.T("quiz.decl", TeamName(l, engine.EW), DescribeDeclaration(l, d, q.Decl[engine.EW])),
		}
	case QuizScore:
		return FactsLines(l, d, q.Variant, *q.Facts)
	}
	return nil
}

// FactsLines words the facts of a deal to score.
func FactsLines(l Lang, d Display, v *engine.Variant, f engine.DealFacts) []string {
	lines := []string{
		l.T("facts.variant", v.Name, l.T("facts.contract."+v.Contract.String())),
		l.T("facts.taker", TeamName(l, f.Taker), f.TrickPoints[engine.NS], f.TrickPoints[engine.EW]),
	}
	if f.Belote != engine.NoTeam {
		lines = append(lines, l.T("facts.belote", TeamName(l, f.Belote)))
	}
	if f.Capot != engine.NoTeam {
		lines = append(lines, l.T("facts.capot", TeamName(l, f.Capot)))
	}
	for t, decl := range f.Declared {
		if len(decl) > 0 {
			lines = append(lines, l.T("quiz.decl", TeamName(l, engine.Team(t)), DescribeDeclaration(l, d, decl)))
		}
	}
	return lines
}

// CountLine adds up the cards one by one: "J♥ 20 + 9♥ 14 + … = 45".
func CountLine(l Lang, d Display, q *Question) string {
	var parts []string
	for _, c := range q.Cards {
		if p := engine.Points(c, q.Table.Trump); p > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", d.Card(c), p))
		}
	}
	if q.Last {
		parts = append(parts, l.T("quiz.dixdeder"))
	}
	if len(parts) == 0 {
		parts = []string{"0"}
	}
	return strings.Join(parts, " + ") + " = " + JoinInts(q.Answer)
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
	case QuizWinner:
		w := q.Answer[0] - 1
		return append([]string{l.T("ref.winner", d.Card(q.Table.Trick[w]), SeatName(l, q.Table.Seats[w]))},
			TrickLines(l, q.Variant, q.Table.Trump, q.Table.Trick)...)
	case QuizCount:
		return []string{CountLine(l, d, q), RuleLine(l, engine.C3)}
	case QuizAnnounce:
		return DeclareLines(l, q.Variant, q.Table.Trump, q.Table.Hands[engine.South])
	}
	return CompareLines(l, q.Variant, q.Table.Trump, q.Decl)
}
