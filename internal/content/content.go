// Package content gathers every lesson and puzzle the app can show: the built-in ones and the
// user's own (from $XDG_DATA_HOME/belote and from --content folders). It checks what spans files
// (ids unique across all content, lesson prerequisites) and never lets a broken user file stop the
// rest from loading: a broken file or item is reported and left out.
package content

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/belote-trainer/belote/internal/store/fsread"
	"github.com/belote-trainer/belote/internal/strict"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// Problem is one located problem of a content file (`file:line:col: [id] key: message`).
type Problem = strict.Problem

// Library is the loaded content.
type Library struct {
	Lessons []*lessons.Lesson // curriculum order
	Packs   []*puzzles.Pack
	ids     map[string]strict.Problem // every lesson and puzzle id -> where it is written
	packIDs map[string]strict.Problem

	userPuzzles, userLessons int // added by AddPaths, against MaxUserPuzzles and MaxUserLessons
	userSolving              int // spent by AddPaths, against MaxUserSolving
	userSeat                 int // tenths of a unit spent by AddPaths, against MaxUserSeatSolving
}

// Puzzles returns every pack puzzle, pack by pack.
func (lib *Library) Puzzles() []*puzzles.Puzzle {
	var out []*puzzles.Puzzle
	for _, p := range lib.Packs {
		out = append(out, p.Puzzles...)
	}
	return out
}

// StepPuzzles returns the interactive steps of the lessons, in curriculum order.
func (lib *Library) StepPuzzles() []*puzzles.Puzzle {
	var out []*puzzles.Puzzle
	for _, l := range lib.Lessons {
		for _, s := range l.Steps {
			if s.Puzzle != nil {
				out = append(out, s.Puzzle)
			}
		}
	}
	return out
}

// CheckAnswers evaluates the answer of every hidden-hand best puzzle (view = "seat") and returns
// what is wrong with it: a stated best card the evaluation disagrees with, margins not met, a
// motif whose detector does not hold (puzzles.SeatIssues). Loading leaves these answers to their
// first use, since an exact evaluation costs up to a tenth of a second; `belote check` calls this.
func (lib *Library) CheckAnswers() []Problem {
	var out []Problem
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		if p.Kind == puzzles.KindBest && p.View == puzzles.ViewSeat {
			out = append(out, puzzles.SeatProblems(p)...)
		}
	}
	return out
}

// Lesson returns the lesson with that id, or nil.
func (lib *Library) Lesson(id string) *lessons.Lesson {
	for _, l := range lib.Lessons {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// Puzzle returns the puzzle (of a pack or a lesson step) with that id, or nil.
func (lib *Library) Puzzle(id string) *puzzles.Puzzle {
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// ByKind counts the pack puzzles of each kind.
func (lib *Library) ByKind() map[string]int {
	out := map[string]int{}
	for _, p := range lib.Puzzles() {
		out[p.Kind.String()]++
	}
	return out
}

// UserDir returns the folder of the user's own content: $XDG_DATA_HOME/belote, by default
// ~/.local/share/belote (XDG Base Directory). "" when neither variable is set.
func UserDir(getenv func(string) string) string {
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "belote")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".local", "share", "belote")
	}
	return ""
}

// LoadBuiltin loads the built-in lessons and puzzles.
func LoadBuiltin() (*Library, []Problem) {
	lib := &Library{ids: map[string]strict.Problem{}, packIDs: map[string]strict.Problem{}}
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	ls, lprobs := lessons.LoadFS(lessons.BuiltinFS(), "lessons")
	probs = append(probs, lprobs...)
	probs = append(probs, lib.add(ls, packs)...)
	return lib, probs
}

// LoadAll loads the built-in content and then every .toml file under each user folder (a folder
// that does not exist is skipped silently: the user has written no content). The problems of the
// whole set are returned, sorted by file and line.
func LoadAll(userDirs ...string) (*Library, []Problem) {
	lib, probs := LoadBuiltin()
	probs = append(probs, lib.AddPaths(userDirs...)...)
	strict.Sort(probs)
	return lib, probs
}

// Limits on what the user's folders may add (docs/content.md): they keep loading, checking and the
// puzzle menu fast whatever a folder holds (100,000 puzzles would freeze the menu's filters).
const (
	MaxFiles       = 500     // .toml files read under one folder
	MaxFolderBytes = 1 << 20 // bytes read under one folder, all files together
	MaxUserPuzzles = 1000    // puzzles added by the user's files, all folders together
	MaxUserLessons = 100     // lessons added by the user's files
)

