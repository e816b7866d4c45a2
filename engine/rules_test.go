package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legalCase is one row of the §3 table: a position and the legal set and rule it must give.
type legalCase struct {
	name    string
	variant string
	trump   string
	hand    string
	trick   string
	legal   string
	rule    Rule
}

// houseRules builds a variant with the §3 switches flipped (RULES §7 keys).
func houseRules(t testing.TB, body string) *Variant {
	t.Helper()
	v, err := ParseVariant("house.toml", []byte("base = \"classique\"\nname = \"house\"\n"+body))
	require.NoError(t, err)
	return v
}

var legalCases = []legalCase{
	{"P0 lead: any card", "classique", "H", "7H 9D AS", "", "7H 9D AS", P0},
	{"P1 follow the led suit", "classique", "H", "8S QS 7H 9C", "AS", "8S QS", P1},
	{"P1 follow even when partner is master", "classique", "H", "8S 7H", "AS 7S", "8S", P1},
	{"P1 follow with a low card under an opponent's ruff", "classique", "H", "8S JH", "AS 7H", "8S", P1},
	{"P1 Spanish face", "marocaine", "c", "5e 11e 4c 6b", "1e", "5e 11e", P1},
	{"P2 trump led: must go over", "classique", "H", "7H 9H 8S", "AH", "9H", P2},
	{"P2 trump led, partner master: still over (switch true)", "classique", "H", "7H AH JH", "10H KH", "AH JH", P2},
	{"P2 over every trump in the trick", "classique", "H", "KH AH 9H", "QH 10H AS", "AH 9H", P2},
	{"P2 Spanish: the 6 beats the 1 at trump", "marocaine", "o", "6o 4o 5e", "1o", "6o", P2},
	{"P3 trump led, no higher trump", "classique", "H", "9H AH 8S", "JH 7H", "9H AH", P3},
	{"P3 trump led, only low trumps", "classique", "D", "7D 8D KS", "9D", "7D 8D", P3},
	{"P4 partner master with a plain card", "classique", "H", "7H 9D", "AS KS", "7H 9D", P4},
	{"P4 partner master by ruffing: lower trump allowed", "classique", "H", "7H 9D", "AS 10H 8S", "7H 9D", P4},
	{"P4 partner master by ruffing: discard allowed", "annonces", "C", "JC 8D", "7S 9C 8S", "JC 8D", P4},
	{"P5 overtrump an opponent's ruff", "classique", "H", "8H QH 7D 9C", "AS 7H", "8H QH", P5},
	{"P5 opponent overtrumped the partner", "classique", "H", "KH 9H 7D", "AS 8H 10H", "9H", P5},
	{"P5 Spanish", "marocaine", "b", "6b 4b 7o", "1e 11b", "6b", P5},
	{"P6 undertrump: only lower trumps", "classique", "H", "8H QH 7D", "AS 9H", "8H QH", P6},
	{"P6 opponent overtrumped the partner, only lower", "classique", "H", "7H 8H 9D", "AS 10H JH", "7H 8H", P6},
	{"P7 must trump, nobody has", "classique", "H", "7H JH 9D", "AS", "7H JH", P7},
	{"P7 must trump, opponent master with a plain card", "classique", "H", "8H 9D", "KS AS", "8H", P7},
	{"P7 must trump, third to play, partner beaten", "classique", "S", "7S 9S AD", "QH AH", "7S 9S", P7},
	{"P8 no led suit, no trump", "classique", "H", "7D 9C 8C 10D", "AS 7H", "7D 9C 8C 10D", P8},
	{"P8 trump led, no trump", "classique", "H", "7D 9C", "JH", "7D 9C", P8},
}

func TestLegalTable(t *testing.T) {
	for _, c := range legalCases {
		t.Run(c.name, func(t *testing.T) {
			legal, rule := MustBuiltin(c.variant).Legal(mustSuit(t, c.trump), mustSet(t, c.hand), mustCards(t, c.trick))
			assert.Equal(t, mustSet(t, c.legal).String(), legal.String())
			assert.Equal(t, c.rule, rule)
		})
	}
}

