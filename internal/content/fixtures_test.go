package content

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const bad = "testdata/bad/"

// TestGoodFixtures: the valid twins load without a problem.
func TestGoodFixtures(t *testing.T) {
	lib, probs := LoadBuiltin()
	require.Empty(t, probs)
	probs = lib.AddPaths("testdata/good")
	assert.Empty(t, probs)
	assert.NotNil(t, lib.Lesson("second"))
	assert.NotNil(t, lib.Puzzle("fixture-best"))
	assert.NotNil(t, lib.Puzzle("second-step-3"))
}

// TestBrokenFixtures: each broken twin differs from the good one by one error class, reported at
// its file, line, column and key, with its message.
func TestBrokenFixtures(t *testing.T) {
	tests := []struct {
		name string
		path string
		want []string
	}{
		{"syntax error", "syntax.toml", []string{"syntax.toml:9:14: TOML syntax: expected value but found '=' instead"}},
		{"unknown key", "unknown-key.toml", []string{"unknown-key.toml:10:1: [unknown-key-legal] puzzle.0.colour: unknown key"}},
		{"wrong type", "wrong-type.toml", []string{"wrong-type.toml:9:1: [wrong-type-legal] puzzle.0.difficulty: wrong type: expected an integer from 1 to 5"}},
		{"missing key", "missing-key.toml", []string{"missing-key.toml:5:1: [missing-key-legal] puzzle.0.themes: missing key (expected a list of RULES.md ids)"}},
		{"bad card token", "bad-card.toml", []string{`bad-card.toml:14:1: [bad-card-legal] puzzle.0.hand: bad card "1D": unknown French rank "1" (7 8 9 10 J Q K A) (C2)`}},
		{"bad seat", "bad-seat.toml", []string{`bad-seat.toml:16:1: [bad-seat-legal] puzzle.0.leader: bad seat "X": use N, E, S or W (T1)`}},
		{"bad suit", "bad-suit.toml", []string{`bad-suit.toml:13:1: [bad-suit-legal] puzzle.0.trump: bad suit "Z": use S H D C, ♠♥♦♣ or e c o b (C2)`}},
		{"bad rule", "bad-rule.toml", []string{`bad-rule.toml:10:1: [bad-rule-legal] puzzle.0.themes: unknown rule id "P9" (RULES.md ids such as P5, K4, A3)`}},
		{"bad variant", "bad-variant.toml", []string{`bad-variant.toml:8:1: [bad-variant-legal] puzzle.0.variant: unknown variant "belotte" (classique, annonces, marocaine, francaise)`}},
		{"field of the wrong kind", "wrong-kind.toml", []string{"wrong-kind.toml:17:1: [wrong-kind-legal] puzzle.0.cards: field of kind count used in a puzzle of kind legal"}},
		{"duplicate card", "duplicate-card.toml", []string{"duplicate-card.toml:14:1: [duplicate-card-legal] puzzle.0.hand: card AS is given in trick and in hand (a card exists once in the deck, C1)"}},
		{"hand size", "hand-size.toml", []string{"hand-size.toml:14:1: [hand-size-legal] puzzle.0.hand: a hand holds 1 to 8 cards, not 9"}},
		{"best hands of unequal size", "best-hands.toml", []string{"best-hands.toml:46:1: [best-hands-best] puzzle.2.hands.W: W holds 1 card(s); with South holding 2 and this trick in progress, W must hold 2"}},
		{"trick too long", "trick-too-long.toml", []string{"trick-too-long.toml:15:1: [trick-too-long-legal] puzzle.0.trick: at most 3 cards are played before South, not 4"}},
		{"engine disagrees", "disagree.toml", []string{"disagree.toml:19:1: [disagree-legal] puzzle.0.expect.legal: the engine says [8H QH], the file says [8H QH 7D]"}},
		{"duplicate id", "duplicate-id.toml", []string{`duplicate-id.toml:23:1: [duplicate-id-legal] puzzle.1.id: duplicate id "duplicate-id-legal" (already used at testdata/bad/duplicate-id.toml:6)`}},
		{"raw card code and bad placeholder", "raw-card.toml", []string{
			`raw-card.toml:11:1: [raw-card-legal] puzzle.0.prompt.fr: card "AS" written as a code: write {card:AS}, which names it in the learner's language and face (C2)`,
			`raw-card.toml:11:1: [raw-card-legal] puzzle.0.prompt.en: {carte:9H}: unknown placeholder {carte:9H} (card, ofcard, cards, anyof, suit, team, seat, each with an optional form: {card.le:KS})`}},
		{"French grammar around cards, one problem a phrase, at the phrase (escapes and all)", "french-grammar.toml", []string{
			"french-grammar.toml:11:41: [french-grammar-1] puzzle.0.prompt.fr: « ton {card:4c} »: after « ton », write {card.ton:4c}: it agrees the possessive with the card (ton as, ta dame, ta sota)",
			"french-grammar.toml:12:27: [french-grammar-1] puzzle.0.point.fr: « de {card:7e} »: after « de » a card takes its contracted article: write {card.du:7e} without the « de »",
			"french-grammar.toml:12:42: [french-grammar-1] puzzle.0.point.fr: « {Card:4c} »: a card starting a sentence takes its article: write {Card.le:4c}",
			"french-grammar.toml:12:77: [french-grammar-1] puzzle.0.point.fr: « à les »: write « aux »",
			"french-grammar.toml:32:40: [french-grammar-2] puzzle.1.point.fr: « tierce {cards:1e 12e 11e} »: after « tierce » the cards bring their own article: write {cards.bare:1e 12e 11e}, or a colon before them"}},
		{"missing language", "missing-language.toml", []string{"missing-language.toml:11:1: [missing-language-legal] puzzle.0.prompt.en: missing key (expected a string)"}},
		{"card in the other face", "spanish-face.toml", []string{"spanish-face.toml:31:1: [spanish-face-winner] puzzle.1.trick: card AS is written in the French face; variant uses the Spanish face: write 1e (C1, C2)"}},
		{"pack named after another file", "pack-name.toml", []string{`pack-name.toml:2:1: [other-name] pack.id: pack id "other-name" does not match the file name "pack-name" (name the file other-name.toml)`}},
		{"unknown prerequisite", "unknown-prerequisite", []string{`unknown-prerequisite/01-first.toml:6:1: [first] requires: unknown prerequisite "nowhere" (no lesson has this id)`}},
		{"cycle", "cycle", []string{"cycle/01-first.toml:6:1: [first] requires: prerequisites form a cycle: first → second → first"}},
		{"too few steps", "lesson-steps", []string{"lesson-steps/01-first.toml:9:1: [first] step.0: a lesson has at least 3 steps, not 2"}},
		{"lesson step the engine disagrees with", "lesson-puzzle", []string{"lesson-puzzle/01-first.toml:33:1: [first-step-3] step.2.puzzle.expect.legal: the engine says [7S], the file says [8H]"}},
		{"highlight of a card not shown", "diagram-highlight", []string{"diagram-highlight/01-first.toml:19:1: [first] step.1.diagram.highlight: card 9H is highlighted but not shown in the trick or a hand"}},
		{"diagram trick without leader", "diagram-leader", []string{`diagram-leader/01-first.toml:14:1: [first] step.1.diagram.leader: missing key: a diagram that shows a trick says who led it (a seat: "N", "E", "S" or "W")`}},
		{"step puzzle outside the lesson's variants", "step-variants", []string{`step-variants/01-first.toml:24:1: [first-step-3] step.2.puzzle.variant: puzzle variant "classique" is not among the variants this step is shown in (marocaine)`}},
		{"no interactive step", "no-interactive", []string{"no-interactive/01-first.toml:9:1: [first] step.0: a lesson has at least one interactive step ([step.puzzle])"}},
		{"lesson file name", "lesson-name", []string{`lesson-name/1-first.toml:1:1: [first] id: lesson file "1-first.toml" must be named NN-first.toml (NN: two digits, its place in the curriculum)`}},
	}
	builtin, probs := LoadBuiltin()
	require.Empty(t, probs)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lib := builtin.clone()
			var got []string
			for _, p := range lib.AddPaths(bad + tc.path) {
				got = append(got, p.String())
			}
			want := make([]string, len(tc.want))
			for i, w := range tc.want {
				want[i] = bad + w
			}
			assert.Equal(t, want, got)
		})
	}
}

