//go:build linux

package subprocess

import (
	"context"
	"os"
	"sync/atomic"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// probeJobID is the job id the describe probe sends to the scanner.
const probeJobID = "sluice-probe"

// Instance is one loaded scanner executable. Each Scan starts a fresh
// process. Scan and Info are safe for concurrent use.
type Instance struct {
	b       *Backend
	scanner backend.Scanner
	entry   *hostproc.Entry
	// data are the scanner's data files, for every run.
	data *hostproc.DataFiles
	// info is the scanner's validated Info from the probe or the first
	// hello; until then it only carries the manifest's name.
	info      atomic.Pointer[scanner.Info]
	infoKnown atomic.Bool
	closed    atomic.Bool
}

// Info returns the scanner's self-description from the describe probe, or,
// with probe = false, from the first run's hello (before that, only Name is
// set).
func (in *Instance) Info() scanner.Info { return *in.info.Load() }

// Digest returns the sha256 of the entry file as Load hashed it.
func (in *Instance) Digest() string { return in.entry.Digest }

// Scan runs the scanner once over req.Workspace and returns nil when it
// sent done with the right count and exited 0. Otherwise it returns a
// *backend.Failure. Every finding, progress and log message is passed to
// sink before Scan returns; none after. Zero fields of req.Limits take the
// backend defaults (DefaultMaxOutputBytes,
// DefaultMaxCaptureBytes, kill_grace). A zero req.Deadline means only ctx
// bounds the run.
func (in *Instance) Scan(ctx context.Context, req *backend.Request, sink backend.Sink) error {
	if in.closed.Load() {
		return &backend.Failure{Kind: backend.LoadFailed, Message: "instance of " + in.scanner.FullName() + " is closed"}
	}
	if err := ctx.Err(); err != nil {
		return &backend.Failure{Kind: backend.Cancelled, Message: "cancelled before the scanner started", ExitCode: -1, Err: err}
	}
	r := &run{in: in, req: req, sink: sink, limits: in.effectiveLimits(req.Limits)}
	return r.execute(ctx)
}

// Close marks the instance closed; later Scans fail. Runs in progress are
// not affected. It is idempotent.
func (in *Instance) Close() error {
	if !in.closed.Swap(true) {
		in.data.Close()
	}
	return nil
}

func (in *Instance) effectiveLimits(l backend.Limits) backend.Limits {
	if l.MaxOutputBytes <= 0 {
		l.MaxOutputBytes = DefaultMaxOutputBytes
	}
	if l.MaxCaptureBytes <= 0 {
		l.MaxCaptureBytes = DefaultMaxCaptureBytes
	}
	if l.KillGrace <= 0 {
		l.KillGrace = in.b.KillGrace.D()
	}
	return l
}

// learnInfo records info from a valid hello the first time one is seen.
func (in *Instance) learnInfo(info *scanner.Info) {
	if in.infoKnown.CompareAndSwap(false, true) {
		in.info.Store(info)
	}
}

// probe runs one scan over an empty private workspace so that Info is
// known and checked before any job runs. It is bounded by ProbeTimeout.
func (in *Instance) probe(ctx context.Context) error {
	ws, err := os.MkdirTemp(in.b.runsDir, "probe-")
	if err != nil {
		return loadFailure(&in.scanner, err)
	}
	defer removeTree(ws)
	deadline := time.Now().Add(ProbeTimeout)
	req := &backend.Request{
		Generation: "probe",
		Workspace:  ws,
		Deadline:   deadline,
		Scan:       scanner.Request{JobID: probeJobID, Attempt: 1},
	}
	if err := in.Scan(ctx, req, discardSink{}); err != nil {
		f := backend.AsFailure(err)
		f.Message = "describe probe of " + in.scanner.FullName() + ": " + f.Message
		return f
	}
	return nil
}

// discardSink drops everything; the probe only wants the hello.
type discardSink struct{}

func (discardSink) Finding(scanner.Finding) error { return nil }
func (discardSink) Progress(scanner.Progress)     {}
func (discardSink) Log(scanner.Level, string)     {}

// Interface guards.
var (
	_ backend.Instance = (*Instance)(nil)
	_ backend.Sink     = discardSink{}
)
