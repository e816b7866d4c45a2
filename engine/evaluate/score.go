package evaluate

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// Scorer turns the open-card value of a layout (the trick points the seat's team wins from the
// current trick on) into the deal's score by the engine (K1–K7): the seat's team's points less
// the other team's. Trick points alone miss the contract's step: a contract made or failed (K3,
// K4: 162 and the announcements go to the defence) moves the score by about 250 points where one
// more trick moves it by a few, so a card that gains 5 trick points on average but fails the
// contract in a few layouts more is a bad card. The map is monotone in the trick points, so each
// layout's open-card play stays perfect (the best line's score is the best score). The fort bot
// plays by it and the coach judges by it, so both read a deal's stakes the same way.
type Scorer struct {
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

// Scorer reads from the table what is already decided for seat's team: the tricks won, the
// announcements declared, a belote said.
func (t *Table) Scorer(seat engine.Seat) *Scorer {
	s := &Scorer{variant: t.Variant, team: seat.Team(), rest: engine.TotalPoints, said: engine.NoTeam,
		facts: engine.DealFacts{Trump: t.Trump, Taker: t.Taker.Team()}, declared: t.Declared}
	for i := range t.Tricks {
		tr := &t.Tricks[i]
		for j := 0; j < tr.N; j++ {
			if tr.Belote[j] > 0 {
				s.said = tr.Seats[j].Team()
			}
		}
		if tr.N == 4 {
			w := tr.Winner.Team()
			s.facts.TrickPoints[w] += tr.Points
			s.tricks[w]++
			s.rest -= tr.Points
		}
	}
	if t.Variant.Announcements && len(t.Tricks) == 1 {
		tr := &t.Tricks[0]
		for _, seat := range engine.Seats {
			if !seatIn(tr, seat) {
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

// Utility returns the Options.Utility that rewrites each value as weight times the deal's score
// plus the trick points (weight 0: the score alone). A weight makes the score decide and the trick
// points only break its ties: a failed contract scores the same however many points the takers
// made (K6), but where the layout is not known more points are still the safer side of the
// threshold (the fort bot).
func (s *Scorer) Utility(weight int) func(hands [4]engine.Set, vals []solve.CardValue) {
	return func(hands [4]engine.Set, vals []solve.CardValue) {
		f := s.factsOf(hands)
		for i := range vals {
			sc, _ := s.score(f, vals[i].Value)
			if weight > 0 {
				sc = weight*sc + vals[i].Value
			}
			vals[i].Value = sc
		}
	}
}

// Outcome returns the seat's team's score less the other's in the layout hands when the team wins
// value trick points from here on, and whether the contract is then made, failed or a litige
// (K3–K7).
func (s *Scorer) Outcome(hands [4]engine.Set, value int) (int, engine.Result) {
	return s.score(s.factsOf(hands), value)
}

// Outcomes is Outcome for every value of one layout, the facts of the layout read once.
func (s *Scorer) Outcomes(hands [4]engine.Set, vals []solve.CardValue, gaps []int, results []engine.Result) {
	f := s.factsOf(hands)
	for i := range vals {
		gaps[i], results[i] = s.score(f, vals[i].Value)
	}
}

// factsOf completes the facts with what the layout decides: who says belote (B1: a holder of both
// says it, as the bots do), and the declarations still to come.
func (s *Scorer) factsOf(hands [4]engine.Set) engine.DealFacts {
	f := s.facts
	f.Belote = s.said
	if f.Belote == engine.NoTeam {
		for _, seat := range engine.Seats {
			if engine.HoldsBelote(hands[seat], f.Trump) {
				f.Belote = seat.Team()
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
	return f
}

// score returns the team's score less the other's when the team wins value trick points from
// here on, and the contract's result.
func (s *Scorer) score(f engine.DealFacts, value int) (int, engine.Result) {
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
		return 2*f.TrickPoints[team] - engine.TotalPoints, engine.Made // never for facts read from a real deal
	}
	return sc.Points[team] - sc.Points[other], sc.Result
}
