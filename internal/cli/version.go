package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// version is set at link time by release builds (.goreleaser.yaml):
// -ldflags "-X github.com/belote-trainer/belote/internal/cli.version=v1.2.3".
var version string

// versionLine is what `belote --version` prints.
func versionLine() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		info = nil
	}
	return "belote " + versionOf(version, info) + fmt.Sprintf(" (%s, %s/%s)", runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// versionOf picks the version: the one injected by a release build, else the module version that
// `go install …@v1.2.3` records, else "(devel)" with the commit that `go build` stamps from git.
func versionOf(injected string, info *debug.BuildInfo) string {
	if injected != "" {
		return injected
	}
	if info == nil {
		return "(devel)"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = ", modified"
			}
		}
	}
	if rev == "" {
		return "(devel)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	return fmt.Sprintf("(devel) revision %s%s", rev, modified)
}
