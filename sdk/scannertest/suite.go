package scannertest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Case is one workspace and the exact findings a scanner must report on it.
type Case struct {
	// Name names the subtest.
	Name string
	// Files maps clean slash paths to file contents.
	Files map[string]string
	// Want lists the expected findings, in any order. The scanner must
	// report exactly these: no more, no fewer.
	Want []Want
	// Secrets are raw secret strings planted in Files. No finding's Match
	// or Message may contain one.
	Secrets []string
	// Request is the request to scan with; nil means a default one.
	Request *scanner.Request
	// NoNonASCIILine skips the rerun of the case with a line of non-ASCII
	// text put first in every file, for files whose format has no room
	// for one (JSON, a binary format).
	NoNonASCIILine bool
}

// Want is one expected finding. Write it with field names: fields may be
// added.
type Want struct {
	RuleID string
	Path   string
	// Line is the expected 1-based line; 0 accepts any line.
	Line int
	// Column is the expected 1-based column, in bytes; 0 accepts any.
	Column int
	// Text, when set, is exactly the bytes of the file the finding's
	// StartOffset and EndOffset must span (the raw match, before
	// redaction).
	Text string
}

func (w Want) String() string {
	s := fmt.Sprintf("%s at %s:%d", w.RuleID, w.Path, w.Line)
	if w.Column != 0 {
		s += fmt.Sprintf(":%d", w.Column)
	}
	if w.Text != "" {
		s += fmt.Sprintf(" spanning %q", w.Text)
	}
	return s
}

// Options tunes Run. The zero value uses the defaults.
type Options struct {
	// HugeFileBytes is the size of the huge-file check's file; zero means
	// DefaultHugeFileBytes (32 MiB), or ShortHugeFileBytes (4 MiB) under
	// go test -short.
	HugeFileBytes int64
	// Timeout bounds each harness call; zero means DefaultScanTimeout.
	Timeout time.Duration
}

// Default sizes of the huge-file check's file.
const (
	DefaultHugeFileBytes = 32 << 20
	ShortHugeFileBytes   = 4 << 20
)

// Run runs the conformance suite against the scanner behind h, with default
// Options. Each check is a subtest.
func Run(t *testing.T, h Harness, cases []Case) { RunOptions(t, h, cases, Options{}) }

// RunOptions is Run with options.
func RunOptions(t *testing.T, h Harness, cases []Case, opt Options) {
	t.Helper()
	if opt.HugeFileBytes == 0 {
		opt.HugeFileBytes = DefaultHugeFileBytes
		if testing.Short() {
			opt.HugeFileBytes = ShortHugeFileBytes
		}
	}
	opt.Timeout = cmpOr(opt.Timeout, DefaultScanTimeout)
	s := &suite{h: h, opt: opt}
	if !t.Run("info", s.checkInfo) {
		return // nothing else is meaningful
	}
	t.Run("empty workspace", func(t *testing.T) {
		f := s.scanOK(t, t.TempDir(), nil)
		if len(f) != 0 {
			t.Errorf("empty workspace: %d findings, want none: %+v", len(f), f)
		}
	})
	for _, c := range cases {
		t.Run("case/"+c.Name, func(t *testing.T) { s.checkCase(t, c) })
	}
	t.Run("huge file", s.checkHugeFile)
	t.Run("binary file", s.checkBinaryFile)
	t.Run("cancel", s.checkCancel)
}

type suite struct {
	h    Harness
	opt  Options
	info scanner.Info
}

func (s *suite) checkInfo(t *testing.T) {
	info, err := s.call(t, func(ctx context.Context) (any, error) { return s.h.Info(ctx) })
	if err != nil {
		t.Fatalf("Info: %v", err)
	}
	s.info = info.(scanner.Info)
	if err := s.info.Validate(); err != nil {
		t.Fatalf("Info: %v", err)
	}
}

