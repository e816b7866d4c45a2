package evaluate

import "github.com/belote-trainer/belote/engine"

// Taken returns the trick points of each team's finished tricks: each trick's cards (C3) go to
// the team of its winner (W1). The dix de der (K1) is in no finished trick: the eighth is still to
// play.
func (p *Position) Taken() [2]int {
	var out [2]int
	for _, t := range p.History {
		w := p.Variant.Direction.Nth(t.Leader, engine.Winner(p.Trump, t.Cards))
		out[w.Team()] += engine.WonPoints(engine.SetOf(t.Cards...), p.Trump, false)
	}
	return out
}

// Goal returns the goal of the mover's team in this position: the contract of taker made when
// the mover is one of the takers, broken otherwise; belote is the team that said belote-rebelote
// (or will say it: the holder of both cards; NoTeam for none), declared the announcements of each
// team.
func (p *Position) Goal(taker, belote engine.Team, declared [2][]engine.Announcement) engine.Goal {
	return engine.Goal{Trump: p.Trump, Taker: taker, Side: p.Seat.Team(), Taken: p.Taken(), Belote: belote, Declared: declared}
}

// Need returns the trick points the mover's team must take from the current trick on to reach
// that goal, by the variant's scoring (engine.Variant.Need: K3, K4, K7): the Options.Need that
// makes CardResult.Makes count the layouts where a card reaches the goal.
func (p *Position) Need(taker, belote engine.Team, declared [2][]engine.Announcement) (int, error) {
	return p.Variant.Need(p.Goal(taker, belote, declared))
}
