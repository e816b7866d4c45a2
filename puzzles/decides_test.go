package puzzles

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// The old best-belote-019 (marocaine, oros): West holds the sota, as, rey and caballo of oros.
// Leading the 8 of trumps (5o) into them loses North's 9 (6o) at once; the best card, the 8 of
// bastos, keeps away from West's trumps. West's caballo does fall later under North's 9, so the
// belote's detector holds, but the difference is the first trick: the belote is not the idea.
func TestBeloteThatIsATrumpLeadIntoTheOpponentsDecidesNothing(t *testing.T) {
	p, c := bestCase(t, "marocaine", "o", `N = ["10e", "6c", "4o", "6o", "4b", "11b"], E = ["5e", "7e", "4c", "7c", "10c", "1c"], S = ["5c", "11c", "12c", "5o", "7o", "5b"], W = ["11e", "10o", "11o", "12o", "1o", "10b"]`,
		`leader = "S", cards = []`, "5o")
	require.Equal(t, engine.MustCard("5b"), c.Best.Card)
	require.True(t, MotifHolds(Belote, p, c))
	assert.Equal(t, 0, c.Decisive(), "the tempting line loses the first trick")
	assert.NotContains(t, motifStake(t, Belote, p, c).Tricks, 0)
	assert.False(t, decides(Belote, p, c))
	assert.Equal(t, NoMotif, decidingMotif(p, c))
}

// The old best-unblock-008 (francaise, spades): South's Q♣ under North's A♣ unblocks clubs, but
// what it gains is East's 10♣, which must fall under the ace now and is discarded on West's ruff
// in the tempting line. What falls into the current trick is not the unblocking's.
func TestUnblockWhoseGainIsTheCurrentTrickDecidesNothing(t *testing.T) {
	p, c := bestCase(t, "francaise", "S", `N = ["8S", "7C", "8C", "AC"], E = ["KS", "7D", "8D", "10C"], S = ["JS", "QS", "7H", "QC"], W = ["9S", "10S", "JC", "KC"]`,
		`leader = "S", cards = []`, "JS")
	require.Equal(t, engine.MustCard("QC"), c.Best.Card)
	require.True(t, MotifHolds(Unblock, p, c))
	assert.False(t, decides(Unblock, p, c))
	assert.Equal(t, NoMotif, decidingMotif(p, c))
}

// The old best-belote-004 (francaise, clubs): J♣ draws West's Q♣, and in the tempting line West
// ruffs North's A♠ with K♣. The draw and the belote explain the same points with other cards:
// the draw, the rarer idea in Motifs' order, is the cause.
func TestBeloteBroughtDownByADrawIsADraw(t *testing.T) {
	p, c := bestCase(t, "francaise", "C", `N = ["10S", "AS", "10H", "7C", "8C", "AC"], E = ["7S", "JS", "8H", "QH", "JD", "9C"], S = ["8S", "9S", "QS", "KS", "7D", "JC"], W = ["JH", "QD", "KD", "10C", "QC", "KC"]`,
		`leader = "S", cards = []`, "7D")
	require.Equal(t, engine.MustCard("JC"), c.Best.Card)
	require.True(t, MotifHolds(Belote, p, c))
	require.True(t, MotifHolds(DrawTrumps, p, c))
	assert.False(t, decides(Belote, p, c))
	assert.Equal(t, DrawTrumps, decidingMotif(p, c))
}

// A 10 loaded on partner's trick is also a 10 kept: the two motifs have one stake, and both
// decide (the old best-charge-002, annonces, clubs).
func TestChargeOfATenIsAlsoKeepTen(t *testing.T) {
	p, c := bestCase(t, "annonces", "C", `N = ["QH", "KH", "9C"], E = ["AD", "AC"], S = ["9S", "10S", "QC"], W = ["7D", "9D", "10C"]`,
		`leader = "E", cards = ["JS"]`, "9S")
	require.Equal(t, engine.MustCard("10S"), c.Best.Card)
	assert.True(t, decides(Charge, p, c))
	assert.True(t, decides(KeepTen, p, c))
	assert.Equal(t, KeepTen, decidingMotif(p, c), "the first of Motifs")
}

// Partner master, South's A♦ would take the trick (the old best-partner-005, classique): in the
// best line the ace South keeps is ruffed by East, so "a card your side needs later" is not the
// reason; what changes is who leads, and no motif decides.
func TestPartnerWhoseKeptCardIsLostDecidesNothing(t *testing.T) {
	p, c := bestCase(t, "classique", "H", `N = ["JS", "KH", "7D", "KC"], E = ["10S", "8H", "9H", "10H"], S = ["7H", "JH", "QD", "AD", "7C"], W = ["9S", "AS", "AH", "10D"]`,
		`leader = "W", cards = ["8D", "KD", "9D"]`, "AD")
	require.Equal(t, engine.MustCard("QD"), c.Best.Card)
	require.True(t, MotifHolds(Partner, p, c))
	assert.False(t, decides(Partner, p, c))
}

// The old best-belote-005 (classique, diamonds): West leads J♦ and holds the belote. Playing 9♦
// under the jack gives West 14 points now; 8♦ keeps the 9 to take Q♦ and North's A♣ later. The
// belote's stake (K♦ Q♦ and the trick West takes with K♦) swings 6 points of 56, though its
// tricks hold the decisive one: a motif that carries so little of the difference is not the idea.
func TestBeloteWithASmallStakeDecidesNothing(t *testing.T) {
	p, c := bestCase(t, "classique", "D", `N = ["7H", "10H", "QH", "KC", "AC"], E = ["9S", "QS", "KS", "JH", "9C"], S = ["JS", "9H", "KH", "8D", "9D", "10C"], W = ["8H", "AH", "QD", "KD", "AD"]`,
		`leader = "W", cards = ["JD", "7D", "QC"]`, "9D")
	require.Equal(t, engine.MustCard("8D"), c.Best.Card)
	require.True(t, MotifHolds(Belote, p, c))
	st := motifStake(t, Belote, p, c)
	whole := c.swing(p.Trump, c.all())
	require.Contains(t, st.Tricks, c.Decisive(), "the clause this puzzle once decided by")
	assert.Less(t, 2*c.swing(p.Trump, st), whole, "the stake carries less than half the difference")
	assert.False(t, decides(Belote, p, c))
}

// The swings of every card and of the dix de der are twice the difference of the two values, on
// every built-in open best puzzle; and every puzzle of a built-in motif pack is decided by its
// motif.
func TestSwingsAddUpAndPacksDecide(t *testing.T) {
	for _, p := range builtinBest(t) {
		c, err := Compare(context.Background(), p)
		require.NoError(t, err)
		assert.Equal(t, 2*(c.Best.Value-c.Tempting.Value), c.swing(p.Trump, c.all()), p.ID)
		if p.Source == "best-"+p.Motif.String() {
			assert.True(t, decides(p.Motif, p, c), "%s: %s does not decide (%s)", p.ID, p.Motif, decidingMotif(p, c))
		}
	}
}

// motifStake is open motif m's stake on a comparison, its detector holding.
func motifStake(t *testing.T, m Motif, p *Puzzle, c Comparison) Stake {
	t.Helper()
	ev, ok := OpenMotif(m, p, c)
	require.True(t, ok, m.String())
	return stakeOf(ev, p, c)
}
