package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The position of TestEvaluateJSON: NS have 60 trick points (tricks 2, 3 and 4), EW 34 (tricks 1
// and 5), 68 are left and East is to move. NS took: they fail at 81 or less (K3), so East's team
// needs 81 - 34 = 47; had EW taken, they would need 82 - 34 = 48.
func TestEvaluateJSONGoal(t *testing.T) {
	pos := `"variant":"classique","trump":"H","seat":"E","hand":["KH","QH","10D"],"history":` + evalHistory + `,"trick":{"leader":"E","cards":[]}`
	byGoal, errOut, code := runCommand(t, `{`+pos+`,"goal":{"taker":"NS"}}`+"\n", "evaluate", "--json")
	require.Equal(t, 0, code, errOut)
	byNeed, _, _ := runCommand(t, `{`+pos+`,"need":47}`+"\n", "evaluate", "--json")
	assert.Equal(t, byNeed, byGoal, "the goal gives the need of 47")
	var got struct {
		Layouts int                `json:"layouts"`
		Need    *int               `json:"need"`
		Makes   map[string]float64 `json:"makes"`
		Safest  []string           `json:"safest"`
	}
	require.NoError(t, json.Unmarshal([]byte(byGoal), &got))
	require.NotNil(t, got.Need)
	assert.Equal(t, 47, *got.Need)
	assert.Len(t, got.Makes, 3)
	assert.NotEmpty(t, got.Safest)
	top := 0.0
	for _, m := range got.Makes {
		assert.True(t, m >= 0 && m <= 1)
		top = max(top, m)
	}
	for _, c := range got.Safest {
		assert.Equal(t, top, got.Makes[c], c)
	}

	taker, _, _ := runCommand(t, `{`+pos+`,"goal":{"taker":"EW"}}`+"\n", "evaluate", "--json")
	assert.Contains(t, taker, `"need":48`)
	belote, _, _ := runCommand(t, `{`+pos+`,"goal":{"taker":"NS","belote":"NS"}}`+"\n", "evaluate", "--json")
	assert.Contains(t, belote, `"need":57`, "K3 with NS's belote: NS need 72 + 20, so they fail at 71 and EW need 91 - 34")
	zero, _, _ := runCommand(t, `{`+pos+`,"need":0}`+"\n", "evaluate", "--json")
	assert.Contains(t, zero, `"makes":{"KH":1,"QH":1,"10D":1}`)
	plain, _, _ := runCommand(t, `{`+pos+`}`+"\n", "evaluate", "--json")
	assert.NotContains(t, plain, `"makes"`, "without a need or goal the answer is CLI.md's")
}

func TestEvaluateJSONGoalErrors(t *testing.T) {
	pos := `"variant":"classique","trump":"H","seat":"E","hand":["KH","QH","10D"],"history":` + evalHistory + `,"trick":{"leader":"E","cards":[]}`
	tests := []struct{ name, extra, want string }{
		{"both", `"need":40,"goal":{"taker":"NS"}`, `give one or the other`},
		{"need range", `"need":200`, `field "need": 200`},
		{"bad taker", `"goal":{"taker":"N"}`, `field "goal.taker"`},
		{"bad belote", `"goal":{"taker":"NS","belote":"X"}`, `field "goal.belote"`},
		{"no announcements", `"goal":{"taker":"NS","declared":{"NS":[["7D","8D","9D"]]}}`, `variant classique has no announcements`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, _, code := runCommand(t, `{`+pos+`,`+tc.extra+`}`+"\n", "evaluate", "--json")
			assert.Equal(t, 1, code)
			var got evaluateOutput
			require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(out)), &got))
			assert.Contains(t, got.Error, tc.want)
		})
	}
}
