package explain

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/belote-trainer/belote/engine"
)

// Position is a position to explain: the player to play holds Hand (in the player's order) and Trick
// lists the cards already played to the current trick, in play order (as `belote legal` reads it).
type Position struct {
	Variant *engine.Variant
	Trump   engine.Suit
	Hand    []engine.Card
	Trick   []engine.Card
}

// CardVerdict is the verdict on one card of the hand: the engine's legal flag and deciding rule, and
// a sentence that says why, citing the rule.
type CardVerdict struct {
	Card  engine.Card
	Legal bool
	Rule  engine.Rule
	Text  string
}

// PlayExplanation explains a whole position: the engine's legal set and rule, a one-sentence summary
// of what the player must do and why, and a verdict per card in hand order.
type PlayExplanation struct {
	Rule    engine.Rule
	Legal   engine.Set
	Facts   engine.PlayFacts
	Lang    Lang
	Face    engine.Face
	Summary string
	Cards   []CardVerdict
}

// Play explains which cards of the hand are legal and why (RULES.md §3). Legal flags and rules are
// the engine's own (engine.PlayRules.ExplainPlay); this function only words them.
func Play(p Position, l Lang) PlayExplanation {
	f := p.Variant.Play.ExplainPlay(p.Trump, engine.SetOf(p.Hand...), p.Trick)
	pc := newPlayContext(p, f, l)
	ex := PlayExplanation{Rule: f.Rule, Legal: f.Legal, Facts: f, Lang: l, Face: p.Variant.Face, Summary: pc.summary()}
	for _, c := range p.Hand {
		ex.Cards = append(ex.Cards, CardVerdict{Card: c, Legal: f.Legal.Has(c), Rule: f.Rule, Text: pc.card(c)})
	}
	return ex
}

// playContext holds the facts of a position, already named, for the messages of §3.
type playContext struct {
	l    Lang
	n    Namer
	f    engine.PlayFacts
	hand int   // cards in hand
	win  int   // how many legal cards would win the trick now (W1)
	kv   []any // the placeholders every play message may use
}

func newPlayContext(p Position, f engine.PlayFacts, l Lang) *playContext {
	n := NewNamer(l, p.Variant)
	var legal []engine.Card
	for _, c := range p.Hand {
		if f.Legal.Has(c) {
			legal = append(legal, c)
		}
	}
	pc := &playContext{l: l, n: n, f: f, hand: len(p.Hand), win: winners(legal, f)}
	anycard := Either(len(p.Hand) == 1, "w.anycard.one", "w.anycard")
	pc.kv = []any{
		"trump", n.suit(p.Trump),
		"led", n.suit(f.Trick.Led),
		"ledof", n.suitOf(f.Trick.Led),
		"legal", n.Or(legal),
		"held", n.And(legal),
		"mcard", pc.cardOrNone(f.Trick.MasterCard),
		"high", pc.cardOrNone(f.HighestTrump),
		"master", pc.master(),
		"rule", f.Rule.String(),
		"anycard", l.say(anycard),
	}
	return pc
}

// winners counts the legal cards that would be master of the trick if played now (W1): all of
// them when the trick is empty.
func winners(legal []engine.Card, f engine.PlayFacts) int {
	if !f.Trick.MasterCard.Valid() {
		return len(legal)
	}
	n := 0
	for _, c := range legal {
		if engine.Beats(c, f.Trick.MasterCard, f.Trump, f.Trick.Led) {
			n++
		}
	}
	return n
}

func (pc *playContext) cardOrNone(c engine.Card) string {
	if !c.Valid() {
		return "-"
	}
	return pc.n.Name(c)
}

// master names who is master of the trick, seen from the player to play: the partner, or the
// opponent who led, or the opponent who played just before.
func (pc *playContext) master() string {
	st := pc.f.Trick
	switch {
	case st.Master < 0:
		return "-"
	case st.PartnerMaster:
		return pc.l.say("w.partner")
	case st.Master == 0:
		return pc.l.say("w.opp.led")
	}
	return pc.l.say("w.opp.last") // with the partner not master, the other opponent played last
}

func (pc *playContext) say(id Key, extra ...any) string {
	return upperFirst(pc.l.say(id, append(extra, pc.kv...)...))
}

// summaryKey picks the summary message of each row of §3 and of its cases; a ".one" message
// says it when a single card qualifies (no "any of them" for one card).
func (pc *playContext) summaryKey() Key {
	f := pc.f
	one := f.Legal.Len() == 1
	switch f.Rule {
	case engine.P0:
		if one {
			return "P0.sum.one"
		}
	case engine.P1:
		switch pc.win { // "whether or not it wins" only when some card wins and some does not
		case 0:
			return "P1.sum.lose"
		case f.Legal.Len():
			return "P1.sum.win"
		}
	case engine.P7:
		if one {
			return "P7.sum.one"
		}
	case engine.P2:
		if f.OverPartner {
			return "P2.sum.partner"
		}
	case engine.P3:
		if f.SwitchP3 {
			return Either(one, "P3.sum.switch.one", "P3.sum.switch")
		}
		return Either(one, "P3.sum.one", "P3.sum")
	case engine.P5:
		if f.PartnerRuffBeaten {
			return "P5.sum.beaten"
		}
	case engine.P6:
		switch {
		case f.FreeUndertrump && f.PartnerRuffBeaten:
			return "P6.sum.free.beaten"
		case f.FreeUndertrump:
			return "P6.sum.free"
		case f.PartnerRuffBeaten:
			return "P6.sum.beaten"
		}
	case engine.P8:
		if f.Trick.Led == f.Trump {
			return "P8.sum.trump"
		}
	}
	return ruleSummaries[f.Rule]
}

