package engine

import (
	"strings"
	"testing"
)

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"10H", "TS", "12o", "1e", "A♠", "vH", "1S", "", "10", "♣", "\xff", "10\xe2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, face, err := ParseCard(s)
		if err != nil {
			if !strings.Contains(err.Error(), "bad card") {
				t.Fatalf("error does not say bad card: %v", err)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("%q parsed to an invalid card", s)
		}
		// What is printed reads back as the same card (C2).
		back, _, err := ParseCard(c.Format(face))
		if err != nil || back != c {
			t.Fatalf("%q -> %s -> %v %v", s, c.Format(face), back, err)
		}
	})
}

func FuzzParseVariant(f *testing.F) {
	for _, name := range BuiltinNames {
		src, _ := BuiltinSource(name)
		f.Add(src)
	}
	f.Add("base = \"classique\"\nundertrump = \"free\"\n")
	f.Add("name = \"x\"\n[table]\nkey = 1\n")
	f.Add("name = \"\"\"\nmulti\n\"\"\"\n")
	f.Fuzz(func(t *testing.T, src string) {
		v, err := ParseVariant("fuzz.toml", []byte(src))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.toml") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if v.Name == "" || (v.Contract == Threshold && (v.Threshold < 1 || v.ThresholdWithBelote < 1)) || v.Target < 1 || v.Capot < TotalPoints {
			t.Fatalf("accepted an incomplete variant: %+v", v)
		}
	})
}
