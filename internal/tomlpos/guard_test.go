package tomlpos_test

import (
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "github.com/belote-trainer/belote/internal/tomlpos"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

func TestGuardRefuses(t *testing.T) {
	deep := 10000
	tests := []struct {
		name, src string
		want      LimitError
	}{
		{"nested arrays", "a = " + strings.Repeat("[", deep) + strings.Repeat("]", deep), LimitError{Pos{1, 13}, "values nested more than 8 deep (arrays and inline tables)"}},
		{"nested inline tables", "x = 1\na = " + strings.Repeat("{b=", deep) + "1" + strings.Repeat("}", deep), LimitError{Pos{2, 29}, "values nested more than 8 deep (arrays and inline tables)"}},
		{"nested over lines", "a = [\n [\n  [[[[[[[1]]]]]]]]]", LimitError{Pos{3, 9}, "values nested more than 8 deep (arrays and inline tables)"}},
		{"long dotted key", strings.Repeat("a.", deep) + "a = 1", LimitError{Pos{1, 16}, "a key of more than 8 dotted parts"}},
		{"long header", "[" + strings.Repeat("a.", deep) + "a]", LimitError{Pos{1, 17}, "a key of more than 8 dotted parts"}},
		{"long array of tables", "# x\n[[" + strings.Repeat("a.", deep) + "a]]", LimitError{Pos{2, 18}, "a key of more than 8 dotted parts"}},
		{"dotted key in inline table", "a = {b.c.d.e.f.g.h.i.j = 1}", LimitError{Pos{1, 21}, "a key of more than 8 dotted parts"}},
		{"key too long", strings.Repeat("k", 300) + " = 1", LimitError{Pos{1, 1}, "a key longer than 256 bytes"}},
		{"quoted key too long", `"` + strings.Repeat("k", 300) + `" = 1`, LimitError{Pos{1, 1}, "a key longer than 256 bytes"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Guard([]byte(tt.src))
			require.NotNil(t, err)
			assert.Equal(t, tt.want, *err)
		})
	}
}

func TestGuardAccepts(t *testing.T) {
	for _, src := range []string{
		"a = \"[[[[[[[[[[[[\" # [[[[[[[[[[[[[[\nb = '{{{{{{{{{{{{{{{{{'",
		"s = \"\"\"\n[[[[[[[[[[[\n\\\"\"\" [[[[[[[[[[[[ \"\"\"\nt = '''\n{{{{{{{{{{{{{{\n'''",
		"[a.b.c]\nx.y.z = [[1, 2], [3, {k = [4]}]]\n[[d.e]]\n\"q.q.q.q.q.q.q.q.q.q\" = 1",
		"a = [\n  [1], # ]]]]\n  [2],\n]\n",
	} {
		assert.Nil(t, Guard([]byte(src)), "%q", src)
	}
}

// TestGuardAcceptsTheBuiltinFiles: the limits leave room for every file the project ships.
func TestGuardAcceptsTheBuiltinFiles(t *testing.T) {
	for _, fsys := range []fs.FS{lessons.BuiltinFS(), puzzles.BuiltinFS(), os.DirFS("../../engine/variants")} {
		err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".toml") {
				return err
			}
			src, err := fs.ReadFile(fsys, path)
			require.NoError(t, err)
			assert.Nil(t, Guard(src), path)
			return nil
		})
		require.NoError(t, err)
	}
}

// depth is the nesting of a decoded TOML value.
func depth(v any) int {
	d := 0
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			d = max(d, depth(e))
		}
	case []map[string]any:
		for _, e := range x {
			d = max(d, depth(e))
		}
	case []any:
		for _, e := range x {
			d = max(d, depth(e))
		}
	default:
		return 0
	}
	return d + 1
}

// FuzzGuard: Guard never panics, locates its errors inside the file, and what it accepts decodes
// to a document no deeper than its limits allow (so brackets cannot hide from it in strings or
// comments it misread).
func FuzzGuard(f *testing.F) {
	for _, s := range []string{"a = [[1]]", "[a.b]\nc.d = {e = [1]}", "a = \"\"\"x\n]\"\"\"", "[[a]]\n[[a.b]]", "a = '''[[['''"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		err := Guard(src)
		if err != nil {
			lines := strings.Count(string(src), "\n") + 1
			if err.Line < 1 || err.Line > lines || err.Col < 1 {
				t.Fatalf("error outside the file: %v", err)
			}
			return
		}
		var m map[string]any
		if _, derr := toml.Decode(string(src), &m); derr != nil {
			return
		}
		if d, limit := depth(m), 2*MaxKeyParts*(MaxDepth+2); d > limit {
			t.Fatalf("accepted a document %d deep (limit %d)", d, limit)
		}
	})
}
