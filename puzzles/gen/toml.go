package gen

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// WritePack writes puzzles as a pack in the content format (docs/content.md): a [pack] table and
// one [[puzzle]] each, with its expected answer. Save it as "<id>.toml".
func WritePack(w io.Writer, id string, title explain.Text, ps []*puzzles.Puzzle) error {
	pw := NewPackWriter(w, id, title)
	for _, p := range ps {
		if err := pw.Write(p); err != nil {
			return err
		}
	}
	return pw.Flush()
}

// PackWriter writes a pack one puzzle at a time (belote gen streams its output): the header
// first, then each puzzle, flushed as it is written.
type PackWriter struct {
	b      *bufio.Writer
	header func()
}

// NewPackWriter starts a pack; the header is written with the first puzzle, or by Flush.
func NewPackWriter(w io.Writer, id string, title explain.Text) *PackWriter {
	pw := &PackWriter{b: bufio.NewWriter(w)}
	pw.header = func() {
		fmt.Fprintf(pw.b, "# Written by the puzzle generator (puzzles/gen, `belote gen`); every answer is the engine's.\n[pack]\nid = %s\ntitle = %s\n", quote(id), text(title))
	}
	return pw
}

// Write adds one puzzle and flushes it.
func (pw *PackWriter) Write(p *puzzles.Puzzle) error {
	pw.writeHeader()
	writePuzzle(pw.b, p)
	return pw.b.Flush()
}

// Flush writes the header if no puzzle did, and what is buffered.
func (pw *PackWriter) Flush() error {
	pw.writeHeader()
	return pw.b.Flush()
}

func (pw *PackWriter) writeHeader() {
	if pw.header != nil {
		pw.header()
		pw.header = nil
	}
}

func writePuzzle(b *bufio.Writer, p *puzzles.Puzzle) {
	f := p.Face()
	themes := make([]string, len(p.Themes))
	for i, t := range p.Themes {
		themes[i] = quote(t.String())
	}
	fmt.Fprintf(b, "\n[[puzzle]]\nid = %s\nkind = %s\nvariant = %s\ndifficulty = %d\nthemes = [%s]\n",
		quote(p.ID), quote(p.Kind.String()), quote(p.Variant.Name), p.Difficulty, strings.Join(themes, ", "))
	fmt.Fprintf(b, "prompt = %s\npoint = %s\n", text(p.Prompt), text(p.Point))
	if p.Kind != puzzles.KindBid { // a bid puzzle's trump is what the bidding decides
		fmt.Fprintf(b, "trump = %s\n", quote(p.Trump.Format(f)))
	}
	positionWriters[p.Kind](b, p, f)
	if p.Expect != nil {
		b.WriteString("\n[puzzle.expect]\n")
		expectWriters[p.Kind](b, p, p.Expect, f)
	}
}

var positionWriters = map[puzzles.Kind]func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face){
	puzzles.KindLegal: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		fmt.Fprintf(b, "hand = %s\ntrick = %s\nleader = %s\n", cards(p.Hand, f), cards(p.Trick, f), quote(p.Leader.String()))
	},
	puzzles.KindWinner: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		fmt.Fprintf(b, "trick = %s\nleader = %s\n", cards(p.Trick, f), quote(p.Leader.String()))
	},
	puzzles.KindCount: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		fmt.Fprintf(b, "cards = %s\nlast_trick = %t\n", cards(p.Cards, f), p.LastTrick)
	},
	puzzles.KindAnnounce: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		if p.DeclaredForm {
			fmt.Fprintf(b, "declared = %s\n", teamAnnouncements(p.Declared, f))
			return
		}
		fmt.Fprintf(b, "hand = %s\n", cards(p.Hand, f))
	},
	puzzles.KindScore: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		fmt.Fprintf(b, "taker = %s\npoints = { NS = %d, EW = %d }\n", quote(p.Taker.String()), p.Points[engine.NS], p.Points[engine.EW])
		if p.Belote != engine.NoTeam {
			fmt.Fprintf(b, "belote = %s\n", quote(p.Belote.String()))
		}
		if p.Capot != engine.NoTeam {
			fmt.Fprintf(b, "capot = %s\n", quote(p.Capot.String()))
		}
		if len(p.Announces[engine.NS])+len(p.Announces[engine.EW]) > 0 {
			fmt.Fprintf(b, "announces = %s\n", teamAnnouncements(p.Announces, f))
		}
	},
	puzzles.KindBest: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		if p.View == puzzles.ViewSeat {
			writeSeat(b, p, f)
		} else {
			writeHands(b, p, f)
		}
		if p.Motif != puzzles.NoMotif {
			fmt.Fprintf(b, "motif = %s\n", quote(p.Motif.String()))
		}
		if p.Tempting != engine.NoCard {
			fmt.Fprintf(b, "tempting = %s\n", quote(p.Tempting.Format(f)))
		}
	},
	puzzles.KindBid: func(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
		fmt.Fprintf(b, "dealer = %s\nround = %d\nhand = %s\nretourne = %s\nseed = %d\n",
			quote(p.Dealer.String()), p.Round, cards(p.Hand, f), quote(p.Retourne.Format(f)), p.SimSeed)
	},
}

