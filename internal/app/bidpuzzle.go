package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// A bid puzzle (take or pass, T4/T5) is answered by choosing among numbered choices: take or pass
// in round 1; in round 2 one of the three suits other than the retourne's, in the variant's own
// suits, or pass. The table shows South's five cards; the info lines the dealer, the retourne,
// the bids so far and the choices; the feedback the simulation's figures and the teaching point.

var bidMessages = map[Key]Text{
	"bid.take":      {"Prendre ({sign})", "Take ({sign})"},
	"bid.take.suit": {"Prendre à {suit} ({sign})", "Take with {suit} ({sign})"},
	"bid.pass":      {"Passer", "Pass"},
	"bid.button":    {"Prendre à {suit}", "Take with {suit}"}, // a round-2 choice under the table: its suit named, no sign, to fit one row
	"bid.dealer":    {"Donneur : {seat}. Retourne : {card}.", "Dealer: {seat}. Retourne: {card}."},
	"bid.first":     {"Tu parles le premier.", "You speak first."},
	"bid.first2":    {"Tout le monde a passé au premier tour ; tu parles le premier au second.", "Everybody passed in the first round; you speak first in the second."},
	"bid.before1":   {"Avant toi, {seats} {n|a|ont} passé.", "Before you, {seats} passed."},
	"bid.before2":   {"1er tour : tous ont passé. 2e tour : {seats} {n|a|ont} passé avant toi.", "Round 1: everybody passed. Round 2: {seats} passed before you."},
	"bid.choice":    {"{n}. {choice}", "{n}. {choice}"},
	"bid.figures":   {"Prendre à {suit} : contrat gagné dans {pct} donnes sur 100 ; écart moyen {take} en prenant, {pass} en passant (différence {diff} ± {margin} à 95 %, {samples} donnes simulées).", "Taking with {suit}: contract made in {pct} deals out of 100; mean difference {take} when taking, {pass} when passing (difference {diff} ± {margin} at 95%, {samples} simulated deals)."},
	FieldBid:        {"numéro du choix", "choice number"},
	"bid.keys":      {"(touches 1 à {n})", "(keys 1 to {n})"},
	"bid.keys.two":  {"(touches 1 ou 2)", "(keys 1 or 2)"},
	"bid.err":       {"Choisis un numéro de 1 à {n} (ou prendre, passer), pas « {text} ».", "Choose a number from 1 to {n} (or take, pass), not \"{text}\"."},
}

// FieldBid is the typed field of a bid puzzle: the number of a choice (BidChoices).
const FieldBid Key = "field.bid"

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

// BidKeys says which keys choose among n choices: "(touches 1 à 4)", "(touches 1 ou 2)".
func BidKeys(l Lang, n int) string {
	if n == 2 {
		return T(l, "bid.keys.two")
	}
	return T(l, "bid.keys", "n", n)
}

// BidChoiceText words a choice: "Prendre", "Prendre à cœur (♥ H)", "Passer".
func BidChoiceText(l Lang, d Display, p *puzzles.Puzzle, c BidChoice) string {
	return bidChoiceWords(l, d, p.Round, c)
}

// bidChoiceWords words a choice of a round (T4, T5): the puzzles and the coach say it alike.
func bidChoiceWords(l Lang, d Display, round int, c BidChoice) string {
	switch {
	case !c.Take:
		return T(l, "bid.pass")
	case round == 1:
		return T(l, "bid.take", "sign", d.SuitSign(c.Suit))
	}
	return T(l, "bid.take.suit", "suit", d.SuitName(c.Suit), "sign", d.SuitSign(c.Suit))
}

// PromptText is a puzzle's prompt as a screen beside its table shows it. A bid puzzle's prompt
// opens with the deal's facts (the dealer, the hand, the retourne, the passes: "Est donne. Tu as
// … ; la retourne est 10♣. Tu parles le premier. Prends-tu … ?"), which the table and the rows
// under it (bidInfo) already give: the screen asks the question only, so that each fact is said
// once. A prompt that does not open with those facts (no retourne named before its question) is
// shown whole.
func PromptText(d Display, p *puzzles.Puzzle) string {
	text := d.Text(p.Prompt)
	if p.Kind != puzzles.KindBid {
		return text
	}
	q := strings.LastIndex(text, "?")
	if q < 0 {
		return text
	}
	cut := strings.LastIndex(text[:q], ". ")
	if cut < 0 || !strings.Contains(text[:cut], d.Short(p.Retourne)) {
		return text
	}
	return text[cut+2:]
}

