// Command packgen writes the built-in legal, winner, count and best puzzle packs (puzzles/*.toml):
// it deals random positions from fixed seeds, keeps those that show the case a scenario drills,
// takes every answer from the engine (engine.Legal, engine.Winner, engine.SetPoints, engine/solve)
// and words the prompt and the teaching point, in French and English, from the position. The
// output is the same on every run; `belote check` then validates it like any hand-written pack.
//
//	go run ./internal/packgen -out puzzles
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

var variants = []string{"classique", "annonces", "marocaine", "francaise"}

// puzzle is what we write.
type puzzle struct {
	id, kind, variant  string
	difficulty         int
	themes             []string
	promptFr, promptEn string
	pointFr, pointEn   string
	trump              engine.Suit
	face               engine.Face
	lines              []string // kind-specific lines
	expect             []string
}

func q(s string) string { return fmt.Sprintf("%q", s) }

func cardList(cs []engine.Card, f engine.Face) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = q(c.Format(f))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func text(fr, en string) string { return fmt.Sprintf("{ fr = %s, en = %s }", q(fr), q(en)) }

func (p puzzle) toml() string {
	var b strings.Builder
	fmt.Fprintf(&b, "[[puzzle]]\nid = %q\nkind = %q\nvariant = %q\ndifficulty = %d\n", p.id, p.kind, p.variant, p.difficulty)
	th := make([]string, len(p.themes))
	for i, t := range p.themes {
		th[i] = q(t)
	}
	fmt.Fprintf(&b, "themes = [%s]\n", strings.Join(th, ", "))
	fmt.Fprintf(&b, "prompt = %s\npoint = %s\ntrump = %q\n", text(p.promptFr, p.promptEn), text(p.pointFr, p.pointEn), p.trump.Format(p.face))
	for _, l := range p.lines {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n[puzzle.expect]\n")
	for _, l := range p.expect {
		b.WriteString(l + "\n")
	}
	return b.String()
}

func writePack(id, titleFr, titleEn string, ps []puzzle) {
	var b strings.Builder
	fmt.Fprintf(&b, "# Written by internal/packgen with the engine's answers; checked by `belote check`.\n[pack]\nid = %q\ntitle = %s\n", id, text(titleFr, titleEn))
	for _, p := range ps {
		b.WriteString("\n" + p.toml())
	}
	if err := os.WriteFile(filepath.Join(outDir, id+".toml"), []byte(b.String()), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintln(log, id, len(ps))
}

// sortHand orders cards by suit, then by sequence order, for display.
func sortHand(cs []engine.Card) {
	sort.Slice(cs, func(i, j int) bool { return cs[i] < cs[j] })
}

func deal(r *rand.Rand) []engine.Card {
	d := make([]engine.Card, 32)
	for i := range d {
		d[i] = engine.Card(i)
	}
	r.Shuffle(32, func(i, j int) { d[i], d[j] = d[j], d[i] })
	return d
}

// outDir is where the packs go; log where their names and sizes are printed.
var (
	outDir           = "puzzles"
	log    io.Writer = os.Stdout
)

func main() {
	flag.StringVar(&outDir, "out", outDir, "folder to write the packs to")
	flag.Parse()
	generate()
}

// generate writes every pack; the seeds are fixed, so the output is the same on every run.
func generate() {
	r := rand.New(rand.NewPCG(2026, 11))
	genLegal(r)
	genWinner(r)
	genCount(r)
}

func inOrder(hand []engine.Card, s engine.Set) []engine.Card {
	var out []engine.Card
	for _, c := range hand {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}
