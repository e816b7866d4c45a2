package puzzles

import "github.com/belote-trainer/belote/engine"

// Attempt is a learner's answer; only the fields of the puzzle's kind are read.
type Attempt struct {
	Cards  []engine.Card // legal: the cards marked legal; best: the card played
	Index  int           // winner: the index, in play order, of the winning card
	Points int           // count, announce: the points
	Team   engine.Team   // announce (declared form): whose announcements score; NoTeam for none
	NS, EW int           // score: what each team scores
	Result engine.Result // score
	Take   bool          // bid: take (true) or pass
	Suit   engine.Suit   // bid, round 2, taking: the suit named (T5)
}

// Verdict marks an attempt against the engine's answer.
type Verdict struct {
	Correct bool
	Answer  Solution
	Missed  engine.Set // legal: legal cards the learner left out
	Wrong   engine.Set // legal: cards marked legal that are not; best: a card that is not best
}

// Check marks a learner's attempt. The answer is always the engine's (Answer); the app never
// decides whether an attempt is right.
func Check(p *Puzzle, at Attempt) (Verdict, error) {
	a, err := Answer(p)
	if err != nil {
		return Verdict{}, err
	}
	v := Verdict{Answer: a}
	chosen := engine.SetOf(at.Cards...)
	switch p.Kind {
	case KindLegal:
		v.Missed, v.Wrong = a.Legal&^chosen, chosen&^a.Legal
		v.Correct = chosen == a.Legal
	case KindWinner:
		v.Correct = at.Index == a.Winner
	case KindCount:
		v.Correct = at.Points == a.Points
	case KindAnnounce:
		v.Correct = at.Points == a.Points && (!p.DeclaredForm || at.Team == a.Announce.Winner)
	case KindScore:
		s := a.Score
		v.Correct = at.NS == s.Points[engine.NS] && at.EW == s.Points[engine.EW] && at.Result == s.Result
	case KindBest:
		v.Wrong = chosen &^ a.Best
		v.Correct = chosen != 0 && v.Wrong == 0
	case KindBid:
		// Round 1 takes the retourne's suit (T4); in round 2 taking means naming the best suit (T5).
		v.Correct = at.Take == a.Bid.Take && (!at.Take || p.Round == 1 || at.Suit == a.Bid.Trump)
	}
	return v, nil
}