// bidInfo words the deal so far and the numbered choices, in three lines of at most 78 columns
// (the table takes the rest of a 24-row screen): a round-2 choice names its suit without the
// sign, so that four choices fit one row.
func bidInfo(l Lang, d Display, p *puzzles.Puzzle) []string {
	lines := []string{T(l, "bid.dealer", "seat", SeatName(l, p.Dealer), "card", d.Short(p.Retourne))}
	var before []string
	for _, b := range p.BidPosition().Bids() {
		if b.Round == p.Round {
			before = append(before, SeatName(l, b.Seat))
		}
	}
	switch {
	case len(before) == 0 && p.Round == 1:
		lines = append(lines, T(l, "bid.first"))
	case len(before) == 0:
		lines = append(lines, T(l, "bid.first2"))
	case p.Round == 1:
		lines = append(lines, T(l, "bid.before1", "seats", joinAnd(l, before), "n", len(before)))
	default:
		lines = append(lines, T(l, "bid.before2", "seats", joinAnd(l, before), "n", len(before)))
	}
	var choices []string
	for i, c := range BidChoices(p) {
		choices = append(choices, T(l, "bid.choice", "n", i+1, "choice", bidButton(l, d, p, c)))
	}
	return append(lines, strings.Join(choices, "   "))
}

// bidButton words a choice as the info line offers it: a round-2 take names its suit only.
func bidButton(l Lang, d Display, p *puzzles.Puzzle, c BidChoice) string {
	if c.Take && p.Round == 2 {
		return T(l, "bid.button", "suit", d.SuitName(c.Suit))
	}
	return BidChoiceText(l, d, p, c)
}

// parseBid reads a choice number, a choice's words, or take/prendre and pass/passer (with a suit's
// name after take in round 2: "prendre cœur").
func parseBid(l Lang, p *puzzles.Puzzle, words []string) (puzzles.Attempt, error) {
	choices := BidChoices(p)
	if len(words) == 0 {
		words = []string{""}
	}
	bad := fmt.Errorf("%s", T(l, "bid.err", "n", len(choices), "text", strings.Join(words, " ")))
	for _, c := range choices { // a choice's own words, as the answer shows them in any face
		for _, d := range []Display{{Lang: l}, {Lang: l, ASCII: true}, {Lang: l, Face: engine.Spanish}} {
			typed := strings.Join(words, " ")
			if strings.EqualFold(typed, BidChoiceText(l, d, p, c)) || strings.EqualFold(typed, bidButton(l, d, p, c)) {
				return puzzles.Attempt{Take: c.Take, Suit: c.Suit}, nil
			}
		}
	}
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
			if s := suitNamed(l, p.Face(), words[1]); s != engine.NoSuit && s != p.Retourne.Suit() {
				return puzzles.Attempt{Take: true, Suit: s}, nil
			}
		}
	}
	return puzzles.Attempt{}, bad
}

// suitNamed reads a suit's name in the learner's language and face ("cœur", "coeur", "hearts",
// "copas"); NoSuit when w names none. Letters are not read: C is cœur in French and clubs in
// English.
func suitNamed(l Lang, f engine.Face, w string) engine.Suit {
	n := Display{Lang: l, Face: f}
	w = strings.NewReplacer("œ", "oe", "è", "e").Replace(strings.ToLower(w))
	for s := engine.Spades; s < engine.NoSuit; s++ {
		if strings.NewReplacer("œ", "oe", "è", "e").Replace(n.SuitName(s)) == w {
			return s
		}
	}
	return engine.NoSuit
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
	return []string{T(l, "bid.figures", "suit", d.SuitName(a.Trump), "pct", explain.Decimal(l, 100*a.MakeRate, 0),
		"take", bidNumber(l, a.EVTake, true), "pass", bidNumber(l, a.EVPass, true), "diff", bidNumber(l, a.EVTake-a.EVPass, true),
		"margin", bidNumber(l, a.Margin, false), "samples", a.Samples)}
}

// bidNumber writes a mean with one decimal (a decimal comma in French), with its sign if asked.
func bidNumber(l Lang, x float64, sign bool) string {
	s := explain.Decimal(l, x, 1)
	if sign && x >= 0 {
		s = "+" + s
	}
	return s
}
