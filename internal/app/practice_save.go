package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/store/fsread"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// SavedGame is a practice game on disk: its options and every deal as dealt, bid and played, so
// that loading it plays the same game again through the engine (nothing is trusted from the
// file: an impossible bid or card makes the file damaged). A finished game also has its result.
type SavedGame struct {
	Version    int         `json:"version"`
	Variant    string      `json:"variant"`
	Level      string      `json:"level"`
	AutoBelote bool        `json:"auto_belote"`
	Coach      bool        `json:"coach"`
	Seed       uint64      `json:"seed"`
	Deals      []savedDeal `json:"deals"`
	Final      *[2]int     `json:"final,omitempty"`
	Winner     string      `json:"winner,omitempty"`
	Ended      time.Time   `json:"ended,omitzero"`
}

type savedDeal struct {
	Dealer string      `json:"dealer"`
	Deck   []string    `json:"deck"`
	Bids   []string    `json:"bids"` // a suit letter, or "-" for a pass
	Moves  []savedMove `json:"moves"`
}

type savedMove struct {
	Card    string     `json:"card"`
	Declare [][]string `json:"declare,omitempty"`
	Belote  bool       `json:"belote,omitempty"`
}

// Kinds of the practice files (internal/store/progress): their layout version and size cap.
var (
	PracticeKind = progress.Kind{Name: "saved practice game", Version: 1, Limit: fsread.StateCap}
	HistoryKind  = progress.Kind{Name: "practice history", Version: 1, Limit: fsread.StateCap}
)

// maxSavedDeals bounds the deals of a saved game replayed at load (a game to 1000 points has
// about 15 deals).
const maxSavedDeals = 500

// Validate checks what can be checked without the engine; Load replays the rest.
func (g *SavedGame) Validate() error {
	if len(g.Deals) > maxSavedDeals {
		return fmt.Errorf("%d deals, more than %d", len(g.Deals), maxSavedDeals)
	}
	return nil
}

// gameList is the history file: the finished games, oldest first.
type gameList []SavedGame

func (h *gameList) Validate() error {
	for i := range *h {
		if err := (*h)[i].Validate(); err != nil {
			return fmt.Errorf("game %d: %v", i+1, err)
		}
	}
	return nil
}

// Save returns the game as it can be written.
func (p *Practice) Save() SavedGame {
	g := SavedGame{Version: PracticeKind.Version, Variant: p.Opts.Variant, Level: p.Opts.Level.String(), AutoBelote: p.Opts.AutoBelote,
		Coach: p.Opts.Coach, Seed: p.Opts.Seed}
	for _, dl := range p.Log {
		sd := savedDeal{Dealer: dl.Dealer.String(), Deck: cardTexts(dl.Deck), Bids: []string{}, Moves: []savedMove{}}
		for _, b := range dl.Bids {
			text := "-"
			if b != engine.NoSuit {
				text = b.String()
			}
			sd.Bids = append(sd.Bids, text)
		}
		for _, m := range dl.Moves {
			sm := savedMove{Card: m.Card.String(), Belote: m.Belote}
			for _, a := range m.Declare {
				sm.Declare = append(sm.Declare, cardTexts(a.Cards.Cards()))
			}
			sd.Moves = append(sd.Moves, sm)
		}
		g.Deals = append(g.Deals, sd)
	}
	if p.Game.Over {
		final := p.Game.Scores
		g.Final, g.Winner = &final, p.Game.Winner.String()
	}
	return g
}

