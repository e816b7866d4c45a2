package puzzles

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
)

// Motif is an idea of card play that a best puzzle teaches: the engine says which card is worth
// most; the motif says why, in words a learner can name. A puzzle carries a motif only when the
// motif's detector holds on the solver's two lines: the best card's and the tempting card's
// (docs/content.md, "Motifs", defines each one).
type Motif uint8

// The motifs, each with its detector (motifHolds). NoMotif is a best puzzle that names none.
const (
	NoMotif    Motif = iota
	DixDeDer         // the lines agree on who wins each trick but the last: the best line wins it and its 10 (K1), the tempting line loses it
	KeepTen          // the tempting line gives a 10 of South's to the opponents, the best line keeps it for North–South
	DrawTrumps       // South leads a trump; the tempting line lets the opponents ruff more of North–South's plain-suit leads than the best line
	Charge           // partner wins the trick either way: the best card loads it with more points (charger)
	Partner          // partner is master: the best card leaves them the trick, the tempting card takes it over
	Unblock          // the best card clears South's high card of a suit, which the tempting line later makes win over North's card of that suit, so that North wins more tricks in it, and the tricks after this one pay more
	LastTrump        // only South holds trumps: the two lines differ in when a trump is played
	Cash             // the best card takes the trick now, the tempting card lets the opponents take it
	Belote           // an opponent holds K and Q of trump: the best line makes them fall into North–South tricks, the tempting line lets one win a trick
	// The ideas of hidden-hand puzzles (ViewSeat), judged on what South sees (seatmotif.go);
	// MotifHolds takes every motif from CountTrumps on as one of them.
	CountTrumps // the trumps still out can be counted from the tricks: none or one is left
	ReadVoid    // a seat showed in an earlier trick that it has no card of a suit
	KeepMaster  // South holds the master card of a suit: keep it rather than cash or waste it now
	Contract    // a goal puzzle (goal.go): the card that makes the contract most often is not the card of the best mean
	motifEnd
)

var motifNames = [motifEnd]string{"", "dix-de-der", "keep-ten", "draw-trumps", "charge", "partner", "unblock", "last-trump", "cash", "belote",
	"count-trumps", "read-void", "keep-master", "contract"}

// Motifs lists every motif of open-card puzzles, in the order detectors are preferred (the rarer
// ideas first); SeatMotifs lists those of hidden-hand puzzles. Belote came last, after the packs
// were drawn: the built-in packs take their seeds from this order (gen.MotifPacks), so a new motif
// goes at the end and leaves the others' puzzles as they are.
func Motifs() []Motif {
	return []Motif{Unblock, DrawTrumps, KeepTen, Partner, LastTrump, Charge, DixDeDer, Cash, Belote}
}

// String is the file spelling: "dix-de-der", "keep-ten"…
func (m Motif) String() string {
	if m < motifEnd {
		return motifNames[m]
	}
	return "?"
}

// ParseMotif reads a motif name.
func ParseMotif(s string) (Motif, error) {
	for i, n := range motifNames {
		if n == s && i > 0 {
			return Motif(i), nil
		}
	}
	return NoMotif, fmt.Errorf("unknown motif %q (dix-de-der, keep-ten, draw-trumps, charge, partner, unblock, last-trump, cash, belote, count-trumps, read-void, keep-master, contract)", s)
}

// UnmarshalText reads a motif name.
func (m *Motif) UnmarshalText(b []byte) error {
	v, err := ParseMotif(string(b))
	*m = v
	return err
}

// Comparison is the solver's two lines of a best puzzle: the best card's and the tempting card's
// (each followed by perfect play to the end of the deal).
type Comparison struct {
	Best, Tempting CardReview
}

// Decisive is the index of the trick where the tempting card shows what it costs: the first trick
// that changes sides, won by North–South in the best line and by East–West in the tempting line,
// with a higher margin in the best line (a trick's margin: its points for North–South when they
// win it, minus its points when East–West do). A trick that North–South win in both lines, only
// with fewer points, is not where the loss shows, when a later one changes sides. When no trick
// changes sides, it is the first whose margin is higher in the best line (a charge: the same
// trick, with more points in it).
func (c Comparison) Decisive() int {
	b, t := c.Best.Line, c.Tempting.Line
	n := min(len(b), len(t))
	for i := range n {
		if b[i].Winner.Team() == engine.NS && t[i].Winner.Team() == engine.EW && margin(b[i]) > margin(t[i]) {
			return i
		}
	}
	for i := range n {
		if margin(b[i]) > margin(t[i]) {
			return i
		}
	}
	return 0
}

