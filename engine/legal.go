package engine

// PlayRules are the two switches of RULES.md §3 that a variant sets. The zero value is the table of
// §3 as written, which is also what every built-in variant uses.
type PlayRules struct {
	// NoOvertrumpOverPartner is the negation of the variant key overtrump_partner_on_trump_lead:
	// when set and trump is led with the partner master, P3 applies instead of P2.
	NoOvertrumpOverPartner bool
	// FreeUndertrump is undertrump = "free": in the P6 case any card is legal (still reported as P6).
	FreeUndertrump bool
}

// TrickState is what the cards already played to a trick say about it (W1, §3).
type TrickState struct {
	Led           Suit // the suit of the first card; NoSuit for an empty trick
	Master        int  // index, in play order, of the card now winning; -1 for an empty trick
	MasterCard    Card // the card now winning; NoCard for an empty trick
	Trumped       bool // a trump has been played to the trick (so MasterCard is a trump)
	PartnerMaster bool // the partner of the player to play is master (§3: has played and is winning)
}

// ReadTrick works out the led suit and the master of a trick in progress (W1), seen from the player
// who plays next.
func ReadTrick(trump Suit, trick []Card) TrickState {
	if len(trick) == 0 {
		return TrickState{Led: NoSuit, Master: -1, MasterCard: NoCard}
	}
	led := trick[0].Suit()
	master := 0
	for i := 1; i < len(trick); i++ {
		if Beats(trick[i], trick[master], trump, led) {
			master = i
		}
	}
	mc := trick[master]
	return TrickState{
		Led:           led,
		Master:        master,
		MasterCard:    mc,
		Trumped:       mc.Suit() == trump,
		PartnerMaster: len(trick) >= 2 && master == len(trick)-2,
	}
}

// Winner returns the index, in play order, of the card that wins the trick (W1).
func Winner(trump Suit, trick []Card) int {
	return ReadTrick(trump, trick).Master
}

// Legal returns the cards of hand that the next player to the trick may play, and the row of
// RULES.md §3 that decided (the first that applies, in table order). It never allocates.
func (pr PlayRules) Legal(trump Suit, hand Set, trick []Card) (Set, Rule) {
	if len(trick) == 0 {
		return hand, P0 // P0: the leader plays any card
	}
	st := ReadTrick(trump, trick)
	trumps := hand.Of(trump)
	if st.Led == trump {
		return pr.trumpLed(st, trumps, hand)
	}
	if follow := hand.Of(st.Led); follow != 0 {
		return follow, P1 // P1: follow the led suit
	}
	switch {
	case trumps == 0:
		return hand, P8 // P8: void in the led suit and no trump: any card
	case st.PartnerMaster:
		return hand, P4 // P4: partner is master, no need to trump (any card, any trump)
	case st.Trumped:
		// An opponent has trumped and is master (the partner is not, so the master is an opponent).
		if higher := trumps & HigherTrumps(st.MasterCard); higher != 0 {
			return higher, P5 // P5: overtrump the opponent's ruff
		}
		if pr.FreeUndertrump {
			return hand, P6 // P6 with undertrump = free: any card
		}
		return trumps, P6 // P6: only lower trumps, still must trump (sous-couper)
	default:
		return trumps, P7 // P7: nobody has trumped, partner not master: must trump
	}
}

// trumpLed applies P2, P3 and P8 when the led suit is trump; st.MasterCard is then the highest trump
// on the table.
func (pr PlayRules) trumpLed(st TrickState, trumps, hand Set) (Set, Rule) {
	if trumps == 0 {
		return hand, P8 // P8: void in trump, the led suit: any card
	}
	higher := trumps & HigherTrumps(st.MasterCard)
	if higher == 0 {
		return trumps, P3 // P3: no higher trump: any trump
	}
	if st.PartnerMaster && pr.NoOvertrumpOverPartner {
		return trumps, P3 // §3 switch overtrump_partner_on_trump_lead = false: P3 instead of P2
	}
	return higher, P2 // P2: must go over every trump in the trick, even over the partner
}
