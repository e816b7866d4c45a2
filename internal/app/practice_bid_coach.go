package app

import (
	"context"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/puzzles"
)

// The practice table's coach judges the learner's bids too (issue 13 §4): each bid is simulated
// against the other choices from what the learner saw when bidding (coach.JudgeBid, the
// simulation that answers the `bid` puzzles), and a bid is mentioned only when another choice was
// clearly better. The words are the bid puzzles' own: the choices (bidChoiceWords), the hand's
// features (puzzles.BidFeatures) and the figures (bid.figures).

var bidCoachMessages = map[Key]Text{
	"bcoach.running": {"Jugement des enchères…", "Judging the bids…"},
	"bcoach.ok":      {"Enchères : rien à redire.", "Bidding: nothing to correct."},
	"bcoach.sum":     {"Enchères : {n} {n|décision|décisions} à revoir.", "Bidding: {n} {n|decision|decisions} to review."},
	"bcoach.round1":  {"Au premier tour", "In the first round"},
	"bcoach.round2":  {"Au second tour", "In the second round"},
	"bcoach.wrong": {"{when}, tu as choisi « {chosen} » ; « {better} » valait nettement mieux ({diff} {n|point|points} d'écart en moyenne pour ton équipe, ± {margin} à 95 %).",
		"{when} you chose “{chosen}”; “{better}” was clearly better ({diff} {n|point|points} of score difference on average for your team, ± {margin} at 95%)."},
}

// BidCoachOptions bound the judgement of one bid at the practice table: 50 simulated deals, then
// 100 and 200 while the verdict is unclear; each deal is played out open-card once per choice,
// about 50 ms of one core per choice (docs/trainer.md). The seed is fixed: the same bid in the
// same position always gets the same verdict. At most 400 playouts: a first-round bid (two
// choices) goes to 200 deals, a second-round one (four choices) stops at 100, and one still
// unclear there is left unsaid (BenchmarkBidCoachUnclearRound2: it took about 20 s of CPU).
var BidCoachOptions = coach.BidOptions{First: 50, Max: 200, Seed: 1, Playouts: 400}

// BidMoments lists the learner's bids in the deal in progress (or just over), each with what the
// learner saw then; the five cards held while bidding come from the deal's deck (T3).
func (p *Practice) BidMoments() ([]coach.BidMoment, error) {
	lg := p.log()
	d, err := engine.NewDeal(p.Variant, lg.Dealer, lg.Deck)
	if err != nil {
		return nil, err
	}
	return coach.BidMoments(p.Variant, d.Dealer, Learner, d.Hands[Learner], d.Retourne, p.Deal.Bids)
}

// BidCoach judges the learner's bids of the deal just over with o (BidCoachOptions at the
// table), cancelled with ctx.
func (p *Practice) BidCoach(ctx context.Context, o coach.BidOptions) ([]coach.BidVerdict, error) {
	ms, err := p.BidMoments()
	if err != nil {
		return nil, err
	}
	return coach.JudgeBids(ctx, ms, o)
}

// BidCoachText words the verdicts: nothing when the learner did not bid (the bidding ended
// before their turn), one short line when no bid was clearly wrong, else for each wrong bid what
// was chosen, what was better and by how much, the hand's features with the trump in question,
// and the simulation's figures.
func BidCoachText(l Lang, d Display, verdicts []coach.BidVerdict) []string {
	if len(verdicts) == 0 {
		return nil
	}
	var wrong []coach.BidVerdict
	for _, v := range verdicts {
		if v.Wrong() {
			wrong = append(wrong, v)
		}
	}
	if len(wrong) == 0 {
		return []string{T(l, "bcoach.ok")}
	}
	out := []string{T(l, "bcoach.sum", "n", len(wrong))}
	for _, v := range wrong {
		out = append(out, bidVerdictLines(l, d, v)...)
	}
	return out
}

// bidVerdictLines words one wrong bid in two paragraphs: the verdict with the hand's features,
// then the figures of taking with the suit in question against passing.
func bidVerdictLines(l Lang, d Display, v coach.BidVerdict) []string {
	pos, r := v.Pos, v.Result
	choice := func(c bidsim.Choice) string {
		if c == bidsim.Pass {
			return bidChoiceWords(l, d, pos.Round, BidChoice{Suit: engine.NoSuit})
		}
		return bidChoiceWords(l, d, pos.Round, BidChoice{Take: true, Suit: r.Suits[c].Trump})
	}
	// The take in question: the better one, or the one chosen when passing was better.
	k := v.Other
	if k == bidsim.Pass {
		k = v.Chosen
	}
	trump := r.Suits[k].Trump
	when := T(l, "bcoach.round1")
	if pos.Round == 2 {
		when = T(l, "bcoach.round2")
	}
	head := T(l, "bcoach.wrong", "when", when, "chosen", choice(v.Chosen), "better", choice(v.Other),
		"diff", bidNumber(l, v.Diff, true), "n", pluralCount(l, v.Diff), "margin", bidNumber(l, v.Half, false))
	a := puzzles.BidAnswer{Take: true, Trump: trump, MakeRate: r.Suits[k].MakeRate, EVTake: r.Suits[k].EV, EVPass: r.EVPass,
		Samples: r.Samples}
	_, a.Margin = bidsim.Paired(v.Outcomes, k, bidsim.Pass)
	return append([]string{head + " " + d.Text(puzzles.BidFeatures(pos, trump))}, bidExplanation(l, d, a)...)
}
