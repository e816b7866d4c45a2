package gen

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// openCase builds an open-card best puzzle (hands N, E, S, W in C2 notation, the trick so far
// led by leader) with a tempting card, and its teaching point told through motif m, which must
// hold.
func openCase(t *testing.T, variant, trump string, hands [4]string, leader engine.Seat, trick, tempting string, m puzzles.Motif) explain.Text {
	t.Helper()
	v := engine.MustBuiltin(variant)
	su, _, err := engine.ParseSuit(trump)
	require.NoError(t, err)
	p := &puzzles.Puzzle{Kind: puzzles.KindBest, Variant: v, Trump: su, Leader: leader, Tempting: engine.MustCard(tempting)}
	for i, s := range []engine.Seat{engine.North, engine.East, engine.South, engine.West} {
		p.Hands[s] = mustCards(t, hands[i])
	}
	if trick != "" {
		p.Trick = mustCards(t, trick)
	}
	require.NoError(t, fillExpect(p))
	c, err := puzzles.Compare(context.Background(), p)
	require.NoError(t, err)
	require.True(t, puzzles.MotifHolds(m, p, c), "%s does not hold", m)
	return MotifPoint(m, p, c)
}

// Sentences the fourth session's reader found false on their positions, which the generator now
// words from the two lines: each case gives a position, the words its point must hold (French or
// English) and those it must not.
func TestMotifSentencesFitThePosition(t *testing.T) {
	cases := []struct {
		name, variant, trump string
		hands                [4]string
		leader               engine.Seat
		trick, tempting      string
		motif                puzzles.Motif
		has, hasNot          []string
	}{
		{
			// North leads 9♠, West 8♠. With A♠ South takes 15 points; with 7♠ East's K♠ takes a
			// trick of 4 points, and A♠ stays in South's hand: the cash counts the trick lost.
			"best-cash-008", "francaise", "C", [4]string{"JS QS 8D QD", "KS AH 10D KD AD", "7S AS QH JD 8C", "9H KH 7D 9D"},
			engine.North, "9S 8S", "7S", puzzles.Cash,
			[]string{"le pli est à toi (15 points)", "le pli et ses 4 points vont à Est", "the trick and its 4 points go to East"},
			[]string{"ces points passent", "those points go"},
		},
		{
			// The ruff with the 4 of copas wins this trick for South instead of North; the loss is
			// the next one, East's 1 of espadas over South's 10 of espadas.
			"best-partner-007", "marocaine", "c", [4]string{"6e 7e 11c 6o", "4e 1e 7c 12c 5o", "10e 4c 5c 10c 1c", "5e 11e 12e 7b"},
			engine.North, "1o 10b", "4c", puzzles.Partner,
			[]string{"c'est le pli suivant que ton équipe perd", "your side loses the next trick",
				"tu prendrais la main à ton partenaire, et c'est toi qui devrais entamer ensuite"},
			[]string{"tout se joue", "it all turns", "te coûterait un atout"},
		},
		{
			// The charge says where the ace kept by the tempting card is lost.
			"best-charge-010", "annonces", "S", [4]string{"9D QD", "JD KD", "9H AH 8D", "8H AD KC"},
			engine.North, "JS JH", "9H", puzzles.Charge,
			[]string{"tu gardes {card:AH}, qui se perd sur le dernier pli", "you keep {card:AH}, which is lost on the last trick",
				"give their trick your points (charger)"},
			[]string{"tout se joue", "load the trick"},
		},
		{
			// North never wins a club trick in the tempting line, but its ace falls in South's
			// trick; what changes sides is East's 10♣, a charge on West's ruff on the next trick
			// (charger: East loads his partner's trick, he does not discard).
			"best-unblock-008", "francaise", "S", [4]string{"8S 7C 8C AC", "KS 7D 8D 10C", "JS QS 7H QC", "9S 10S JC KC"},
			engine.South, "", "JS", puzzles.Unblock,
			[]string{"Est charge avec {card:10C}", "East loads the trick with {card:10C}"},
			[]string{"n'en ferait plus", "would win none", "se défausse {ofcard:10C}"},
		},
		{
			// South leads: partner's A♥ is sure to win a heart lead, but on 8♣ West overtrumps
			// North (P5), so no "de toute façon".
			"best-charge-004", "francaise", "D", [4]string{"7H QH AH KD", "8S JH KH 10C", "9S 8H 10H 8C", "10S JS 9H 10D"},
			engine.South, "", "8H", puzzles.Charge,
			[]string{"Sur une entame à cœur ♥, ton partenaire fait le pli avec {card:AH}", "On a hearts ♥ lead, your partner wins the trick with {card:AH}"},
			[]string{"toute façon", "quoi que tu entames", "whatever you lead"},
		},
		{
			// The ruff wins 23 points; the loss is the lead that follows.
			"best-last-trump-005", "classique", "D", [4]string{"10H KH", "QH KC", "9H 10D QD", "8H JH AH"},
			engine.North, "AC JC", "10D", puzzles.LastTrump,
			[]string{"tu coupes un pli que ton partenaire fait déjà, et c'est toi qui dois entamer ensuite", "c'est le pli suivant que ton équipe perd"},
			[]string{"gâches", "waste"},
		},
		{
			// South ruffs partner's heart lead with the 9 of trumps: a ruff, not a winner cashed.
			"best-cash-001", "classique", "D", [4]string{"8H 8D", "9S 9C", "AS 9D KC", "10S 10H JC"},
			engine.North, "9H 7H", "KC", puzzles.Cash,
			[]string{"Coupe tout de suite : avec {card:9D}", "Ruff at once: with {card:9D}"},
			[]string{"Prends ce pli"},
		},
		{
			// The 10 is kept and wins the next trick itself; the best card is another one.
			"best-keep-ten-018", "annonces", "H", [4]string{"9S 9C", "8C QC", "QD 7C 10C", "10S KC AC"},
			engine.North, "7S QS", "7C", puzzles.KeepTen,
			[]string{"joue {card:QD} et garde {card:10C} ; plus tard, {card:10C} prend lui-même le pli suivant"},
			[]string{"tu peux le garder", "you can keep it"},
		},
		{
			// The old best-belote-009: the lines part on the current trick (West ruffs K♠ with
			// 10♦), before K♦ takes trick 6. The point tells that trick first, then the belote's.
			"best-belote-009", "classique", "D", [4]string{"8S 9D 8C 9C QC", "9S QS KH JD AD", "KS AS AH 7D 10C", "QH 10D QD KD 7C"},
			engine.South, "", "KS", puzzles.Belote,
			[]string{"Avec {card:KS}, c'est ce pli que ton équipe perd : tu entames {card:KS}",
				"Puis {card:KD} d'Ouest, une carte de la belote, prend le 6e pli",
				"Then West's {card:KD}, one of the belote cards, takes trick 6"},
			[]string{"regarde le 6e pli"},
		},
		{
			// Partner's trick, and the 10 of copas on it: charging, not discarding.
			"best-last-trump-011", "marocaine", "b", [4]string{"5o 1o", "5e 12c 4o", "7c 4b 5b", "11e 1c"},
			engine.North, "11o 7e", "4b", puzzles.LastTrump,
			[]string{"Charge le pli de ton partenaire avec {card:7c}", "Give {card:7c} to your partner's trick"},
			[]string{"discard {card:7c}"},
		},
	}
	for _, k := range cases {
		pt := openCase(t, k.variant, k.trump, k.hands, k.leader, k.trick, k.tempting, k.motif)
		both := pt[explain.French] + "\n" + pt[explain.English]
		for _, w := range k.has { // French as the templates write it, then with its forms
			if !strings.Contains(both, w) {
				assert.Contains(t, both, explain.FormFrench(w), k.name)
			}
		}
		for _, w := range k.hasNot {
			assert.NotContains(t, both, w, k.name)
		}
	}
}
