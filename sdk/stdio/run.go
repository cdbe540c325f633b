package stdio

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/sluicehq/sluice/internal/datadir"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Exit codes of Main.
const (
	// exitOK means the protocol ran to its end: the last line on stdout is
	// "done" or "error".
	exitOK = 0
	// exitProtocol means the protocol itself failed: the request could not
	// be read, stdout could not be written, or the scanner's Info is
	// invalid. The reason is on stderr.
	exitProtocol = 2
)

// cancelGrace is how long RunFS waits, after its context ends (SIGTERM in
// Main), for the scanner to return before it writes "error" with code
// "cancelled" anyway and returns. Reports the scanner makes after that are
// refused.
const cancelGrace = time.Second

// Main runs s as a scanner executable and exits: when s is
// scanner.Configurable and the backend handed it data files, it first
// configures s with them; then it reads the scan
// request from stdin, scans the working directory (the workspace) through a view
// that never follows a symbolic link and names every file in valid UTF-8
// (a name that is not UTF-8 appears escaped; see docs/scanner-protocol.md),
// and writes the protocol to stdout. SIGTERM and SIGINT cancel the scan.
// The exit code is 0 whenever the protocol completed, even if the scan
// failed (the failure is in the "error" message), and 2 otherwise.
func Main(s scanner.Scanner) {
	configured, err := datadir.Configure(s)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: configuring the scanner from its data files: %v\n", s.Info().Name, err)
		os.Exit(exitProtocol)
	}
	s = configured
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	err = run(ctx, s, os.Stdin, os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", s.Info().Name, err)
		os.Exit(exitProtocol)
	}
	os.Exit(exitOK)
}

// run is Main without the process around it: it serves one scan of the
// working directory, reading the request from stdin and writing the
// protocol to stdout. It returns nil when the protocol completed (the scan
// itself may have failed and said so in an "error" message), and an error
// when the protocol could not be carried out.
func run(ctx context.Context, s scanner.Scanner, stdin io.Reader, stdout io.Writer) error {
	fsys, err := dirfs.Open(".")
	if err != nil {
		return RunFS(ctx, s, nil, stdin, stdout)
	}
	defer fsys.Close()
	return RunFS(ctx, s, fsys, stdin, stdout)
}

// RunFS is Main without the process around it, over the workspace fsys
// instead of the working directory: it reads the scan request from stdin
// and writes the protocol to stdout. It returns nil when the protocol
// completed (the scan itself may have failed and said so in an "error"
// message), and an error when the protocol could not be carried out. A nil
// fsys makes the scan fail with an "internal" error after "hello". Tree
// scanners get fsys as is; detectors run through the host's detector
// engine with its default options. When ctx ends, RunFS waits up to a
// second for the scanner to return, then writes "error" with code
// "cancelled" and refuses the scanner's later reports.
func RunFS(ctx context.Context, s scanner.Scanner, fsys fs.FS, stdin io.Reader, stdout io.Writer) error {
	info := s.Info()
	if err := info.Validate(); err != nil {
		return fmt.Errorf("scanner info: %w", err)
	}
	out := newSession(stdout)
	req, readErr := readRequest(ctx, stdin)
	out.mu.Lock()
	err := out.send(&lineproto.Message{Type: lineproto.TypeHello, Protocol: lineproto.ProtocolVersion, Info: &info}, true)
	out.mu.Unlock()
	if err != nil {
		return err
	}
	switch {
	case readErr == nil:
	case ctx.Err() != nil:
		return out.end(&lineproto.Message{Type: lineproto.TypeError, Code: lineproto.CodeCancelled, Message: "cancelled before the request arrived"})
	default:
		if err := out.end(&lineproto.Message{Type: lineproto.TypeError, Code: lineproto.CodeBadRequest, Message: clip(readErr.Error())}); err != nil {
			return err
		}
		return readErr
	}
	if fsys == nil {
		return out.end(&lineproto.Message{Type: lineproto.TypeError, Code: lineproto.CodeInternal, Message: "the working directory cannot be opened as the workspace"})
	}
	scanErr := scanWithGrace(ctx, s, fsys, req, out)
	if scanErr == nil && ctx.Err() == nil {
		return out.end(&lineproto.Message{Type: lineproto.TypeDone})
	}
	code := errorCode(ctx, scanErr)
	msg := "scan cancelled"
	if scanErr != nil && code != lineproto.CodeCancelled {
		msg = scanErr.Error()
	}
	return out.end(&lineproto.Message{Type: lineproto.TypeError, Code: code, Message: clip(msg)})
}

// readRequest reads the one "scan" message, giving up when ctx ends.
func readRequest(ctx context.Context, stdin io.Reader) (*scanner.Request, error) {
	type result struct {
		m   *lineproto.Message
		err error
	}
	done := make(chan result, 1)
	go func() {
		m, err := lineproto.NewReader(stdin).ReadMessage()
		done <- result{m, err}
	}()
	select {
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	case r := <-done:
		switch {
		case errors.Is(r.err, io.EOF):
			return nil, fmt.Errorf("%w: reading the scan request: stdin closed before a line", lineproto.ErrProtocol)
		case r.err != nil:
			return nil, fmt.Errorf("reading the scan request: %w", r.err)
		case r.m.Type != lineproto.TypeScan:
			return nil, fmt.Errorf("%w: reading the scan request: got a %q message, want %q", lineproto.ErrProtocol, r.m.Type, lineproto.TypeScan)
		}
		return r.m.Request, nil
	}
}

// scanWithGrace runs the scan and returns its error; when ctx ends it waits
// at most cancelGrace for the scanner to notice. A panic in the scanner is
// returned as an error.
func scanWithGrace(ctx context.Context, s scanner.Scanner, fsys fs.FS, req *scanner.Request, out *session) error {
	done := make(chan error, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- fmt.Errorf("scanner panicked: %v", p)
			}
		}()
		done <- detectengine.Scan(ctx, s, fsys, req, out, detectengine.Options{})
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	grace := time.NewTimer(cancelGrace)
	defer grace.Stop()
	select {
	case err := <-done:
		return err
	case <-grace.C:
		return context.Cause(ctx)
	}
}

// errorCode maps a scan's outcome to an "error" message code.
func errorCode(ctx context.Context, err error) string {
	switch {
	case ctx.Err() != nil, errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return lineproto.CodeCancelled
	case errors.Is(err, scanner.ErrBadRequest):
		return lineproto.CodeBadRequest
	case errors.Is(err, scanner.ErrLimit):
		return lineproto.CodeLimit
	}
	return lineproto.CodeInternal
}
