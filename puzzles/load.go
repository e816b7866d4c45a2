package puzzles

import (
	"path"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/strict"
)

// kindKeys are the position keys of each kind.
var (
	kindKeys = map[Kind][]string{
		KindLegal:    {"hand", "trick", "leader"},
		KindWinner:   {"trick", "leader"},
		KindCount:    {"cards", "last_trick"},
		KindAnnounce: {"hand", "declared"},
		KindScore:    {"taker", "points", "belote", "capot", "announces"},
		KindBest:     {"hands", "trick", "motif", "tempting", "view", "hand", "history", "known", "declared", "taker", "goal", "belote"},
		KindBid:      {"dealer", "round", "hand", "retourne", "seed"},
	}
)

// LoadPack reads one puzzle pack. It returns the pack with its valid puzzles, and every problem of
// the file; a puzzle with a problem is left out. A syntax error stops the file.
func LoadPack(file string, src []byte) (*Pack, []Problem) {
	doc, top, ok := strict.Parse(file, src)
	if !ok {
		return nil, doc.Problems
	}
	pack := &Pack{File: file}
	if head := top.Sub("pack", true); head != nil {
		if head.Require("id", &pack.ID, "a pack id") {
			head.ID = pack.ID
			top.ID = pack.ID
			pack.At = head.Locate("id")
			checkPackID(head, pack.ID, file)
		}
		pack.Title, _ = head.Text("title", true)
		head.Finish(nil)
	}
	if !top.Has("puzzle") {
		top.Report("puzzle", "a pack holds at least one [[puzzle]]")
	}
	for _, t := range top.List("puzzle") {
		if p := ReadPuzzle(t, pack.ID, file, ""); p != nil {
			pack.Puzzles = append(pack.Puzzles, p)
		}
	}
	top.Finish(nil)
	strict.Sort(doc.Problems)
	return pack, doc.Problems
}

// checkPackID checks the id's spelling and that the file is named after it.
func checkPackID(t *strict.Table, id, file string) {
	if !strict.ValidID(id) {
		t.Report("id", "bad id %q: use lowercase letters, digits and dashes", id)
		return
	}
	if base := strings.TrimSuffix(path.Base(strings.ReplaceAll(file, "\\", "/")), ".toml"); base != id {
		t.Report("id", "pack id %q does not match the file name %q (name the file %s.toml)", id, base, id)
	}
}

// ReadPuzzle reads one puzzle table and validates it against the engine. defaultID names a puzzle
// that gives no id (lesson steps); "" makes the id required. It returns nil when the puzzle has a
// problem (reported in the table's document).
func ReadPuzzle(t *strict.Table, source, file, defaultID string) *Puzzle {
	before := len(t.Doc().Problems)
	p := &Puzzle{Source: source, File: file, Leader: engine.NoSeat, ID: defaultID, Tempting: engine.NoCard}
	readID(t, p, defaultID)
	var kind Kind
	if !t.Require("kind", &kind, "a kind: legal, winner, count, announce, score, best or bid") {
		return nil // without a kind, the other keys cannot be judged
	}
	p.Kind = kind
	p.At = t.Locate("id")
	common := readCommon(t, p)
	mark := len(t.Doc().Problems)
	if common {
		readers[kind](t, p)
	}
	if t.Has("expect") && p.Variant != nil {
		if e := t.Sub("expect", false); e != nil {
			p.Expect = readExpect(e, p)
		}
	}
	// The engine judges the position as soon as the keys it needs are sound, even when a text
	// or a difficulty has a problem: a file gets all its problems in one run.
	judge := common && len(t.Doc().Problems) == mark
	t.Skip(kindKeys[kind]...) // left unread only after a problem that is already reported
	t.Skip("expect")
	t.Finish(func(k string) string { return otherKind(k, kind) })
	if judge {
		for _, is := range Validate(p) {
			t.Report(is.Key, "%s", is.Msg)
		}
	}
	if len(t.Doc().Problems) > before {
		return nil
	}
	return p
}

func readID(t *strict.Table, p *Puzzle, defaultID string) {
	if defaultID != "" && !t.Has("id") {
		t.ID = defaultID
		return
	}
	if !t.Require("id", &p.ID, "a puzzle id") {
		return
	}
	t.ID = p.ID
	if !strict.ValidID(p.ID) {
		t.Report("id", "bad id %q: use lowercase letters, digits and dashes", p.ID)
	}
}

// otherKind explains a key that belongs to another kind of puzzle.
func otherKind(key string, kind Kind) string {
	for _, k := range Kinds() {
		for _, name := range kindKeys[k] {
			if name == key && k != kind {
				return "field of kind " + k.String() + " used in a puzzle of kind " + kind.String()
			}
		}
	}
	return ""
}

