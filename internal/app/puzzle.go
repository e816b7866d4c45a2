package app

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// PuzzleSession is one puzzle being answered: what the table shows, the cards ticked, and the
// verdict once answered. The verdict is always puzzles.Check's, that is the engine's.
type PuzzleSession struct {
	P     *puzzles.Puzzle
	Table Table
	Hand  []engine.Card // the cards South picks from, in display order (legal, best), or shows
	// Seen is what South sees of a seat puzzle (a best puzzle with view = "seat"): the screen draws
	// its finished tricks beside the table. Nil for the other puzzles.
	Seen    *evaluate.Position
	Chosen  engine.Set
	Verdict *puzzles.Verdict
	Helped  bool
	// Tries counts the checked answers. A first wrong answer leaves the puzzle open for one more
	// try (Retry), without showing the answer; a puzzle that needed it counts as failed.
	Tries int
	Retry bool
	// Reserve is the litige reserve typed with the last answer parsed (ParseAttempt), when the
	// puzzle asks for it (AsksReserve); puzzles.Attempt has no field for it, so the session marks
	// it against the engine's score itself.
	Reserve int
	// checked is the puzzle answers are checked against: the library's own when P is a copy in
	// another face (NewPuzzleSessionIn), so that an answer computed on first use (a seat puzzle's
	// evaluation) is computed once for the process, not once per showing.
	checked *puzzles.Puzzle
}

// Failed reports whether the puzzle counts as failed for the progress and the review schedule:
// answered wrong, or right only at the second try.
func (s *PuzzleSession) Failed() bool {
	return s.Verdict != nil && (!s.Verdict.Correct || s.Tries > 1)
}

// NewPuzzleSessionIn lays out a puzzle with its cards named in face f (PuzzleWithFace); its
// answers are checked against p itself, so that an answer computed on first use (a seat puzzle's
// evaluation) is computed once for the process, not once per showing. Until that answer is known
// (Pending), the session takes no answer: ComputeAnswer makes it, off the screen's goroutine.
func NewPuzzleSessionIn(p *puzzles.Puzzle, f engine.Face) *PuzzleSession {
	s := NewPuzzleSession(PuzzleWithFace(p, f))
	s.checked = p
	return s
}

// Pending reports whether the puzzle's answer is still to be computed (a seat puzzle's
// evaluation, from a few milliseconds to a few seconds): the screen says it is computing, and
// takes no answer meanwhile.
func (s *PuzzleSession) Pending() bool { return !puzzles.AnswerKnown(s.checked) }

// ComputeAnswer computes a pending answer, stopping when ctx ends (the answer then stays
// pending). It may run on any goroutine: it touches only the library's puzzle. Once it returned
// nil, TakeAnswer on the screen's goroutine hands the answer to the session.
func (s *PuzzleSession) ComputeAnswer(ctx context.Context) error {
	return puzzles.PrepareAnswer(ctx, s.checked)
}

// TakeAnswer gives the session's copy of the puzzle the answer just computed, so that its
// feedback (puzzles.Tempting, puzzles.Compare) reads it rather than evaluating again.
func (s *PuzzleSession) TakeAnswer() {
	s.P = PuzzleWithFace(s.checked, s.P.Variant.Face)
}

// Prepare computes a pending answer and takes it, on the caller's goroutine (the plain dialogue,
// which has nothing else to do meanwhile).
func (s *PuzzleSession) Prepare(ctx context.Context) error {
	if !s.Pending() {
		return nil
	}
	err := s.ComputeAnswer(ctx)
	s.TakeAnswer()
	return err
}

// NewPuzzleSession lays out a puzzle's position from South's seat.
func NewPuzzleSession(p *puzzles.Puzzle) *PuzzleSession {
	s := &PuzzleSession{P: p, checked: p}
	t := Table{Face: p.Variant.Face, Trump: p.Trump, Dealer: engine.NoSeat, Taker: engine.NoSeat}
	dir := p.Variant.Direction
	switch p.Kind {
	case puzzles.KindLegal, puzzles.KindAnnounce:
		t.Hands[engine.South], t.Open[engine.South] = engine.SetOf(p.Hand...), true
		t.Trick = p.Trick
		t.Seats = TrickSeats(dir, dir.Nth(engine.South, (4-len(p.Trick))&3), len(p.Trick))
	case puzzles.KindWinner:
		leader := p.Leader
		if leader == engine.NoSeat {
			leader = engine.South
		}
		t.Trick, t.Seats = p.Trick, TrickSeats(dir, leader, len(p.Trick))
	case puzzles.KindBest:
		if p.View == puzzles.ViewSeat {
			t = SeatTable(p.Seen, p.TakerSeat, p.Variant.Face)
			s.Seen = p.Seen
			break
		}
		for _, seat := range engine.Seats {
			t.Hands[seat], t.Open[seat] = engine.SetOf(p.Hands[seat]...), true
		}
		t.Trick, t.Seats = p.Trick, TrickSeats(dir, p.Leader, len(p.Trick))
	case puzzles.KindScore:
		t.Trump = p.Trump
	case puzzles.KindBid:
		t.Hands[engine.South], t.Open[engine.South], t.Dealer = engine.SetOf(p.Hand...), true, p.Dealer
	}
	s.Table = t
	switch p.Kind {
	case puzzles.KindCount:
		s.Hand = SortHand(engine.SetOf(p.Cards...), p.Trump)
	default:
		s.Hand = SortHand(t.Hands[engine.South], p.Trump)
	}
	return s
}

