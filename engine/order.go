package engine

// C3: order and points, at trump and in the other suits. Strengths are 0 (weakest) to 7 (strongest).
var (
	trumpStrength = [8]uint8{Seven: 0, Eight: 1, Queen: 2, King: 3, Ten: 4, Ace: 5, Nine: 6, Jack: 7}
	plainStrength = [8]uint8{Seven: 0, Eight: 1, Nine: 2, Jack: 3, Queen: 4, King: 5, Ten: 6, Ace: 7}
	trumpPoints   = [8]int{Seven: 0, Eight: 0, Queen: 3, King: 4, Ten: 10, Ace: 11, Nine: 14, Jack: 20}
	plainPoints   = [8]int{Seven: 0, Eight: 0, Nine: 0, Jack: 2, Queen: 3, King: 4, Ten: 10, Ace: 11}
)

// Derived tables, filled once at start-up and never changed: for each rank, the ranks above it at
// trump (a byte mask), and the points of each 8-bit pattern of one suit.
var (
	higherTrumpRanks [8]uint8
	trumpPoints8     [256]int
	plainPoints8     [256]int
)

func init() {
	for r := range 8 {
		for o := range 8 {
			if trumpStrength[o] > trumpStrength[r] {
				higherTrumpRanks[r] |= 1 << o
			}
		}
	}
	for m := range 256 {
		for r := range 8 {
			if m&(1<<r) != 0 {
				trumpPoints8[m] += trumpPoints[r]
				plainPoints8[m] += plainPoints[r]
			}
		}
	}
}

// DixDeDer is the bonus of the last trick (K1).
const DixDeDer = 10

// TotalPoints is the number of trick points of a deal: 152 in the cards plus the dix de der (C3, K1).
const TotalPoints = 162

// WonPoints returns the points of won cards (C3), plus the dix de der when they include the last
// trick (K1).
func WonPoints(cards Set, trump Suit, lastTrick bool) int {
	pts := SetPoints(cards, trump)
	if lastTrick {
		pts += DixDeDer
	}
	return pts
}

// Points returns the card points of c when trump is the trump suit (C3).
func Points(c Card, trump Suit) int {
	if c.Suit() == trump {
		return trumpPoints[c.Rank()]
	}
	return plainPoints[c.Rank()]
}

// SetPoints returns the card points of all the cards of s (C3).
func SetPoints(s Set, trump Suit) int {
	total := 0
	for _, su := range Suits {
		m := uint8(s >> (uint(su) * 8))
		if su == trump {
			total += trumpPoints8[m]
		} else {
			total += plainPoints8[m]
		}
	}
	return total
}

// Strength returns the card's place in its suit's order, 0 (weakest) to 7 (strongest), at trump
// when its suit is trump (C3).
func Strength(c Card, trump Suit) int {
	if c.Suit() == trump {
		return int(trumpStrength[c.Rank()])
	}
	return int(plainStrength[c.Rank()])
}

// HigherTrumps returns the trumps that beat the trump c (C3).
func HigherTrumps(c Card) Set {
	return Set(higherTrumpRanks[c.Rank()]) << (uint(c.Suit()) * 8)
}

// Beats reports whether card a, played after b to a trick whose led suit is led, wins over b (W1):
// a trump beats any non-trump, a higher trump beats a lower one, and otherwise only a higher card
// of the led suit wins.
func Beats(a, b Card, trump, led Suit) bool {
	as, bs := a.Suit(), b.Suit()
	switch {
	case as == trump && bs == trump:
		return trumpStrength[a.Rank()] > trumpStrength[b.Rank()]
	case as == trump:
		return true
	case bs == trump:
		return false
	case as == led && bs == led:
		return plainStrength[a.Rank()] > plainStrength[b.Rank()]
	default:
		return as == led && bs != led
	}
}
