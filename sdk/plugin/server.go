package plugin

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/pluginrpc"
	pluginpb "github.com/sluicehq/sluice/internal/pluginrpc/proto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Configurer is implemented by scanners that take operator settings. The
// plugin calls Configure once, before the first scan, with the settings of
// the host's configuration. An error fails the plugin's load.
type Configurer interface {
	Configure(ctx context.Context, settings map[string]string) error
}

// server implements pluginpb.ScannerServer for one scanner.
type server struct {
	pluginpb.UnimplementedScannerServer
	s       scanner.Scanner
	info    scanner.Info
	maxConc int

	// slots holds one token per scan in flight.
	slots chan struct{}

	mu           sync.Mutex
	configured   bool
	maxFileBytes int64
	draining     bool
	active       int
	idle         chan struct{} // closed when draining and active reaches 0
}

func newServer(s scanner.Scanner, info scanner.Info, maxConc int) *server {
	return &server{s: s, info: info, maxConc: maxConc, slots: make(chan struct{}, maxConc)}
}

// GetInfo implements pluginpb.ScannerServer.
func (sv *server) GetInfo(context.Context, *pluginpb.GetInfoRequest) (*pluginpb.GetInfoResponse, error) {
	return &pluginpb.GetInfoResponse{
		Protocol:       pluginrpc.ProtocolVersion,
		Info:           pluginrpc.InfoToProto(&sv.info),
		Capabilities:   []string{string(sv.info.Kind)},
		MaxConcurrency: uint32(sv.maxConc),
	}, nil
}

// Configure implements pluginpb.ScannerServer. A second call fails.
func (sv *server) Configure(ctx context.Context, req *pluginpb.ConfigureRequest) (*pluginpb.ConfigureResponse, error) {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if sv.configured {
		return nil, status.Error(codes.FailedPrecondition, "already configured")
	}
	if c, ok := sv.s.(Configurer); ok {
		if err := c.Configure(ctx, req.GetSettings()); err != nil {
			return nil, status.Errorf(codes.InvalidArgument, "configuring %s: %v", sv.info.Name, err)
		}
	}
	sv.maxFileBytes = req.GetMaxFileBytes()
	sv.configured = true
	return &pluginpb.ConfigureResponse{}, nil
}

// Shutdown implements pluginpb.ScannerServer: new scans are refused from
// now on, and it returns when no scan is in flight or the grace ends.
func (sv *server) Shutdown(ctx context.Context, req *pluginpb.ShutdownRequest) (*pluginpb.ShutdownResponse, error) {
	sv.mu.Lock()
	if !sv.draining {
		sv.draining = true
		sv.idle = make(chan struct{})
		if sv.active == 0 {
			close(sv.idle)
		}
	}
	idle := sv.idle
	sv.mu.Unlock()
	t := time.NewTimer(time.Duration(max(req.GetGraceMillis(), 0)) * time.Millisecond)
	defer t.Stop()
	select {
	case <-idle:
	case <-t.C:
	case <-ctx.Done():
	}
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return &pluginpb.ShutdownResponse{Unfinished: int32(sv.active)}, nil
}

// enter admits a scan, or says why not.
func (sv *server) enter() error {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	switch {
	case sv.draining:
		return status.Error(codes.Unavailable, "plugin is shutting down")
	case !sv.configured:
		return status.Error(codes.FailedPrecondition, "Configure was not called")
	}
	select {
	case sv.slots <- struct{}{}:
	default:
		return status.Errorf(codes.ResourceExhausted, "already running %d scans, the advertised maximum", sv.maxConc)
	}
	sv.active++
	return nil
}

func (sv *server) leave() {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	<-sv.slots
	sv.active--
	if sv.draining && sv.active == 0 {
		close(sv.idle)
	}
}

