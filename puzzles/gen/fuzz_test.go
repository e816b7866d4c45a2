package gen

import (
	"bytes"
	"context"
	"testing"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// FuzzGenerateRoundTrip: for any seed, kind and variant, a generated puzzle written as a pack
// loads back without a problem, with the same expected answer checked by the loader.
func FuzzGenerateRoundTrip(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(0))
	f.Add(uint64(99), uint8(5), uint8(2))
	f.Add(uint64(7), uint8(3), uint8(3))
	f.Fuzz(func(t *testing.T, seed uint64, kind, variant uint8) {
		v := engine.MustBuiltin(engine.BuiltinNames[int(variant)%len(engine.BuiltinNames)])
		k := puzzles.Kinds()[int(kind)%len(puzzles.Kinds())]
		if (k == puzzles.KindAnnounce && !v.Announcements) || k == puzzles.KindBid {
			return // bid puzzles cost seconds of simulation each: bid_test.go
		}
		o := Options{Kind: k, Variant: v, Count: 1, Seed: seed}
		ps, err := Generate(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := WritePack(&b, o.DefaultPack(), explain.Text{explain.French: "f", explain.English: "f"}, ps); err != nil {
			t.Fatal(err)
		}
		pack, probs := puzzles.LoadPack(o.DefaultPack()+".toml", b.Bytes())
		if len(probs) > 0 || len(pack.Puzzles) != 1 {
			t.Fatalf("%v\n%s", probs, b.String())
		}
	})
}
