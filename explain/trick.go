package explain

import "github.com/belote-trainer/belote/engine"

// Trick explains who wins a trick, complete or in progress (W1): the winning card, why it wins, and
// the cards it beats. The winner is the engine's (engine.ExplainTrick).
func Trick(v *engine.Variant, trump engine.Suit, trick []engine.Card, l Lang) []string {
	if len(trick) == 0 {
		return nil
	}
	n := NewNamer(l, v)
	tb := engine.ExplainTrick(trump, trick)
	win := n.Name(trick[tb.Winner])
	kv := []any{"card", win, "led", n.suit(tb.LedSuit)}
	say := func(id Key, extra ...any) string { return upperFirst(l.say(id, append(extra, kv...)...)) }
	if len(trick) == 1 {
		return []string{say("W1.alone")}
	}
	var out []string
	if tb.Trumped {
		out = append(out, say("W1.trump"))
	} else {
		out = append(out, say("W1.led"))
	}
	if !tb.Trumps.Empty() {
		out = append(out, say("W1.beats.trumps", "cards", n.set(tb.Trumps), "n", tb.Trumps.Len()))
	}
	if !tb.Led.Empty() {
		id := Key("W1.beats.led")
		if tb.Trumped {
			id = "W1.beats.led.trump"
		}
		out = append(out, say(id, "cards", n.set(tb.Led), "n", tb.Led.Len()))
	}
	if !tb.Others.Empty() {
		out = append(out, say("W1.others", "cards", n.set(tb.Others), "n", tb.Others.Len()))
	}
	return out
}
