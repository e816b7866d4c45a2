package progress

import (
	"fmt"
	"math"
	"time"
)

// The spaced review is FSRS-6 (Free Spaced Repetition Scheduler, version 6) with its published
// default parameters, implemented here from its formulas (docs/spaced-review.md):
//   - the formulas: "The Algorithm", https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm
//     (section FSRS-6), and the reference scheduler py-fsrs, fsrs/scheduler.py
//     (https://github.com/open-spaced-repetition/py-fsrs), whose DEFAULT_PARAMETERS are fsrsW;
//   - a review item is a puzzle; its memory is its stability S (the days after which the chance of
//     recalling it has fallen to 90 %) and its difficulty D (1 to 10).
//
// Formulas, with the grade G (1 again, 2 hard, 3 good, 4 easy), t the whole days since the last
// review, decay = w20 and factor = 0.9^(-1/decay) - 1:
//
//	R(t,S)   = (1 + factor·t/S)^(-decay)                       retrievability
//	I(S)     = S/factor · (r^(-1/decay) - 1) = S when r = 0.9  next interval, in days
//	S0(G)    = w[G-1]                                          first stability
//	D0(G)    = w4 - e^(w5·(G-1)) + 1                           first difficulty, within 1 to 10
//	D'       = w7·D0(4) + (1-w7)·(D + (10-D)·(-w6·(G-3))/9)    next difficulty, within 1 to 10
//	S'r      = S·(1 + e^w8·(11-D)·S^(-w9)·(e^(w10·(1-R)) - 1)·(w15 if G=2)·(w16 if G=4))
//	S'f      = min(w11·D^(-w12)·((S+1)^w13 - 1)·e^(w14·(1-R)), S/e^(w17·w18))   after a lapse
//	S'short  = S·e^(w17·(G-3+w18))·S^(-w19), at least S when G ≥ 3   within the same day
var fsrsW = [21]float64{
	0.212, 1.2931, 2.3065, 8.2956, // w0–w3: first stability per grade
	6.4133, 0.8334, 3.0194, 0.001, // w4–w7: difficulty
	1.8722, 0.1666, 0.796, // w8–w10: stability after a recall
	1.4835, 0.0614, 0.2629, 1.6483, // w11–w14: stability after a lapse
	0.6014, 1.8729, // w15 hard penalty, w16 easy bonus
	0.5425, 0.0912, 0.0658, // w17–w19: same-day reviews
	0.1542, // w20: the forgetting curve's decay
}

// Grade is how an answer went, FSRS's rating.
type Grade int

// The grades, from the answer alone (the learner is never asked to grade themselves).
const (
	Again Grade = 1 // wrong
	Hard  Grade = 2 // right only at the second try, or after asking "why?"
	Good  Grade = 3 // right
	Easy  Grade = 4 // right at once, within FastAnswer
)

// FastAnswer is the time within which a right first answer is graded Easy.
const FastAnswer = 20 * time.Second

// Retention is the chance of recall at which a puzzle comes back (FSRS's desired retention).
const Retention = 0.9

const (
	relearnWait  = 10 * time.Minute // a failed puzzle comes back within the sitting
	maxDays      = 36500            // the longest wait, in days (py-fsrs's maximum_interval)
	minStability = 0.001            // py-fsrs's STABILITY_MIN
)

var (
	fsrsDecay  = fsrsW[20]
	fsrsFactor = math.Pow(0.9, -1/fsrsDecay) - 1
)

// GradeOf grades an answer: wrong is Again; right at the second try or after a hint is Hard;
// right at once within FastAnswer is Easy; otherwise Good. An answer recorded before attempts
// kept their try and time (version 2) is Again, Hard (helped) or Good.
func GradeOf(a Attempt) Grade {
	switch {
	case a.Retried:
		return Hard
	case !a.Right:
		return Again
	case a.Helped:
		return Hard
	case a.Seconds > 0 && time.Duration(a.Seconds)*time.Second <= FastAnswer:
		return Easy
	}
	return Good
}

// Memory is a puzzle's place in the spaced review (FSRS).
type Memory struct {
	Stability  float64   `json:"stability"`  // days until the chance of recall falls to 90 %
	Difficulty float64   `json:"difficulty"` // 1 (easy) to 10
	Last       time.Time `json:"last"`       // the last answer
	Due        time.Time `json:"due"`
	Reps       int       `json:"reps"`   // answers counted
	Lapses     int       `json:"lapses"` // wrong answers after the first
	// OldBox is version 2's Leitner box, read only to be migrated (migrateReview); a version 3 file
	// never holds it.
	OldBox int `json:"box,omitempty"`
}

// Retrievability is the chance that the puzzle is recalled at now (1 right after an answer; 0 when
// never answered).
func (m Memory) Retrievability(now time.Time) float64 {
	if m.Reps == 0 {
		return 0
	}
	return retrievability(elapsedDays(m.Last, now), m.Stability)
}

