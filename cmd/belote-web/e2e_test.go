//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// browsers are the names headless Chromium goes by (Debian's package is chromium; .ci/run
// installs it); BELOTE_BROWSER names another.
var browsers = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

func findBrowser() string {
	if b := os.Getenv("BELOTE_BROWSER"); b != "" {
		return b
	}
	for _, b := range browsers {
		if p, err := exec.LookPath(b); err == nil {
			return p
		}
	}
	return ""
}

// page is the site open in headless Chromium.
type page struct {
	t   *testing.T
	ctx context.Context
	url string
	dir string // the site
}

// openSite builds the site, serves it and opens a browser on it (1280×800) whose language is
// lang (en-US, fr-FR).
func openSite(t *testing.T, lang string) *page {
	if testing.Short() {
		t.Skip("the browser test builds the WebAssembly and drives Chromium: not in -short runs")
	}
	browser := findBrowser()
	if browser == "" {
		t.Skip("no browser: install Debian's chromium (apt-get install chromium, as .ci/run does) or set BELOTE_BROWSER")
	}
	dir := t.TempDir()
	require.NoError(t, Build(dir, io.Discard))
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.NoSandbox, // root in CI containers
		chromedp.WindowSize(1280, 800),
		chromedp.Flag("lang", lang),
		chromedp.Flag("accept-lang", lang),
		chromedp.Env("LANGUAGE="+strings.ReplaceAll(lang, "-", "_")),
		chromedp.UserDataDir(t.TempDir()),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(cancel3)
	return &page{t: t, ctx: ctx, url: srv.URL + "/", dir: dir}
}

// do runs one action in the page; a failure ends the test.
func do[T any](p *page, a chromedp.Action[T]) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, a)
	require.NoError(p.t, err)
	return v
}

// text is what the terminal shows now, row by row.
func (p *page) text() string {
	return do(p, chromedp.Evaluate[string](`document.getElementById("terminal").innerText`))
}