var expectWriters = map[puzzles.Kind]func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face){
	puzzles.KindLegal: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		fmt.Fprintf(b, "legal = %s\nrule = %s\n", cards(x.Legal, f), quote(x.Rule.String()))
	},
	puzzles.KindWinner: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		fmt.Fprintf(b, "winner = %d\n", x.Winner)
	},
	puzzles.KindCount: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		fmt.Fprintf(b, "points = %d\n", x.Points)
	},
	puzzles.KindAnnounce: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		if p.DeclaredForm {
			w := "none"
			if x.Team != engine.NoTeam {
				w = x.Team.String()
			}
			fmt.Fprintf(b, "winner = %s\npoints = %d\n", quote(w), x.Points)
			return
		}
		kinds := make([]string, len(x.Kinds))
		for i, k := range x.Kinds {
			kinds[i] = quote(k.String())
		}
		fmt.Fprintf(b, "points = %d\nkinds = [%s]\n", x.Points, strings.Join(kinds, ", "))
	},
	puzzles.KindScore: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		fmt.Fprintf(b, "NS = %d\nEW = %d\nresult = %s\nreserve = %d\n", x.NS, x.EW, quote(x.Result.String()), x.Reserve)
	},
	puzzles.KindBest: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		fmt.Fprintf(b, "best = %s\n", cards(x.Best, f))
	},
	puzzles.KindBid: func(b *bufio.Writer, p *puzzles.Puzzle, x *puzzles.Expect, f engine.Face) {
		a := x.Bid
		fmt.Fprintf(b, "take = %t\ntrump = %s\nmake_rate = %s\nev_take = %s\nev_pass = %s\nsamples = %d\nmargin = %s\n",
			a.Take, quote(a.Trump.Format(f)), float(a.MakeRate), float(a.EVTake), float(a.EVPass), a.Samples, float(a.Margin))
	},
}

// writeHands writes an open best position: every hand and the trick in progress.
func writeHands(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
	fmt.Fprintf(b, "hands = { N = %s, E = %s, S = %s, W = %s }\ntrick = { leader = %s, cards = %s }\n",
		cards(p.Hands[engine.North], f), cards(p.Hands[engine.East], f), cards(p.Hands[engine.South], f),
		cards(p.Hands[engine.West], f), quote(p.Leader.String()), cards(p.Trick, f))
}

// writeSeat writes a hidden-hand best position (docs/content.md): the view, the taker, South's
// hand, the finished tricks one a line, the trick in progress and the known cards.
func writeSeat(b *bufio.Writer, p *puzzles.Puzzle, f engine.Face) {
	pos := p.Seen
	b.WriteString("view = \"seat\"\n")
	if p.TakerSeat != engine.NoSeat {
		fmt.Fprintf(b, "taker = %s\n", quote(p.TakerSeat.String()))
	}
	fmt.Fprintf(b, "hand = %s\nhistory = [\n", cards(p.Hand, f))
	for _, t := range pos.History {
		fmt.Fprintf(b, "  { leader = %s, cards = %s },\n", quote(t.Leader.String()), cards(t.Cards, f))
	}
	fmt.Fprintf(b, "]\ntrick = { leader = %s, cards = %s }\n", quote(pos.Trick.Leader.String()), cards(pos.Trick.Cards, f))
	var known []string
	for _, s := range engine.Seats {
		if pos.Known[s] != 0 {
			known = append(known, s.String()+" = "+cards(pos.Known[s].Cards(), f))
		}
	}
	if len(known) > 0 {
		fmt.Fprintf(b, "known = { %s }\n", strings.Join(known, ", "))
	}
	writeGoal(b, p, f)
}

// float writes a TOML float that reads back as the same float64: the shortest decimal, with a
// decimal point.
func float(x float64) string {
	s := strconv.FormatFloat(x, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}

// quote writes a TOML basic string.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// text writes a learner text, French first.
func text(t explain.Text) string {
	return "{ fr = " + quote(t[explain.French]) + ", en = " + quote(t[explain.English]) + " }"
}

// cards writes a list of cards in the face of the puzzle's variant (C2).
func cards(cs []engine.Card, f engine.Face) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = quote(c.Format(f))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// teamAnnouncements writes { NS = [[cards], …], EW = [[cards], …] }.
func teamAnnouncements(d [2][]engine.Announcement, f engine.Face) string {
	var parts []string
	for _, t := range []engine.Team{engine.NS, engine.EW} {
		lists := make([]string, len(d[t]))
		for i, a := range d[t] {
			lists[i] = cards(a.Cards.Cards(), f)
		}
		parts = append(parts, t.String()+" = ["+strings.Join(lists, ", ")+"]")
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}