// marginFrom sums the margins of a line's tricks from index i to the end.
func marginFrom(line []LineTrick, i int) int {
	n := 0
	for _, t := range line[min(i, len(line)):] {
		n += margin(t)
	}
	return n
}

// PointsFrom sums the points North–South win in a line's tricks from index i to the end.
func PointsFrom(line []LineTrick, i int) int {
	n := 0
	for _, t := range line[min(i, len(line)):] {
		if t.Winner.Team() == engine.NS {
			n += t.Points
		}
	}
	return n
}

func margin(t LineTrick) int {
	if t.Winner.Team() == engine.NS {
		return t.Points
	}
	return -t.Points
}

// sameTeams reports whether the two lines give each of their first n tricks to the same team.
func (c Comparison) sameTeams(n int) bool {
	for i := range n {
		if c.Best.Line[i].Winner.Team() != c.Tempting.Line[i].Winner.Team() {
			return false
		}
	}
	return true
}

// DetectMotifs lists the motifs whose detectors hold on a comparison, in the order of Motifs.
func DetectMotifs(p *Puzzle, c Comparison) []Motif {
	return holding(Motifs(), func(m Motif) bool { return MotifHolds(m, p, c) })
}

// holding lists the motifs of ms for which holds says yes, in order.
func holding(ms []Motif, holds func(Motif) bool) []Motif {
	var out []Motif
	for _, m := range ms {
		if holds(m) {
			out = append(out, m)
		}
	}
	return out
}

// MotifHolds reports whether motif m's detector holds on the two lines.
func MotifHolds(m Motif, p *Puzzle, c Comparison) bool {
	if m == NoMotif || m >= CountTrumps || len(c.Best.Line) == 0 || len(c.Tempting.Line) == 0 {
		return false
	}
	return motifTests[m](p, c)
}

var motifTests = [motifEnd]func(p *Puzzle, c Comparison) bool{
	NoMotif: func(*Puzzle, Comparison) bool { return false },
	DixDeDer: func(p *Puzzle, c Comparison) bool {
		last := len(c.Best.Line) - 1
		return LastWinner(c.Best).Team() == engine.NS && LastWinner(c.Tempting).Team() == engine.EW && c.sameTeams(last)
	},
	KeepTen: func(p *Puzzle, c Comparison) bool {
		_, ok := LostTen(p, c)
		return ok
	},
	DrawTrumps: func(p *Puzzle, c Comparison) bool {
		// What the draw saves: the tempting line lets the opponents ruff more of North–South's
		// plain-suit leads, or win more tricks with their trumps.
		_, ok := DrawnTrumps(p, c)
		return ok && (Ruffs(c.Tempting.Line, p.Trump, engine.EW) > Ruffs(c.Best.Line, p.Trump, engine.EW) ||
			TrumpWins(c.Tempting.Line, p.Trump, engine.EW) > TrumpWins(c.Best.Line, p.Trump, engine.EW))
	},
	Charge: func(p *Puzzle, c Comparison) bool {
		// The card loaded must be one that the tempting line loses: kept, it later falls into an
		// East–West trick (else what South gains is not the charge). And it must be a real charge,
		// as the seat packs count one (MinCharge): an ace or a 10 against a small card, not a
		// queen that is only a loser got rid of.
		_, lost := KeptCardLost(c)
		return c.Best.Line[0].Winner == engine.North && c.Tempting.Line[0].Winner == engine.North &&
			engine.Points(c.Best.Card, p.Trump) >= engine.Points(c.Tempting.Card, p.Trump)+MinCharge && lost
	},
	Partner: func(p *Puzzle, c Comparison) bool {
		return engine.ReadTrick(p.Trump, p.Trick).PartnerMaster && c.Best.Line[0].Winner == engine.North &&
			c.Tempting.Line[0].Winner == engine.South
	},
	Unblock: func(p *Puzzle, c Comparison) bool {
		// North's tricks in the suit are counted over the whole lines, the current trick included:
		// a tempting card under which North wins this trick rather than a later one unblocks
		// nothing (the gain is then who has the lead at the end). And the unblocking itself must
		// pay: the tricks after the current one bring North–South more points, and a higher
		// margin, in the best line. When they do not, the high card's gain is the trick it takes
		// now, and the lesson is Cash, not unblocking.
		s := c.Best.Card.Suit()
		return s != p.Trump && NorthWinsIn(c.Best.Line, s) > NorthWinsIn(c.Tempting.Line, s) &&
			PointsFrom(c.Best.Line, 1) > PointsFrom(c.Tempting.Line, 1) && marginFrom(c.Best.Line, 1) > marginFrom(c.Tempting.Line, 1) &&
			highOver(c.Best.Card, p.Hands[engine.North], p.Trump) && Blocks(c.Tempting.Line[1:], c.Best.Card) >= 0
	},
	LastTrump: func(p *Puzzle, c Comparison) bool {
		for _, s := range []engine.Seat{engine.North, engine.East, engine.West} {
			if engine.SetOf(p.Hands[s]...).Of(p.Trump) != 0 {
				return false
			}
		}
		return (c.Best.Card.Suit() == p.Trump) != (c.Tempting.Card.Suit() == p.Trump)
	},
	Cash: func(p *Puzzle, c Comparison) bool {
		// A trump lead that the opponents must follow (P2) is a draw (DrawTrumps), not a cash.
		return c.Best.Line[0].Winner.Team() == engine.NS && c.Tempting.Line[0].Winner.Team() == engine.EW &&
			c.Best.Line[0].Points >= MinMargin && !leadsTrumpIntoOpponents(p, c.Best.Card)
	},
	Belote: func(p *Puzzle, c Comparison) bool {
		_, ok := BroughtDownBelote(p, c)
		return ok
	},
}

