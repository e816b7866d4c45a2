//go:build !js

// Command belote-web builds the trainer as a static web site and serves it: the same packages
// and screens as the terminal app, compiled to WebAssembly (GOOS=js GOARCH=wasm), drawn into the
// page by tcell, with the progress in the browser's local storage (main_js.go is that half).
//
//	go run ./cmd/belote-web -out DIR     # writes index.html, belote.wasm and the scripts to DIR
//	go run ./cmd/belote-web -serve :8080 # builds into a temporary folder (or -out) and serves it
//
// It runs the go command on PATH (the one `go run` is), from within the module.
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
)

//go:embed site
var site embed.FS

// pkg is this command's own package, built a second time for the browser.
const pkg = "github.com/belote-trainer/belote/cmd/belote-web"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("belote-web", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("out", "", "write the site into this folder")
	serve := fl.String("serve", "", "serve the site at this address (:8080)")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if *out == "" && *serve == "" || fl.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: belote-web -out DIR | -serve ADDR [-out DIR]")
		return 2
	}
	dir := *out
	if dir == "" {
		tmp, err := os.MkdirTemp("", "belote-web-")
		if err != nil {
			fmt.Fprintln(stderr, "belote-web:", err)
			return 1
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	if err := Build(dir, stderr); err != nil {
		fmt.Fprintln(stderr, "belote-web:", err)
		return 1
	}
	fmt.Fprintf(stdout, "site written to %s\n", dir)
	if *serve == "" {
		return 0
	}
	fmt.Fprintf(stdout, "serving http://%s/ (Ctrl-C stops)\n", hostPort(*serve))
	// Ctrl-C or kill stops the server and returns, so that the temporary folder is removed.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Addr: *serve, Handler: http.FileServer(http.Dir(dir))}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(stderr, "belote-web:", err)
		return 1
	}
	return 0
}

// hostPort is the address to open in a browser: ":8080" is localhost:8080.
func hostPort(addr string) string {
	if strings.HasPrefix(addr, ":") {
		return "localhost" + addr
	}
	return addr
}

// Build writes the site into dir: the page, its script and style, the trainer compiled to
// WebAssembly (belote.wasm, symbols stripped) and Go's wasm_exec.js of the same toolchain.
func Build(dir string, stderr io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return fmt.Errorf("building the WebAssembly needs the go command: %w", err)
	}
	build := exec.Command(goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "belote.wasm"), pkg)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	build.Stdout, build.Stderr = stderr, stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building the WebAssembly (run it from the belote module's folder): %w", err)
	}
	if err := copyWasmExec(goCmd, dir); err != nil {
		return err
	}
	return fs.WalkDir(site, "site", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := site.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.Base(path)), data, 0o644)
	})
}

// copyWasmExec copies wasm_exec.js, the JavaScript half of Go's WebAssembly runtime, from the
// toolchain that built belote.wasm: lib/wasm since Go 1.24, misc/wasm before.
func copyWasmExec(goCmd, dir string) error {
	root, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	goroot := strings.TrimSpace(string(root))
	for _, sub := range []string{"lib/wasm", "misc/wasm"} {
		data, err := os.ReadFile(filepath.Join(goroot, sub, "wasm_exec.js"))
		if err == nil {
			return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), data, 0o644)
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return fmt.Errorf("no wasm_exec.js in %s (lib/wasm or misc/wasm)", goroot)
}
