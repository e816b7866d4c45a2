package puzzles

import "github.com/belote-trainer/belote/internal/strict"

// Problem is a problem of a pack file, located by file, line, column and key, with its message
// ("puzzles/x.toml:12:3: puzzle.cards: …"). It is the content reader's type (internal/strict),
// named here so that a program outside this module can use what LoadFS and LoadPack return.
type Problem = strict.Problem
