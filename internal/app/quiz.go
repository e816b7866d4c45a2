package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
)

// QuizKind is a kind of question whose answer is typed as numbers.
type QuizKind int

// The kinds of quiz.
const (
	QuizWinner   QuizKind = iota // which card wins this trick? (W1)
	QuizCount                    // how many points in these cards? (C3, K1)
	QuizAnnounce                 // what can this hand declare? (A1–A3)
	QuizCompare                  // whose announcements score, and how much? (A5, A6)
	QuizScore                    // what does each team score? (K1–K7)
	QuizReserve                  // the same, with a reserve pending from an earlier litige (K7)
	quizKinds
)

// QuizKinds lists the kinds in menu order.
var QuizKinds = []QuizKind{QuizWinner, QuizCount, QuizAnnounce, QuizCompare, QuizScore, QuizReserve}

// QuizKindsFor lists the kinds a learner of variant v is offered, in menu order: a variant without
// the litige (K3) is never asked about its reserve (K7).
func QuizKindsFor(v *engine.Variant) []QuizKind {
	var out []QuizKind
	for _, k := range QuizKinds {
		if k != QuizReserve || v.Litige {
			out = append(out, k)
		}
	}
	return out
}

// Key names the kind in the message catalogue and the progress file.
func (k QuizKind) Key() string {
	if k >= quizKinds {
		return "mixed"
	}
	return [...]string{"winner", "count", "announce", "compare", "score", "reserve"}[k]
}

// Question is one quiz question: what to show, what to ask, and the engine's answer.
type Question struct {
	Kind    QuizKind
	Table   Table
	Cards   []engine.Card // count: the cards to add up
	Last    bool          // count: these cards include the last trick (K1)
	Facts   *engine.DealFacts
	Decl    [2][]engine.Announcement // compare: what each team declared
	Variant *engine.Variant
	Fields  []Key         // the fields asked, in order (FieldWinner…)
	Answer  []int         // the engine's numbers, in the order of Fields
	Result  engine.Result // score: the engine's result, asked after the numbers
	Themes  []engine.Rule
	Score   *engine.Score // score: the engine's score, for the breakdown
	// Pending is the reserve an earlier litige left (reserve questions, K7), and Collected who
	// takes it with this deal (NoTeam when this deal is a litige too, and the reserves add up).
	Pending   int
	Collected engine.Collected
}

// NewQuestion draws a question of kind k from random deals of variant v.
func NewQuestion(rng *rand.Rand, v *engine.Variant, k QuizKind) Question {
	switch k {
	case QuizWinner:
		return winnerQuestion(rng, v)
	case QuizCount:
		return countQuestion(rng, v)
	case QuizAnnounce:
		return announceQuestion(rng, v)
	case QuizCompare:
		return compareQuestion(rng, v)
	case QuizReserve:
		if v.Litige {
			return reserveQuestion(rng, v)
		}
	}
	return scoreQuestion(rng, v)
}

func winnerQuestion(rng *rand.Rand, v *engine.Variant) Question {
	d := random.Played(rng, v)
	tr := d.Tricks[rng.IntN(8)]
	t := Table{Face: v.Face, Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker,
		Trick: tr.Cards[:], Seats: tr.Seats[:]}
	w := engine.Winner(d.Trump, tr.Cards[:])
	return Question{Kind: QuizWinner, Table: t, Variant: v, Fields: []Key{FieldWinner},
		Answer: []int{w + 1}, Themes: []engine.Rule{engine.W1}}
}

func countQuestion(rng *rand.Rand, v *engine.Variant) Question {
	d := random.Played(rng, v)
	var won engine.Set
	last := false
	for i := range 1 + rng.IntN(3) { // one to three tricks, so the sums stay mental arithmetic
		k := rng.IntN(8)
		if i == 0 && rng.IntN(4) == 0 {
			k = 7
		}
		won |= engine.SetOf(d.Tricks[k].Cards[:]...)
		last = last || k == 7
	}
	pts := engine.WonPoints(won, d.Trump, last) // C3, K1
	cards := SortHand(won, d.Trump)
	t := Table{Face: v.Face, Trump: d.Trump, Dealer: engine.NoSeat, Taker: engine.NoSeat}
	return Question{Kind: QuizCount, Table: t, Cards: cards, Last: last, Variant: v,
		Fields: []Key{FieldPoints}, Answer: []int{pts}, Themes: []engine.Rule{engine.C3, engine.K1}}
}

