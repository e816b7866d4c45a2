package engine

import "fmt"

// ReplayInput is a whole played deal: who dealt, the contract, the eight cards of each seat, the 32
// cards in the order they were played, and what each seat declared.
type ReplayInput struct {
	Dealer   Seat
	Trump    Suit
	Taker    Seat
	Hands    [4]Set
	Play     []Card
	Declared [4][]Announcement
	// Belote: a player dealt the K and Q of trump says both words (B1).
	Belote bool
}

// ReplayError locates the play that a replay refuses: the trick (1 to 8), the seat, the card, and the
// rule it breaks (NoRule when the seat does not hold the card).
type ReplayError struct {
	Trick int
	Seat  Seat
	Card  Card
	Rule  Rule
	Led   Suit // the led suit of the trick, NoSuit when the card was a lead
	Err   error
}

func (e *ReplayError) Error() string { return fmt.Sprintf("trick %d: %v", e.Trick, e.Err) }

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay checks a played deal card by card against the rules and returns the finished deal and its
// score. The first leader follows from the dealer and the variant's direction (T7).
func Replay(v *Variant, in ReplayInput) (*Deal, Score, error) {
	d, err := StartPlay(v, in.Dealer, in.Trump, in.Taker, in.Hands)
	if err != nil {
		return nil, Score{}, err
	}
	for s, decl := range in.Declared {
		if len(decl) == 0 {
			continue
		}
		if err := d.checkDeclare(Seat(s)); err != nil {
			return nil, Score{}, fmt.Errorf("%s: %w", Seat(s), err)
		}
		if err := CheckDeclaration(in.Hands[s], decl); err != nil {
			return nil, Score{}, fmt.Errorf("%s: %w", Seat(s), err)
		}
	}
	if len(in.Play) != 32 {
		return nil, Score{}, ruleErr(T3, "a deal is 32 cards played, not %d", len(in.Play))
	}
	for _, c := range in.Play {
		seat := d.Turn
		m := Move{Card: c, Belote: in.Belote && d.CanSayBelote(seat, c)}
		if d.Hands[seat].Len() == 8 {
			m.Declare = in.Declared[seat]
		}
		if err := d.Play(seat, m); err != nil {
			rule := NoRule
			if pe, ok := err.(*PlayError); ok {
				rule = pe.Rule
			}
			led := NoSuit
			if t := d.Current(); t.N > 0 {
				led = t.Cards[0].Suit()
			}
			return nil, Score{}, &ReplayError{Trick: d.NTricks + 1, Seat: seat, Card: c, Rule: rule, Led: led, Err: err}
		}
	}
	s, err := d.Score()
	return d, s, err
}

// Record returns what Replay needs to check and score this deal again: the hands as dealt, the
// cards in the order played and the declarations. Belote is true when the deal's belote was said
// in full (B1, B2), since a replay has its holders say both words or neither.
func (d *Deal) Record() ReplayInput {
	in := ReplayInput{Dealer: d.Dealer, Trump: d.Trump, Taker: d.Taker, Hands: d.Dealt, Belote: d.BeloteTeam() != NoTeam}
	for i := 0; i < 8 && i <= d.NTricks; i++ {
		in.Play = append(in.Play, d.Tricks[i].Played()...)
	}
	for s := range d.Declared {
		in.Declared[s] = append([]Announcement(nil), d.Declared[s]...)
	}
	return in
}