func TestLegalSwitches(t *testing.T) {
	t.Run("P3 instead of P2 when overtrump_partner_on_trump_lead = false", func(t *testing.T) {
		v := houseRules(t, "overtrump_partner_on_trump_lead = false\n")
		legal, rule := v.Legal(Hearts, mustSet(t, "7H AH JH"), mustCards(t, "10H KH"))
		assert.Equal(t, mustSet(t, "7H AH JH"), legal)
		assert.Equal(t, P3, rule)
		// With an opponent master, P2 still applies.
		legal, rule = v.Legal(Hearts, mustSet(t, "7H AH JH"), mustCards(t, "KH 10H"))
		assert.Equal(t, mustSet(t, "AH JH"), legal)
		assert.Equal(t, P2, rule)
	})
	t.Run("P6 free when undertrump = free", func(t *testing.T) {
		v := houseRules(t, "undertrump = \"free\"\n")
		legal, rule := v.Legal(Hearts, mustSet(t, "8H QH 7D"), mustCards(t, "AS 9H"))
		assert.Equal(t, mustSet(t, "8H QH 7D"), legal)
		assert.Equal(t, P6, rule)
		// P5 is unchanged: a higher trump must still be played.
		legal, rule = v.Legal(Hearts, mustSet(t, "JH QH 7D"), mustCards(t, "AS 9H"))
		assert.Equal(t, mustSet(t, "JH"), legal)
		assert.Equal(t, P5, rule)
	})
}

// ruleCase is a named check of one rule of RULES.md; every rule id has at least one (see
// TestEveryRuleHasACase).
type ruleCase struct {
	rule  Rule
	name  string
	check func(t *testing.T)
}

