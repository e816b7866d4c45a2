package explain

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Check renders every message of the catalogue in every language and returns one error per
// problem: a text missing in a language, a placeholder that one language names and the other does
// not (so a caller giving the French values would leave an English {name} raw; a number that only
// chooses a word's form may be one language's), a placeholder that
// does not render, or a brace left in the rendered text. Each named placeholder is given a number,
// which both a value and a plural accept. The packages that hold a catalogue call it from a test.
func (c Catalogue) Check() []error {
	keys := make([]Key, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var errs []error
	for _, k := range keys {
		errs = append(errs, c.checkOne(k)...)
	}
	return errs
}

func (c Catalogue) checkOne(k Key) []error {
	var errs []error
	var names, counts [numLangs][]string
	for _, l := range Langs {
		text := c[k].column(l)
		if strings.TrimSpace(text) == "" {
			errs = append(errs, fmt.Errorf("%s: no %s text", k, l))
			continue
		}
		ps, err := Placeholders(text)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s (%s): %v", k, l, err))
			continue
		}
		names[l], counts[l] = valueNames(ps), countNames(ps)
	}
	if len(errs) > 0 {
		return errs
	}
	// A number that only chooses a word's form ({n|a|ont}) may be needed by one language only
	// ("{seats} {n|a|ont} passé", "{seats} passed"); every other value is needed by both.
	if !slices.Equal(without(names[French], counts[French]), without(names[English], counts[English])) {
		return []error{fmt.Errorf("%s: French takes %v, English %v", k, names[French], names[English])}
	}
	var kv []any
	for _, n := range union(names[French], names[English]) {
		kv = append(kv, n, 2)
	}
	for _, l := range Langs {
		s, err := c.render(l, k, kv)
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("%w (%s)", err, l))
		case strings.ContainsAny(s, "{}"):
			errs = append(errs, fmt.Errorf("%s (%s): a brace is left in %q", k, l, s))
		}
	}
	return errs
}

// countNames lists the names used only to choose a word's form, {n|one|many}, never written.
func countNames(ps []string) []string {
	var plural, written []string
	for _, p := range ps {
		if strings.Contains(p, ":") {
			continue
		}
		name, _, isPlural := strings.Cut(p, "|")
		if isPlural {
			plural = append(plural, name)
		} else {
			written = append(written, name)
		}
	}
	return without(plural, written)
}

func without(names, drop []string) []string {
	var out []string
	for _, n := range names {
		if !slices.Contains(drop, n) {
			out = append(out, n)
		}
	}
	return out
}

func union(a, b []string) []string {
	out := append(slices.Clone(a), without(b, a)...)
	sort.Strings(out)
	return out
}

// Names lists the names of the values a message takes in some language (its {name} and
// {name|one|many} placeholders, not the content ones such as {card:KS}), sorted, each once; nil
// for a missing key.
func (c Catalogue) Names(k Key) []string {
	var all []string
	for _, l := range Langs {
		ps, _ := Placeholders(c[k].column(l))
		all = union(all, valueNames(ps))
	}
	return all
}

func valueNames(ps []string) []string {
	var out []string
	for _, p := range ps {
		if strings.Contains(p, ":") {
			continue
		}
		name, _, _ := strings.Cut(p, "|")
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