// readCommon reads the keys every kind has; it returns whether the variant and trump, which the
// position keys need, are sound.
func readCommon(t *strict.Table, p *Puzzle) bool {
	var v strict.Variant
	if t.Require("variant", &v, "a variant name") {
		p.Variant = v.Variant
	}
	if t.Require("difficulty", &p.Difficulty, "an integer from 1 to 5") && (p.Difficulty < 1 || p.Difficulty > 5) {
		t.Report("difficulty", "difficulty %d is out of range 1..5", p.Difficulty)
	}
	if t.Require("themes", &p.Themes, "a list of RULES.md ids") && len(p.Themes) == 0 {
		t.Report("themes", "give at least one RULES.md id that the puzzle practises")
	}
	p.Prompt, _ = t.Text("prompt", true)
	p.Point, _ = t.Text("point", true)
	if p.Kind == KindBid {
		p.Trump = engine.NoSuit // the trump is what the bidding decides
		return p.Variant != nil
	}
	var trump strict.Suit
	ok := t.Require("trump", &trump, "a suit: S H D C or e c o b")
	p.Trump = trump.Suit
	return ok && p.Variant != nil
}

// readers read the position keys of each kind; p.Variant is set.
var readers = [kindCount]func(t *strict.Table, p *Puzzle){
	KindLegal:    readLegal,
	KindWinner:   readWinner,
	KindCount:    readCount,
	KindAnnounce: readAnnounce,
	KindScore:    readScore,
	KindBest:     readBest,
	KindBid:      readBid,
}

// cards reads a list of cards in the variant's face.
func cards(t *strict.Table, key string, required bool, face engine.Face) ([]engine.Card, bool) {
	var cs []strict.Card
	var ok bool
	if required {
		ok = t.Require(key, &cs, "a list of cards")
	} else {
		ok = t.Get(key, &cs, "a list of cards")
	}
	if !ok || !t.CheckFace(key, cs, face) {
		return nil, false
	}
	return strict.Cards(cs), true
}

func seat(t *strict.Table, key string) engine.Seat {
	var s strict.Seat
	if !t.Get(key, &s, `a seat: "N", "E", "S" or "W"`) {
		return engine.NoSeat
	}
	return s.Seat
}

func team(t *strict.Table, key string, required bool) engine.Team {
	var tm strict.Team
	if required && !t.Has(key) {
		t.Report(key, `missing key (expected a team: "NS" or "EW")`)
		return engine.NoTeam
	}
	if !t.Get(key, &tm, `a team: "NS" or "EW"`) {
		return engine.NoTeam
	}
	return tm.Team
}

func readLegal(t *strict.Table, p *Puzzle) {
	face := p.Face()
	hand, okH := cards(t, "hand", true, face)
	trick, okT := cards(t, "trick", false, face)
	p.Hand, p.Trick = hand, trick
	p.Leader = seat(t, "leader")
	if okH && (len(hand) < 1 || len(hand) > 8) {
		t.Report("hand", "a hand holds 1 to 8 cards, not %d", len(hand))
	}
	if okT && len(trick) > 3 {
		t.Report("trick", "at most 3 cards are played before South, not %d", len(trick))
	}
	if okH && okT {
		t.Distinct([]string{"trick", "hand"}, [][]engine.Card{trick, hand}, face)
	}
	checkLeader(t, p, len(trick))
}

// checkLeader derives the leader so that South plays after the trick's cards, in the variant's
// direction (T1), and checks a leader the file gives.
func checkLeader(t *strict.Table, p *Puzzle, n int) {
	if n > 3 {
		return
	}
	want := leaderFor(p.Variant.Direction, n)
	if p.Leader != engine.NoSeat && p.Leader != want {
		t.Report("leader", "with %d card(s) before South in variant %s (%s), the leader is %s, not %s (T1)",
			n, p.Variant.Name, p.Variant.Direction, want, p.Leader)
	}
	p.Leader = want
}

func readWinner(t *strict.Table, p *Puzzle) {
	trick, ok := cards(t, "trick", true, p.Face())
	p.Trick = trick
	p.Leader = seat(t, "leader")
	if !ok {
		return
	}
	if len(trick) != 4 {
		t.Report("trick", "a finished trick has 4 cards, not %d", len(trick))
		return
	}
	t.Distinct([]string{"trick"}, [][]engine.Card{trick}, p.Face())
}