// AddPaths loads files and folders (every .toml file under a folder, recursively) into the
// library and returns their problems. A path that does not exist is skipped. Each file is read as
// a puzzle pack when it has a [pack] table or [[puzzle]] entries, and as a lesson otherwise. Only
// regular files below fsread.ContentCap are read, within the limits above.
func (lib *Library) AddPaths(paths ...string) []Problem {
	var ls []*lessons.Lesson
	var packs []*puzzles.Pack
	var probs []Problem
	for _, file := range tomlFiles(paths, &probs) {
		limit := min(fsread.ContentCap, *file.left)
		src, err := fsread.ReadFile(file.path, limit)
		if err != nil {
			probs = append(probs, Problem{File: file.path, Line: 1, Col: 1, Message: fileError(err, file, limit)})
			continue
		}
		*file.left -= int64(len(src))
		if isBuiltinCopy(file.path, src) {
			continue // `belote check puzzles/` in the source tree: these are the built-in files
		}
		if pr, ok := lib.solveBudget(file.path, src); !ok {
			probs = append(probs, pr)
			continue
		}
		if isPack(src) {
			p, ps := puzzles.LoadPack(file.path, src)
			probs = append(probs, ps...)
			if p != nil {
				probs = append(probs, lib.seatBudgetPack(p)...)
				packs = append(packs, p)
			}
			continue
		}
		l, ps := lessons.Load(file.path, src)
		probs = append(probs, ps...)
		if l == nil {
			continue
		}
		if pr, ok := lib.seatBudgetLesson(l); !ok {
			probs = append(probs, pr)
			continue
		}
		ls = append(ls, l)
	}
	packs, ls, over := lib.withinLimits(packs, ls)
	probs = append(probs, over...)
	return append(probs, lib.add(ls, packs)...)
}

// fileError says why a file was not read; past the folder's byte budget it says so.
func fileError(err error, f tomlFile, limit int64) string {
	var fe *fsread.Error
	if errors.As(err, &fe) && limit < fsread.ContentCap && strings.HasPrefix(fe.Reason, "too large") {
		return fmt.Sprintf("not read: the files of %s together pass the limit of %d MiB", f.root, MaxFolderBytes>>20)
	}
	if errors.As(err, &fe) {
		return fe.Reason
	}
	return err.Error()
}

// withinLimits keeps the user's puzzles and lessons up to MaxUserPuzzles and MaxUserLessons
// (counting those added before), and reports the first item left out.
func (lib *Library) withinLimits(packs []*puzzles.Pack, ls []*lessons.Lesson) ([]*puzzles.Pack, []*lessons.Lesson, []Problem) {
	var probs []Problem
	room := MaxUserPuzzles - lib.userPuzzles
	for i, p := range packs {
		if len(p.Puzzles) <= room {
			room -= len(p.Puzzles)
			continue
		}
		probs = append(probs, p.Puzzles[room].At.At("more than %d puzzles in the user's files: this one and the %d after it are left out",
			MaxUserPuzzles, countPuzzles(packs[i:])-room-1))
		p.Puzzles = p.Puzzles[:room]
		packs, room = packs[:i+1], 0
		break
	}
	lib.userPuzzles = MaxUserPuzzles - room
	if room := MaxUserLessons - lib.userLessons; len(ls) > room {
		probs = append(probs, ls[room].At.At("more than %d lessons in the user's files: this one and the %d after it are left out",
			MaxUserLessons, len(ls)-room-1))
		ls = ls[:room]
	}
	lib.userLessons += len(ls)
	return packs, ls, probs
}

func countPuzzles(packs []*puzzles.Pack) int {
	n := 0
	for _, p := range packs {
		n += len(p.Puzzles)
	}
	return n
}

// tomlFile is one file to read and the byte budget of the folder it was found under.
type tomlFile struct {
	path string
	root string
	left *int64 // what is left of the folder's byte budget, shared by its files
}

