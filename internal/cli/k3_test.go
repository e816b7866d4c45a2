package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

// The issue 10 acceptance check: `score --json` and `replay --json` agree, under the threshold rule
// (classique, annonces), with a restatement of RULES.md K2–K6 written here from the rule book and
// not from the engine. The numbers 82, 92, 162, 252 and 20 are RULES.md's (§6, §7), on purpose:
// a built-in variant file that drifted from them would fail here too.

// k3Case is one deal to score, as the restatement sees it.
type k3Case struct {
	variant   string
	taker     int    // 0 NS, 1 EW
	points    [2]int // trick points before capot, adding up to 162
	belote    int    // -1 nobody
	capot     int    // -1 nobody
	announces [2]int // the announcements that score (A6), per team
}

// k3Want restates K2–K6 under the threshold rule: what each team scores and the result.
func k3Want(c k3Case) ([2]int, string) {
	tp := c.points
	if c.capot >= 0 { // K2
		tp[c.capot], tp[1-c.capot] = 252, 0
	}
	var bel [2]int
	if c.belote >= 0 {
		bel[c.belote] = 20
	}
	taker, def := c.taker, 1-c.taker
	// K3: 82 on trick points; once a belote was said (either team), 92 on trick points + own belote.
	need, counted := 82, tp[taker]
	if c.belote >= 0 {
		need, counted = 92, tp[taker]+bel[taker]
	}
	var out [2]int
	if counted >= need { // K5
		for t := range 2 {
			out[t] = tp[t] + c.announces[t] + bel[t]
		}
		return out, "made"
	}
	base := 162 // K6, threshold form: each team keeps its own scoring announcements
	if c.capot == def {
		base = 252
	}
	out[def] = base + bel[def] + c.announces[def]
	out[taker] = bel[taker] + c.announces[taker]
	return out, "failed"
}

// k3Announce is a declaration that the random cases may use; they are chosen so that the comparison
// (A5) is decided by value alone, which the restatement then needs no more than.
type k3Announce struct {
	cards string
	value int
}

var k3Announces = []k3Announce{
	{"7S 8S 9S", 20}, {"7D 8D 9D 10D", 50}, {"9C 10C JC QC KC", 100},
	{"AS AH AD AC", 100}, {"9S 9H 9D 9C", 150}, {"JS JH JD JC", 200}, {"10H JH QH", 20},
}

var k3Teams = [2]string{"NS", "EW"}

