package gen

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// The built-in packs that the generator writes (every other file of puzzles/ is written by hand,
// or by `belote gen` once and kept, like the bid packs' simulated figures). `go generate
// ./puzzles/gen` rewrites them (cmd/packs); the UpToDate tests build them in memory and compare
// them with the committed files, so a change of the generator or of its words lands with its packs.

//go:generate go run ./cmd/packs -puzzles .. -lessons ../../lessons

// Sizes of the built-in motif packs: each best-<motif> pack, each best-seat-<motif> pack (four per
// variant), and best-seat-contract.
const (
	PerMotifPack    = 19
	PerSeatPack     = 16
	PerContractPack = 16
)

// A BuiltinSet is one group of generated built-in packs.
type BuiltinSet struct {
	Name string // drills, motifs, seats, contract, bids
	Slow bool   // solves or simulates for a minute or more (the tests skip it under -short)
	// Packs builds the set's packs; puzzleFiles is the folder of the committed packs, which the
	// bid packs are reworded from (their positions and simulated figures are kept).
	Packs func(ctx context.Context, puzzleFiles fs.FS) ([]Pack, error)
}

// BuiltinSets lists the generated built-in packs.
func BuiltinSets() []BuiltinSet {
	return []BuiltinSet{
		{Name: "drills", Packs: func(context.Context, fs.FS) ([]Pack, error) {
			packs := DrillPacks()
			return packs, ApplyOverrides(packs, false)
		}},
		{Name: "motifs", Slow: true, Packs: func(ctx context.Context, _ fs.FS) ([]Pack, error) {
			packs, err := MotifPacks(ctx, PerMotifPack)
			if err != nil {
				return nil, err
			}
			// Every generated pack together, so that an override no pack holds is an error.
			return packs, ApplyOverrides(append(packs, DrillPacks()...), true)
		}},
		{Name: "seats", Slow: true, Packs: func(ctx context.Context, _ fs.FS) ([]Pack, error) {
			packs, err := SeatPacks(ctx, PerSeatPack)
			if err != nil {
				return nil, err
			}
			return packs, ApplyOverrides(packs, false)
		}},
		{Name: "contract", Slow: true, Packs: func(ctx context.Context, _ fs.FS) ([]Pack, error) {
			return ContractPack(ctx, PerContractPack)
		}},
		{Name: "bids", Packs: func(_ context.Context, files fs.FS) ([]Pack, error) { return RewordBidPacks(files) }},
	}
}

// RewordBidPacks reads the bid packs of files and words their texts again from their positions and
// stored figures (RewordBid).
func RewordBidPacks(files fs.FS) ([]Pack, error) {
	packs, probs := puzzles.LoadFS(files, "puzzles")
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s", probs[0])
	}
	var bids []Pack
	for _, pk := range packs {
		if len(pk.Puzzles) == 0 || pk.Puzzles[0].Kind != puzzles.KindBid {
			continue
		}
		for _, p := range pk.Puzzles {
			RewordBid(p)
		}
		bids = append(bids, Pack{ID: pk.ID, Title: pk.Title, Puzzles: pk.Puzzles})
	}
	return bids, nil
}

// PackFile is the content of a pack's file, "<id>.toml".
func PackFile(pk Pack) ([]byte, error) {
	var b bytes.Buffer
	err := WritePack(&b, pk.ID, pk.Title, pk.Puzzles)
	return b.Bytes(), err
}

// LessonBidPoints returns the built-in lesson files (of the folder files) whose bid exercises
// (lessons 24, 34) have another point than the one RewordBid writes from their positions and
// stored figures, with that point in place: file name → new content. Their prompts may be
// shortened by hand to fit the screen, and are kept.
func LessonBidPoints(files fs.FS) (map[string][]byte, error) {
	ls, probs := lessons.LoadFS(files, "lessons")
	if len(probs) > 0 {
		return nil, fmt.Errorf("%s", probs[0])
	}
	out := map[string][]byte{}
	for _, l := range ls {
		for _, st := range l.Steps {
			p := st.Puzzle
			if p == nil || p.Kind != puzzles.KindBid {
				continue
			}
			q := *p
			RewordBid(&q)
			for _, lang := range explain.Langs {
				if p.Point[lang] == q.Point[lang] {
					continue
				}
				if err := replaceText(files, out, path.Base(l.File), p.Point[lang], q.Point[lang]); err != nil {
					return nil, err
				}
			}
		}
	}
	return out, nil
}

// replaceText replaces the TOML string old by new in the lesson file name, read from out when it
// was changed already, else from files.
func replaceText(files fs.FS, out map[string][]byte, name, old, new string) error {
	b, ok := out[name]
	if !ok {
		var err error
		if b, err = fs.ReadFile(files, name); err != nil {
			return err
		}
	}
	s := string(b)
	if n := strings.Count(s, quote(old)); n != 1 {
		return fmt.Errorf("lessons/%s: the text to rewrite is written %d times, not once: %s", name, n, old)
	}
	out[name] = []byte(strings.Replace(s, quote(old), quote(new), 1))
	return nil
}
