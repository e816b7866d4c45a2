package gen

import (
	"fmt"
	"math"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// The texts of hidden-hand puzzles: the prompt says what South sees (who took, the trump, the
// tricks left, the trick in progress, the cards known to be elsewhere), and the point names the
// motif's idea on this position, then gives the evaluation's figures (layouts, share, means).

// seatTitles name the packs of hidden-hand puzzles, one per seat motif.
var seatTitles = map[puzzles.Motif]explain.Text{
	puzzles.ReadVoid:    {explain.French: "Main cachée : repérer une couleur coupée", explain.English: "Hidden hands: reading a void"},
	puzzles.CountTrumps: {explain.French: "Main cachée : compter les atouts", explain.English: "Hidden hands: counting trumps"},
	puzzles.KeepMaster:  {explain.French: "Main cachée : garder la carte maîtresse", explain.English: "Hidden hands: keeping the master card"},
	puzzles.Partner:     {explain.French: "Main cachée : laisser le pli au partenaire", explain.English: "Hidden hands: leaving the trick to your partner"},
	puzzles.DixDeDer:    {explain.French: "Main cachée : garder l'atout maître pour le dix de der", explain.English: "Hidden hands: keeping the master trump for the dix de der"},
	puzzles.Charge:      {explain.French: "Main cachée : charger le partenaire", explain.English: "Hidden hands: loading your partner's trick (charger)"},
}

// SeatTitle names the pack of hidden-hand puzzles of motif m.
func SeatTitle(m puzzles.Motif) explain.Text { return seatTitles[m] }

// seatStory is one hidden-hand puzzle being told.
type seatStory struct {
	l    lang
	p    *puzzles.Puzzle
	a    puzzles.Solution
	pos  *evaluate.Position
	f    engine.Face
	pair puzzles.SeatPair
}

func (g *generator) seatTexts(p *puzzles.Puzzle, a puzzles.Solution) {
	pair := puzzles.SeatPair{Best: a.Best.First(), Tempting: p.Tempting}
	p.Prompt = bilingual(func(l lang) string { return seatPrompt(l, p) })
	p.Point = bilingual(func(l lang) string {
		s := seatStory{l: l, p: p, a: a, pos: p.Seen, f: p.Face(), pair: pair}
		return s.idea() + " " + s.figures()
	})
}

// seatPrompt: "Ton partenaire a pris à cœur ♥. Il reste 3 plis. Est a entamé …. Quelle carte
// joues-tu ?" The screen shows the tricks played and the known cards (with why they are known),
// so the prompt does not repeat them: the feedback must fit at 80×24.
func seatPrompt(l lang, p *puzzles.Puzzle) string {
	pos, f := p.Seen, p.Face()
	took := map[engine.Seat]string{engine.South: l.pick("Tu as pris", "You took"), engine.North: l.pick("Ton partenaire a pris", "Your partner took")}
	who, ok := took[p.TakerSeat]
	if !ok {
		who = seatNames[l][p.TakerSeat] + l.pick(" a pris", " took")
	}
	parts := []string{who + l.pick(" à ", " with ") + suitName(l, p.Trump, f) + ".",
		fmt.Sprintf(l.pick("Il reste %d plis.", "%d tricks are left."), 8-len(pos.History)),
		l.trickStory(p.Variant, pos.Trick.Leader, pos.Trick.Cards)}
	return strings.Join(append(parts, l.pick("Quelle carte joues-tu ?", "Which card do you play?")), " ")
}

// idea tells the motif on this position.
func (s seatStory) idea() string {
	b, t := card(s.pair.Best, s.f), card(s.pair.Tempting, s.f)
	switch s.p.Motif {
	case puzzles.ReadVoid:
		return s.readVoid(b, t)
	case puzzles.CountTrumps:
		return s.countTrumps(b, t)
	case puzzles.KeepMaster:
		return s.keepMaster(b, t)
	case puzzles.Partner:
		return s.partner(b, t)
	case puzzles.Charge:
		return s.charge(b, t)
	case puzzles.DixDeDer:
		return s.dixDeDer(b, t)
	}
	return ""
}

// northCard is North's card in the trick in progress.
func (s seatStory) northCard() string {
	d := s.p.Variant.Direction
	for i, c := range s.pos.Trick.Cards {
		if d.Nth(s.pos.Trick.Leader, i) == engine.North {
			return card(c, s.f)
		}
	}
	return ""
}

func (s seatStory) readVoid(b, t string) string {
	v, _ := puzzles.VoidRead(s.pos, s.pair)
	l := s.l
	shown := s.voidShown(v)
	has := s.trumpsLeft(v.Seat)
	if has != "" {
		shown += " " + has
	}
	if v.Seat == engine.North {
		return shown + " " + s.northRuffs(b, t, has == "")
	}
	// The seat right after South has nobody of its side in the trick yet: South's card is master
	// and a trump must go on it (P7). The seat after North may find its partner master (P4).
	must := s.pos.Variant.Direction.Nth(engine.South, 1) == v.Seat
	switch {
	case must && has == "":
		return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il doit le couper s'il lui reste un atout (P7) ; joue plutôt %s.",
			"If you lead %s, they must ruff it if they have a trump left (P7); play %s instead."), t, b)
	case must:
		return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il doit le couper (P7) ; joue plutôt %s.",
			"If you lead %s, they must ruff it (P7); play %s instead."), t, b)
	case has == "":
		return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il pourra le couper s'il lui reste un atout ; joue plutôt %s.",
			"If you lead %s, they can ruff it if they have a trump left; play %s instead."), t, b)
	}
	return shown + " " + fmt.Sprintf(l.pick("Si tu joues %s, il pourra le couper ; joue plutôt %s.",
		"If you lead %s, they can ruff it; play %s instead."), t, b)
}

