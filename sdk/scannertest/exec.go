package scannertest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"

	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Defaults of ExecutableHarness.
const (
	// DefaultScanTimeout bounds one run of the executable.
	DefaultScanTimeout = 2 * time.Minute
	// DefaultKillGrace is the time between SIGTERM and SIGKILL.
	DefaultKillGrace = 5 * time.Second
	// DefaultMaxOutputBytes bounds the protocol bytes read from stdout.
	DefaultMaxOutputBytes = 64 << 20
	// MaxStderrBytes is how much of stderr is kept for error messages.
	MaxStderrBytes = 16 << 10
)

// ErrTimeout is returned when the executable did not finish within
// ExecutableHarness.Timeout.
var ErrTimeout = errors.New("scanner did not finish within the harness timeout")

// ExecutableHarness runs a scanner executable that speaks the line protocol
// of sdk/stdio: one process per scan, the workspace as its working
// directory, a fixed small environment, its own process group (unix), and
// bounded output. When the scan's context ends the group gets SIGTERM, then
// SIGKILL after KillGrace; every process is reaped before Scan returns.
type ExecutableHarness struct {
	// Path is the executable.
	Path string
	// Args are extra command-line arguments.
	Args []string
	// Env is the complete environment. Nil means PATH=/usr/bin:/bin and
	// LANG=C.UTF-8 only.
	Env []string
	// Timeout bounds each run; zero means DefaultScanTimeout (2 minutes).
	Timeout time.Duration
	// KillGrace is the time between SIGTERM and SIGKILL; zero means
	// DefaultKillGrace (5 seconds).
	KillGrace time.Duration
	// MaxOutputBytes bounds stdout; zero means DefaultMaxOutputBytes (64 MiB).
	MaxOutputBytes int64
}

// Executable returns a Harness for the scanner executable at path, with the
// default limits.
func Executable(path string) *ExecutableHarness { return &ExecutableHarness{Path: path} }

// Info runs the executable once over an empty temporary workspace and
// returns the Info from its "hello".
func (h *ExecutableHarness) Info(ctx context.Context) (scanner.Info, error) {
	dir, err := os.MkdirTemp("", "scannertest-empty-")
	if err != nil {
		return scanner.Info{}, err
	}
	defer os.RemoveAll(dir)
	info, _, err := h.run(ctx, dir, &scanner.Request{JobID: "info", Attempt: 1})
	if info == nil {
		return scanner.Info{}, err
	}
	return *info, err
}

// Scan runs the executable over workspace.
func (h *ExecutableHarness) Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error) {
	_, findings, err := h.run(ctx, workspace, req)
	return findings, err
}

func (h *ExecutableHarness) run(ctx context.Context, workspace string, req *scanner.Request) (*scanner.Info, []scanner.Finding, error) {
	timeout := cmpOr(h.Timeout, DefaultScanTimeout)
	ctx, cancel := context.WithTimeoutCause(ctx, timeout, ErrTimeout)
	defer cancel()
	if req == nil {
		req = &scanner.Request{JobID: "scannertest", Attempt: 1}
	}
	line, err := lineproto.Encode(&lineproto.Message{Type: lineproto.TypeScan, Protocol: lineproto.ProtocolVersion, Request: req})
	if err != nil {
		return nil, nil, err
	}
	cmd := exec.CommandContext(ctx, h.Path, h.Args...)
	cmd.Dir = workspace
	cmd.Env = h.Env
	if cmd.Env == nil {
		cmd.Env = []string{"PATH=/usr/bin:/bin", "LANG=C.UTF-8"}
	}
	cmd.Stdin = bytes.NewReader(line)
	stderr := &headBuffer{max: MaxStderrBytes}
	cmd.Stderr = stderr
	inGroup(cmd)
	cmd.Cancel = func() error { return terminate(cmd) }
	cmd.WaitDelay = cmpOr(h.KillGrace, DefaultKillGrace)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, nil, fmt.Errorf("starting %s: %w", h.Path, err)
	}
	maxOut := h.MaxOutputBytes
	if maxOut == 0 {
		maxOut = DefaultMaxOutputBytes
	}
	info, findings, protoErr := readTranscript(lineproto.NewReader(&limitedReader{r: stdout, n: maxOut}))
	if protoErr != nil {
		// Stop a scanner that broke the protocol before waiting for it.
		killGroup(cmd)
	}
	waitErr := cmd.Wait()
	killGroup(cmd) // anything the scanner left behind in its group
	if cause := context.Cause(ctx); errors.Is(cause, ErrTimeout) {
		return info, findings, fmt.Errorf("%w (%v)", ErrTimeout, timeout)
	}
	var scanErr *ScanError
	if ctx.Err() != nil && !errors.As(protoErr, &scanErr) && (protoErr != nil || waitErr != nil) {
		return info, findings, fmt.Errorf("scan cancelled: %w (protocol: %v, exit: %v)", context.Cause(ctx), protoErr, waitErr)
	}
	switch {
	case errors.As(protoErr, &scanErr):
		if waitErr != nil {
			return info, findings, fmt.Errorf("%w; then exited with %v", scanErr, waitErr)
		}
		return info, findings, scanErr
	case protoErr != nil:
		return info, findings, fmt.Errorf("protocol: %w (exit: %v, stderr: %q)", protoErr, waitErr, stderr.String())
	case waitErr != nil:
		return info, findings, fmt.Errorf("scanner exited with %v after done (stderr: %q)", waitErr, stderr.String())
	}
	return info, findings, nil
}

// readTranscript reads the scanner's messages in protocol order until EOF.
// A scanner "error" message comes back as a *ScanError.
func readTranscript(r *lineproto.Reader) (*scanner.Info, []scanner.Finding, error) {
	var order lineproto.Order
	var info *scanner.Info
	var findings []scanner.Finding
	var scanErr *ScanError
	for {
		m, err := r.ReadMessage()
		if errors.Is(err, io.EOF) {
			if !order.Ended() {
				return info, findings, fmt.Errorf("%w: output ended before done or error", lineproto.ErrProtocol)
			}
			if scanErr != nil {
				return info, findings, scanErr
			}
			return info, findings, nil
		}
		if err != nil {
			return info, findings, err
		}
		if err := order.Check(m); err != nil {
			return info, findings, err
		}
		switch m.Type {
		case lineproto.TypeHello:
			info = m.Info
		case lineproto.TypeFinding:
			findings = append(findings, *m.Finding)
		case lineproto.TypeError:
			scanErr = &ScanError{Code: m.Code, Message: m.Message}
		}
	}
}

// limitedReader fails, rather than pretending EOF, past n bytes.
type limitedReader struct {
	r io.Reader
	n int64
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, errors.New("scanner output is over the harness limit")
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	n, err := l.r.Read(p)
	l.n -= int64(n)
	return n, err
}

// headBuffer keeps the first max bytes written to it.
type headBuffer struct {
	buf bytes.Buffer
	max int
}

func (b *headBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (b *headBuffer) String() string { return b.buf.String() }

func cmpOr(d, def time.Duration) time.Duration {
	if d == 0 {
		return def
	}
	return d
}
