// Package puzzles holds the puzzle packs (puzzles/*.toml, embedded) and the Go code that loads them
// strictly, validates them against the engine, answers them and marks a learner's attempt. Every
// answer comes from the engine: a file may state the expected answer, and a disagreement is a
// problem that `belote check` reports.
package puzzles

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
)

// Kind is what a puzzle asks.
type Kind uint8

// The kinds of puzzle of the content format (docs/content.md).
const (
	KindLegal    Kind = iota // which cards may South play? (§3)
	KindWinner               // who wins this trick? (W1)
	KindCount                // how many points in these cards? (C3, K1)
	KindAnnounce             // what does this hand declare, or whose announcements score? (A1–A6)
	KindScore                // what does each team score? (K1–K7)
	KindBest                 // which card is best, all hands open? (engine/solve)
	KindBid                  // take or pass? (T4, T5; answered by simulation, internal/ai/bidsim)
	kindCount
)

var kindNames = [kindCount]string{"legal", "winner", "count", "announce", "score", "best", "bid"}

// Kinds lists every kind in order.
func Kinds() []Kind {
	return []Kind{KindLegal, KindWinner, KindCount, KindAnnounce, KindScore, KindBest, KindBid}
}

// String returns the file spelling of the kind.
func (k Kind) String() string {
	if k < kindCount {
		return kindNames[k]
	}
	return "?"
}

// ParseKind reads a kind name.
func ParseKind(s string) (Kind, error) {
	for k, n := range kindNames {
		if n == s {
			return Kind(k), nil
		}
	}
	return kindCount, fmt.Errorf("unknown kind %s (legal, winner, count, announce, score, best, bid)", engine.Quote(s))
}

// UnmarshalText reads a kind name.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// MarshalText writes the kind name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Puzzle is one question with its position. Only the fields of its kind are set.
type Puzzle struct {
	ID         string
	Source     string // the pack id, or the lesson id for a lesson step
	File       string
	Kind       Kind
	Variant    *engine.Variant
	Difficulty int
	Themes     []engine.Rule
	Prompt     explain.Text
	Point      explain.Text
	Trump      engine.Suit

	Hand   []engine.Card // legal: South's hand; announce (hand form): the 8 cards; bid: South's 5 cards
	Trick  []engine.Card // legal: 0..3 cards before South; winner: 4 cards; best: the trick in progress
	Leader engine.Seat   // legal, winner, best: the seat of Trick[0] (NoSeat when unknown)

	Cards     []engine.Card // count: the won cards
	LastTrick bool          // count: they include the last trick (K1)

	Declared     [2][]engine.Announcement // announce (declared form), by team
	DeclaredForm bool

	Taker     engine.Team // score
	Points    [2]int
	Belote    engine.Team
	Capot     engine.Team
	Announces [2][]engine.Announcement

	Hands [4][]engine.Card // best, ViewOpen: open hands, by seat

	// SeatDeclared are the announcements South heard (best, ViewSeat), by seat: from the second
	// trick, the cards of those that score are known where they are (A6, evaluate.Shown).
	SeatDeclared [4][]engine.Announcement

	// View is what a best puzzle shows: every hand (ViewOpen, the zero value) or only South's
	// (ViewSeat, seat.go). A ViewSeat puzzle keeps Hands empty; Seen is what South sees (its
	// hand, the finished tricks, the trick in progress and the cards known to be elsewhere;
	// Seen.Seat is South), Hand lists South's cards in the file's order, Trick and Leader repeat
	// the trick in progress, and TakerSeat is the seat that took (T4, T5; NoSeat when the file
	// does not say).
	View      View
	Seen      *evaluate.Position
	TakerSeat engine.Seat
	// Goal, for a ViewSeat puzzle with goal = "contract" (goal.go), is what South plays for: its
	// answer is the card that makes (or breaks) the contract in the most layouts; nil otherwise.
	Goal *Goal

	// Motif is the idea a best puzzle teaches (NoMotif: none named) and Tempting the wrong card a
	// simple player would choose (NoCard: none named); `belote check` proves the motif on the
	// solver's lines of the best card and of the tempting card.
	Motif    Motif
	Tempting engine.Card

	// bid: South's decision while bidding (T3–T5): the dealer, the round, the retourne; every
	// earlier bid is a pass. SimSeed seeds the simulation whose figures the file states.
	Dealer   engine.Seat
	Round    int
	Retourne engine.Card
	SimSeed  uint64

	Expect *Expect // the answer the file states; nil when it states none

	// solution is the engine's answer, computed once when the puzzle is validated at load (a best
	// puzzle's costs a solver run) and read by every later Answer; nil before.
	solution *Solution
	// seatErr is the error of a ViewSeat puzzle's evaluation, kept with solution (seat.go).
	seatErr error

	At Problem // where the puzzle's id is written, for problems found across files
}

// Expect is the answer a file states; fields of other kinds are zero.
type Expect struct {
	Legal  []engine.Card // legal
	Rule   engine.Rule   // legal
	Winner int           // winner: index in play order; -1 when given as a seat
	Seat   engine.Seat   // winner: the winning seat; NoSeat when given as an index
	Points int           // count; announce (both forms)
	Kinds  []engine.AnnounceKind
	Team   engine.Team // announce (declared form): the team whose announcements score, or NoTeam
	NS, EW int         // score
	Result engine.Result
	// Reserve is the litige reserve (score); -1 when the file does not state it.
	Reserve int
	Best    []engine.Card // best
	Bid     *BidAnswer    // bid: the simulation's figures (bid.go)
}

// Pack is one puzzle file.
type Pack struct {
	ID      string
	Title   explain.Text
	File    string
	Puzzles []*Puzzle
	At      Problem // where the pack's id is written
}

// Face returns the face the puzzle's cards are shown in.
func (p *Puzzle) Face() engine.Face { return p.Variant.Face }

// leaderFor returns the seat that led a trick of n cards when South plays next.
func leaderFor(d engine.Direction, n int) engine.Seat {
	return d.Nth(engine.South, (4-n)&3)
}
