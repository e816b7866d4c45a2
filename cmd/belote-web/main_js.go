// The browser half of belote-web: the whole trainer, drawn by tcell into the page (site/belote.js
// holds the functions tcell's web screen calls), its documents kept in the page's local storage
// (internal/store/progress, storage_js.go).
package main

import (
	"fmt"
	"os"
	"strings"
	"syscall/js"
	"time"

	"github.com/gdamore/tcell/v2"

	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/internal/tui"
)

// place is where the documents are kept: names in the page's local storage, shown as such in the
// notices (a damaged value set aside, …).
const place = "/local-storage"

// minCols and minRows are the smallest grid the page draws; a larger window gets a larger grid.
const (
	minCols = 80
	minRows = 24
)

func main() {
	page := js.Global()
	if strings.Contains(page.Get("location").Get("search").String(), "bench") {
		bench(page)
		return
	}
	opts := tui.LoadState(browserEnv(page), "")
	opts.InPage = true
	opts.Seed = uint64(time.Now().UnixNano()) // as the terminal's: each visit its own questions
	screen, err := tcell.NewScreen()
	if err != nil {
		page.Call("beloteFailed", err.Error())
		os.Exit(1)
	}
	opts.Screen = screen
	u := tui.New(opts) // initialises the screen at 80×24
	fit := func(cols, rows int) { screen.SetSize(max(cols, minCols), max(rows, minRows)) }
	page.Set("beloteResize", js.FuncOf(func(_ js.Value, args []js.Value) any {
		fit(args[0].Int(), args[1].Int())
		return nil
	}))
	transfer(page, opts.Store)
	grid := page.Call("beloteGrid")
	fit(grid.Index(0).Int(), grid.Index(1).Int())
	page.Call("beloteStarted")
	if err := u.Run(); err != nil {
		page.Call("beloteFailed", err.Error())
	}
}

// browserEnv gives the trainer the environment it reads: the browser's language as the locale (a
// language set in the settings wins, as in the terminal), and the storage's place as the XDG
// folders.
func browserEnv(page js.Value) func(string) string {
	lang := page.Get("navigator").Get("language").String()
	return func(key string) string {
		switch key {
		case "LANG":
			return strings.ReplaceAll(lang, "-", "_")
		case "XDG_STATE_HOME", "XDG_CONFIG_HOME":
			return place
		}
		return ""
	}
}

// transfer gives the page the export and import of the progress (its buttons, site/belote.js):
// beloteExport returns progress.json's text; beloteImport takes a file's text and returns "" when
// it replaced the progress, else why it did not.
func transfer(page js.Value, store *progress.Store) {
	page.Set("beloteExport", js.FuncOf(func(js.Value, []js.Value) any {
		data, err := store.Export()
		if err != nil {
			return ""
		}
		return string(data)
	}))
	page.Set("beloteImport", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if err := store.Import([]byte(args[0].String())); err != nil {
			return fmt.Sprint(err)
		}
		return ""
	}))
}
