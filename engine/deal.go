package engine

import "fmt"

// Phase is where a deal stands.
type Phase uint8

// The phases of a deal (T3–T7).
const (
	Bidding1  Phase = iota // T4: take the retourne's suit or pass
	Bidding2               // T5: name another suit or pass
	Playing                // T7: eight tricks
	Finished               // all eight tricks played: the deal can be scored
	AllPassed              // T6: all passed twice; the next dealer deals anew
)

var phaseNames = [5]string{"bidding-1", "bidding-2", "playing", "finished", "all-passed"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// Bid is one word of the bidding (T4, T5): Suit is the trump named, NoSuit for a pass.
type Bid struct {
	Seat  Seat
	Round int
	Suit  Suit
}

// Take reports whether the bid takes.
func (b Bid) Take() bool { return b.Suit != NoSuit }

// Trick is one trick, played or in progress.
type Trick struct {
	Leader Seat
	Seats  [4]Seat // who played each card, in play order
	Cards  [4]Card
	N      int    // cards played so far
	Winner Seat   // once N == 4 (W1)
	Points int    // once N == 4: card points, plus the dix de der on the eighth trick (K1)
	Master int    // index of the card now winning (W1), -1 while empty
	Belote [4]int // for each card, 1 when its player said belote or rebelote with it (B1)
}

// Played returns the cards played so far, in play order.
func (t *Trick) Played() []Card { return t.Cards[:t.N] }

// Move is a card played, with what the player says as they play it.
type Move struct {
	Card    Card
	Declare []Announcement // A4: announcements, only with the player's first card of the deal
	Belote  bool           // B1: says "belote" (or "rebelote") with the K or Q of trump
}

// Deal is one deal as a state machine: bidding, completion of the hands, eight tricks. It is a
// pointer that each action changes in place; Clone makes an independent copy (for undo, search and
// showing history). It refuses an out-of-turn or illegal action with a *RuleError naming the rule.
type Deal struct {
	Variant     *Variant
	Dealer      Seat
	Phase       Phase
	Turn        Seat // who acts next (bids or plays); NoSeat once finished
	Retourne    Card // the turned-up card (T3); NoCard for a deal started at play
	Bids        []Bid
	Trump       Suit
	Taker       Seat
	Hands       [4]Set // what each seat holds now
	Dealt       [4]Set // each seat's eight cards once the hands are completed (T3)
	Tricks      [8]Trick
	NTricks     int // tricks completed; while playing, Tricks[NTricks] is the trick in progress
	Declared    [4][]Announcement
	beloteWords [4]int
	stock       []Card // cards left to complete the hands (T3)
}

// NewDeal deals a shuffled deck (T3): from the player after the dealer, 3 cards each then 2 each,
// from the top of deck, then the retourne. Bidding then starts with the player after the dealer.
func NewDeal(v *Variant, dealer Seat, deck []Card) (*Deal, error) {
	if err := checkDeck(deck); err != nil {
		return nil, err
	}
	if dealer >= NoSeat {
		return nil, ruleErr(T2, "no dealer")
	}
	d := &Deal{Variant: v, Dealer: dealer, Phase: Bidding1, Trump: NoSuit, Taker: NoSeat}
	first := v.Direction.Next(dealer)
	pos := 0
	for _, packet := range []int{3, 2} { // T3: packets of 3 then 2
		s := first
		for range 4 {
			for range packet {
				d.Hands[s] = d.Hands[s].Add(deck[pos])
				pos++
			}
			s = v.Direction.Next(s)
		}
	}
	d.Retourne = deck[pos]
	d.stock = append([]Card(nil), deck[pos+1:]...)
	d.Turn = first // T4: the player after the dealer speaks first
	return d, nil
}

func checkDeck(deck []Card) error {
	if len(deck) != 32 {
		return ruleErr(C1, "a deck has 32 cards, not %d", len(deck))
	}
	if SetOf(deck...) != FullDeck {
		return ruleErr(C1, "the deck does not hold each of the 32 cards once")
	}
	return nil
}

// StartPlay returns a deal at its first lead with bidding already over: trump and taker known and
// each seat holding its eight cards (for replays, puzzles and tests). The player after the dealer
// leads (T7).
func StartPlay(v *Variant, dealer Seat, trump Suit, taker Seat, hands [4]Set) (*Deal, error) {
	if dealer >= NoSeat || taker >= NoSeat {
		return nil, ruleErr(T1, "dealer and taker must be seats")
	}
	if trump >= NoSuit {
		return nil, ruleErr(T4, "no trump suit")
	}
	var all Set
	for s, h := range hands {
		if h.Len() != 8 {
			return nil, ruleErr(T3, "%s holds %d cards, not 8", Seat(s), h.Len())
		}
		if all&h != 0 {
			return nil, ruleErr(C1, "%s is dealt twice", (all & h).String())
		}
		all |= h
	}
	d := &Deal{Variant: v, Dealer: dealer, Retourne: NoCard, Trump: trump, Taker: taker, Hands: hands}
	d.startPlay()
	return d, nil
}

func (d *Deal) startPlay() {
	d.Dealt = d.Hands
	d.Phase = Playing
	d.Turn = d.Variant.Direction.Next(d.Dealer) // T7
	d.Tricks[0] = Trick{Leader: d.Turn, Master: -1}
}

// Clone returns an independent copy of the deal.
func (d *Deal) Clone() *Deal {
	c := *d
	c.Bids = append([]Bid(nil), d.Bids...)
	c.stock = append([]Card(nil), d.stock...)
	for s := range d.Declared {
		c.Declared[s] = append([]Announcement(nil), d.Declared[s]...)
	}
	return &c
}

// Bid records a seat's word (T4, T5): suit is the trump it names, NoSuit to pass. In round 1 the
// only suit that may be taken is the retourne's; in round 2 any other suit.
func (d *Deal) Bid(seat Seat, suit Suit) error {
	round := 1
	switch d.Phase {
	case Bidding1:
	case Bidding2:
		round = 2
	default:
		return ruleErr(T4, "the bidding is over")
	}
	rule := T4
	if round == 2 {
		rule = T5
	}
	if seat != d.Turn {
		return ruleErr(rule, "it is %s's turn to speak, not %s's", d.Turn, seat)
	}
	switch {
	case suit == NoSuit:
	case suit > NoSuit:
		return ruleErr(rule, "no such suit")
	case round == 1 && suit != d.Retourne.Suit():
		return ruleErr(T4, "in the first round one takes the retourne's suit %s or passes", d.Retourne.Suit())
	case round == 2 && suit == d.Retourne.Suit():
		return ruleErr(T5, "in the second round one names a suit other than the retourne's %s", suit)
	}
	d.Bids = append(d.Bids, Bid{Seat: seat, Round: round, Suit: suit})
	if suit != NoSuit {
		d.Trump, d.Taker = suit, seat
		d.complete()
		return nil
	}
	d.Turn = d.Variant.Direction.Next(seat)
	if d.Turn == d.Variant.Direction.Next(d.Dealer) { // all four have spoken in this round
		if round == 1 {
			d.Phase = Bidding2 // T5
		} else {
			d.Phase, d.Turn = AllPassed, NoSeat // T6
		}
	}
	return nil
}

// complete gives out the rest of the deck (T3): the taker gets the retourne and 2 cards, each other
// player 3, from the player after the dealer.
func (d *Deal) complete() {
	s := d.Variant.Direction.Next(d.Dealer)
	pos := 0
	for range 4 {
		n := 3
		if s == d.Taker {
			d.Hands[s] = d.Hands[s].Add(d.Retourne)
			n = 2
		}
		for range n {
			d.Hands[s] = d.Hands[s].Add(d.stock[pos])
			pos++
		}
		s = d.Variant.Direction.Next(s)
	}
	d.stock = nil
	d.startPlay()
}

// Current returns the trick in progress (nil when not playing).
func (d *Deal) Current() *Trick {
	if d.Phase != Playing {
		return nil
	}
	return &d.Tricks[d.NTricks]
}

// Legal returns the cards the player to move may play and the rule that decided (§3).
func (d *Deal) Legal() (Set, Rule) {
	t := d.Current()
	if t == nil {
		return 0, NoRule
	}
	return d.Variant.Legal(d.Trump, d.Hands[d.Turn], t.Played())
}

// CanSayBelote reports whether seat may say belote or rebelote when playing c: c is the K or Q of
// trump and the seat was dealt both (B1).
func (d *Deal) CanSayBelote(seat Seat, c Card) bool {
	if d.Trump >= NoSuit || c.Suit() != d.Trump || (c.Rank() != King && c.Rank() != Queen) {
		return false
	}
	return HoldsBelote(d.Dealt[seat], d.Trump)
}

// HoldsBelote reports whether hand holds both the K and the Q of trump (B1).
func HoldsBelote(hand Set, trump Suit) bool {
	if trump >= NoSuit {
		return false
	}
	both := SetOf(NewCard(King, trump), NewCard(Queen, trump))
	return hand&both == both
}

// Play plays a card for seat, with its announcements and belote word. Nothing changes when it is
// refused.
func (d *Deal) Play(seat Seat, m Move) error {
	t := d.Current()
	if t == nil {
		return ruleErr(T7, "no trick is being played (%s)", d.Phase)
	}
	if seat != d.Turn {
		return ruleErr(T1, "it is %s's turn to play, not %s's", d.Turn, seat)
	}
	if !d.Hands[seat].Has(m.Card) {
		return &RuleError{Rule: NoRule, Msg: fmt.Sprintf("%s does not hold %s", seat, m.Card)}
	}
	if legal, rule := d.Variant.Legal(d.Trump, d.Hands[seat], t.Played()); !legal.Has(m.Card) {
		return &PlayError{Seat: seat, Card: m.Card, Rule: rule, Legal: legal}
	}
	if m.Belote && !d.CanSayBelote(seat, m.Card) {
		return ruleErr(B1, "belote is said with the K or Q of trump by the player who holds both")
	}
	if len(m.Declare) > 0 {
		if err := d.checkDeclare(seat); err != nil {
			return err
		}
		if err := CheckDeclaration(d.Hands[seat], m.Declare); err != nil {
			return err
		}
		d.Declared[seat] = append([]Announcement(nil), m.Declare...)
	}
	d.place(seat, m)
	return nil
}

func (d *Deal) checkDeclare(seat Seat) error {
	if !d.Variant.Announcements {
		return ruleErr(A1, "variant %s has no announcements", d.Variant.Name)
	}
	if d.NTricks != 0 || d.Hands[seat].Len() != 8 {
		return ruleErr(A4, "announcements are declared with one's first card")
	}
	return nil
}

// place puts an accepted card on the table and closes the trick when it is full (W1, K1).
func (d *Deal) place(seat Seat, m Move) {
	t := &d.Tricks[d.NTricks]
	t.Seats[t.N], t.Cards[t.N] = seat, m.Card
	if m.Belote {
		t.Belote[t.N] = 1
		d.beloteWords[seat]++
	}
	t.N++
	d.Hands[seat] = d.Hands[seat].Remove(m.Card)
	t.Master = ReadTrick(d.Trump, t.Played()).Master
	if t.N < 4 {
		d.Turn = d.Variant.Direction.Next(seat)
		return
	}
	t.Winner = t.Seats[t.Master]
	t.Points = WonPoints(SetOf(t.Cards[:]...), d.Trump, d.NTricks == 7) // K1
	d.NTricks++
	if d.NTricks == 8 {
		d.Phase, d.Turn = Finished, NoSeat
		return
	}
	d.Turn = t.Winner // T7: the winner leads the next trick
	d.Tricks[d.NTricks] = Trick{Leader: t.Winner, Master: -1}
}

// PlayError is a card refused by §3, with the rule and the cards that were legal.
type PlayError struct {
	Seat  Seat
	Card  Card
	Rule  Rule
	Legal Set
}

func (e *PlayError) Error() string {
	return fmt.Sprintf("%s may not play %s: only %s (%s %s)", e.Seat, e.Card, e.Legal, e.Rule, e.Rule.Code())
}

// BeloteTeam returns the team whose player said both belote and rebelote (B1, B2), or NoTeam.
func (d *Deal) BeloteTeam() Team {
	for s, n := range d.beloteWords {
		if n == 2 {
			return Seat(s).Team()
		}
	}
	return NoTeam
}

// Facts returns what the deal's score is computed from; the deal must be finished.
func (d *Deal) Facts() (DealFacts, error) {
	if d.Phase != Finished {
		return DealFacts{}, ruleErr(K1, "the deal is not finished (%s)", d.Phase)
	}
	f := DealFacts{Trump: d.Trump, Taker: d.Taker.Team(), Capot: NoTeam, Belote: d.BeloteTeam()}
	var tricks [2]int
	for i := range d.Tricks {
		w := d.Tricks[i].Winner.Team()
		f.TrickPoints[w] += d.Tricks[i].Points
		tricks[w]++
	}
	for t := range 2 {
		if tricks[t] == 8 {
			f.Capot = Team(t) // K2
		}
	}
	for s, decl := range d.Declared {
		team := Seat(s).Team()
		f.Declared[team] = append(f.Declared[team], decl...)
	}
	return f, nil
}

// Score scores the finished deal (K1–K7).
func (d *Deal) Score() (Score, error) {
	f, err := d.Facts()
	if err != nil {
		return Score{}, err
	}
	return d.Variant.ScoreDeal(f)
}
