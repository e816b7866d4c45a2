package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

func init() {
	register(command{name: "solve", synopsis: "open-card values of each legal card, and the best line (perfect play)",
		usage: []string{"--trump T --leader SEAT [--north CARDS] [--east CARDS] [--south CARDS] [--west CARDS] [--trick CARDS] [--variant V] [--timeout D]",
			"--json [--timeout D] < positions.jsonl"},
		examples: []string{`belote solve --trump H --leader N --north "7H AS" --east "KS 8D" --south "8H QS" --west "AD 9C"`},
		jsonLine: `{"variant":"classique","trump":"H","hands":{"N":["7H","AS"],"E":["KS","8D"],"S":["8H","QS"],"W":["AD","9C"]},"trick":{"leader":"N","cards":[]}}`,
		flags:    solveFlagsDefine})
}

// solveRequest is one `solve` input line (CLI.md). Line is an optional extension: when true, the
// answer also gives a principal line.
type solveRequest struct {
	Variant string              `json:"variant"`
	Trump   string              `json:"trump"`
	Hands   map[string][]string `json:"hands"`
	Trick   struct {
		Leader string   `json:"leader"`
		Cards  []string `json:"cards"`
	} `json:"trick"`
	Line bool `json:"line"`
}

// solveAnswer is the `solve` output (CLI.md), with the optional principal line.
type solveAnswer struct {
	ToMove string         `json:"to_move"`
	Values map[string]int `json:"values"`
	Best   []string       `json:"best"`
	Line   []string       `json:"line,omitempty"`
}

// solveLimits bound the work of one line: maxHand cards per hand (8 for the command; the fuzz
// test uses less so that no input runs long), and an optional time limit (0: none).
type solveLimits struct {
	maxHand int
	timeout time.Duration
}

// solveProblem is a checked request: the position and the mover's hand in the order given, which
// orders `best` (CLI.md).
type solveProblem struct {
	pos  solve.Position
	hand []engine.Card
}

// parse checks the request: a variant, a trump, the four hands and the trick, then the position
// itself (solve.Position.Validate: no card twice, hand sizes that fit the trick, a legal trick).
func (r *solveRequest) parse(vc variantCache, maxHand int) (*solveProblem, error) {
	v, err := vc.get(r.Variant)
	if err != nil {
		return nil, err
	}
	trump, err := parseTrump("trump", r.Trump, true)
	if err != nil {
		return nil, err
	}
	if r.Trick.Leader == "" {
		return nil, errors.New(`field "trick.leader": missing (N E S W: who led the current trick, or who leads it when "cards" is empty)`)
	}
	leader, err := engine.ParseSeat(r.Trick.Leader)
	if err != nil {
		return nil, fmt.Errorf(`field "trick.leader": %v`, err)
	}
	p := solve.Position{Variant: v, Trump: trump, Leader: leader}
	var lists []namedCards
	var byseat [4][]engine.Card
	for _, key := range slices.Sorted(maps.Keys(r.Hands)) {
		tokens := r.Hands[key]
		seat, err := engine.ParseSeat(key)
		if err != nil {
			return nil, fmt.Errorf(`field "hands": %v`, err)
		}
		if len(tokens) > maxHand {
			return nil, fmt.Errorf(`field "hands.%s": %d cards, at most %d`, key, len(tokens), maxHand)
		}
		cards, err := parseCardList("hands."+key, tokens)
		if err != nil {
			return nil, err
		}
		if set := engine.SetOf(cards...); set.Len() < len(cards) {
			return nil, fmt.Errorf(`field "hands.%s": a card appears twice`, key)
		}
		lists, byseat[seat] = append(lists, namedCards{"hands." + key, cards}), cards
		p.Hands[seat] = engine.SetOf(cards...)
	}
	if len(r.Trick.Cards) > 3 {
		return nil, fmt.Errorf(`field "trick.cards": %d cards, a trick in progress holds 0 to 3`, len(r.Trick.Cards))
	}
	if p.Trick, err = parseCardList("trick.cards", r.Trick.Cards); err != nil {
		return nil, err
	}
	if engine.SetOf(p.Trick...).Len() < len(p.Trick) {
		return nil, errors.New(`field "trick.cards": a card appears twice`)
	}
	if err := distinct(append(lists, namedCards{"trick.cards", p.Trick})...); err != nil {
		return nil, err
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &solveProblem{pos: p, hand: byseat[p.ToMove()]}, nil
}

// answer solves the problem: values, best cards in hand order, and the line when asked.
func (sp *solveProblem) answer(ctx context.Context, sv *solve.Solver, withLine bool) (*solveAnswer, error) {
	vals, err := sv.Values(ctx, sp.pos)
	if err != nil {
		return nil, err
	}
	face := sp.pos.Variant.Face
	out := &solveAnswer{ToMove: sp.pos.ToMove().String(), Values: map[string]int{}}
	for _, cv := range vals {
		out.Values[cv.Card.Format(face)] = cv.Value
	}
	out.Best = inHandOrder(sp.hand, solve.Best(vals), face)
	if withLine {
		line, err := sv.Line(ctx, sp.pos)
		if err != nil {
			return nil, err
		}
		out.Line = cardStrings(line, face)
	}
	return out, nil
}

func solveLine(vc variantCache, lim solveLimits) lineHandler {
	sv := solve.NewSolver()
	return func(line []byte) (any, error) {
		var req solveRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		sp, err := req.parse(vc, lim.maxHand)
		if err != nil {
			return nil, err
		}
		ctx, cancel := limitContext(lim.timeout)
		defer cancel()
		return sp.answer(ctx, sv, req.Line)
	}
}

func limitContext(d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return context.WithCancel(context.Background())
	}
	return context.WithTimeout(context.Background(), d)
}