// k3Line is the `score --json` input line of a case; decl are indexes into k3Announces.
func k3Line(c k3Case, trump string, decl [2][]int) string {
	req := map[string]any{
		"variant": c.variant, "trump": trump, "taker": k3Teams[c.taker],
		"points": map[string]int{"NS": c.points[0], "EW": c.points[1]},
	}
	if c.belote >= 0 {
		req["belote"] = k3Teams[c.belote]
	}
	if c.capot >= 0 {
		req["capot"] = k3Teams[c.capot]
	}
	ann := map[string][][]string{}
	for t, ids := range decl {
		for _, i := range ids {
			ann[k3Teams[t]] = append(ann[k3Teams[t]], strings.Fields(k3Announces[i].cards))
		}
	}
	req["announces"] = ann
	b, err := json.Marshal(req)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// randomK3Case draws a case: any taker, points adding up to 162, belote nobody/NS/EW, sometimes a
// capot, and in annonces up to two disjoint declarations per team whose best values differ.
func randomK3Case(r *rand.Rand, variant string) (k3Case, string) {
	c := k3Case{variant: variant, taker: r.IntN(2), belote: r.IntN(3) - 1, capot: -1}
	ns := r.IntN(163)
	if r.IntN(3) == 0 { // dwell on the thresholds, where K3 decides
		ns = []int{70, 71, 72, 73, 80, 81, 82, 83, 89, 90, 91, 92, 93}[r.IntN(13)]
	}
	c.points = [2]int{ns, 162 - ns}
	if r.IntN(12) == 0 {
		c.capot = r.IntN(2)
		c.points = [2]int{0, 0}
		c.points[c.capot] = 162
	}
	var decl [2][]int
	if variant == "annonces" {
		decl = randomDeclarations(r)
		var best [2]int
		for t, ids := range decl {
			for _, i := range ids {
				best[t] = max(best[t], k3Announces[i].value)
			}
		}
		if best[0] != best[1] { // A5 step 1 and A6: the higher best value scores all its team's
			w := 0
			if best[1] > best[0] {
				w = 1
			}
			for _, i := range decl[w] {
				c.announces[w] += k3Announces[i].value
			}
		} else if best[0] > 0 {
			decl = [2][]int{} // an equal best value goes to A5's later steps, not restated here
		}
	}
	trump := string("SHDC"[r.IntN(4)])
	return c, k3Line(c, trump, decl)
}

// randomDeclarations gives each team up to two declarations, no card used twice (A3).
func randomDeclarations(r *rand.Rand) [2][]int {
	var decl [2][]int
	used := map[string]bool{}
	for t := range 2 {
		for range r.IntN(3) {
			i := r.IntN(len(k3Announces))
			cards := strings.Fields(k3Announces[i].cards)
			clash := false
			for _, card := range cards {
				clash = clash || used[card]
			}
			if clash {
				continue
			}
			for _, card := range cards {
				used[card] = true
			}
			decl[t] = append(decl[t], i)
		}
	}
	return decl
}

// k3Edges are hand-made cases around the thresholds, with the score worked out by hand from RULES.md.
var k3Edges = []struct {
	name   string
	line   string
	ns, ew int
	result string
}{
	{"§8 4b: 72 + own belote 20 = 92, made", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":72,"EW":90},"belote":"NS"}`, 92, 90, "made"},
	{"§8 4b: 71 + own belote 20 = 91, failed", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":71,"EW":91},"belote":"NS"}`, 20, 162, "failed"},
	{"§8 4: 92 + own belote, made", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":92,"EW":70},"belote":"NS"}`, 112, 70, "made"},
	{"EW taker, 72 + own belote", `{"variant":"annonces","trump":"S","taker":"EW","points":{"NS":90,"EW":72},"belote":"EW"}`, 90, 92, "made"},
	{"EW taker, 71 + own belote", `{"variant":"annonces","trump":"S","taker":"EW","points":{"NS":91,"EW":71},"belote":"EW"}`, 162, 20, "failed"},
	{"defence belote: 92 trick points, made", `{"variant":"classique","trump":"D","taker":"NS","points":{"NS":92,"EW":70},"belote":"EW"}`, 92, 90, "made"},
	{"defence belote: 91 trick points, failed", `{"variant":"classique","trump":"D","taker":"NS","points":{"NS":91,"EW":71},"belote":"EW"}`, 0, 182, "failed"},
	{"§8 3: defence belote, 85, failed", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":85,"EW":77},"belote":"EW"}`, 0, 182, "failed"},
	{"defence belote: 72 is far short", `{"variant":"classique","trump":"H","taker":"EW","points":{"NS":90,"EW":72},"belote":"NS"}`, 182, 0, "failed"},
	{"no belote: 82, made", `{"variant":"classique","trump":"C","taker":"NS","points":{"NS":82,"EW":80}}`, 82, 80, "made"},
	{"no belote: 81, failed", `{"variant":"classique","trump":"C","taker":"NS","points":{"NS":81,"EW":81}}`, 0, 162, "failed"},
	{"own belote and own tierce: 71 + 20 = 91, the tierce does not count", `{"variant":"annonces","trump":"H","taker":"NS","points":{"NS":71,"EW":91},"belote":"NS","announces":{"NS":[["7S","8S","9S"]]}}`, 40, 162, "failed"},
	{"own belote, defence cinquante: 72 + 20 = 92", `{"variant":"annonces","trump":"H","taker":"NS","points":{"NS":72,"EW":90},"belote":"NS","announces":{"EW":[["7D","8D","9D","10D"]]}}`, 92, 140, "made"},
	{"defence belote, own carré of jacks: 91, failed", `{"variant":"annonces","trump":"H","taker":"NS","points":{"NS":91,"EW":71},"belote":"EW","announces":{"NS":[["JS","JH","JD","JC"]]}}`, 200, 182, "failed"},
	{"capot by the takers with their belote", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":162,"EW":0},"belote":"NS","capot":"NS"}`, 272, 0, "made"},
	{"capot by the takers, defence belote", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":162,"EW":0},"belote":"EW","capot":"NS"}`, 252, 20, "made"},
	{"capot by the defence, takers' belote", `{"variant":"classique","trump":"H","taker":"NS","points":{"NS":0,"EW":162},"belote":"NS","capot":"EW"}`, 20, 252, "failed"},
	{"capot by the defence with its belote", `{"variant":"annonces","trump":"H","taker":"NS","points":{"NS":0,"EW":162},"belote":"EW","capot":"EW"}`, 0, 272, "failed"},
}

// k3Answer is the part of a `score --json` answer that the check reads.
type k3Answer struct {
	NS, EW int
	Result string `json:"result"`
	Error  string `json:"error"`
}

// scoreAll runs lines through `belote score --json` in one call and decodes the answers.
func scoreAll(t *testing.T, lines []string) []k3Answer {
	t.Helper()
	out, stderr, status := run(t, strings.Join(lines, "\n")+"\n", "score", "--json")
	require.Zero(t, status, stderr)
	outs := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, outs, len(lines))
	answers := make([]k3Answer, len(outs))
	for i, o := range outs {
		require.NoError(t, json.Unmarshal([]byte(o), &answers[i]), o)
		require.Empty(t, answers[i].Error, lines[i])
	}
	return answers
}

func TestK3EdgeCases(t *testing.T) {
	lines := make([]string, len(k3Edges))
	for i, e := range k3Edges {
		lines[i] = e.line
	}
	for i, a := range scoreAll(t, lines) {
		e := k3Edges[i]
		require.Equal(t, k3Answer{NS: e.ns, EW: e.ew, Result: e.result}, a, e.name)
	}
}

func TestK3RandomScoresAgreeWithRestatement(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2500
	}
	r := rand.New(rand.NewPCG(10, 3))
	for _, variant := range []string{"classique", "annonces"} {
		cases := make([]k3Case, n)
		lines := make([]string, n)
		for i := range n {
			cases[i], lines[i] = randomK3Case(r, variant)
		}
		for i, a := range scoreAll(t, lines) {
			pts, result := k3Want(cases[i])
			require.Equal(t, k3Answer{NS: pts[0], EW: pts[1], Result: result}, a, lines[i])
		}
	}
}

// The restatement must itself agree with the hand-made table, or the random check proves little.
func TestK3RestatementMatchesEdgeCases(t *testing.T) {
	for _, e := range k3Edges {
		var req scoreRequest
		require.NoError(t, json.Unmarshal([]byte(e.line), &req), e.name)
		c := k3Case{variant: req.Variant, belote: -1, capot: -1}
		c.taker = k3TeamIndex(req.Taker)
		c.points = [2]int{*(*req.Points)["NS"], *(*req.Points)["EW"]}
		if req.Belote != nil {
			c.belote = k3TeamIndex(*req.Belote)
		}
		if req.Capot != nil {
			c.capot = k3TeamIndex(*req.Capot)
		}
		for team, lists := range req.Announces { // the table's declarations are one team's only (A6)
			for _, cards := range lists {
				c.announces[k3TeamIndex(team)] += k3Value(t, strings.Join(cards, " "))
			}
		}
		pts, result := k3Want(c)
		require.Equal(t, [2]int{e.ns, e.ew}, pts, e.name)
		require.Equal(t, e.result, result, e.name)
	}
}

func k3TeamIndex(s string) int {
	if s == "EW" {
		return 1
	}
	return 0
}

func k3Value(t *testing.T, cards string) int {
	for _, a := range k3Announces {
		if a.cards == cards {
			return a.value
		}
	}
	t.Fatalf("no value for %s", cards)
	return 0
}

// Random played deals: the `replay --json` answer agrees with the restatement applied to what the
// answer shows of the deal (its tricks, belote and the announcements that scored).
func TestK3ReplayAgreesWithRestatement(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 1000
	}
	rng := random.New(10)
	replayer := replayLine(variantCache{})
	for _, variant := range []string{"classique", "annonces"} {
		v := engine.MustBuiltin(variant)
		for i := range n {
			d := random.Played(rng, v)
			s, err := d.Score()
			require.NoError(t, err)
			line, err := json.Marshal(struct {
				Variant string `json:"variant"`
				selfplayDeal
			}{variant, newSelfplayDeal(v, bot.DealRecord{Deal: d, Score: s, Collected: engine.Collected{Team: engine.NoTeam}})})
			require.NoError(t, err)
			ans, err := replayer(line)
			require.NoError(t, err, "%s deal %d: %s", variant, i, line)
			a := ans.(replayAnswer)
			c := replayK3Case(t, variant, d.Taker.Team(), a)
			pts, result := k3Want(c)
			require.Equal(t, fmt.Sprint(pts, result), fmt.Sprint([2]int{a.NS, a.EW}, a.Result), "%s deal %d: %s", variant, i, line)
		}
	}
}

// replayK3Case reads the facts of a replayed deal from its answer: trick points per team from the
// tricks (K1), a capot when one team won all eight (K2), the belote, the scoring announcements.
func replayK3Case(t *testing.T, variant string, taker engine.Team, a replayAnswer) k3Case {
	c := k3Case{variant: variant, taker: int(taker), belote: -1, capot: -1}
	var won [2]int
	for _, tr := range a.Tricks {
		team := k3TeamIndex(map[string]string{"N": "NS", "S": "NS", "E": "EW", "W": "EW"}[tr.Winner])
		c.points[team] += tr.Points
		won[team]++
	}
	require.Equal(t, 162, c.points[0]+c.points[1], "K1")
	for team := range 2 {
		if won[team] == 8 {
			c.capot = team
		}
	}
	if a.Belote != nil {
		c.belote = k3TeamIndex(*a.Belote)
	}
	c.announces = [2]int{a.AnnouncePoints.NS, a.AnnouncePoints.EW}
	return c
}