func readCount(t *strict.Table, p *Puzzle) {
	cs, ok := cards(t, "cards", true, p.Face())
	p.Cards = cs
	t.Get("last_trick", &p.LastTrick, "true or false")
	if !ok {
		return
	}
	if len(cs) == 0 {
		t.Report("cards", "give at least one card")
		return
	}
	t.Distinct([]string{"cards"}, [][]engine.Card{cs}, p.Face())
}

func readAnnounce(t *strict.Table, p *Puzzle) {
	if !p.Variant.Announcements {
		t.Report("variant", "variant %s has no announcements (A1): use annonces, marocaine or francaise", p.Variant.Name)
	}
	switch {
	case t.Has("hand") && t.Has("declared"):
		t.Report("declared", "give either hand or declared, not both")
	case t.Has("hand"):
		hand, ok := cards(t, "hand", true, p.Face())
		p.Hand = hand
		if ok && len(hand) != 8 {
			t.Report("hand", "an announcement is declared from a full hand of 8 cards, not %d (A4)", len(hand))
		} else if ok {
			t.Distinct([]string{"hand"}, [][]engine.Card{hand}, p.Face())
		}
	case t.Has("declared"):
		p.DeclaredForm = true
		p.Declared, _ = announcements(t, "declared", p.Face())
	default:
		t.Report("hand", "missing key: give hand (what may it declare?) or declared (whose announcements score?)")
	}
}

// announcements reads { NS = [[cards], …], EW = [[cards], …] }: each list must be an announcement
// of A1, and no card may serve twice (A3).
func announcements(t *strict.Table, key string, face engine.Face) ([2][]engine.Announcement, bool) {
	var out [2][]engine.Announcement
	got, ok := announcementsBy(t, key, []string{"NS", "EW"}, `unknown team (NS and EW only)`, face)
	for _, tm := range []engine.Team{engine.NS, engine.EW} {
		out[tm] = got[tm.String()]
	}
	return out, ok
}

// seatAnnouncements reads { E = [["QH", "KH", "AH"]], … }: each seat's declared announcements.
func seatAnnouncements(t *strict.Table, key string, face engine.Face) ([4][]engine.Announcement, bool) {
	var out [4][]engine.Announcement
	names := make([]string, len(engine.Seats))
	for i, s := range engine.Seats {
		names[i] = s.String()
	}
	got, ok := announcementsBy(t, key, names, `unknown seat (N, E, S and W only)`, face)
	for _, s := range engine.Seats {
		out[s] = got[s.String()]
	}
	return out, ok
}

// announcementsBy reads a table of announcements by owner (a team or a seat): each a list of
// cards, valid by A1, no card twice; a bad card names its token, a bad announcement its reason.
func announcementsBy(t *strict.Table, key string, owners []string, unknown string, face engine.Face) (map[string][]engine.Announcement, bool) {
	out := map[string][]engine.Announcement{}
	sub := t.Sub(key, false)
	if sub == nil {
		return out, false
	}
	ok := true
	var keys []string
	var lists [][]engine.Card
	for _, o := range owners {
		var raw [][]strict.Card
		if !sub.Get(o, &raw, "a list of announcements, each a list of cards") {
			ok = ok && !sub.Has(o)
			continue
		}
		for _, cs := range raw {
			if !sub.CheckFace(o, cs, face) {
				ok = false
				continue
			}
			a, err := engine.ParseAnnouncement(strict.Cards(cs))
			if err != nil {
				sub.Report(o, "%v", err)
				ok = false
				continue
			}
			out[o] = append(out[o], a)
			keys, lists = append(keys, o), append(lists, strict.Cards(cs))
		}
	}
	sub.Finish(func(string) string { return unknown })
	return out, ok && sub.Distinct(keys, lists, face)
}

func readScore(t *strict.Table, p *Puzzle) {
	p.Taker = team(t, "taker", true)
	if pts := t.Sub("points", true); pts != nil {
		pts.Require("NS", &p.Points[engine.NS], "an integer")
		pts.Require("EW", &p.Points[engine.EW], "an integer")
		pts.Finish(func(string) string { return `unknown team (NS and EW only)` })
	}
	p.Belote = team(t, "belote", false)
	p.Capot = team(t, "capot", false)
	if t.Has("announces") {
		p.Announces, _ = announcements(t, "announces", p.Face())
	}
}