// voidShown tells the trick that showed v: a ruff, or a discard and why it was allowed with a
// trump in hand (VoidRead keeps only a seat that may still hold one): its partner was master
// (P4), or undertrumping is free (P6).
func (s seatStory) voidShown(v puzzles.Void) string {
	l, f := s.l, s.f
	t := s.pos.History[v.Trick]
	var before []engine.Card
	for j := range t.Cards {
		if s.pos.Variant.Direction.Nth(t.Leader, j) == v.Seat {
			before = t.Cards[:j]
		}
	}
	st := engine.ReadTrick(s.pos.Trump, before)
	did := fmt.Sprintf(l.pick("il a coupé avec %s", "they ruffed with %s"), card(v.Card, f))
	switch {
	case v.Card.Suit() == s.pos.Trump:
	case st.PartnerMaster:
		did = l.pick("il s'est défaussé "+ofcard(v.Card, f)+" : son partenaire était maître, il n'était pas obligé de couper (P4)",
			"they discarded "+card(v.Card, f)+"; their partner was master, so they did not have to ruff (P4)")
	case st.Trumped:
		did = l.pick("il s'est défaussé "+ofcard(v.Card, f)+" sur la coupe d'un adversaire, ce qui est permis sans atout plus fort (P6)",
			"they discarded "+card(v.Card, f)+" on an opponent's ruff, which is allowed without a higher trump (P6)")
	default:
		did = l.pick("il s'est défaussé "+ofcard(v.Card, f), "they discarded "+card(v.Card, f))
	}
	// A French table says « Est n'a plus de trèfle », not the bridge word « chicane ».
	if l == en {
		return fmt.Sprintf("Read the void: %s %s did not follow to %s: %s.", l.trickNth(v.Trick+1), s.who(v.Seat, false), suitName(l, v.Suit, f), did)
	}
	return fmt.Sprintf("Repère la couleur coupée : %s, %s n'a pas fourni %s, %s.", l.trickNth(v.Trick+1), s.who(v.Seat, false), "à "+suitName(l, v.Suit, f), did)
}

// northRuffs tells what leading into North's void offers: North plays after one opponent, and
// may ruff South's card; it must when that opponent follows higher (P7), and need not while
// South's card holds the trick (P4).
func (s seatStory) northRuffs(b, t string, hedge bool) string {
	l := s.l
	second := s.who(s.pos.Variant.Direction.Nth(engine.South, 1), false)
	if hedge {
		return fmt.Sprintf(l.pick("Joue %s : s'il lui reste un atout, ton partenaire pourra le couper, et il le devra si %s fournit plus fort (P7) ; %s ne lui donne pas cette chance.",
			"Lead %s: if they have a trump left, your partner can ruff it, and must if %s follows higher (P7); %s gives them no such chance."), b, second, t)
	}
	return fmt.Sprintf(l.pick("Joue %s : ton partenaire pourra le couper, et il le devra si %s fournit plus fort (P7) ; %s ne lui donne pas cette chance.",
		"Lead %s: your partner can ruff it, and must if %s follows higher (P7); %s gives them no such chance."), b, second, t)
}

