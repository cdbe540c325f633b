package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// TestScanProgressOnTerminal runs `worker scan` with stderr on a pseudo
// terminal: the progress bar is drawn there (files and bytes scanned) and
// cleared, while the findings still go to stdout, a pipe. TestBuiltinScan
// checks nothing is drawn when stderr is a pipe.
func TestScanProgressOnTerminal(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	corpus, err := filepath.Abs(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo terminal: %v", err)
	}
	defer ptmx.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 24, Cols: 120}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "scan", "--format", "json", corpus)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, tty
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tty.Close() // the child holds its own copy
	var term bytes.Buffer
	copied := make(chan error, 1)
	go func() {
		_, err := io.Copy(&term, ptmx) // ends with EIO once the child exits
		copied <- err
	}()
	werr := cmd.Wait()
	<-copied
	if werr != nil {
		t.Fatalf("scan: %v\nterminal: %q", werr, term.String())
	}
	out := term.String()
	for _, want := range []string{"\r\x1b[Kscanning [", " files, ", " jobs, ", "findings in 1 target"} {
		if !strings.Contains(out, want) {
			t.Errorf("terminal output lacks %q:\n%q", want, out)
		}
	}
	if strings.Contains(out, "compiling") {
		t.Errorf("a scan with the compiled scanner in its cache says it compiles:\n%q", out)
	}
	if !strings.Contains(stdout.String(), `"rule_id"`) {
		t.Errorf("no findings on stdout: %q", stdout.String())
	}
}

// TestScanCompileNotice: the first scan after install, at a terminal,
// says once that it is compiling the scanner and that the result is
// cached, instead of seconds of silence; a scan whose cache holds the
// compiled scanner says nothing of it (TestScanProgressOnTerminal).
// The first scan is the one warmBuiltinCache runs on a pseudo terminal.
func TestScanCompileNotice(t *testing.T) {
	t.Parallel()
	warmBuiltinCache(t, t.TempDir())
	if warm.terminal == "" {
		t.Skip("no pseudo terminal on this machine: the first scan ran on a pipe")
	}
	const notice = "worker scan: compiling builtin/secrets to machine code for this computer: this takes a few seconds, once (the code is cached in "
	if n := strings.Count(warm.terminal, notice); n != 1 {
		t.Errorf("the first scan at a terminal printed the compile notice %d times, want once:\n%q", n, warm.terminal)
	}
}

// TestScanProgressCountsEveryFile scans a tree of thousands of files with
// stderr on a pseudo terminal: the last frame of the progress bar, drawn
// once the scan ended, counts every file and byte of the tree, at 100%.
// (The bar used to come from progress samples the transport saw, and
// ended at "64 files, 334.6 KiB of 121.7 MiB" on a 121 MiB tree.)
func TestScanProgressCountsEveryFile(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	tree := filepath.Join(dir, "tree")
	const files = 3000
	for i := range files {
		sub := filepath.Join(tree, fmt.Sprintf("d%02d", i%40), fmt.Sprintf("e%d", i%7))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		body := strings.Repeat(fmt.Sprintf("line %d of a file with nothing secret in it\n", i), 1+i%50)
		if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("f%d.txt", i)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo terminal: %v", err)
	}
	defer ptmx.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 24, Cols: 160}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "scan", "--format", "json", tree)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	cmd.Stdout, cmd.Stderr = io.Discard, tty
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tty.Close()
	var term bytes.Buffer
	copied := make(chan error, 1)
	go func() {
		_, err := io.Copy(&term, ptmx)
		copied <- err
	}()
	werr := cmd.Wait()
	<-copied
	if werr != nil {
		t.Fatalf("scan: %v\nterminal: %q", werr, term.String())
	}
	var last string
	for _, frame := range strings.Split(term.String(), "\r\x1b[K") {
		if strings.HasPrefix(frame, "scanning") {
			last = frame
		}
	}
	// " 100% 3,000 files, 2.3 MiB of 2.3 MiB, ..., 1/1 jobs, 0 findings"
	m := regexp.MustCompile(`(\d+)% ([\d,]+) files, ([^,]+) of ([^,]+), .*1/1 jobs`).FindStringSubmatch(last)
	if m == nil || m[1] != "100" || m[2] != "3,000" || m[3] != m[4] {
		t.Errorf("last progress frame %q: want 100%%, 3,000 files and every byte of the tree", last)
	}
}