func announceQuestion(rng *rand.Rand, v *engine.Variant) Question {
	var hand engine.Set
	var trump engine.Suit
	// Most random hands declare nothing; keep drawing until one does, three times out of four.
	wantSome := rng.IntN(4) != 0
	for range 500 {
		deck := random.Deck(rng)
		hand, trump = engine.SetOf(deck[:8]...), engine.Suit(rng.IntN(4))
		if !wantSome || len(engine.BestDeclaration(hand, trump)) > 0 {
			break
		}
	}
	pts := engine.SumPoints(engine.BestDeclaration(hand, trump))
	t := Table{Face: v.Face, Trump: trump, Dealer: engine.NoSeat, Taker: engine.NoSeat}
	t.Hands[engine.South], t.Open[engine.South] = hand, true
	return Question{Kind: QuizAnnounce, Table: t, Variant: v, Fields: []Key{FieldDeclare},
		Answer: []int{pts}, Themes: []engine.Rule{engine.A1, engine.A2, engine.A3}}
}

func compareQuestion(rng *rand.Rand, v *engine.Variant) Question {
	var decl [2][]engine.Announcement
	var trump engine.Suit
	for range 500 {
		deck := random.Deck(rng)
		trump = engine.Suit(rng.IntN(4))
		decl = [2][]engine.Announcement{}
		for s := range 4 {
			hand := engine.SetOf(deck[s*8 : s*8+8]...)
			team := engine.Seat(s).Team()
			decl[team] = append(decl[team], engine.BestDeclaration(hand, trump)...)
		}
		if len(decl[0]) > 0 && len(decl[1]) > 0 || len(decl[0])+len(decl[1]) > 0 && rng.IntN(3) == 0 {
			break
		}
	}
	res := engine.CompareTeams(trump, decl)
	t := Table{Face: v.Face, Trump: trump, Dealer: engine.NoSeat, Taker: engine.NoSeat}
	return Question{Kind: QuizCompare, Table: t, Decl: decl, Variant: v,
		Fields: []Key{FieldNS, FieldEW}, Answer: []int{res.Points[engine.NS], res.Points[engine.EW]},
		Themes: []engine.Rule{engine.A5, engine.A6}}
}

func scoreQuestion(rng *rand.Rand, v *engine.Variant) Question {
	d := random.Played(rng, v)
	f, err := d.Facts()
	if err != nil {
		panic(err) // the deal was played to its end
	}
	s, err := v.ScoreDeal(f)
	if err != nil {
		panic(err) // facts from a played deal are always consistent
	}
	t := Table{Face: v.Face, Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker}
	return Question{Kind: QuizScore, Table: t, Facts: &f, Variant: v, Score: &s,
		Fields: []Key{FieldNS, FieldEW, FieldResult}, Answer: []int{s.Points[engine.NS], s.Points[engine.EW]}, Result: s.Result,
		Themes: []engine.Rule{s.ContractRule, s.Decided}}
}

// reserveQuestion draws a deal to score with a reserve pending from an earlier litige (K7): the
// reserve is an earlier random deal's, scored by the engine, and the running game (engine.Game)
// says who collects it, or that it grows when this deal is a litige too. The answer is what each
// team scores with this deal, the reserve collected included, its result, and what waits in
// reserve after it.
func reserveQuestion(rng *rand.Rand, v *engine.Variant) Question {
	pending := earlierLitige(rng, v)
	q := scoreQuestion(rng, v)
	g := engine.Game{Variant: v, Reserve: pending, Winner: engine.NoTeam}
	col, err := g.Add(*q.Score, q.Facts.Taker)
	if err != nil {
		panic(err) // a new game is never over
	}
	q.Kind, q.Pending, q.Collected = QuizReserve, pending, col
	q.Fields = []Key{FieldNS, FieldEW, FieldResult, FieldReserve}
	q.Answer = []int{g.Scores[engine.NS], g.Scores[engine.EW], g.Reserve}
	q.Themes = append(q.Themes, engine.K7)
	return q
}

