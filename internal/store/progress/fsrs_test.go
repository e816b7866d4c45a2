package progress

import (
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFSRSByHand follows one puzzle through four answers; every value was worked by hand from the
// FSRS-6 formulas (fsrs.go) with the default parameters:
//
//	factor = 0.9^(-1/0.1542) - 1 = 0.980346
//	1. new, right (Good):        S = w2 = 2.3065; D = w4 - e^(w5·2) + 1 = 6.4133 - 5.295196 + 1 = 2.118104;
//	                             I(S) = S = 2.31 → due in 2 days
//	2. 2 days later, right:      R = (1 + 0.980346·2/2.3065)^(-0.1542) = 0.909493
//	                             S = 2.3065·(1 + e^1.8722·(11-2.118104)·2.3065^(-0.1666)·(e^(0.796·0.090507) - 1)) = 10.964332
//	                             D = 0.001·D0(4) + 0.999·2.118104 = 2.111214 (D0(4) = -4.771631) → due in 11 days
//	3. 14 days later, wrong:     R = (1 + 0.980346·14/10.964332)^(-0.1542) = 0.882350
//	                             S = min(1.4835·2.111214^(-0.0614)·(11.964332^0.2629 - 1)·e^(1.6483·0.117650),
//	                                     10.964332/e^(0.5425·0.0912)) = min(1.583167, 10.435062) = 1.583167
//	                             D = 0.001·D0(4) + 0.999·(2.111214 + (10-2.111214)·6.0388/9) = 7.392238 → due in 10 minutes
//	4. 10 minutes later, right:  same day: S = 1.583167·max(e^(0.5425·0.0912)·1.583167^(-0.0658), 1) = 1.613931
//	                             D = 0.001·D0(4) + 0.999·7.392238 = 7.380074 → due in 2 days
func TestFSRSByHand(t *testing.T) {
	t0 := time.Date(2026, 3, 2, 18, 0, 0, 0, time.UTC)
	steps := []struct {
		at   time.Time
		g    Grade
		s, d float64
		due  time.Time
	}{
		{t0, Good, 2.3065, 2.118104, t0.AddDate(0, 0, 2)},
		{t0.AddDate(0, 0, 2), Good, 10.964332, 2.111214, t0.AddDate(0, 0, 13)},
		{t0.AddDate(0, 0, 16), Again, 1.583167, 7.392238, t0.AddDate(0, 0, 16).Add(10 * time.Minute)},
		{t0.AddDate(0, 0, 16).Add(10 * time.Minute), Good, 1.613931, 7.380074, t0.AddDate(0, 0, 18).Add(10 * time.Minute)},
	}
	var m Memory
	for i, st := range steps {
		m = m.Answer(st.g, st.at)
		assert.InDelta(t, st.s, m.Stability, 1e-5, "step %d: stability", i+1)
		assert.InDelta(t, st.d, m.Difficulty, 1e-5, "step %d: difficulty", i+1)
		assert.Equal(t, st.due, m.Due, "step %d: due", i+1)
		require.NoError(t, m.Validate())
	}
	assert.Equal(t, 4, m.Reps)
	assert.Equal(t, 1, m.Lapses)
	assert.InDelta(t, 0.980346, fsrsFactor, 1e-6)
}

// TestFSRSFirstAnswers: the first answer's stability is w[G-1] and its difficulty D0(G) within 1
// to 10 (an easy first answer's D0(4) = -4.77 is 1).
func TestFSRSFirstAnswers(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		g    Grade
		s, d float64
		wait time.Duration
	}{
		{Again, 0.212, 6.4133, 10 * time.Minute},
		{Hard, 1.2931, 5.112171, 24 * time.Hour},
		{Good, 2.3065, 2.118104, 48 * time.Hour},
		{Easy, 8.2956, 1, 8 * 24 * time.Hour},
	} {
		m := Memory{}.Answer(c.g, now)
		assert.InDelta(t, c.s, m.Stability, 1e-6, "grade %d", c.g)
		assert.InDelta(t, c.d, m.Difficulty, 1e-6, "grade %d", c.g)
		assert.Equal(t, now.Add(c.wait), m.Due, "grade %d", c.g)
	}
}

// TestRetrievabilityAtStability: the chance of recall is 90 % once S days have passed, whatever S.
func TestRetrievabilityAtStability(t *testing.T) {
	for _, s := range []float64{1, 3, 17, 250} {
		assert.InDelta(t, 0.9, retrievability(int(s), s), 1e-9)
		assert.Equal(t, int(math.Round(s)), IntervalDays(s))
	}
}

func TestGradeOf(t *testing.T) {
	for _, c := range []struct {
		a    Attempt
		want Grade
	}{
		{Attempt{Right: false}, Again},
		{Attempt{Right: false, Retried: true}, Hard},
		{Attempt{Right: true, Helped: true, Seconds: 5}, Hard},
		{Attempt{Right: true, Seconds: 45}, Good},
		{Attempt{Right: true}, Good}, // not timed
		{Attempt{Right: true, Seconds: 12}, Easy},
	} {
		assert.Equal(t, c.want, GradeOf(c.a), "%+v", c.a)
	}
}

