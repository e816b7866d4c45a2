package content

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/BurntSushi/toml"

	"github.com/belote-trainer/belote/internal/tomlpos"
)

// MaxUserSolving bounds the engine's work on the user's best puzzles, all files together. A best
// puzzle is checked by solving its position exactly at load; the cost grows steeply with the cards
// left: about 1 ms for 6 cards a hand or fewer, 6 ms for 7, 35 ms for 8 (measured on the 2-core
// machine of docs/trainer.md). In those units the limit is about one second of solving: 1000 small
// positions, or 31 whole deals. The built-in best puzzles hold at most 6 cards a hand.
const MaxUserSolving = 1000

// solveCost is the cost of solving a best position whose largest hand holds n cards.
func solveCost(n int) int {
	switch {
	case n >= 8:
		return 32
	case n == 7:
		return 6
	}
	return 1
}

// solveBudget finds, before a file is loaded, whether its best puzzles fit in what is left of
// MaxUserSolving, and spends it. When they do not, it returns the problem to report instead of
// loading the file (which would make the engine solve them all).
func (lib *Library) solveBudget(file string, src []byte) (Problem, bool) {
	if !bytes.Contains(src, []byte("best")) {
		return Problem{}, true
	}
	var doc map[string]any
	if _, err := toml.Decode(string(src), &doc); err != nil {
		return Problem{}, true // the loader reports the syntax error
	}
	over := ""
	walkBest(doc, "", func(path string, cards int) {
		lib.userSolving += solveCost(cards)
		if lib.userSolving > MaxUserSolving && over == "" {
			over = path
		}
	})
	if over == "" {
		return Problem{}, true
	}
	pos := tomlpos.Scan(string(src)).FindNearest(over + ".hands")
	return Problem{File: file, Line: pos.Line, Col: pos.Col, Key: over + ".hands",
		Message: fmt.Sprintf("%s.hands: the best puzzles of the user's files need more solving than the limit (%d units: about one second; a hand of 8 cards costs 32, of 7 costs 6, smaller ones 1): this file is not loaded", over, MaxUserSolving)}, false
}

// walkBest calls found for every table with kind = "best" and hands, with its indexed path and
// the size of its largest hand.
func walkBest(v any, path string, found func(path string, cards int)) {
	join := func(k string) string {
		if path == "" {
			return k
		}
		return path + "." + k
	}
	switch x := v.(type) {
	case map[string]any:
		if x["kind"] == "best" {
			if hands, ok := x["hands"].(map[string]any); ok {
				n := 0
				for _, h := range hands {
					if cards, ok := h.([]any); ok {
						n = max(n, len(cards))
					}
				}
				found(path, n)
			}
		}
		for k, e := range x {
			walkBest(e, join(k), found)
		}
	case []map[string]any:
		for i, e := range x {
			walkBest(e, join(strconv.Itoa(i)), found)
		}
	case []any:
		for i, e := range x {
			walkBest(e, join(strconv.Itoa(i)), found)
		}
	}
}
