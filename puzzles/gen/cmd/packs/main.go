// Command packs writes the generated built-in packs into puzzles/ and the bid exercises' points
// into lessons/; `go generate ./puzzles/gen` runs it. The up-to-date tests of puzzles/gen compare
// the committed files with what it writes.
//
//	go run ./puzzles/gen/cmd/packs [-puzzles DIR] [-lessons DIR] [-only drills,bids]
//
// The motif, seat and contract sets solve some thousands of positions (minutes on one core);
// -only rewrites just the sets named.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/puzzles/gen"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "packs:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	fl := flag.NewFlagSet("packs", flag.ContinueOnError)
	puzzleDir := fl.String("puzzles", "puzzles", "the folder of the built-in packs")
	lessonDir := fl.String("lessons", "lessons", "the folder of the built-in lessons")
	only := fl.String("only", "", "comma-separated sets to write (default: all): "+strings.Join(setNames(), ", ")+", lessons")
	if err := fl.Parse(args); err != nil {
		return err
	}
	want, err := chosen(*only)
	if err != nil {
		return err
	}
	for _, set := range gen.BuiltinSets() {
		if !want(set.Name) {
			continue
		}
		packs, err := set.Packs(ctx, os.DirFS(*puzzleDir))
		if err != nil {
			return fmt.Errorf("%s: %w", set.Name, err)
		}
		for _, pk := range packs {
			b, err := gen.PackFile(pk)
			if err != nil {
				return fmt.Errorf("%s: %w", pk.ID, err)
			}
			if err := write(filepath.Join(*puzzleDir, pk.ID+".toml"), b); err != nil {
				return err
			}
		}
	}
	if !want("lessons") {
		return nil
	}
	files, err := gen.LessonBidPoints(os.DirFS(*lessonDir))
	if err != nil {
		return err
	}
	for name, b := range files {
		if err := write(filepath.Join(*lessonDir, name), b); err != nil {
			return err
		}
	}
	return nil
}

// setNames are the names -only accepts, besides "lessons".
func setNames() []string {
	var names []string
	for _, set := range gen.BuiltinSets() {
		names = append(names, set.Name)
	}
	return names
}

// chosen reads -only: an empty list takes every set.
func chosen(only string) (func(string) bool, error) {
	if only == "" {
		return func(string) bool { return true }, nil
	}
	names := strings.Split(only, ",")
	for _, n := range names {
		if !slices.Contains(setNames(), n) && n != "lessons" {
			return nil, fmt.Errorf("-only: no set %q (%s, lessons)", n, strings.Join(setNames(), ", "))
		}
	}
	return func(n string) bool { return slices.Contains(names, n) }, nil
}

// write writes a file when its content changes, and says so.
func write(file string, b []byte) error {
	old, err := os.ReadFile(file)
	if err == nil && bytes.Equal(old, b) {
		return nil
	}
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		return err
	}
	fmt.Println("wrote", file)
	return nil
}
