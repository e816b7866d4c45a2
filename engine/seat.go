package engine

import "fmt"

// Seat is one of the four places at the table (T1).
type Seat uint8

// The seats in clockwise order (T1): each next seat is at the previous one's left.
const (
	North Seat = iota
	East
	South
	West
	NoSeat Seat = 4
)

// Seats lists the four seats in clockwise order.
var Seats = [4]Seat{North, East, South, West}

var seatNames = [5]string{"N", "E", "S", "W", "-"}

// String returns N, E, S or W.
func (s Seat) String() string {
	if s > NoSeat {
		return "?"
	}
	return seatNames[s]
}

// ParseSeat reads N, E, S or W.
func ParseSeat(s string) (Seat, error) {
	for i, n := range seatNames[:4] {
		if s == n {
			return Seat(i), nil
		}
	}
	return NoSeat, fmt.Errorf("bad seat %s: use N, E, S or W (T1)", Quote(s))
}

// Team returns the seat's team: N and S play together, E and W together (T1).
func (s Seat) Team() Team { return Team(s & 1) }

// Partner returns the seat facing s (T1).
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// Team is one of the two partnerships (T1).
type Team uint8

// The teams; NoTeam stands for "nobody" (no capot, no belote, no announcement winner).
const (
	NS     Team = 0
	EW     Team = 1
	NoTeam Team = 2
)

// String returns "NS" or "EW" ("-" for NoTeam).
func (t Team) String() string {
	switch t {
	case NS:
		return "NS"
	case EW:
		return "EW"
	}
	return "-"
}

// ParseTeam reads "NS" or "EW".
func ParseTeam(s string) (Team, error) {
	switch s {
	case "NS":
		return NS, nil
	case "EW":
		return EW, nil
	}
	return NoTeam, fmt.Errorf("bad team %s: use NS or EW (T1)", Quote(s))
}

// Other returns the opposing team.
func (t Team) Other() Team { return t ^ 1 }

// Direction is the order of dealing, bidding and play (T1).
type Direction uint8

// The two directions of T1.
const (
	Clockwise        Direction = iota // N→E→S→W
	Counterclockwise                  // N→W→S→E
)

// String returns the variant-file spelling: "clockwise" or "counterclockwise".
func (d Direction) String() string {
	if d == Counterclockwise {
		return "counterclockwise"
	}
	return "clockwise"
}

// Next returns the seat that follows s in direction d (T1).
func (d Direction) Next(s Seat) Seat {
	if d == Counterclockwise {
		return (s + 3) & 3
	}
	return (s + 1) & 3
}

// Nth returns the seat n places after s in direction d.
func (d Direction) Nth(s Seat, n int) Seat {
	for range n & 3 {
		s = d.Next(s)
	}
	return s
}