func ruleCases() []ruleCase {
	return []ruleCase{
		{C1, "Spanish ranks map to French ones", func(t *testing.T) {
			pairs := map[string]string{"1o": "AD", "4e": "7S", "5c": "8H", "6b": "9C", "7o": "10D", "10e": "JS", "11c": "QH", "12b": "KC"}
			for sp, fr := range pairs {
				assert.Equal(t, MustCard(fr), MustCard(sp), sp)
			}
			assert.Equal(t, "12o", MustCard("KD").Format(Spanish))
		}},
		{C2, "notation: T, V D R, symbols, either case, errors name the token", func(t *testing.T) {
			for tok, want := range map[string]string{"TS": "10S", "vH": "JH", "DH": "QH", "RC": "KC", "a♠": "AS", "10♦": "10D", " qC ": "QC"} {
				assert.Equal(t, MustCard(want), MustCard(tok), tok)
			}
			for _, bad := range []string{"1S", "11H", "Ah", "Je", "3e", "", "10", "♠", "XS"} {
				_, _, err := ParseCard(bad)
				require.Error(t, err, bad)
				assert.Contains(t, err.Error(), "\""+bad+"\"")
			}
		}},
		{C3, "order and points: 152 in the cards whatever the trump", func(t *testing.T) {
			for _, s := range Suits {
				assert.Equal(t, 152, SetPoints(FullDeck, s))
				assert.Equal(t, 62, SetPoints(SuitSet(s), s))
			}
			assert.True(t, Beats(MustCard("9H"), MustCard("AH"), Hearts, Hearts))
			assert.True(t, Beats(MustCard("10S"), MustCard("KS"), Hearts, Spades))
		}},
		{T1, "seats and directions", func(t *testing.T) {
			assert.Equal(t, East, Clockwise.Next(North))
			assert.Equal(t, West, Counterclockwise.Next(North))
			assert.Equal(t, South, North.Partner())
			assert.Equal(t, NS, South.Team())
			assert.Equal(t, EW, West.Team())
		}},
		{T2, "the deal passes to the next player in the variant's direction", func(t *testing.T) {
			assert.Equal(t, East, MustBuiltin("classique").NextDealer(North))
			assert.Equal(t, West, MustBuiltin("marocaine").NextDealer(North))
		}},
		{T3, "packets of 3 then 2 from the player after the dealer, then the retourne", func(t *testing.T) {
			deck := FullDeck.Cards() // 7S 8S 9S 10S JS QS KS AS 7H …
			d, err := NewDeal(MustBuiltin("classique"), North, deck)
			require.NoError(t, err)
			// East gets deck[0:3] and deck[12:14]; the retourne is deck[20].
			assert.Equal(t, SetOf(deck[0], deck[1], deck[2], deck[12], deck[13]), d.Hands[East])
			assert.Equal(t, deck[20], d.Retourne)
			require.NoError(t, d.Bid(East, NoSuit))
			require.NoError(t, d.Bid(South, d.Retourne.Suit()))
			for s := range d.Hands {
				assert.Equal(t, 8, d.Hands[s].Len())
			}
			assert.True(t, d.Hands[South].Has(deck[20]), "the taker receives the retourne")
			// Completion: East (first after the dealer) receives deck[21:24]; South, the taker, the
			// retourne plus deck[24:26].
			assert.True(t, d.Hands[East].Has(deck[21]) && d.Hands[East].Has(deck[23]))
			assert.True(t, d.Hands[South].Has(deck[24]) && d.Hands[South].Has(deck[25]))
		}},
		{T4, "round 1: only the retourne's suit, out of turn refused", func(t *testing.T) {
			d, err := NewDeal(MustBuiltin("classique"), North, FullDeck.Cards())
			require.NoError(t, err)
			other := (d.Retourne.Suit() + 1) % 4
			assertRule(t, T4, d.Bid(East, other))
			assertRule(t, T4, d.Bid(South, NoSuit))
			require.NoError(t, d.Bid(East, d.Retourne.Suit()))
			assert.Equal(t, Playing, d.Phase)
			assert.Equal(t, East, d.Taker)
		}},
		{T5, "round 2: another suit", func(t *testing.T) {
			d, err := NewDeal(MustBuiltin("marocaine"), North, FullDeck.Cards())
			require.NoError(t, err)
			for range 4 {
				require.NoError(t, d.Bid(d.Turn, NoSuit))
			}
			assert.Equal(t, Bidding2, d.Phase)
			assert.Equal(t, West, d.Turn, "counterclockwise: West speaks first")
			assertRule(t, T5, d.Bid(West, d.Retourne.Suit()))
			require.NoError(t, d.Bid(West, (d.Retourne.Suit()+2)%4))
			assert.Equal(t, West, d.Taker)
		}},
		{T6, "all pass twice: redeal", func(t *testing.T) {
			d, err := NewDeal(MustBuiltin("classique"), North, FullDeck.Cards())
			require.NoError(t, err)
			for range 8 {
				require.NoError(t, d.Bid(d.Turn, NoSuit))
			}
			assert.Equal(t, AllPassed, d.Phase)
			assertRule(t, T4, d.Bid(East, NoSuit))
		}},
		{T7, "the player after the dealer leads, then the trick's winner", func(t *testing.T) {
			d, err := NewDeal(MustBuiltin("classique"), West, FullDeck.Cards())
			require.NoError(t, err)
			require.NoError(t, d.Bid(North, d.Retourne.Suit()))
			assert.Equal(t, North, d.Turn)
			for range 4 {
				legal, _ := d.Legal()
				require.NoError(t, d.Play(d.Turn, Move{Card: legal.First()}))
			}
			assert.Equal(t, d.Tricks[0].Winner, d.Turn)
		}},
		{P0, "lead", func(t *testing.T) { checkLegalRow(t, P0) }},
		{P1, "follow suit", func(t *testing.T) { checkLegalRow(t, P1) }},
		{P2, "overtrump on a trump lead", func(t *testing.T) { checkLegalRow(t, P2) }},
		{P3, "follow trump", func(t *testing.T) { checkLegalRow(t, P3) }},
		{P4, "partner master", func(t *testing.T) { checkLegalRow(t, P4) }},
		{P5, "overtrump an opponent", func(t *testing.T) { checkLegalRow(t, P5) }},
		{P6, "undertrump", func(t *testing.T) { checkLegalRow(t, P6) }},
		{P7, "must trump", func(t *testing.T) { checkLegalRow(t, P7) }},
		{P8, "discard", func(t *testing.T) { checkLegalRow(t, P8) }},
		{W1, "highest trump, else highest of the led suit", func(t *testing.T) {
			assert.Equal(t, 2, Winner(Hearts, mustCards(t, "AS 10S 7H KS")))
			assert.Equal(t, 1, Winner(Hearts, mustCards(t, "KS AS AD 8S")))
			assert.Equal(t, 3, Winner(Hearts, mustCards(t, "JS 9H AH JH")))
			assert.Equal(t, 0, Winner(Clubs, mustCards(t, "7D AS AH 10S")), "off-suit cards never win")
		}},
		{B1, "belote and rebelote score 20 for the player's team", func(t *testing.T) {
			s := scoreFacts(t, "classique", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{100, 62}, Capot: NoTeam, Belote: EW})
			assert.Equal(t, [2]int{100, 82}, s.Points)
		}},
		{B2, "rebelote alone scores nothing", func(t *testing.T) {
			d := beloteDeal(t, false, true)
			assert.Equal(t, NoTeam, d.BeloteTeam())
			d = beloteDeal(t, true, true)
			assert.Equal(t, d.Taker.Team(), d.BeloteTeam())
		}},
		{B3, "belote is kept when the contract fails", func(t *testing.T) {
			s := scoreFacts(t, "annonces", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{60, 102}, Capot: NoTeam, Belote: NS})
			assert.Equal(t, Failed, s.Result)
			assert.Equal(t, 20, s.Points[NS])
		}},
		{B4, "belote is not an announcement: its K and Q still serve in a run", func(t *testing.T) {
			best := BestDeclaration(mustSet(t, "JH QH KH 7S 8D 9C 10C AS"), Hearts)
			require.Len(t, best, 1)
			assert.Equal(t, Tierce, best[0].Kind)
			s := scoreFacts(t, "francaise", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{81, 81}, Capot: NoTeam, Belote: EW,
				Declared: [2][]Announcement{announcements(t, "7S 8S 9S"), nil}})
			assert.Equal(t, NS, s.Announces.Winner, "the belote of EW does not compete with the tierce")
		}},
		{A1, "values; four 8s are nothing", func(t *testing.T) {
			assert.Equal(t, 20, mustAnnouncement(t, "7S 8S 9S").Points())
			assert.Equal(t, 50, mustAnnouncement(t, "JD QD KD AD").Points())
			assert.Equal(t, 100, mustAnnouncement(t, "7C 8C 9C 10C JC").Points())
			assert.Equal(t, 200, mustAnnouncement(t, "JS JH JD JC").Points())
			assert.Equal(t, 150, mustAnnouncement(t, "9S 9H 9D 9C").Points())
			assert.Equal(t, 100, mustAnnouncement(t, "10S 10H 10D 10C").Points())
			assert.Equal(t, 100, mustAnnouncement(t, "1e 1c 1o 1b").Points())
			assert.Equal(t, 20, mustAnnouncement(t, "7c 10c 11c").Points(), "Spanish 7 and 10 are consecutive")
			for _, bad := range []string{"8S 8H 8D 8C", "7S 7H 7D 7C", "7S 8S", "7S 8S 10S", "7S 8H 9S"} {
				_, err := ParseAnnouncement(mustCards(t, bad))
				assertRule(t, A1, err)
			}
		}},
		{A2, "a run of six is one cent", func(t *testing.T) {
			best := BestDeclaration(mustSet(t, "7S 8S 9S 10S JS QS AH AD"), Clubs)
			require.Len(t, best, 1)
			assert.Equal(t, Cent, best[0].Kind)
			assert.Equal(t, 6, best[0].Len())
			assertRule(t, A2, CheckDeclaration(mustSet(t, "7S 8S 9S 10S JS QS AH AD"), announcements(t, "7S 8S 9S")))
		}},
		{A3, "one card, one announcement", func(t *testing.T) {
			hand := mustSet(t, "JS JH JD JC 9S 10S QS KS")
			assertRule(t, A3, CheckDeclaration(hand, announcements(t, "JS JH JD JC", "9S 10S JS QS KS")))
			// The carré of queens (100) and the tierce 9S 10S JS it leaves free (20) beat the cent
			// 9S-KS (100) that would use the QS.
			best := BestDeclaration(mustSet(t, "QS QH QD QC 9S 10S JS KS"), Hearts)
			require.Len(t, best, 2)
			assert.Equal(t, Carre, best[0].Kind)
			assert.Equal(t, mustSet(t, "9S 10S JS"), best[1].Cards)
			// Equal totals: the set holding the strongest single announcement wins.
			best = BestDeclaration(mustSet(t, "KS KH KD KC QS JS AH AD"), Hearts)
			assert.Equal(t, 100, SumPoints(best))
			assert.Equal(t, Carre, best[0].Kind)
		}},
		{A4, "announcements only with the first card", func(t *testing.T) {
			v := MustBuiltin("annonces")
			d := firstTrickPlayed(t, v)
			err := d.Play(d.Turn, Move{Card: mustLegal(d), Declare: []Announcement{mustAnnouncement(t, "7S 8S 9S")}})
			assertRule(t, A4, err)
			assert.Equal(t, 1, d.NTricks, "nothing was played")
		}},
		{A5, "each step of the comparison", func(t *testing.T) {
			cmp := func(a, b string, trump Suit) Comparison {
				return CompareAnnouncements(mustAnnouncement(t, a), mustAnnouncement(t, b), trump)
			}
			assert.Equal(t, Comparison{1, A5Value}, cmp("7S 8S 9S 10S", "QH KH AH", Clubs))
			assert.Equal(t, Comparison{1, A5Carre}, cmp("AS AH AD AC", "7S 8S 9S 10S JS", Clubs))
			assert.Equal(t, Comparison{-1, A5TopCard}, cmp("7S 8S 9S", "8H 9H 10H", Clubs))
			assert.Equal(t, Comparison{1, A5TopCard}, cmp("AS AH AD AC", "KS KH KD KC", Clubs))
			assert.Equal(t, Comparison{1, A5TopCard}, cmp("QS QH QD QC", "10S 10H 10D 10C", Clubs))
			assert.Equal(t, Comparison{-1, A5Trump}, cmp("7S 8S 9S", "7H 8H 9H", Hearts))
			assert.Equal(t, Comparison{0, A5Tie}, cmp("7S 8S 9S", "7H 8H 9H", Clubs))
			res := CompareTeams(Clubs, [2][]Announcement{announcements(t, "7S 8S 9S"), announcements(t, "7H 8H 9H")})
			assert.Equal(t, AnnounceResult{Winner: NoTeam, Step: A5Tie}, res)
		}},
		{A6, "winner takes all", func(t *testing.T) {
			res := CompareTeams(Hearts, [2][]Announcement{announcements(t, "7S 8S 9S", "7D 8D 9D"), announcements(t, "JC QC KC AC")})
			assert.Equal(t, EW, res.Winner)
			assert.Equal(t, [2]int{0, 50}, res.Points)
			res = CompareTeams(Hearts, [2][]Announcement{announcements(t, "7S 8S 9S 10S", "7D 8D 9D"), announcements(t, "QC KC AC")})
			assert.Equal(t, [2]int{70, 0}, res.Points)
		}},
		{K1, "the last trick adds 10", func(t *testing.T) {
			d := playOut(t, MustBuiltin("classique"), 1)
			last := d.Tricks[7]
			assert.Equal(t, SetPoints(SetOf(last.Cards[:]...), d.Trump)+DixDeDer, last.Points)
		}},
		{K2, "capot: 252 and 0", func(t *testing.T) {
			s := scoreFacts(t, "classique", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{162, 0}, Capot: NS, Belote: NoTeam})
			assert.Equal(t, [2]int{252, 0}, s.TrickPoints)
			assert.Equal(t, [2]int{252, 0}, s.Points)
			s = scoreFacts(t, "marocaine", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{0, 162}, Capot: EW, Belote: NS})
			assert.Equal(t, [2]int{20, 252}, s.Points)
		}},
		{K3, "threshold 82; 92 after any belote, on trick points + the takers' own belote; announcements do not count", func(t *testing.T) {
			s := scoreFacts(t, "classique", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{82, 80}, Capot: NoTeam, Belote: NoTeam})
			assert.Equal(t, Made, s.Result)
			s = scoreFacts(t, "classique", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{81, 81}, Capot: NoTeam, Belote: NoTeam})
			assert.Equal(t, Failed, s.Result, "no tie case under K3")
			s = scoreFacts(t, "annonces", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{80, 82}, Capot: NoTeam, Belote: NoTeam,
				Declared: [2][]Announcement{announcements(t, "JS JH JD JC"), nil}})
			assert.Equal(t, Failed, s.Result, "200 of announcements do not reach the threshold")
			assert.Equal(t, [2]int{200, 162}, s.Points, "K6 threshold form: the takers keep their announcements")
			s = scoreFacts(t, "classique", DealFacts{Trump: Hearts, Taker: EW, TrickPoints: [2]int{90, 72}, Capot: NoTeam, Belote: EW})
			assert.Equal(t, Made, s.Result, "72 + their own belote 20 = 92")
			s = scoreFacts(t, "classique", DealFacts{Trump: Hearts, Taker: EW, TrickPoints: [2]int{71, 91}, Capot: NoTeam, Belote: NS})
			assert.Equal(t, Failed, s.Result, "the defence's belote: 91 trick points < 92")
			assert.Equal(t, [2]int{182, 0}, s.Points)
			s = scoreFacts(t, "annonces", DealFacts{Trump: Hearts, Taker: EW, TrickPoints: [2]int{80, 82}, Capot: NoTeam, Belote: EW,
				Declared: [2][]Announcement{nil, announcements(t, "7S 8S 9S")}})
			assert.Equal(t, Made, s.Result, "82 + 20 = 102 ≥ 92, the tierce aside")
			assert.Equal(t, 102, s.Counted)
		}},
		{K4, "beat the defence, announcements and belote included", func(t *testing.T) {
			s := scoreFacts(t, "francaise", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{72, 90}, Capot: NoTeam, Belote: NS})
			assert.Equal(t, Made, s.Result, "72 + 20 = 92 > 90")
			assert.Equal(t, [2]int{92, 90}, s.Points)
		}},
		{K5, "made: each team scores its total", func(t *testing.T) {
			s := scoreFacts(t, "marocaine", DealFacts{Trump: Hearts, Taker: EW, TrickPoints: [2]int{50, 112}, Capot: NoTeam, Belote: NoTeam,
				Declared: [2][]Announcement{nil, announcements(t, "7S 8S 9S")}})
			assert.Equal(t, [2]int{50, 132}, s.Points)
			assert.Equal(t, K5, s.Decided)
		}},
		{K6, "failed, beat-defence form: the defence takes every scoring announcement", func(t *testing.T) {
			s := scoreFacts(t, "francaise", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{70, 92}, Capot: NoTeam, Belote: NS,
				Declared: [2][]Announcement{nil, announcements(t, "7H 8H 9H")}})
			assert.Equal(t, [2]int{20, 182}, s.Points, "CLI.md's example")
			s = scoreFacts(t, "marocaine", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{40, 122}, Capot: NoTeam, Belote: NoTeam,
				Declared: [2][]Announcement{announcements(t, "7S 8S 9S 10S"), nil}})
			assert.Equal(t, [2]int{0, 212}, s.Points, "the takers' own cinquante goes to the defence")
		}},
		{K7, "litige: reserve to the next decided deal's winner", func(t *testing.T) {
			v := MustBuiltin("marocaine")
			g := NewGame(v)
			lit := scoreFacts(t, "marocaine", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{81, 81}, Capot: NoTeam, Belote: NoTeam})
			_, err := g.Add(lit, NS)
			require.NoError(t, err)
			_, err = g.Add(lit, EW) // a second litige: reserves add up
			require.NoError(t, err)
			assert.Equal(t, 162, g.Reserve)
			_, err = g.Add(Score{Result: Passed}, NS) // T6 deals do not count
			require.NoError(t, err)
			assert.Equal(t, 162, g.Reserve)
			failed := scoreFacts(t, "marocaine", DealFacts{Trump: Hearts, Taker: EW, TrickPoints: [2]int{100, 62}, Capot: NoTeam, Belote: NoTeam})
			col, err := g.Add(failed, EW)
			require.NoError(t, err)
			assert.Equal(t, Collected{NS, 162}, col, "the defence won that deal")
			assert.Equal(t, [2]int{0 + 0 + 162 + 162, 81 + 81}, g.Scores)
			// A litige with belote: the takers score their belote now, the rest waits.
			s := scoreFacts(t, "francaise", DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{71, 91}, Capot: NoTeam, Belote: NS})
			assert.Equal(t, Litige, s.Result)
			assert.Equal(t, [2]int{20, 91}, s.Points)
			assert.Equal(t, 71, s.Reserve)
		}},
		{K8, "game end: target reached, higher total, tie plays on", func(t *testing.T) {
			assert.Equal(t, NoTeam, GameWinner([2]int{500, 400}, 501))
			assert.Equal(t, NS, GameWinner([2]int{501, 400}, 501))
			assert.Equal(t, EW, GameWinner([2]int{1010, 1090}, 1000))
			assert.Equal(t, NoTeam, GameWinner([2]int{1010, 1010}, 1000))
			g := NewGame(MustBuiltin("classique"))
			g.Scores = [2]int{450, 300}
			_, err := g.Add(Score{Result: Made, Points: [2]int{100, 62}}, NS)
			require.NoError(t, err)
			assert.True(t, g.Over)
			assert.Equal(t, NS, g.Winner)
			_, err = g.Add(Score{Result: Made}, NS)
			assertRule(t, K8, err)
		}},
	}
}

