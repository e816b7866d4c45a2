package app

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

// learnerStep acts for the learner: a random bid, or first an illegal card (which must be refused
// with a reason and leave the deal unchanged) and then a random legal one.
func learnerStep(t *testing.T, p *Practice, rng *rand.Rand) {
	t.Helper()
	d := p.Deal
	if p.Bidding() {
		suit := engine.NoSuit
		if rng.IntN(3) == 0 {
			choices := p.BidChoices()
			suit = choices[rng.IntN(len(choices))]
		}
		require.NoError(t, p.LearnerBid(suit))
		return
	}
	legal, rule := d.Legal()
	if bad := d.Hands[Learner] &^ legal; bad != 0 {
		before := *d
		r, err := p.LearnerPlay(EN, bad.First())
		require.NoError(t, err)
		require.NotNil(t, r, "an illegal card must be refused")
		require.Equal(t, rule, r.Rule)
		require.Equal(t, legal, r.Legal)
		require.Equal(t, InHand(SortHand(d.Hands[Learner], d.Trump), legal), r.Shown, "named as the hand shows them")
		require.Len(t, r.Shown, legal.Len())
		require.Contains(t, r.Reason, "("+rule.String()+")", "the reason cites the rule")
		require.NotEmpty(t, r.Summary)
		require.Equal(t, before.Hands, d.Hands, "nothing was played")
		require.Equal(t, before.NTricks, d.NTricks)
	}
	cards := legal.Cards()
	r, err := p.LearnerPlay(FR, cards[rng.IntN(len(cards))])
	require.NoError(t, err)
	require.Nil(t, r)
}

func playGame(t *testing.T, o PracticeOptions, rng *rand.Rand) *Practice {
	t.Helper()
	p, err := NewPractice(o)
	require.NoError(t, err)
	p.Start()
	for deals := 0; ; {
		if p.Outcome != nil {
			require.NotEmpty(t, p.Breakdown(FR))
			require.NotEmpty(t, p.Breakdown(EN))
			if p.Game.Over {
				break
			}
			require.NoError(t, p.NextDeal())
			deals++
			require.Less(t, deals, bot.MaxDeals)
			continue
		}
		require.True(t, p.LearnerTurn())
		learnerStep(t, p, rng)
		if p.Deal.Phase == engine.Playing || p.Deal.Phase == engine.Finished {
			require.NoError(t, bot.CheckInvariants(p.Deal))
		}
	}
	return p
}

func TestPracticeWholeGames(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	for _, name := range engine.BuiltinNames {
		for _, level := range []bot.Level{bot.Debutant, bot.Intermediaire} {
			t.Run(name+"/"+level.String(), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(1, uint64(level)))
				for g := range games {
					p := playGame(t, PracticeOptions{Variant: name, Level: level, AutoBelote: g%2 == 0, Seed: uint64(g + 1)}, rng)
					v := engine.MustBuiltin(name)
					require.GreaterOrEqual(t, p.Game.Scores[p.Game.Winner], v.Target)
				}
			})
		}
	}
}

// A saved game, loaded again, is the same game at the same point, and goes on the same way.
func TestPracticeSaveAndLoad(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	p, err := NewPractice(PracticeOptions{Variant: "marocaine", Level: bot.Intermediaire, Seed: 42})
	require.NoError(t, err)
	p.Start()
	for range 40 { // into the game, mid-deal
		if p.Outcome != nil {
			require.NoError(t, p.NextDeal())
			continue
		}
		learnerStep(t, p, rng)
	}
	data, err := json.Marshal(p.Save())
	require.NoError(t, err)
	var g SavedGame
	require.NoError(t, json.Unmarshal(data, &g))
	q, err := g.Load()
	require.NoError(t, err)
	require.Equal(t, p.Deal.Hands, q.Deal.Hands)
	require.Equal(t, p.Deal.Tricks, q.Deal.Tricks)
	require.Equal(t, p.Deal.Phase, q.Deal.Phase)
	require.Equal(t, p.Game.Scores, q.Game.Scores)
	require.Equal(t, p.Game.Reserve, q.Game.Reserve)
	require.Equal(t, len(p.Log), len(q.Log))
}

func TestPracticeLoadRefusesForgedMoves(t *testing.T) {
	p, err := NewPractice(PracticeOptions{Variant: "classique", Level: bot.Debutant, Seed: 3})
	require.NoError(t, err)
	p.Start()
	g := p.Save()
	g.Deals[0].Deck[0] = g.Deals[0].Deck[1]
	_, err = g.Load()
	require.Error(t, err, "a deck with a card twice is refused (C1)")
	g = p.Save()
	g.Deals[0].Bids = append([]string{"H", "H"}, g.Deals[0].Bids...)
	_, err = g.Load()
	require.Error(t, err)
}

