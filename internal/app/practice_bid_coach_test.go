package app

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/ai/coach"
)

// testBidOptions keep the tests short: the clear cases below are clear on 20 deals.
var testBidOptions = coach.BidOptions{First: 20, Max: 40, Seed: 1}

// deckDealing orders a deck so that, dealer West, the seats receive these five cards (T3: from
// North, packets of 3 then 2) and the retourne; the rest of the deck follows in card order.
func deckDealing(t *testing.T, hands [4]string, retourne string) []engine.Card {
	t.Helper()
	var hs [4][]engine.Card
	used := engine.SetOf(engine.MustCard(retourne))
	for s, h := range hands {
		cs, _, err := engine.ParseCards(h)
		require.NoError(t, err)
		hs[s], used = cs, used|engine.SetOf(cs...)
	}
	var deck []engine.Card
	for _, packet := range [][2]int{{0, 3}, {3, 5}} {
		for _, s := range []engine.Seat{engine.North, engine.East, engine.South, engine.West} {
			deck = append(deck, hs[s][packet[0]:packet[1]]...)
		}
	}
	deck = append(deck, engine.MustCard(retourne))
	return append(deck, (engine.FullDeck &^ used).Cards()...)
}

// strongPractice is a game whose first deal gives South J 9 A of hearts and two side aces, the
// 10♥ turned, dealer West, with bots that pass everything they can (débutant bots with weak hands).
func strongPractice(t *testing.T, south string) *Practice {
	p, err := NewPractice(PracticeOptions{Variant: "classique", Level: bot.Debutant, Seed: 1})
	require.NoError(t, err)
	deck := deckDealing(t, [4]string{"7S 8S 7D 8D 7C", "9S QS 9D QD 8C", south, "KS KD 9C QC KC"}, "10H")
	p.Log[0] = DealLog{Dealer: engine.West, Deck: deck}
	p.begin(engine.West, deck)
	p.Start()
	return p
}

// bidText is the coach's text on the bids, the French no-break spaces written as spaces.
func bidText(l Lang, verdicts []coach.BidVerdict) string {
	s := strings.Join(BidCoachText(l, Display{Lang: l}, verdicts), "\n")
	return strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s)
}

// TestBidCoachPassedStrongHand: the learner passes a hand that the simulation clearly takes; the
// coach says so in both languages with the figures and the hand's features, plurals right.
func TestBidCoachPassedStrongHand(t *testing.T) {
	p := strongPractice(t, "JH 9H AH AS AD")
	require.True(t, p.LearnerTurn() && p.Bidding(), "North and East passed")
	require.NoError(t, p.LearnerBid(engine.NoSuit))
	verdicts, err := p.BidCoach(context.Background(), testBidOptions)
	require.NoError(t, err)
	require.NotEmpty(t, verdicts)
	v := verdicts[0]
	assert.Equal(t, 1, v.Pos.Round)
	assert.Equal(t, engine.SetOf(engine.MustCard("JH"), engine.MustCard("9H"), engine.MustCard("AH"), engine.MustCard("AS"), engine.MustCard("AD")), v.Pos.Hand)
	require.True(t, v.Wrong(), "%+v", v)
	fr, en := bidText(FR, verdicts[:1]), bidText(EN, verdicts[:1])
	t.Log(fr)
	t.Log(en)
	for _, want := range []string{"1 décision à revoir", "Au premier tour", "« Passer »", "« Prendre (♥ C) »", "4 atouts",
		"dont le valet et le 9", "2 as à côté", "aucun dix à côté", "donnes simulées"} {
		assert.Contains(t, fr, want)
	}
	for _, want := range []string{"1 decision to review", "In the first round", "“Pass”", "“Take (♥ H)”", "4 trumps",
		"the jack and the nine", "2 side aces", "no side ten", "simulated deals"} {
		assert.Contains(t, en, want)
	}
	assert.NotContains(t, fr+en, "{", "every placeholder is filled")
	assert.Contains(t, bidText(FR, []coach.BidVerdict{v, v}), "2 décisions à revoir")
	assert.Contains(t, bidText(EN, []coach.BidVerdict{v, v}), "2 decisions to review")
}

