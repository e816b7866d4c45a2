package gen

import (
	"bufio"
	"context"
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/puzzles"
)

// The hidden-hand puzzles of the contract goal (motif Contract, puzzles.Goal): South plays to
// make its team's contract, or to break the opponents', and the card that reaches the goal in the
// most layouts is not the card of highest mean. The texts say the count, the plan with its
// figures, the layout where the card of the best mean fails, and the score in each line.

// contractTricks are the tricks left that contract puzzles are drawn with: near the line the
// choice of a card decides the contract, and the layouts are few.
var contractTricks = []int{2, 3, 3, 4, 4}

func init() {
	seatTellers[puzzles.Contract] = seatTeller{
		title: explain.Text{explain.French: "Main cachée : jouer pour faire son contrat", explain.English: "Hidden hands: playing to make your contract"},
		texts: (*generator).contractTexts}
}

// ContractPack draws the built-in pack best-seat-contract: per puzzles over the four variants.
func ContractPack(ctx context.Context, per int) ([]Pack, error) {
	return motifPacks(ctx, per, puzzles.ViewSeat, true, "best-seat-")
}

// contract draws a hidden-hand puzzle with a contract goal: a deal played by intermédiaire bots
// to a moment with 2 to 4 tricks left and South to play, where the belote is settled (South can
// tell who says it), the goal is still open, the layouts are few, and the card reaching the goal
// in the most layouts (by the margins of puzzles.SeatIssues) is not the card of highest mean,
// which is the tempting one.
func (g *generator) contract() *puzzles.Puzzle {
	d, _ := g.seatDeal(contractTricks[g.rng.IntN(len(contractTricks))])
	if d == nil {
		return nil
	}
	view := bot.ViewOf(d)
	table := bot.TableOf(view)
	pos := table.Position(engine.South, view.Hand)
	if view.Legal().Len() < 2 {
		return nil
	}
	belote, settled := beloteOf(d, &pos)
	if !settled {
		return nil
	}
	l, err := evaluate.NewLayouts(pos)
	if err != nil || l.Count() > MaxSeatLayouts || l.Count() < MinSeatLayouts {
		return nil
	}
	p := g.seatPuzzle(d, &pos, view.Hand, engine.NoCard)
	if p.Goal = puzzles.NewGoal(p, belote); p.Goal == nil {
		return nil // reached or out of reach whatever South plays
	}
	a, err := puzzles.Answer(p)
	if err != nil {
		return nil
	}
	p.Tempting = puzzles.Tempting(p)
	p.Motif = puzzles.Contract
	if p.Tempting == engine.NoCard || !puzzles.SeatMotifHolds(puzzles.Contract, p, a) || !contractClear(a.Eval, a.Best.First(), p.Tempting) || len(puzzles.SeatIssues(p)) > 0 {
		return nil
	}
	_, rule := d.Legal()
	contract := engine.K4
	if p.Variant.Contract == engine.Threshold {
		contract = engine.K3
	}
	p.Themes = []engine.Rule{rule, engine.W1, contract}
	p.Difficulty = min(5, SeatDifficulty(a)+1)
	seatTellers[puzzles.Contract].texts(g, p, a)
	return p
}

// contractClear reports whether a contract puzzle teaches its idea plainly: the safe card reaches
// the goal in at least half the layouts, and the tempting card's mean is at least a point above
// it, so that "it scores more on average" shows in the rounded figures.
func contractClear(r *evaluate.Result, best, tempting engine.Card) bool {
	b, _ := r.Of(best)
	t, _ := r.Of(tempting)
	return 2*b.Makes >= r.Layouts && t.Sum-b.Sum >= r.Layouts
}

