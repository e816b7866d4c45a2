package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goalLineOut is what a goal puzzle's line adds (docs/cli.md): the goal and, in the answer, the
// need, makes and safest.
type goalLineOut struct {
	ID   string `json:"id"`
	Goal *struct {
		Kind  string         `json:"kind"`
		Taker string         `json:"taker"`
		Taken map[string]int `json:"taken"`
	} `json:"goal"`
	Answer struct {
		Need   *int               `json:"need"`
		Makes  map[string]float64 `json:"makes"`
		Safest []string           `json:"safest"`
		Best   []string           `json:"best"`
	} `json:"answer"`
}

// A built-in goal puzzle exports its goal, and its line fed back to `evaluate --json` gives the
// same need and makes: the goal's fields are evaluate's.
func TestPuzzlesJSONGoal(t *testing.T) {
	out, errOut, code := runCommand(t, "", "puzzles", "--json", "--kind", "best")
	require.Equal(t, 0, code, errOut)
	var line string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, `"id":"best-seat-contract-001"`) {
			line = l
		}
	}
	require.NotEmpty(t, line)
	var got goalLineOut
	require.NoError(t, json.Unmarshal([]byte(line), &got))
	require.NotNil(t, got.Goal)
	assert.Equal(t, "contract", got.Goal.Kind)
	assert.Equal(t, "NS", got.Goal.Taker)
	assert.Equal(t, map[string]int{"NS": 48, "EW": 45}, got.Goal.Taken)
	require.NotNil(t, got.Answer.Need)
	assert.Equal(t, 34, *got.Answer.Need)
	assert.Equal(t, []string{"10S"}, got.Answer.Safest, "the puzzle's answer")
	assert.Equal(t, []string{"9S"}, got.Answer.Best, "best stays the highest mean")

	again, errOut, code := runCommand(t, line+"\n", "evaluate", "--json")
	require.Equal(t, 0, code, errOut)
	var ev struct {
		Need  *int               `json:"need"`
		Makes map[string]float64 `json:"makes"`
	}
	require.NoError(t, json.Unmarshal([]byte(again), &ev))
	assert.Equal(t, got.Answer.Makes, ev.Makes)
	assert.Equal(t, got.Answer.Need, ev.Need)
}

// `gen --json --kind best --view seat --motif contract` writes goal puzzles.
func TestGenJSONContract(t *testing.T) {
	out, errOut, code := runCommand(t, "", "gen", "--json", "--kind", "best", "--view", "seat", "--motif", "contract", "--count", "1", "--seed", "5")
	require.Equal(t, 0, code, errOut)
	var got goalLineOut
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(out)), &got))
	require.NotNil(t, got.Goal)
	require.NotNil(t, got.Answer.Need)
	require.Len(t, got.Answer.Safest, 1)
	assert.NotEqual(t, got.Answer.Best, got.Answer.Safest, "motif contract: the safest card is not the best mean")
}
