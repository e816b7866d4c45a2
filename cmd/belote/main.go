// Command belote is a terminal trainer for the card game Belote, and a rules engine that answers
// questions from scripts (see CLI.md).
package main

import (
	"os"

	"github.com/belote-trainer/belote/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.OSEnv()))
}
