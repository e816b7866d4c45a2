package engine

import "fmt"

// Rule is a rule identifier of RULES.md (C1, P5, K4…). Every decision of the engine names the rule
// that made it, so that the explainer, the lessons and the puzzles can cite it.
type Rule uint8

// The rule identifiers of RULES.md, in the book's order.
const (
	NoRule Rule = iota
	C1          // two faces, one deck
	C2          // notation
	C3          // order and points
	T1          // seats and direction
	T2          // dealer
	T3          // deal in packets of 3 then 2, the retourne, completion
	T4          // bidding, round 1
	T5          // bidding, round 2
	T6          // all pass twice: redeal
	T7          // first lead
	P0          // lead: any card
	P1          // follow suit
	P2          // overtrump when trump is led
	P3          // follow trump without overtrumping
	P4          // partner is master: free
	P5          // overtrump an opponent's ruff
	P6          // undertrump
	P7          // must trump
	P8          // discard
	W1          // who wins a trick
	B1          // belote and rebelote
	B2          // both words, same player
	B3          // belote is always kept
	B4          // belote is not an announcement
	A1          // kinds and values of announcements
	A2          // maximal runs
	A3          // one card, one announcement
	A4          // when to declare
	A5          // comparison of announcements
	A6          // winner takes all
	K1          // trick points and dix de der
	K2          // capot
	K3          // contract by threshold
	K4          // contract by beating the defence
	K5          // contract made
	K6          // contract failed
	K7          // litige and reserve
	K8          // end of the game
	ruleCount
)

var ruleIDs = [ruleCount]string{"", "C1", "C2", "C3", "T1", "T2", "T3", "T4", "T5", "T6", "T7",
	"P0", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "W1", "B1", "B2", "B3", "B4",
	"A1", "A2", "A3", "A4", "A5", "A6", "K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8"}

// playCodes are the reason codes of the rows of RULES.md §3.
var playCodes = [...]string{"lead", "follow-suit", "overtrump", "follow-trump", "partner-master",
	"overtrump", "undertrump", "must-trump", "discard"}

// AllRules lists every rule identifier of RULES.md, in the book's order.
func AllRules() []Rule {
	out := make([]Rule, 0, ruleCount-1)
	for r := C1; r < ruleCount; r++ {
		out = append(out, r)
	}
	return out
}

// String returns the identifier, e.g. "P5".
func (r Rule) String() string {
	if r >= ruleCount {
		return fmt.Sprintf("Rule(%d)", uint8(r))
	}
	return ruleIDs[r]
}

// Code returns the reason code of a play rule (RULES.md §3), e.g. "overtrump" for P2 and P5, and ""
// for any other rule.
func (r Rule) Code() string {
	if r >= P0 && r <= P8 {
		return playCodes[r-P0]
	}
	return ""
}

// IsPlay reports whether r is one of the rows P0–P8 that decide a legal set.
func (r Rule) IsPlay() bool { return r >= P0 && r <= P8 }

// ParseRule reads a rule identifier such as "P5".
func ParseRule(s string) (Rule, error) {
	for r := C1; r < ruleCount; r++ {
		if ruleIDs[r] == s {
			return r, nil
		}
	}
	return NoRule, fmt.Errorf("unknown rule id %s (RULES.md ids such as P5, K4, A3)", Quote(s))
}

// MarshalText writes the identifier.
func (r Rule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads an identifier, so that content files can name rules.
func (r *Rule) UnmarshalText(b []byte) error {
	v, err := ParseRule(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// RuleError is an action refused by the engine, with the rule that refuses it.
type RuleError struct {
	Rule Rule
	Msg  string
}

func (e *RuleError) Error() string {
	if e.Rule == NoRule {
		return e.Msg
	}
	return e.Msg + " (" + e.Rule.String() + ")"
}

func ruleErr(r Rule, format string, args ...any) error {
	return &RuleError{Rule: r, Msg: fmt.Sprintf(format, args...)}
}
