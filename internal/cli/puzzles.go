package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	register(command{name: "puzzles", synopsis: "list or export (--json) the puzzles with the engine's answers",
		usage:    []string{"[--json [--rendered]] [--kind KIND] [--theme RULE] [--content DIR]… [--lang fr|en]"},
		examples: []string{"belote puzzles --kind best --lang fr", "belote puzzles --json --theme P5 --content ~/my-puzzles", "belote puzzles --json --rendered --kind best"},
		flags:    puzzlesFlags})
}

// dirList is a repeatable folder flag.
type dirList []string

func (d *dirList) String() string     { return strings.Join(*d, ",") }
func (d *dirList) Set(s string) error { *d = append(*d, s); return nil }

// puzzlesFlags are the flags of `belote puzzles`.
type puzzlesOptions struct {
	asJSON, rendered  bool
	kind, lang, theme string
	dirs              dirList
}

func puzzlesFlags(fs *flag.FlagSet) runner {
	o := &puzzlesOptions{}
	fs.BoolVar(&o.asJSON, "json", false, "one JSON line per puzzle, in the gen line format (docs/cli.md)")
	fs.BoolVar(&o.rendered, "rendered", false, "with --json: prompt and point as the learner reads them, placeholders resolved")
	fs.StringVar(&o.kind, "kind", "", "only this `kind`: legal, winner, count, announce, score, best, bid")
	fs.StringVar(&o.lang, "lang", "", "language of the human listing: `fr|en` (default: the global --lang, then the locale)")
	fs.StringVar(&o.theme, "theme", "", "only puzzles that practise this RULES.md id, e.g. P5: `RULE`")
	fs.Var(&o.dirs, "content", "also load the content of this `folder` (repeatable)")
	return func(env Env, _ []string) int { return runPuzzles(o, env) }
}

func runPuzzles(o *puzzlesOptions, env Env) int {
	asJSON, kindName, langFlag, themeName, dirs := &o.asJSON, &o.kind, &o.lang, &o.theme, o.dirs
	lang, err := chooseLang(*langFlag, env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote puzzles: %v\n", err)
		return 2
	}
	if o.rendered && !o.asJSON {
		return usageError(env, "belote puzzles", "--rendered goes with --json", "belote help puzzles")
	}
	var kind *puzzles.Kind
	if *kindName != "" {
		k, err := puzzles.ParseKind(*kindName)
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote puzzles: %v\n", err)
			return 2
		}
		kind = &k
	}
	lib, status, ok := loadContent(env, "belote puzzles", dirs)
	if !ok {
		return status
	}
	theme := engine.NoRule
	if *themeName != "" {
		r, err := engine.ParseRule(*themeName)
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote puzzles: --theme: %v\n", err)
			return 2
		}
		theme = r
	}
	var list []*puzzles.Puzzle
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		if (kind == nil || p.Kind == *kind) && (theme == engine.NoRule || slices.Contains(p.Themes, theme)) {
			list = append(list, p)
		}
	}
	if *asJSON {
		return max(status, exportPuzzles(env, list, o.rendered))
	}

	listPuzzles(env, list, lang)
	return status
}

// loadContent loads the built-in content and the --content folders for command who. Problems go
// to stderr, so that stdout stays one item a line, and make status 1; ok is false when a folder is
// missing (nothing is loaded).
func loadContent(env Env, who string, dirs []string) (lib *content.Library, status int, ok bool) {
	for _, d := range dirs {
		if !pathExists(d) {
			fmt.Fprintf(env.Stderr, "%s: --content %s: no such folder\n", who, d)
			return nil, 1, false
		}
	}
	lib, probs := content.LoadAll(dirs...)
	for _, p := range probs {
		fmt.Fprintf(env.Stderr, "%s: %s\n", who, p)
	}
	if len(probs) > 0 {
		status = 1
	}
	return lib, status, true
}

func pathExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// exportPuzzles writes one line per puzzle; it stops when the output fails.
func exportPuzzles(env Env, list []*puzzles.Puzzle, rendered bool) int {
	status := 0
	for _, p := range list {
		failed, err := writePuzzleLine(env.Stdout, p, rendered)
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote puzzles: %v\n", err)
			return 1
		}
		if failed {
			status = 1
		}
	}
	return status
}

// writePuzzleLine writes a puzzle's line in one write; a puzzle that the engine cannot answer
// gets {"id", "error"} (failed). err is a write error: the reader is gone.
func writePuzzleLine(w io.Writer, p *puzzles.Puzzle, rendered bool) (failed bool, err error) {
	line, perr := puzzleLine(p, rendered)
	if perr != nil {
		failed, line = true, map[string]any{"id": p.ID, "error": perr.Error()}
	}
	data, err := json.Marshal(line)
	if err != nil {
		return true, err
	}
	_, err = w.Write(append(data, '\n'))
	return failed, err
}