func retrievability(days int, s float64) float64 {
	return math.Pow(1+fsrsFactor*float64(days)/s, -fsrsDecay)
}

// elapsedDays is the whole days between two answers (FSRS counts days, as py-fsrs does).
func elapsedDays(last, now time.Time) int {
	if !now.After(last) {
		return 0
	}
	return int(now.Sub(last) / (24 * time.Hour))
}

// Answer returns the memory after an answer of grade g given at now.
func (m Memory) Answer(g Grade, now time.Time) Memory {
	g = min(max(g, Again), Easy)
	switch t := elapsedDays(m.Last, now); {
	case m.Reps == 0 || !(m.Stability > 0) || !(m.Difficulty >= 1): // never answered (or a bad value)
		m.Stability = max(fsrsW[g-1], minStability)
		m.Difficulty = clampDifficulty(initialDifficulty(g))
	case t < 1:
		m.Stability = shortTermStability(m.Stability, g)
		m.Difficulty = nextDifficulty(m.Difficulty, g)
	default:
		r := retrievability(t, m.Stability)
		if g == Again {
			m.Stability = forgetStability(m.Difficulty, m.Stability, r)
		} else {
			m.Stability = recallStability(m.Difficulty, m.Stability, r, g)
		}
		m.Difficulty = nextDifficulty(m.Difficulty, g)
	}
	if g == Again && m.Reps > 0 {
		m.Lapses++
	}
	m.Reps++
	m.Last = now
	if g == Again {
		m.Due = now.Add(relearnWait)
	} else {
		m.Due = now.AddDate(0, 0, IntervalDays(m.Stability))
	}
	return m
}

// IntervalDays is the wait after which the chance of recall falls to Retention: I(S), whole days,
// at least 1, at most maxDays.
func IntervalDays(s float64) int {
	i := s / fsrsFactor * (math.Pow(Retention, -1/fsrsDecay) - 1)
	return int(min(max(math.Round(i), 1), maxDays))
}

func initialDifficulty(g Grade) float64 {
	return fsrsW[4] - math.Exp(fsrsW[5]*float64(g-1)) + 1
}

func clampDifficulty(d float64) float64 { return min(max(d, 1), 10) }

func nextDifficulty(d float64, g Grade) float64 {
	delta := -fsrsW[6] * float64(g-3)
	damped := d + (10-d)*delta/9 // linear damping: a hard item gets harder more slowly
	return clampDifficulty(fsrsW[7]*initialDifficulty(Easy) + (1-fsrsW[7])*damped)
}

func shortTermStability(s float64, g Grade) float64 {
	inc := math.Exp(fsrsW[17]*(float64(g)-3+fsrsW[18])) * math.Pow(s, -fsrsW[19])
	if g >= Good {
		inc = max(inc, 1)
	}
	return max(s*inc, minStability)
}

func recallStability(d, s, r float64, g Grade) float64 {
	bonus := 1.0
	switch g {
	case Hard:
		bonus = fsrsW[15]
	case Easy:
		bonus = fsrsW[16]
	}
	return max(s*(1+math.Exp(fsrsW[8])*(11-d)*math.Pow(s, -fsrsW[9])*(math.Exp(fsrsW[10]*(1-r))-1)*bonus), minStability)
}

func forgetStability(d, s, r float64) float64 {
	long := fsrsW[11] * math.Pow(d, -fsrsW[12]) * (math.Pow(s+1, fsrsW[13]) - 1) * math.Exp(fsrsW[14]*(1-r))
	short := s / math.Exp(fsrsW[17]*fsrsW[18])
	return max(min(long, short), minStability)
}

// Learnt reports whether the puzzle's last answer was right (it is not waiting to be relearnt).
func (m Memory) Learnt() bool { return m.Reps > 0 && m.Due.Sub(m.Last) > relearnWait }

// Validate checks the values a hand edit could get wrong: a never answered puzzle has no memory,
// an answered one a positive stability and a difficulty within 1 to 10.
func (m Memory) Validate() error {
	switch {
	case m.OldBox < 0 || m.OldBox > len(leitnerWaits):
		return fmt.Errorf("box %d is outside 0 to %d", m.OldBox, len(leitnerWaits))
	case m.OldBox != 0:
		return fmt.Errorf("box is a key of version 2 (version 3 keeps stability and difficulty)")
	case m.Reps < 0 || m.Lapses < 0 || m.Lapses > m.Reps:
		return fmt.Errorf("%d lapses in %d answers is not a count", m.Lapses, m.Reps)
	case m.Reps == 0:
		return nil
	case !(m.Stability > 0) || math.IsInf(m.Stability, 0):
		return fmt.Errorf("stability %v is not a positive number of days", m.Stability)
	case !(m.Difficulty >= 1 && m.Difficulty <= 10):
		return fmt.Errorf("difficulty %v is outside 1 to 10", m.Difficulty)
	}
	return nil
}
