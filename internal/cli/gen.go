package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/strict"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/gen"
)

func init() {
	register(command{name: "gen", synopsis: "generate puzzles from random deals: a TOML pack, or JSON lines (--json)",
		usage: []string{"--kind KIND [--variant V] [--theme RULE] [--count N] [--seed S] [--pack ID] [--out DIR]",
			"--json --kind KIND [--variant V] [--theme RULE] [--motif M] [--view open|seat] [--count N] [--seed S]"},
		examples: []string{"belote gen --kind legal --theme P5 --count 20 --out ~/.local/share/belote/",
			"belote gen --json --kind best --variant marocaine --count 5 --seed 7"},
		flags: genFlagsDefine})
}

// genFlags are the flags of `belote gen` (CLI.md).
type genFlags struct {
	kind, variant, theme, pack, out string
	motif, view                     string
	count                           int
	noFiles                         bool // --no-variant-files
	seed                            uint64
	asJSON                          bool
}

func genFlagsDefine(fs *flag.FlagSet) runner {
	f := &genFlags{}
	fs.StringVar(&f.kind, "kind", "", "what to generate (required): `KIND`, one of legal, winner, count, announce, score, best, bid")
	fs.StringVar(&f.variant, "variant", "classique", variantUsage+"; a file with --json only")
	fs.StringVar(&f.theme, "theme", "", "only puzzles on this RULES.md id, e.g. P5, W1, K1, A5, K7: `RULE`")
	fs.IntVar(&f.count, "count", 10, "how many puzzles: `N`, at most 10000")
	fs.Uint64Var(&f.seed, "seed", 1, "random `seed`: the same seed gives the same puzzles")
	fs.BoolVar(&f.asJSON, "json", false, "one JSON line per puzzle (docs/cli.md), instead of a TOML pack")
	fs.StringVar(&f.motif, "motif", "", "best puzzles only: those that teach this `MOTIF` ("+motifUsage()+")")
	fs.StringVar(&f.view, "view", "open", "best puzzles only: `open|seat`, every hand on the table or South's seat only (hidden hands)")
	fs.StringVar(&f.pack, "pack", "", "pack `id` (default: gen-KIND-VARIANT[-THEME]-SEED); puzzle ids are ID-001…")
	fs.StringVar(&f.out, "out", "", "write the pack to `DIR`/ID.toml instead of standard output")
	return func(env Env, _ []string) int { return runGen(f, env) }
}

func runGen(f *genFlags, env Env) int {
	f.noFiles = env.NoVariantFiles
	opts, err := f.options()
	if err != nil {
		return usageError(env, "belote gen", err.Error(), "belote help gen")
	}
	// Each puzzle is written as soon as it is generated: a long run shows progress, holds one
	// puzzle at a time, and stops at once when the reader goes away.
	ctx := context.Background()
	if f.asJSON {
		status := 0
		err = gen.Each(ctx, opts, func(p *puzzles.Puzzle) error {
			failed, err := writePuzzleLine(env.Stdout, p, false)
			if failed {
				status = 1
			}
			return err
		})
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote gen: %v\n", err)
			return 1
		}
		return status
	}
	if err := writeGenPack(ctx, env, f.out, opts); err != nil {
		fmt.Fprintf(env.Stderr, "belote gen: %v\n", err)
		return 1
	}
	return 0
}

