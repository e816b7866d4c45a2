package engine

import "fmt"

// Result is the outcome of a contract.
type Result uint8

// The outcomes of a deal (K5, K6, K7); Passed is a deal where all passed twice (T6).
const (
	Made Result = iota
	Failed
	Litige
	Passed
)

var resultNames = [4]string{"made", "failed", "litige", "passed"}

// String returns made, failed, litige or passed.
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "?"
}

// DealFacts are what a score is computed from: the taking team and what each team did.
type DealFacts struct {
	Trump       Suit
	Taker       Team
	TrickPoints [2]int // card points of the tricks won, dix de der included (K1); they add up to 162
	Capot       Team   // the team that won all eight tricks (K2), or NoTeam
	Belote      Team   // the team that said belote and rebelote (B1, B2), or NoTeam
	Declared    [2][]Announcement
}

// Score is a deal's score with every term, so that each step can be shown and explained.
type Score struct {
	TrickPoints  [2]int         // after capot (K2)
	Announces    AnnounceResult // whose announcements score, and how much (A5, A6)
	BelotePoints [2]int         // 20 for the team that said belote-rebelote (B1, B3)
	Totals       [2]int         // trick points + scoring announcements + belote, per team
	ContractRule Rule           // K3 or K4: how the contract was judged
	Needed       int            // K3: the threshold that applied (82, or 92 after a belote)
	Counted      int            // K3: what is held against Needed, the takers' trick points + their own belote
	Result       Result
	Decided      Rule   // K5 made, K6 failed, K7 litige
	Points       [2]int // what each team scores for this deal (a collected reserve is not included)
	Reserve      int    // what a litige puts aside (K7)
	// K6 only: the defence's base (162, or the capot value when the defence took every trick) and
	// the announcements it adds (its own under K3; every scoring one under K4).
	DefenceBase      int
	DefenceAnnounces int
	// Tie: the totals were equal under K4 in a variant without litige, so the contract failed.
	Tie bool
}

// BeloteBonus is the value of belote-rebelote (B1).
const BeloteBonus = 20

// ScoreDeal scores one deal under the variant's contract rule (K1–K7).
func (v *Variant) ScoreDeal(f DealFacts) (Score, error) {
	if err := v.checkFacts(f); err != nil {
		return Score{}, err
	}
	var s Score
	s.TrickPoints = f.TrickPoints
	if f.Capot != NoTeam { // K2: the capot team counts 252, the other 0
		s.TrickPoints[f.Capot], s.TrickPoints[f.Capot.Other()] = v.Capot, 0
	}
	if v.Announcements {
		s.Announces = CompareTeams(f.Trump, f.Declared)
	} else {
		s.Announces = AnnounceResult{Winner: NoTeam}
	}
	if f.Belote != NoTeam {
		s.BelotePoints[f.Belote] = BeloteBonus // B3: kept whatever happens to the contract
	}
	for t := range 2 {
		s.Totals[t] = s.TrickPoints[t] + s.Announces.Points[t] + s.BelotePoints[t]
	}
	taker, def := f.Taker, f.Taker.Other()
	if v.Contract == Threshold {
		// K3: without belote, the takers' trick points against 82. Once a belote was said by
		// either team its 20 points are at stake too, so the threshold is 92, held against the
		// takers' trick points plus their own belote (72 + 20 with theirs, 92 against the
		// defence's). Announcements never count toward it.
		s.ContractRule, s.Needed = K3, v.Threshold
		if f.Belote != NoTeam {
			s.Needed = v.ThresholdWithBelote
		}
		s.Counted = s.TrickPoints[taker] + s.BelotePoints[taker]
		s.Result = Failed
		if s.Counted >= s.Needed {
			s.Result = Made
		}
	} else {
		// K4: the takers' total against the defence's; equal is a litige where the variant has it.
		s.ContractRule = K4
		switch {
		case s.Totals[taker] > s.Totals[def]:
			s.Result = Made
		case s.Totals[taker] == s.Totals[def] && v.Litige:
			s.Result = Litige
		default:
			s.Result = Failed
			s.Tie = s.Totals[taker] == s.Totals[def]
		}
	}
	v.settle(&s, f, taker, def)
	return s, nil
}