// beloteOf returns the team that says belote-rebelote as South knows it: the team of a seat that
// said belote with the first of K and Q of trump, or North–South when South holds both; false
// when South cannot tell (both cards unseen: an opponent or North may hold them and say it).
func beloteOf(d *engine.Deal, pos *evaluate.Position) (engine.Team, bool) {
	for _, t := range d.Tricks[:min(len(d.Tricks), d.NTricks+1)] {
		for j := range t.N {
			if t.Belote[j] == 1 {
				return t.Seats[j].Team(), true
			}
		}
	}
	k, q := engine.NewCard(engine.King, d.Trump), engine.NewCard(engine.Queen, d.Trump)
	if engine.HoldsBelote(pos.Hand, d.Trump) {
		return engine.NS, true
	}
	unseen := pos.Unseen()
	return engine.NoTeam, !(unseen.Has(k) && unseen.Has(q))
}

// contractStory is one contract puzzle being told.
type contractStory struct {
	l        lang
	p        *puzzles.Puzzle
	r        *evaluate.Result
	f        engine.Face
	best     engine.Card
	tempting engine.Card
	fail     [4]engine.Set
	why      contractWhy
}

// contractWhy is what a contract point tells beyond the figures, worked out once for both
// languages: the evidence of the seat motif that holds on the safe card against the tempting one
// (nil when none does), with the seat story that words it; the lines of both cards in the failing layout;
// and the facts of the hidden cards that single that layout out (when).
type contractWhy struct {
	motif puzzles.Evidence
	a     puzzles.Solution
	lines puzzles.Comparison
	when  []fact
}

func (g *generator) contractTexts(p *puzzles.Puzzle, a puzzles.Solution) {
	why := contractWhy{motif: contractMotif(p, a), a: a}
	best := a.Best.First()
	if cmp, err := puzzles.GoalLines(context.Background(), p, a.Fail, best, p.Tempting); err == nil {
		why.lines = cmp
	}
	if layouts, err := puzzles.GoalLayouts(p); err == nil {
		why.when = separating(p.Seen, a.Fail, layouts, best, p.Tempting)
	}
	p.Prompt = bilingual(func(l lang) string { return contractPrompt(l, p) })
	p.Point = bilingual(func(l lang) string {
		s := contractStory{l: l, p: p, r: a.Eval, f: p.Face(), best: best, tempting: p.Tempting, fail: a.Fail, why: why}
		parts := []string{s.count(), s.plan(), s.risk()}
		if idea := s.idea(); idea != "" {
			parts = append([]string{idea}, parts...)
		}
		return strings.Join(parts, " ")
	})
}

// contractMotif is the evidence of the first seat motif whose detector holds on a contract
// puzzle's safe card against its tempting one (puzzles.DetectSeatMotifs): its fact sentence says
// in words why the safe card is safe. nil when none holds.
func contractMotif(p *puzzles.Puzzle, a puzzles.Solution) puzzles.Evidence {
	if evs := puzzles.DetectSeatMotifs(p, a); len(evs) > 0 {
		return evs[0]
	}
	return nil
}

// idea is the seat motif's sentence, told by the seat story of that motif; "" when no motif holds
// (risk then says what the safe card keeps or gives in the failing layout).
func (s contractStory) idea() string {
	if s.why.motif == nil {
		return ""
	}
	st := seatStory{l: s.l, p: s.p, a: s.why.a, pos: s.p.Seen, f: s.f, pair: puzzles.SeatPair{Best: s.best, Tempting: s.tempting}}
	return st.idea(s.why.motif)
}

