package evaluate

import "github.com/belote-trainer/belote/engine"

// Table is what every player at the table sees of a deal in play: the contract, the retourne, the
// announcements declared, and the tricks so far with the words belote and rebelote said (B1).
// Table.Position turns it into what one seat sees, so that the coach and the fort bot read a
// deal the same way.
type Table struct {
	Variant  *engine.Variant
	Trump    engine.Suit
	Taker    engine.Seat
	Retourne engine.Card // NoCard when unknown
	Declared [4][]engine.Announcement
	// Tricks are the finished tricks, then the trick in progress (its first N cards, possibly
	// none).
	Tricks []engine.Trick
}

// Position is what seat, holding hand, sees before its next card: the finished tricks, the trick
// in progress, and as known cards of the other seats what the deal has revealed and is still in
// hand: the retourne in the taker's hand (T3), from the second trick on the cards of the
// announcements that score (A4: they are compared when the second trick starts; A6), and the
// other of K and Q of trump once its holder said "belote" with the first (B1).
func (t *Table) Position(seat engine.Seat, hand engine.Set) Position {
	p := Position{Variant: t.Variant, Trump: t.Trump, Seat: seat, Hand: hand}
	var played engine.Set
	for i := range t.Tricks {
		tr := &t.Tricks[i]
		cards := append([]engine.Card(nil), tr.Played()...)
		played |= engine.SetOf(cards...)
		if i < len(t.Tricks)-1 {
			p.History = append(p.History, Trick{Leader: tr.Leader, Cards: cards})
		} else {
			p.Trick = Trick{Leader: tr.Leader, Cards: cards}
		}
	}
	p.Known = t.revealed(len(p.History) >= 1)
	for s := range p.Known {
		p.Known[s] &^= played
	}
	p.Known[seat] = 0
	return p
}

// revealed returns the cards the deal has shown to be in each hand (played ones included).
func (t *Table) revealed(secondTrick bool) [4]engine.Set {
	var k [4]engine.Set
	if t.Retourne.Valid() && t.Taker < engine.NoSeat {
		k[t.Taker] = k[t.Taker].Add(t.Retourne) // T3: the taker received the retourne
	}
	if secondTrick {
		shown := Shown(t.Trump, t.Declared)
		for s := range k {
			k[s] |= shown[s]
		}
	}
	both := engine.SetOf(engine.NewCard(engine.King, t.Trump), engine.NewCard(engine.Queen, t.Trump))
	for i := range t.Tricks {
		tr := &t.Tricks[i]
		for j := range tr.N {
			if tr.Belote[j] == 1 && both.Has(tr.Cards[j]) {
				k[tr.Seats[j]] |= both // B1: belote said, the other card is in that hand
			}
		}
	}
	return k
}

// Shown returns the cards each seat shows of its declared announcements when the second trick
// starts: those of the team whose announcements score (A5, A6); the other team's are only named.
func Shown(trump engine.Suit, declared [4][]engine.Announcement) [4]engine.Set {
	var k [4]engine.Set
	var teams [2][]engine.Announcement
	for _, s := range engine.Seats {
		teams[s.Team()] = append(teams[s.Team()], declared[s]...)
	}
	w := engine.CompareTeams(trump, teams).Winner
	if w == engine.NoTeam {
		return k
	}
	for _, s := range engine.Seats {
		for _, a := range declared[s] {
			if s.Team() == w {
				k[s] |= a.Cards // A6: the announcements that score are shown
			}
		}
	}
	return k
}
