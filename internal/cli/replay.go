package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/store/fsread"
)

func init() {
	register(command{name: "replay", synopsis: "check and score a whole played deal (RULES §3, §6)",
		usage:    []string{"[--file DEAL.json] [--explain] [--lang fr|en]", "--json < deals.jsonl"},
		examples: []string{"belote replay --file deal.json --explain --lang fr", "belote replay --json < deals.jsonl"},
		jsonLine: replaySample,
		flags:    replayFlags})
}

// replayRequest is the input of `replay --json` (CLI.md).
type replayRequest struct {
	Variant  string                `json:"variant"`
	Dealer   string                `json:"dealer"`
	Trump    string                `json:"trump"`
	Taker    string                `json:"taker"`
	Hands    map[string][]string   `json:"hands"`
	Play     []string              `json:"play"`
	Declared map[string][][]string `json:"declared"`
	Belote   *bool                 `json:"belote"`
}

type trickAnswer struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
	Winner string   `json:"winner"`
	Points int      `json:"points"`
}

// replayAnswer is the output of `replay --json`: the score fields plus the tricks.
type replayAnswer struct {
	scoreAnswer
	Tricks []trickAnswer `json:"tricks"`
	Capot  *string       `json:"capot"`
	Belote *string       `json:"belote"`
}

// replayError is an illegal play, with the fields CLI.md adds to the error object.
type replayError struct {
	msg  string
	re   *engine.ReplayError
	face engine.Face
}

func (e *replayError) Error() string { return e.msg }

func (e *replayError) Fields() map[string]any {
	var rule any
	if e.re.Rule != engine.NoRule {
		rule = e.re.Rule.String()
	}
	return map[string]any{"trick": e.re.Trick, "seat": e.re.Seat.String(), "card": e.re.Card.Format(e.face), "rule": rule}
}

// input checks the request and turns it into the engine's ReplayInput.
func (r *replayRequest) input(vc variantCache) (*engine.Variant, engine.ReplayInput, error) {
	var in engine.ReplayInput
	v, err := vc.get(r.Variant)
	if err != nil {
		return nil, in, err
	}
	if in.Dealer, err = engine.ParseSeat(r.Dealer); err != nil {
		return nil, in, fmt.Errorf("field \"dealer\": %v", err)
	}
	if in.Taker, err = engine.ParseSeat(r.Taker); err != nil {
		return nil, in, fmt.Errorf("field \"taker\": %v", err)
	}
	if in.Trump, err = parseTrump("trump", r.Trump, true); err != nil {
		return nil, in, err
	}
	for key, toks := range r.Hands {
		seat, err := engine.ParseSeat(key)
		if err != nil {
			return nil, in, fmt.Errorf("field \"hands\": %v", err)
		}
		cards, err := parseCardList("hands."+key, toks)
		if err != nil {
			return nil, in, err
		}
		if in.Hands[seat] = engine.SetOf(cards...); in.Hands[seat].Len() != len(cards) {
			return nil, in, fmt.Errorf("hands.%s: a card appears twice", key)
		}
	}
	if in.Play, err = parseCardList("play", r.Play); err != nil {
		return nil, in, err
	}
	for key, lists := range r.Declared {
		seat, err := engine.ParseSeat(key)
		if err != nil {
			return nil, in, fmt.Errorf("field \"declared\": %v", err)
		}
		if in.Declared[seat], err = parseAnnounceLists("declared."+key, lists); err != nil {
			return nil, in, err
		}
	}
	in.Belote = r.Belote == nil || *r.Belote
	return v, in, nil
}

func replay(vc variantCache, r *replayRequest) (*engine.Variant, *engine.Deal, engine.Score, error) {
	v, in, err := r.input(vc)
	if err != nil {
		return nil, nil, engine.Score{}, err
	}
	d, s, err := engine.Replay(v, in)
	var re *engine.ReplayError
	if errors.As(err, &re) {
		msg := fmt.Sprintf("trick %d: %s may not play %s", re.Trick, re.Seat, re.Card.Format(v.Face))
		var pe *engine.PlayError
		if errors.As(err, &pe) {
			msg += fmt.Sprintf(": %s (%s)", playReason(pe, v, in.Trump, re.Led), pe.Rule)
		} else if re.Rule == engine.NoRule { // the only play a replay refuses without a rule
			msg += fmt.Sprintf(": %s does not hold %s", re.Seat, re.Card.Format(v.Face))
		} else {
			msg += ": " + re.Err.Error()
		}
		return nil, nil, s, &replayError{msg: msg, re: re, face: v.Face}
	}
	return v, d, s, err
}