// solveFlags are the human-mode flags of `belote solve`.
type solveFlags struct {
	req     solveRequest
	hands   [4]string
	trick   string
	json    bool
	timeout time.Duration
}

func solveFlagsDefine(fs *flag.FlagSet) runner {
	f := &solveFlags{}
	fs.StringVar(&f.req.Variant, "variant", "classique", variantUsage)
	fs.StringVar(&f.req.Trump, "trump", "", "trump `suit`: S H D C (♠♥♦♣) or e c o b")
	for _, s := range engine.Seats {
		fs.StringVar(&f.hands[s], seatFlag[s], "", fmt.Sprintf("the `cards` %s still holds, e.g. \"7H AS 10D\"", s))
	}
	fs.StringVar(&f.req.Trick.Leader, "leader", "", "who led the current trick (or leads it, when --trick is empty): `N|E|S|W`")
	fs.StringVar(&f.trick, "trick", "", "`cards` already played to the current trick, in order, e.g. \"AS 7H\"")
	fs.BoolVar(&f.json, "json", false, jsonUsage)
	fs.DurationVar(&f.timeout, "timeout", 0, "give up on a position after this long, e.g. 10s (0: never)")
	return func(env Env, _ []string) int { return runSolve(f, env) }
}

func runSolve(f *solveFlags, env Env) int {
	lim := solveLimits{maxHand: 8, timeout: f.timeout}
	if f.json {
		return serveLines(env.Stdin, env.Stdout, solveLine(env.variants(), lim))
	}
	if f.req.Trick.Leader == "" {
		fmt.Fprintln(env.Stderr, "belote solve: --leader: missing (N E S W: who led the current trick, or leads it when --trick is empty)")
		return 2
	}
	f.req.Hands = map[string][]string{}
	for _, s := range engine.Seats {
		f.req.Hands[s.String()] = strings.Fields(strings.ReplaceAll(f.hands[s], ",", " "))
	}
	f.req.Trick.Cards = strings.Fields(strings.ReplaceAll(f.trick, ",", " "))
	sp, err := f.req.parse(env.variants(), lim.maxHand)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote solve: %v\n", err)
		return 1
	}
	ctx, cancel := limitContext(lim.timeout)
	defer cancel()
	ans, err := sp.answer(ctx, solve.NewSolver(), true)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote solve: %v\n", err)
		return 1
	}
	printSolve(env.Stdout, sp, ans)
	return 0
}

var seatFlag = [4]string{"north", "east", "south", "west"}

// printSolve shows the values and the principal line trick by trick, French first, then English.
func printSolve(w io.Writer, sp *solveProblem, ans *solveAnswer) {
	p := sp.pos
	face := p.Variant.Face
	fmt.Fprintf(w, "À jouer / to play: %s — atout / trump %s — points en jeu / points at stake: %d\n",
		ans.ToMove, trumpName(p.Trump, face), p.Total())
	best := map[string]bool{}
	for _, b := range ans.Best {
		best[b] = true
	}
	for _, c := range sp.hand {
		name := c.Format(face)
		v, ok := ans.Values[name]
		if !ok {
			continue
		}
		mark := ""
		if best[name] {
			mark = "  ← meilleure / best"
		}
		fmt.Fprintf(w, "  %-4s %3d%s\n", c.Symbol(face), v, mark)
	}
	fmt.Fprintln(w, "Ligne parfaite / perfect line:")
	printLine(w, p, ans.Line)
}

func trumpName(s engine.Suit, f engine.Face) string {
	if f == engine.Spanish {
		return s.Format(f)
	}
	return s.Symbol()
}

// printLine replays the line from the position, one trick a line, with its winner and points
// (W1; the dix de der on the last trick, K1).
func printLine(w io.Writer, p solve.Position, line []string) {
	face := p.Variant.Face
	trickNo := 9 - p.Hands[p.ToMove()].Len()
	var b strings.Builder
	played := append([]engine.Card{}, p.Trick...)
	seat := p.Leader
	for _, c := range p.Trick {
		fmt.Fprintf(&b, " %s:%s", seat, c.Symbol(face))
		seat = p.Variant.Direction.Next(seat)
	}
	for _, tok := range line {
		c, _, err := engine.ParseCard(tok)
		if err != nil {
			return // the line comes from the solver: it always parses
		}
		fmt.Fprintf(&b, " %s:%s", p.ToMove(), c.Symbol(face))
		played = append(played, c)
		p = p.Play(c)
		if len(played) < 4 {
			continue
		}
		pts := engine.WonPoints(engine.SetOf(played...), p.Trump, p.Hands[p.Leader].Empty()) // C3, K1
		fmt.Fprintf(w, "  pli / trick %d:%s → %s (%s) %d\n", trickNo, b.String(), p.Leader, p.Leader.Team(), pts)
		b.Reset()
		played = played[:0]
		trickNo++
	}
}
