package app

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/store/progress"
)

func TestStatsText(t *testing.T) {
	p := progress.New()
	assert.Equal(t, "Pas encore de réponse enregistrée.", StatsText(FR, p, 0))
	now := time.Now()
	p.Record(progress.Attempt{When: now, Kind: "puzzle", ID: "x", Themes: []string{"P5"}, Right: false})
	p.Record(progress.Attempt{When: now, Kind: "drill", Themes: []string{"P5"}, Right: true})
	p.NoteStreak("classique", 4)
	p.NoteStreak("marocaine", 2)
	text := StatsText(EN, p, 1)
	assert.Contains(t, text, "P5 Overtrump a ruff")
	assert.Contains(t, text, "1/2 right (50%)")
	assert.Contains(t, text, "Due for review now: 1")
	assert.Contains(t, text, "Best streak: classique 4 · marocaine 2")
	assert.Contains(t, text, "No weak rule yet (a rule needs at least 5 answers")
}

// answers records right and wrong drill answers on rule r.
func answers(p *progress.Progress, r engine.Rule, right, wrong int) {
	for i := 0; i < right+wrong; i++ {
		p.Record(progress.Attempt{Kind: "drill", Themes: []string{r.String()}, Right: i < right})
	}
}

func TestWeakestRules(t *testing.T) {
	p := progress.New()
	answers(p, engine.P4, 1, 4) // 20 %
	answers(p, engine.P6, 3, 3) // 50 %, 6 answers
	answers(p, engine.P2, 2, 2) // 50 % but 4 answers: too few to judge
	answers(p, engine.W1, 4, 4) // 50 %, 8 answers: before P6
	answers(p, engine.P1, 5, 0) // all right: not weak
	weak := WeakestRules(p, 3)
	var rules []engine.Rule
	for _, w := range weak {
		rules = append(rules, w.Rule)
	}
	assert.Equal(t, []engine.Rule{engine.P4, engine.W1, engine.P6}, rules)
	assert.Len(t, WeakestRules(p, 1), 1)
	assert.Equal(t, "Travailler P4 Partenaire maître (20 %) : exercices sur cette règle", spaces(PractiseText(FR, weak[0])))
	assert.Contains(t, PractiseText(EN, weak[1]), "W1 ")
	assert.Contains(t, PractiseText(EN, weak[1]), "(50%): puzzles on this rule")
	assert.Contains(t, spaces(StatsText(FR, p, 0)), "Tes règles les plus faibles (au moins 5 réponses) : P4 (20 %), W1 (50 %), P6 (50 %).")
}

// spaces turns French typography's no-break spaces into spaces, for readable expectations.
func spaces(s string) string { return strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s) }
