package gen

import (
	"bufio"
	"io"
	"strings"

	"github.com/belote-trainer/belote/puzzles"
)

// WriteStep writes a puzzle as the [step.puzzle] of a lesson (docs/content.md), with its expected
// answer and without an id (a lesson names its steps), for lesson writers who take a generated
// position as an exercise.
func WriteStep(w io.Writer, p *puzzles.Puzzle) error {
	var sb strings.Builder
	b := bufio.NewWriter(&sb)
	writePuzzle(b, p)
	if err := b.Flush(); err != nil {
		return err
	}
	var out []string
	for _, line := range strings.Split(strings.TrimPrefix(sb.String(), "\n"), "\n") {
		switch {
		case line == "[[puzzle]]":
			line = "[step.puzzle]"
		case line == "[puzzle.expect]":
			line = "[step.puzzle.expect]"
		case strings.HasPrefix(line, "id = "), line == "":
			continue
		}
		out = append(out, line)
	}
	_, err := io.WriteString(w, strings.Join(out, "\n")+"\n")
	return err
}
