package gen

import (
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/puzzles"
)

// seatTricks are the numbers of tricks left that hidden-hand puzzles are drawn with: late enough
// that the consistent layouts are few (an exact evaluation stays within a few hundred
// milliseconds) and the learner can count what has gone.
var seatTricks = []int{2, 3, 3, 4, 4, 5}

// MaxSeatLayouts is the most consistent layouts a generated hidden-hand puzzle may have (the
// format allows puzzles.SeatLimit): fewer keep generation, `belote check` and the trainer quick.
const MaxSeatLayouts = 1000

// MinSeatLayouts is the fewest: with fewer, the hidden cards hardly hide anything.
const MinSeatLayouts = 6

// seatDeal deals and bids with intermédiaire bots, and plays with them up to the moment South is
// to play with left tricks to go; nil when all four pass (T6).
func (g *generator) seatDeal(left int) (*engine.Deal, [4]bot.Player) {
	var players [4]bot.Player
	for s := range players {
		players[s] = bot.New(bot.Intermediaire, g.rng.Uint64())
	}
	d, err := engine.NewDeal(g.v, engine.Seat(g.rng.IntN(4)), random.Deck(g.rng))
	if err != nil {
		panic(err) // a shuffled full deck is always a valid deck
	}
	for d.Phase == engine.Bidding1 || d.Phase == engine.Bidding2 {
		if err := d.Bid(d.Turn, players[d.Turn].Bid(bot.BidViewOf(d))); err != nil {
			panic(err) // a bot bids by T4 and T5
		}
	}
	for d.Phase == engine.Playing {
		if d.Turn == engine.South && 8-d.NTricks == left {
			return d, players
		}
		if err := d.Play(d.Turn, players[d.Turn].Play(bot.ViewOf(d))); err != nil {
			panic(err) // a bot plays a legal card (§3)
		}
	}
	return nil, players
}

// seat draws a hidden-hand best puzzle: a deal played by intermédiaire bots up to a moment with
// 2 to 5 tricks left and South to play; South's position as the coach reads it (bot.TableOf:
// the retourne in the taker's hand, the announcements that score, the belote); kept when its
// layouts are at most MaxSeatLayouts, the card the intermédiaire would play from South's seat
// (the tempting card) is wrong, the best card meets the margins (puzzles.SeatIssues) and a seat
// motif holds on the two cards.
func (g *generator) seat() *puzzles.Puzzle {
	left := seatTricks[g.rng.IntN(len(seatTricks))]
	if g.motifWanted == puzzles.DixDeDer {
		left = 2 // the motif is the last two tricks'
	}
	d, players := g.seatDeal(left)
	if d == nil {
		return nil
	}
	view := bot.ViewOf(d)
	table := bot.TableOf(view)
	pos := table.Position(engine.South, view.Hand)
	legal := view.Legal()
	if legal.Len() < 2 {
		return nil
	}
	tempting := players[engine.South].Play(view).Card
	if !g.seatMotifPossible(&pos, legal, tempting) {
		return nil // no card could teach a wanted idea against this one: spare the evaluation
	}
	l, err := evaluate.NewLayouts(pos)
	if err != nil || l.Count() > MaxSeatLayouts || l.Count() < MinSeatLayouts {
		return nil
	}
	p := g.seatPuzzle(d, &pos, view.Hand, tempting)
	a, err := puzzles.Answer(p)
	if err == nil && a.Best.Has(tempting) && g.motifWanted == puzzles.Charge {
		// The bot charges well: when its card is the best one, the tempting card is the nearest
		// miss, as in the open packs.
		if miss := puzzles.Tempting(g.seatPuzzle(d, &pos, view.Hand, engine.NoCard)); miss != engine.NoCard {
			tempting = miss
			p = g.seatPuzzle(d, &pos, view.Hand, tempting)
			a, err = puzzles.Answer(p)
		}
	}
	if err != nil || a.Best.Has(tempting) || len(puzzles.SeatIssues(p)) > 0 {
		return nil
	}
	var ev puzzles.Evidence
	for _, e := range puzzles.DetectSeatMotifs(p, a) {
		if g.motifWanted == puzzles.NoMotif || e.Motif() == g.motifWanted {
			ev = e
			break
		}
	}
	if ev == nil {
		return nil
	}
	p.Motif = ev.Motif()
	_, rule := d.Legal()
	p.Themes = []engine.Rule{rule, engine.W1}
	mt, _ := puzzles.TypeOf(p.Motif, puzzles.ViewSeat)
	for _, r := range mt.Rules {
		if !slices.Contains(p.Themes, r) {
			p.Themes = append(p.Themes, r)
		}
	}
	p.Difficulty = SeatDifficulty(a)
	g.seatTexts(p, a, ev)
	return p
}