// Picks reports whether the puzzle is answered by picking cards (legal: tick every legal card;
// best: play one) rather than by typing.
func (s *PuzzleSession) Picks() bool {
	return s.P.Kind == puzzles.KindLegal || s.P.Kind == puzzles.KindBest
}

// Toggle ticks or unticks a card (legal puzzles).
func (s *PuzzleSession) Toggle(c engine.Card) {
	if s.Verdict != nil {
		return
	}
	if s.Chosen.Has(c) {
		s.Chosen = s.Chosen.Remove(c)
	} else {
		s.Chosen = s.Chosen.Add(c)
	}
}

// Submit checks an attempt with the engine and keeps the verdict.
func (s *PuzzleSession) Submit(at puzzles.Attempt) (puzzles.Verdict, error) {
	if s.Verdict != nil {
		return *s.Verdict, nil
	}
	v, err := puzzles.Check(s.checked, at)
	if err != nil {
		return v, err
	}
	if AsksReserve(s.P) { // the prompt asks what goes into the reserve (K7): the answer says it too
		v.Correct = v.Correct && s.Reserve == v.Answer.Score.Reserve
	}
	s.Tries++
	s.Retry = !v.Correct && s.Tries == 1
	if s.Retry {
		s.Chosen = 0
		return v, nil
	}
	s.Verdict = &v
	return v, nil
}

// Refusal is what refuses card c in a best puzzle when the rules forbid playing it (§3): that it
// may not be played, with the rule, then why, and that the pick does not count as a try. Nil when
// c may be played, or when the puzzle is not answered by playing a card. A card the rules forbid
// is not an answer to "which card do you play?": a table would not let it be played, so it must
// not use up the first try.
func (s *PuzzleSession) Refusal(l Lang, d Display, c engine.Card) []string {
	p := s.P
	if p.Kind != puzzles.KindBest || s.Verdict != nil {
		return nil
	}
	hand := shownHand(p)
	legal, rule := p.Variant.Legal(p.Trump, engine.SetOf(hand...), p.Trick)
	if legal.Has(c) {
		return nil
	}
	// The first line is short, to be read in the one row a lesson step's feedback may have at
	// 80×24; the next, which names the card, scrolls.
	return append([]string{T(l, "pz.forbidden", "rule", rule)}, WhyCard(l, p.Variant, p.Trump, hand, p.Trick, c)...)
}

// SubmitCards answers a legal puzzle with the ticked cards, or a best puzzle with card c.
func (s *PuzzleSession) SubmitCards(c engine.Card) (puzzles.Verdict, error) {
	if s.P.Kind == puzzles.KindBest {
		return s.Submit(puzzles.Attempt{Cards: []engine.Card{c}})
	}
	return s.Submit(puzzles.Attempt{Cards: s.Chosen.Cards()})
}

// Fields lists the fields of a typed answer, in order (FieldWinner, FieldPoints…).
func (s *PuzzleSession) Fields() []Key {
	switch s.P.Kind {
	case puzzles.KindWinner:
		return []Key{FieldWinner}
	case puzzles.KindAnnounce:
		if s.P.DeclaredForm {
			return []Key{FieldTeam, FieldDeclare}
		}
		return []Key{FieldDeclare}
	case puzzles.KindScore:
		if AsksReserve(s.P) {
			return []Key{FieldNS, FieldEW, FieldResult, FieldReserve}
		}
		return []Key{FieldNS, FieldEW, FieldResult}
	case puzzles.KindBid:
		return []Key{FieldBid}
	}
	return []Key{FieldPoints}
}

