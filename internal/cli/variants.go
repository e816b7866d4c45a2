package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

func init() {
	register(command{name: "variants", synopsis: "list the variants and how they differ (RULES §7)",
		usage: []string{"[FILE…]", "--show NAME", "--check FILE"}, operands: "FILE…",
		examples: []string{"belote variants", "belote variants --show classique > house.toml", "belote variants --check house.toml", "belote variants house.toml"},
		flags:    variantsFlags})
}

func variantsFlags(fs *flag.FlagSet) runner {
	show := fs.String("show", "", "print the TOML file of a built-in variant (to start house rules from): `NAME`")
	check := fs.String("check", "", "check a variant `file` and print its values")
	return func(env Env, files []string) int { return runVariants(*show, *check, files, env) }
}

// runVariants prints the table of the built-in variants and of the files named, or one variant.
func runVariants(show, check string, files []string, env Env) int {
	switch {
	case show != "":
		src, ok := engine.BuiltinSource(show)
		if !ok {
			fmt.Fprintf(env.Stderr, "belote variants: unknown variant %s (%s)\n", engine.Quote(show), strings.Join(engine.BuiltinNames, ", "))
			return 1
		}
		fmt.Fprint(env.Stdout, src)
		return 0
	case check != "":
		v, err := loadVariant(check, env.NoVariantFiles)
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote variants: %v\n", err)
			return 1
		}
		printVariantTable(env.Stdout, []*engine.Variant{v}, false)
		return 0
	}
	var vs []*engine.Variant
	for _, n := range engine.BuiltinNames {
		vs = append(vs, engine.MustBuiltin(n))
	}
	for _, extra := range files {
		v, err := loadVariant(extra, env.NoVariantFiles)
		if err != nil {
			fmt.Fprintf(env.Stderr, "belote variants: %v\n", err)
			return 1
		}
		vs = append(vs, v)
	}
	printVariantTable(env.Stdout, vs, true)
	return 0
}

// printVariantTable prints one column per variant and one row per key of RULES.md §7; with
// onlyDiff, the keys on which all agree are listed once below the table.
func printVariantTable(w io.Writer, vs []*engine.Variant, onlyDiff bool) {
	fmt.Fprintf(w, "%-32s", "")
	for _, v := range vs {
		fmt.Fprintf(w, " %-17s", v.Name)
	}
	fmt.Fprintln(w)
	var same []string
	for _, k := range engine.VariantKeys {
		if k == "name" || k == "base" || k == "source" {
			continue
		}
		first, differ := vs[0].Value(k), false
		for _, v := range vs[1:] {
			differ = differ || v.Value(k) != first
		}
		if onlyDiff && !differ {
			same = append(same, k+" = "+first)
			continue
		}
		fmt.Fprintf(w, "%-32s", k)
		for _, v := range vs {
			fmt.Fprintf(w, " %-17s", v.Value(k))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
	for _, v := range vs {
		if v.Source != "" {
			fmt.Fprintf(w, "%s: source %s\n", v.Name, v.Source)
		}
	}
	if len(same) > 0 {
		fmt.Fprintf(w, "\nthe same in all: %s\n", strings.Join(same, ", "))
	}
	fmt.Fprintln(w, "\nbelote variants --show NAME prints a variant file; write your own with the same keys (or `base = \"NAME\"` and only what differs) and pass its path as --variant.")
}
