package app

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

// The learner sits South; North is their partner (T1).
const Learner = engine.South

// PracticeOptions are what a practice game is played with.
type PracticeOptions struct {
	Variant    string
	Level      bot.Level
	AutoBelote bool // say belote and rebelote for the learner (B1)
	Coach      bool // after each deal, mark the learner's cards that lost points (engine/solve)
	Seed       uint64
}

// Practice is a game at the practice table: the learner (South) and three bots play deals until
// the variant's target (K8). Every decision is the engine's: the model only deals, asks the bots,
// and forwards the learner's bids and cards.
type Practice struct {
	Opts    PracticeOptions
	Variant *engine.Variant
	Game    *engine.Game
	Deal    *engine.Deal  // the deal in progress, or the last one once over
	Log     []DealLog     // every deal of the game, the one in progress last
	Last    *engine.Trick // the last completed trick, to show after the bots have played on
	Declare bool          // the learner declares their announcements with their first card (A4)
	Belote  bool          // the learner says belote with the next K or Q of trump (when not automatic)
	Outcome *DealOutcome  // set when the deal is over
	// Manual: the caller runs the bots (NextBot, Decide, ApplyBot), as the screen does off its
	// goroutine so that it keeps answering keys while a bot thinks; otherwise every action of the
	// learner runs the bots at once, until the learner's next turn.
	Manual bool
	bots   [4]bot.Player
}

// DealLog is what it takes to play a deal again: the dealer, the shuffled deck, the bids and the
// moves in order. Saved games and the history are made of these.
type DealLog struct {
	Dealer engine.Seat
	Deck   []engine.Card
	Bids   []engine.Suit
	Moves  []engine.Move
}

// DealOutcome is the end of a deal: its score, the reserve it collected, and the game after it.
type DealOutcome struct {
	Passed    bool
	Facts     engine.DealFacts
	Score     engine.Score
	Collected engine.Collected
}

// NewPractice starts a game.
func NewPractice(o PracticeOptions) (*Practice, error) {
	v, ok := engine.Builtin(o.Variant)
	if !ok {
		return nil, fmt.Errorf("unknown variant %q", o.Variant)
	}
	p := &Practice{Opts: o, Variant: v, Game: engine.NewGame(v), Declare: true}
	rng := rand.New(rand.NewPCG(o.Seed, 1))
	p.startDeal(engine.Seat(rng.IntN(4))) // T2: the first dealer is drawn at random
	return p, nil
}

// rng returns the generator of deal n: the same seed always deals the same game.
func (p *Practice) rng(n int) *rand.Rand {
	return rand.New(rand.NewPCG(p.Opts.Seed, uint64(n)+2))
}

// startDeal shuffles and deals (T3) and seats bots seeded for this deal.
func (p *Practice) startDeal(dealer engine.Seat) {
	n := len(p.Log)
	deck := random.Deck(p.rng(n))
	p.Log = append(p.Log, DealLog{Dealer: dealer, Deck: deck})
	p.begin(dealer, deck)
}

func (p *Practice) begin(dealer engine.Seat, deck []engine.Card) {
	n := len(p.Log) - 1
	d, err := engine.NewDeal(p.Variant, dealer, deck)
	if err != nil {
		panic(err) // a shuffled full deck is always valid
	}
	p.Deal, p.Last, p.Outcome, p.Declare, p.Belote = d, nil, nil, true, false
	for _, s := range engine.Seats {
		seed := p.Opts.Seed*7919 + uint64(n)*4 + uint64(s)
		if p.Opts.Level == bot.Fort {
			// The app's strength, as measured in docs/bots.md; it has no time budget: the bots
			// think off the screen's goroutine, and a budget would make them play differently on a
			// busy machine (and on a resumed game).
			p.bots[s] = bot.NewFort(seed, bot.AppFort)
		} else {
			p.bots[s] = bot.New(p.Opts.Level, seed)
		}
	}
}

// BotToAct reports whether a bot is to bid or play now.
func (p *Practice) BotToAct() bool {
	return p.Outcome == nil && p.Deal.Turn != Learner && p.Deal.Turn < engine.NoSeat
}

// BotTurn is what the bot to act sees, taken on the goroutine that owns the game; Decide may then
// run on any goroutine, since it reads only this copy and the bot.
type BotTurn struct {
	deal    *engine.Deal
	seat    engine.Seat
	step    int // bids and moves made so far in the deal
	player  bot.Player
	bidding bool
	bidView bot.BidView
	view    bot.View
}

// BotDecision is a bot's bid or card, to be applied by ApplyBot.
type BotDecision struct {
	turn *BotTurn
	Bid  engine.Suit
	Move engine.Move
}

