package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

func init() {
	register(command{name: "selfplay", synopsis: "bots play whole games (T1–T7, K8); --json for re-checkable deals",
		usage:    []string{"[--json] [--variant V] [--games N] [--seed S] [--level L] [--ns L] [--ew L] [--samples N] [--fort-from N]"},
		examples: []string{"belote selfplay --variant marocaine --games 10 --ns fort --ew debutant", "belote selfplay --json --games 2 --seed 3"},
		flags:    selfplayFlagsDefine})
}

// selfplayOptions are the flags of `selfplay`.
type selfplayOptions struct {
	json    bool
	variant *engine.Variant
	vname   string // as given: a built-in name or a file path, which replay can load again
	games   int
	seed    uint64
	levels  [2]bot.Level // by team: NS, EW
	fort    bot.FortOptions
}

// selfplayFlags are the flags of `selfplay` as given; options checks them.
type selfplayFlags struct {
	o                      selfplayOptions
	variant, level, ns, ew string
	noFiles                bool // --no-variant-files
}

func defineSelfplay(fs *flag.FlagSet) *selfplayFlags {
	f := &selfplayFlags{}
	o := &f.o
	fs.BoolVar(&o.json, "json", false, "one JSON line per game (docs/cli.md)")
	fs.StringVar(&f.variant, "variant", "classique", variantUsage)
	fs.IntVar(&o.games, "games", 1, "number of games: `N`, 1 to 100000")
	fs.Uint64Var(&o.seed, "seed", 1, "`seed`: same seed, same games")
	fs.StringVar(&f.level, "level", "intermediaire", "bot `level` of all four players: debutant, intermediaire, fort")
	fs.StringVar(&f.ns, "ns", "", "bot `level` of North and South (overrides --level)")
	fs.StringVar(&f.ew, "ew", "", "bot `level` of East and West (overrides --level)")
	fs.IntVar(&o.fort.Samples, "samples", bot.DefaultSamples, "fort: hidden-hand samples per card played, 1 to 1000")
	fs.IntVar(&o.fort.FromCards, "fort-from", 0, "fort: sample only once the hand holds at most this many cards, 0 to 8 (0: always)")
	return f
}

func selfplayFlagsDefine(fs *flag.FlagSet) runner {
	f := defineSelfplay(fs)
	return func(env Env, _ []string) int {
		f.noFiles = env.NoVariantFiles
		o, err := f.options()
		if err != nil {
			return usageError(env, "belote selfplay", err.Error(), "belote help selfplay")
		}
		return runSelfplay(o, env)
	}
}

// options checks the flags; --level sets both teams, --ns and --ew one each.
func (f *selfplayFlags) options() (selfplayOptions, error) {
	o := f.o
	if o.games < 1 || o.games > 100000 {
		return o, fmt.Errorf("--games %d: give 1 to 100000", o.games)
	}
	if o.fort.Samples < 1 || o.fort.Samples > 1000 || o.fort.FromCards < 0 || o.fort.FromCards > 8 {
		return o, errors.New("--samples takes 1 to 1000, --fort-from 0 to 8")
	}
	var err error
	if o.variant, err = loadVariant(f.variant, f.noFiles); err != nil {
		return o, err
	}
	o.vname = f.variant
	for t, name := range []string{f.ns, f.ew} {
		if name == "" {
			name = f.level
		}
		if o.levels[t], err = bot.ParseLevel(name); err != nil {
			return o, err
		}
	}
	return o, nil
}

// players seats the bots of game g; each gets its own seed derived from the run's seed.
func (o *selfplayOptions) players(g int) [4]bot.Player {
	var p [4]bot.Player
	for _, s := range engine.Seats {
		seed := o.seed*1_000_003 + uint64(g)*4 + uint64(s)
		if l := o.levels[s.Team()]; l == bot.Fort {
			p[s] = bot.NewFort(seed, o.fort)
		} else {
			p[s] = bot.New(l, seed)
		}
	}
	return p
}

// selfplayDeal is one deal of a game line: the replay input fields (CLI.md `replay`), then the
// score fields. Retourne and Collected extend the contract.
type selfplayDeal struct {
	Dealer    string                `json:"dealer"`
	Retourne  string                `json:"retourne"`
	Trump     *string               `json:"trump"`
	Taker     *string               `json:"taker"`
	Hands     map[string][]string   `json:"hands"`
	Play      []string              `json:"play"`
	Declared  map[string][][]string `json:"declared"`
	Belote    bool                  `json:"belote"`
	Result    string                `json:"result"`
	NS        int                   `json:"NS"`
	EW        int                   `json:"EW"`
	Reserve   int                   `json:"reserve"`
	Collected *collectedAnswer      `json:"collected,omitempty"`
}

// collectedAnswer is a litige reserve that a deal's winner collected (K7).
type collectedAnswer struct {
	Team   string `json:"team"`
	Points int    `json:"points"`
}