// ParseAttempt reads a typed answer: numbers, and for some kinds a team or a result word, in either
// language ("NS 50", "aucune 0", "20 162 dedans"). An answer that cannot be right is refused with
// a hint (ParseTyped).
func (s *PuzzleSession) ParseAttempt(l Lang, text string) (puzzles.Attempt, error) {
	at := puzzles.Attempt{Team: engine.NoTeam}
	if s.P.Kind == puzzles.KindBid {
		return parseBid(l, s.P, strings.Fields(strings.ReplaceAll(text, ",", " ")))
	}
	t, err := ParseTyped(l, text, s.Fields(), len(s.P.Trick))
	if err != nil {
		return at, err
	}
	at.Team, at.Result = t.Team, t.Result
	switch s.P.Kind {
	case puzzles.KindWinner:
		at.Index = t.Nums[0] - 1
	case puzzles.KindScore:
		at.NS, at.EW = t.Nums[0], t.Nums[1]
		if len(t.Nums) > 2 {
			s.Reserve = t.Nums[2]
		}
	default:
		at.Points = t.Nums[0]
	}
	return at, nil
}

// ParseTeamWord reads NS, EW (EO in French) or none (aucune, personne).
func ParseTeamWord(l Lang, w string) (engine.Team, error) {
	switch strings.ToLower(w) {
	case "ns":
		return engine.NS, nil
	case "ew", "eo":
		return engine.EW, nil
	case "none", "nobody", "aucune", "personne", "0", "-":
		return engine.NoTeam, nil
	}
	return engine.NoTeam, fmt.Errorf("%s", T(l, "pz.err.team", "input", w))
}

// ParseResultWord reads made, failed or litige, in either language.
func ParseResultWord(l Lang, w string) (engine.Result, error) {
	switch strings.ToLower(w) {
	case "made", "réussi", "reussi", "fait":
		return engine.Made, nil
	case "failed", "dedans", "chuté", "chute":
		return engine.Failed, nil
	case "litige", "tie":
		return engine.Litige, nil
	}
	return engine.Made, fmt.Errorf("%s", T(l, "pz.err.result", "input", w))
}

// ResultWord names a result in language l.
func ResultWord(l Lang, r engine.Result) string { return T(l, resultWords[r]) }

// resultWords name the results of a deal (K5, K6, K7).
var resultWords = map[engine.Result]Key{
	engine.Made: "pz.result.made", engine.Failed: "pz.result.failed", engine.Litige: "pz.result.litige", engine.Passed: "pz.result.passed",
}

// PuzzleFacts turns a score puzzle into the engine's facts, for showing them.
func PuzzleFacts(p *puzzles.Puzzle) engine.DealFacts {
	return engine.DealFacts{Trump: p.Trump, Taker: p.Taker, TrickPoints: p.Points, Capot: p.Capot,
		Belote: p.Belote, Declared: p.Announces}
}

// PuzzleInfo words what a puzzle shows beside the table.
func PuzzleInfo(l Lang, d Display, p *puzzles.Puzzle) []string {
	switch p.Kind {
	case puzzles.KindCount:
		if p.LastTrick {
			return []string{T(l, "quiz.count.last")}
		}
	case puzzles.KindAnnounce:
		if p.DeclaredForm {
			return []string{
				T(l, "table.trump") + " " + d.SuitSign(p.Trump) + " (" + d.SuitName(p.Trump) + ")",
				T(l, "quiz.decl", "team", TeamName(l, engine.NS), "list", DescribeDeclaration(l, d, p.Declared[engine.NS])),
				T(l, "quiz.decl", "team", TeamName(l, engine.EW), "list", DescribeDeclaration(l, d, p.Declared[engine.EW])),
			}
		}
	case puzzles.KindScore:
		return FactsLines(l, d, p.Variant, PuzzleFacts(p))
	case puzzles.KindBid:
		return bidInfo(l, d, p)
	case puzzles.KindBest:
		if p.View == puzzles.ViewSeat {
			return SeatInfo(l, d, p.Seen, p.TakerSeat)
		}
	}
	return nil
}