// Seat is the seat that is thinking.
func (t *BotTurn) Seat() engine.Seat { return t.seat }

// NextBot takes what the bot to act sees; it also seeds the bot for this decision from the game's
// seed, so that a resumed game decides as the original one would have.
func (p *Practice) NextBot() *BotTurn {
	if !p.BotToAct() {
		return nil
	}
	d := p.Deal
	lg := p.log()
	t := &BotTurn{deal: d, seat: d.Turn, step: len(lg.Bids) + len(lg.Moves), player: p.bots[d.Turn], bidding: p.Bidding()}
	if r, ok := t.player.(bot.Reseeder); ok {
		r.Reseed(p.Opts.Seed*0x9e3779b97f4a7c15 ^ uint64(len(p.Log))<<32 ^ uint64(t.step)<<8 ^ uint64(t.seat))
	}
	if t.bidding {
		t.bidView = bot.BidViewOf(d)
	} else {
		t.view = bot.ViewOf(d)
	}
	return t
}

// Decide asks the bot (the slow part for the fort level).
func (t *BotTurn) Decide() BotDecision {
	if t.bidding {
		return BotDecision{turn: t, Bid: t.player.Bid(t.bidView)}
	}
	return BotDecision{turn: t, Move: t.player.Play(t.view)}
}

// ErrStale is ApplyBot's answer to a decision taken for a moment of the game that has passed.
var ErrStale = errors.New("the bot's decision is for another moment of the game")

// ApplyBot plays a bot's decision, and scores the deal when it ends it.
func (p *Practice) ApplyBot(dec BotDecision) error {
	t, d := dec.turn, p.Deal
	if t == nil || t.deal != d || d.Turn != t.seat || len(p.log().Bids)+len(p.log().Moves) != t.step {
		return ErrStale
	}
	if t.bidding {
		if err := d.Bid(d.Turn, dec.Bid); err != nil {
			return fmt.Errorf("bot bid refused: %w", err) // bots bid by T4/T5
		}
		p.log().Bids = append(p.log().Bids, dec.Bid)
	} else if err := p.play(dec.Move); err != nil {
		return fmt.Errorf("bot card refused: %w", err) // bots play legal cards
	}
	p.settle()
	return nil
}

// RunBots lets the bots act until the learner's turn or the end of the deal, on this goroutine.
func (p *Practice) RunBots() {
	for p.BotToAct() {
		if err := p.ApplyBot(p.NextBot().Decide()); err != nil {
			panic(err) // bots bid by T4/T5 and play legal cards
		}
	}
	p.settle()
}

// LearnerTurn reports whether the deal waits for the learner.
func (p *Practice) LearnerTurn() bool {
	return p.Outcome == nil && p.Deal.Turn == Learner
}

// Bidding reports whether the deal is in its bidding rounds (T4, T5).
func (p *Practice) Bidding() bool {
	return p.Deal.Phase == engine.Bidding1 || p.Deal.Phase == engine.Bidding2
}

// BidChoices are the suits the learner may name now: the retourne's in round 1 (T4), the three
// others in round 2 (T5). Passing is always possible.
func (p *Practice) BidChoices() []engine.Suit {
	r := p.Deal.Retourne.Suit()
	if p.Deal.Phase == engine.Bidding1 {
		return []engine.Suit{r}
	}
	var out []engine.Suit
	for s := engine.Spades; s < engine.NoSuit; s++ {
		if s != r {
			out = append(out, s)
		}
	}
	return out
}

// LearnerBid takes suit (or passes with NoSuit), then lets the bots act.
func (p *Practice) LearnerBid(suit engine.Suit) error {
	if !p.LearnerTurn() || !p.Bidding() {
		return errors.New("not the learner's turn to bid")
	}
	if err := p.Deal.Bid(Learner, suit); err != nil {
		return err
	}
	p.log().Bids = append(p.log().Bids, suit)
	p.afterAction()
	return nil
}

func (p *Practice) log() *DealLog { return &p.Log[len(p.Log)-1] }

// Offer returns the announcements the learner may declare with their first card (A3, A4), or nil.
func (p *Practice) Offer() []engine.Announcement {
	d := p.Deal
	if !p.Variant.Announcements || d.Phase != engine.Playing || d.NTricks != 0 || d.Hands[Learner].Len() != 8 {
		return nil
	}
	return engine.BestDeclaration(d.Hands[Learner], d.Trump)
}