// tomlFiles lists the .toml files named or found under the named folders, sorted per path, at
// most MaxFiles per folder. A folder that cannot be read is reported, never skipped silently.
func tomlFiles(paths []string, probs *[]Problem) []tomlFile {
	var out []tomlFile
	for _, p := range paths {
		st, err := os.Stat(p)
		switch {
		case err != nil && os.IsNotExist(err):
			continue
		case err != nil:
			*probs = append(*probs, Problem{File: p, Line: 1, Col: 1, Message: err.Error()})
		case !st.IsDir():
			left := int64(fsread.ContentCap)
			out = append(out, tomlFile{path: p, root: p, left: &left})
		default:
			left := int64(MaxFolderBytes)
			for _, f := range walkTOML(p, probs) {
				out = append(out, tomlFile{path: f, root: p, left: &left})
			}
		}
	}
	return out
}

// walkTOML finds the .toml files under root, reporting unreadable folders and stopping at MaxFiles.
func walkTOML(root string, probs *[]Problem) []string {
	var found []string
	walkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			*probs = append(*probs, Problem{File: path, Line: 1, Col: 1, Message: "folder not read: " + walkReason(err)})
			return nil // WalkDir skips what it could not read and goes on
		}
		if d.IsDir() || !strings.HasSuffix(path, ".toml") {
			return nil
		}
		if len(found) == MaxFiles {
			*probs = append(*probs, Problem{File: root, Line: 1, Col: 1, Message: fmt.Sprintf("more than %d .toml files under this folder: %s and the files after it are not read", MaxFiles, path)})
			return fs.SkipAll
		}
		found = append(found, path)
		return nil
	})
	sort.Strings(found)
	return found
}

// walkDir is filepath.WalkDir; tests replace it to see a folder that cannot be read (they run as
// root, for whom no permission bit denies reading).
var walkDir = filepath.WalkDir

func walkReason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// isBuiltinCopy reports whether a file is byte for byte the built-in file of the same name, which
// is already loaded (its ids would otherwise all be reported as duplicates).
func isBuiltinCopy(file string, src []byte) bool {
	name := filepath.Base(file)
	for _, fsys := range []fs.FS{puzzles.BuiltinFS(), lessons.BuiltinFS()} {
		if b, err := fs.ReadFile(fsys, name); err == nil && bytes.Equal(b, src) {
			return true
		}
	}
	return false
}

var packHeader = regexp.MustCompile(`(?m)^\s*(\[pack\]|\[\[puzzle\]\])`)

func isPack(src []byte) bool { return packHeader.Match(src) }

// add merges lessons and packs into the library: an id already taken (by built-in content or an
// earlier file) is a problem, and the later item is left out; then the lessons' prerequisites are
// checked as a whole.
func (lib *Library) add(ls []*lessons.Lesson, packs []*puzzles.Pack) []Problem {
	var probs []Problem
	for _, p := range packs {
		if prev, dup := lib.packIDs[p.ID]; dup {
			probs = append(probs, p.At.At("duplicate pack id %q (already used by %s:%d)", p.ID, prev.File, prev.Located().Line))
			continue
		}
		lib.packIDs[p.ID] = p.At
		kept := p.Puzzles[:0]
		for _, pz := range p.Puzzles {
			if pr, ok := lib.claim(pz.ID, pz.At); ok {
				kept = append(kept, pz)
			} else {
				probs = append(probs, pr)
			}
		}
		p.Puzzles = kept
		lib.Packs = append(lib.Packs, p)
	}
	for _, l := range ls {
		pr, ok := lib.claim(l.ID, l.At)
		if !ok {
			probs = append(probs, pr)
			continue
		}
		for _, s := range l.Steps {
			if s.Puzzle != nil {
				if pr, ok := lib.claim(s.Puzzle.ID, s.Puzzle.At); !ok {
					probs = append(probs, pr)
				}
			}
		}
		lib.Lessons = append(lib.Lessons, l)
	}
	lessons.Sort(lib.Lessons)
	// The set is checked whole (a user lesson may require a built-in one), but only the problems
	// of the lessons just added are new.
	added := map[string]bool{}
	for _, l := range ls {
		added[l.ID] = true
	}
	for _, pr := range lessons.CheckSet(lib.Lessons) {
		if added[pr.ID] {
			probs = append(probs, pr)
		}
	}
	return probs
}

// claim records an id; when it is taken, it returns the problem to report.
func (lib *Library) claim(id string, at strict.Problem) (Problem, bool) {
	if prev, dup := lib.ids[id]; dup {
		return at.At("duplicate id %q (already used at %s:%d)", id, prev.File, prev.Located().Line), false
	}
	lib.ids[id] = at
	return Problem{}, true
}
