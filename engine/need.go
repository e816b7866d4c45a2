package engine

// Goal is what one team plays for in a deal still in play: the taking team for its contract
// made, the defence for its fall. It holds what the score will be made of besides the tricks
// still to play: the trick points already won by each team, the belote said, the announcements
// declared.
type Goal struct {
	Trump    Suit
	Taker    Team              // the team that took (T4, T5)
	Side     Team              // the team that plays for the goal: Taker to make the contract, the other to break it
	Taken    [2]int            // trick points of each team's finished tricks (C3); the rest of the 162 is still to play
	Belote   Team              // the team that said (or will say) belote-rebelote (B1), or NoTeam
	Declared [2][]Announcement // the announcements of each team (A1); the engine compares them (A5, A6)
}

// Left returns the trick points still to play: 162 less what both teams have taken (K1, the dix
// de der included).
func (g Goal) Left() int { return TotalPoints - g.Taken[NS] - g.Taken[EW] }

// Reached reports whether the goal is reached when the side takes v of the points left and the
// other team the rest, by the variant's own scoring (ScoreDeal): for the taker the contract made
// (K3 against 82 or 92 with a belote; K4 strictly more than the defence, a tie being a litige,
// K7, or a fall, so never made); for the defence the contract failed (K6; a litige, K7, is not a
// fall). A capot (K2) is not considered: it only ever helps the team that takes every trick.
func (v *Variant) Reached(g Goal, pts int) (bool, error) {
	f := DealFacts{Trump: g.Trump, Taker: g.Taker, Capot: NoTeam, Belote: g.Belote, Declared: g.Declared}
	f.TrickPoints[g.Side] = g.Taken[g.Side] + pts
	f.TrickPoints[g.Side.Other()] = g.Taken[g.Side.Other()] + g.Left() - pts
	s, err := v.ScoreDeal(f)
	if err != nil {
		return false, err
	}
	if g.Side == g.Taker {
		return s.Result == Made, nil
	}
	return s.Result == Failed, nil
}

// Need returns the fewest trick points the goal's side must take from the tricks still to play
// for the goal to be reached (Reached): 0 when it is reached whatever happens, Left()+1 when no
// share of the points left reaches it. The contract rules are the variant's scoring code's, not
// restated here: a team that takes more never does worse, so the first share that reaches the
// goal is the need.
func (v *Variant) Need(g Goal) (int, error) {
	if g.Side > EW || g.Taker > EW {
		return 0, ruleErr(T4, "no taking team or no side")
	}
	if g.Taken[NS] < 0 || g.Taken[EW] < 0 || g.Left() < 0 {
		return 0, ruleErr(K1, "taken points %d and %d: each at least 0, together at most 162", g.Taken[NS], g.Taken[EW])
	}
	for pts := 0; pts <= g.Left(); pts++ {
		ok, err := v.Reached(g, pts)
		if err != nil {
			return 0, err
		}
		if ok {
			return pts, nil
		}
	}
	return g.Left() + 1, nil
}
