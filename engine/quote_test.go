package engine

import (
	"strings"
	"testing"
)

func TestQuoteBoundsLongTokens(t *testing.T) {
	cases := map[string]string{
		"1S":                        `"1S"`,
		strings.Repeat("é", 64):     `"` + strings.Repeat("é", 64) + `"`,
		strings.Repeat("é", 65):     `"` + strings.Repeat("é", 64) + `"…`,
		strings.Repeat("x", 50<<20): `"` + strings.Repeat("x", 64) + `"…`,
	}
	for in, want := range cases {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%.20q…) = %.80s, want %.80s", in, got, want)
		}
	}
	_, _, err := ParseCard(strings.Repeat("Z", 1<<20) + "H")
	if err == nil || len(err.Error()) > 300 {
		t.Fatalf("a huge bad card gives a bounded message, got %d bytes", len(err.Error()))
	}
}
