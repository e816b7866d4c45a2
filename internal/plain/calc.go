package plain

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

var (
	calcTeams    = []engine.Team{engine.NS, engine.EW}
	calcOptTeams = []engine.Team{engine.NoTeam, engine.NS, engine.EW}
)

// calculator is the score calculator: the screen's fields, each changed by its number, and the
// engine's score with the explainer's breakdown after every change. Announcements are made of
// cards picked by number from the 32.
func (dl *Dialogue) calculator() error {
	c := app.NewCalculator(dl.v.Name)
	for {
		l := dl.l
		disp := dl.calcDisplay(c)
		dl.line("")
		dl.line(dl.calcResult(c))
		su, _, _ := engine.ParseSuit(c.Trump)
		fields := []string{
			app.T(l, "calc.variant") + app.T(l, "word.colon") + c.Variant,
			app.T(l, "calc.trump") + app.T(l, "word.colon") + disp.SuitSign(su) + " " + disp.SuitName(su),
			app.T(l, "calc.taker") + app.T(l, "word.colon") + app.TeamName(l, c.Taker),
			app.T(l, "calc.points") + app.T(l, "word.colon") + c.PointsNS,
			app.T(l, "calc.belote") + app.T(l, "word.colon") + app.TeamName(l, c.Belote),
			app.T(l, "calc.capot") + app.T(l, "word.colon") + app.TeamName(l, c.Capot),
			app.T(l, "calc.decl.ns") + app.T(l, "word.colon") + app.DescribeDeclaration(l, disp, c.Declarations(engine.NS)),
			app.T(l, "calc.decl.ew") + app.T(l, "word.colon") + app.DescribeDeclaration(l, disp, c.Declarations(engine.EW)),
		}
		i, err := dl.choose(app.T(l, "plain.calc.title"), fields, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		if err := dl.calcField(c, i); err != nil {
			return err
		}
	}
}

// calcDisplay names cards in the face of the variant chosen in the form (C1).
func (dl *Dialogue) calcDisplay(c *app.Calculator) app.Display {
	v, ok := engine.Builtin(c.Variant)
	if !ok {
		v = dl.v
	}
	return dl.display(v)
}

// calcResult is the score of the form, or why it cannot be scored.
func (dl *Dialogue) calcResult(c *app.Calculator) string {
	l := dl.l
	score, facts, err := c.Compute()
	if err != nil {
		msg := err.Error()
		if ce, ok := err.(*app.CalcError); ok {
			msg = app.T(l, ce.Field) + " " + msg
		}
		return app.T(l, "calc.error", "err", msg)
	}
	v, _ := engine.Builtin(c.Variant)
	lines := []string{"── " + app.T(l, "calc.score", "ns", score.Points[engine.NS], "ew", score.Points[engine.EW]) + " ──"}
	lines = append(lines, app.Breakdown(l, v, facts, score)...)
	return strings.Join(lines, "\n")
}

// calcField changes field i of the form.
func (dl *Dialogue) calcField(c *app.Calculator, i int) error {
	l := dl.l
	teams := func(key app.Key, ts []engine.Team, set func(engine.Team)) error {
		names := make([]string, len(ts))
		for i, t := range ts {
			names[i] = app.TeamName(l, t)
		}
		j, err := dl.choose(app.T(l, key), names, app.T(l, "key.back"))
		if err == nil && j >= 0 {
			set(ts[j])
		}
		return err
	}
	switch i {
	case 0:
		j, err := dl.choose(app.T(l, "calc.variant"), engine.BuiltinNames, app.T(l, "key.back"))
		if err == nil && j >= 0 {
			c.Variant = engine.BuiltinNames[j]
		}
		return err
	case 1:
		disp := dl.calcDisplay(c)
		names := make([]string, len(engine.Suits))
		for j, s := range engine.Suits {
			names[j] = disp.SuitSign(s) + " " + disp.SuitName(s)
		}
		j, err := dl.choose(app.T(l, "calc.trump"), names, app.T(l, "key.back"))
		if err == nil && j >= 0 {
			c.Trump = engine.Suits[j].String()
		}
		return err
	case 2:
		return teams("calc.taker", calcTeams, func(t engine.Team) { c.Taker = t })
	case 3:
		line, err := dl.ask(app.T(l, "plain.calc.points"))
		if err == nil && line != "" {
			c.PointsNS = line
		}
		return err
	case 4:
		return teams("calc.belote", calcOptTeams, func(t engine.Team) { c.Belote = t })
	case 5:
		return teams("calc.capot", calcOptTeams, func(t engine.Team) { c.Capot = t })
	}
	return dl.calcDecl(c, calcTeams[i-6])
}

// calcDecl adds an announcement to team t, picked card by card, or clears its announcements.
func (dl *Dialogue) calcDecl(c *app.Calculator, t engine.Team) error {
	l := dl.l
	j, err := dl.choose(app.T(l, "plain.calc.decl", "team", app.TeamName(l, t)),
		[]string{app.T(l, "plain.calc.add"), app.T(l, "plain.calc.clear")}, app.T(l, "key.back"))
	if err != nil || j < 0 {
		return err
	}
	if j == 1 {
		c.ClearDeclarations(t)
		return nil
	}
	disp := dl.calcDisplay(c)
	deck := app.CalcDeck()
	for s := range engine.Suits {
		var parts []string
		for k := s * 8; k < s*8+8; k++ {
			parts = append(parts, fmt.Sprintf("%d=%s", k+1, disp.Card(deck[k])))
		}
		dl.line("  " + strings.Join(parts, " "))
	}
	jacks := app.Key("plain.calc.jacks")
	if disp.Face == engine.Spanish {
		jacks = "plain.calc.jacks.es"
	}
	for {
		line, err := dl.ask(app.T(l, "plain.calc.cards", "jacks", app.T(l, jacks)))
		if err != nil || line == "0" || line == "" {
			return err
		}
		cards, perr := dl.pickCards(line, deck)
		if perr == nil {
			perr = c.AddDeclaration(t, cards)
		}
		if perr == nil {
			return nil
		}
		dl.line(app.CalcMessage(l, disp, perr))
	}
}

// pickCards reads card numbers ("1 2 3") into cards of deck.
func (dl *Dialogue) pickCards(line string, deck []engine.Card) ([]engine.Card, error) {
	var out []engine.Card
	for _, w := range strings.Fields(strings.ReplaceAll(line, ",", " ")) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > len(deck) {
			return nil, fmt.Errorf("%s", app.T(dl.l, "plain.badchoice", "input", w, "max", len(deck)))
		}
		out = append(out, deck[n-1])
	}
	return out, nil
}