// Scan implements pluginpb.ScannerServer. It returns only after the
// scanner has returned, so the end of the stream tells the host that the
// scan is really over.
func (sv *server) Scan(stream pluginpb.Scanner_ScanServer) error {
	first, err := stream.Recv()
	if err != nil {
		return err
	}
	start := first.GetStart()
	if start == nil {
		return status.Error(codes.InvalidArgument, "the first message of a scan must be start")
	}
	if err := sv.enter(); err != nil {
		return err
	}
	defer sv.leave()

	ctx, cancel := context.WithCancel(stream.Context())
	defer cancel()
	go func() {
		// A cancel message, or the host going away, stops the scan.
		for {
			in, err := stream.Recv()
			if err != nil || in.GetCancel() != nil {
				cancel()
				return
			}
		}
	}()
	rep := &streamReporter{stream: stream, maxFindings: start.GetMaxFindings()}
	scanErr := sv.runScanner(ctx, start, rep)
	end := &pluginpb.ScanEnd{Findings: rep.findings.Load()}
	if scanErr != nil || ctx.Err() != nil {
		end.ErrorCode, end.ErrorMessage = pluginrpc.EndCode(ctx, scanErr)
	}
	return rep.send(&pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_End{End: end}})
}

// runScanner opens the workspace through a dirfs.FS (no symbolic link is
// followed; names that are not UTF-8 appear escaped) and runs the scanner,
// turning a panic into an error.
func (sv *server) runScanner(ctx context.Context, start *pluginpb.ScanStart, rep *streamReporter) (err error) {
	ws := start.GetWorkspace()
	if !filepath.IsAbs(ws) {
		return fmt.Errorf("workspace %.200q is not an absolute path: %w", ws, scanner.ErrBadRequest)
	}
	fsys, err := dirfs.Open(ws)
	if err != nil {
		return fmt.Errorf("opening the workspace: %w", err)
	}
	defer fsys.Close()
	req := &scanner.Request{JobID: start.GetJobId(), Attempt: int(start.GetAttempt()), Options: start.GetOptions()}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("scanner panicked: %v", p)
		}
	}()
	sv.mu.Lock()
	opt := detectengine.Options{MaxFileBytes: sv.maxFileBytes}
	sv.mu.Unlock()
	return detectengine.Scan(ctx, sv.s, fsys, req, rep, opt)
}

// streamReporter sends a scan's events on its stream. It is safe for
// concurrent use; gRPC streams are not, so sends are serialised.
type streamReporter struct {
	stream      pluginpb.Scanner_ScanServer
	maxFindings int64

	mu       sync.Mutex
	findings atomic.Int64
	failed   error
}

func (r *streamReporter) send(ev *pluginpb.ScanEvent) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed != nil {
		return r.failed
	}
	if err := r.stream.Send(ev); err != nil {
		r.failed = fmt.Errorf("sending to the host: %w", err)
		return r.failed
	}
	return nil
}

// Finding implements scanner.Reporter. It returns scanner.ErrLimit once
// the host's max_findings is reached.
func (r *streamReporter) Finding(f scanner.Finding) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed != nil {
		return r.failed
	}
	if r.maxFindings > 0 && r.findings.Load() >= r.maxFindings {
		return scanner.ErrLimit
	}
	if err := r.stream.Send(&pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_Finding{Finding: pluginrpc.FindingToProto(&f)}}); err != nil {
		r.failed = fmt.Errorf("sending to the host: %w", err)
		return r.failed
	}
	r.findings.Add(1)
	return nil
}

// Progress implements scanner.Reporter.
func (r *streamReporter) Progress(p scanner.Progress) {
	_ = r.send(&pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_Progress{Progress: &pluginpb.Progress{Files: p.Files, Bytes: p.Bytes}}})
}

// Log implements scanner.Reporter.
func (r *streamReporter) Log(level scanner.Level, msg string) {
	_ = r.send(&pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_Log{Log: &pluginpb.Log{Level: string(level), Message: pluginrpc.Clip(msg, pluginrpc.MaxErrorMessage)}}})
}

var (
	_ pluginpb.ScannerServer = (*server)(nil)
	_ scanner.Reporter       = (*streamReporter)(nil)
)
