// Package bad uses message keys in every way the check refuses, and once in each way it accepts.
package bad

import "github.com/belote-trainer/belote/explain"

var cat = explain.Catalogue{
	"ok":    {"ok", "ok"},
	"n":     {"{n} points", "{n} points"},
	"a.one": {"un", "one"},
}

func say(l explain.Lang, k explain.Key, kv ...any) string { return cat.Say(l, k, kv...) }

var inPlace = explain.Text{"Atout", "Trump"} // a text outside the catalogue

var empty = explain.Text{} // no text: allowed

func uses(l explain.Lang, kind string, many bool) []string {
	return []string{
		say(l, "ok"),
		say(l, "n", "n", 3),
		say(l, explain.Either(many, "a.one", "ok")),
		say(l, "missing"),               // not in the catalogue
		say(l, "a."+explain.Key(kind)),  // concatenation
		say(l, "n"),                     // no value for {n}
		say(l, explain.Key("a")+".one"), // concatenation of constants
		say(l, explain.Key(kind)),       // a conversion of a variable
	}
}