// options checks the flags and turns them into generator options.
func (f *genFlags) options() (gen.Options, error) {
	var o gen.Options
	if f.kind == "" {
		return o, fmt.Errorf("--kind is required (legal, winner, count, announce, score, best, bid)")
	}
	k, err := puzzles.ParseKind(f.kind)
	if err != nil {
		return o, fmt.Errorf("--kind: %v", err)
	}
	vc := variantCache{noFiles: f.noFiles}
	v, err := vc.get(f.variant)
	if err != nil {
		return o, fmt.Errorf("--variant: %v", err)
	}
	if !f.asJSON && !slices.Contains(engine.BuiltinNames, f.variant) {
		return o, fmt.Errorf("--variant %s: a pack names a built-in variant (classique, annonces, marocaine, francaise); use --json for a variant file", f.variant)
	}
	theme := engine.NoRule
	if f.theme != "" {
		if theme, err = engine.ParseRule(f.theme); err != nil {
			return o, fmt.Errorf("--theme: %v", err)
		}
	}
	if f.count < 1 && !f.asJSON {
		return o, fmt.Errorf("--count %d: a pack holds at least one puzzle", f.count)
	}
	if f.count < 0 || f.count > gen.MaxCount {
		return o, fmt.Errorf("--count %d: give 0 to %d", f.count, gen.MaxCount)
	}
	if f.pack != "" && !strict.ValidID(f.pack) {
		return o, fmt.Errorf("--pack %s: use lowercase letters, digits and dashes", engine.Quote(f.pack))
	}
	o = gen.Options{Kind: k, Variant: v, Theme: theme, Count: f.count, Seed: f.seed, Pack: f.pack}
	if f.motif != "" {
		if k != puzzles.KindBest {
			return o, fmt.Errorf("--motif %s: only best puzzles have a motif", f.motif)
		}
		if o.Motif, err = puzzles.ParseMotif(f.motif); err != nil {
			return o, fmt.Errorf("--motif: %v", err)
		}
	}
	if err := genView(f, &o); err != nil {
		return o, err
	}
	if o.Pack == "" {
		o.Pack = o.DefaultPack()
	}
	return o, gen.CheckTheme(k, v, theme)
}

// genView reads --view, and checks that the motif asked for is one of that view.
func genView(f *genFlags, o *gen.Options) error {
	if err := o.View.UnmarshalText([]byte(f.view)); err != nil {
		return fmt.Errorf("--view: %v", err)
	}
	if o.View == puzzles.ViewSeat && o.Kind != puzzles.KindBest {
		return fmt.Errorf("--view seat: only best puzzles have a view")
	}
	if _, ok := puzzles.TypeOf(o.Motif, o.View); o.Motif != puzzles.NoMotif && !ok {
		return fmt.Errorf("--motif %s: not a motif of view %s", o.Motif, o.View)
	}
	return nil
}

// motifUsage lists the motifs of each view, as the registry holds them: "open: unblock, …; seat:
// read-void, …".
func motifUsage() string {
	names := map[puzzles.View][]string{}
	for _, mt := range puzzles.MotifTypes() {
		names[mt.View] = append(names[mt.View], mt.Motif.String())
	}
	return "open: " + strings.Join(names[puzzles.ViewOpen], ", ") + "; seat: " + strings.Join(names[puzzles.ViewSeat], ", ")
}

// writeGenPack writes the TOML pack to standard output, or to DIR/PACK.toml: there through a
// temporary file renamed at the end, so that a failed run leaves no half pack behind.
func writeGenPack(ctx context.Context, env Env, dir string, o gen.Options) error {
	title := explain.Text{
		explain.French:  fmt.Sprintf("Puzzles générés : %s, variante %s (graine %d)", o.Kind, o.Variant.Name, o.Seed),
		explain.English: fmt.Sprintf("Generated puzzles: %s, variant %s (seed %d)", o.Kind, o.Variant.Name, o.Seed),
	}
	if dir == "" {
		pw := gen.NewPackWriter(env.Stdout, o.Pack, title)
		if err := gen.Each(ctx, o, pw.Write); err != nil {
			return err
		}
		return pw.Flush()
	}
	path := filepath.Join(dir, o.Pack+".toml")
	tmp, err := os.CreateTemp(dir, "."+o.Pack+".*.toml")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	n := 0
	pw := gen.NewPackWriter(tmp, o.Pack, title)
	err = gen.Each(ctx, o, func(p *puzzles.Puzzle) error { n++; return pw.Write(p) })
	if err == nil {
		err = pw.Flush()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "%s: %d %s\n", path, n, explain.Plural(explain.English, n, "puzzle", "puzzles"))
	return nil
}