// ruleSummaries are the summaries of the rows of §3 when no case of summaryKey applies.
var ruleSummaries = map[engine.Rule]Key{
	engine.P0: "P0.sum", engine.P1: "P1.sum", engine.P2: "P2.sum", engine.P3: "P3.sum", engine.P4: "P4.sum",
	engine.P5: "P5.sum", engine.P6: "P6.sum", engine.P7: "P7.sum", engine.P8: "P8.sum",
}

func (pc *playContext) summary() string { return pc.say(pc.summaryKey()) }

// card words the verdict on one card: a verdict word, then why, citing the rule.
func (pc *playContext) card(c engine.Card) string {
	legal := pc.f.Legal.Has(c)
	verdict := Either(legal, "w.allowed", "w.refused")
	body := pc.l.say(pc.cardKey(c, legal), append([]any{"card", pc.n.Name(c), "ofcard", pc.n.Of(c), "suit", pc.n.suit(c.Suit())}, pc.kv...)...)
	return upperFirst(pc.l.say(verdict) + body)
}

// cardKey picks the message for one card: which row decided, whether the card is legal, and what
// kind of card it is (a trump, a card of the led suit, a discard). Every key is written out, so the
// catalogue test sees each one the code may ask for.
func (pc *playContext) cardKey(c engine.Card, legal bool) Key {
	f := pc.f
	trump := c.Suit() == f.Trump
	one := f.Legal.Len() == 1
	switch f.Rule {
	case engine.P0:
		return Either(one, "P0.card.one", "P0.card")
	case engine.P8:
		return Either(f.Trick.Led == f.Trump, "P8.card.trump", "P8.card")
	case engine.P2:
		switch {
		case legal && f.OverPartner:
			return "P2.ok.partner"
		case legal:
			return "P2.ok"
		}
		return Either(trump, "P2.no.low", "P2.no.other")
	case engine.P5: // a ruff to overtrump is an opponent's: never the partner's (P4 decides then)
		if legal {
			return "P5.ok"
		}
		return Either(trump, "P5.no.low", "P5.no.other")
	case engine.P3:
		switch {
		case legal && f.SwitchP3:
			return Either(one, "P3.ok.switch.one", "P3.ok.switch")
		case legal:
			return Either(one, "P3.ok.one", "P3.ok")
		}
		return Either(f.SwitchP3, "P3.no.switch", "P3.no")
	case engine.P4:
		return pc.partnerMasterKey(c, trump)
	case engine.P6:
		switch {
		case f.FreeUndertrump && trump:
			return "P6.free.trump"
		case f.FreeUndertrump:
			return "P6.free.other"
		case legal:
			return "P6.ok"
		}
		return "P6.no"
	case engine.P7: // the legal cards are trumps; the others break the rule as discards
		if legal {
			return Either(one, "P7.ok.one", "P7.ok")
		}
		return "P7.no.other"
	}
	// P1: the legal cards follow suit; the others break it as a trump or as a discard.
	switch {
	case legal:
		return "P1.ok"
	case trump:
		return "P1.no.trump"
	}
	return "P1.no.other"
}

// partnerMasterKey words P4: any card is legal; say whether it is a discard, a ruff, or a trump over
// or under the partner's own ruff.
func (pc *playContext) partnerMasterKey(c engine.Card, trump bool) Key {
	f := pc.f
	switch {
	case !trump:
		return "P4.discard"
	case !f.Trick.Trumped:
		return "P4.trump"
	case engine.Beats(c, f.Trick.MasterCard, f.Trump, f.Trick.Led):
		return "P4.over"
	}
	return "P4.under"
}

// Text lays the explanation out for a terminal: each card with its verdict, then the summary.
func (ex PlayExplanation) Text() string {
	n := Namer{Lang: ex.Lang, Face: ex.Face}
	var b strings.Builder
	for _, cv := range ex.Cards {
		fmt.Fprintf(&b, "  %s %s\n", pad(n.Card(cv.Card), 4), cv.Text)
	}
	fmt.Fprintf(&b, "%s%s %s\n", ex.Lang.say("w.summary"), ex.Lang.say("w.colon"), afterColon(ex.Lang, ex.Summary))
	return b.String()
}

// afterColon writes a sentence that follows "En bref": French goes on in lower case ("En bref, tu
// n'as pas…"), except a name (a seat, a team, a card such as "V♥"); English keeps its capital.
func afterColon(l Lang, s string) string {
	if l != French {
		return s
	}
	first, _, _ := strings.Cut(s, " ")
	r := []rune(first)
	if len(r) < 2 || !unicode.IsUpper(r[0]) || !(unicode.IsLower(r[1]) || r[1] == '\'') {
		return s // "V♥", "NS", a number
	}
	for _, name := range properNouns {
		if strings.TrimRight(first, ",.;:") == name {
			return s
		}
	}
	return string(unicode.ToLower(r[0])) + s[len(string(r[0])):]
}

// properNouns are the names a French sentence may start with that keep their capital.
var properNouns = []string{"Nord", "Est", "Sud", "Ouest", "Belote", "Rebelote"}

// pad fills s with spaces to n characters (runes: a suit symbol is one character).
func pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