// contractPrompt is the seat prompt with the count and the goal's question: "… Ton équipe a 22
// points dans ses plis, la défense 47. Quelle carte joues-tu pour faire ton contrat ?"
func contractPrompt(l lang, p *puzzles.Puzzle) string {
	head := strings.TrimSuffix(seatPrompt(l, p), l.pick("Quelle carte joues-tu ?", "Which card do you play?"))
	g := p.Goal
	ns, ew := g.Taken[engine.NS], g.Taken[engine.EW]
	count := fmt.Sprintf(l.pick("Ton équipe a %d points dans ses plis, la défense %d.", "Your team has %d points in its tricks, the defence %d."), ns, ew)
	if !g.Makes() {
		count = fmt.Sprintf(l.pick("Ton équipe a %d points dans ses plis, les preneurs %d.", "Your team has %d points in its tricks, the takers %d."), ns, ew)
	}
	if g.Belote != engine.NoTeam {
		count += " " + fmt.Sprintf(l.pick("%s a dit belote.", "%s said belote."), l.team(g.Belote)) // B4: said, not announced
	}
	q := l.pick("Quelle carte joues-tu pour faire ton contrat ?", "Which card do you play to make your contract?")
	if !g.Makes() {
		q = l.pick("Quelle carte joues-tu pour faire chuter le contrat ?", "Which card do you play to break the contract?")
	}
	return head + count + " " + q
}

// count says what North–South need: "Il reste 93 points à jouer ; il t'en faut 60 pour faire le
// contrat (K3)."
func (s contractStory) count() string {
	g, l := s.p.Goal, s.l
	rule := engine.K4
	if s.p.Variant.Contract == engine.Threshold {
		rule = engine.K3
	}
	aim := l.pick("pour faire le contrat", "to make the contract")
	if !g.Makes() {
		aim = l.pick("pour le faire chuter", "to break it")
	}
	return fmt.Sprintf(l.pick("Il reste %d points à jouer ; il t'en faut %d %s%s.", "%d points are left to play; you need %d of them %s%s."),
		g.Left(), g.Need, aim, cite(rule))
}

// goalWords are the plan's words, to make the contract and to break it: what happens, in how few
// layouts, in none.
var goalWords = map[bool][2][3]string{
	true: {{"le contrat est fait", "le contrat n'est fait que dans %d", "le contrat n'est fait dans aucune"},
		{"the contract is made", "the contract is made in only %d", "the contract is made in none of them"}},
	false: {{"le contrat chute", "le contrat ne chute que dans %d", "le contrat ne chute dans aucune"},
		{"the contract fails", "the contract fails in only %d", "the contract fails in none of them"}},
}

// plan says which card reaches the goal on how many layouts, and what the card of the best mean
// does instead. No pronoun stands for a card: a French card may be feminine (la dame).
func (s contractStory) plan() string {
	l, r := s.l, s.r
	best, _ := r.Of(s.best)
	tempt, _ := r.Of(s.tempting)
	words := goalWords[s.p.Goal.Makes()][l]
	where := fmt.Sprintf(l.pick("dans %d des %d répartitions possibles des cartes que tu ne vois pas", "in %d of the %d possible layouts of the cards you cannot see"), best.Makes, r.Layouts)
	if best.Makes == r.Layouts {
		where = fmt.Sprintf(l.pick("dans chacune des %d répartitions possibles des cartes que tu ne vois pas", "in every one of the %d possible layouts of the cards you cannot see"), r.Layouts)
	}
	only := fmt.Sprintf(words[1], tempt.Makes)
	if tempt.Makes == 0 {
		only = words[2]
	}
	return fmt.Sprintf(l.pick("Joue %s : %s %s. %s rapporte plus en moyenne (%s contre %s), mais %s.",
		"Play %s: %s %s. %s brings more on average (%s against %s), but %s."),
		card(s.best, s.f), words[0], where, capCard(s.tempting, s.f), l.mean(r.Mean(tempt), true), l.mean(r.Mean(best), false), only)
}