// MinMargin is how many points the best card of a built-in best puzzle is ahead of every other
// card: a smaller gap teaches little, and a tie would make two answers right.
const MinMargin = 10

// highOver reports whether card c outranks at least one card of its suit in hand: the high card
// that would block the suit.
func highOver(c engine.Card, hand []engine.Card, trump engine.Suit) bool {
	for _, h := range hand {
		if h.Suit() == c.Suit() && engine.Strength(c, trump) > engine.Strength(h, trump) {
			return true
		}
	}
	return false
}

// Blocks finds the trick of a line where South's card c, of the suit North plays too, wins the
// trick in North's place (the high card that blocks the suit); -1 when there is none.
func Blocks(line []LineTrick, c engine.Card) int {
	for i, t := range line {
		n := t.CardOf(engine.North)
		if len(t.Cards) == 4 && t.CardOf(engine.South) == c && t.Winner == engine.South && n.Valid() && n.Suit() == c.Suit() {
			return i
		}
	}
	return -1
}

// LastWinner is the seat that wins the last trick of a line.
func LastWinner(r CardReview) engine.Seat { return r.Line[len(r.Line)-1].Winner }

// CardOf returns the card seat s plays in a trick, or NoCard.
func (t LineTrick) CardOf(s engine.Seat) engine.Card {
	for i, x := range t.Seats {
		if x == s {
			return t.Cards[i]
		}
	}
	return engine.NoCard
}

// WinningCard is the card that wins the trick (W1).
func (t LineTrick) WinningCard() engine.Card { return t.CardOf(t.Winner) }

// leadsTrumpIntoOpponents reports whether South leads card c, a trump, while an opponent still
// holds a trump, which must follow it (P2).
func leadsTrumpIntoOpponents(p *Puzzle, c engine.Card) bool {
	opp := engine.SetOf(p.Hands[engine.East]...) | engine.SetOf(p.Hands[engine.West]...)
	return len(p.Trick) == 0 && c.Suit() == p.Trump && opp.Of(p.Trump) != 0
}

// Draw is what South's trump lead does in the best line: the opponents' trumps that fall on it
// (P2) without winning it, and those they still hold after it.
type Draw struct {
	Pulled []engine.Card // the opponents' trumps played to the trick that do not win it
	Left   []engine.Card // the opponents' trumps after the trick
	// Top is North–South's highest trump after the trick (NoCard: none).
	Top engine.Card
	// Won: North–South win the trick. Cleared: the opponents keep no trump as high as Top.
	// Free: the opponents win it, and North–South's cards in it are worth nothing (C3).
	Won, Cleared, Free bool
}

