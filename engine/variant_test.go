package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBuiltinVariantsFollowTheTable(t *testing.T) {
	// RULES.md §7, column by column.
	want := map[string][]string{
		"classique": {"french", "clockwise", "false", "threshold", "82", "92", "false", "252", "501", "true", "forced"},
		"annonces":  {"french", "clockwise", "true", "threshold", "82", "92", "false", "252", "501", "true", "forced"},
		"marocaine": {"spanish", "counterclockwise", "true", "beat-defence", "-", "-", "true", "252", "1000", "true", "forced"},
		"francaise": {"french", "counterclockwise", "true", "beat-defence", "-", "-", "true", "252", "1000", "true", "forced"},
	}
	keys := []string{"face", "direction", "announcements", "contract", "threshold", "threshold_with_belote", "litige", "capot", "target", "overtrump_partner_on_trump_lead", "undertrump"}
	for name, vals := range want {
		v := MustBuiltin(name)
		assert.Equal(t, name, v.Name)
		for i, k := range keys {
			assert.Equal(t, vals[i], v.Value(k), "%s %s", name, k)
		}
	}
}

func TestParseVariantErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"unknown key", "base = \"classique\"\nname = \"x\"\nfase = \"french\"\n", `v.toml:3:1: key "fase": unknown key`},
		{"wrong type", "base = \"classique\"\nname = 3\n", `v.toml:2:1: key "name": expected a string, not a number`},
		{"bad choice", "base = \"classique\"\nname = \"x\"\n  undertrump = \"libre\"\n", `v.toml:3:3: key "undertrump": "libre" is not allowed: use "forced" or "free" (P6)`},
		{"out of range", "base = \"classique\"\nname = \"x\"\ntarget = 0\n", `v.toml:3:1: key "target": 0 is out of range (1 to 100000)`},
		{"missing key", "name = \"x\"\n", `v.toml:1:1: key "face": missing`},
		{"base needs a name", "base = \"classique\"\nlitige = false\n", `key "name": missing: house rules need a name of their own`},
		{"built-in name", "base = \"classique\"\nname = \"marocaine\"\n", `v.toml:2:1: key "name": "marocaine" is the name of a built-in variant`},
		{"unknown base", "base = \"belote-rose\"\nname = \"x\"\n", `v.toml:1:1: key "base": "belote-rose" is not a built-in variant`},
		{"litige with threshold", "base = \"classique\"\nname = \"x\"\nlitige = true\n", `v.toml:3:1: key "litige": a litige exists only with contract = "beat-defence" (K7)`},
		{"threshold with beat-defence", "base = \"marocaine\"\nname = \"x\"\nthreshold = 82\n", `v.toml:3:1: key "threshold": applies only with contract = "threshold" (K3)`},
		{"syntax", "name = \"x\nface = 1\n", `v.toml:1:`},
		{"nested 10,000 deep", "base = \"classique\"\nname = " + strings.Repeat("[", 10000), `v.toml:2:16: TOML too complex: values nested more than 8 deep`},
		{"long dotted key", strings.Repeat("a.", 5000) + "a = 1", `v.toml:1:16: TOML too complex: a key of more than 8 dotted parts`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseVariant("v.toml", []byte(c.src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestHouseRulesFromBase(t *testing.T) {
	v, err := ParseVariant("house.toml", []byte("base = \"marocaine\"\nname = \"maison\"\nundertrump = \"free\"\ntarget = 700\n"))
	require.NoError(t, err)
	assert.Equal(t, "maison", v.Name)
	assert.Equal(t, Spanish, v.Face)
	assert.True(t, v.Play.FreeUndertrump)
	assert.Equal(t, 700, v.Target)
	assert.Equal(t, BeatDefence, v.Contract)
}
