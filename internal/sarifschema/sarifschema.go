// Package sarifschema checks SARIF logs against the official OASIS SARIF
// 2.1.0 JSON schema (errata01, a draft-04 schema) in tests, offline.
//
// The schema is not copied into this repository. It is read from the
// source of the module github.com/owenrumney/go-sarif/v3, which embeds the
// OASIS text as the unexported constant `schema` in
// pkg/report/v210/sarif/schema.go: the blank import below keeps that module
// in go.mod and in the module cache, `go list -m` finds its directory, and
// the constant is taken from the file with go/parser. Only tests import
// this package.
package sarifschema

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	// The module that carries the OASIS schema text; see the package doc.
	_ "github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/xeipuuv/gojsonschema"
)

// SchemaModule is the module whose source holds the schema.
const SchemaModule = "github.com/owenrumney/go-sarif/v3"

// schemaFile is the schema's file inside SchemaModule.
const schemaFile = "pkg/report/v210/sarif/schema.go"

var (
	once     sync.Once
	compiled *gojsonschema.Schema
	loadErr  error
)

// Schema returns the compiled OASIS SARIF 2.1.0 schema. It runs
// `go list -m` once per process to find the module's directory.
func Schema() (*gojsonschema.Schema, error) {
	once.Do(func() {
		var text string
		text, loadErr = schemaText()
		if loadErr != nil {
			return
		}
		compiled, loadErr = gojsonschema.NewSchema(gojsonschema.NewStringLoader(text))
		if loadErr != nil {
			loadErr = fmt.Errorf("compiling the SARIF schema of %s: %w", SchemaModule, loadErr)
		}
	})
	return compiled, loadErr
}

// schemaText returns the string constant `schema` of schemaFile.
func schemaText() (string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", SchemaModule).Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			err = fmt.Errorf("%w: %s", err, ee.Stderr)
		}
		return "", fmt.Errorf("locating module %s (go list -m): %w", SchemaModule, err)
	}
	dir := strings.TrimSpace(string(out))
	if dir == "" {
		return "", fmt.Errorf("module %s is not in the module cache (run go mod download %s)", SchemaModule, SchemaModule)
	}
	path := filepath.Join(dir, filepath.FromSlash(schemaFile))
	file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		return "", fmt.Errorf("reading the SARIF schema: %w", err)
	}
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if name.Name != "schema" || i >= len(vs.Values) {
					continue
				}
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return "", fmt.Errorf("%s: const schema is not a string literal", path)
				}
				return strconv.Unquote(lit.Value)
			}
		}
	}
	return "", fmt.Errorf("%s: no const schema", path)
}

// Validate checks the raw bytes of a SARIF log against the schema and
// returns one error per violation, each naming the JSON path of the value
// (runs.0.results.1.locations.0...), what the schema requires there and
// the offending value.
func Validate(log []byte) ([]error, error) {
	schema, err := Schema()
	if err != nil {
		return nil, err
	}
	if !json.Valid(log) {
		return []error{fmt.Errorf("the log is not valid JSON: %.200q", log)}, nil
	}
	res, err := schema.Validate(gojsonschema.NewBytesLoader(log))
	if err != nil {
		return nil, fmt.Errorf("validating against the SARIF schema: %w", err)
	}
	var errs []error
	for _, e := range res.Errors() {
		value, _ := json.Marshal(e.Value())
		errs = append(errs, fmt.Errorf("%s: %s (value %.200s)", e.Field(), e.Description(), value))
	}
	return errs, nil
}

// Check fails t with every violation of the schema in log, and names the
// log's source (what) in each message.
func Check(t testing.TB, what string, log []byte) {
	t.Helper()
	errs, err := Validate(log)
	if err != nil {
		t.Fatalf("SARIF schema check of %s: %v", what, err)
	}
	for _, e := range errs {
		t.Errorf("SARIF of %s breaks the OASIS 2.1.0 schema at %v", what, e)
	}
	if len(errs) > 0 {
		t.Logf("the log of %s:\n%s", what, log)
	}
}