// PuzzleExplanation words how the engine's answer to a puzzle is found, citing the rules (the
// verdict and the teaching point come before it: PuzzleFeedback).
func PuzzleExplanation(l Lang, d Display, p *puzzles.Puzzle, v puzzles.Verdict) []string {
	a := v.Answer
	var lines []string
	switch p.Kind {
	case puzzles.KindLegal:
		refusals, summary := PlayLines(l, p.Variant, p.Trump, p.Hand, p.Trick, v.Wrong)
		lines = refusals
		if len(refusals) == 0 {
			lines = []string{summary}
		}
	case puzzles.KindWinner:
		seat := TrickSeats(p.Variant.Direction, leaderOr(p.Leader), 4)[a.Winner]
		lines = append([]string{T(l, "ref.winner", "card", d.Name(p.Trick[a.Winner]), "seat", SeatName(l, seat))},
			TrickLines(l, p.Variant, p.Trump, p.Trick)...)
	case puzzles.KindCount:
		q := Question{Kind: QuizCount, Cards: SortHand(engine.SetOf(p.Cards...), p.Trump), Last: p.LastTrick,
			Table: Table{Trump: p.Trump}, Answer: []int{a.Points}}
		lines = []string{CountLine(l, d, &q), RuleLineIn(l, d, engine.C3)}
	case puzzles.KindAnnounce:
		if p.DeclaredForm {
			lines = CompareLines(l, p.Variant, p.Trump, p.Declared)
		} else {
			lines = DeclareLines(l, p.Variant, p.Trump, engine.SetOf(p.Hand...))
		}
	case puzzles.KindScore:
		lines = append([]string{T(l, "pz.result", "result", ResultWord(l, a.Score.Result))}, Breakdown(l, p.Variant, PuzzleFacts(p), a.Score)...)
	case puzzles.KindBest:
		if p.View == puzzles.ViewSeat {
			return SeatExplanation(l, d, SeatAnswerOf(p, a))
		}
		lines = []string{T(l, "pz.values")}
		for _, c := range SortHand(engine.SetOf(p.Hands[engine.South]...), p.Trump) {
			if val, ok := a.Values[c]; ok {
				lines = append(lines, T(l, "pz.value", "card", d.Short(c), "value", val))
			}
		}
		lines = append(lines, BestLineLines(l, d, p)...)
	case puzzles.KindBid:
		lines = bidExplanation(l, d, a.Bid)
	}
	return lines
}

// shownHand is South's hand in a legal or best puzzle as the table shows it (SortHand).
func shownHand(p *puzzles.Puzzle) []engine.Card {
	return SortHand(engine.SetOf(p.Hand...)|engine.SetOf(p.Hands[engine.South]...), p.Trump)
}

// PuzzleAnswerText writes the engine's answer to a puzzle in the form the learner types or picks.
func PuzzleAnswerText(l Lang, d Display, p *puzzles.Puzzle, v puzzles.Verdict) string {
	a := v.Answer
	switch p.Kind {
	case puzzles.KindLegal:
		return d.Shorts(InHand(shownHand(p), a.Legal))
	case puzzles.KindBest:
		return d.Shorts(InHand(shownHand(p), a.Best))
	case puzzles.KindWinner:
		return strconv.Itoa(a.Winner + 1)
	case puzzles.KindAnnounce:
		if p.DeclaredForm {
			return TeamWord(l, a.Announce.Winner) + " " + strconv.Itoa(a.Points)
		}
		return strconv.Itoa(a.Points)
	case puzzles.KindScore:
		text := fmt.Sprintf("%d %d %s", a.Score.Points[engine.NS], a.Score.Points[engine.EW], ResultWord(l, a.Score.Result))
		if AsksReserve(p) {
			text += " " + strconv.Itoa(a.Score.Reserve)
		}
		return text
	case puzzles.KindBid:
		return bidAnswerText(l, d, p, a.Bid)
	}
	return strconv.Itoa(a.Points)
}

// AsksReserve reports whether a score puzzle asks what goes into the litige reserve (K7): its
// variant has the litige and its prompt asks for it ("que met-on en réserve ?"). Its answer is
// then typed with the reserve after the result, and marked with it.
func AsksReserve(p *puzzles.Puzzle) bool {
	return p.Kind == puzzles.KindScore && p.Variant.Litige && strings.Contains(p.Prompt[explain.French], "réserve")
}

func leaderOr(s engine.Seat) engine.Seat {
	if s == engine.NoSeat {
		return engine.South
	}
	return s
}

// RightAtRetry reports a puzzle answered right at its second try (a hard recall for the review).
func (s *PuzzleSession) RightAtRetry() bool {
	return s.Verdict != nil && s.Verdict.Correct && s.Tries > 1
}

// PuzzleAttempt is the progress record of an answered puzzle: its themes, right or not, helped,
// right at the second try, the whole seconds from shown to answered (the review grades a fast
// answer Easy), and for a puzzle of the collection its skill and difficulty (its first try is
// rated).
func PuzzleAttempt(kind string, s *PuzzleSession, shown, now time.Time) progress.Attempt {
	themes := make([]string, len(s.P.Themes))
	for i, t := range s.P.Themes {
		themes[i] = t.String()
	}
	a := progress.Attempt{When: now, Kind: kind, ID: s.P.ID, Themes: themes, Right: !s.Failed(), Helped: s.Helped, Retried: s.RightAtRetry()}
	if kind == "puzzle" {
		a.Skill, a.Level = SkillOf(s.P), s.P.Difficulty
	}
	if !shown.IsZero() && now.After(shown) {
		a.Seconds = int(now.Sub(shown) / time.Second)
	}
	return a
}