// TestMemoryValidate: values a hand edit gets wrong make the file set aside, never used.
func TestMemoryValidate(t *testing.T) {
	for _, m := range []Memory{
		{OldBox: 2},
		{Reps: 1, Stability: 0, Difficulty: 5},
		{Reps: 1, Stability: math.NaN(), Difficulty: 5},
		{Reps: 1, Stability: 3, Difficulty: 11},
		{Reps: 1, Lapses: 2, Stability: 3, Difficulty: 5},
	} {
		assert.Error(t, m.Validate(), "%+v", m)
	}
	assert.NoError(t, Memory{}.Validate())
}

// TestMigrateVersion2 opens a progress file of the current release (version 2, Leitner boxes):
// every attempt, tally, lesson and streak is kept; each reviewed puzzle gets an FSRS memory, by
// replaying its logged answers or from its box; the old file is kept aside as progress.json.v2
// before the first save writes version 3.
func TestMigrateVersion2(t *testing.T) {
	old, err := os.ReadFile("testdata/progress-v2.json")
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "progress.json")
	require.NoError(t, os.WriteFile(path, old, 0o644))
	s, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	kept, err := os.ReadFile(path + ".v2")
	require.NoError(t, err, "the old file is kept aside")
	assert.Equal(t, old, kept)

	var before []Attempt
	s.View(func(p *Progress) {
		before = append(before, p.Attempts...)
		assert.Len(t, p.Attempts, 6, "every attempt is kept")
		assert.Equal(t, Tally{8, 13}, p.Kinds["puzzle"])
		assert.Equal(t, Tally{9, 14}, p.Themes["P2"])
		assert.Equal(t, 2, p.Lessons["follow-suit"].Stars)
		assert.Equal(t, 7, p.BestStreak("classique"))
		assert.Equal(t, 3, p.BestStreaks[AllVariants])
		// legal-003 replayed: wrong, right 10 minutes later (same day), right 2 days later.
		want := Memory{}.Answer(Again, before[1].When).Answer(Good, before[2].When).Answer(Good, before[4].When)
		got := p.Review["legal-003"]
		assert.Equal(t, 3, got.Reps)
		assert.InDelta(t, want.Stability, got.Stability, 1e-9)
		assert.True(t, want.Due.Equal(got.Due))
		// best-cash-004 has no logged answer: from box 3 (a 3-day wait), its due time kept.
		b := p.Review["best-cash-004"]
		assert.Equal(t, 3.0, b.Stability)
		assert.Equal(t, time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC), b.Due.UTC())
		assert.Equal(t, 0, b.OldBox)
	})
	require.NoError(t, s.Update(func(p *Progress) { p.Record(Attempt{When: before[5].When.Add(time.Hour), Kind: "drill", Right: true}) }))
	s.Close()

	s2, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	s2.View(func(p *Progress) {
		assert.Equal(t, Version, p.Version)
		assert.Len(t, p.Attempts, 7)
		for i, a := range before {
			assert.True(t, a.When.Equal(p.Attempts[i].When) && a.ID == p.Attempts[i].ID && a.Right == p.Attempts[i].Right, "attempt %d kept", i)
		}
	})
	s2.Close()
	kept, err = os.ReadFile(path + ".v2")
	require.NoError(t, err)
	assert.Equal(t, old, kept, "the old file stays as it was")
}

// TestVersion3RefusesABox: a Leitner box in a version 3 file is a hand edit gone wrong.
func TestVersion3RefusesABox(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"version": 3, "review": {"a": {"box": 2, "due": "2026-01-01T00:00:00Z"}}}`), 0o644))
	_, dmg, err := Open(path)
	require.NoError(t, err)
	require.NotNil(t, dmg)
}

// TestMigrateReleaseFile opens a progress file written by the release before FSRS (6d4740d, a
// --plain session: one puzzle failed, one drill answer): both attempts are kept, the failed
// puzzle's box 1 becomes FSRS's memory after a wrong answer (replayed from the log).
func TestMigrateReleaseFile(t *testing.T) {
	old, err := os.ReadFile("testdata/progress-v2-release.json")
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "progress.json")
	require.NoError(t, os.WriteFile(path, old, 0o644))
	s, dmg, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	defer s.Close()
	s.View(func(p *Progress) {
		require.Len(t, p.Attempts, 2)
		assert.Equal(t, "announce-choices-001", p.Attempts[0].ID)
		assert.Equal(t, "drill", p.Attempts[1].Kind)
		m := p.Review["announce-choices-001"]
		assert.Equal(t, 1, m.Reps)
		assert.Equal(t, fsrsW[0], m.Stability)
		assert.InDelta(t, fsrsW[4], m.Difficulty, 1e-9)
		assert.True(t, m.Due.Equal(p.Attempts[0].When.Add(10*time.Minute)), "due 10 minutes after the wrong answer, as box 1 was")
	})
	kept, err := os.ReadFile(path + ".v2")
	require.NoError(t, err)
	assert.Equal(t, old, kept)
}