func cardTexts(cs []engine.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// Load plays a saved game again through the engine and returns it where it was left.
func (g SavedGame) Load() (*Practice, error) {
	level, err := bot.ParseLevel(g.Level)
	if err != nil {
		return nil, err
	}
	o := PracticeOptions{Variant: g.Variant, Level: level, AutoBelote: g.AutoBelote, Coach: g.Coach, Seed: g.Seed}
	v, ok := engine.Builtin(o.Variant)
	if !ok {
		return nil, fmt.Errorf("unknown variant %q", o.Variant)
	}
	if len(g.Deals) == 0 {
		return nil, errors.New("a saved game has at least one deal")
	}
	p := &Practice{Opts: o, Variant: v, Game: engine.NewGame(v), Declare: true}
	for i, sd := range g.Deals {
		if err := p.replayDeal(sd); err != nil {
			return nil, fmt.Errorf("deal %d: %w", i+1, err)
		}
		if i < len(g.Deals)-1 && p.Outcome == nil {
			return nil, fmt.Errorf("deal %d is not over but another follows", i+1)
		}
	}
	return p, nil // a bot may be to act: the caller runs the bots (RunBots, or NextBot)
}

// replayDeal deals, bids and plays one saved deal through the engine.
func (p *Practice) replayDeal(sd savedDeal) error {
	dealer, err := engine.ParseSeat(sd.Dealer)
	if err != nil {
		return err
	}
	deck := make([]engine.Card, len(sd.Deck))
	for i, tok := range sd.Deck {
		if deck[i], _, err = engine.ParseCard(tok); err != nil {
			return err
		}
	}
	if p.Outcome != nil && p.Game.Over {
		return errors.New("the game was already over")
	}
	p.Log = append(p.Log, DealLog{Dealer: dealer, Deck: deck})
	if err := p.tryBegin(dealer, deck); err != nil {
		return err
	}
	for _, b := range sd.Bids {
		suit := engine.NoSuit
		if b != "-" {
			if suit, _, err = engine.ParseSuit(b); err != nil {
				return err
			}
		}
		if err := p.Deal.Bid(p.Deal.Turn, suit); err != nil {
			return err
		}
		p.log().Bids = append(p.log().Bids, suit)
	}
	for _, sm := range sd.Moves {
		m, err := sm.move()
		if err != nil {
			return err
		}
		if err := p.play(m); err != nil {
			return err
		}
	}
	p.settle()
	return nil
}

func (sm savedMove) move() (engine.Move, error) {
	c, _, err := engine.ParseCard(sm.Card)
	if err != nil {
		return engine.Move{}, err
	}
	m := engine.Move{Card: c, Belote: sm.Belote}
	for _, toks := range sm.Declare {
		var cards []engine.Card
		for _, tok := range toks {
			x, _, err := engine.ParseCard(tok)
			if err != nil {
				return m, err
			}
			cards = append(cards, x)
		}
		a, err := engine.ParseAnnouncement(cards)
		if err != nil {
			return m, err
		}
		m.Declare = append(m.Declare, a)
	}
	return m, nil
}

// tryBegin is begin for a deck read from a file, which may be wrong.
func (p *Practice) tryBegin(dealer engine.Seat, deck []engine.Card) error {
	if _, err := engine.NewDeal(p.Variant, dealer, deck); err != nil {
		return err
	}
	p.begin(dealer, deck)
	return nil
}

// PracticeFiles are where the game in progress and the finished games are kept, beside the
// progress file; both are written atomically (internal/store/progress).
type PracticeFiles struct {
	Current string // the game in progress
	History string // the finished games, oldest first
}

// NewPracticeFiles returns the files in dir; an empty dir keeps nothing (saving then fails).
func NewPracticeFiles(dir string) PracticeFiles {
	if dir == "" {
		return PracticeFiles{}
	}
	return PracticeFiles{Current: filepath.Join(dir, "practice.json"), History: filepath.Join(dir, "practice-history.json")}
}

// HistoryLimit is the number of finished games kept.
const HistoryLimit = 50

// Save writes the game in progress; a finished game moves to the history instead.
func (f PracticeFiles) Save(p *Practice, now time.Time) error {
	if f.Current == "" {
		return errors.New("no place to save the game")
	}
	g := p.Save()
	if !p.Game.Over {
		return progress.WriteDoc(PracticeKind, f.Current, g)
	}
	g.Ended = now
	// Read, append and write under the folder's lock: another trainer's finished game is kept.
	err := progress.UpdateDoc(HistoryKind, f.History, func(hist *gameList) {
		*hist = append(*hist, g)
		if len(*hist) > HistoryLimit {
			*hist = (*hist)[len(*hist)-HistoryLimit:]
		}
	})
	if err != nil {
		return err
	}
	return f.Discard()
}

// Discard forgets the game in progress; a file that is not one this version wrote (unreadable,
// newer) is left where it is.
func (f PracticeFiles) Discard() error {
	if f.Current == "" {
		return nil
	}
	if err := PracticeKind.Replaceable(f.Current); err != nil {
		return err
	}
	return progress.Remove(f.Current)
}

// LoadCurrent returns the game in progress, or nil when there is none. A file that is not a saved
// game, or does not replay, is renamed aside (never silently overwritten) and reported as
// *progress.Damaged; one that cannot be read, or is from a newer version, as
// *progress.ReadOnlyError (then Save does not write over it either).
func (f PracticeFiles) LoadCurrent() (*Practice, error) {
	if f.Current == "" {
		return nil, nil
	}
	g, dmg, err := progress.ReadDoc[SavedGame](PracticeKind, f.Current, time.Now())
	switch {
	case dmg != nil:
		return nil, dmg
	case err != nil || g == nil:
		return nil, err
	}
	p, err := g.Load()
	if err != nil {
		dmg, aerr := progress.SetAside(f.Current, err, time.Now())
		if aerr != nil {
			return nil, aerr
		}
		return nil, dmg
	}
	return p, nil
}

// LoadHistory returns the finished games, oldest first (errors as LoadCurrent's).
func (f PracticeFiles) LoadHistory() ([]SavedGame, error) {
	if f.History == "" {
		return nil, nil
	}
	hist, dmg, err := progress.ReadDoc[gameList](HistoryKind, f.History, time.Now())
	switch {
	case dmg != nil:
		return nil, dmg
	case hist == nil:
		return nil, err
	}
	return *hist, err
}

// Replay plays a finished game's deals again for the history viewer: each deal as the engine
// rebuilds it, passed deals included.
func (g SavedGame) Replay() ([]*engine.Deal, error) {
	p, err := g.Load()
	if err != nil {
		return nil, err
	}
	var out []*engine.Deal
	for _, dl := range p.Log {
		q := &Practice{Opts: p.Opts, Variant: p.Variant, Game: engine.NewGame(p.Variant)}
		q.Log = []DealLog{{Dealer: dl.Dealer, Deck: dl.Deck}}
		q.begin(dl.Dealer, dl.Deck)
		for _, b := range dl.Bids {
			if err := q.Deal.Bid(q.Deal.Turn, b); err != nil {
				return nil, err
			}
		}
		for _, m := range dl.Moves {
			if err := q.Deal.Play(q.Deal.Turn, m); err != nil {
				return nil, err
			}
		}
		out = append(out, q.Deal)
	}
	return out, nil
}
