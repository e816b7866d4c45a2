package engine

import (
	"fmt"
	"math/bits"
	"sort"
)

// AnnounceKind is a kind of announcement (A1).
type AnnounceKind uint8

// The kinds of A1: runs of 3, 4 and 5 or more cards, and the carré.
const (
	Tierce AnnounceKind = iota
	Cinquante
	Cent
	Carre
)

var kindNames = [4]string{"tierce", "cinquante", "cent", "carre"}

// String returns the JSON spelling: tierce, cinquante, cent or carre.
func (k AnnounceKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Announcement is one declared combination (A1): a run of one suit or a carré of one rank.
type Announcement struct {
	Kind  AnnounceKind
	Cards Set
	Suit  Suit // the run's suit; NoSuit for a carré
	Top   Rank // the run's highest card, or the carré's rank (sequence order, C3)
}

// carreValues are the points of a carré by rank; 0 means it is no announcement (A1).
var carreValues = [8]int{Seven: 0, Eight: 0, Nine: 150, Ten: 100, Jack: 200, Queen: 100, King: 100, Ace: 100}

// Points returns the announcement's value (A1).
func (a Announcement) Points() int {
	switch a.Kind {
	case Tierce:
		return 20
	case Cinquante:
		return 50
	case Cent:
		return 100
	}
	return carreValues[a.Top]
}

// Len returns the number of cards.
func (a Announcement) Len() int { return a.Cards.Len() }

// ParseAnnouncement checks that the cards form an announcement of A1 and returns it: four cards of
// one rank from the nines up, or at least three consecutive cards of one suit in sequence order.
func ParseAnnouncement(cards []Card) (Announcement, error) {
	s := SetOf(cards...)
	if s.Len() != len(cards) {
		return Announcement{}, ruleErr(A3, "a card appears twice in the announcement")
	}
	if len(cards) == 4 && cards[0].Valid() {
		r := cards[0].Rank()
		if s == carreSet(r) {
			if carreValues[r] == 0 {
				return Announcement{}, ruleErr(A1, "four %ss are not an announcement", r)
			}
			return Announcement{Kind: Carre, Cards: s, Suit: NoSuit, Top: r}, nil
		}
	}
	if len(cards) < 3 {
		return Announcement{}, ruleErr(A1, "an announcement is a run of at least 3 cards or a carré of 4")
	}
	suit := cards[0].Suit()
	m := uint8(s >> (uint(suit) * 8))
	if s.Of(suit) != s {
		return Announcement{}, ruleErr(A1, "the cards are neither a carré nor a run of one suit")
	}
	low := bits.TrailingZeros8(m)
	if m>>low != 1<<len(cards)-1 {
		return Announcement{}, ruleErr(A1, "the cards do not follow each other in sequence order 7 8 9 10 J Q K A")
	}
	return newRun(suit, Rank(low), len(cards)), nil
}

func carreSet(r Rank) Set {
	var s Set
	for _, su := range Suits {
		s = s.Add(NewCard(r, su))
	}
	return s
}

// newRun returns the run of n cards of suit s starting at rank low (A1: 3 tierce, 4 cinquante,
// 5 or more cent).
func newRun(s Suit, low Rank, n int) Announcement {
	kind := Cent
	switch n {
	case 3:
		kind = Tierce
	case 4:
		kind = Cinquante
	}
	m := Set((1<<n)-1) << (uint(s)*8 + uint(low))
	return Announcement{Kind: kind, Cards: m, Suit: s, Top: low + Rank(n) - 1}
}

// Carres returns the carrés of A1 that hand holds.
func Carres(hand Set) []Announcement {
	var out []Announcement
	for r := Nine; r <= Ace; r++ {
		if cs := carreSet(r); hand&cs == cs {
			out = append(out, Announcement{Kind: Carre, Cards: cs, Suit: NoSuit, Top: r})
		}
	}
	return out
}

// Runs returns the maximal runs of at least three cards in free (A2): a run of six is one cent.
func Runs(free Set) []Announcement {
	var out []Announcement
	for _, su := range Suits {
		m := uint(uint8(free >> (uint(su) * 8)))
		for r := 0; r < 8; {
			if m&(1<<r) == 0 {
				r++
				continue
			}
			start := r
			for r < 8 && m&(1<<r) != 0 {
				r++
			}
			if r-start >= 3 {
				out = append(out, newRun(su, Rank(start), r-start))
			}
		}
	}
	return out
}

// BestDeclaration returns the best set of non-overlapping announcements of hand (A3): over every
// choice of carrés to declare, the runs are the maximal ones among the cards the carrés leave free
// (A2); the choice with the highest total wins, and on equal totals, the one holding the strongest
// single announcement by A5. The result is sorted strongest first (A5).
func BestDeclaration(hand Set, trump Suit) []Announcement {
	var best []Announcement
	bestTotal := -1
	for _, decl := range declarations(hand, trump) {
		total := SumPoints(decl)
		if total > bestTotal || total == bestTotal && len(decl) > 0 && len(best) > 0 && CompareAnnouncements(decl[0], best[0], trump).Cmp > 0 {
			best, bestTotal = decl, total
		}
	}
	return best
}

// declarations lists every way to declare hand, one per subset of its carrés, each with the
// maximal runs among the cards that subset leaves free (A2), sorted strongest first (A5). The first
// declares no carré.
func declarations(hand Set, trump Suit) [][]Announcement {
	carres := Carres(hand)
	out := make([][]Announcement, 0, 1<<len(carres))
	for mask := 0; mask < 1<<len(carres); mask++ {
		var decl []Announcement
		free := hand
		for i, c := range carres {
			if mask&(1<<i) != 0 {
				decl = append(decl, c)
				free &^= c.Cards
			}
		}
		decl = append(decl, Runs(free)...)
		SortAnnouncements(decl, trump)
		out = append(out, decl)
	}
	return out
}

// SumPoints returns the sum of the announcements' values.
func SumPoints(as []Announcement) int {
	t := 0
	for _, a := range as {
		t += a.Points()
	}
	return t
}

// A5Step says which step of A5 decided a comparison of announcements.
type A5Step uint8

// The steps of A5, in order; A5Tie means that even the trump step left them equal.
const (
	A5None    A5Step = iota // nothing to compare (a team has no announcement)
	A5Value                 // 1. the higher value
	A5Carre                 // 2. a carré beats a run of the same value
	A5TopCard               // 3. the higher top card (sequence order)
	A5Trump                 // 4. an announcement in the trump suit beats one outside it
	A5Tie                   // 5. still equal: no announcement scores
)

// Comparison is the result of comparing two announcements by A5: Cmp > 0 when the first is
// stronger, < 0 when the second is, 0 for a tie, and the step that decided.
type Comparison struct {
	Cmp  int
	Step A5Step
}

// CompareAnnouncements compares two announcements by the steps of A5.
func CompareAnnouncements(a, b Announcement, trump Suit) Comparison {
	if d := a.Points() - b.Points(); d != 0 {
		return Comparison{sign(d), A5Value}
	}
	if (a.Kind == Carre) != (b.Kind == Carre) {
		if a.Kind == Carre {
			return Comparison{1, A5Carre}
		}
		return Comparison{-1, A5Carre}
	}
	if d := int(a.Top) - int(b.Top); d != 0 {
		return Comparison{sign(d), A5TopCard}
	}
	at, bt := a.Kind != Carre && a.Suit == trump, b.Kind != Carre && b.Suit == trump
	if at != bt {
		if at {
			return Comparison{1, A5Trump}
		}
		return Comparison{-1, A5Trump}
	}
	return Comparison{0, A5Tie}
}

func sign(d int) int {
	if d > 0 {
		return 1
	}
	return -1
}

// SortAnnouncements sorts strongest first by A5 (ties keep their order).
func SortAnnouncements(as []Announcement, trump Suit) {
	sort.SliceStable(as, func(i, j int) bool { return CompareAnnouncements(as[i], as[j], trump).Cmp > 0 })
}

// Strongest returns the strongest announcement of the list by A5, and false for an empty list.
func Strongest(as []Announcement, trump Suit) (Announcement, bool) {
	if len(as) == 0 {
		return Announcement{}, false
	}
	best := as[0]
	for _, a := range as[1:] {
		if CompareAnnouncements(a, best, trump).Cmp > 0 {
			best = a
		}
	}
	return best, true
}

// AnnounceResult says whose announcements score (A5, A6).
type AnnounceResult struct {
	Winner Team   // the team whose announcements all score; NoTeam when none does
	Step   A5Step // the step of A5 that decided (A5None when one team alone declared)
	Points [2]int // the scoring announcements of each team (A6: the loser's count for nothing)
}

// CompareTeams compares each team's strongest declared announcement (A5); the winner scores all its
// announcements and the other team none (A6).
func CompareTeams(trump Suit, declared [2][]Announcement) AnnounceResult {
	a, okA := Strongest(declared[NS], trump)
	b, okB := Strongest(declared[EW], trump)
	res := AnnounceResult{Winner: NoTeam}
	switch {
	case !okA && !okB:
		return res
	case !okB:
		res.Winner = NS
	case !okA:
		res.Winner = EW
	default:
		c := CompareAnnouncements(a, b, trump)
		res.Step = c.Step
		switch {
		case c.Cmp > 0:
			res.Winner = NS
		case c.Cmp < 0:
			res.Winner = EW
		default:
			return res // A5 step 5: nobody scores
		}
	}
	res.Points[res.Winner] = SumPoints(declared[res.Winner])
	return res
}

// CheckDeclaration checks what a seat declares against its hand (A2, A3): each announcement is valid
// and in the hand, no card serves twice, and each run is whole among the cards that the declared
// carrés leave free.
func CheckDeclaration(hand Set, decl []Announcement) error {
	var used, carres Set
	for _, a := range decl {
		if hand&a.Cards != a.Cards {
			return ruleErr(A4, "%s is not in the hand", (a.Cards &^ hand).String())
		}
		if used&a.Cards != 0 {
			return ruleErr(A3, "%s would serve in two announcements", (used & a.Cards).String())
		}
		used |= a.Cards
		if a.Kind == Carre {
			carres |= a.Cards
		}
	}
	free := hand &^ carres
	for _, a := range decl {
		if a.Kind == Carre {
			continue
		}
		whole := false
		for _, r := range Runs(free) {
			if r.Cards == a.Cards {
				whole = true
			}
		}
		if !whole {
			return ruleErr(A2, "the run %s is not whole: a run is declared with all the consecutive cards held", a.Cards.String())
		}
	}
	return nil
}

// String describes the announcement for developers, e.g. "cent 9S-KS".
func (a Announcement) String() string {
	cs := a.Cards.Cards()
	if len(cs) == 0 {
		return a.Kind.String()
	}
	return fmt.Sprintf("%s %s-%s", a.Kind, cs[0], cs[len(cs)-1])
}