// listPuzzles prints the puzzles by kind, with variant, difficulty, themes and prompt.
func listPuzzles(env Env, list []*puzzles.Puzzle, lang explain.Lang) {
	for _, k := range puzzles.Kinds() {
		var rows []*puzzles.Puzzle
		for _, p := range list {
			if p.Kind == k {
				rows = append(rows, p)
			}
		}
		if len(rows) == 0 {
			continue
		}
		fmt.Fprintf(env.Stdout, "%s (%d)\n", k, len(rows))
		for _, p := range rows {
			themes := make([]string, len(p.Themes))
			for i, t := range p.Themes {
				themes[i] = t.String()
			}
			fmt.Fprintf(env.Stdout, "  %-28s %-10s %s %-8s %s\n", p.ID, p.Variant.Name,
				strings.Repeat("★", p.Difficulty)+strings.Repeat("☆", 5-p.Difficulty),
				strings.Join(themes, ","), explain.NewNamer(lang, p.Variant).Text(p.Prompt))
		}
	}
}

// puzzleLine is a puzzle in the `gen` line format of CLI.md with the engine's answer. Cards, trump
// and answers use the variant's face; rendered resolves the placeholders of prompt and point.
func puzzleLine(p *puzzles.Puzzle, rendered bool) (map[string]any, error) {
	a, err := puzzles.Answer(p)
	if err != nil {
		return nil, err
	}
	f := p.Face()
	themes := make([]string, len(p.Themes))
	for i, t := range p.Themes {
		themes[i] = t.String()
	}
	line := map[string]any{"id": p.ID, "kind": p.Kind.String(), "variant": p.Variant.Name,
		"trump": p.Trump.Format(f), "theme": themes, "difficulty": p.Difficulty, "source": p.Source}
	if p.Kind == puzzles.KindBid {
		delete(line, "trump") // the bidding decides it; the answer names the suit evaluated
	}
	// CLI.md: prompt and point when the puzzle has them, as written (placeholders unrendered), or
	// as the learner reads them with --rendered.
	for key, t := range map[string]explain.Text{"prompt": p.Prompt, "point": p.Point} {
		if t != (explain.Text{}) {
			line[key] = textLine(t, p.Variant, rendered)
		}
	}
	fill := kindLines[p.Kind]
	fill(line, p, a, f)
	return line, nil
}

var kindLines = map[puzzles.Kind]func(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face){
	puzzles.KindLegal: func(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
		line["hand"], line["trick"], line["leader"] = cardStrings(p.Hand, f), cardStrings(p.Trick, f), p.Leader.String()
		line["answer"] = map[string]any{"legal": inHandOrder(p.Hand, a.Legal, f), "rule": a.Rule.String()}
	},
	puzzles.KindWinner: func(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
		line["trick"] = cardStrings(p.Trick, f)
		ans := map[string]any{"winner_index": a.Winner}
		if p.Leader != engine.NoSeat {
			line["leader"], ans["winner_seat"] = p.Leader.String(), a.WinnerSeat.String()
		}
		line["answer"] = ans
	},
	puzzles.KindCount: func(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
		line["cards"], line["last_trick"] = cardStrings(p.Cards, f), p.LastTrick
		line["answer"] = map[string]any{"points": a.Points}
	},
	puzzles.KindAnnounce: announcePuzzleLine,
	puzzles.KindScore:    scorePuzzleLine,
	puzzles.KindBest: func(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
		if p.View == puzzles.ViewSeat {
			seatPuzzleLine(line, p, a, f)
			return
		}
		hands := map[string][]string{}
		for _, s := range engine.Seats {
			hands[s.String()] = cardStrings(p.Hands[s], f)
		}
		line["hands"] = hands
		line["trick"] = map[string]any{"leader": p.Leader.String(), "cards": cardStrings(p.Trick, f)}
		values := map[string]int{}
		for c, v := range a.Values {
			values[c.Format(f)] = v
		}
		line["answer"] = map[string]any{"best": inHandOrder(p.Hands[engine.South], a.Best, f), "values": values}
		bestLines(line, p, f)
	},
	puzzles.KindBid: bidPuzzleLine,
}

// seatPuzzleLine writes a hidden-hand best puzzle as CLI.md says: the `evaluate` input fields
// (seat, hand, history, trick, known) instead of hands, the `evaluate` output as its answer, its
// motif and tempting card, no lines. Extensions: `view`, `taker` (when the file names it) and
// `fail`, the typical layout where the tempting card does worse (puzzles.Solution.Fail).
func seatPuzzleLine(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
	pos := p.Seen
	history := make([]trickField, len(pos.History))
	for i, t := range pos.History {
		history[i] = trickField{Leader: t.Leader.String(), Cards: cardStrings(t.Cards, f)}
	}
	known := map[string][]string{}
	for _, s := range engine.Seats {
		if pos.Known[s] != 0 {
			known[s.String()] = cardStrings(pos.Known[s].Cards(), f)
		}
	}
	line["view"], line["seat"], line["hand"] = p.View.String(), pos.Seat.String(), cardStrings(p.Hand, f)
	line["history"], line["known"] = history, known
	line["trick"] = trickField{Leader: pos.Trick.Leader.String(), Cards: cardStrings(pos.Trick.Cards, f)}
	if p.TakerSeat != engine.NoSeat {
		line["taker"] = p.TakerSeat.String()
	}
	if p.Motif != puzzles.NoMotif {
		line["motif"] = p.Motif.String()
	}
	if t := puzzles.Tempting(p); t != engine.NoCard {
		line["tempting"] = t.Format(f)
	}
	if a.Fail != [4]engine.Set{} {
		fail := map[string][]string{}
		for _, s := range engine.Seats {
			fail[s.String()] = cardStrings(a.Fail[s].Cards(), f)
		}
		line["fail"] = fail
	}
	line["answer"] = newEvaluateAnswer(a.Eval, p.Hand, f)
	goalLine(line, p, a, f)
}