// TestAllProblemsOfAFile: a file with several errors reports each of them, and its valid puzzles
// still load.
func TestAllProblemsOfAFile(t *testing.T) {
	src, err := os.ReadFile("testdata/good/fixture.toml")
	require.NoError(t, err)
	dir := t.TempDir()
	broken := []byte(string(src) + `
[[puzzle]]
id = "fixture-count"
kind = "count"
variant = "classique"
difficulty = 9
themes = ["C3"]
prompt = { fr = "Combien ?" }
point = { fr = "a", en = "b" }
trump = "H"
cards = ["JH", "JH"]
last_trick = "yes"
[puzzle.expect]
points = 40
`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "fixture.toml"), broken, 0o644))
	lib := &Library{ids: map[string]Problem{}, packIDs: map[string]Problem{}}
	probs := lib.AddPaths(dir)
	var keys []string
	for _, p := range probs {
		keys = append(keys, p.Key)
	}
	assert.Equal(t, []string{"puzzle.3.difficulty", "puzzle.3.prompt.en", "puzzle.3.cards", "puzzle.3.last_trick"}, keys)
	assert.Len(t, lib.Puzzles(), 3, "the valid puzzles of a broken file still load")
}

// TestUserContent: user folders load beside the built-in content; a broken user file is reported
// and skipped, a missing folder is no problem.
func TestUserContent(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "puzzles"), 0o755))
	good, err := os.ReadFile("testdata/good/fixture.toml")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "puzzles", "fixture.toml"), good, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "puzzles", "broken.toml"), []byte("[pack\n"), 0o644))
	lib, probs := LoadAll(dir, filepath.Join(dir, "nowhere"))
	require.Len(t, probs, 1)
	assert.Equal(t, filepath.Join(dir, "puzzles", "broken.toml"), probs[0].File)
	assert.NotNil(t, lib.Puzzle("fixture-legal"))
	builtin, _ := LoadBuiltin()
	assert.Len(t, lib.Puzzles(), len(builtin.Puzzles())+3)
}

func TestUserDir(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	assert.Equal(t, "/x/belote", UserDir(env(map[string]string{"XDG_DATA_HOME": "/x", "HOME": "/h"})))
	assert.Equal(t, "/h/.local/share/belote", UserDir(env(map[string]string{"XDG_DATA_HOME": "rel", "HOME": "/h"})))
	assert.Equal(t, "", UserDir(env(map[string]string{})))
}

// clone copies the library so that a test can add to it without loading the built-in content again
// (the packs and lessons themselves are shared: adding never changes them).
func (lib *Library) clone() *Library {
	c := &Library{Lessons: slices.Clone(lib.Lessons), Packs: slices.Clone(lib.Packs),
		ids: maps.Clone(lib.ids), packIDs: maps.Clone(lib.packIDs)}
	return c
}
