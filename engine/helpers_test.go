package engine

import (
	"strings"
	"testing"
)

// mustCards parses a blank-separated list of cards or fails the test.
func mustCards(t testing.TB, text string) []Card {
	t.Helper()
	cs, _, err := ParseCards(text)
	if err != nil {
		t.Fatalf("cards %q: %v", text, err)
	}
	return cs
}

func mustSet(t testing.TB, text string) Set {
	t.Helper()
	return SetOf(mustCards(t, text)...)
}

func mustSuit(t testing.TB, text string) Suit {
	t.Helper()
	s, _, err := ParseSuit(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustAnnouncement(t testing.TB, text string) Announcement {
	t.Helper()
	a, err := ParseAnnouncement(mustCards(t, text))
	if err != nil {
		t.Fatalf("announcement %q: %v", text, err)
	}
	return a
}

func announcements(t testing.TB, texts ...string) []Announcement {
	t.Helper()
	var out []Announcement
	for _, s := range texts {
		if strings.TrimSpace(s) != "" {
			out = append(out, mustAnnouncement(t, s))
		}
	}
	return out
}

// assertDealInvariants checks what must hold at every step of a deal: 32 distinct cards between the
// hands and the tricks, hand sizes consistent with the tricks played, and, once finished, trick
// points adding up to 162.
func assertDealInvariants(t testing.TB, d *Deal) {
	t.Helper()
	var all Set
	count := 0
	for _, h := range d.Hands {
		if all&h != 0 {
			t.Fatalf("a card is in two hands: %s", all&h)
		}
		all |= h
		count += h.Len()
	}
	for i := 0; i <= d.NTricks && i < 8; i++ {
		tr := &d.Tricks[i]
		for _, c := range tr.Played() {
			if all.Has(c) {
				t.Fatalf("card %s both played and held", c)
			}
			all = all.Add(c)
			count++
		}
	}
	if d.Phase == Playing || d.Phase == Finished {
		if count != 32 || all != FullDeck {
			t.Fatalf("cards in play: %d, not the 32 cards", count)
		}
	}
	if d.Phase == Finished {
		sum := 0
		for i := range d.Tricks {
			sum += d.Tricks[i].Points
		}
		if sum != TotalPoints {
			t.Fatalf("trick points add up to %d", sum)
		}
	}
}
