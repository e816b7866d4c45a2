package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/lessons"
)

func init() {
	register(command{name: "lessons", synopsis: "list or export (--json) the lessons, with their steps' texts",
		usage: []string{"[--json [--rendered]] [--variant V] [--content DIR]… [--lang fr|en]"},
		examples: []string{"belote lessons --lang fr", "belote lessons --json --rendered --variant marocaine",
			"belote lessons --json --content ~/my-lessons"},
		flags: lessonsFlags})
}

type lessonsOptions struct {
	asJSON, rendered bool
	lang, variant    string
	dirs             dirList
}

func lessonsFlags(fs *flag.FlagSet) runner {
	o := &lessonsOptions{}
	fs.BoolVar(&o.asJSON, "json", false, "one JSON line per lesson, with its steps (docs/cli.md)")
	fs.BoolVar(&o.rendered, "rendered", false, "with --json: the texts as the learner reads them, placeholders resolved")
	fs.StringVar(&o.variant, "variant", "", "only the lessons and steps shown in this `variant`, in its face")
	fs.StringVar(&o.lang, "lang", "", "language of the human listing: `fr|en` (default: the global --lang, then the locale)")
	fs.Var(&o.dirs, "content", "also load the content of this `folder` (repeatable)")
	return func(env Env, _ []string) int { return runLessons(o, env) }
}

func runLessons(o *lessonsOptions, env Env) int {
	lang, err := chooseLang(o.lang, env)
	if err != nil {
		return usageError(env, "belote lessons", err.Error(), "belote help lessons")
	}
	var v *engine.Variant
	if o.variant != "" {
		b, ok := engine.Builtin(o.variant)
		if !ok {
			return usageError(env, "belote lessons", fmt.Sprintf("--variant %s: not a built-in variant", engine.Quote(o.variant)), "belote help lessons")
		}
		v = b
	}
	if o.rendered && !o.asJSON {
		return usageError(env, "belote lessons", "--rendered goes with --json", "belote help lessons")
	}
	lib, status, ok := loadContent(env, "belote lessons", o.dirs)
	if !ok {
		return status
	}
	for _, l := range lib.Lessons {
		if v != nil && !l.AppliesTo(v.Name) {
			continue
		}
		if !o.asJSON {
			fmt.Fprintf(env.Stdout, "%02d %-28s %s (%s)\n", l.Order, l.ID, l.Title.In(lang), ruleList(l.Rules))
			continue
		}
		data, err := json.Marshal(lessonLine(l, v, o.rendered))
		if err == nil {
			_, err = env.Stdout.Write(append(data, '\n'))
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote lessons: %v\n", err)
			return 1
		}
	}
	return status
}

func ruleList(rs []engine.Rule) string {
	ids := make([]string, len(rs))
	for i, r := range rs {
		ids[i] = r.String()
	}
	return strings.Join(ids, ",")
}

// lessonLine is a lesson as `lessons --json` writes it (docs/cli.md). v, when set, keeps the steps
// shown in that variant and renders in its face; rendered resolves the placeholders.
func lessonLine(l *lessons.Lesson, v *engine.Variant, rendered bool) map[string]any {
	steps := l.Steps
	if v != nil {
		steps = l.StepsFor(v.Name)
	}
	out := make([]map[string]any, len(steps))
	for i, s := range steps {
		out[i] = stepLine(s, stepVariant(l, s, v), rendered)
	}
	variants := l.Variants
	if variants == nil {
		variants = []string{}
	}
	requires := l.Requires
	if requires == nil {
		requires = []string{}
	}
	face := engine.MustBuiltin("classique") // chapter, title and summary name no card in practice
	if v != nil {
		face = v
	}
	return map[string]any{"id": l.ID, "order": l.Order, "file": l.File,
		"chapter": textLine(l.Chapter, face, rendered), "title": textLine(l.Title, face, rendered),
		"summary": textLine(l.Summary, face, rendered), "variants": variants, "requires": requires,
		"rules": strings.Split(ruleList(l.Rules), ","), "steps": out}
}

// stepVariant is the variant a step is read in: the one asked for, else the step's puzzle's or
// diagram's, else the first the step or the lesson is shown in, else classique (the French face).
func stepVariant(l *lessons.Lesson, s lessons.Step, v *engine.Variant) *engine.Variant {
	switch {
	case v != nil:
		return v
	case s.Puzzle != nil:
		return s.Puzzle.Variant
	case s.Diagram != nil && s.Diagram.Variant != nil:
		return s.Diagram.Variant
	}
	for _, names := range [][]string{s.Variants, l.Variants} {
		if len(names) > 0 {
			if b, ok := engine.Builtin(names[0]); ok {
				return b
			}
		}
	}
	return engine.MustBuiltin("classique")
}

// stepLine is one step: its variants, its text, and its puzzle's id, prompt and point.
func stepLine(s lessons.Step, v *engine.Variant, rendered bool) map[string]any {
	variants := s.Variants
	if variants == nil {
		variants = []string{}
	}
	line := map[string]any{"variants": variants}
	if rendered {
		line["rendered_in"] = v.Name
	}
	if s.Text != (explain.Text{}) {
		line["text"] = textLine(s.Text, v, rendered)
	}
	if p := s.Puzzle; p != nil {
		line["puzzle"] = map[string]any{"id": p.ID, "kind": p.Kind.String(), "variant": p.Variant.Name,
			"prompt": textLine(p.Prompt, p.Variant, rendered), "point": textLine(p.Point, p.Variant, rendered)}
	}
	return line
}

// textLine is a text as {"fr":…,"en":…}: as written, or rendered in variant v's face.
func textLine(t explain.Text, v *engine.Variant, rendered bool) map[string]string {
	out := map[string]string{}
	for _, l := range explain.Langs {
		s := t[l]
		if rendered {
			s = explain.NewNamer(l, v).Text(t)
		}
		out[l.String()] = s
	}
	return out
}