// DrawnTrumps reads South's trump lead in the best line as a draw (docs/content.md, "Motifs"):
// South leads a trump while an opponent holds one, and North–South win the trick; or it pulls
// an opponent's trump that does not win it and every trump left to the opponents is lower than
// North–South's highest; or an opponent must spend a trump on it (P2) while North–South put no
// point into it. A small trump that an opponent overtakes, taking points of North–South's, while
// the others keep their high trumps, draws nothing.
func DrawnTrumps(p *Puzzle, c Comparison) (Draw, bool) {
	if !leadsTrumpIntoOpponents(p, c.Best.Card) {
		return Draw{}, false
	}
	t0 := c.Best.Line[0]
	played := engine.SetOf(t0.Cards...)
	var d Draw
	given := 0
	for i, seat := range t0.Seats {
		x := t0.Cards[i]
		if seat.Team() == engine.NS {
			given += engine.Points(x, p.Trump)
		} else if x.Suit() == p.Trump && !(seat == t0.Winner && x == t0.WinningCard()) {
			d.Pulled = append(d.Pulled, x)
		}
	}
	ns := (engine.SetOf(p.Hands[engine.North]...) | engine.SetOf(p.Hands[engine.South]...)).Of(p.Trump) &^ played
	ew := (engine.SetOf(p.Hands[engine.East]...) | engine.SetOf(p.Hands[engine.West]...)).Of(p.Trump) &^ played
	d.Left, d.Top = ew.Cards(), strongest(ns, p.Trump)
	d.Won = t0.Winner.Team() == engine.NS
	d.Cleared = true
	for _, x := range d.Left {
		if !d.Top.Valid() || engine.Strength(x, p.Trump) > engine.Strength(d.Top, p.Trump) {
			d.Cleared = false
		}
	}
	d.Free = !d.Won && given == 0
	return d, d.Won || d.Cleared && len(d.Pulled) > 0 || d.Free
}

// strongest is the highest trump of a set of trumps, or NoCard.
func strongest(s engine.Set, trump engine.Suit) engine.Card {
	best := engine.NoCard
	for _, x := range s.Cards() {
		if !best.Valid() || engine.Strength(x, trump) > engine.Strength(best, trump) {
			best = x
		}
	}
	return best
}

// TrumpWins counts the tricks of a line that team wins with a trump: its ruffs and its trump
// tricks, what drawing trumps takes from the opponents.
func TrumpWins(line []LineTrick, trump engine.Suit, team engine.Team) int {
	n := 0
	for _, t := range line {
		if len(t.Cards) == 4 && t.Winner.Team() == team && t.WinningCard().Suit() == trump {
			n++
		}
	}
	return n
}

// KeptCardLost finds the trick of the tempting line where the best card, which South keeps there,
// falls into an East–West trick: where a card South could have loaded is lost.
func KeptCardLost(c Comparison) (int, bool) {
	i := trickWith(c.Tempting.Line, c.Best.Card)
	if i < 0 || c.Tempting.Line[i].Winner.Team() != engine.EW {
		return -1, false
	}
	return i, true
}

// Ruffs counts the tricks of a line that the other team leads in a plain suit and team wins with
// a trump: the leads that team ruffs.
func Ruffs(line []LineTrick, trump engine.Suit, team engine.Team) int {
	n := 0
	for _, t := range line {
		if len(t.Cards) == 4 && t.Cards[0].Suit() != trump && t.Leader.Team() != team &&
			t.Winner.Team() == team && t.WinningCard().Suit() == trump {
			n++
		}
	}
	return n
}

// NorthWinsIn counts the tricks of a line led in suit s that North wins with a card of s.
func NorthWinsIn(line []LineTrick, s engine.Suit) int {
	n := 0
	for _, t := range line {
		if len(t.Cards) == 4 && t.Cards[0].Suit() == s && t.Winner == engine.North && t.WinningCard().Suit() == s {
			n++
		}
	}
	return n
}

// TenLoss is a 10 of South's that the tempting line gives away: the trick where it falls (index in
// the line), and the trick of the best line where North–South win it.
type TenLoss struct {
	Ten          engine.Card
	Lost, Kept   int // trick indexes in the tempting and the best line
	TakenBy      engine.Seat
	TakenWith    engine.Card
	KeptByWinner engine.Seat
}

