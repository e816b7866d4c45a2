package puzzles

import (
	"embed"
	"io/fs"
	"slices"

	"github.com/belote-trainer/belote/internal/strict"
)

// builtinFS holds the built-in packs: the .toml files of this folder only, so that the binary
// carries no Go source, test or document.
//
//go:embed *.toml
var builtinFS embed.FS

// BuiltinFS returns the built-in packs, as files named "<pack-id>.toml".
func BuiltinFS() fs.FS { return builtinFS }

// LoadFS reads every top-level .toml file of fsys as a pack; names are prefixed with dir in the
// problems ("puzzles/legal-basics.toml"). Broken files and puzzles are reported and left out.
func LoadFS(fsys fs.FS, dir string) ([]*Pack, []Problem) {
	packs, probs := strict.ReadFS(fsys, dir, LoadPack)
	return slices.DeleteFunc(packs, func(p *Pack) bool { return p == nil }), probs
}
