// Package cli implements the `belote` command: the terminal trainer when run without a command,
// and the subcommands of docs/cli.md (`legal`, `score`, `replay`, `announces`, `variants`, …) for
// scripts, bots and people who want a quick answer.
//
// Every subcommand is one entry of the command table (register); `belote help`, each command's
// --help, the shell completions and the man page are all generated from that table, so that a new
// command only has to register itself.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// Env is what a command may touch of the outside world; tests give their own.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Getenv func(string) string
	// Lang is the global --lang given before the command ("" when none): the default of the
	// command's own --lang.
	Lang string
	// NoVariantFiles is the global --no-variant-files: a variant is a built-in name, never a path.
	NoVariantFiles bool
}

// OSEnv is the process's own environment.
func OSEnv() Env {
	return Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
}

// runner runs a command once its flags are parsed; args are its positional arguments.
type runner func(env Env, args []string) int

// command is one subcommand of the table.
type command struct {
	name     string
	synopsis string   // one line: what the command does (help listing, man page, completions)
	usage    []string // the forms of the command line after "belote NAME", e.g. "[--json] [PATH…]"
	operands string   // the positional arguments it takes, e.g. "PATH…"; "" refuses any
	examples []string // command lines shown under --help and in the man page
	// jsonLine is, for a JSON Lines command (one answer per input line), an input line that it
	// answers: shown as an example, and driven through a pipe by the co-process test.
	jsonLine string
	// flags declares the command's flags on fs and returns what runs once they are parsed.
	flags func(fs *flag.FlagSet) runner
}

// commands is the table of subcommands.
var commands = map[string]*command{}

// register adds a command to the table; each command's file registers itself from init.
func register(c command) {
	if c.name == "" || c.synopsis == "" || c.flags == nil || len(c.examples) == 0 {
		panic("cli: command " + c.name + " needs a name, a synopsis, examples and flags")
	}
	if _, dup := commands[c.name]; dup {
		panic("cli: command " + c.name + " registered twice")
	}
	commands[c.name] = &c
}

// sortedCommands lists the table by name.
func sortedCommands() []*command {
	out := make([]*command, 0, len(commands))
	for _, c := range commands {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b *command) int { return strings.Compare(a.name, b.name) })
	return out
}

// globalFlags are the flags given before the command (or alone, for the trainer).
type globalFlags struct {
	lang    string
	plain   bool
	version bool
	noFiles bool
}

func defineGlobal(fs *flag.FlagSet) *globalFlags {
	g := &globalFlags{}
	fs.StringVar(&g.lang, "lang", "", "language of what belote says: `fr|en` (default: the saved setting, then the locale)")
	fs.BoolVar(&g.plain, "plain", false, "the trainer as a line-by-line dialogue (screen readers, scripts)")
	fs.BoolVar(&g.version, "version", false, "print the version and exit")
	fs.BoolVar(&g.noFiles, "no-variant-files", false, "accept only built-in variants, never a variant file (for a program feeding JSON lines it did not write)")
	return g
}

// Main runs the belote command with the arguments after the program name and returns its exit
// status: 0 done, 1 a failure or a refused input, 2 a usage error.
func Main(args []string, env Env) int {
	fs := flag.NewFlagSet("belote", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	g := defineGlobal(fs)
	// The global flags end at the command name: flag stops at the first non-flag argument.
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			mainUsage(env.Stdout)
			return 0
		}
		return usageError(env, "belote", err.Error(), "belote --help")
	}
	if g.lang != "" {
		if _, ok := app.ParseLang(g.lang); !ok {
			return usageError(env, "belote", fmt.Sprintf("--lang %s: use fr or en", engine.Quote(g.lang)), "belote --help")
		}
	}
	if g.version {
		fmt.Fprintln(env.Stdout, versionLine())
		return 0
	}
	rest := fs.Args()
	if len(rest) == 0 {
		return runApp(g, env, "")
	}
	c, ok := commands[rest[0]]
	if !ok {
		msg := fmt.Sprintf("unknown command %s", engine.Quote(rest[0]))
		if near := nearestCommand(rest[0]); near != "" {
			msg += fmt.Sprintf(" (did you mean %s?)", near)
		}
		return usageError(env, "belote", msg, "belote help")
	}
	env.Lang, env.NoVariantFiles = g.lang, g.noFiles
	return c.execute(rest[1:], env)
}

// usageError reports a mistake on the command line and says where help is; exit status 2.
func usageError(env Env, who, msg, help string) int {
	fmt.Fprintf(env.Stderr, "%s: %s\nRun '%s' for usage.\n", who, msg, help)
	return 2
}

// execute parses the command's flags, wherever they stand among its arguments, and runs it.
func (c *command) execute(args []string, env Env) int {
	fs := c.flagSet()
	run := c.flags(fs)
	operands, err := parseInterspersed(fs, args)
	who, help := "belote "+c.name, "belote help "+c.name
	switch {
	case errors.Is(err, flag.ErrHelp):
		c.printUsage(env.Stdout)
		return 0
	case err != nil:
		return usageError(env, who, err.Error(), help)
	case c.operands == "" && len(operands) > 0:
		return usageError(env, who, fmt.Sprintf("unexpected argument %s: %s takes only flags", engine.Quote(operands[0]), c.name), help)
	}
	return run(env, operands)
}

// flagSet is an empty flag set for the command; errors are reported by execute, not by flag.
func (c *command) flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseInterspersed parses flags wherever they appear, as git and most Unix tools do: `check
// my.toml --json` is `check --json my.toml`. After "--" everything is an operand.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var operands []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return operands, nil
		}
		// flag stops either after a "--" (which it consumes) or at the first operand; a "--" that
		// was the value of a flag (--hand --) is not the end of the flags.
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" && (used < 2 || !takesValue(fs, args[used-2])) {
			return append(operands, rest...), nil
		}
		operands = append(operands, rest[0])
		args = rest[1:]
	}
}

// takesValue reports whether arg is a flag that reads the next argument as its value: "--name"
// or "-name", without "=", naming a flag that is not boolean.
func takesValue(fs *flag.FlagSet, arg string) bool {
	name := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	if name == arg || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, isBool := f.Value.(interface{ IsBoolFlag() bool })
	return !isBool || !b.IsBoolFlag()
}

// nearestCommand suggests the command a mistyped name was probably meant to be: the first one that
// starts with it, else the nearest within two edits.
func nearestCommand(name string) string {
	best, bestDist := "", 3
	for _, c := range sortedCommands() {
		if len(name) >= 2 && strings.HasPrefix(c.name, name) {
			return c.name
		}
		if d := editDistance(name, c.name); d < bestDist {
			best, bestDist = c.name, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between two short words.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 64
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
