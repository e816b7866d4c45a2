package cli

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/belote-trainer/belote/engine"
)

// legalInput makes n random `legal --json` lines.
func legalInput(n int) string {
	r := rand.New(rand.NewPCG(1, 1))
	var b strings.Builder
	for range n {
		deck := engine.FullDeck.Cards()
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		k := r.IntN(4)
		fmt.Fprintf(&b, `{"variant":"classique","trump":"%s","hand":["%s"],"trick":[%s]}`+"\n",
			engine.Suit(r.IntN(4)), strings.Join(cardStrings(deck[:8], engine.French), `","`), quoted(deck[8:8+k]))
	}
	return b.String()
}

func quoted(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = `"` + c.String() + `"`
	}
	return strings.Join(parts, ",")
}

// BenchmarkLegalJSON20k answers 20,000 `legal --json` lines (target: under 0.5 s per op).
func BenchmarkLegalJSON20k(b *testing.B) {
	in := legalInput(20000)
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if status := serveLines(strings.NewReader(in), io.Discard, legalLine(variantCache{})); status != 0 {
			b.Fatal("error lines in the benchmark input")
		}
	}
}

func TestLegalInputIsValid(t *testing.T) {
	var out bytes.Buffer
	if serveLines(strings.NewReader(legalInput(500)), &out, legalLine(variantCache{})) != 0 {
		t.Fatal(out.String())
	}
}
