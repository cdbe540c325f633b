package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// TestScanProgressOnTerminal runs `worker scan` with stderr on a pseudo
// terminal: the progress bar is drawn there (files and bytes scanned) and
// cleared, while the findings still go to stdout, a pipe. TestBuiltinScan
// checks nothing is drawn when stderr is a pipe.
func TestScanProgressOnTerminal(t *testing.T) {
	bin := workerBinary(t)
	dir := t.TempDir()
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
	if !strings.Contains(stdout.String(), `"rule_id"`) {
		t.Errorf("no findings on stdout: %q", stdout.String())
	}
}
