package engine

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkLegal measures the legal set of random positions (target: ≤ 25 ns/op, 0 allocations).
func BenchmarkLegal(b *testing.B) {
	type pos struct {
		trump Suit
		hand  Set
		trick []Card
	}
	r := rand.New(rand.NewPCG(1, 2))
	var ps []pos
	for len(ps) < 1024 {
		h := randomHands(r)
		n := r.IntN(4)
		trick := make([]Card, 0, 3)
		for i := 1; i <= n; i++ {
			trick = append(trick, h[i].Cards()[r.IntN(8)])
		}
		ps = append(ps, pos{Suit(r.IntN(4)), h[0], trick})
	}
	v := MustBuiltin("classique")
	b.ReportAllocs()
	b.ResetTimer()
	var sink Set
	for i := 0; b.Loop(); i++ {
		p := &ps[i&1023]
		l, _ := v.Legal(p.trump, p.hand, p.trick)
		sink |= l
	}
	_ = sink
}

// BenchmarkReplayScore replays and scores a whole recorded deal (target: ≤ 20 µs).
func BenchmarkReplayScore(b *testing.B) {
	v := MustBuiltin("francaise")
	r := rand.New(rand.NewPCG(5, 5))
	d, err := StartPlay(v, North, Hearts, East, randomHands(r))
	if err != nil {
		b.Fatal(err)
	}
	in := ReplayInput{Dealer: North, Trump: Hearts, Taker: East, Hands: d.Hands, Belote: true}
	for d.Phase == Playing {
		m := randomMove(r, d)
		m.Declare = nil
		in.Play = append(in.Play, m.Card)
		if err := d.Play(d.Turn, m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Replay(v, in); err != nil {
			b.Fatal(err)
		}
	}
}