// earlierLitige is the reserve of an earlier deal that was a litige (K7): the first of random
// played deals that ties, as the engine scores it, or the plain 81 against 81 when none of 400
// does (a tie is rare).
func earlierLitige(rng *rand.Rand, v *engine.Variant) int {
	for range 400 {
		f, err := random.Played(rng, v).Facts()
		if err != nil {
			continue
		}
		if s, err := v.ScoreDeal(f); err == nil && s.Result == engine.Litige && s.Reserve > 0 {
			return s.Reserve
		}
	}
	f := engine.DealFacts{Taker: engine.Team(rng.IntN(2)), TrickPoints: [2]int{81, 81}, Belote: engine.NoTeam, Capot: engine.NoTeam}
	s, err := v.ScoreDeal(f)
	if err != nil || s.Result != engine.Litige {
		panic(fmt.Sprintf("app: 81 against 81 is not a litige in %s", v.Name)) // K4 and K7 say it is
	}
	return s.Reserve
}

// ParseNumbers reads want typed numbers, separated by blanks, commas or slashes. The error says
// what was wrong in words of language l.
func ParseNumbers(l Lang, text string, want int) ([]int, error) {
	if want < 0 { // a caller's bug, never a learner's: refuse it rather than panic
		return nil, fmt.Errorf("app: ParseNumbers wants a count of 0 or more, not %d", want)
	}
	fields := make([]Key, want)
	for i := range fields {
		fields[i] = FieldNS
	}
	t, err := ParseTyped(l, text, fields, 0)
	return t.Nums, err
}

// Check compares a typed answer with the engine's.
func (q *Question) Check(got Typed) bool {
	if len(got.Nums) != len(q.Answer) {
		return false
	}
	for i := range got.Nums {
		if got.Nums[i] != q.Answer[i] {
			return false
		}
	}
	return !slices.Contains(q.Fields, FieldResult) || got.Result == q.Result
}

// AnswerText writes the engine's answer as the learner types it, in the order of its fields
// ("82 80 réussi", "171 0 réussi 0").
func (q *Question) AnswerText(l Lang) string {
	var parts []string
	nums := q.Answer
	for _, f := range q.Fields {
		if f == FieldResult {
			parts = append(parts, ResultWord(l, q.Result))
			continue
		}
		if len(nums) > 0 {
			parts, nums = append(parts, strconv.Itoa(nums[0])), nums[1:]
		}
	}
	for _, n := range nums { // numbers past the fields (none in a well-formed question)
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, " ")
}

// Quiz is a run of questions of one kind (or mixed), with its tally.
type Quiz struct {
	Variant *engine.Variant
	Kind    QuizKind // quizKinds: mixed
	Q       Question
	Got     Typed // the answer typed, once answered
	Right   bool
	Done    bool
	Helped  bool
	Score   Tally
	rng     *rand.Rand
}

// Mixed is the Kind of a quiz that draws each question's kind at random.
const Mixed = quizKinds

// NewQuiz starts a quiz; seed makes it repeatable in tests.
func NewQuiz(v *engine.Variant, k QuizKind, seed uint64) *Quiz {
	q := &Quiz{Variant: v, Kind: k, rng: rand.New(rand.NewPCG(seed, seed^0x51ed27))}
	q.Next()
	return q
}

// Next draws the next question.
func (q *Quiz) Next() {
	k := q.Kind
	if k == Mixed {
		kinds := QuizKindsFor(q.Variant)
		k = kinds[q.rng.IntN(len(kinds))]
	}
	if !q.Variant.Announcements && (k == QuizCompare) {
		k = QuizScore // A1: variants without announcements never compare them
	}
	q.Q = NewQuestion(q.rng, q.Variant, k)
	q.Got, q.Right, q.Done, q.Helped = Typed{}, false, false, false
}

// Answer marks the typed text; a malformed answer is an error and does not count.
func (q *Quiz) Answer(l Lang, text string) (bool, error) {
	if q.Done {
		return q.Right, nil
	}
	got, err := ParseTyped(l, text, q.Q.Fields, len(q.Q.Table.Trick))
	if err != nil {
		return false, err
	}
	q.Got, q.Right, q.Done = got, q.Q.Check(got), true
	q.Score = q.Score.add(q.Right && !q.Helped) // a helped answer is not counted right (progress.Record)
	return q.Right, nil
}
