package gen

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// generatedLessonSteps are the lesson steps (index from 0) whose point is the generator's
// (MotifPoint) word for word, maybe followed by sentences of the lesson's own (lesson 31's score
// sentences). Re-word one with the generator when a template changes, and list it here.
var generatedLessonSteps = map[string][]int{
	"drawing-trumps":     {2, 3, 6, 7},
	"charging":           {2, 3, 4, 5, 6, 7, 8, 9},
	"dix-de-der":         {2, 3, 4, 5, 6, 7, 8, 9},
	"playing-the-belote": {4, 5},
	"opening-lead":       {2, 3, 4, 5},
	"keeping-a-ten":      {5, 6, 7, 8},
}

// motifWords are words a point must hold, in French, to name its motif.
var motifWords = map[puzzles.Motif][]string{
	puzzles.DixDeDer:   {"dix de der"},
	puzzles.KeepTen:    {"10"},
	puzzles.DrawTrumps: {"atout"},
	puzzles.Charge:     {"charge"},
	puzzles.Partner:    {"partenaire"},
	puzzles.Unblock:    {"bloqu"},
	puzzles.LastTrump:  {"atout"},
	puzzles.Cash:       {"pli"},
	puzzles.Belote:     {"belote"},
}

var numbers = regexp.MustCompile(`\b[0-9]+\b`)

// numbersOf lists the numbers of a text outside its placeholders.
func numbersOf(text string) []int {
	var out []int
	for _, n := range numbers.FindAllString(placeholders.ReplaceAllString(text, ""), -1) {
		v, _ := strconv.Atoi(n)
		out = append(out, v)
	}
	return out
}

var placeholders = regexp.MustCompile(`\{[a-zA-Z]+:[^}]*\}`)

// Lesson points are re-worded by hand from the generator's: those listed in generatedLessonSteps
// are exactly what it says now; every other open-card best step with a motif (older wording, or
// written by hand: lesson 26's third step) at least names its motif, both cards and the two
// values the generator gives them.
func TestLessonPointsAgreeWithTheGenerator(t *testing.T) {
	ls, probs := lessons.LoadFS(lessons.BuiltinFS(), "lessons")
	require.Empty(t, probs)
	exact, loose := 0, 0
	for _, l := range ls {
		for i, st := range l.Steps {
			p := st.Puzzle
			if p == nil || p.Kind != puzzles.KindBest || p.View == puzzles.ViewSeat || p.Motif == puzzles.NoMotif {
				continue
			}
			c, err := puzzles.Compare(context.Background(), p)
			require.NoError(t, err)
			gen := MotifPoint(p.Motif, p, c)
			if slices.Contains(generatedLessonSteps[l.ID], i) {
				exact++
				for _, lang := range []explain.Lang{explain.French, explain.English} {
					assert.True(t, strings.HasPrefix(p.Point[lang], gen[lang]), "%s step %d (%s): the point is not the generator's:\n%s\nwant:\n%s", l.ID, i, lang, p.Point[lang], gen[lang])
				}
				continue
			}
			loose++
			fr := p.Point[explain.French]
			for _, w := range motifWords[p.Motif] {
				assert.Contains(t, strings.ToLower(fr), w, "%s step %d: motif %s", l.ID, i, p.Motif)
			}
			for _, cd := range []engine.Card{c.Best.Card, c.Tempting.Card} {
				assert.Contains(t, fr, cd.Format(p.Face()), "%s step %d names %s", l.ID, i, cd)
			}
			got := numbersOf(fr)
			for _, v := range []int{c.Best.Value, c.Tempting.Value} {
				if v > 0 {
					assert.Contains(t, got, v, "%s step %d: the value %d of the generator's point", l.ID, i, v)
				}
			}
		}
	}
	listed := 0
	for _, steps := range generatedLessonSteps {
		listed += len(steps)
	}
	assert.Equal(t, listed, exact, "every step of generatedLessonSteps is a best step with a motif")
	assert.Positive(t, loose)
}