// trumpsLeft says what South can know of seat's trumps when every consistent layout agrees that
// it still holds one ("Il lui reste {card:9S} : personne d'autre ne peut l'avoir."), and "" when
// the layouts disagree: then the text hedges.
func (s seatStory) trumpsLeft(seat engine.Seat) string {
	tr, err := puzzles.TrumpsOf(s.pos, seat)
	if err != nil || !tr.Always {
		return ""
	}
	l, sure := s.l, tr.Sure.Cards()
	one := len(sure) == 1
	named := cardList(sure, s.f)
	if one {
		named = card(sure[0], s.f)
	}
	switch {
	case len(sure) == 0:
		// Every layout gives it a trump, none the same one: say the count that proves it.
		if why := s.mustHoldTrump(seat); why != "" {
			return why
		}
		return l.pick("Il lui reste forcément un atout.", "They must still hold a trump.")
	case tr.Sure&^s.pos.Known[seat] == 0:
		return fmt.Sprintf(l.pick("Il lui reste %s, tu le sais.", "They still hold %s, as you know."), named)
	}
	// Say how South knows: the other seats known to hold no trump, or shown to have none.
	if facts, only, rest := s.trumpDeduction(seat); only == seat && facts != "" {
		return strings.TrimSpace(facts) + " " + fmt.Sprintf(l.pick("%s a donc %s.", "So %s holds %s."), s.who(seat, l == fr), s.l.cardList(rest.Cards(), s.f))
	}
	switch {
	case tr.Alone && one:
		return fmt.Sprintf(l.pick("Il lui reste %s : personne d'autre ne peut l'avoir.", "They still hold %s: nobody else can have it."), named)
	case tr.Alone:
		return fmt.Sprintf(l.pick("Il lui reste %s : personne d'autre ne peut les avoir.", "They still hold %s: nobody else can have them."), named)
	}
	return fmt.Sprintf(l.pick("Il lui reste forcément %s.", "They must still hold %s."), named)
}

// cardList writes cards as one placeholder ("{cards:KC QC}": "R♣ et D♣").
func cardList(cs []engine.Card, f engine.Face) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.Format(f)
	}
	return "{cards:" + strings.Join(parts, " ") + "}"
}

