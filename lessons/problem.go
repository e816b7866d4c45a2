package lessons

import "github.com/belote-trainer/belote/internal/strict"

// Problem is a problem of a lesson file, located by file, line, column and key, with its message.
// It is the content reader's type (internal/strict), named here so that a program outside this
// module can use what Load, LoadFS and CheckSet return.
type Problem = strict.Problem