// Refusal is an illegal card refused: the explainer's reason and the legal alternatives. Nothing
// was played.
type Refusal struct {
	Card    engine.Card
	Rule    engine.Rule
	Legal   engine.Set
	Shown   []engine.Card // the legal cards in the order the hand shows them (InHand)
	Reason  string        // why this card may not be played, citing the rule (§3)
	Summary string        // what the learner must do
}

// LearnerPlay plays c for the learner, or refuses it with the reason when it is not legal (§3);
// the bots then play on until the learner's next turn or the end of the deal.
func (p *Practice) LearnerPlay(l Lang, c engine.Card) (*Refusal, error) {
	d := p.Deal
	if !p.LearnerTurn() || d.Phase != engine.Playing {
		return nil, errors.New("not the learner's turn to play")
	}
	if !d.Hands[Learner].Has(c) {
		return nil, fmt.Errorf("%s is not in the learner's hand", c)
	}
	if legal, rule := d.Legal(); !legal.Has(c) {
		return p.refusal(l, c, legal, rule), nil
	}
	m := engine.Move{Card: c}
	if p.Declare {
		m.Declare = p.Offer()
	}
	if d.CanSayBelote(Learner, c) && (p.Opts.AutoBelote || p.Belote) {
		m.Belote = true
	}
	if err := p.play(m); err != nil {
		return nil, err
	}
	p.Belote = false
	p.afterAction()
	return nil, nil
}

func (p *Practice) refusal(l Lang, c engine.Card, legal engine.Set, rule engine.Rule) *Refusal {
	d := p.Deal
	hand := SortHand(d.Hands[Learner], d.Trump)
	reasons, summary := PlayLines(l, p.Variant, d.Trump, hand, d.Current().Played(), engine.SetOf(c))
	r := &Refusal{Card: c, Rule: rule, Legal: legal, Shown: InHand(hand, legal), Summary: summary}
	if len(reasons) > 0 {
		r.Reason = reasons[0]
	}
	return r
}

// play plays a move to the deal and logs it, keeping the last completed trick.
func (p *Practice) play(m engine.Move) error {
	d := p.Deal
	n := d.NTricks
	if err := d.Play(d.Turn, m); err != nil {
		return err
	}
	p.log().Moves = append(p.log().Moves, m)
	if d.NTricks != n {
		t := d.Tricks[n]
		p.Last = &t
	}
	return nil
}

// afterAction lets the bots act (unless the caller runs them), or scores the deal when it is over.
func (p *Practice) afterAction() {
	if p.Manual {
		p.settle()
		return
	}
	p.RunBots()
}

// Start lets the bots act until the learner's first turn (call it once after NewPractice or
// NextDeal).
func (p *Practice) Start() { p.afterAction() }

// settle scores a finished or passed deal into the game (K1–K8).
func (p *Practice) settle() {
	d := p.Deal
	if p.Outcome != nil {
		return // scored already
	}
	switch d.Phase {
	case engine.AllPassed:
		p.Outcome = &DealOutcome{Passed: true, Score: engine.Score{Result: engine.Passed, Decided: engine.T6}}
	case engine.Finished:
		f, _ := d.Facts()
		s, err := p.Variant.ScoreDeal(f)
		if err != nil {
			panic(err) // a finished deal always scores
		}
		p.Outcome = &DealOutcome{Facts: f, Score: s}
	default:
		return
	}
	col, err := p.Game.Add(p.Outcome.Score, d.Taker.Team())
	if err != nil {
		panic(err)
	}
	p.Outcome.Collected = col
}

// NextDeal deals the next deal (T2: the next dealer in the variant's direction; T6 after a pass).
func (p *Practice) NextDeal() error {
	if p.Outcome == nil || p.Game.Over {
		return errors.New("the deal is not over, or the game is")
	}
	p.startDeal(p.Variant.NextDealer(p.Deal.Dealer))
	p.Start()
	return nil
}

// Breakdown words the outcome of the deal, term by term (explainer, K1–K7).
func (p *Practice) Breakdown(l Lang) []string {
	if p.Outcome == nil {
		return nil
	}
	if p.Outcome.Passed {
		return []string{T(l, "pr.passed")}
	}
	out := Breakdown(l, p.Variant, p.Outcome.Facts, p.Outcome.Score)
	if c := p.Outcome.Collected; c.Team != engine.NoTeam {
		out = append(out, T(l, "pr.collected", "team", TeamName(l, c.Team), "points", c.Points))
	}
	return out
}

// Table shows the deal from South's seat.
func (p *Practice) Table() Table {
	t := TableOf(p.Deal)
	if p.Deal.Phase == engine.Finished && p.Last != nil {
		t.Trick = p.Last.Played()
		t.Seats = p.Last.Seats[:]
		t.TrickNo = 8
	}
	return t
}