func TestPracticeFiles(t *testing.T) {
	dir := t.TempDir()
	f := NewPracticeFiles(dir)
	none, err := f.LoadCurrent()
	require.NoError(t, err)
	require.Nil(t, none)
	rng := rand.New(rand.NewPCG(8, 8))
	p, err := NewPractice(PracticeOptions{Variant: "classique", Level: bot.Debutant, Seed: 8})
	require.NoError(t, err)
	p.Start()
	learnerStep(t, p, rng)
	require.NoError(t, f.Save(p, time.Now()))
	q, err := f.LoadCurrent()
	require.NoError(t, err)
	require.Equal(t, p.Deal.Hands, q.Deal.Hands)

	// A finished game goes to the history and the current file goes.
	done := playGame(t, PracticeOptions{Variant: "classique", Level: bot.Debutant, Seed: 9}, rng)
	require.NoError(t, f.Save(done, time.Now()))
	_, err = os.Stat(f.Current)
	require.True(t, os.IsNotExist(err))
	hist, err := f.LoadHistory()
	require.NoError(t, err)
	require.Len(t, hist, 1)
	require.Equal(t, done.Game.Winner.String(), hist[0].Winner)
	deals, err := hist[0].Replay()
	require.NoError(t, err)
	require.Len(t, deals, len(done.Log))
	for _, d := range deals {
		require.Contains(t, []engine.Phase{engine.Finished, engine.AllPassed}, d.Phase)
	}

	// A damaged file is set aside and reported, never overwritten in silence.
	require.NoError(t, os.WriteFile(f.Current, []byte("{not json"), 0o644))
	_, err = f.LoadCurrent()
	require.ErrorContains(t, err, "damaged")
	aside, _ := filepath.Glob(f.Current + ".damaged-*")
	require.Len(t, aside, 1)
}

// The learner may keep their announcements hidden (A4): nothing is then declared for South.
func TestPracticeHiddenAnnouncements(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		p, err := NewPractice(PracticeOptions{Variant: "annonces", Level: bot.Debutant, Seed: seed})
		require.NoError(t, err)
		p.Start()
		for p.Outcome == nil && p.Bidding() {
			require.NoError(t, p.LearnerBid(engine.NoSuit))
		}
		if p.Outcome != nil || len(p.Offer()) == 0 {
			continue
		}
		p.Declare = false
		legal, _ := p.Deal.Legal()
		r, err := p.LearnerPlay(FR, legal.First())
		require.NoError(t, err)
		require.Nil(t, r)
		require.Empty(t, p.Deal.Declared[Learner])
		return
	}
	t.Fatal("no deal offered an announcement to South")
}

// learnerDeal plays the first deal that is not passed, the learner playing random cards among
// intermédiaire bots.
func learnerDeal(t *testing.T, variant string, seed uint64) *Practice {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	p, err := NewPractice(PracticeOptions{Variant: variant, Level: bot.Intermediaire, Seed: seed, Coach: true})
	require.NoError(t, err)
	p.Start()
	for p.Outcome == nil || p.Outcome.Passed {
		if p.Outcome != nil {
			require.NoError(t, p.NextDeal())
			continue
		}
		learnerStep(t, p, rng)
	}
	return p
}

// The fort bots play a whole deal at the practice table too.
func TestPracticeFortDeal(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	p, err := NewPractice(PracticeOptions{Variant: "francaise", Level: bot.Fort, Seed: 6})
	require.NoError(t, err)
	p.Start()
	for p.Outcome == nil || p.Outcome.Passed {
		if p.Outcome != nil {
			require.NoError(t, p.NextDeal())
			continue
		}
		learnerStep(t, p, rng)
	}
	require.Equal(t, engine.Finished, p.Deal.Phase)
	require.NoError(t, bot.CheckInvariants(p.Deal))
}

// A game saved while the bots were still to act, then resumed, makes the same bot decisions as the
// original: each decision is seeded from the game's seed and the moves so far.
func TestResumedGameDecidesTheSame(t *testing.T) {
	for _, level := range []bot.Level{bot.Debutant, bot.Intermediaire} {
		rng := rand.New(rand.NewPCG(8, 8))
		p, err := NewPractice(PracticeOptions{Variant: "classique", Level: level, AutoBelote: true, Seed: 21})
		require.NoError(t, err)
		p.Manual = true
		for range 12 { // into the play: the learner acts, the game is saved, then the bots act
			for p.Outcome != nil {
				require.NoError(t, p.NextDeal())
			}
			p.RunBots()
			if p.Outcome != nil {
				continue
			}
			learnerStep(t, p, rng)
			saved := p.Save()
			p.RunBots()
			q, err := saved.Load()
			require.NoError(t, err)
			q.RunBots()
			require.Equal(t, p.Log, q.Log, "%s: the resumed game's bots decide as the original's", level)
		}
	}
}
