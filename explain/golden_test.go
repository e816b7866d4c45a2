package explain

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// variantWith returns a copy of a built-in variant with other play switches (§3, §7).
func variantWith(name string, pr engine.PlayRules) *engine.Variant {
	v := engine.MustBuiltin(name)
	v.Play = pr
	v.Name = name + "+switch"
	return v
}

var (
	noOverPartner = variantWith("classique", engine.PlayRules{NoOvertrumpOverPartner: true})
	freeUnder     = variantWith("classique", engine.PlayRules{FreeUndertrump: true})
	noLitige      = func() *engine.Variant {
		v := engine.MustBuiltin("francaise")
		v.Name, v.Litige = "francaise+no-litige", false
		return v
	}()
)

func cards(t testing.TB, text string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(text)
	require.NoError(t, err, text)
	return cs
}

func suit(t testing.TB, text string) engine.Suit {
	t.Helper()
	s, _, err := engine.ParseSuit(text)
	require.NoError(t, err)
	return s
}

func announcements(t testing.TB, texts ...string) []engine.Announcement {
	t.Helper()
	var out []engine.Announcement
	for _, s := range texts {
		a, err := engine.ParseAnnouncement(cards(t, s))
		require.NoError(t, err, s)
		out = append(out, a)
	}
	return out
}

// playCase is a position of §3; rule is the row the engine must give (checked, so that a golden file
// cannot silently document another row).
type playCase struct {
	name    string
	variant *engine.Variant
	trump   string
	hand    string
	trick   string
	rule    engine.Rule
}

var playCases = []playCase{
	{"P0 lead", engine.MustBuiltin("classique"), "H", "AS 7H 9D", "", engine.P0},
	{"P1 follow suit", engine.MustBuiltin("classique"), "H", "7S KS 8H 9D", "AS", engine.P1},
	{"P1 follow suit over a ruff", engine.MustBuiltin("classique"), "H", "8S 9H", "AS 7H", engine.P1},
	{"P2 trump led, over an opponent", engine.MustBuiltin("classique"), "H", "9H 7H 8S", "AH", engine.P2},
	{"P2 trump led, even over the partner", engine.MustBuiltin("classique"), "H", "9H 7H 8S", "AH KH", engine.P2},
	{"P3 trump led, no higher trump (§8 check 9)", engine.MustBuiltin("classique"), "H", "9H AH 8S", "JH 7H", engine.P3},
	{"P3 switch overtrump_partner_on_trump_lead = false", noOverPartner, "H", "9H 7H 8S", "AH KH", engine.P3},
	{"P4 partner master (§8 check 10)", engine.MustBuiltin("classique"), "H", "7H 9D", "AS KS", engine.P4},
	{"P4 partner master by a ruff", engine.MustBuiltin("classique"), "H", "7H JH 9D", "AS 9H 10S", engine.P4},
	{"P5 over an opponent's ruff (§8 check 7)", engine.MustBuiltin("classique"), "H", "8H QH 7D 9C", "AS 7H", engine.P5},
	{"P5 partner's ruff overtrumped", engine.MustBuiltin("classique"), "H", "JH 7H 9D", "AS 8H 9H", engine.P5},
	{"P6 undertrump forced", engine.MustBuiltin("classique"), "H", "7H 9D", "AS 8H", engine.P6},
	{"P6 undertrump free", freeUnder, "H", "7H 9D", "AS 8H", engine.P6},
	{"P7 must trump", engine.MustBuiltin("classique"), "H", "7H QH 9D", "AS", engine.P7},
	{"P8 discard (§8 check 8)", engine.MustBuiltin("classique"), "H", "7D 9C 8C 10D", "AS 7H", engine.P8},
	{"P8 trump led, no trump", engine.MustBuiltin("classique"), "H", "7D 9C", "JH", engine.P8},
	{"P5 Spanish face", engine.MustBuiltin("marocaine"), "o", "4o 11o 7c 1b", "1e 5o", engine.P5},
	{"P1 Spanish face", engine.MustBuiltin("marocaine"), "o", "4e 7e 12e 10o", "1e", engine.P1},
}

func (pc playCase) position(t testing.TB) Position {
	return Position{Variant: pc.variant, Trump: suit(t, pc.trump), Hand: cards(t, pc.hand), Trick: cards(t, pc.trick)}
}

