package lessons

import (
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/strict"
)

// readDiagram reads [step.diagram]; its problems go to the document.
func readDiagram(t *strict.Table) *Diagram {
	if t == nil {
		return nil
	}
	d := &Diagram{Trump: engine.NoSuit, Dealer: engine.NoSeat, Taker: engine.NoSeat, Leader: engine.NoSeat, Hands: map[engine.Seat][]engine.Card{}}
	var v strict.Variant
	if t.Get("variant", &v, "a variant name") {
		d.Variant = v.Variant
	}
	var trump strict.Suit
	if t.Get("trump", &trump, "a suit: S H D C or e c o b") {
		d.Trump = trump.Suit
	}
	d.Dealer, d.Taker, d.Leader = seat(t, "dealer"), seat(t, "taker"), seat(t, "leader")
	var keys []string
	var lists [][]engine.Card
	d.Trick = cards(t, "trick", d.Variant)
	keys, lists = append(keys, "trick"), append(lists, d.Trick)
	if len(d.Trick) > 4 {
		t.Report("trick", "a trick has at most 4 cards, not %d", len(d.Trick))
	}
	if len(d.Trick) > 0 && d.Leader == engine.NoSeat && !t.Has("leader") {
		t.Report("leader", `missing key: a diagram that shows a trick says who led it (a seat: "N", "E", "S" or "W")`)
	}
	if hs := t.Sub("hands", false); hs != nil {
		for _, s := range engine.Seats {
			if hs.Has(s.String()) {
				d.Hands[s] = cards(hs, s.String(), d.Variant)
				keys, lists = append(keys, "hands."+s.String()), append(lists, d.Hands[s])
				if len(d.Hands[s]) > 8 {
					hs.Report(s.String(), "a hand holds at most 8 cards, not %d", len(d.Hands[s]))
				}
			}
		}
		hs.Finish(func(string) string { return "unknown seat (N, E, S and W only)" })
	}
	t.Distinct(keys, lists, face(d.Variant))
	d.Highlight = cards(t, "highlight", d.Variant)
	checkHighlight(t, d, lists)
	t.Finish(nil)
	return d
}

// checkHighlight checks that highlighted cards are shown.
func checkHighlight(t *strict.Table, d *Diagram, shown [][]engine.Card) {
	all := slices.Concat(shown...)
	for _, c := range d.Highlight {
		if !slices.Contains(all, c) {
			t.Report("highlight", "card %s is highlighted but not shown in the trick or a hand", c.Format(face(d.Variant)))
			return
		}
	}
}

func face(v *engine.Variant) engine.Face {
	if v == nil {
		return engine.French
	}
	return v.Face
}

func seat(t *strict.Table, key string) engine.Seat {
	var s strict.Seat
	if !t.Get(key, &s, `a seat: "N", "E", "S" or "W"`) {
		return engine.NoSeat
	}
	return s.Seat
}

// cards reads an optional list of cards; with a variant, they must be in its face (C2).
func cards(t *strict.Table, key string, v *engine.Variant) []engine.Card {
	var cs []strict.Card
	if !t.Get(key, &cs, "a list of cards") {
		return nil
	}
	if v != nil && !t.CheckFace(key, cs, v.Face) {
		return nil
	}
	return strict.Cards(cs)
}
