// Package msgkeys checks, for the tests of the packages that show texts, every message key their
// code may render (explain.Key): it type-checks a package's source with go/types, so it sees each
// key wherever it is written (a call of T, a table indexed by an enum, a struct field), and reports
//   - a constant key that no catalogue holds (it would show to a learner as a raw "{key}");
//   - a key built at run time ("pkind." + kind, Key(s) of a variable): a key is always a constant,
//     so that this check sees all of them;
//   - a call that names a message and its values in place (T(l, "pz.reserve", "n", 3)) but does
//     not give a value the message's text asks for;
//   - apart, a text written in place (explain.Text{"Atout", "Trump"} outside a catalogue's
//     table), which a screen must not have: every learner-facing text is a catalogue's entry.
//
// The dependencies are read from the export data that `go list -export` writes (the build cache),
// so only the checked package is type-checked from source.
package msgkeys

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/explain"
)

// The key type: explain.Key.
const keyPkg, keyName = "github.com/belote-trainer/belote/explain", "Key"

// Report is what Check found in a package.
type Report struct {
	Problems []error              // one per problem, located (file:line)
	Used     map[explain.Key]bool // every key of the catalogues that the code names
	// InPlace lists the texts written in place (an explain.Text literal outside a catalogue's
	// table), located. The screens have none; the explainer's vocabulary tables (card and rule
	// names, indexed by enums) and a generated pack's title are texts of another kind.
	InPlace []error
}

// Check type-checks the package in dir (its non-test files) and reports the problems with the
// keys it uses, and the keys it uses. cats are the catalogues the package's keys may come from. An
// error of its own (go list, a type error) is returned as the second value.
func Check(dir string, cats ...explain.Catalogue) (Report, error) {
	pkg, exports, err := list(dir)
	if err != nil {
		return Report{}, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(pkg.Dir, name), nil, 0)
		if err != nil {
			return Report{}, err
		}
		files = append(files, f)
	}
	lookup := func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok || file == "" {
			return nil, fmt.Errorf("msgkeys: no export data for %s", path)
		}
		return os.Open(file)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "gc", lookup)}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
	if _, err := conf.Check(pkg.ImportPath, fset, files, info); err != nil {
		return Report{}, err
	}
	c := checker{fset: fset, info: info, cats: cats, used: map[explain.Key]bool{}, defs: map[ast.Expr]bool{}}
	for _, f := range files {
		ast.Inspect(f, c.visit)
	}
	return Report{Problems: c.errs, Used: c.used, InPlace: c.inPlace}, nil
}

type checker struct {
	fset    *token.FileSet
	info    *types.Info
	cats    []explain.Catalogue
	errs    []error
	used    map[explain.Key]bool
	inPlace []error
	defs    map[ast.Expr]bool // the keys and texts of catalogue entries
}

func (c *checker) visit(n ast.Node) bool {
	switch x := n.(type) {
	case *ast.CallExpr:
		c.visitCall(x)
	case *ast.CompositeLit:
		c.visitLiteral(x)
	}
	e, ok := n.(ast.Expr)
	if !ok {
		return true
	}
	tv, ok := c.info.Types[e]
	if !ok || !isKey(tv.Type) {
		return true
	}
	switch x := e.(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			c.fail(e, "a message key is built by concatenation: write each key as a constant")
			return false
		}
	case *ast.CallExpr:
		if tv.IsType() {
			return true
		}
		if conv, ok := c.info.Types[x.Fun]; ok && conv.IsType() && tv.Value == nil {
			c.fail(e, "a message key is converted from a string built at run time: write each key as a constant")
			return false
		}
	}
	if tv.Value != nil && tv.Value.Kind() == constant.String {
		k := explain.Key(constant.StringVal(tv.Value))
		switch {
		case k == "":
		case c.text(k) == nil:
			c.fail(e, "message key %q is in no catalogue: the learner would read {%s}", k, k)
		case !c.inCatalogue(e):
			c.used[k] = true
		}
	}
	return true
}

