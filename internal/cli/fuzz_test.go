package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// fuzzHandler feeds one line to a JSON handler directly (not through serveLines, whose recover
// would hide a panic from the fuzzer) and checks that the answer, if any, marshals.
func fuzzHandler(f *testing.F, handler lineHandler, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		obj, err := handler([]byte(line))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if _, err := json.Marshal(obj); err != nil {
			t.Fatalf("answer does not marshal: %v", err)
		}
	})
}

func FuzzLegalJSON(f *testing.F) {
	fuzzHandler(f, legalLine(variantCache{}),
		`{"variant":"classique","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"]}`,
		`{"variant":"marocaine","trump":"c","hand":["5c","1o"],"trick":["1e","4c","12e"]}`,
		`{"variant":"classique","trump":"H","hand":["8H"],"trick":["8H"]}`, `[]`, `null`, `{"hand":null}`)
}

func FuzzScoreJSON(f *testing.F) {
	fuzzHandler(f, scoreLine(variantCache{}),
		`{"variant":"francaise","trump":"H","taker":"NS","points":{"NS":70,"EW":92},"belote":"NS","capot":null,"announces":{"NS":[],"EW":[["7H","8H","9H"]]}}`,
		`{"variant":"classique","taker":"EW","points":{"NS":0,"EW":162},"capot":"EW"}`,
		`{"variant":"marocaine","taker":"NS","points":{"NS":81,"EW":81}}`, `{"points":{"NS":null}}`)
}

func FuzzAnnouncesJSON(f *testing.F) {
	fuzzHandler(f, announcesLine(variantCache{}),
		`{"variant":"annonces","trump":"H","hand":["JS","JH","JD","JC","9S","10S","QS","KS"]}`,
		`{"variant":"marocaine","trump":"o","hand":["4o","5o","6o","7o","10o","11o","12o","1o"]}`)
}

func FuzzReplayJSON(f *testing.F) {
	fuzzHandler(f, replayLine(variantCache{}), strings.ReplaceAll(sampleDeal, "\n", ""),
		`{"variant":"annonces","dealer":"N","trump":"H","taker":"E","hands":{},"play":[]}`,
		`{"variant":"annonces","declared":{"E":[["7H","8H","9H"]]}}`)
}

// FuzzServeLines checks the stream itself: one output line per non-blank input line, each a JSON
// object.
func FuzzServeLines(f *testing.F) {
	f.Add("{}\n\n{\"variant\":\"classique\"}\nnot json\n")
	f.Add("\r\n \t\n")
	f.Fuzz(func(t *testing.T, in string) {
		var out bytes.Buffer
		serveLines(strings.NewReader(in), &out, legalLine(variantCache{}))
		want := 0
		for _, l := range strings.Split(in, "\n") {
			if len(bytes.TrimSpace([]byte(l))) > 0 {
				want++
			}
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if want == 0 {
			lines = nil
		}
		if len(lines) != want {
			t.Fatalf("%d input lines, %d output lines", want, len(lines))
		}
		for _, l := range lines {
			var m map[string]any
			if err := json.Unmarshal([]byte(l), &m); err != nil {
				t.Fatalf("output line is not an object: %q", l)
			}
		}
	})
}