func TestGoldenPlay(t *testing.T) {
	for _, l := range Langs {
		var b strings.Builder
		for _, pc := range playCases {
			p := pc.position(t)
			ex := Play(p, l)
			require.Equal(t, pc.rule, ex.Rule, pc.name)
			fmt.Fprintf(&b, "== %s — %s, trump %s, hand %s, trick [%s]\n", pc.name, pc.variant.Name, pc.trump, pc.hand, pc.trick)
			b.WriteString(ex.Text())
			b.WriteString("\n")
		}
		golden(t, "play", l, b.String())
	}
}

func TestGoldenTricks(t *testing.T) {
	cases := []struct{ name, variant, trump, trick string }{
		{"one card", "classique", "H", "AS"},
		{"highest of the led suit", "classique", "H", "10S AS 7D KS"},
		{"a ruff wins (§8 check 7)", "classique", "H", "AS 7H KS 9D"},
		{"highest trump wins", "classique", "H", "AS 7H 9H JH"},
		{"trump led", "classique", "H", "QH JH AS 7H"},
		{"Spanish face", "marocaine", "o", "1e 5o 12e 4o"},
	}
	for _, l := range Langs {
		var b strings.Builder
		for _, tc := range cases {
			fmt.Fprintf(&b, "== %s — %s, trump %s, trick [%s]\n", tc.name, tc.variant, tc.trump, tc.trick)
			for _, line := range Trick(engine.MustBuiltin(tc.variant), suit(t, tc.trump), cards(t, tc.trick), l) {
				b.WriteString(line + "\n")
			}
			b.WriteString("\n")
		}
		golden(t, "tricks", l, b.String())
	}
}

func TestGoldenAnnounces(t *testing.T) {
	cases := []struct{ name, variant, trump, hand string }{
		{"carré of jacks over a cent (§8 check 6)", "annonces", "H", "JS JH JD JC 9S 10S QS KS"},
		{"carré and cinquante (§8 check 11)", "annonces", "H", "JS JH JD JC 7S 8S 9S 10S"},
		{"a run of six is one cent", "annonces", "D", "7S 8S 9S 10S JS QS 7H 9D"},
		{"two tierces through a carré", "annonces", "D", "JS JH JD JC 9S 10S 9H 10H"},
		{"equal totals: the carré is kept", "annonces", "S", "QS QH QD QC 10S JS KS AS"},
		{"four eights and a belote", "annonces", "H", "8S 8H 8D 8C KH QH 7S 9D"},
		{"nothing to declare", "annonces", "H", "7S 9S JS KS 7H 9H 8D 10C"},
		{"Spanish face", "marocaine", "o", "4e 5e 6e 7e 10e 12o 11o 1b"},
		{"variant without announcements", "classique", "H", "JS JH JD JC 7S 8S 9S 10S"},
	}
	for _, l := range Langs {
		var b strings.Builder
		for _, tc := range cases {
			fmt.Fprintf(&b, "== %s — %s, trump %s, hand %s\n", tc.name, tc.variant, tc.trump, tc.hand)
			for _, line := range Announces(engine.MustBuiltin(tc.variant), suit(t, tc.trump), engine.SetOf(cards(t, tc.hand)...), l) {
				b.WriteString(line + "\n")
			}
			b.WriteString("\n")
		}
		golden(t, "announces", l, b.String())
	}
}

func TestGoldenCompare(t *testing.T) {
	cases := []struct {
		name   string
		trump  string
		ns, ew []string
		step   engine.A5Step
	}{
		{"step 1: value", "H", []string{"JS JH JD JC"}, []string{"9S 10S JS QS KS"}, engine.A5Value},
		{"step 2: a carré beats a run", "H", []string{"7S 8S 9S 10S JS"}, []string{"AS AH AD AC"}, engine.A5Carre},
		{"step 3: the higher top card", "H", []string{"8D 9D 10D JD"}, []string{"JC QC KC AC"}, engine.A5TopCard},
		{"step 3: carré of aces over carré of kings", "H", []string{"KS KH KD KC"}, []string{"AS AH AD AC"}, engine.A5TopCard},
		{"step 4: the run in trump", "C", []string{"8D 9D 10D"}, []string{"8C 9C 10C"}, engine.A5Trump},
		{"step 5: a tie, nobody scores", "H", []string{"8D 9D 10D"}, []string{"8C 9C 10C"}, engine.A5Tie},
		{"one team alone", "H", []string{"8D 9D 10D", "JS JH JD JC"}, nil, engine.A5None},
		{"nobody declared", "H", nil, nil, engine.A5None},
	}
	for _, l := range Langs {
		var b strings.Builder
		for _, tc := range cases {
			decl := [2][]engine.Announcement{announcements(t, tc.ns...), announcements(t, tc.ew...)}
			require.Equal(t, tc.step, engine.CompareTeams(suit(t, tc.trump), decl).Step, tc.name)
			fmt.Fprintf(&b, "== %s — trump %s, NS %v, EW %v\n", tc.name, tc.trump, tc.ns, tc.ew)
			for _, line := range CompareTeams(engine.MustBuiltin("annonces"), suit(t, tc.trump), decl, l) {
				b.WriteString(line + "\n")
			}
			b.WriteString("\n")
		}
		golden(t, "compare", l, b.String())
	}
}