// LostTen finds a plain-suit 10 of South's hand that falls into an opponents' trick in the
// tempting line and into a North–South trick in the best line.
func LostTen(p *Puzzle, c Comparison) (TenLoss, bool) {
	for _, ten := range p.Hands[engine.South] {
		if ten.Rank() != engine.Ten || ten.Suit() == p.Trump {
			continue
		}
		lost, kept := trickWith(c.Tempting.Line, ten), trickWith(c.Best.Line, ten)
		if lost < 0 || kept < 0 {
			continue
		}
		lt, kt := c.Tempting.Line[lost], c.Best.Line[kept]
		if lt.Winner.Team() == engine.EW && kt.Winner.Team() == engine.NS {
			return TenLoss{Ten: ten, Lost: lost, Kept: kept, TakenBy: lt.Winner, TakenWith: lt.WinningCard(), KeptByWinner: kt.Winner}, true
		}
	}
	return TenLoss{}, false
}

// trickWith is the index of the trick of a line that holds card c, or -1.
func trickWith(line []LineTrick, c engine.Card) int {
	for i, t := range line {
		for _, x := range t.Cards {
			if x == c {
				return i
			}
		}
	}
	return -1
}

// BeloteBroughtDown is what the two lines do with an opponent's belote: the K and Q of trump that one
// opponent holds (B1). Every card is played before the deal ends, so the holder plays both in
// either line and their team scores the 20 whatever South plays (B1, B3): the belote never
// changes hands in a best puzzle, and the solver's values (trick points, C3, K1) are the whole
// difference between the lines. What South can win is the two cards themselves and the tricks
// they would take.
type BeloteBroughtDown struct {
	Holder engine.Seat
	// Won is the first trick of the tempting line that the holder wins with the K or Q of trump,
	// and WonWith that card; Taken lists every such trick, in line order, and Richest is the one
	// with the most points (the first of them on a tie): what the belote takes there.
	Won     int
	WonWith engine.Card
	Taken   []int
	Richest int
	// Fallen lists, for the best line, the tricks where the K or Q falls into a North–South trick
	// (one index per card, in line order); FallenTempting counts them in the tempting line.
	Fallen         []int
	FallenTempting int
}

// BroughtDownBelote finds how the belote is brought down (docs/content.md, "Motifs"): East or West holds
// both the K and the Q of trump, the tempting line lets the holder win a trick with one of them,
// and the best line makes more of the two fall into North–South tricks than the tempting line
// does (at least one), and lets the holder win fewer tricks with them.
func BroughtDownBelote(p *Puzzle, c Comparison) (BeloteBroughtDown, bool) {
	k, q := engine.NewCard(engine.King, p.Trump), engine.NewCard(engine.Queen, p.Trump)
	for _, seat := range []engine.Seat{engine.East, engine.West} {
		if !engine.HoldsBelote(engine.SetOf(p.Hands[seat]...), p.Trump) {
			continue
		}
		sq := BeloteBroughtDown{Holder: seat, Won: -1}
		bestWins, tempWins := 0, 0
		for i, t := range c.Tempting.Line {
			if w := t.WinningCard(); t.Winner == seat && (w == k || w == q) {
				tempWins++
				if sq.Won < 0 {
					sq.Won, sq.WonWith, sq.Richest = i, w, i
				}
				sq.Taken = append(sq.Taken, i)
				if t.Points > c.Tempting.Line[sq.Richest].Points {
					sq.Richest = i
				}
			}
			if t.Winner.Team() == engine.NS {
				sq.FallenTempting += beloteCards(t, seat, k, q)
			}
		}
		for i, t := range c.Best.Line {
			if w := t.WinningCard(); t.Winner == seat && (w == k || w == q) {
				bestWins++
			}
			if t.Winner.Team() == engine.NS {
				for range beloteCards(t, seat, k, q) {
					sq.Fallen = append(sq.Fallen, i)
				}
			}
		}
		if tempWins > bestWins && len(sq.Fallen) > sq.FallenTempting {
			return sq, true
		}
	}
	return BeloteBroughtDown{}, false
}

// beloteCards counts the K and Q of trump that seat plays in trick t.
func beloteCards(t LineTrick, seat engine.Seat, k, q engine.Card) int {
	n := 0
	if c := t.CardOf(seat); c == k || c == q {
		n++
	}
	return n
}
