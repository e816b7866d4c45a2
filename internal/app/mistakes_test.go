package app

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

func TestMissed(t *testing.T) {
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	p := progress.New()
	rec := func(id string, daysAgo int, right bool) {
		p.Record(progress.Attempt{When: now.AddDate(0, 0, -daysAgo), Kind: "puzzle", ID: id, Right: right})
	}
	rec("old", 9, false)  // before the week
	rec("a", 5, false)    // missed, then solved: still a mistake of the week
	rec("b", 3, true)     // never missed
	rec("a", 2, true)     //
	rec("c", 1, false)    // the latest mistake
	rec("gone", 1, false) // no longer in the collection
	p.Record(progress.Attempt{When: now, Kind: "drill", Right: false})
	lookup := func(id string) *puzzles.Puzzle {
		if id == "gone" {
			return nil
		}
		return &puzzles.Puzzle{ID: id}
	}
	var ids []string
	for _, pz := range Missed(p, now, lookup) {
		ids = append(ids, pz.ID)
	}
	assert.Equal(t, []string{"c", "a"}, ids)
}
