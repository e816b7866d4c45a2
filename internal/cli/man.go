package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

func init() {
	register(command{name: "man", synopsis: "print the manual page (roff), generated from the same table as help",
		examples: []string{"belote man | man -l -", "belote man > ~/.local/share/man/man1/belote.1"},
		flags:    func(*flag.FlagSet) runner { return func(env Env, _ []string) int { manPage(env.Stdout); return 0 } }})
}

// manPage writes belote(1) in the man macros. It holds no date or version, so that the same
// table gives the same page.
func manPage(w io.Writer) {
	fmt.Fprint(w, `.TH BELOTE 1 "" "belote" "User Commands"
.SH NAME
belote \- a terminal trainer and rules engine for the card game Belote
.SH SYNOPSIS
.B belote
[\fB\-\-lang\fR \fIfr|en\fR] [\fB\-\-plain\fR]
.br
.B belote
[\fB\-\-lang\fR \fIfr|en\fR] \fICOMMAND\fR [\fIflags\fR]
.br
.B belote \-\-version
.SH DESCRIPTION
Without a command, \fBbelote\fR opens the trainer: lessons, drills, puzzles, quizzes, a score
calculator and a practice table against bots.
It runs full screen on a terminal, and as a plain line\-by\-line dialogue with \fB\-\-plain\fR,
with \fBACCESSIBLE=1\fR, or when standard input or output is not a terminal.
.PP
The commands answer rule questions for people (flags in, text out) and for programs
(\fB\-\-json\fR: JSON Lines, one answer per input line, flushed at once).
Every rule that decides cites its identifier in the project's rule book (P5, K4, A3 and so on).
Flags may come before or after the operands; after \fB\-\-\fR every word is an operand.
.SH GLOBAL OPTIONS
`)
	manFlags(w, globalFlagSet())
	fmt.Fprint(w, ".TP\n.B \\-h, \\-\\-help\nprint the usage; after a command, that command's usage\n.SH COMMANDS\n")
	for _, c := range sortedCommands() {
		fmt.Fprintf(w, ".SS %s\n%s.\n", roff(c.name), roff(capitalize(c.synopsis)))
		fmt.Fprint(w, ".PP\n.nf\n")
		for _, l := range c.usageLines() {
			fmt.Fprintln(w, roff(l))
		}
		fmt.Fprint(w, ".fi\n")
		if fs := c.declaredFlags(); hasFlags(fs) {
			manFlags(w, fs)
		}
		fmt.Fprint(w, ".PP\nExamples:\n.PP\n.RS\n.nf\n")
		for _, e := range c.allExamples() {
			fmt.Fprintln(w, roff(e))
		}
		fmt.Fprint(w, ".fi\n.RE\n")
	}
	fmt.Fprint(w, `.SH EXIT STATUS
0 when done; 1 when something failed or an input was refused (with \fB\-\-json\fR, when any line
got an error line); 2 for a usage error (an unknown command or flag, a stray argument, a value
out of range).
.SH ENVIRONMENT
.TP
.B LC_ALL, LC_MESSAGES, LANG
the language when neither \fB\-\-lang\fR nor the saved setting chooses one
.TP
.B ACCESSIBLE
set to 1, the trainer runs as the plain dialogue
.TP
.B XDG_STATE_HOME, XDG_CONFIG_HOME, XDG_DATA_HOME
where progress, settings and your own lessons and puzzles live
.SH FILES
.TP
.I $XDG_STATE_HOME/belote/progress.json
progress (default \fI~/.local/state/belote/\fR)
.TP
.I $XDG_CONFIG_HOME/belote/settings.json
settings (default \fI~/.config/belote/\fR)
.TP
.I $XDG_DATA_HOME/belote/
your own lessons and puzzle packs, TOML (default \fI~/.local/share/belote/\fR)
.SH SEE ALSO
The rule book \fIdocs/rules.md\fR, the machine interface \fIdocs/cli.md\fR and the content
format \fIdocs/content.md\fR in the source repository.
`)
}

// manFlags lists flags as tagged paragraphs.
func manFlags(w io.Writer, fs *flag.FlagSet) {
	for _, f := range flagInfos(fs) {
		head := `\fB\-\-` + roff(f.name) + `\fR`
		if f.arg != "" {
			head += ` \fI` + roff(f.arg) + `\fR`
		}
		text := f.usage
		if f.def != "" {
			text += fmt.Sprintf(" (default %s)", f.def)
		}
		fmt.Fprintf(w, ".TP\n%s\n%s\n", head, roff(text))
	}
}

// roff escapes text for the man macros: backslashes, hyphens (which roff may break or render as
// a typographic dash), characters beyond ASCII (as \[uXXXX], which groff and mandoc read without
// a preprocessor), and a dot or quote that would start a line as a request.
func roff(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\e`)
		case r == '-':
			b.WriteString(`\-`)
		case r > 127:
			fmt.Fprintf(&b, `\[u%04X]`, r)
		default:
			b.WriteRune(r)
		}
	}
	s = b.String()
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