func (s *suite) checkCase(t *testing.T, c Case) {
	ws := writeWorkspace(t, c.Files)
	first := s.scanOK(t, ws, c.Request)
	for _, err := range CheckFindings(ws, s.info, first, c.Secrets) {
		t.Error(err)
	}
	if err := CompareWantFiles(first, c.Want, c.Files); err != nil {
		t.Error(err)
	}
	// The same files with CRLF line ends: the same findings at the same
	// lines and columns, spanning the same bytes.
	if crlf := toCRLF(c.Files); crlf != nil {
		t.Run("crlf", func(t *testing.T) {
			ws := writeWorkspace(t, crlf)
			found := s.scanOK(t, ws, c.Request)
			for _, err := range CheckFindings(ws, s.info, found, c.Secrets) {
				t.Error(err)
			}
			if err := CompareWantFiles(found, c.Want, crlf); err != nil {
				t.Errorf("with CRLF line ends: %v", err)
			}
		})
	}
	// The same files behind a first line of non-ASCII text: every finding
	// one line down at the same column, its offsets moved by the line's
	// bytes. A scanner that counts runes or UTF-16 units where the format
	// counts bytes drifts here.
	if !c.NoNonASCIILine {
		t.Run("non-ascii", func(t *testing.T) {
			ws := writeWorkspace(t, withFirstLine(c.Files, nonASCIILine))
			found := s.scanOK(t, ws, c.Request)
			for _, err := range CheckFindings(ws, s.info, found, c.Secrets) {
				t.Error(err)
			}
			if err := compareMoved(first, found, int64(len(nonASCIILine))); err != nil {
				t.Errorf("behind a first line of %d bytes of non-ASCII text (%q): %v", len(nonASCIILine), nonASCIILine, err)
			}
		})
	}
	if again := s.scanOK(t, ws, c.Request); !reflect.DeepEqual(first, again) {
		t.Errorf("second scan of the same workspace differs (output must be deterministic):\nfirst:  %+v\nsecond: %+v", first, again)
	}
	if moved := s.scanOK(t, writeWorkspace(t, c.Files), c.Request); !reflect.DeepEqual(first, moved) {
		t.Errorf("scan of a copy of the workspace in another directory differs (are fingerprints or paths absolute?):\nfirst: %+v\ncopy:  %+v", first, moved)
	}
}

// hugeContent is size bytes of text lines, with the scanner's keywords
// sprinkled in about once per MiB so detectors see windows.
func hugeContent(size int64, keywords []string) []byte {
	line := []byte("the quick brown fox jumps over the lazy dog 0123456789 lorem ipsum dolor sit amet\n")
	b := make([]byte, 0, size)
	for i := 0; int64(len(b)) < size; i++ {
		if len(keywords) > 0 && i%12000 == 0 {
			b = append(b, keywords[(i/12000)%len(keywords)]...)
			b = append(b, ' ')
		}
		b = append(b, line...)
	}
	return b[:size]
}

func (s *suite) checkHugeFile(t *testing.T) {
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "huge.txt"), hugeContent(s.opt.HugeFileBytes, s.info.Keywords), 0o644); err != nil {
		t.Fatal(err)
	}
	found := s.scanOK(t, ws, nil)
	for _, err := range CheckFindings(ws, s.info, found, nil) {
		t.Error(err)
	}
}

func (s *suite) checkBinaryFile(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 1<<20)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	for i, kw := range s.info.Keywords {
		copy(data[(i*4099+17)%(len(data)-len(kw)):], kw)
	}
	ws := writeWorkspace(t, map[string]string{"bin/blob.dat": string(data), "bin/nul.txt": "\x00\x00\x00"})
	found := s.scanOK(t, ws, nil)
	for _, err := range CheckFindings(ws, s.info, found, nil) {
		t.Error(err)
	}
}

