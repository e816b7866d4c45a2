package engine

// Facts for the explainer: what lies behind a decision of the engine, so that the explain package
// can say why without deciding any rule itself.

// PlayFacts are the facts of RULES.md §3 behind a legal set, seen from the player to play.
type PlayFacts struct {
	Rule  Rule // the row of §3 that decided (as Legal returns it)
	Legal Set  // the legal cards (as Legal returns them)
	Trick TrickState
	Trump Suit
	// HighestTrump is the highest trump already in the trick, or NoCard when none was played. When
	// there is one it is also the master card (W1).
	HighestTrump Card
	Follow       Set // the player's cards of the led suit
	Trumps       Set // the player's trumps
	Higher       Set // the player's trumps that beat HighestTrump (empty when there is none)
	// OverPartner: P2 applies although the partner is master (§3: "even when partner is master").
	OverPartner bool
	// SwitchP3: P3 applies only because overtrump_partner_on_trump_lead = false and the partner is
	// master; the player holds higher trumps.
	SwitchP3 bool
	// FreeUndertrump: the P6 case under undertrump = free, where any card is legal.
	FreeUndertrump bool
	// PartnerRuffBeaten: the partner trumped but an opponent overtrumped and is master, so P5/P6
	// apply against the opponent's trump (§3 notes).
	PartnerRuffBeaten bool
}

// ExplainPlay returns the facts behind Legal for the player to play; Rule and Legal are Legal's own
// answer.
func (pr PlayRules) ExplainPlay(trump Suit, hand Set, trick []Card) PlayFacts {
	legal, rule := pr.Legal(trump, hand, trick)
	st := ReadTrick(trump, trick)
	f := PlayFacts{Rule: rule, Legal: legal, Trick: st, Trump: trump, HighestTrump: NoCard,
		Trumps: hand.Of(trump)}
	if st.Led != NoSuit {
		f.Follow = hand.Of(st.Led)
	}
	if st.Trumped {
		f.HighestTrump = st.MasterCard // W1: the master card is then the highest trump
		f.Higher = f.Trumps & HigherTrumps(st.MasterCard)
	}
	switch rule {
	case P2:
		f.OverPartner = st.PartnerMaster
	case P3:
		f.SwitchP3 = f.Higher != 0 && st.PartnerMaster && pr.NoOvertrumpOverPartner
	case P6:
		f.FreeUndertrump = pr.FreeUndertrump
	}
	if rule == P5 || rule == P6 {
		partner := len(trick) - 2
		f.PartnerRuffBeaten = partner >= 0 && trick[partner].Suit() == trump
	}
	return f
}

// TrickBeaten sorts the cards that the winning card of a trick beats (W1): the trumps it beats, the
// cards of the led suit it beats, and the cards of other suits, which never win.
type TrickBeaten struct {
	Winner   int  // index of the winning card, in play order
	Trumps   Set  // trumps beaten by a higher trump
	Led      Set  // cards of the led suit beaten (by a higher card of that suit or by a trump)
	Others   Set  // cards of neither the led suit nor trump
	Trumped  bool // the winner is a trump
	LedSuit  Suit
	WinsLead bool // the winner is the card that was led
}

// ExplainTrick returns who wins a trick (W1) and what the winning card beats.
func ExplainTrick(trump Suit, trick []Card) TrickBeaten {
	st := ReadTrick(trump, trick)
	tb := TrickBeaten{Winner: st.Master, Trumped: st.Trumped, LedSuit: st.Led, WinsLead: st.Master == 0}
	for i, c := range trick {
		switch {
		case i == st.Master:
		case c.Suit() == trump:
			tb.Trumps = tb.Trumps.Add(c)
		case c.Suit() == st.Led:
			tb.Led = tb.Led.Add(c)
		default:
			tb.Others = tb.Others.Add(c)
		}
	}
	return tb
}

// DeclarationChoice is one way of declaring a hand (A2, A3): a choice of carrés, and the maximal
// runs among the cards they leave free.
type DeclarationChoice struct {
	Announcements []Announcement // strongest first (A5)
	Total         int
	Best          bool // the choice BestDeclaration makes
}

// DeclarationChoices lists every way to declare hand: one per subset of its carrés, each with the
// maximal runs of the cards left free (A2). The first is the best declaration (A3); the others
// follow by decreasing total. Choices that declare nothing are left out.
func DeclarationChoices(hand Set, trump Suit) []DeclarationChoice {
	best := BestDeclaration(hand, trump)
	out := []DeclarationChoice{}
	if len(best) > 0 {
		out = append(out, DeclarationChoice{Announcements: best, Total: SumPoints(best), Best: true})
	}
	for _, decl := range declarations(hand, trump) {
		if len(decl) == 0 || sameAnnouncements(decl, best) {
			continue
		}
		out = append(out, DeclarationChoice{Announcements: decl, Total: SumPoints(decl)})
	}
	rest := out[min(1, len(out)):]
	for i := 1; i < len(rest); i++ { // insertion sort by decreasing total: at most 4 choices
		for j := i; j > 0 && rest[j].Total > rest[j-1].Total; j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	return out
}

// sameAnnouncements reports whether two declarations hold the same announcements.
func sameAnnouncements(a, b []Announcement) bool {
	if len(a) != len(b) {
		return false
	}
	var sa, sb Set
	for i := range a {
		sa |= a[i].Cards
		sb |= b[i].Cards
	}
	if sa != sb {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x.Cards == y.Cards
		}
		if !found {
			return false
		}
	}
	return true
}

// NoAnnouncementCarres returns the ranks of which hand holds all four cards but that A1 does not
// count (four 7s, four 8s).
func NoAnnouncementCarres(hand Set) []Rank {
	var out []Rank
	for _, r := range []Rank{Seven, Eight} {
		if cs := carreSet(r); hand&cs == cs {
			out = append(out, r)
		}
	}
	return out
}