// selfplayGame is one output line.
type selfplayGame struct {
	Game    int            `json:"game"`
	Variant string         `json:"variant"`
	Deals   []selfplayDeal `json:"deals"`
	Final   teamPoints     `json:"final"`
	Winner  string         `json:"winner"`
}

func newSelfplayDeal(v *engine.Variant, dr bot.DealRecord) selfplayDeal {
	d, f := dr.Deal, v.Face
	out := selfplayDeal{Dealer: d.Dealer.String(), Retourne: d.Retourne.Format(f), Hands: map[string][]string{},
		Play: []string{}, Declared: map[string][][]string{}, Result: dr.Score.Result.String(),
		NS: dr.Score.Points[engine.NS], EW: dr.Score.Points[engine.EW], Reserve: dr.Score.Reserve}
	hands := d.Hands // a passed deal: the five cards each was dealt (T3)
	if d.Phase == engine.Finished {
		in := d.Record()
		hands = in.Hands
		trump, taker := in.Trump.Format(f), in.Taker.String()
		out.Trump, out.Taker, out.Belote = &trump, &taker, in.Belote
		out.Play = cardStrings(in.Play, f)
		for s, decl := range in.Declared {
			for _, a := range decl {
				key := engine.Seat(s).String()
				out.Declared[key] = append(out.Declared[key], cardStrings(a.Cards.Cards(), f))
			}
		}
	}
	for _, s := range engine.Seats {
		out.Hands[s.String()] = cardStrings(hands[s].Cards(), f)
	}
	if dr.Collected.Team != engine.NoTeam {
		out.Collected = &collectedAnswer{Team: dr.Collected.Team.String(), Points: dr.Collected.Points}
	}
	return out
}

func newSelfplayGame(n int, vname string, v *engine.Variant, rec bot.GameRecord) selfplayGame {
	g := selfplayGame{Game: n, Variant: vname, Final: newTeamPoints(rec.Final), Winner: rec.Winner.String()}
	for _, dr := range rec.Deals {
		g.Deals = append(g.Deals, newSelfplayDeal(v, dr))
	}
	return g
}

// tally sums what the human mode reports at the end: wins, and points per deal played.
type tally struct {
	wins   [2]int
	points [2]int
	deals  int
}

func (t *tally) add(rec bot.GameRecord) {
	t.wins[rec.Winner]++
	for _, dr := range rec.Deals {
		if dr.Score.Result == engine.Passed {
			continue
		}
		t.deals++
		for team := range 2 {
			t.points[team] += dr.Score.Points[team]
			if dr.Collected.Team == engine.Team(team) {
				t.points[team] += dr.Collected.Points
			}
		}
	}
}

func (t *tally) String() string {
	games := t.wins[0] + t.wins[1]
	per := func(team int) float64 { return float64(t.points[team]) / float64(max(t.deals, 1)) }
	return fmt.Sprintf("%d games: NS won %d (%.1f%%), EW won %d; points per deal played: NS %.1f, EW %.1f (%d deals)",
		games, t.wins[0], 100*float64(t.wins[0])/float64(max(games, 1)), t.wins[1], per(0), per(1), t.deals)
}

// summaryLine is the human mode's line for one game.
func summaryLine(n int, rec bot.GameRecord) string {
	var passed, litiges int
	for _, dr := range rec.Deals {
		switch dr.Score.Result {
		case engine.Passed:
			passed++
		case engine.Litige:
			litiges++
		}
	}
	return fmt.Sprintf("game %d: %s wins, NS %d – EW %d, %d deals (%d passed, %d litiges)",
		n, rec.Winner, rec.Final[engine.NS], rec.Final[engine.EW], len(rec.Deals), passed, litiges)
}

func runSelfplay(o selfplayOptions, env Env) int {
	rng := rand.New(rand.NewPCG(o.seed, 0x5e1f))
	enc := json.NewEncoder(env.Stdout)
	var t tally
	for g := 1; g <= o.games; g++ {
		rec, err := bot.PlayGame(o.variant, o.players(g), rng, bot.CheckInvariants)
		if err != nil {
			// A bot or the engine broke a rule: a bug, reported with the game.
			fmt.Fprintf(env.Stderr, "belote selfplay: game %d: %v\n", g, err)
			return 1
		}
		if o.json {
			if err := enc.Encode(newSelfplayGame(g, o.vname, o.variant, rec)); err != nil {
				fmt.Fprintf(env.Stderr, "belote selfplay: %v\n", err)
				return 1
			}
			continue
		}
		t.add(rec)
		fmt.Fprintln(env.Stdout, summaryLine(g, rec))
	}
	if !o.json {
		fmt.Fprintf(env.Stdout, "%s (NS %s, EW %s)\n", strings.TrimSpace(t.String()), o.levels[0], o.levels[1])
	}
	return 0
}