// checkCancel cancels a scan of a large workspace right after starting it:
// the scan must end within the timeout, either cancelled or finished.
func (s *suite) checkCancel(t *testing.T) {
	ws := t.TempDir()
	content := hugeContent(1<<20, s.info.Keywords)
	for i := range 64 {
		if err := os.WriteFile(filepath.Join(ws, fmt.Sprintf("f%02d.txt", i)), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() {
		_, err := s.h.Scan(ctx, ws, nil)
		done <- err
	}()
	cancel()
	timer := time.NewTimer(s.opt.Timeout)
	defer timer.Stop()
	select {
	case err := <-done:
		if err != nil && !errors.Is(err, context.Canceled) {
			t.Fatalf("cancelled scan returned %v, want nil or an error matching context.Canceled", err)
		}
		if err == nil {
			t.Log("the scan finished before it noticed the cancellation")
		}
	case <-timer.C:
		t.Fatalf("cancelled scan did not return within %v", s.opt.Timeout)
	}
}

// scanOK scans ws and fails the test on error.
func (s *suite) scanOK(t *testing.T, ws string, req *scanner.Request) []scanner.Finding {
	t.Helper()
	v, err := s.call(t, func(ctx context.Context) (any, error) { return s.h.Scan(ctx, ws, req) })
	if err != nil {
		t.Fatalf("Scan: %v", err)
	}
	f, _ := v.([]scanner.Finding)
	return f
}

// call runs fn with a context bounded by the timeout, and fails the test
// if fn ignores it.
func (s *suite) call(t *testing.T, fn func(context.Context) (any, error)) (any, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), s.opt.Timeout)
	defer cancel()
	type result struct {
		v   any
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := fn(ctx)
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
	}
	grace := time.NewTimer(DefaultKillGrace + 5*time.Second)
	defer grace.Stop()
	select {
	case r := <-done:
		return r.v, r.err
	case <-grace.C:
		t.Fatalf("harness call did not return within %v after its context ended", DefaultKillGrace+5*time.Second)
		return nil, nil
	}
}

// writeWorkspace writes files into a new temporary directory.
func writeWorkspace(t *testing.T, files map[string]string) string {
	t.Helper()
	ws := t.TempDir()
	for name, data := range files {
		if !fs.ValidPath(name) || name == "." {
			t.Fatalf("case file %q is not a clean relative slash path", name)
		}
		p := filepath.Join(ws, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ws
}

// CheckFindings returns every problem with findings reported for the
// workspace ws by a scanner described by info: a finding that does not
// validate, names a file that is not a regular file inside ws, has offsets
// past the end of the file, uses a rule not in info.Rules (when Rules is
// not empty), gives a line or column that is not its start offset's, or
// carries one of secrets in its Match or Message, or whose Match does not
// come from the bytes at its offsets (see checkMatch).
func CheckFindings(ws string, info scanner.Info, findings []scanner.Finding, secrets []string) []error {
	var errs []error
	fsys, err := dirfs.Open(ws)
	if err != nil {
		return []error{err}
	}
	defer fsys.Close()
	contents := map[string][]byte{} // the files findings name, each read once
	rules := map[string]bool{}
	for _, r := range info.Rules {
		rules[r.ID] = true
	}
	for i, f := range findings {
		at := fmt.Sprintf("finding %d (%s at %.200q)", i, f.RuleID, f.Path)
		if err := f.Validate(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", at, err))
			continue
		}
		st, err := fsys.Lstat(f.Path)
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("%s: path is not in the workspace: %w", at, err))
		case !st.Mode().IsRegular():
			errs = append(errs, fmt.Errorf("%s: path is not a regular file", at))
		case f.EndOffset > st.Size():
			errs = append(errs, fmt.Errorf("%s: end offset %d is past the file's %d bytes", at, f.EndOffset, st.Size()))
		case f.Line != 0 || f.Column != 0 || f.Match != "":
			data, ok := contents[f.Path]
			if !ok {
				if data, err = fs.ReadFile(fsys, f.Path); err != nil {
					errs = append(errs, fmt.Errorf("%s: %w", at, err))
					continue
				}
				contents[f.Path] = data
			}
			if err := checkPosition(data, f); err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", at, err))
			}
			if err := checkMatch(data, f); err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", at, err))
			}
		}
		if len(rules) > 0 && !rules[f.RuleID] {
			errs = append(errs, fmt.Errorf("%s: rule is not declared in Info.Rules", at))
		}
		for _, secret := range secrets {
			if secret != "" && (strings.Contains(f.Match, secret) || strings.Contains(f.Message, secret)) {
				errs = append(errs, fmt.Errorf("%s: match or message contains a raw secret (use scanner.Redact)", at))
			}
		}
	}
	return errs
}

// CompareWant reports the difference between findings and want, compared
// as multisets of (rule, path, line, column), where a want line or column
// of 0 matches any. It ignores Want.Text; CompareWantFiles checks it.
func CompareWant(findings []scanner.Finding, want []Want) error {
	return CompareWantFiles(findings, want, nil)
}

