package wasm

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Instance is one loaded WASM scanner. Scan and Info are safe for
// concurrent use.
type Instance struct {
	b       *Backend
	scanner backend.Scanner
	m       *wasmhost.Module
	closed  atomic.Bool
}

// Info returns the Info the module described itself with at Load.
func (in *Instance) Info() scanner.Info { return in.m.Info() }

// Scan runs the scanner over req.Workspace until it ends, ctx is done or
// req.Deadline passes. Every report reaches sink before Scan returns. A
// failure is a *backend.Failure: TimedOut at the deadline, Cancelled when
// ctx ends, OverLimit (memory, output, findings, finding size, or sink
// refusal), Protocol (malformed or invalid findings), ScannerErr (the
// scanner's own error), or Crashed (trap or exit).
func (in *Instance) Scan(ctx context.Context, req *backend.Request, sink backend.Sink) error {
	if in.closed.Load() {
		return &backend.Failure{Kind: backend.LoadFailed, Message: "instance of " + in.scanner.FullName() + " is closed", ExitCode: -1}
	}
	if err := ctx.Err(); err != nil {
		return &backend.Failure{Kind: backend.Cancelled, Message: "cancelled before the scanner started", ExitCode: -1, Err: err}
	}
	lim := req.Limits
	sr := &wasmhost.ScanRequest{
		Workspace: req.Workspace,
		Listing:   req.Listing,
		Request:   req.Scan,
		Deadline:  req.Deadline,
		Limits: wasmhost.Limits{
			MaxFindingBytes: int(in.b.MaxFindingBytes),
			MaxOutputBytes:  int64(in.b.MaxOutput),
			MaxCaptureBytes: lim.MaxCaptureBytes,
		},
		Detect: detectengine.Options{ChunkBytes: int(in.b.ChunkBytes), MaxFileBytes: lim.MaxFileBytes, NoPrefilter: !in.b.Prefilter,
			SkipBinary: in.b.SkipBinary},
	}
	if lim.MaxOutputBytes > 0 && lim.MaxOutputBytes < sr.Limits.MaxOutputBytes {
		sr.Limits.MaxOutputBytes = lim.MaxOutputBytes
	}
	return toFailure(in.m.Scan(ctx, sr, sink))
}

// WalksListing reports whether the scanner reads its workspace by the
// request's listing: a detector does (the host walks the workspace for
// it, by the listing when there is one); a tree scanner walks its files
// itself, through WASI.
func (in *Instance) WalksListing() bool { return in.m.Info().Kind == scanner.KindDetector }

// Close closes the module; later Scans fail. Call it after every Scan has
// returned. It is idempotent.
func (in *Instance) Close() error {
	if !in.closed.CompareAndSwap(false, true) {
		return nil
	}
	return in.m.Close(context.Background())
}

// toFailure maps a wasmhost error to a *backend.Failure.
func toFailure(err error) error {
	if err == nil {
		return nil
	}
	e := wasmhost.AsError(err)
	if e == nil {
		return backend.AsFailure(err)
	}
	f := &backend.Failure{Message: e.Message, ExitCode: -1, Stdout: e.Stdout, Stderr: e.Stderr, Err: e.Err}
	switch e.Kind {
	case wasmhost.KindLoad:
		f.Kind = backend.LoadFailed
	case wasmhost.KindCrashed:
		f.Kind = backend.Crashed
	case wasmhost.KindTimeout:
		f.Kind = backend.TimedOut
	case wasmhost.KindOverLimit:
		f.Kind = backend.OverLimit
	case wasmhost.KindProtocol:
		f.Kind = backend.Protocol
	case wasmhost.KindCancelled:
		f.Kind = backend.Cancelled
	case wasmhost.KindScanner:
		f.Kind = backend.ScannerErr
		switch e.Status {
		case wasmabi.StatusBadRequest:
			f.Err = errors.Join(scanner.ErrBadRequest, e.Err)
		case wasmabi.StatusLimit:
			f.Kind = backend.OverLimit
			f.Err = errors.Join(scanner.ErrLimit, e.Err)
		case wasmabi.StatusCancelled:
			f.Kind = backend.Cancelled
		}
	default:
		f.Kind = backend.Crashed
	}
	return f
}

// Interface guards.
var (
	_ backend.Instance      = (*Instance)(nil)
	_ backend.ListingWalker = (*Instance)(nil)
)
