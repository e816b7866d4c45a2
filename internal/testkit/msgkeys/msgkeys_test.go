package msgkeys

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/explain"
)

// The bad package's good uses pass and each bad one is reported, with its line.
func TestCheckFindsEveryBadKey(t *testing.T) {
	cat := explain.Catalogue{"ok": {"ok", "ok"}, "n": {"{n} points", "{n} points"}, "a.one": {"un", "one"}}
	r, err := Check("testdata/bad", cat)
	require.NoError(t, err)
	assert.Equal(t, map[explain.Key]bool{"ok": true, "n": true, "a.one": true}, r.Used)
	var got []string
	for _, e := range r.Problems {
		got = append(got, e.Error())
	}
	all := strings.Join(got, "\n")
	assert.Contains(t, all, `bad.go:23: message key "missing" is in no catalogue`)
	assert.Contains(t, all, "bad.go:24: a message key is built by concatenation")
	assert.Contains(t, all, `bad.go:25: message "n" needs a value for {n}`)
	assert.Contains(t, all, "bad.go:26: a message key is built by concatenation")
	assert.Contains(t, all, "bad.go:27: a message key is converted from a string built at run time")
	assert.Len(t, got, 5, all)
	require.Len(t, r.InPlace, 1)
	assert.Contains(t, r.InPlace[0].Error(), "bad.go:14: a text written in place")
}
