//go:build linux

package goplugin

import (
	"context"
	"errors"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// classify turns the outcome of Client.Scan into nil or a
// *backend.Failure with the process's captured stderr.
func (in *Instance) classify(ctx context.Context, p *process, err error, captureBytes int) *backend.Failure {
	if err == nil {
		return nil
	}
	f := &backend.Failure{ExitCode: -1, Err: err}
	var (
		se *pluginrpc.ScanError
		pe *pluginrpc.ProtocolError
	)
	switch {
	case errors.As(err, &pe):
		f.Kind, f.Message = backend.Protocol, "plugin broke the protocol"
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		f.Kind, f.Message = backend.TimedOut, "the scan deadline passed"
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		f.Kind, f.Message = backend.Cancelled, "the worker cancelled the scan"
	case errors.As(err, &se):
		f.Kind, f.Message = backend.ScannerErr, "scanner reported an error"
		switch se.Code {
		case "bad_request":
			f.Err = errors.Join(err, scanner.ErrBadRequest)
		case "limit":
			f.Kind, f.Err = backend.OverLimit, errors.Join(err, scanner.ErrLimit)
		}
	case ctx.Err() == nil && isSinkError(err):
		f.Kind, f.Message = backend.OverLimit, "the result sink refused a finding"
	default:
		// A transport error: the process crashed unless it is still alive
		// after a short wait; then the plugin sent something gRPC refused.
		if in.waitExit(p) {
			f.Kind, f.Message = backend.Crashed, "plugin process "+p.exitMessage()
		} else if c := status.Code(err); c == codes.ResourceExhausted || c == codes.Internal || c == codes.Unknown || c == codes.InvalidArgument || c == codes.FailedPrecondition {
			f.Kind, f.Message = backend.Protocol, "plugin failed the scan call"
		} else {
			f.Kind, f.Message = backend.Crashed, "plugin connection failed"
		}
	}
	if errors.Is(err, pluginrpc.ErrUnresponsive) {
		f.Message += "; the plugin did not end the scan within the grace period and is recycled"
	}
	f.Stderr = hostproc.ClipMiddle(p.stderr.Bytes(), captureBytes)
	return f
}

// sinkError marks an error returned by the backend.Sink.
type sinkError struct{ err error }

func (e *sinkError) Error() string { return "sink: " + e.err.Error() }
func (e *sinkError) Unwrap() error { return e.err }

// isSinkError reports whether err came from the sink.
func isSinkError(err error) bool {
	var se *sinkError
	return errors.As(err, &se)
}

// waitExit waits up to kill_grace for p to exit and reports whether it did.
func (in *Instance) waitExit(p *process) bool {
	t := time.NewTimer(in.b.KillGrace.D())
	defer t.Stop()
	select {
	case <-p.exited:
		return true
	case <-t.C:
		return false
	}
}

// exitMessage describes how the process ended.
func (p *process) exitMessage() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.exitMsg
}
