package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// botDeal plays a deal with intermédiaire bots, which declare their announcements and say belote;
// want picks a deal (the seeds are tried in turn).
func botDeal(t *testing.T, v *engine.Variant, seed uint64, want func(d *engine.Deal) bool) *engine.Deal {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	for range 400 {
		var players [4]bot.Player
		for s := range players {
			players[s] = bot.New(bot.Intermediaire, rng.Uint64())
		}
		d, err := bot.PlayDeal(v, engine.Seat(rng.IntN(4)), random.Deck(rng), players, nil)
		require.NoError(t, err)
		if d.Phase == engine.Finished && want(d) {
			return d
		}
	}
	t.Fatal("no deal found")
	return nil
}

// coachInput writes a finished deal as a coach line for seat.
func coachInput(d *engine.Deal, seat engine.Seat, extra string) string {
	face := d.Variant.Face
	rec := d.Record()
	hands := map[string][]string{}
	for _, s := range engine.Seats {
		hands[s.String()] = cardStrings(rec.Hands[s].Cards(), face)
	}
	declared := map[string][][]string{}
	for _, s := range engine.Seats {
		for _, a := range rec.Declared[s] {
			declared[s.String()] = append(declared[s.String()], cardStrings(a.Cards.Cards(), face))
		}
	}
	req := map[string]any{"variant": d.Variant.Name, "dealer": rec.Dealer.String(), "trump": rec.Trump.Format(face),
		"taker": rec.Taker.String(), "hands": hands, "play": cardStrings(rec.Play, face), "declared": declared,
		"belote": rec.Belote, "retourne": d.Retourne.Format(face), "seat": seat.String()}
	line, _ := json.Marshal(req)
	return strings.TrimSuffix(string(line), "}") + extra + "}"
}

// seenBefore writes, independently of package coach, the evaluate line of what seat saw before
// the card at trick ti, place j: its hand then, the tricks before, the trick so far, and as known
// cards the retourne until played, the scoring announcements from the second trick on until
// played, and the other belote card once the first was said, until played.
func seenBefore(d *engine.Deal, seat engine.Seat, ti, j int, samples int, seed uint64) string {
	face := d.Variant.Face
	var played engine.Set
	var history []trickField
	for i := range ti {
		t := &d.Tricks[i]
		played |= engine.SetOf(t.Played()...)
		history = append(history, trickField{Leader: t.Leader.String(), Cards: cardStrings(t.Played(), face)})
	}
	cur := &d.Tricks[ti]
	played |= engine.SetOf(cur.Cards[:j]...)
	known := map[engine.Seat]engine.Set{d.Taker: engine.SetOf(d.Retourne)}
	if ti > 0 {
		var teams [2][]engine.Announcement
		for _, s := range engine.Seats {
			teams[s.Team()] = append(teams[s.Team()], d.Declared[s]...)
		}
		if w := engine.CompareTeams(d.Trump, teams).Winner; w != engine.NoTeam {
			for _, s := range engine.Seats {
				for _, a := range d.Declared[s] {
					if s.Team() == w {
						known[s] |= a.Cards
					}
				}
			}
		}
	}
	k, q := engine.NewCard(engine.King, d.Trump), engine.NewCard(engine.Queen, d.Trump)
	for i := 0; i <= ti; i++ {
		t := &d.Tricks[i]
		for x := range t.N {
			if t.Belote[x] == 1 && played.Has(t.Cards[x]) {
				known[t.Seats[x]] |= engine.SetOf(k, q)
			}
		}
	}
	knownOut := map[string][]string{}
	for s, set := range known {
		if set &^= played; s != seat && set != 0 {
			knownOut[s.String()] = cardStrings(set.Cards(), face)
		}
	}
	hand := d.Dealt[seat] &^ played
	req := map[string]any{"variant": d.Variant.Name, "trump": d.Trump.Format(face), "seat": seat.String(),
		"hand": cardStrings(hand.Cards(), face), "history": history,
		"trick": trickField{Leader: cur.Leader.String(), Cards: cardStrings(cur.Cards[:j], face)},
		"known": knownOut, "samples": samples, "seed": seed}
	line, _ := json.Marshal(req)
	return string(line)
}