// settle fills the points of each team once the result is known (K5, K6, K7).
func (v *Variant) settle(s *Score, f DealFacts, taker, def Team) {
	switch s.Result {
	case Made: // K5: each team scores its total
		s.Decided = K5
		s.Points = s.Totals
	case Litige: // K7: the defence scores now; the takers' total less their belote waits in reserve
		s.Decided = K7
		s.Points[def] = s.Totals[def]
		s.Points[taker] = s.BelotePoints[taker]
		s.Reserve = s.Totals[taker] - s.BelotePoints[taker]
	default: // K6: dedans
		s.Decided = K6
		s.DefenceBase = TotalPoints
		if f.Capot == def {
			s.DefenceBase = v.Capot
		}
		s.Points[taker] = s.BelotePoints[taker]
		if v.Contract == Threshold {
			// K6, threshold form: each team keeps its own scoring announcements.
			s.DefenceAnnounces = s.Announces.Points[def]
			s.Points[taker] += s.Announces.Points[taker]
		} else {
			// K6, beat-defence form: the defence takes every scoring announcement of the deal.
			s.DefenceAnnounces = s.Announces.Points[NS] + s.Announces.Points[EW]
		}
		s.Points[def] = s.DefenceBase + s.BelotePoints[def] + s.DefenceAnnounces
	}
}

// checkFacts refuses facts that no deal can produce.
func (v *Variant) checkFacts(f DealFacts) error {
	if f.Taker > EW {
		return ruleErr(T4, "no taking team")
	}
	for t := range 2 {
		if f.TrickPoints[t] < 0 {
			return ruleErr(K1, "negative trick points for %s", Team(t))
		}
	}
	if f.TrickPoints[NS]+f.TrickPoints[EW] != TotalPoints {
		return ruleErr(K1, "trick points add up to %d, not 162", f.TrickPoints[NS]+f.TrickPoints[EW])
	}
	if f.Capot != NoTeam && (f.Capot > EW || f.TrickPoints[f.Capot] != TotalPoints) {
		return ruleErr(K2, "a capot team wins every trick: give it 162 and the other team 0")
	}
	if f.Belote > NoTeam {
		return ruleErr(B1, "bad belote team")
	}
	if !v.Announcements && (len(f.Declared[NS]) > 0 || len(f.Declared[EW]) > 0) {
		return ruleErr(A1, "variant %s has no announcements", v.Name)
	}
	var used Set
	for _, team := range f.Declared {
		for _, a := range team {
			if used&a.Cards != 0 {
				return ruleErr(A3, "%s appears in two announcements", (used & a.Cards).String())
			}
			used |= a.Cards
		}
	}
	if len(f.Declared[NS])+len(f.Declared[EW]) > 0 && f.Trump >= NoSuit {
		return ruleErr(A5, "a trump suit is needed to compare announcements")
	}
	return nil
}

// Game keeps the running score of a game: the points of each team, a pending litige reserve (K7),
// and the end at the variant's target (K8). The zero value with a variant set is a new game.
type Game struct {
	Variant *Variant
	Scores  [2]int
	Reserve int  // pending K7 reserve, collected by the winner of the next deal that is not a litige
	Deals   int  // deals scored, passed deals (T6) excluded
	Over    bool // K8: a team has won
	Winner  Team
}

// NewGame starts a game of variant v.
func NewGame(v *Variant) *Game { return &Game{Variant: v, Winner: NoTeam} }

// Collected says who took a reserve when a deal was added (K7).
type Collected struct {
	Team   Team
	Points int
}

// Add records a deal's score: its points, the reserve it creates or collects (K7), and the end of
// the game (K8). A passed deal (T6) changes nothing and does not collect a reserve.
func (g *Game) Add(s Score, taker Team) (Collected, error) {
	if g.Over {
		return Collected{NoTeam, 0}, ruleErr(K8, "the game is over")
	}
	col := Collected{NoTeam, 0}
	if s.Result == Passed {
		return col, nil
	}
	g.Deals++
	g.Scores[NS] += s.Points[NS]
	g.Scores[EW] += s.Points[EW]
	switch s.Result {
	case Litige:
		g.Reserve += s.Reserve // K7: reserves of successive litiges add up
	default:
		if g.Reserve > 0 {
			col = Collected{taker, g.Reserve}
			if s.Result == Failed {
				col.Team = taker.Other()
			}
			g.Scores[col.Team] += g.Reserve
			g.Reserve = 0
		}
	}
	g.Winner = GameWinner(g.Scores, g.Variant.Target)
	g.Over = g.Winner != NoTeam
	return col, nil
}

// GameWinner applies K8 to running scores: the only team at or over the target, or the higher of
// two that both are; NoTeam while nobody is, or when both are equal (another deal is played).
func GameWinner(scores [2]int, target int) Team {
	ns, ew := scores[NS] >= target, scores[EW] >= target
	switch {
	case ns && !ew:
		return NS
	case ew && !ns:
		return EW
	case ns && ew && scores[NS] != scores[EW]:
		if scores[NS] > scores[EW] {
			return NS
		}
		return EW
	}
	return NoTeam
}

// String summarises a score for developers.
func (s Score) String() string {
	return fmt.Sprintf("%s NS %d EW %d reserve %d", s.Result, s.Points[NS], s.Points[EW], s.Reserve)
}