// TestBidCoachTakenStrongHand: taking that hand is right, and the coach has nothing to say; with
// one side ace and one ten, a pass names them in the singular.
func TestBidCoachTakenStrongHand(t *testing.T) {
	p := strongPractice(t, "JH 9H AH AS AD")
	require.NoError(t, p.LearnerBid(engine.Hearts))
	verdicts, err := p.BidCoach(context.Background(), testBidOptions)
	require.NoError(t, err)
	require.Len(t, verdicts, 1)
	assert.False(t, verdicts[0].Wrong())
	assert.True(t, verdicts[0].Clear(), "clearly right: %+v", verdicts[0])
	assert.Equal(t, "Enchères : rien à redire.", bidText(FR, verdicts))
	assert.Equal(t, "Bidding: nothing to correct.", bidText(EN, verdicts))

	p = strongPractice(t, "JH 9H AH AS 10D")
	require.NoError(t, p.LearnerBid(engine.NoSuit))
	verdicts, err = p.BidCoach(context.Background(), testBidOptions)
	require.NoError(t, err)
	require.True(t, verdicts[0].Wrong(), "%+v", verdicts[0])
	fr, en := bidText(FR, verdicts[:1]), bidText(EN, verdicts[:1])
	assert.Contains(t, fr, "un as à côté")
	assert.Contains(t, fr, "un dix à côté")
	assert.Contains(t, en, "one side ace ")
	assert.Contains(t, en, "one side ten ")
}

// TestBidCoachCancels: the learner moving on cancels the judgement.
func TestBidCoachCancels(t *testing.T) {
	p := strongPractice(t, "JH 9H AH AS AD")
	require.NoError(t, p.LearnerBid(engine.NoSuit))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := p.BidCoach(ctx, BidCoachOptions)
	assert.ErrorIs(t, err, context.Canceled)
}

// TestBidCoachNoBid: when the bidding ended before the learner's turn, the coach says nothing of
// the bids.
func TestBidCoachNoBid(t *testing.T) {
	assert.Empty(t, BidCoachText(FR, Display{Lang: FR}, nil))
}

// unclearRound2 is South's second-round pass with Q♠ 9♠ K♦ 8♣ 7♥, the 9♦ turned, dealer West:
// without a cap its simulation is still unclear at 100 deals and goes to 200 (each played out
// four times: the pass and three suits), the costly case of the practice table's bid coach.
func unclearRound2() coach.BidMoment {
	return coach.BidMoment{Pos: bidsim.Position{Variant: engine.MustBuiltin("classique"), Dealer: engine.West, Seat: engine.South, Round: 2,
		Hand:     engine.SetOf(engine.MustCard("QS"), engine.MustCard("9S"), engine.MustCard("KD"), engine.MustCard("8C"), engine.MustCard("7H")),
		Retourne: engine.MustCard("9D")}, Bid: engine.NoSuit}
}

// BenchmarkBidCoachUnclearRound2: the practice table's judgement of a round-2 bid that stays
// unclear, within BidCoachOptions (capped: its playouts) and without the cap, as before it.
func BenchmarkBidCoachUnclearRound2(b *testing.B) {
	uncapped := BidCoachOptions
	uncapped.Playouts = 0
	for _, bc := range []struct {
		name string
		o    coach.BidOptions
	}{{"capped", BidCoachOptions}, {"uncapped", uncapped}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				v, err := coach.JudgeBid(context.Background(), unclearRound2(), bc.o)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(v.Result.Samples), "deals")
			}
		})
	}
}

// A round-2 bid that stays unclear is judged within the playout cap: at most BidCoachOptions'
// playouts over its four choices, and the coach then says nothing of it.
func TestBidCoachCapsAnUnclearRound2(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates up to 100 deals, four playouts each")
	}
	v, err := coach.JudgeBid(context.Background(), unclearRound2(), BidCoachOptions)
	require.NoError(t, err)
	assert.LessOrEqual(t, 4*v.Result.Samples, BidCoachOptions.Playouts)
	assert.True(t, v.Capped, "without the cap it would go on: %+v", v.Result)
	assert.False(t, v.Wrong())
	assert.Empty(t, BidCoachText(FR, Display{Lang: FR, Face: engine.French}, []coach.BidVerdict{v})[1:], "nothing said of the bid")
}
