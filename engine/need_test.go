package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// need is Need on a goal of the given variant, failing the test on an error.
func need(t *testing.T, variant string, g Goal) int {
	t.Helper()
	n, err := MustBuiltin(variant).Need(g)
	require.NoError(t, err)
	return n
}

// The needs below are worked by hand from RULES.md, not from ScoreDeal: NS took and has 22 trick
// points, EW 47, 93 are left.
func TestNeedThreshold(t *testing.T) {
	g := Goal{Trump: Hearts, Taker: NS, Side: NS, Taken: [2]int{22, 47}, Belote: NoTeam}
	assert.Equal(t, 93, g.Left())
	assert.Equal(t, 60, need(t, "classique", g), "K3: 22 + 60 = 82")
	g.Belote = NS
	assert.Equal(t, 50, need(t, "classique", g), "K3 with the takers' belote: 22 + 50 + 20 = 92")
	g.Belote = EW
	assert.Equal(t, 70, need(t, "classique", g), "K3 facing the defence's belote: 22 + 70 = 92")
	// The defence breaks the contract when the takers end below the threshold.
	g.Side, g.Belote = EW, NoTeam
	assert.Equal(t, 34, need(t, "classique", g), "K3: NS at 81 fails, so EW need 81 - 47")
	g.Belote = EW
	assert.Equal(t, 24, need(t, "annonces", g), "K3: NS need 92, EW break it with 71 - 47")
	// K3: announcements never count toward the threshold.
	g.Side, g.Belote = NS, NoTeam
	g.Declared[NS] = []Announcement{announcement(t, "7S 8S 9S 10S JS")}
	assert.Equal(t, 60, need(t, "annonces", g))
}

func TestNeedBeatDefence(t *testing.T) {
	g := Goal{Trump: Hearts, Taker: NS, Side: NS, Taken: [2]int{22, 47}, Belote: NoTeam}
	assert.Equal(t, 60, need(t, "marocaine", g), "K4: 82 against 80; 81 against 81 is a litige (K7), not made")
	g.Side = EW
	assert.Equal(t, 35, need(t, "marocaine", g), "K4: EW need 82 to beat NS's 80; 81 all is a litige (K7), not a fall")
	g.Side = NS
	g.Declared[NS] = []Announcement{announcement(t, "7S 8S 9S")}
	assert.Equal(t, 50, need(t, "francaise", g), "K4: 72 + 20 against 90")
	g.Declared[EW] = []Announcement{announcement(t, "7C 8C 9C 10C")}
	assert.Equal(t, 85, need(t, "francaise", g), "K4: EW's fifty beats NS's tierce (A5): 107 against 55 + 50")
	g.Belote = NS
	assert.Equal(t, 75, need(t, "francaise", g), "K4: 97 + 20 against 65 + 50")
}

func TestNeedWithoutLitige(t *testing.T) {
	v, err := ParseVariant("house.toml", []byte("name = \"house\"\nbase = \"marocaine\"\nlitige = false\n"))
	require.NoError(t, err)
	g := Goal{Trump: Hearts, Taker: NS, Side: EW, Taken: [2]int{22, 47}, Belote: NoTeam}
	n, err := v.Need(g)
	require.NoError(t, err)
	assert.Equal(t, 34, n, "K4 without litige: a tie fails, so 81 all breaks the contract")
}

func TestNeedEnds(t *testing.T) {
	g := Goal{Trump: Hearts, Taker: NS, Side: NS, Taken: [2]int{90, 40}, Belote: NoTeam}
	assert.Equal(t, 0, need(t, "classique", g), "already made")
	g.Taken = [2]int{10, 90}
	assert.Equal(t, g.Left()+1, need(t, "classique", g), "out of reach")
	g.Taken = [2]int{100, 90}
	_, err := MustBuiltin("classique").Need(g)
	assert.Error(t, err)
	g.Taken, g.Side = [2]int{0, 0}, NoTeam
	_, err = MustBuiltin("classique").Need(g)
	assert.Error(t, err)
}

func announcement(t *testing.T, text string) Announcement {
	t.Helper()
	cs, _, err := ParseCards(text)
	require.NoError(t, err)
	a, err := ParseAnnouncement(cs)
	require.NoError(t, err)
	return a
}
