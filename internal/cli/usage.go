package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/belote-trainer/belote/engine"
)

func init() {
	register(command{name: "help", synopsis: "print the list of commands, or the usage of one command",
		usage: []string{"[COMMAND]"}, operands: "[COMMAND]",
		examples: []string{"belote help", "belote help legal"},
		flags:    func(*flag.FlagSet) runner { return runHelp }})
}

func runHelp(env Env, args []string) int {
	switch {
	case len(args) == 0:
		mainUsage(env.Stdout)
		return 0
	case len(args) > 1:
		return usageError(env, "belote help", "give one command at most", "belote help")
	}
	c, ok := commands[args[0]]
	if !ok {
		return usageError(env, "belote help", "unknown command "+engine.Quote(args[0]), "belote help")
	}
	c.printUsage(env.Stdout)
	return 0
}

// mainUsage is `belote --help` and `belote help`: the global flags and the list of commands.
func mainUsage(w io.Writer) {
	fmt.Fprint(w, `usage: belote [--lang fr|en] [--plain]       open the trainer
       belote [--lang fr|en] COMMAND [flags]  run a command
       belote --version

Without a command, belote opens the trainer: the full-screen app on a terminal, the plain
line-by-line dialogue with --plain, with ACCESSIBLE=1, or when standard input or output is not a
terminal.

Commands:
`)
	for _, c := range sortedCommands() {
		lines := wrap(c.synopsis, 80-14)
		fmt.Fprintf(w, "  %-11s %s\n", c.name, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(w, "%14s%s\n", "", l)
		}
	}
	fmt.Fprintln(w, "\nGlobal flags:")
	printFlags(w, globalFlagSet())
	fmt.Fprint(w, `
'belote help COMMAND' or 'belote COMMAND --help' prints the usage of a command; the --json forms
are documented in docs/cli.md, the rules in docs/rules.md ('belote man' prints the manual page).
`)
}

// globalFlagSet declares the global flags on a fresh set, for help, completions and the man page.
func globalFlagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("belote", flag.ContinueOnError)
	defineGlobal(fs)
	return fs
}

// declaredFlags returns the command's flag set with its flags declared, for help and generators.
func (c *command) declaredFlags() *flag.FlagSet {
	fs := c.flagSet()
	c.flags(fs)
	return fs
}

// usageLines are the command's forms, "belote NAME …".
func (c *command) usageLines() []string {
	forms := c.usage
	if len(forms) == 0 {
		forms = []string{"[flags]"}
	}
	out := make([]string, len(forms))
	for i, f := range forms {
		out[i] = strings.TrimSpace("belote " + c.name + " " + f)
	}
	return out
}

// allExamples are the examples of the table, plus the JSON Lines one made from jsonLine.
func (c *command) allExamples() []string {
	ex := c.examples
	if c.jsonLine != "" {
		ex = append(ex[:len(ex):len(ex)], fmt.Sprintf("echo '%s' | belote %s --json", c.jsonLine, c.name))
	}
	return ex
}

// printUsage is `belote NAME --help`: synopsis, forms, flags and examples, on standard output.
func (c *command) printUsage(w io.Writer) {
	fmt.Fprintf(w, "belote %s: %s\n\nusage:", c.name, c.synopsis)
	for i, l := range c.usageLines() {
		if i > 0 {
			fmt.Fprint(w, "      ")
		}
		fmt.Fprintf(w, " %s\n", l)
	}
	if fs := c.declaredFlags(); hasFlags(fs) {
		fmt.Fprintln(w, "\nflags:")
		printFlags(w, fs)
	}
	fmt.Fprintln(w, "\nexamples:")
	for _, e := range c.allExamples() {
		fmt.Fprintf(w, "  %s\n", e)
	}
	if c.jsonLine != "" {
		fmt.Fprintln(w, "\nWith --json, each input line gets one output line, flushed at once (docs/cli.md).")
	}
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// flagInfo is one flag as help, completions and the man page show it.
type flagInfo struct {
	name, arg, usage, def string
	isBool                bool
}

// flagInfos lists the flags of a set in name order.
func flagInfos(fs *flag.FlagSet) []flagInfo {
	var out []flagInfo
	fs.VisitAll(func(f *flag.Flag) {
		arg, usage := flag.UnquoteUsage(f)
		fi := flagInfo{name: f.Name, arg: arg, usage: usage}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			fi.isBool, fi.arg = true, ""
		} else if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "0s" { // zero values go unsaid
			fi.def = f.DefValue
		}
		out = append(out, fi)
	})
	return out
}

// printFlags writes each flag GNU style (--name ARG), its help wrapped to 80 columns.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	const indent = 21 // "  " + an 18-column head + " "
	for _, f := range flagInfos(fs) {
		head := "--" + f.name
		if f.arg != "" {
			head += " " + f.arg
		}
		text := f.usage
		if f.def != "" {
			text += fmt.Sprintf(" (default %s)", f.def)
		}
		lines := wrap(text, 80-indent)
		if len(head) <= 18 {
			fmt.Fprintf(w, "  %-18s %s\n", head, lines[0])
			lines = lines[1:]
		} else {
			fmt.Fprintf(w, "  %s\n", head)
		}
		for _, l := range lines {
			fmt.Fprintf(w, "%*s%s\n", indent, "", l)
		}
	}
}

// wrap cuts text into lines of at most width characters, at spaces (a longer word stands alone).
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width:
			lines, line = append(lines, line), word
		default:
			line += " " + word
		}
	}
	return append(lines, line)
}
