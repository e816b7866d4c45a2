package app

import (
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/puzzles"
)

// The names of the enums the screens show, one message each: a key is never built from an enum's
// spelling ("pkind."+kind), so every key is a constant the key test sees, and a kind without a name
// fails TestEveryKindNamed rather than showing a raw {key}.

// Name is the quiz kind's menu line ("Qui gagne le pli ?"); Mixed is the mixed quiz.
func (k QuizKind) Name() Key {
	if k >= quizKinds {
		return "quiz.kind.mixed"
	}
	return [quizKinds]Key{"quiz.kind.winner", "quiz.kind.count", "quiz.kind.announce", "quiz.kind.compare",
		"quiz.kind.score", "quiz.kind.reserve"}[k]
}

// Prompt is the question a quiz of kind k asks.
func (k QuizKind) Prompt() Key {
	if k >= quizKinds {
		return ""
	}
	return [quizKinds]Key{"quiz.q.winner", "quiz.q.count", "quiz.q.announce", "quiz.q.compare",
		"quiz.q.score", "quiz.q.reserve"}[k]
}

// QuizPacks are the kinds of hand-written puzzles the quiz menu offers beside the drawn quizzes,
// with their menu lines.
var QuizPacks = []struct {
	Kind  puzzles.Kind
	Title Key
}{
	{puzzles.KindWinner, "quiz.pack.winner"}, {puzzles.KindCount, "quiz.pack.count"},
	{puzzles.KindAnnounce, "quiz.pack.announce"}, {puzzles.KindScore, "quiz.pack.score"},
}

// puzzleKinds name the kinds of puzzle in the puzzle list's type column.
var puzzleKinds = map[puzzles.Kind]Key{
	puzzles.KindLegal: "pkind.legal", puzzles.KindWinner: "pkind.winner", puzzles.KindCount: "pkind.count",
	puzzles.KindAnnounce: "pkind.announce", puzzles.KindScore: "pkind.score", puzzles.KindBest: "pkind.best",
	puzzles.KindBid: "pkind.bid",
}

// PuzzleKindName names a kind of puzzle in language l; view tells a hidden-hand best-card puzzle
// (ViewSeat) from an open one.
func PuzzleKindName(l Lang, k puzzles.Kind, view puzzles.View) string {
	if key, ok := kindKey(k, view); ok {
		return T(l, key)
	}
	return k.String()
}

// KindName names p's kind in a list ("jeu caché", "hidden" for a seat puzzle).
func KindName(l Lang, p *puzzles.Puzzle) string { return PuzzleKindName(l, p.Kind, p.View) }

func kindKey(k puzzles.Kind, view puzzles.View) (Key, bool) {
	if k == puzzles.KindBest && view == puzzles.ViewSeat {
		return "pkind.best.seat", true
	}
	key, ok := puzzleKinds[k]
	return key, ok
}

// LevelName names a level of the bots in language l.
func LevelName(l Lang, lv bot.Level) string {
	if int(lv) >= len(levelNames) {
		return lv.String()
	}
	return T(l, levelNames[lv])
}

var levelNames = [...]Key{bot.Debutant: "pr.level.debutant", bot.Intermediaire: "pr.level.intermediaire", bot.Fort: "pr.level.fort"}
