// Package bot holds the computer players of the practice table, at three levels: débutant (any
// legal card, takes at random), intermédiaire (bids on the strength of its hand, plays by the usual
// habits of club players) and fort (samples the hidden hands consistently with everything seen and
// picks the card of best average open-card value from engine/solve).
//
// A bot sees only what a player seated at the table sees: its own hand and a View of the public
// facts (the retourne, the bids, the cards played, the announcements declared, the words belote and
// rebelote). It never reads another hand. Given its seed, a bot is deterministic, unless a time
// budget is set for the fort level.
package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
)

// Level is a bot's strength.
type Level uint8

// The three levels, weakest first.
const (
	Debutant Level = iota
	Intermediaire
	Fort
)

// Levels lists the levels, weakest first.
var Levels = []Level{Debutant, Intermediaire, Fort}

var levelNames = [...]string{"debutant", "intermediaire", "fort"}

// String returns the level's name without accents: debutant, intermediaire, fort.
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "?"
}

// ParseLevel reads a level name, with or without accents, in French or English.
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "debutant", "débutant", "beginner", "1":
		return Debutant, nil
	case "intermediaire", "intermédiaire", "intermediate", "2":
		return Intermediaire, nil
	case "fort", "strong", "3":
		return Fort, nil
	}
	return Debutant, fmt.Errorf("unknown bot level %q: use debutant, intermediaire or fort", s)
}

// BidView is what a player sees when it is their turn to bid: their five cards, the retourne, the
// dealer and the bids already said (T3–T5).
type BidView struct {
	Variant  *engine.Variant
	Seat     engine.Seat
	Dealer   engine.Seat
	Hand     engine.Set
	Retourne engine.Card
	Round    int // 1 (take the retourne's suit or pass, T4) or 2 (name another suit or pass, T5)
	Bids     []engine.Bid
}

// View is what a player sees when it is their turn to play: their own hand and the public facts
// of the deal. Tricks holds the completed tricks and then the trick in progress; each trick's
// Belote marks say which cards came with the word belote or rebelote (B1). Declared holds only
// the announcements already declared (A4: with each player's first card).
type View struct {
	Variant  *engine.Variant
	Seat     engine.Seat
	Dealer   engine.Seat
	Taker    engine.Seat
	Trump    engine.Suit
	Retourne engine.Card // NoCard when the deal started at play
	Hand     engine.Set
	Tricks   []engine.Trick
	Declared [4][]engine.Announcement
}

// BidViewOf returns what the seat to bid sees of d.
func BidViewOf(d *engine.Deal) BidView {
	round := 1
	if d.Phase == engine.Bidding2 {
		round = 2
	}
	return BidView{Variant: d.Variant, Seat: d.Turn, Dealer: d.Dealer, Hand: d.Hands[d.Turn],
		Retourne: d.Retourne, Round: round, Bids: append([]engine.Bid(nil), d.Bids...)}
}

// ViewOf returns what the seat to play sees of d: its hand and the public facts, nothing else.
func ViewOf(d *engine.Deal) View {
	v := View{Variant: d.Variant, Seat: d.Turn, Dealer: d.Dealer, Taker: d.Taker, Trump: d.Trump,
		Retourne: d.Retourne, Hand: d.Hands[d.Turn]}
	n := d.NTricks
	if d.Phase == engine.Playing {
		n++ // the trick in progress
	}
	v.Tricks = append([]engine.Trick(nil), d.Tricks[:n]...)
	for s := range d.Declared {
		v.Declared[s] = append([]engine.Announcement(nil), d.Declared[s]...)
	}
	return v
}

// Current returns the trick in progress (the last of Tricks).
func (v *View) Current() *engine.Trick { return &v.Tricks[len(v.Tricks)-1] }

// Legal returns the cards the player may play (§3), from the engine.
func (v *View) Legal() engine.Set {
	set, _ := v.Variant.Legal(v.Trump, v.Hand, v.Current().Played())
	return set
}

// Played returns every card already played, the trick in progress included.
func (v *View) Played() engine.Set {
	var s engine.Set
	for i := range v.Tricks {
		s |= engine.SetOf(v.Tricks[i].Played()...)
	}
	return s
}

// playedBy returns the cards seat has played so far.
func (v *View) playedBy(seat engine.Seat) engine.Set {
	var s engine.Set
	for i := range v.Tricks {
		t := &v.Tricks[i]
		for j := 0; j < t.N; j++ {
			if t.Seats[j] == seat {
				s = s.Add(t.Cards[j])
			}
		}
	}
	return s
}

// Unseen returns the cards the player cannot see: neither in their hand nor played.
func (v *View) Unseen() engine.Set { return engine.FullDeck &^ v.Hand &^ v.Played() }

// firstCard reports whether the player is about to play their first card (A4: the moment to
// declare).
func (v *View) firstCard() bool { return v.Hand.Len() == 8 }

// Player is a computer player.
type Player interface {
	// Bid returns the suit taken (T4: the retourne's in round 1; T5: another in round 2), or
	// NoSuit to pass.
	Bid(v BidView) engine.Suit
	// Play returns the card to play, with the best announcements on the first card (A3, A4) and
	// belote or rebelote when the card allows it (B1). The card is always legal (§3).
	Play(v View) engine.Move
}

// Reseeder is a bot whose random choices can be seeded again before a decision, so that the
// decision depends only on the seed given for it: a practice game resumed from its file then
// decides as the original would have (the app seeds each decision from the game's seed).
type Reseeder interface{ Reseed(seed uint64) }

// Reseed seeds the bot's random choices again.
func (b *debutant) Reseed(seed uint64) { b.rng = random.New(seed) }

// Reseed seeds the bot's random choices again.
func (b *intermediaire) Reseed(seed uint64) { b.rng = random.New(seed) }

// New returns a bot of the given level seeded with seed.
func New(level Level, seed uint64) Player {
	rng := random.New(seed)
	switch level {
	case Intermediaire:
		return &intermediaire{rng: rng}
	case Fort:
		return NewFort(seed, FortOptions{})
	}
	return &debutant{rng: rng}
}

// finish adds to a chosen card what an honest player says with it: the best declaration on the
// first card (A3, A4), and belote or rebelote with the K or Q of trump when the player was dealt
// both (B1). Bots always say what they may.
func finish(v View, c engine.Card) engine.Move {
	m := engine.Move{Card: c}
	if v.Variant.Announcements && v.firstCard() && len(v.Tricks) == 1 {
		m.Declare = engine.BestDeclaration(v.Hand, v.Trump)
	}
	both := engine.SetOf(engine.NewCard(engine.King, v.Trump), engine.NewCard(engine.Queen, v.Trump))
	dealt := v.Hand | v.playedBy(v.Seat)
	m.Belote = both.Has(c) && dealt&both == both
	return m
}

// debutant plays any legal card and takes at random.
type debutant struct{ rng *rand.Rand }

func (b *debutant) Bid(v BidView) engine.Suit {
	if v.Round == 1 {
		if b.rng.IntN(4) == 0 {
			return v.Retourne.Suit()
		}
		return engine.NoSuit
	}
	if b.rng.IntN(3) == 0 {
		return (v.Retourne.Suit() + engine.Suit(1+b.rng.IntN(3))) % 4 // T5: another suit
	}
	return engine.NoSuit
}

func (b *debutant) Play(v View) engine.Move {
	cards := v.Legal().Cards()
	return finish(v, cards[b.rng.IntN(len(cards))])
}