// risk names the failing layout by the hidden cards that single it out (condition), says what
// the safe card keeps or gives there when no seat motif has told it (reason), and gives the score
// of both lines in it.
func (s contractStory) risk() string {
	l := s.l
	vb, vt := s.values()
	cond, why := s.condition(), ""
	if s.why.motif == nil {
		why = s.reason()
	}
	t := card(s.tempting, s.f)
	then := ""
	if why != "" {
		t, then = capCard(s.tempting, s.f), l.pick(" alors", " then")
	}
	brings := fmt.Sprintf(l.pick("%s ne rapporte%s que %d points à ton équipe d'ici la fin", "%s%s brings your team only %d points from here to the end"), t, then, vt)
	if vt == 0 {
		brings = fmt.Sprintf(l.pick("%s ne rapporte%s aucun point à ton équipe d'ici la fin", "%s%s brings your team no point from here to the end"), t, then)
	}
	figures := fmt.Sprintf(l.pick("%s : %s ; avec %s, %d : %s.", "%s: %s; with %s, %d: %s."), brings, s.score(vt), card(s.best, s.f), vb, s.score(vb))
	if why != "" {
		return fmt.Sprintf(l.pick("%s : %s. %s", "%s: %s. %s"), cond, why, figures)
	}
	return cond + l.pick(", ", ", ") + figures
}

// values returns the open-card values of the best and the tempting card in the failing layout.
func (s contractStory) values() (int, int) {
	vals, err := puzzles.GoalValues(s.p, s.fail)
	if err != nil {
		return 0, 0
	}
	return vals[s.best], vals[s.tempting]
}

// score words the deal's score when North–South take v more points, by the engine's scoring:
// "22 + 62 = 84 : contrat fait (K3)", "Nord-Sud 92 contre Est-Ouest 70 : contrat fait (K4)".
func (s contractStory) score(v int) string {
	l, g := s.l, s.p.Goal
	sc, err := s.p.Goal.Score(s.p, v)
	if err != nil {
		return ""
	}
	result := map[engine.Result]string{engine.Made: l.pick("contrat fait", "contract made"), engine.Failed: l.pick("contrat chuté", "contract failed"),
		engine.Litige: l.pick("litige", "litige")}[sc.Result]
	taker := g.Taker
	if sc.ContractRule == engine.K3 {
		sum := fmt.Sprintf("%d + %d", g.Taken[taker], sc.TrickPoints[taker]-g.Taken[taker])
		if sc.BelotePoints[taker] > 0 {
			sum += fmt.Sprintf(" + %d", sc.BelotePoints[taker])
		}
		if !g.Makes() {
			sum = l.team(taker) + " " + sum
		}
		return fmt.Sprintf(l.pick("%s = %d : %s%s", "%s = %d: %s%s"), sum, sc.Counted, result, cite(engine.K3))
	}
	rule := engine.K4
	if sc.Result == engine.Litige {
		rule = engine.K7
	}
	all := ""
	if g.Belote != engine.NoTeam || sc.Announces.Winner != engine.NoTeam {
		all = l.pick(" (tout compris)", " (all included)")
	}
	return fmt.Sprintf(l.pick("%s %d contre %s %d%s : %s%s", "%s %d against %s %d%s: %s%s"),
		l.team(engine.NS), sc.Totals[engine.NS], l.team(engine.EW), sc.Totals[engine.EW], all, result, cite(rule))
}

// writeGoal writes the announcements heard, the goal and the belote of a goal puzzle.
func writeGoal(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
	var heard []string
	for _, s := range engine.Seats {
		if len(p.SeatDeclared[s]) > 0 {
			lists := make([]string, len(p.SeatDeclared[s]))
			for i, a := range p.SeatDeclared[s] {
				lists[i] = cards(a.Cards.Cards(), f)
			}
			heard = append(heard, s.String()+" = ["+strings.Join(lists, ", ")+"]")
		}
	}
	if len(heard) > 0 {
		fmt.Fprintf(b, "declared = { %s }\n", strings.Join(heard, ", "))
	}
	if p.Goal == nil {
		return
	}
	b.WriteString("goal = \"contract\"\n")
	if p.Goal.Belote != engine.NoTeam {
		fmt.Fprintf(b, "belote = %s\n", quote(p.Goal.Belote.String()))
	}
}