func readBest(t *strict.Table, p *Puzzle) {
	face := p.Face()
	if t.Has("view") && !t.Get("view", &p.View, `"open" or "seat"`) {
		return // the other keys depend on the view
	}
	if p.View == ViewSeat {
		readSeat(t, p)
		readMotif(t, p)
		return
	}
	for _, k := range seatKeys {
		if t.Has(k) {
			t.Report(k, `only a puzzle with view = "seat" has %s (this one shows every hand: hands)`, k)
		}
	}
	if hs := t.Sub("hands", true); hs != nil {
		for _, s := range engine.Seats {
			p.Hands[s], _ = cards(hs, s.String(), true, face)
		}
		hs.Finish(func(string) string { return `unknown seat (N, E, S and W only)` })
	}
	if tr := t.Sub("trick", true); tr != nil {
		p.Leader = seat(tr, "leader")
		if !tr.Has("leader") {
			tr.Report("leader", `missing key (expected a seat: "N", "E", "S" or "W")`)
		}
		p.Trick, _ = cards(tr, "cards", false, face)
		tr.Finish(nil)
	}
	readMotif(t, p)
}

// readMotif reads a best puzzle's motif and tempting card.
func readMotif(t *strict.Table, p *Puzzle) {
	face := p.Face()
	t.Get("motif", &p.Motif, "a motif name (docs/content.md)")
	p.Tempting = engine.NoCard
	if t.Has("tempting") {
		var c strict.Card
		if t.Get("tempting", &c, "a card") && t.CheckFace("tempting", []strict.Card{c}, face) {
			p.Tempting = strict.Cards([]strict.Card{c})[0]
		}
	}
	if p.Motif != NoMotif && p.Tempting == engine.NoCard && t.Has("motif") {
		t.Report("tempting", "missing key: a puzzle with a motif names its tempting card, the wrong card the motif is compared with")
	}
}

func readExpect(e *strict.Table, p *Puzzle) *Expect {
	x := &Expect{Winner: -1, Seat: engine.NoSeat, Team: engine.NoTeam, Reserve: -1}
	face := p.Variant.Face
	switch p.Kind {
	case KindLegal:
		x.Legal, _ = cards(e, "legal", true, face)
		if e.Require("rule", &x.Rule, "a rule id P0..P8") && !x.Rule.IsPlay() {
			e.Report("rule", "%s is not a row of RULES.md §3 (P0..P8)", x.Rule)
		}
	case KindWinner:
		readExpectWinner(e, x)
	case KindCount:
		e.Require("points", &x.Points, "an integer")
	case KindAnnounce:
		readExpectAnnounce(e, x, p)
	case KindScore:
		e.Require("NS", &x.NS, "an integer")
		e.Require("EW", &x.EW, "an integer")
		var res string
		if e.Require("result", &res, `"made", "failed" or "litige"`) {
			x.Result = parseResult(e, res)
		}
		e.Get("reserve", &x.Reserve, "an integer")
	case KindBest:
		x.Best, _ = cards(e, "best", true, face)
	case KindBid:
		readExpectBid(e, x)
	}
	e.Finish(func(k string) string { return "not an answer of a " + p.Kind.String() + " puzzle" })
	return x
}

func readExpectWinner(e *strict.Table, x *Expect) {
	switch {
	case e.Has("winner") && e.Has("seat"):
		e.Report("seat", "give winner (index) or seat, not both")
	case e.Has("seat"):
		x.Seat = seat(e, "seat")
	default:
		if e.Require("winner", &x.Winner, "an index 0..3 in play order") && (x.Winner < 0 || x.Winner > 3) {
			e.Report("winner", "index %d is out of range 0..3 (play order)", x.Winner)
		}
	}
}

func readExpectAnnounce(e *strict.Table, x *Expect, p *Puzzle) {
	e.Require("points", &x.Points, "an integer")
	if !p.DeclaredForm {
		var kinds []string
		if !e.Require("kinds", &kinds, `a list of kinds: "tierce", "cinquante", "cent", "carre"`) {
			return
		}
		for _, k := range kinds {
			ak, ok := parseAnnounceKind(k)
			if !ok {
				e.Report("kinds", `unknown announcement kind %q (tierce, cinquante, cent, carre)`, k)
				return
			}
			x.Kinds = append(x.Kinds, ak)
		}
		return
	}
	var w string
	if e.Require("winner", &w, `"NS", "EW" or "none"`) {
		if w != "none" {
			tm, err := engine.ParseTeam(w)
			if err != nil {
				e.Report("winner", `bad winner %q: use "NS", "EW" or "none"`, w)
			}
			x.Team = tm
		}
	}
}

func parseAnnounceKind(s string) (engine.AnnounceKind, bool) {
	for _, k := range []engine.AnnounceKind{engine.Tierce, engine.Cinquante, engine.Cent, engine.Carre} {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

func parseResult(e *strict.Table, s string) engine.Result {
	for _, r := range []engine.Result{engine.Made, engine.Failed, engine.Litige} {
		if r.String() == s {
			return r
		}
	}
	e.Report("result", `bad result %q: use "made", "failed" or "litige"`, s)
	return engine.Passed
}
