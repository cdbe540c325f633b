package scannertest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// keyScanner is a tree scanner that reports every "key=" line.
type keyScanner struct{}

func (keyScanner) Info() scanner.Info {
	return scanner.Info{Name: "keys", Version: "1", Kind: scanner.KindTree, Rules: []scanner.Rule{{ID: "key"}}}
}

func (keyScanner) ScanTree(ctx context.Context, req *scanner.Request, fsys fs.FS, out scanner.Reporter) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		line := 1
		for off := 0; off < len(data); {
			end := bytes.IndexByte(data[off:], '\n')
			if end < 0 {
				end = len(data) - off
			}
			text := data[off : off+end]
			if v, ok := bytes.CutPrefix(text, []byte("key=")); ok && len(v) > 0 {
				if err := out.Finding(scanner.Finding{RuleID: "key", Path: p, Line: line, Column: 5,
					StartOffset: int64(off + 4), EndOffset: int64(off + 4 + len(v)), Match: scanner.Redact(string(v)),
					Fingerprint: scanner.Fingerprint("key", p, v), Severity: scanner.SeverityLow}); err != nil {
					return err
				}
			}
			off += end + 1
			line++
		}
		return nil
	})
}

func TestInProcessTreeScanner(t *testing.T) {
	RunOptions(t, InProcess(keyScanner{}), []Case{
		{Name: "keys", Files: map[string]string{"a.env": "x=1\nkey=supersecret1\n", "d/b.env": "key=supersecret2"},
			Secrets: []string{"supersecret1", "supersecret2"},
			Want:    []Want{{RuleID: "key", Path: "a.env", Line: 2}, {RuleID: "key", Path: "d/b.env", Line: 1}}},
	}, Options{HugeFileBytes: 1 << 20})
}

func TestCheckFindings(t *testing.T) {
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "f.txt"), []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(ws, "dir"), 0o700); err != nil {
		t.Fatal(err)
	}
	good := scanner.Finding{RuleID: "key", Path: "f.txt", StartOffset: 1, EndOffset: 5, Match: "12*****",
		Fingerprint: scanner.Fingerprint("key", "f.txt", []byte("x")), Severity: scanner.SeverityLow}
	info := keyScanner{}.Info()
	tests := []struct {
		name   string
		mutate func(*scanner.Finding)
		want   string
	}{
		{"ok", func(*scanner.Finding) {}, ""},
		{"invalid", func(f *scanner.Finding) { f.Severity = "" }, "severity"},
		{"missing file", func(f *scanner.Finding) { f.Path = "nope.txt" }, "not in the workspace"},
		{"directory", func(f *scanner.Finding) { f.Path = "dir" }, "not a regular file"},
		{"past end", func(f *scanner.Finding) { f.EndOffset = 11 }, "past the file's 10 bytes"},
		{"undeclared rule", func(f *scanner.Finding) { f.RuleID = "other" }, "not declared"},
		{"raw secret", func(f *scanner.Finding) { f.Message = "found hunter2" }, "raw secret"},
		{"redacted match not in its bytes", func(f *scanner.Finding) { f.Match = "ab*****" }, `match "ab*****" is not in the bytes its offsets 1-5 span, "1234"`},
		{"match not in its bytes", func(f *scanner.Finding) { f.Match = "345" }, `match "345" is not in the bytes its offsets 1-5 span`},
		{"header match", func(f *scanner.Finding) { f.Match = "123 *****" }, ""},
		{"plain match", func(f *scanner.Finding) { f.Match = "234" }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := good
			tt.mutate(&f)
			errs := CheckFindings(ws, info, []scanner.Finding{f}, []string{"hunter2"})
			if tt.want == "" {
				if len(errs) != 0 {
					t.Fatalf("CheckFindings = %v", errs)
				}
				return
			}
			if len(errs) != 1 || !strings.Contains(errs[0].Error(), tt.want) {
				t.Fatalf("CheckFindings = %v, want one error containing %q", errs, tt.want)
			}
		})
	}
}

func TestCompareWant(t *testing.T) {
	f := func(rule, path string, line int) scanner.Finding {
		return scanner.Finding{RuleID: rule, Path: path, Line: line}
	}
	found := []scanner.Finding{f("a", "x", 1), f("a", "x", 1), f("b", "y", 7)}
	if err := CompareWant(found, []Want{{RuleID: "b", Path: "y", Line: 0}, {RuleID: "a", Path: "x", Line: 1}, {RuleID: "a", Path: "x", Line: 1}}); err != nil {
		t.Fatalf("CompareWant = %v", err)
	}
	err := CompareWant(found, []Want{{RuleID: "a", Path: "x", Line: 1}, {RuleID: "b", Path: "y", Line: 8}})
	if err == nil || !strings.Contains(err.Error(), "missing findings: b at y:8") ||
		!strings.Contains(err.Error(), "unexpected findings: a at x:1; b at y:7") {
		t.Fatalf("CompareWant = %v", err)
	}
}

func TestScanErrorIsCanceled(t *testing.T) {
	if !errors.Is(&ScanError{Code: "cancelled"}, context.Canceled) {
		t.Error("cancelled ScanError does not match context.Canceled")
	}
	if errors.Is(&ScanError{Code: "internal"}, context.Canceled) {
		t.Error("internal ScanError matches context.Canceled")
	}
}

