package bot

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// scorer turns the open-card values of a layout (the trick points the bot's team wins from the
// current trick on) into what a game is won with: the deal's score by the engine (K1–K7), the
// bot's team's points less the other team's. Trick points alone miss the contract's step: a
// contract made or failed (K3, K4: 162 and the announcements go to the defence) moves the score by
// about 250 points where one more trick moves it by a few, so a card that gains 5 trick points on
// average but fails the contract in a few layouts more is a bad card. The map is monotone in the
// trick points, so each layout's play stays perfect (an engine.Score of the best line is the best
// engine.Score).
type scorer struct {
	variant *engine.Variant
	facts   engine.DealFacts // trump, taker, the trick points won so far; the rest per layout
	team    engine.Team
	tricks  [2]int // tricks won so far by each team, for the capot (K2)
	rest    int    // trick points still to be won, the trick in progress included
	// The seats still to play their first card, which declare with it (A4): their best
	// declaration in the layout is assumed, as every bot declares its best (A3).
	toDeclare []engine.Seat
	declared  [4][]engine.Announcement
	said      engine.Team // the team whose player has said belote (B1), or NoTeam
}

// newScorer reads from the view what is already decided: the tricks won, the announcements
// declared, a belote said.
func newScorer(v View) *scorer {
	s := &scorer{variant: v.Variant, team: v.Seat.Team(), rest: engine.TotalPoints, said: engine.NoTeam,
		facts: engine.DealFacts{Trump: v.Trump, Taker: v.Taker.Team()}, declared: v.Declared}
	for i := range v.Tricks {
		t := &v.Tricks[i]
		for j := 0; j < t.N; j++ {
			if t.Belote[j] > 0 {
				s.said = t.Seats[j].Team()
			}
		}
		if t.N == 4 {
			w := t.Winner.Team()
			s.facts.TrickPoints[w] += t.Points
			s.tricks[w]++
			s.rest -= t.Points
		}
	}
	if v.Variant.Announcements && len(v.Tricks) == 1 {
		t := v.Current()
		for _, seat := range engine.Seats {
			if !seatIn(t, seat) {
				s.toDeclare = append(s.toDeclare, seat)
			}
		}
	}
	return s
}

func seatIn(t *engine.Trick, seat engine.Seat) bool {
	for j := 0; j < t.N; j++ {
		if t.Seats[j] == seat {
			return true
		}
	}
	return false
}

// utility rewrites vals, the values of one layout, as scores (evaluate.Options.Utility).
func (s *scorer) utility(hands [4]engine.Set, vals []solve.CardValue) {
	f := s.facts
	f.Belote = s.said
	if f.Belote == engine.NoTeam {
		for _, seat := range engine.Seats {
			if engine.HoldsBelote(hands[seat], f.Trump) {
				f.Belote = seat.Team() // a holder of both says belote (B1), as the bots do
			}
		}
	}
	decl := s.declared
	for _, seat := range s.toDeclare {
		decl[seat] = engine.BestDeclaration(hands[seat], f.Trump)
	}
	for seat := range decl {
		team := engine.Seat(seat).Team()
		f.Declared[team] = append(f.Declared[team], decl[seat]...)
	}
	for i := range vals {
		vals[i].Value = scoreWeight*s.score(f, vals[i].Value) + vals[i].Value
	}
}

// scoreWeight makes the score decide and the trick points only break its ties: a failed contract
// scores the same however many points the takers made (K6), but in the real play, where the
// layout is not known, more points are still the safer side of the threshold.
const scoreWeight = 8

// score returns the bot's team's score less the other's when the team wins value trick points
// from here on.
func (s *scorer) score(f engine.DealFacts, value int) int {
	team, other := s.team, s.team.Other()
	f.TrickPoints[team] += value
	f.TrickPoints[other] += s.rest - value
	f.Capot = engine.NoTeam
	switch {
	case s.tricks[other] == 0 && value == s.rest:
		f.Capot = team // every point left, so (but for a trick of no points) every trick: K2
	case s.tricks[team] == 0 && value == 0:
		f.Capot = other
	}
	sc, err := s.variant.ScoreDeal(f)
	if err != nil {
		return 2*f.TrickPoints[team] - engine.TotalPoints // never for facts read from a real deal
	}
	return sc.Points[team] - sc.Points[other]
}