// bidPuzzleLine writes a bid puzzle as CLI.md's `bid` line: South's five cards, the retourne,
// the earlier bids (all passes) and the simulation's answer; `margin` (the half-width of the 95 %
// interval of ev.take − ev.pass) is an optional extension.
func bidPuzzleLine(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
	bids := []string{}
	for range p.BidPosition().Bids() {
		bids = append(bids, "pass")
	}
	line["dealer"], line["seat"], line["round"] = p.Dealer.String(), engine.South.String(), p.Round
	line["hand"], line["retourne"], line["bids"] = cardStrings(p.Hand, f), p.Retourne.Format(f), bids
	b := a.Bid
	line["answer"] = map[string]any{"take": b.Take, "trump": b.Trump.Format(f), "make_rate": b.MakeRate,
		"ev": map[string]float64{"take": b.EVTake, "pass": b.EVPass}, "samples": b.Samples, "margin": b.Margin}
}

// bestLines adds a best puzzle's motif, tempting card and the solver's two lines (CLI.md, `gen`):
// the tempting card is the one the file names, else the nearest miss; a puzzle where every legal
// card is best has neither.
func bestLines(line map[string]any, p *puzzles.Puzzle, f engine.Face) {
	cmp, err := puzzles.Compare(context.Background(), p)
	if err != nil {
		return
	}
	if p.Motif != puzzles.NoMotif {
		line["motif"] = p.Motif.String()
	}
	line["tempting"] = cmp.Tempting.Card.Format(f)
	line["lines"] = map[string][]lineTrick{
		cmp.Best.Card.Format(f):     lineJSON(cmp.Best.Line, f),
		cmp.Tempting.Card.Format(f): lineJSON(cmp.Tempting.Line, f),
	}
}

// lineTrick is one trick of a line as CLI.md writes it.
type lineTrick struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
	Winner string   `json:"winner"`
	Points int      `json:"points"`
}

func lineJSON(line []puzzles.LineTrick, f engine.Face) []lineTrick {
	out := make([]lineTrick, len(line))
	for i, t := range line {
		out[i] = lineTrick{Leader: t.Leader.String(), Cards: cardStrings(t.Cards, f), Winner: t.Winner.String(), Points: t.Points}
	}
	return out
}

// announceList prints announcements as `announces` does (CLI.md): a run's cards in sequence order,
// a carré's in suit order, which is the order of engine.Set.Cards.
func announceList(as []engine.Announcement, f engine.Face) []announceAnswer {
	out := make([]announceAnswer, len(as))
	for i, a := range as {
		out[i] = announceAnswer{Kind: a.Kind.String(), Cards: cardStrings(a.Cards.Cards(), f), Points: a.Points()}
	}
	return out
}

// declaredJSON prints each team's announcements as lists of cards.
func declaredJSON(d [2][]engine.Announcement, f engine.Face) map[string][][]string {
	out := map[string][][]string{"NS": {}, "EW": {}}
	for _, t := range []engine.Team{engine.NS, engine.EW} {
		for _, a := range d[t] {
			out[t.String()] = append(out[t.String()], cardStrings(a.Cards.Cards(), f))
		}
	}
	return out
}

func announcePuzzleLine(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
	if p.DeclaredForm {
		line["declared"] = declaredJSON(p.Declared, f)
		line["answer"] = map[string]any{"winner": teamOrNull(a.Announce.Winner), "points": a.Points,
			"announce_points": newTeamPoints(a.Announce.Points)}
		return
	}
	line["hand"] = cardStrings(p.Hand, f)
	line["answer"] = announcesAnswer{Best: announceList(a.Declaration, f), Total: a.Points, Belote: a.Belote}
}

func scorePuzzleLine(line map[string]any, p *puzzles.Puzzle, a puzzles.Solution, f engine.Face) {
	s := a.Score
	line["taker"], line["points"] = p.Taker.String(), newTeamPoints(p.Points)
	line["belote"], line["capot"] = teamOrNull(p.Belote), teamOrNull(p.Capot)
	line["announces"] = declaredJSON(p.Announces, f)
	line["answer"] = newScoreAnswer(s)
}