// TestCoachAgreesWithEvaluate: on bot-played deals of every variant (with announcements, belote
// and the retourne where the deal has them), each coach entry's trick points are what `evaluate`
// answers for the position the seat saw: exact within the limit, else on the same samples; with the coach's
// budget (no samples asked), exact where it says so, else on as many samples as it drew.
func TestCoachAgreesWithEvaluate(t *testing.T) {
	lim := evaluateLimits{exact: 400, samples: 2000, timeout: time.Minute}
	coachH, evalH := coachLine(variantCache{}, lim), evaluateLine(variantCache{}, lim)
	names := engine.BuiltinNames
	if testing.Short() {
		names = []string{"marocaine"}
	}
	for i, name := range names {
		v := engine.MustBuiltin(name)
		d := botDeal(t, v, uint64(40+i), func(d *engine.Deal) bool {
			// Something revealed beyond the retourne: a belote said, or announcements.
			return d.BeloteTeam() != engine.NoTeam || (v.Announcements && len(d.Declared[0])+len(d.Declared[1])+len(d.Declared[2])+len(d.Declared[3]) > 0)
		})
		seat := engine.Seat(i)
		for _, sampling := range []string{`,"samples":3,"seed":5`, `,"seed":5`} {
			t.Run(fmt.Sprintf("%s/%s/%s", name, seat, sampling), func(t *testing.T) {
				obj, err := coachH([]byte(coachInput(d, seat, sampling)))
				require.NoError(t, err)
				ans := obj.(*coachAnswer)
				require.Len(t, ans.Coach, 8)
				n := 0
				for ti := range 8 {
					for j := range 4 {
						if d.Tricks[ti].Seats[j] != seat {
							continue
						}
						cc := ans.Coach[n]
						n++
						assert.Equal(t, ti+1, cc.Trick)
						assert.Equal(t, d.Tricks[ti].Cards[j].Format(v.Face), cc.Card)
						samples, seed := 0, uint64(5)
						if !cc.Exact {
							samples = cc.Layouts
						}
						if cc.LayoutSeed != nil {
							seed = *cc.LayoutSeed // the budget draws from the position's seed
						}
						got, err := evalH([]byte(seenBefore(d, seat, ti, j, samples, seed)))
						require.NoError(t, err, "trick %d", ti+1)
						ev := got.(*evaluateAnswer)
						// The coach judges the score; its trick points are evaluate's.
						value, _ := ev.Values.get(cc.Card)
						assert.Equal(t, value, cc.Points, "trick %d", ti+1)
						assert.InDelta(t, cc.BestValue-cc.Value, cc.Loss, 1e-9, "trick %d", ti+1)
						assert.Equal(t, ev.Layouts, cc.Layouts, "trick %d", ti+1)
						assert.Equal(t, ev.Exact, cc.Exact, "trick %d", ti+1)
					}
				}
			})
		}
	}
}