// visitCall is called for every call: one that names a message and gives its values in place must
// give every value the message's text names.
func (c *checker) visitCall(call *ast.CallExpr) {
	sig, ok := c.info.Types[call.Fun].Type.(*types.Signature)
	if !ok || !sig.Variadic() || call.Ellipsis.IsValid() || sig.Params().Len() < 2 || !c.rendersAsGiven(call) {
		return // the values are not given as name, value pairs in place
	}
	i := sig.Params().Len() - 2 // the key comes just before the ...any of name, value pairs
	if !isKey(sig.Params().At(i).Type()) || i >= len(call.Args) {
		return
	}
	{
		tv := c.info.Types[call.Args[i]]
		if tv.Value == nil {
			return
		}
		k := explain.Key(constant.StringVal(tv.Value))
		cat := c.text(k)
		if cat == nil {
			return
		}
		given := map[string]bool{}
		rest := call.Args[i+1:]
		for j := 0; j < len(rest); j += 2 {
			name := c.info.Types[rest[j]]
			if name.Value == nil || name.Value.Kind() != constant.String {
				return // values given otherwise: not checkable here
			}
			given[constant.StringVal(name.Value)] = true
		}
		for _, want := range cat.Names(k) {
			if !given[want] {
				c.fail(call, "message %q needs a value for {%s}", k, want)
			}
		}
		return
	}
}

// visitLiteral notes the keys of a table of messages (a map literal of Key to Text).
func (c *checker) visitLiteral(lit *ast.CompositeLit) {
	if isText(c.info.Types[lit].Type) && !c.defs[lit] && hasWords(lit) {
		p := c.fset.Position(lit.Pos())
		c.inPlace = append(c.inPlace, fmt.Errorf("%s:%d: a text written in place: make it an entry of the catalogue and render it by its key", filepath.Base(p.Filename), p.Line))
		return
	}
	m, ok := c.info.Types[lit].Type.Underlying().(*types.Map)
	if !ok || !isKey(m.Key()) {
		return
	}
	if elem, ok := types.Unalias(m.Elem()).(*types.Named); !ok || elem.Obj().Name() != "Text" {
		return // a table of keys (kind → Key) uses its keys
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			c.defs[kv.Key], c.defs[kv.Value] = true, true
		}
	}
}

// isText reports whether t is explain.Text.
func isText(t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Name() == "Text" && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == keyPkg
}

// hasWords reports whether a Text literal holds some text (Text{} is an empty text, not a message).
func hasWords(lit *ast.CompositeLit) bool {
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			el = kv.Value
		}
		if bl, ok := el.(*ast.BasicLit); !ok || bl.Value != `""` {
			return true
		}
	}
	return false
}

// inCatalogue reports whether e is the key of an entry of a catalogue's literal, which defines the
// key rather than uses it.
func (c *checker) inCatalogue(e ast.Expr) bool { return c.defs[e] }

// rendersAsGiven reports whether the function called renders a message with the values given and
// no others: a function of a package (app.T, cli's say) or a method of the catalogue or the
// language. A method or a closure of another type may add values of its own (the explainer's
// breakdown adds the teams and totals), so its calls are not checked here.
func (c *checker) rendersAsGiven(call *ast.CallExpr) bool {
	var id *ast.Ident
	switch f := call.Fun.(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return false
	}
	fn, ok := c.info.Uses[id].(*types.Func)
	if !ok {
		return false // a closure
	}
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return true
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == keyPkg &&
		(named.Obj().Name() == "Catalogue" || named.Obj().Name() == "Lang")
}

// text returns the catalogue that holds k, or nil.
func (c *checker) text(k explain.Key) explain.Catalogue {
	for _, cat := range c.cats {
		if _, ok := cat[k]; ok {
			return cat
		}
	}
	return nil
}

func (c *checker) fail(n ast.Node, format string, args ...any) {
	p := c.fset.Position(n.Pos())
	c.errs = append(c.errs, fmt.Errorf("%s:%d: %s", filepath.Base(p.Filename), p.Line, fmt.Sprintf(format, args...)))
}

func isKey(t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named) // app.Key is an alias of explain.Key
	if !ok {
		return false
	}
	obj := named.Obj()
	return obj.Name() == keyName && obj.Pkg() != nil && obj.Pkg().Path() == keyPkg
}

type listed struct {
	ImportPath string
	Dir        string
	Export     string
	GoFiles    []string
	DepOnly    bool
}

// list runs go list on dir: the package's files, and the export data of every dependency.
func list(dir string) (listed, map[string]string, error) {
	cmd := exec.Command("go", "list", "-export", "-deps", "-json=ImportPath,Dir,Export,GoFiles,DepOnly", ".")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return listed{}, nil, fmt.Errorf("go list: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	var self listed
	exports := map[string]string{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p listed
		if err := dec.Decode(&p); err != nil {
			return listed{}, nil, err
		}
		exports[p.ImportPath] = p.Export
		if !p.DepOnly {
			self = p
		}
	}
	slices.Sort(self.GoFiles)
	return self, exports, nil
}