func TestRules(t *testing.T) {
	for _, c := range ruleCases() {
		t.Run(c.rule.String()+" "+c.name, c.check)
	}
}

func TestEveryRuleHasACase(t *testing.T) {
	covered := map[Rule]bool{}
	for _, c := range ruleCases() {
		covered[c.rule] = true
	}
	for _, r := range AllRules() {
		assert.True(t, covered[r], "rule %s has no test case", r)
	}
	assert.Len(t, AllRules(), 38)
}

// checkLegalRow asserts that the §3 table test has at least one row deciding with rule r.
func checkLegalRow(t *testing.T, r Rule) {
	n := 0
	for _, c := range legalCases {
		if c.rule == r && strings.HasPrefix(c.name, r.String()) {
			n++
			legal, rule := MustBuiltin(c.variant).Legal(mustSuit(t, c.trump), mustSet(t, c.hand), mustCards(t, c.trick))
			assert.Equal(t, r, rule, c.name)
			assert.Equal(t, mustSet(t, c.legal), legal, c.name)
		}
	}
	assert.Positive(t, n, "no legal-table row for %s", r)
}

func assertRule(t *testing.T, want Rule, err error) {
	t.Helper()
	require.Error(t, err)
	var re *RuleError
	if pe, ok := err.(*PlayError); ok {
		assert.Equal(t, want, pe.Rule, err.Error())
		return
	}
	require.ErrorAs(t, err, &re)
	assert.Equal(t, want, re.Rule, err.Error())
}

