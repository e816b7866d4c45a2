package gen

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
)

func set(t *testing.T, text string) engine.Set {
	t.Helper()
	cs, _, err := engine.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	return engine.SetOf(cs...)
}

func TestLegalDifficulty(t *testing.T) {
	cases := []struct {
		name    string
		rule    engine.Rule
		hand    string
		onTable int
		want    int
	}{
		{"follow suit", engine.P1, "7S 8S JH", 1, 1},
		{"discard", engine.P8, "7S 8C", 2, 1},
		{"must trump, one trump", engine.P7, "7H 8C", 1, 2},
		{"must trump, three trumps", engine.P7, "7H 8H 9H 8C", 1, 3},
		{"overtrump, three cards on the table", engine.P5, "8H QH 7D", 3, 4},
		{"undertrump, many trumps, three cards", engine.P6, "7H 8H QH 7D", 3, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, legalDifficulty(c.rule, set(t, c.hand), engine.Hearts, c.onTable))
		})
	}
}

func TestBestDifficulty(t *testing.T) {
	cases := []struct {
		name                    string
		legal, margin, decisive int
		botWrong                bool
		want                    int
	}{
		{"two cards, wide margin, decided now, the bot right", 2, 40, 0, false, 1},
		{"four cards", 4, 40, 0, false, 2},
		{"narrow margin, decided two tricks on", 3, 12, 2, false, 3},
		{"everything hard", 5, 10, 3, true, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, BestDifficulty(c.legal, c.margin, c.decisive, c.botWrong))
		})
	}
}

func TestWinnerAndCountDifficulty(t *testing.T) {
	trick := func(text string) []engine.Card {
		cs, _, _ := engine.ParseCards(text)
		return cs
	}
	assert.Equal(t, 1, winnerDifficulty(trick("AS 7S 8S 9S"), engine.Hearts, 0), "no trump, the ace wins")
	assert.Equal(t, 3, winnerDifficulty(trick("AS 7H 8S 10S"), engine.Hearts, 1), "a 7 of trumps beats the points of the ace and the 10")
	assert.Equal(t, 4, countDifficulty(set(t, "JH 9H AS 10S 7C 8C 9C QC"), 2, true, engine.Hearts))
}
