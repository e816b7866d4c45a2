package explain

import (
	"github.com/belote-trainer/belote/engine"
)

// Announces explains what a hand may declare (A1–A4) and why: each announcement of the best
// declaration with its value, why a long run is one cent (A2), why a card cannot serve twice when
// combinations overlap (A3), which four-of-a-kind do not count (A1), and the belote (B1, B4).
func Announces(v *engine.Variant, trump engine.Suit, hand engine.Set, l Lang) []string {
	if !v.Announcements {
		return []string{upperFirst(l.say("A.novariant", "variant", v.Name))}
	}
	n := NewNamer(l, v)
	var out []string
	choices := engine.DeclarationChoices(hand, trump)
	if len(choices) == 0 {
		out = append(out, l.say("A.nothing"))
	} else {
		best := choices[0]
		for _, a := range best.Announcements {
			out = append(out, n.announcementLines(a)...)
		}
		if line, ok := n.conflict(choices); ok {
			out = append(out, line)
		}
		out = append(out, l.say("A.total", "list", n.announcements(best.Announcements), "total", num(best.Total)))
		out = append(out, l.say("A.when", "n", len(best.Announcements)))
	}
	for _, r := range engine.NoAnnouncementCarres(hand) {
		out = append(out, l.say("A.no78", "rank", n.Rank(r)))
	}
	if engine.HoldsBelote(hand, trump) {
		k, q := engine.NewCard(engine.King, trump), engine.NewCard(engine.Queen, trump)
		out = append(out, upperFirst(l.say("A.belote", "kq", n.And([]engine.Card{k, q}))))
	}
	return out
}

// announcementLines describes one announcement of the declaration (A1), and, for a run of six or
// more, why it is one cent (A2).
func (n Namer) announcementLines(a engine.Announcement) []string {
	kv := []any{"ann", n.announcement(a), "n", num(a.Len()), "points", num(a.Points())}
	if a.Kind == engine.Carre {
		return []string{upperFirst(n.say("A.carre", kv...))}
	}
	out := []string{upperFirst(n.say("A.run", kv...))}
	if a.Len() >= 6 {
		out = append(out, n.say("A.long", kv...))
	}
	return out
}

// announcements lists announcements joined by "et"/"and".
func (n Namer) announcements(as []engine.Announcement) string {
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = n.announcement(a)
	}
	return join(parts, ", ", " "+conjAnd.column(n.Lang)+" ")
}

// conflict explains, when another declaration was possible, why the best one was kept: the cards
// they share cannot serve twice (A3). It takes the strongest alternative that conflicts.
func (n Namer) conflict(choices []engine.DeclarationChoice) (string, bool) {
	best := choices[0]
	for _, alt := range choices[1:] {
		shared := sharedCards(alt.Announcements, best.Announcements)
		if shared.Empty() {
			continue
		}
		// With eight cards, an alternative of the same total shares a single card with the best
		// declaration (two runs through one carré need more cards), hence one "tie" message.
		id := Key("A.conflict.tie")
		switch {
		case alt.Total != best.Total && shared.Len() == 1:
			id = "A.conflict.one"
		case alt.Total != best.Total:
			id = "A.conflict.many"
		}
		return n.say(id, "alt", n.announcements(alt.Announcements), "alttotal", num(alt.Total),
			"shared", n.set(shared), "best", n.announcements(best.Announcements), "total", num(best.Total)), true
	}
	return "", false
}

// sharedCards returns the cards that would serve twice if alt's announcements were declared with
// best's: runs never overlap each other, so a conflict is always a run against a carré (A3).
func sharedCards(alt, best []engine.Announcement) engine.Set {
	var s engine.Set
	for _, a := range alt {
		for _, b := range best {
			if a.Cards != b.Cards && (a.Kind == engine.Carre) != (b.Kind == engine.Carre) {
				s |= a.Cards & b.Cards
			}
		}
	}
	return s
}

// CompareTeams explains whose announcements score (A5, A6): each team's strongest announcement, the
// step of A5 that decided (engine.CompareTeams gives it), and what the winner scores.
func CompareTeams(v *engine.Variant, trump engine.Suit, declared [2][]engine.Announcement, l Lang) []string {
	n := NewNamer(l, v)
	res := engine.CompareTeams(trump, declared)
	var best [2]engine.Announcement
	var has [2]bool
	for t := range 2 {
		best[t], has[t] = engine.Strongest(declared[t], trump)
	}
	if !has[0] && !has[1] {
		return []string{l.say("A5.none")}
	}
	win, lose := res.Winner, res.Winner.Other()
	if res.Winner == engine.NoTeam { // A5 step 5: a tie, name the teams in table order
		win, lose = engine.NS, engine.EW
	}
	kv := []any{"win", n.Team(win), "lose", n.Team(lose), "trump", n.suit(trump), "order", n.order(),
		"wa", n.announcement(best[win]), "la", n.announcement(best[lose]),
		"wt", n.teamAnnouncement(best[win], win), "lt", n.teamAnnouncement(best[lose], lose),
		"wp", num(best[win].Points()), "lp", num(best[lose].Points()), "points", num(res.Points[win])}
	say := func(id Key) string { return upperFirst(l.say(id, kv...)) }
	if res.Step == engine.A5None {
		return []string{say("A5.alone")}
	}
	steps := map[engine.A5Step]Key{engine.A5Value: "A5.value", engine.A5Carre: "A5.carre",
		engine.A5TopCard: "A5.top", engine.A5Trump: "A5.trump", engine.A5Tie: "A5.tie"}
	out := []string{say(steps[res.Step])}
	if res.Winner != engine.NoTeam {
		out = append(out, say("A6.takes"))
	}
	return out
}