// playReason says briefly what a refused card broke, for error messages meant for tools, in the
// form of CLI.md's example ("must follow suit ♠").
func playReason(pe *engine.PlayError, v *engine.Variant, trump engine.Suit, led engine.Suit) string {
	suit := func(s engine.Suit) string {
		if v.Face == engine.Spanish {
			return s.Format(engine.Spanish)
		}
		return s.Symbol()
	}
	switch pe.Rule {
	case engine.P1:
		return "must follow suit " + suit(led)
	case engine.P2, engine.P5:
		return "must overtrump " + suit(trump)
	case engine.P3, engine.P6, engine.P7:
		return "must play a trump " + suit(trump)
	}
	return "may play only " + pe.Legal.Format(v.Face)
}

func newReplayAnswer(v *engine.Variant, d *engine.Deal, s engine.Score) replayAnswer {
	a := replayAnswer{scoreAnswer: newScoreAnswer(s)}
	for i := range d.Tricks {
		t := &d.Tricks[i]
		a.Tricks = append(a.Tricks, trickAnswer{Leader: t.Leader.String(), Cards: cardStrings(t.Played(), v.Face), Winner: t.Winner.String(), Points: t.Points})
	}
	f, _ := d.Facts()
	a.Capot, a.Belote = teamOrNull(f.Capot), teamOrNull(f.Belote)
	return a
}

func teamOrNull(t engine.Team) *string {
	if t == engine.NoTeam {
		return nil
	}
	s := t.String()
	return &s
}

func replayLine(vc variantCache) lineHandler {
	return func(line []byte) (any, error) {
		var req replayRequest
		if err := decodeLine(line, &req); err != nil {
			return nil, err
		}
		v, d, s, err := replay(vc, &req)
		if err != nil {
			return nil, err
		}
		return newReplayAnswer(v, d, s), nil
	}
}

func replayFlags(fs *flag.FlagSet) runner {
	asJSON := fs.Bool("json", false, jsonUsage)
	file := fs.String("file", "", "a `file` holding one deal in the JSON input form (default: standard input)")
	eo := addExplainFlags(fs)
	return func(env Env, _ []string) int { return runReplay(*asJSON, *file, eo, env) }
}

func runReplay(asJSON bool, file string, eo *explainOptions, env Env) int {
	lang, err := eo.language(env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote replay: %v\n", err)
		return 2
	}
	if asJSON {
		return serveLines(env.Stdin, env.Stdout, replayLine(env.variants()))
	}
	data, err := readInput(file, env.Stdin)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote replay: %v\n", err)
		return 1
	}
	var req replayRequest
	if err := decodeLine(data, &req); err != nil {
		fmt.Fprintf(env.Stderr, "belote replay: %v\n", err)
		return 1
	}
	v, d, s, err := replay(env.variants(), &req)
	if err != nil {
		fmt.Fprintf(env.Stderr, "belote replay: %v\n", err)
		return 1
	}
	printTricks(env.Stdout, lang, v, d)
	printScore(env.Stdout, lang, v, s)
	if f, err := d.Facts(); err == nil {
		eo.print(env.Stdout, lang, v, f, s)
	}
	return 0
}

func readInput(file string, stdin io.Reader) ([]byte, error) {
	if file == "" {
		return fsread.ReadAll("standard input", stdin, fsread.InputCap)
	}
	return fsread.ReadFile(file, fsread.InputCap)
}

// printTricks lists the tricks of a deal with suit symbols.
func printTricks(w io.Writer, l explain.Lang, v *engine.Variant, d *engine.Deal) {
	for i := range d.Tricks {
		t := &d.Tricks[i]
		fmt.Fprint(w, say(l, "table.trick", "n", i+1))
		for j, c := range t.Played() {
			fmt.Fprintf(w, "%s:%-4s ", t.Seats[j], c.Symbol(v.Face))
		}
		fmt.Fprintln(w, say(l, "table.won", "seat", t.Winner, "points", t.Points))
	}
}

// replaySample is a whole deal (each seat holds one suit; East ruffs the first spade, then leads
// every trump): the example of `replay --help` and of the co-process test.
const replaySample = `{"variant":"classique","dealer":"W","trump":"H","taker":"N",` +
	`"hands":{"N":["7S","8S","9S","10S","JS","QS","KS","AS"],"E":["7H","8H","9H","10H","JH","QH","KH","AH"],` +
	`"S":["7D","8D","9D","10D","JD","QD","KD","AD"],"W":["7C","8C","9C","10C","JC","QC","KC","AC"]},` +
	`"play":["7S","7H","7D","7C","8H","8D","8C","8S","9H","9D","9C","9S","10H","10D","10C","10S","JH","JD","JC","JS",` +
	`"QH","QD","QC","QS","KH","KD","KC","KS","AH","AD","AC","AS"]}`
