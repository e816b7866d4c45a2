package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

func init() {
	tellSeat(puzzles.KeepMaster, explain.Text{explain.French: "Main cachée : garder la carte maîtresse", explain.English: "Hidden hands: keeping the master card"}, seatStory.keepMaster)
}

// keepMaster tells why South keeps its master card and the plan: why it is master and the
// trumps out; two tricks from the end, what playing it first leaves (the other card led to the
// last trick) and what it does kept (lastLead, keptLast); else what the lines of the layouts
// where the best card does better show (puzzles.MasterKept's plan): led now, the master is ruffed (a
// trump: it leaves an opponent a trump that wins a trick later);
// the best card's trick takes an opponent's trump, drawn by a trump lead or ruffed, and the
// master wins a trick later.
func (s seatStory) keepMaster(ev puzzles.MasterKept, b, t string) string {
	l, pos, tc := s.l, s.pos, s.pair.Tempting
	head := fmt.Sprintf(l.pick("Garde %s : c'est la carte maîtresse à %s (%s).", "Keep %s: it is the master card in %s (%s)."),
		t, suitName(l, tc.Suit(), s.f), s.masterWhy(tc))
	if tc.Suit() == pos.Trump {
		head = fmt.Sprintf(l.pick("Garde %s : c'est l'atout maître (%s).", "Keep %s: it is the master trump (%s)."), t, s.masterWhy(tc))
	}
	parts := []string{head, s.trumpFacts()}
	if pos.Hand.Len() == 2 {
		if r := s.lastLead(b, t); r != "" {
			parts = append(parts, r)
		}
		return strings.Join(append(parts, s.keptLast(ev, b, t)), " ")
	}
	m := ev.Plan
	if !ev.Planned || !m.Holds() {
		return strings.Join(append(parts, fmt.Sprintf(l.pick("Joue %s d'abord et garde %s pour plus tard.", "Play %s first and keep %s for later."), b, t)), " ")
	}
	return strings.Join(append(parts, s.masterRuffed(m, b, t), s.masterPlan(m, b, t)), " ")
}

// masterRuffed: "Joué maintenant, 10♦ se ferait couper par Ouest : c'est ce qui arrive dans
// chacune des 71 répartitions où 10♥ fait mieux." The ruffer is named when it is the same in
// every one.
func (s seatStory) masterRuffed(m puzzles.MasterPlan, b, t string) string {
	l := s.l
	by := l.pick(" par un adversaire", " by an opponent")
	if rs := m.NowRuffers(); len(rs) == 1 {
		by = l.pick(" par ", " by ") + s.who(rs[0], false)
	}
	if s.pair.Tempting.Suit() == s.pos.Trump {
		// A master trump led now takes a trump from each seat that holds one (P2, P3), but leaves
		// the longer hand one that wins a trick later.
		who := l.pick("un adversaire", "an opponent")
		if rs := m.NowRuffers(); len(rs) == 1 {
			who = s.who(rs[0], false)
		}
		return fmt.Sprintf(l.pick("Joué maintenant, %s laisse à %s un atout qui fait un pli plus tard : c'est ce qui arrive dans %s où %s fait mieux.",
			"Led now, %s leaves %s a trump that wins a later trick: that is what happens in %s where %s does better."), t, who, s.ofLayouts(m.Ruffed, m.Gains), b)
	}
	return fmt.Sprintf(l.pick("Joué maintenant, %s se ferait couper%s : c'est ce qui arrive dans %s où %s fait mieux.",
		"Led now, %s would be ruffed%s: that is what happens in %s where %s does better."), t, by, s.ofLayouts(m.Ruffed, m.Gains), b)
}

// ofLayouts writes n of the layouts where the best card does better: "46 des 71 répartitions",
// "chacune des 71 répartitions".
func (s seatStory) ofLayouts(n, of int) string {
	if n == of {
		return fmt.Sprintf(s.l.pick("chacune des %d répartitions", "every one of the %d layouts"), of)
	}
	return fmt.Sprintf(s.l.pick("%d des %d répartitions", "%d of the %d layouts"), n, of)
}

