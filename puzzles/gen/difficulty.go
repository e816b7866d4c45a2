package gen

import "github.com/belote-trainer/belote/engine"

// The difficulty of a generated puzzle is an estimate from 1 (first steps) to 5 (expert), from
// what makes each kind hard for a learner:
//
//   - legal: the row of §3 that decides. Leading, following suit and discarding (P0, P1, P8) are
//     easy (1); must-trump and following trumps (P3, P7) take a look at the trick (2); the partner
//     exemption and the overtrump rows (P2, P4, P5, P6) need the trick read card by card (3). Each
//     row that involves trumps gets one more point when South holds three trumps or more (more
//     cards to sort into higher and lower), and P4, P5, P6 one more with three cards on the table.
//   - winner: no trump in the trick is easy (1); trumps led (2); one ruff (2); two trumps or more
//     after another suit was led (3); one more when the winning card is not the trick's highest
//     in points (the strength order of trumps, C3, then matters).
//   - count: one trick is easy (1), each more trick adds one; the dix de der (K1) and a trump jack
//     or nine (20 and 14, C3) each add one; at most 5.
//   - announce: a hand that declares nothing or one announcement is 1–2; two announcements 3; a hand
//     with a choice between overlapping combinations (A3) 4. Comparing announcements: decided by
//     value 2, by the carré, the top card or the trump step of A5 3–4, a tie 4.
//   - score: a made contract 2, a failed one 3, a litige 4; one more with announcements or a capot.
//   - best: what makes the choice hard, not how long the position is. From 1, one more for each
//     of: four legal cards or more (more to compare); a margin under 20 points between the best
//     card and the next (barely better); a decisive trick (puzzles.Comparison.Decisive, where the
//     two lines first part in who wins or what it is worth) two tricks or more after the current
//     one (the reason lies deep); the intermédiaire bot, a simple player, choosing a wrong card
//     (the tempting card is what a habit plays).
func clampDifficulty(d int) int { return min(max(d, 1), 5) }

// legalDifficulty estimates a legal puzzle (see above).
func legalDifficulty(rule engine.Rule, hand engine.Set, trump engine.Suit, onTable int) int {
	d := map[engine.Rule]int{engine.P0: 1, engine.P1: 1, engine.P8: 1, engine.P3: 2, engine.P7: 2,
		engine.P2: 3, engine.P4: 3, engine.P5: 3, engine.P6: 3}[rule]
	trumpRow := rule >= engine.P2 && rule <= engine.P7
	if trumpRow && hand.Of(trump).Len() >= 3 {
		d++
	}
	if (rule == engine.P4 || rule == engine.P5 || rule == engine.P6) && onTable == 3 {
		d++
	}
	return clampDifficulty(d)
}

// winnerDifficulty estimates a winner puzzle (see above).
func winnerDifficulty(trick []engine.Card, trump engine.Suit, win int) int {
	trumps := engine.SetOf(trick...).Of(trump).Len()
	d := 1
	switch {
	case trick[0].Suit() == trump:
		d = 2
	case trumps == 1:
		d = 2
	case trumps >= 2:
		d = 3
	}
	for _, c := range trick {
		if engine.Points(c, trump) > engine.Points(trick[win], trump) {
			d++
			break
		}
	}
	return clampDifficulty(d)
}

// countDifficulty estimates a count puzzle (see above).
func countDifficulty(cards engine.Set, tricks int, last bool, trump engine.Suit) int {
	d := tricks
	if last {
		d++
	}
	if cards.Has(engine.NewCard(engine.Jack, trump)) || cards.Has(engine.NewCard(engine.Nine, trump)) {
		d++
	}
	return clampDifficulty(d)
}

// BestDifficulty estimates a best puzzle (see above) from the number of legal cards, the margin
// of the best card over the next, the decisive trick and whether the bot's card is wrong.
func BestDifficulty(legal, margin, decisive int, botWrong bool) int {
	d := 1
	for _, hard := range []bool{legal >= 4, margin < 20, decisive >= 2, botWrong} {
		if hard {
			d++
		}
	}
	return clampDifficulty(d)
}