func TestExecutableErrors(t *testing.T) {
	h := Executable(filepath.Join(t.TempDir(), "missing"))
	if _, err := h.Scan(t.Context(), t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "starting") {
		t.Fatalf("Scan of a missing executable = %v", err)
	}
	// /bin/sh speaks no protocol: it reads the request as a command and exits.
	sh := &ExecutableHarness{Path: "/bin/sh", Args: []string{"-c", "echo not-json"}}
	if _, err := sh.Scan(t.Context(), t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "protocol") {
		t.Fatalf("Scan of a non-protocol executable = %v", err)
	}
	// A scanner that hangs is stopped at the timeout and reaped.
	hang := &ExecutableHarness{Path: "/bin/sh", Args: []string{"-c", "exec sleep 60"}, Timeout: 50 * time.Millisecond, KillGrace: 50 * time.Millisecond}
	if _, err := hang.Scan(t.Context(), t.TempDir(), nil); !errors.Is(err, ErrTimeout) {
		t.Fatalf("Scan of a hanging executable = %v, want ErrTimeout", err)
	}
	// Output over the limit is an error.
	loud := &ExecutableHarness{Path: "/bin/sh", Args: []string{"-c", "while :; do printf '          '; done"}, MaxOutputBytes: 1 << 10}
	if _, err := loud.Scan(t.Context(), t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "over the harness limit") {
		t.Fatalf("Scan of a loud executable = %v", err)
	}
}

// TestShiftedOffsetsFail: a scanner whose every offset and column is one
// byte late (consistently, so its line and column agree with its offset)
// fails CheckFindings (its redacted match is not in the bytes it spans)
// and the case's Want, with a message naming the finding, the bytes it
// spans and where the file holds the match; one whose column disagrees
// with its offset fails CheckFindings.
func TestShiftedOffsetsFail(t *testing.T) {
	files := map[string]string{"a.env": "x=1\nkey=supersecret1\n"}
	want := []Want{{RuleID: "key", Path: "a.env", Line: 2, Column: 5, Text: "supersecret1"}}
	ws := writeWorkspace(t, files)
	found, err := InProcess(keyScanner{}).Scan(t.Context(), ws, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := CompareWantFiles(found, want, files); err != nil {
		t.Fatalf("the scanner as written: %v", err)
	}
	shifted := append([]scanner.Finding(nil), found...)
	for i := range shifted {
		shifted[i].StartOffset++
		shifted[i].EndOffset++
		shifted[i].Column++
	}
	// Without a Want, the redacted match gives the shift away: its kept
	// prefix is not in the bytes the offsets span.
	if errs := CheckFindings(ws, keyScanner{}.Info(), shifted, nil); len(errs) != 1 ||
		!strings.Contains(errs[0].Error(), `finding 0 (key at "a.env"): match "supe*****" is not in the bytes its offsets 9-21 span, "upersecret1\n"`) {
		t.Fatalf("CheckFindings of shifted findings = %v", errs)
	}
	err = CompareWantFiles(shifted, want, files)
	for _, part := range []string{"finding key at a.env:2:6", "column 6, want 5", `bytes [9,21) are "upersecret1\n", want "supersecret1"`, "holds at bytes [8,20)"} {
		if err == nil || !strings.Contains(err.Error(), part) {
			t.Fatalf("CompareWantFiles of shifted findings = %v, want it to say %q", err, part)
		}
	}
	// A column that disagrees with the offset.
	wrongCol := append([]scanner.Finding(nil), found...)
	wrongCol[0].Column = 4
	errs := CheckFindings(ws, keyScanner{}.Info(), wrongCol, nil)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "line 2 column 4, but its start offset 8 is at line 2 column 5") {
		t.Fatalf("CheckFindings of a wrong column = %v", errs)
	}
}

// TestNonASCIIRerunCatchesRuneOffsets: findings whose offsets count runes
// instead of bytes agree with the bytes of an ASCII file, and drift once a
// first line of non-ASCII text comes before them; compareMoved names the
// finding where it is and where it should be.
func TestNonASCIIRerunCatchesRuneOffsets(t *testing.T) {
	files := map[string]string{"a.env": "x=1\nkey=supersecret1\n"}
	scan := func(files map[string]string, runes bool) []scanner.Finding {
		found, err := InProcess(keyScanner{}).Scan(t.Context(), writeWorkspace(t, files), nil)
		if err != nil {
			t.Fatal(err)
		}
		if runes {
			data := files["a.env"]
			for i := range found {
				found[i].StartOffset = int64(utf8.RuneCountInString(data[:found[i].StartOffset]))
				found[i].EndOffset = int64(utf8.RuneCountInString(data[:found[i].EndOffset]))
			}
		}
		return found
	}
	moved := withFirstLine(files, nonASCIILine)
	n := int64(len(nonASCIILine))
	if err := compareMoved(scan(files, false), scan(moved, false), n); err != nil {
		t.Fatalf("a scanner counting bytes: %v", err)
	}
	err := compareMoved(scan(files, true), scan(moved, true), n)
	want := fmt.Sprintf(`missing finding key "a.env" line 3 column 5 bytes %d-%d`, 8+n, 20+n)
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "unexpected finding key") {
		t.Fatalf("compareMoved of rune offsets = %v, want it to say %q", err, want)
	}
}