func (s seatStory) countTrumps(b, t string) string {
	l, pos := s.l, s.pos
	out, _ := puzzles.TrumpsOut(pos)
	fallen := (pos.Played()).Of(pos.Trump).Len()
	mine := pos.Hand.Of(pos.Trump).Len()
	count := fmt.Sprintf(l.pick("%s atouts sont tombés", "%s trumps have gone"), l.inWords(fallen))
	if fallen == 1 {
		count = l.pick("un atout est tombé", "one trump has gone")
	}
	left := l.pick("il n'en reste plus aucun dehors", "none is left out")
	known := out.Len() == 1 && pos.Known[engine.North].Has(out.First())
	holder := s.lastTrumpHolder(out)
	partnerHas := holder == partnerHolds
	switch {
	case known: // the last trump is known to be North's: it is not against South
		left = fmt.Sprintf(l.pick("le dernier, %s, est chez ton partenaire", "the last one, %s, is your partner's"), card(out.First(), s.f))
	case out.Len() == 1:
		left = fmt.Sprintf(l.pick("il n'en reste qu'un dehors, %s", "only one is still out, %s"), card(out.First(), s.f))
	}
	head := fmt.Sprintf(l.pick("Compte les atouts : %s, tu en as %s, %s.", "Count the trumps: %s, you hold %s, %s."),
		count, l.inWords(mine), left)
	if !known {
		head += s.trumpHolders()
	}
	leads := len(pos.Trick.Cards) == 0
	bestTrump := s.pair.Best.Suit() == pos.Trump
	var act string
	beaten := out.Len() == 1 && s.pair.Tempting.Suit() == pos.Trump && engine.Strength(out.First(), pos.Trump) > engine.Strength(s.pair.Tempting, pos.Trump)
	tc := s.pair.Tempting
	switch {
	case partnerHas && bestTrump:
		act = fmt.Sprintf(l.pick("Les adversaires n'ont plus d'atout : joue %s avant %s.", "The opponents have no trump left: play %s before %s."), b, t)
	case partnerHas && tc.Suit() == pos.Trump:
		act = s.sameTrick(out.First(), beaten) + " " + s.firstSide()
	case partnerHas:
		act = fmt.Sprintf(l.pick("Les adversaires n'ont plus d'atout : garde %s et joue %s.", "The opponents have no trump left: keep %s and play %s."), t, b)
	case beaten && holder == opponentHolds && s.namedHolder(out.First()) != engine.NoSeat:
		// The head named the holder already ("Ouest a donc …"): say what it does, not who it is.
		act = fmt.Sprintf(l.pick("%s bat %s : si tu joues %s, %s doit monter (P2) et prend le pli. Joue plutôt %s.",
			"%s beats %s: if you lead %s, %s must go over it (P2) and takes the trick. Play %s instead."),
			capCard(out.First(), s.f), t, t, s.who(s.namedHolder(out.First()), false), b)
	case beaten && holder == opponentHolds:
		act = fmt.Sprintf(l.pick("Cet atout est donc chez un adversaire, et il bat %s : si tu joues %s, celui qui l'a doit monter (P2) et prend le pli. Joue plutôt %s.",
			"So that trump is an opponent's, and it beats %s: if you lead %s, whoever holds it must go over it (P2) and takes the trick. Play %s instead."), t, t, b)
	case beaten:
		// North may hold it as well as an opponent: say both, neither is a reason to lead t. When
		// the head ruled one opponent out, name the other (count-trumps-001, -008, -014).
		opp := l.pick("un adversaire", "an opponent")
		if seat := s.onlyOpponentHolding(out); seat != engine.NoSeat {
			opp = s.who(seat, false)
		}
		act = fmt.Sprintf(l.pick("Cet atout bat %s : s'il est chez %s, il le prend ; s'il est chez ton partenaire, celui-ci doit monter dessus (P2), et ton atout et le sien tombent sur le même pli. Joue %s.",
			"That trump beats %s: if %s holds it, they take your card; if your partner does, they must go over it (P2), and your trump and theirs fall on the same trick. Play %s."), t, opp, b)
	case leads && bestTrump && out.Len() == 1 && engine.Strength(s.pair.Best, pos.Trump) > engine.Strength(out.First(), pos.Trump):
		act = fmt.Sprintf(l.pick("Tire-le avec %s avant de jouer %s.", "Draw it with %s before you play %s."), b, t)
	case leads && bestTrump && out.Len() == 1:
		act = fmt.Sprintf(l.pick("Fais-le tomber avec %s avant de jouer %s : il prendra ce pli, mais ne coupera plus.",
			"Make it fall with %s before you play %s: it takes this trick, but ruffs nothing later."), b, t)
	case leads && !bestTrump && out.Len() == 0:
		act = fmt.Sprintf(l.pick("Personne ne peut plus couper : joue %s et garde %s pour plus tard.", "Nobody can ruff any more: play %s and keep %s for later."), b, t)
	case !bestTrump && out.Len() == 1:
		act = fmt.Sprintf(l.pick("Ne gaspille pas %s : joue %s.", "Do not waste %s: play %s."), t, b)
	default:
		act = fmt.Sprintf(l.pick("Joue %s et garde %s.", "Play %s and keep %s."), b, t)
	}
	return head + " " + act
}

// Who may hold the one trump out, as the consistent layouts tell it.
const (
	eitherHolds   = iota // North in some layouts, an opponent in others (or no trump is out)
	partnerHolds         // North in every layout: known, or shown by the others' voids
	opponentHolds        // East or West in every layout
)

// namedHolder is the seat that the point's head names as holding x: known to hold it, or the one
// seat left that may (trumpDeduction's "a donc"); NoSeat when the head names nobody.
func (s seatStory) namedHolder(x engine.Card) engine.Seat {
	for _, seat := range []engine.Seat{engine.North, engine.East, engine.West} {
		if s.pos.Known[seat].Has(x) {
			return seat
		}
	}
	if facts, only, rest := s.trumpDeduction(engine.NoSeat); facts != "" && rest.Has(x) {
		return only
	}
	return engine.NoSeat
}

// lastTrumpHolder says who may hold out, the one trump South cannot see.
func (s seatStory) lastTrumpHolder(out engine.Set) int {
	if out.Len() != 1 {
		return eitherHolds
	}
	lay, err := evaluate.NewLayouts(*s.pos)
	if err != nil {
		return eitherHolds
	}
	switch {
	case lay.MayHold(engine.North)&out == 0:
		return opponentHolds
	case (lay.MayHold(engine.East)|lay.MayHold(engine.West))&out == 0:
		return partnerHolds
	}
	return eitherHolds
}