func TestCoachJSON(t *testing.T) {
	out, errOut, code := runCommand(t, coachSample+"\n", "coach", "--json")
	require.Equal(t, 0, code, errOut)
	var got struct {
		NS, EW int
		Tricks []trickAnswer
		Coach  []coachCard
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Len(t, got.Tricks, 8, "the replay fields")
	require.Len(t, got.Coach, 8)
	// West makes every trick with trumps and says belote: a capot and the belote, 252 + 20 (K2, B3).
	assert.Equal(t, coachCard{Trick: 8, Card: "AC", Value: -272, Best: []string{"AC"}, BestValue: -272, Layouts: 1, Exact: true}, got.Coach[7],
		"a forced card has no loss_se nor significant")
	zero, no := 0.0, false
	assert.Equal(t, coachCard{Trick: 2, Card: "8C", Value: -272, Best: []string{"8C", "9C", "10C", "JC", "QC", "KC", "AC"}, BestValue: -272, Layouts: 1, Exact: true,
		LossSE: &zero, Significant: &no}, got.Coach[1])
	assert.False(t, got.Coach[0].Exact)
	assert.Equal(t, 4, got.Coach[0].Layouts)
	assert.NotNil(t, got.Coach[0].LossSE)

	bad := []struct{ in, want string }{
		{strings.Replace(coachSample, `"seat":"S",`, ``, 1), `field "seat": missing`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"7D",`, 1), `field "retourne": 7D is not in the taker's hand (W, T3)`},
		{strings.Replace(coachSample, `"samples":4,`, `"samples":-2,`, 1), `field "samples": -2`},
		{strings.Replace(coachSample, `"7S","7D","7C","7H"`, `"7S","7D","7H","7C"`, 1), `trick 1: S may not play 7H`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","bid_hand":["7C","8C","9C","10C","JC"],`, 1), `field "bid_hand": judging the bids needs "retourne"`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"AH","bid_hand":["7C","8C","9C","10C"],`, 1), `field "bid_hand": 4 different cards`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"AH","bid_hand":["7C","8C","9C","10C","10C"],`, 1), `field "bid_hand": 4 different cards`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"AH","bid_hand":["7C","8C","9C","10C","7H"],`, 1), `field "bid_hand": 7H not in hands.S`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"AH","bid_hand":["7C","8C","9C","10C","1C"],`, 1), `bid_hand`},
		{strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"AH","bid_hand":["7C","8C","9C","10C","JC"],"bid_samples":1,`, 1), `field "bid_samples": 1, must be 2 to 10000`},
	}
	for _, tc := range bad {
		out, _, code := runCommand(t, tc.in+"\n", "coach", "--json")
		assert.Equal(t, 1, code)
		var e struct{ Error string }
		require.NoError(t, json.Unmarshal([]byte(out), &e))
		assert.Contains(t, e.Error, tc.want)
	}
}

func TestCoachHuman(t *testing.T) {
	out, errOut, code := runCommand(t, coachSample, "coach", "--lang", "fr", "--samples", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "pli 8\u00a0: A♣, -272,00 points au score en moyenne — la meilleure carte") // a decimal comma
	assert.Contains(t, out, "Aucune erreur nette")
	assert.Contains(t, out, "pli 1\u00a0: 7♣, ")
	out, _, code = runCommand(t, coachSample, "coach", "--lang", "en", "--samples", "2")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "trick 2: 8♣, -272.00 points of score on average — the best card")
	assert.Contains(t, out, "No clear mistake")
	_, errOut, code = runCommand(t, strings.Replace(coachSample, `"seat":"S",`, ``, 1), "coach")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "--seat: missing")
}

// FuzzCoachLine feeds the coach line handler arbitrary input: it must answer or refuse, never
// panic. The limits are small so that no input makes the fuzzer wait.
func FuzzCoachLine(f *testing.F) {
	fuzzHandler(f, coachLine(variantCache{}, evaluateLimits{exact: 50, samples: 1, timeout: 2 * time.Second}),
		coachSample,
		strings.Replace(coachSample, `"seat":"S",`, `"seat":"E","retourne":"AH","seed":3,`, 1),
		`{"variant":"marocaine","seat":"N","samples":1,"hands":{"N":[]},"play":[],"retourne":"1o"}`)
}

// TestCoachBidsMatchSimulate: with bid_hand, "bids" has one entry per bid of the seat, each the
// figures of bidsim.Simulate on its position for the samples it reports (the sequential stop
// ends on a sample count that a direct run reproduces), in the first round on coachSample and in
// the second on a bot-played deal where the taker named a suit.
func TestCoachBidsMatchSimulate(t *testing.T) {
	v := engine.MustBuiltin("classique")
	// coachSample: dealer W, so N, E and S pass before W takes the hearts turned.
	line := strings.Replace(coachSample, `"seat":"S",`, `"seat":"S","retourne":"AH","bid_hand":["7C","8C","9C","10C","JC"],"bid_samples":12,"seed":7,`, 1)
	got := coachBids(t, line)
	require.Len(t, got, 1)
	pos := bidsim.Position{Variant: v, Dealer: engine.West, Seat: engine.South, Round: 1,
		Hand: engine.SetOf(mustParseCards(t, "7C 8C 9C 10C JC")...), Retourne: engine.MustCard("AH")}
	checkBid(t, got[0], pos, 7, "pass")

	if testing.Short() {
		return // the second round simulates three suits: about 10 s on a busy machine
	}
	// A deal taken in the second round: the taker's pass in the first round, then its suit.
	rng := rand.New(rand.NewPCG(5, 5))
	for range 200 {
		var players [4]bot.Player
		for s := range players {
			players[s] = bot.New(bot.Intermediaire, rng.Uint64())
		}
		dealer, deck := engine.Seat(rng.IntN(4)), random.Deck(rng)
		d, err := bot.PlayDeal(v, dealer, deck, players, nil)
		require.NoError(t, err)
		if d.Phase != engine.Finished || d.Trump == d.Retourne.Suit() {
			continue
		}
		start, err := engine.NewDeal(v, dealer, deck)
		require.NoError(t, err)
		five := start.Hands[d.Taker]
		in := coachInput(d, d.Taker, fmt.Sprintf(`,"samples":2,"seed":1,"bid_samples":10,"bid_hand":%s`, jsonCards(five.Cards())))
		got := coachBids(t, in)
		require.Len(t, got, 2, "a pass in the first round, a suit in the second")
		pos := bidsim.Position{Variant: v, Dealer: dealer, Seat: d.Taker, Round: 1, Hand: five, Retourne: d.Retourne}
		checkBid(t, got[0], pos, 1, "pass")
		pos.Round = 2
		checkBid(t, got[1], pos, 1, d.Trump.String())
		require.Len(t, got[1].Suits, 3)
		return
	}
	t.Fatal("no deal taken in the second round")
}

// coachBids answers a coach line (the cards judged on few layouts) and returns its "bids" as
// written in JSON.
func coachBids(t *testing.T, line string) []coachBid {
	t.Helper()
	obj, err := coachLine(variantCache{}, evaluateLimits{exact: 50, samples: 4, timeout: time.Minute})([]byte(line))
	require.NoError(t, err)
	out, err := json.Marshal(obj)
	require.NoError(t, err)
	var got struct{ Bids *[]coachBid }
	require.NoError(t, json.Unmarshal(out, &got))
	require.NotNil(t, got.Bids, out)
	return *got.Bids
}

// checkBid compares an entry with a direct simulation of its position on the same samples.
func checkBid(t *testing.T, b coachBid, pos bidsim.Position, seed uint64, bid string) {
	t.Helper()
	assert.Equal(t, pos.Round, b.Round)
	assert.Equal(t, bid, b.Bid)
	r, err := bidsim.Simulate(t.Context(), pos, b.Samples, seed, 0)
	require.NoError(t, err)
	assert.Equal(t, r.Trump().String(), b.Trump)
	assert.Equal(t, r.Take, b.Take)
	assert.InDelta(t, r.MakeRate(), b.MakeRate, 1e-9)
	assert.InDelta(t, r.EVTake(), b.EV["take"], 1e-9)
	assert.InDelta(t, r.EVPass, b.EV["pass"], 1e-9)
	if pos.Round == 1 { // the only other choice: the difference is take minus pass, or its opposite
		assert.InDelta(t, abs(r.Diff), abs(b.Diff), 1e-9)
		assert.InDelta(t, r.Half, b.Margin, 1e-9)
	}
	assert.Equal(t, abs(b.Diff) > b.Margin, b.Clear)
	assert.Equal(t, b.Diff > 0, b.Better != nil)
}

func abs(x float64) float64 { return max(x, -x) }

func mustParseCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(s)
	require.NoError(t, err)
	return cs
}

func jsonCards(cs []engine.Card) string {
	b, _ := json.Marshal(cardStrings(cs, engine.French))
	return string(b)
}