// scoreCase is a deal to score; the worked checks of RULES.md §8 are among them.
type scoreCase struct {
	name    string
	variant string
	facts   engine.DealFacts
	points  [2]int // the engine's points, checked so that the golden file documents the right score
}

func scoreCases(t testing.TB) []scoreCase {
	nothing := engine.NoTeam
	return []scoreCase{
		{"§8 check 1: trick points add up to 162", "classique", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{100, 62}, Capot: nothing, Belote: nothing}, [2]int{100, 62}},
		{"§8 check 2: marocaine litige", "marocaine", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{81, 81}, Capot: nothing, Belote: nothing}, [2]int{0, 81}},
		{"§8 check 3: defence belote raises the threshold", "classique", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{85, 77}, Capot: nothing, Belote: engine.EW}, [2]int{0, 182}},
		{"§8 check 4: made with belote", "classique", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{92, 70}, Capot: nothing, Belote: engine.NS}, [2]int{112, 70}},
		{"§8 check 4b: made with 72 + own belote", "classique", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{72, 90}, Capot: nothing, Belote: engine.NS}, [2]int{92, 90}},
		{"§8 check 4b: 71 + own belote fails", "classique", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{71, 91}, Capot: nothing, Belote: engine.NS}, [2]int{20, 162}},
		{"§8 check 5: francaise, failed, belote kept", "francaise", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{70, 92}, Capot: nothing, Belote: engine.NS}, [2]int{20, 162}},
		{"capot", "classique", engine.DealFacts{Trump: engine.Hearts, Taker: engine.EW, TrickPoints: [2]int{0, 162}, Capot: engine.EW, Belote: engine.EW}, [2]int{0, 272}},
		{"defence capot, threshold", "annonces", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{0, 162}, Capot: engine.EW, Belote: nothing,
			Declared: [2][]engine.Announcement{announcements(t, "7S 8S 9S"), nil}}, [2]int{20, 252}},
		{"announcements, beat-defence, failed", "francaise", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{80, 82}, Capot: nothing, Belote: nothing,
			Declared: [2][]engine.Announcement{announcements(t, "7S 8S 9S"), announcements(t, "JD QD KD AD")}}, [2]int{0, 212}},
		{"a tie without litige fails", "francaise+no-litige", engine.DealFacts{Trump: engine.Hearts, Taker: engine.EW, TrickPoints: [2]int{81, 81}, Capot: nothing, Belote: nothing}, [2]int{162, 0}},
		{"announcements, beat-defence, made", "marocaine", engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{80, 82}, Capot: nothing, Belote: engine.NS,
			Declared: [2][]engine.Announcement{announcements(t, "9S 10S JS QS"), announcements(t, "7D 8D 9D")}}, [2]int{150, 82}},
	}
}

func TestGoldenScores(t *testing.T) {
	for _, l := range Langs {
		var b strings.Builder
		for _, sc := range scoreCases(t) {
			v := noLitige
			if sc.variant != noLitige.Name {
				v = engine.MustBuiltin(sc.variant)
			}
			s, err := v.ScoreDeal(sc.facts)
			require.NoError(t, err, sc.name)
			require.Equal(t, sc.points, s.Points, sc.name)
			fmt.Fprintf(&b, "== %s — %s\n", sc.name, sc.variant)
			for _, line := range Breakdown(v, sc.facts, s, l) {
				b.WriteString(line + "\n")
			}
			b.WriteString("\n")
		}
		golden(t, "scores", l, b.String())
	}
}

// golden compares got with testdata/<name>.<lang>.golden, or rewrites the file under -update.
func golden(t *testing.T, name string, l Lang, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+"."+l.String()+".golden")
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./explain/ -update to create it")
	assert.Equal(t, string(want), got, "%s differs; run go test ./explain/ -update and review the diff", path)
}