// waitText waits until the terminal shows want, and returns its text.
func (p *page) waitText(want string) string {
	p.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		s := p.text()
		if strings.Contains(s, want) {
			return s
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the page never showed %q; it shows:\n%s", want, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// keys types keys as the learner would (real key events: the page's keydown handler sees them).
func (p *page) keys(k string) { do(p, chromedp.KeyEvent(k)) }

// load opens the page and waits for the trainer's first screen; it returns the milliseconds
// from navigation to the home screen drawn (the page is interactive then).
func (p *page) load(url string) float64 {
	do(p, chromedp.Navigate(url))
	p.waitText("Drills: legal cards")
	return do(p, chromedp.Evaluate[float64](`window.beloteTimes.firstDraw`))
}

// shot saves a screenshot of the page in BELOTE_SHOTS (a folder), when set.
func (p *page) shot(name string) {
	dir := os.Getenv("BELOTE_SHOTS")
	if dir == "" {
		return
	}
	png := do(p, chromedp.CaptureScreenshot())
	require.NoError(p.t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// TestBrowser drives the site in headless Chromium as a learner: the home screen, a drill
// answered right and wrong with the rule cited, a reload that keeps the progress, a practice
// deal played to its end.
func TestBrowser(t *testing.T) {
	p := openSite(t, "en-US")
	ms := p.load(p.url)
	t.Logf("interactive %.0f ms after navigation (budget 3000 ms); %s", ms, do(p, chromedp.Evaluate[string](`JSON.stringify(window.beloteTimes)`)))
	p.shot("home")

	p.keys("2")
	right, wrong := answerDrill(p)
	for _, fb := range []string{right, wrong} {
		assert.Regexp(t, `\([A-Z]\d+\)`, fb, "the feedback cites the rule")
	}
	t.Logf("a wrong answer, as the page shows it:\n%s", wrong)

	// Reload: the answers were kept in the browser's storage.
	p.load(p.url)
	p.keys("8")
	stats := p.waitText("By kind of exercise")
	assert.Regexp(t, `drills \d+/\d+ right`, stats)
	p.keys("q")

	p.keys("4")
	p.waitText("Start the game")
	for _, k := range []string{kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, "\r"} {
		p.keys(k) // down to "Start the game"
	}
	end := playDeal(p)
	t.Logf("a practice deal played to its end:\n%s", end)
	p.shot("practice-end")
}

// TestBrowserFrench: a browser in French gets the trainer in French, as a French locale does in
// the terminal.
func TestBrowserFrench(t *testing.T) {
	p := openSite(t, "fr-FR")
	do(p, chromedp.Navigate(p.url))
	s := p.waitText("Apprends la belote pas à pas") // French typography: a no-break space before ':'
	require.Contains(t, s, "cartes jouables")
	require.Contains(t, s, "français.")
	p.shot("home-fr")

	// A click on a menu item opens it, as in the terminal.
	row := slices.IndexFunc(strings.Split(s, "\n"), func(l string) bool { return strings.Contains(l, "(2)") })
	require.GreaterOrEqual(t, row, 0)
	cell := do(p, chromedp.Evaluate[[]float64](`(() => { const r = term.getBoundingClientRect(); return [r.left, r.top, r.width / cols, r.height / rows]; })()`))
	x, y := cell[0]+12.5*cell[2], cell[1]+(float64(row)+0.5)*cell[3]
	do(p, chromedp.MouseClickXY(x, y))
	p.waitText("joue une carte permise") // the drill's question
}

// TestBrowserBudgets runs the benchmark page (index.html?bench) in headless Chromium and prints
// its figures: bot cards (budget 300 ms) and coach verdicts (budget 2 s) in WebAssembly. They
// are printed, not asserted: a loaded machine would make such an assertion flaky.
func TestBrowserBudgets(t *testing.T) {
	p := openSite(t, "en-US")
	wasm, err := os.ReadFile(filepath.Join(p.dir, "belote.wasm"))
	require.NoError(t, err)
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(wasm)
	w.Close()
	t.Logf("belote.wasm: %.2f MB, %.2f MB gzipped (budget 8 MB, 3 MB)", float64(len(wasm))/1e6, float64(gz.Len())/1e6)
	do(p, chromedp.Navigate(p.url+"?bench"))
	deadline := time.Now().Add(3 * time.Minute)
	for {
		lines := do(p, chromedp.Evaluate[[]string](`window.beloteBenchLines || []`))
		if n := len(lines); n > 0 && (lines[n-1] == "done" || strings.HasPrefix(lines[n-1], "error")) {
			for _, l := range lines {
				t.Log(l)
			}
			require.Equal(t, "done", lines[n-1])
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the benchmark page did not finish: %q", lines)
		}
		time.Sleep(time.Second)
	}
}

// playDeal plays the deal at the practice table as a learner who takes in the first round and
// tries the cards from the left until one is allowed; it returns the page once the deal is over.
func playDeal(p *page) string {
	p.t.Helper()
	next := 0
	for range 400 {
		s := p.text()
		switch {
		case strings.Contains(s, "Deal over."), strings.Contains(s, "Game over:"):
			return s
		case strings.Contains(s, "Round 1 (T4)"):
			p.keys("p")
		case strings.Contains(s, "Round 2 (T5)"):
			p.keys(" ")
		case strings.Contains(s, "Your turn: play a card"):
			m := cardsRe.FindStringSubmatch(s)
			require.NotNil(p.t, m, "no card count in the footer:\n%s", s)
			n := 1
			if m[1] != "" {
				n = int(m[1][0] - '0')
			}
			if next == 4 {
				p.shot("practice") // a trick or two on the table
			}
			p.keys(string(rune('1' + next%n)))
			next++
		default:
			p.keys(kb.Enter) // a finished trick waits for a key; bots thinking ignore it
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.t.Fatalf("the deal did not end; the page shows:\n%s", p.text())
	return ""
}

// cardsRe reads how many cards the hand holds from the footer ("1-6 cards", "1 card").
var cardsRe = regexp.MustCompile(`· 1(?:-(\d))? cards? ·`)

// answerDrill answers drill questions, the first card then the last, until one answer was right
// and one wrong; it returns the page's text after each.
func answerDrill(p *page) (right, wrong string) {
	p.t.Helper()
	for i := 0; i < 30 && (right == "" || wrong == ""); i++ {
		s := p.waitText("Your turn: play a legal card.")
		m := cardsRe.FindStringSubmatch(s)
		require.NotNil(p.t, m, "no card count in the footer:\n%s", s)
		key := "1"
		if i%2 == 1 && m[1] != "" {
			key = m[1]
		}
		p.keys(key)
		s = p.waitFeedback()
		switch {
		case strings.Contains(s, "Right: "):
			right = s
		case strings.Contains(s, "Wrong: "):
			if wrong == "" {
				p.shot("drill-feedback")
			}
			wrong = s
		}
		p.keys("n")
	}
	require.NotEmpty(p.t, right, "no right answer in 30 questions")
	require.NotEmpty(p.t, wrong, "no wrong answer in 30 questions")
	return right, wrong
}

// waitFeedback waits for the drill's verdict on the page.
func (p *page) waitFeedback() string {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		s := p.text()
		if strings.Contains(s, "Right: ") || strings.Contains(s, "Wrong: ") {
			return s
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("no verdict on the page:\n%s", s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