func scoreFacts(t *testing.T, variant string, f DealFacts) Score {
	t.Helper()
	s, err := MustBuiltin(variant).ScoreDeal(f)
	require.NoError(t, err)
	return s
}

func mustLegal(d *Deal) Card {
	legal, _ := d.Legal()
	return legal.First()
}

// playOut plays a whole deal of v from a deck in suit order rotated by shift, the first player
// taking, each player choosing their first legal card.
func playOut(t *testing.T, v *Variant, shift int) *Deal {
	t.Helper()
	deck := FullDeck.Cards()
	deck = append(deck[shift:], deck[:shift]...)
	d, err := NewDeal(v, North, deck)
	require.NoError(t, err)
	require.NoError(t, d.Bid(d.Turn, d.Retourne.Suit()))
	for d.Phase == Playing {
		require.NoError(t, d.Play(d.Turn, Move{Card: mustLegal(d)}))
	}
	return d
}

func firstTrickPlayed(t *testing.T, v *Variant) *Deal {
	d, err := NewDeal(v, North, FullDeck.Cards())
	require.NoError(t, err)
	require.NoError(t, d.Bid(d.Turn, d.Retourne.Suit()))
	for range 4 {
		require.NoError(t, d.Play(d.Turn, Move{Card: mustLegal(d)}))
	}
	return d
}

// beloteDeal plays a deal where South holds K and Q of hearts (trump) and says the given words with
// each of them.
func beloteDeal(t *testing.T, sayFirst, saySecond bool) *Deal {
	t.Helper()
	hands := [4]Set{
		mustSet(t, "7S 8S 9S 10S 7D 8D 9D 10D"),
		mustSet(t, "JS QS KS AS JD QD KD AD"),
		mustSet(t, "KH QH 7H 8H 9H 10H JH AH"),
		mustSet(t, "7C 8C 9C 10C JC QC KC AC"),
	}
	d, err := StartPlay(MustBuiltin("classique"), East, Hearts, South, hands)
	require.NoError(t, err)
	said := 0
	for d.Phase == Playing {
		seat := d.Turn
		c := mustLegal(d)
		if seat == South {
			legal, _ := d.Legal()
			if legal.Has(MustCard("KH")) {
				c = MustCard("KH")
			} else if legal.Has(MustCard("QH")) {
				c = MustCard("QH")
			}
		}
		m := Move{Card: c}
		if d.CanSayBelote(seat, c) {
			m.Belote = (said == 0 && sayFirst) || (said == 1 && saySecond)
			said++
		}
		require.NoError(t, d.Play(seat, m))
	}
	return d
}