// CompareWantFiles is CompareWant that also holds each finding to its
// want's Text: the bytes of files[path] at the finding's offsets must be
// exactly Text. A finding that matches a want but for its bytes is named,
// with the byte range it reported and the range where the file holds
// Text, so that an offset off by one is plain.
func CompareWantFiles(findings []scanner.Finding, want []Want, files map[string]string) error {
	used := make([]bool, len(findings))
	var missing, wrongBytes []string
	for _, w := range want {
		hit, near := -1, -1
		for i, f := range findings {
			if used[i] || f.RuleID != w.RuleID || f.Path != w.Path || (w.Line != 0 && f.Line != w.Line) {
				continue
			}
			if w.Column != 0 && f.Column != w.Column || w.Text != "" && files != nil && spanned(files[f.Path], f) != w.Text {
				if near < 0 {
					near = i
				}
				continue
			}
			hit = i
			break
		}
		if hit < 0 && near >= 0 && files != nil {
			f := findings[near]
			used[near] = true
			wrongBytes = append(wrongBytes, describeMiss(f, w, files[f.Path]))
			continue
		}
		if hit < 0 {
			missing = append(missing, w.String())
			continue
		}
		used[hit] = true
	}
	var extra []string
	for i, f := range findings {
		if !used[i] {
			extra = append(extra, Want{RuleID: f.RuleID, Path: f.Path, Line: f.Line}.String())
		}
	}
	if len(missing) == 0 && len(extra) == 0 && len(wrongBytes) == 0 {
		return nil
	}
	var b bytes.Buffer
	for _, m := range wrongBytes {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(m)
	}
	if len(missing) > 0 {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "missing findings: %s", strings.Join(missing, "; "))
	}
	if len(extra) > 0 {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "unexpected findings: %s", strings.Join(extra, "; "))
	}
	return errors.New(b.String())
}

// spanned returns the bytes of data at f's offsets, or "" when they lie
// outside it.
func spanned(data string, f scanner.Finding) string {
	if f.StartOffset < 0 || f.EndOffset < f.StartOffset || f.EndOffset > int64(len(data)) {
		return ""
	}
	return data[f.StartOffset:f.EndOffset]
}

// describeMiss says how finding f differs from the want it nearly is: its
// column, and the bytes it spans against where data holds w.Text.
func describeMiss(f scanner.Finding, w Want, data string) string {
	msg := fmt.Sprintf("finding %s at %s:%d:%d: ", f.RuleID, f.Path, f.Line, f.Column)
	var parts []string
	if w.Column != 0 && f.Column != w.Column {
		parts = append(parts, fmt.Sprintf("column %d, want %d", f.Column, w.Column))
	}
	if w.Text != "" {
		if got := spanned(data, f); got != w.Text {
			where := "which the file does not hold"
			if i := nearest(data, w.Text, f.StartOffset); i >= 0 {
				where = fmt.Sprintf("which the file holds at bytes [%d,%d)", i, i+len(w.Text))
			}
			parts = append(parts, fmt.Sprintf("bytes [%d,%d) are %.80q, want %.80q, %s", f.StartOffset, f.EndOffset, got, w.Text, where))
		}
	}
	return msg + strings.Join(parts, "; ")
}

