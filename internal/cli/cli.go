// Package cli implements the `belote` command: the terminal trainer when run without arguments, and
// the subcommands of CLI.md (`legal`, `score`, `replay`, `announces`, `variants`, …) for scripts,
// bots and people who want a quick answer.
package cli

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Env is what a command may touch of the outside world; tests give their own.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Getenv func(string) string
}

// OSEnv is the process's own environment.
func OSEnv() Env {
	return Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
}

// command is one subcommand: run gets the arguments after its name and returns the exit status.
type command struct {
	name    string
	summary string
	run     func(args []string, env Env) int
}

// commands is the table of subcommands; `belote help` is generated from it.
var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// Main runs the belote command with the arguments after the program name and returns its exit
// status.
func Main(args []string, env Env) int {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return runApp(args, env)
	}
	switch args[0] {
	case "help", "--help", "-h":
		usage(env.Stdout)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "belote: unknown command %q\n\n", args[0])
		usage(env.Stderr)
		return 2
	}
	return c.run(args[1:], env)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: belote [command] [flags]")
	fmt.Fprintln(w, "\nWithout a command, belote opens the trainer. Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nEach command takes --help; the --json forms are described in CLI.md.")
}
