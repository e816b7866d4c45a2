package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// TestSelfplayDealsReplay feeds every deal of selfplay's JSON output back through the replay
// handler: each played deal must be accepted and score the same; passed deals carry no play.
func TestSelfplayDealsReplay(t *testing.T) {
	games := "6"
	if testing.Short() {
		games = "2"
	}
	for _, variant := range []string{"classique", "annonces", "marocaine", "francaise"} {
		for _, level := range []string{"debutant", "intermediaire"} {
			t.Run(variant+"/"+level, func(t *testing.T) {
				out, stderr, status := run(t, "", "selfplay", "--json", "--variant", variant, "--games", games, "--level", level, "--seed", "5")
				require.Zero(t, status, stderr)
				checkSelfplayLines(t, variant, out)
			})
		}
	}
	t.Run("fort vs debutant", func(t *testing.T) {
		out, stderr, status := run(t, "", "selfplay", "--json", "--variant", "francaise", "--games", "1", "--ns", "fort", "--ew", "debutant", "--samples", "2", "--fort-from", "4")
		require.Zero(t, status, stderr)
		checkSelfplayLines(t, "francaise", out)
	})
}

func checkSelfplayLines(t *testing.T, variant, out string) {
	t.Helper()
	replayer := replayLine(variantCache{})
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	lines := 0
	for sc.Scan() {
		lines++
		var g struct {
			Variant string           `json:"variant"`
			Deals   []map[string]any `json:"deals"`
			Final   map[string]int   `json:"final"`
			Winner  string           `json:"winner"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &g))
		require.Equal(t, variant, g.Variant)
		require.Contains(t, []string{"NS", "EW"}, g.Winner)
		var sum [2]float64
		for i, deal := range g.Deals {
			for k, team := range []string{"NS", "EW"} {
				sum[k] += deal[team].(float64)
				if c, ok := deal["collected"].(map[string]any); ok && c["team"] == team {
					sum[k] += c["points"].(float64)
				}
			}
			if deal["result"] == "passed" {
				require.Nil(t, deal["taker"])
				require.Nil(t, deal["trump"])
				require.Empty(t, deal["play"])
				require.Zero(t, deal["NS"].(float64)+deal["EW"].(float64))
				continue
			}
			deal["variant"] = variant
			line, err := json.Marshal(deal)
			require.NoError(t, err)
			ans, err := replayer(line)
			require.NoError(t, err, "deal %d: %s", i+1, line)
			a := ans.(replayAnswer)
			require.Equal(t, deal["result"], a.Result, "deal %d", i+1)
			require.Equal(t, deal["NS"], float64(a.NS), "deal %d", i+1)
			require.Equal(t, deal["EW"], float64(a.EW), "deal %d", i+1)
			require.Equal(t, deal["reserve"], float64(a.Reserve), "deal %d", i+1)
		}
		require.Equal(t, float64(g.Final["NS"]), sum[0], "final NS includes collected reserves")
		require.Equal(t, float64(g.Final["EW"]), sum[1])
	}
	require.Positive(t, lines)
}

func TestSelfplayIsDeterministic(t *testing.T) {
	a, _, _ := run(t, "", "selfplay", "--json", "--games", "2", "--seed", "9", "--level", "debutant")
	b, _, _ := run(t, "", "selfplay", "--json", "--games", "2", "--seed", "9", "--level", "debutant")
	require.Equal(t, a, b)
	c, _, _ := run(t, "", "selfplay", "--json", "--games", "2", "--seed", "10", "--level", "debutant")
	require.NotEqual(t, a, c)
}

func TestSelfplayHumanMode(t *testing.T) {
	out, _, status := run(t, "", "selfplay", "--games", "2", "--ns", "intermediaire", "--ew", "debutant")
	require.Zero(t, status)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	require.Contains(t, lines[0], "game 1:")
	require.Contains(t, lines[2], "2 games")
}

func TestSelfplayBadFlags(t *testing.T) {
	for name, args := range map[string][]string{
		"level":   {"--level", "expert"},
		"games":   {"--games", "0"},
		"variant": {"--variant", "belotte"},
		"samples": {"--samples", "0"},
		"extra":   {"oops"},
	} {
		t.Run(name, func(t *testing.T) {
			_, stderr, status := run(t, "", append([]string{"selfplay"}, args...)...)
			require.Equal(t, 2, status)
			require.NotEmpty(t, stderr)
		})
	}
}

// FuzzSelfplayFlags: any argument list is either refused with a message or accepted.
func FuzzSelfplayFlags(f *testing.F) {
	for _, s := range []string{"--json --variant classique --games 3", "--ns fort --ew debutant", "--level=x", "--games -1", "--samples 9 --fort-from 9", "--variant ./x.toml"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		o, err := parseSelfplay(strings.Fields(line))
		if err != nil {
			return
		}
		if o.variant == nil || o.games < 1 || o.fort.Samples < 1 {
			t.Fatalf("accepted bad options from %q", line)
		}
	})
}

// A house variant file: the game lines name the file, so that replay can load it again.
func TestSelfplayVariantFile(t *testing.T) {
	src, ok := engine.BuiltinSource("annonces")
	require.True(t, ok)
	path := filepath.Join(t.TempDir(), "house.toml")
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(strings.Replace(src, "501", "301", 1), `"annonces"`, `"maison"`, 1)), 0o644))
	out, stderr, status := run(t, "", "selfplay", "--json", "--variant", path, "--games", "2", "--seed", "3")
	require.Zero(t, status, stderr)
	checkSelfplayLines(t, path, out)
}

// parseSelfplay parses and checks selfplay's arguments as the command does.
func parseSelfplay(args []string) (selfplayOptions, error) {
	fs := commands["selfplay"].flagSet()
	f := defineSelfplay(fs)
	operands, err := parseInterspersed(fs, args)
	if err != nil {
		return selfplayOptions{}, err
	}
	if len(operands) > 0 {
		return selfplayOptions{}, errors.New("unexpected argument")
	}
	return f.options()
}