// onlyOpponentHolding is the one opponent that may hold out (a single trump) in some layout, or
// NoSeat when both may, or neither.
func (s seatStory) onlyOpponentHolding(out engine.Set) engine.Seat {
	lay, err := evaluate.NewLayouts(*s.pos)
	if err != nil || out.Len() != 1 {
		return engine.NoSeat
	}
	east, west := lay.MayHold(engine.East)&out != 0, lay.MayHold(engine.West)&out != 0
	switch {
	case east && !west:
		return engine.East
	case west && !east:
		return engine.West
	}
	return engine.NoSeat
}

// sameTrick tells what a trump lead does when North holds the last trump x: North must play it
// on South's, over it when it can (P2) or under it (P3), and two of the team's trumps fall on one
// trick where one would do, the opponents having none.
func (s seatStory) sameTrick(x engine.Card, over bool) string {
	l, t := s.l, card(s.pair.Tempting, s.f)
	if over {
		return fmt.Sprintf(l.pick("Si tu joues %s, ton partenaire doit monter avec %s (P2) : ton atout et le sien tombent sur le même pli, alors que les adversaires n'en ont plus.",
			"If you lead %s, your partner must go over it with %s (P2): your trump and theirs fall on the same trick, while the opponents have none left."), t, card(x, s.f))
	}
	return fmt.Sprintf(l.pick("Si tu joues %s, ton partenaire doit fournir %s (P3) : ton atout et le sien tombent sur le même pli, alors que les adversaires n'en ont plus.",
		"If you lead %s, your partner must play %s on it (P3): your trump and theirs fall on the same trick, while the opponents have none left."), t, card(x, s.f))
}

// firstSide tells South to lead its best card, a card of a plain suit, first; master when it is.
func (s seatStory) firstSide() string {
	l, b := s.l, card(s.pair.Best, s.f)
	if puzzles.IsMaster(s.pos, s.pair.Best) {
		return fmt.Sprintf(l.pick("Joue d'abord %s : c'est la carte maîtresse à %s (%s).", "Lead %s first: it is the master card in %s (%s)."),
			b, suitName(l, s.pair.Best.Suit(), s.f), s.masterWhy(s.pair.Best))
	}
	return fmt.Sprintf(l.pick("Joue d'abord %s.", "Lead %s first."), b)
}

// figures gives the evaluation: the layouts, the best card's share and both means.
func (s seatStory) figures() string {
	r := s.a.Eval
	best, _ := r.Of(s.pair.Best)
	tempt, _ := r.Of(s.pair.Tempting)
	b, t := card(s.pair.Best, s.f), card(s.pair.Tempting, s.f)
	share := fmt.Sprintf(s.l.pick("dans %d %% d'entre elles", "in %d %% of them"), min(99, int(math.Round(100*r.Share(best)))))
	if best.Best == r.Layouts {
		share = s.l.pick("dans chacune d'elles", "in every one of them")
	}
	return fmt.Sprintf(s.l.pick("Sur les %d répartitions possibles des cartes que tu ne vois pas, %s est la meilleure carte %s ; en moyenne, ton équipe marque %s d'ici la fin avec %s, %s avec %s.",
		"Over the %d possible layouts of the cards you cannot see, %s is the best card %s; on average your team scores %s from here to the end with %s, %s with %s."),
		r.Layouts, b, share, s.l.mean(r.Mean(best), true), b, s.l.mean(r.Mean(tempt), false), t)
}

// mean writes a mean number of points with one decimal, a comma in French ("63,4 points").
func (l lang) mean(x float64, unit bool) string {
	// explain.Decimal rounds a half up (44.25 → "44,3"), as a reader rounds by hand.
	n := explain.Decimal(l.explain(), x, 1)
	n = strings.TrimSuffix(strings.TrimSuffix(n, ",0"), ".0")
	if !unit {
		return n
	}
	if x < 2 && l == fr {
		return n + " point"
	}
	return n + " points"
}

// capCard writes a card placeholder that starts a sentence ("{Card:KS}": "Le roi…").
func capCard(c engine.Card, f engine.Face) string { return "{Card:" + c.Format(f) + "}" }
