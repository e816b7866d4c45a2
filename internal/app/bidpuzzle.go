package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// A bid puzzle (take or pass, T4/T5) is answered by choosing among numbered choices: take or pass
// in round 1; in round 2 one of the three suits other than the retourne's, in the variant's own
// suits, or pass. The table shows South's five cards; the info lines the dealer, the retourne,
// the bids so far and the choices; the feedback the simulation's figures and the teaching point.

func init() {
	for k, v := range bidMessages {
		messages[k] = v
	}
}

var bidMessages = map[string]Text{
	"bid.take":      {"Prendre", "Take"},
	"bid.take.suit": {"Prendre à %s (%s)", "Take with %s (%s)"},
	"bid.pass":      {"Passer", "Pass"},
	"bid.dealer":    {"Donneur : %s. Retourne : %s.", "Dealer: %s. Retourne: %s."},
	"bid.before":    {"Avant toi : %s.", "Before you: %s."},
	"bid.first":     {"Tu parles le premier.", "You speak first."},
	"bid.round1":    {"premier tour : %s passe", "first round: %s passes"},
	"bid.round2":    {"second tour : %s passe", "second round: %s passes"},
	"bid.allpassed": {"premier tour : tout le monde passe", "first round: everybody passes"},
	"bid.choice":    {"  %d. %s", "  %d. %s"},
	"bid.figures":   {"Prendre à %s : contrat gagné %s des donnes ; écart moyen %s en prenant, %s en passant (différence %s ± %s à 95 %%, %d donnes simulées).", "Taking with %s: contract made in %s of the deals; mean difference %s when taking, %s when passing (difference %s ± %s at 95%%, %d simulated deals)."},
	"bid.field":     {"le numéro de ton choix", "the number of your choice"},
	"bid.err":       {"Choisis un numéro de 1 à %d (ou prendre, passer), pas « %s ».", "Choose a number from 1 to %d (or take, pass), not \"%s\"."},
}

// BidChoice is one answer of a bid puzzle.
type BidChoice struct {
	Take bool
	Suit engine.Suit // the suit taken; NoSuit to pass
}

// BidChoices lists the answers offered, takes first then pass: the retourne's suit in round 1
// (T4), the three other suits in suit order in round 2 (T5).
func BidChoices(p *puzzles.Puzzle) []BidChoice {
	var out []BidChoice
	for _, s := range p.BidPosition().Suits() {
		out = append(out, BidChoice{Take: true, Suit: s})
	}
	return append(out, BidChoice{Suit: engine.NoSuit})
}

// BidChoiceText words a choice: "Prendre", "Prendre à cœur (♥ H)", "Passer".
func BidChoiceText(l Lang, d Display, p *puzzles.Puzzle, c BidChoice) string {
	switch {
	case !c.Take:
		return l.T("bid.pass")
	case p.Round == 1:
		return l.T("bid.take") + " (" + d.Suit(c.Suit) + ")"
	}
	return l.T("bid.take.suit", d.SuitName(l, c.Suit), d.Suit(c.Suit))
}

// bidInfo words the deal so far and the numbered choices.
func bidInfo(l Lang, d Display, p *puzzles.Puzzle) []string {
	lines := []string{l.T("bid.dealer", SeatName(l, p.Dealer), d.Card(p.Retourne))}
	var before []string
	if p.Round == 2 {
		before = append(before, l.T("bid.allpassed"))
	}
	for _, b := range p.BidPosition().Bids() {
		if b.Round == p.Round {
			key := "bid.round1"
			if b.Round == 2 {
				key = "bid.round2"
			}
			before = append(before, l.T(key, SeatName(l, b.Seat)))
		}
	}
	if len(before) == 0 {
		lines = append(lines, l.T("bid.first"))
	} else {
		lines = append(lines, l.T("bid.before", strings.Join(before, " ; ")))
	}
	for i, c := range BidChoices(p) {
		lines = append(lines, l.T("bid.choice", i+1, BidChoiceText(l, d, p, c)))
	}
	return lines
}

// parseBid reads a choice number, or the words take/prendre and pass/passer (with a suit letter
// after take in round 2: "prendre H").
func parseBid(l Lang, p *puzzles.Puzzle, words []string) (puzzles.Attempt, error) {
	choices := BidChoices(p)
	bad := fmt.Errorf("%s", l.T("bid.err", len(choices), strings.Join(words, " ")))
	if len(words) == 1 {
		if n, err := strconv.Atoi(words[0]); err == nil {
			if n < 1 || n > len(choices) {
				return puzzles.Attempt{}, bad
			}
			return puzzles.Attempt{Take: choices[n-1].Take, Suit: choices[n-1].Suit}, nil
		}
	}
	switch strings.ToLower(words[0]) {
	case "passer", "passe", "pass":
		if len(words) == 1 {
			return puzzles.Attempt{Suit: engine.NoSuit}, nil
		}
	case "prendre", "prends", "take":
		if p.Round == 1 && len(words) == 1 {
			return puzzles.Attempt{Take: true, Suit: p.Retourne.Suit()}, nil
		}
		if p.Round == 2 && len(words) == 2 {
			if s, _, err := engine.ParseSuit(words[1]); err == nil && s != p.Retourne.Suit() {
				return puzzles.Attempt{Take: true, Suit: s}, nil
			}
		}
	}
	return puzzles.Attempt{}, bad
}

// bidAnswerText writes the answer as its choice: "Prendre à cœur (♥ H)" or "Passer".
func bidAnswerText(l Lang, d Display, p *puzzles.Puzzle, a puzzles.BidAnswer) string {
	suit := engine.NoSuit
	if a.Take {
		suit = a.Trump
	}
	return BidChoiceText(l, d, p, BidChoice{Take: a.Take, Suit: suit})
}

// bidExplanation words the simulation's figures (the teaching point, shown after, names the
// hand's features).
func bidExplanation(l Lang, d Display, a puzzles.BidAnswer) []string {
	num := func(x float64, sign bool) string {
		s := strconv.FormatFloat(x, 'f', 1, 64)
		if sign && x >= 0 {
			s = "+" + s
		}
		if l == FR {
			s = strings.Replace(s, ".", ",", 1)
		}
		return s
	}
	pct := strconv.FormatFloat(100*a.MakeRate, 'f', 0, 64) + map[bool]string{true: " %", false: "%"}[l == FR]
	return []string{l.T("bid.figures", d.SuitName(l, a.Trump), pct, num(a.EVTake, true), num(a.EVPass, true),
		num(a.EVTake-a.EVPass, true), num(a.Margin, false), a.Samples)}
}