// seatPuzzle is the hidden-hand puzzle of South's position pos in deal d, with its tempting card.
func (g *generator) seatPuzzle(d *engine.Deal, pos *evaluate.Position, hand engine.Set, tempting engine.Card) *puzzles.Puzzle {
	p := g.newPuzzle(puzzles.KindBest, d.Trump)
	p.View, p.Seen, p.TakerSeat, p.Tempting = puzzles.ViewSeat, pos, d.Taker, tempting
	p.Hand = SortedHand(hand, d.Trump)
	p.Trick, p.Leader = pos.Trick.Cards, pos.Trick.Leader
	// The announcements South heard are why some cards are known (A6): the pack writes them, so
	// the screen and the points can say so (best-seat-read-void-008 listed four known cards of
	// North with no reason).
	p.SeatDeclared = bot.ViewOf(d).Declared
	return p
}

// seatMotifPossible reports whether some legal card other than tempting would make a wanted seat
// motif hold (each detector reads only the position and the two cards).
func (g *generator) seatMotifPossible(pos *evaluate.Position, legal engine.Set, tempting engine.Card) bool {
	for _, m := range puzzles.SeatMotifs() {
		if g.motifWanted != puzzles.NoMotif && m != g.motifWanted {
			continue
		}
		for _, c := range legal.Cards() {
			if c != tempting && puzzles.PairHolds(m, pos, puzzles.SeatPair{Best: c, Tempting: tempting}) {
				return true
			}
			// A charge may be compared with the nearest miss (seat): any two cards will do.
			for _, x := range legal.Cards() {
				if m == puzzles.Charge && c != x && puzzles.PairHolds(m, pos, puzzles.SeatPair{Best: c, Tempting: x}) {
					return true
				}
			}
		}
	}
	return false
}

// SortedHand lists a hand trumps first, then suit by suit, strongest first: the order a player
// sorts their cards in, and the one the hidden-hand packs write.
func SortedHand(hand engine.Set, trump engine.Suit) []engine.Card {
	cs := hand.Cards()
	slices.SortStableFunc(cs, func(a, b engine.Card) int {
		ka, kb := suitKey(a.Suit(), trump), suitKey(b.Suit(), trump)
		if ka != kb {
			return ka - kb
		}
		return engine.Strength(b, trump) - engine.Strength(a, trump)
	})
	return cs
}

func suitKey(s, trump engine.Suit) int {
	if s == trump {
		return -1
	}
	return int(s)
}

// SeatDifficulty estimates a hidden-hand puzzle's difficulty: 2, plus one for each of: three
// legal cards or more, a mean margin under 10 points, the best card best in under 80 % of the
// layouts.
func SeatDifficulty(a puzzles.Solution) int {
	r := a.Eval
	best, _ := r.Of(a.Best.First())
	second := -1 << 30
	for _, cr := range r.Cards {
		if cr.Card != best.Card {
			second = max(second, cr.Sum)
		}
	}
	d := 2
	if len(r.Cards) >= 3 {
		d++
	}
	if best.Sum-second < 10*r.Layouts {
		d++
	}
	if 5*best.Best < 4*r.Layouts {
		d++
	}
	return min(d, 5)
}