// inThem writes the Both layouts among the Ruffed ones: "Dans chacune d'elles", "Dans 46
// d'entre elles".
func (s seatStory) inThem(m puzzles.MasterPlan) string {
	if m.Both == m.Ruffed {
		return s.l.pick("Dans chacune d'elles", "In every one of them")
	}
	return fmt.Sprintf(s.l.pick("Dans %d d'entre elles", "In %d of them"), m.Both)
}

// masterPlan tells what the best card does in those layouts: a trump lead that the opponents
// must follow (P2, P3), or a plain card that an opponent ruffs (P7 when it plays right after
// South: nobody has trumped and its partner has not played); then the master wins a trick.
func (s seatStory) masterPlan(m puzzles.MasterPlan, b, t string) string {
	l, pos := s.l, s.pos
	// What the kept master is then: safe from a ruff, or (a trump) still the highest one.
	safe := l.pick(", qui ne craint plus la coupe,", ", safe from a ruff,")
	if s.pair.Tempting.Suit() == pos.Trump {
		safe = l.pick(", que tu as gardé,", ", which you kept,")
	}
	rs := m.BothRuffers()
	names := make([]string, len(rs))
	for i, r := range rs {
		names[i] = s.who(r, false)
	}
	who := strings.Join(names, l.pick(" et ", " and "))
	if len(rs) == 0 {
		who = l.pick("un adversaire", "an opponent")
	}
	if s.pair.Best.Suit() == pos.Trump {
		put := l.pick(agree(len(rs) < 2, "fournit à l'atout", "fournissent à l'atout"), agree(len(rs) < 2, "follows with a trump", "follow with a trump"))
		return fmt.Sprintf(l.pick("Joue d'abord atout avec %s : qui en a doit en fournir (P2, P3). %s, %s %s, et %s%s fait un pli ensuite.",
			"Lead a trump first with %s: whoever holds one must play one (P2, P3). %s, %s %s, and %s%s wins a trick later."),
			b, s.inThem(m), who, put, t, safe)
	}
	one := len(rs) < 2
	su := deSuit(l, s.pair.Best.Suit(), s.f)
	must, why := agree(one, "le coupe", "le coupent"), ""
	mustEn := agree(one, "ruffs it and spends", "ruff it and spend")
	if len(rs) == 1 && pos.Variant.Direction.Nth(engine.South, 1) == rs[0] {
		// Right after South's lead nobody has trumped and its partner has not played.
		must, mustEn, why = "doit le couper", "must ruff it and spend", " (P7)"
	}
	if l == en {
		return fmt.Sprintf("Lead %s first. %s, %s, with no %s left, %s a trump on it%s; %s%s wins a trick later.",
			b, s.inThem(m), who, su, mustEn, why, t, safe)
	}
	return fmt.Sprintf("Joue d'abord %s. %s, %s, %s %s, %s%s et y laisse un atout ; %s%s fait un pli ensuite.",
		b, s.inThem(m), who, agree(one, "qui n'a plus", "qui n'ont plus"), su, must, why, t, safe)
}

// keptLast tells what the master plain card t does when kept for the last trick: it takes it when
// South leads it (having won with b) or when the last trick is led in its suit, unless an opponent
// may ruff. South's winning this trick is spoken of only when b can take it in some consistent
// layout (ev.BestWins): a claim about a card is said only when the evidence shows it.
func (s seatStory) keptLast(ev puzzles.MasterKept, b, t string) string {
	l, tc := s.l, s.pair.Tempting
	unless := ""
	if len(s.ruffers(tc.Suit())) > 0 {
		unless = l.pick(", si personne ne le coupe", ", if nobody ruffs it")
	}
	if ev.BestWins == 0 {
		return fmt.Sprintf(l.pick("Joue %s d'abord : celui qui prend ce pli entame le dernier, et %s le prend s'il joue %s%s.",
			"Play %s first: whoever wins this trick leads to the last one, and %s takes it if they lead %s%s."),
			b, t, suitName(l, tc.Suit(), s.f), unless)
	}
	return fmt.Sprintf(l.pick("Joue %s d'abord : si tu prends ce pli, tu entames %s au dernier ; sinon, celui qui le prend entame le dernier pli, et %s le prend s'il joue %s%s.",
		"Play %s first: if you win this trick, you lead %s to the last one; if not, whoever wins it leads to the last trick, and %s takes it if they lead %s%s."),
		b, t, t, suitName(l, tc.Suit(), s.f), unless)
}
