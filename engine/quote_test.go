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

// A variant file's bad value or key is quoted bounded, and its type named in words.
func TestVariantErrorsBounded(t *testing.T) {
	long := strings.Repeat("x", 10000)
	for _, src := range []string{
		"base = \"classique\"\nname = \"m\"\nface = \"" + long + "\"\n",
		"base = \"classique\"\nname = \"m\"\n" + long + " = 1\n",
		"base = \"classique\"\nname = \"m\"\nface = 1979-05-27\n",
	} {
		_, err := ParseVariant("house.toml", []byte(src))
		if err == nil {
			t.Fatal("accepted a bad variant")
		}
		if msg := err.Error(); len(msg) > 300 || strings.Contains(msg, "time.") || strings.Contains(msg, "toml.") {
			t.Errorf("message not bounded or names a Go type: %.300s", msg)
		}
	}
}
