// Command tree is a test guest: a tree scanner that reports files holding
// "secret", tries to open the paths listed in the "try" option, and
// misbehaves as the "mode" option says.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"unsafe"

	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

//go:wasmimport sluice findings
func rawFindings(p unsafe.Pointer, n uint32) uint32

type tree struct{}

func (tree) Info() scanner.Info {
	return scanner.Info{Name: "tree", Version: "1", Kind: scanner.KindTree}
}

func finding(rule, path, secret string) scanner.Finding {
	return scanner.Finding{RuleID: rule, Path: path, StartOffset: 0, EndOffset: int64(len(secret)),
		Match: scanner.Redact(secret), Fingerprint: scanner.Fingerprint(rule, path, []byte(secret)), Severity: scanner.SeverityHigh}
}

var sink []byte

func (tree) ScanTree(ctx context.Context, req *scanner.Request, fsys fs.FS, out scanner.Reporter) error {
	switch req.Options["mode"] {
	case "loop":
		n := 0
		for {
			n++
		}
	case "alloc":
		var keep [][]byte
		for {
			b := make([]byte, 1<<20)
			b[0] = 1
			keep = append(keep, b)
		}
	case "stdout":
		buf := bytes.Repeat([]byte("spew "), 13000)
		for {
			os.Stdout.Write(buf)
		}
	case "malformed":
		// A record whose body claims more bytes than were passed.
		b := []byte{200, 0, 0, 0, 1, 2, 3}
		rawFindings(unsafe.Pointer(&b[0]), uint32(len(b)))
		return nil
	case "big":
		f := finding("big", "a.txt", "secret-value")
		f.Message = strings.Repeat("m", 64<<10)
		return out.Finding(f)
	case "invalid":
		f := finding("invalid", "a.txt", "secret-value")
		f.Fingerprint = "not-hex"
		return out.Finding(f)
	case "escape-path":
		return out.Finding(finding("escape", "../outside.txt", "secret-value"))
	case "many":
		n, _ := strconv.Atoi(req.Options["n"])
		for i := range n {
			if err := out.Finding(finding("many", fmt.Sprintf("f%d.txt", i), "secret-value")); err != nil {
				return err
			}
		}
		return nil
	case "exit":
		os.Exit(3)
	case "panic":
		panic("boom")
	case "error":
		return errors.New("scanner says no")
	case "badrequest":
		return fmt.Errorf("option mode: %w", scanner.ErrBadRequest)
	case "log":
		for i := range 5000 {
			out.Log(scanner.LevelInfo, fmt.Sprintf("line %d", i))
		}
		return nil
	case "stderr":
		fmt.Fprintln(os.Stderr, "a little diagnostic output")
		return errors.New("failed after writing to stderr")
	case "env":
		if len(os.Environ()) > 0 || len(os.Args) > 1 {
			return fmt.Errorf("environment %q args %q", os.Environ(), os.Args)
		}
		return nil
	}
	for _, p := range strings.Split(req.Options["try"], ",") {
		if p == "" {
			continue
		}
		b, err := os.ReadFile(p)
		if err == nil {
			if err := out.Finding(finding("escaped", "escaped.txt", string(b))); err != nil {
				return err
			}
			continue
		}
		out.Log(scanner.LevelInfo, "open "+p+": "+err.Error())
	}
	var files int64
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			out.Log(scanner.LevelWarn, p+": "+err.Error())
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			out.Log(scanner.LevelWarn, p+": "+err.Error())
			return nil
		}
		files++
		out.Progress(scanner.Progress{Files: files, Bytes: int64(len(b))})
		if i := bytes.Index(b, []byte("secret")); i >= 0 {
			f := finding("secret", p, "secret")
			f.StartOffset, f.EndOffset, f.Line, f.Column = int64(i), int64(i+6), 1, i+1
			return out.Finding(f)
		}
		return nil
	})
	return err
}

func init() { wasmguest.Register(tree{}) }

func main() {}