// nearest returns the offset of the occurrence of text in data closest
// to off, or -1.
func nearest(data, text string, off int64) int {
	best := -1
	for i := 0; ; {
		j := strings.Index(data[i:], text)
		if j < 0 {
			return best
		}
		at := i + j
		if best < 0 || abs(int64(at)-off) < abs(int64(best)-off) {
			best = at
		}
		i = at + 1
	}
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// toCRLF returns files with every LF line end turned into CRLF, or nil
// when no file has an LF line end.
func toCRLF(files map[string]string) map[string]string {
	out := make(map[string]string, len(files))
	changed := false
	for name, data := range files {
		if strings.Contains(data, "\n") && !strings.Contains(data, "\r") {
			data = strings.ReplaceAll(data, "\n", "\r\n")
			changed = true
		}
		out[name] = data
	}
	if !changed {
		return nil
	}
	return out
}

// checkPosition checks that f's line and column, where set, are those of
// its start offset in the file: lines end at LF, columns count bytes from
// 1.
func checkPosition(data []byte, f scanner.Finding) error {
	if f.StartOffset > int64(len(data)) {
		return nil // the size check reports it
	}
	before := data[:f.StartOffset]
	line := 1 + bytes.Count(before, []byte("\n"))
	col := int(f.StartOffset) - bytes.LastIndexByte(before, '\n')
	if f.Line != 0 && f.Line != line || f.Column != 0 && f.Column != col {
		return fmt.Errorf("line %d column %d, but its start offset %d is at line %d column %d of the file (lines end at LF, columns count bytes from 1)", f.Line, f.Column, f.StartOffset, line, col)
	}
	return nil
}

// redactedTail ends every Match that scanner.Redact made.
const redactedTail = "*****"

// checkMatch checks that f's Match comes from the bytes f's offsets span:
// a redacted Match (one ending in "*****", as scanner.Redact makes) keeps
// the first runes of the secret (control characters as '?') or a header,
// which must occur in those bytes; any other Match must occur in them
// whole. A finding whose offsets are shifted from
// where it matched fails here even when no Want states its position.
func checkMatch(data []byte, f scanner.Finding) error {
	if f.Match == "" || f.EndOffset > int64(len(data)) || f.StartOffset > f.EndOffset {
		return nil // the size and validation checks report bad offsets
	}
	span := data[f.StartOffset:f.EndOffset]
	kept, redacted := strings.CutSuffix(f.Match, redactedTail)
	kept = strings.TrimRight(kept, " ") // "<header> *****" keeps a header
	if !redacted {
		if bytes.Contains(span, []byte(f.Match)) {
			return nil
		}
	} else if containsRedacted(span, kept) {
		return nil
	}
	return fmt.Errorf("match %.80q is not in the bytes its offsets %d-%d span, %.80q", f.Match, f.StartOffset, f.EndOffset, span)
}

// containsRedacted reports whether kept, the runes scanner.Redact kept,
// occurs in span, with '?' in kept standing for a control character.
func containsRedacted(span []byte, kept string) bool {
	if !strings.Contains(kept, "?") {
		return bytes.Contains(span, []byte(kept))
	}
	for i := range span {
		rest := span[i:]
		ok := true
		for _, r := range kept {
			c, size := utf8.DecodeRune(rest)
			if size == 0 || c != r && !(r == '?' && (c < 0x20 || c == 0x7f)) {
				ok = false
				break
			}
			rest = rest[size:]
		}
		if ok {
			return true
		}
	}
	return false
}

// nonASCIILine is put first in every file by the non-ASCII rerun of a
// case: two-, three- and four-byte UTF-8 sequences.
const nonASCIILine = "# Ünïcödé — ✓ 𝄞 Grüße\n"

// withFirstLine returns files with line put before each one's content.
func withFirstLine(files map[string]string, line string) map[string]string {
	out := make(map[string]string, len(files))
	for name, data := range files {
		out[name] = line + data
	}
	return out
}

// compareMoved checks that moved are the findings first behind a first
// line of n bytes: the same rules and paths, each one line down at the
// same column, its offsets n bytes later.
func compareMoved(first, moved []scanner.Finding, n int64) error {
	if len(first) != len(moved) {
		return fmt.Errorf("%d findings, want the %d of the plain files", len(moved), len(first))
	}
	key := func(f scanner.Finding) string {
		return fmt.Sprintf("%s %q line %d column %d bytes %d-%d", f.RuleID, f.Path, f.Line, f.Column, f.StartOffset, f.EndOffset)
	}
	want := map[string]int{}
	for _, f := range first {
		if f.StartOffset == 0 && f.EndOffset == 0 && f.Line == 0 {
			// A finding about the file itself (a detector's path window,
			// scanner.Info.PathPatterns) does not move.
			want[key(f)]++
			continue
		}
		if f.Line != 0 {
			f.Line++
		}
		f.StartOffset += n
		f.EndOffset += n
		want[key(f)]++
	}
	var errs []error
	for _, f := range moved {
		k := key(f)
		if want[k] == 0 {
			errs = append(errs, fmt.Errorf("unexpected finding %s", k))
			continue
		}
		want[k]--
	}
	for k, left := range want {
		for range left {
			errs = append(errs, fmt.Errorf("missing finding %s", k))
		}
	}
	return errors.Join(errs...)
}
