package pluginrpc

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"google.golang.org/grpc"

	pluginpb "github.com/sluicehq/sluice/internal/pluginrpc/proto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Client is the host side of the scanner service of one plugin process.
// Dispense PluginName from a go-plugin client to get one. Its methods are
// safe for concurrent use.
type Client struct {
	rpc pluginpb.ScannerClient
}

// Description is what a plugin says about itself in GetInfo.
type Description struct {
	// Protocol is the plugin's protocol version.
	Protocol int
	// Info is the scanner's self-description, validated.
	Info scanner.Info
	// Capabilities are what the plugin can do (its kind).
	Capabilities []string
	// MaxConcurrency is how many scans it runs at once, at least 1.
	MaxConcurrency int
}

// Describe calls GetInfo and checks the answer: the protocol version must
// be ProtocolVersion, the Info valid, the capabilities name the Info's
// kind and the concurrency be 1..MaxConcurrency. A violation is a
// *ProtocolError.
func (c *Client) Describe(ctx context.Context) (*Description, error) {
	resp, err := c.rpc.GetInfo(ctx, &pluginpb.GetInfoRequest{HostProtocol: ProtocolVersion})
	if err != nil {
		return nil, fmt.Errorf("plugin GetInfo: %w", err)
	}
	if resp.GetProtocol() != ProtocolVersion {
		return nil, protocolErrorf("plugin speaks protocol version %d, the host speaks %d", resp.GetProtocol(), ProtocolVersion)
	}
	if resp.GetInfo() == nil {
		return nil, protocolErrorf("GetInfo returned no info")
	}
	d := &Description{
		Protocol:       int(resp.GetProtocol()),
		Info:           infoFromProto(resp.GetInfo()),
		Capabilities:   resp.GetCapabilities(),
		MaxConcurrency: int(min(resp.GetMaxConcurrency(), MaxConcurrency+1)),
	}
	if err := d.Info.Validate(); err != nil {
		return nil, protocolErrorf("invalid info: %v", err)
	}
	if d.MaxConcurrency < 1 || d.MaxConcurrency > MaxConcurrency {
		return nil, protocolErrorf("max_concurrency %d is not in [1, %d]", resp.GetMaxConcurrency(), MaxConcurrency)
	}
	kindListed := false
	for _, c := range d.Capabilities {
		kindListed = kindListed || c == string(d.Info.Kind)
	}
	if !kindListed {
		return nil, protocolErrorf("capabilities %q do not include the scanner's kind %q", d.Capabilities, d.Info.Kind)
	}
	return d, nil
}

// Configure calls Configure with the operator's settings and the largest
// file a detector reads (0: the SDK default).
func (c *Client) Configure(ctx context.Context, settings map[string]string, maxFileBytes int64) error {
	if _, err := c.rpc.Configure(ctx, &pluginpb.ConfigureRequest{Settings: settings, MaxFileBytes: maxFileBytes}); err != nil {
		return fmt.Errorf("plugin Configure: %w", err)
	}
	return nil
}

// Shutdown asks the plugin to refuse new scans and to wait at most grace
// for those in flight. It returns how many were still running.
func (c *Client) Shutdown(ctx context.Context, grace time.Duration) (int, error) {
	resp, err := c.rpc.Shutdown(ctx, &pluginpb.ShutdownRequest{GraceMillis: grace.Milliseconds()})
	if err != nil {
		return 0, fmt.Errorf("plugin Shutdown: %w", err)
	}
	return int(resp.GetUnfinished()), nil
}

// ScanRequest is one job for Client.Scan.
type ScanRequest struct {
	Request scanner.Request
	// Workspace is the absolute path of the workspace.
	Workspace string
	// MaxFindings bounds the findings accepted; 0 means no bound. One more
	// finding than this is a protocol error.
	MaxFindings int64
	// CancelGrace is how long Scan waits, after ctx ends or out.Finding
	// fails, for the plugin to end the scan before it gives up with
	// ErrUnresponsive. Zero means 5 seconds.
	CancelGrace time.Duration
}

// DefaultCancelGrace is the default ScanRequest.CancelGrace.
const DefaultCancelGrace = 5 * time.Second

// Scan runs one scan and passes every event to out before it returns.
// It returns nil when the plugin ended the scan successfully; a
// *ScanError when the scanner reported a failure (a cancelled scan's
// ScanError matches context.Canceled); the error of out.Finding when that
// stopped the scan; a *ProtocolError for malformed or out-of-order events;
// ErrUnresponsive, joined with the reason for stopping, when a stopped scan
// did not end within the grace; otherwise the gRPC error.
func (c *Client) Scan(ctx context.Context, req *ScanRequest, out scanner.Reporter) error {
	grace := req.CancelGrace
	if grace <= 0 {
		grace = DefaultCancelGrace
	}
	// The stream outlives ctx by the grace, so a cancel can be delivered
	// and the plugin's answer read.
	streamCtx, abort := context.WithCancel(context.WithoutCancel(ctx))
	defer abort()
	stream, err := c.rpc.Scan(streamCtx, grpc.MaxCallRecvMsgSize(MaxMessageBytes))
	if err != nil {
		return fmt.Errorf("opening the scan stream: %w", err)
	}
	r := &req.Request
	err = stream.Send(&pluginpb.ScanInput{Input: &pluginpb.ScanInput_Start{Start: &pluginpb.ScanStart{
		JobId: r.JobID, Attempt: int32(r.Attempt), Options: r.Options,
		Workspace: req.Workspace, MaxFindings: req.MaxFindings,
	}}})
	if err != nil {
		return fmt.Errorf("sending the scan request: %w", scanStreamError(stream, err))
	}
	rs := &receiver{stream: stream, out: out, maxFindings: req.MaxFindings, sinkFailed: make(chan struct{})}
	recvDone := make(chan error, 1)
	go func() { recvDone <- rs.run() }()

	var stopped error // why the host stopped the scan, if it did
	stop := func(why error) <-chan time.Time {
		stopped = why
		_ = stream.Send(&pluginpb.ScanInput{Input: &pluginpb.ScanInput_Cancel{Cancel: &pluginpb.ScanCancel{Reason: Clip(why.Error(), MaxErrorMessage)}}})
		return time.After(grace)
	}
	var graceOver <-chan time.Time
	ctxDone, sinkFailed := ctx.Done(), rs.sinkFailed
	for {
		select {
		case err := <-recvDone:
			if stopped != nil && !errors.Is(err, stopped) && (err == nil || errors.Is(err, context.Canceled)) {
				// The plugin obeyed the cancel; report why it was sent.
				return stopped
			}
			return err
		case <-ctxDone:
			ctxDone = nil
			if graceOver == nil {
				graceOver = stop(context.Cause(ctx))
			}
		case <-sinkFailed:
			sinkFailed = nil
			if graceOver == nil {
				graceOver = stop(rs.sinkErr)
			}
		case <-graceOver:
			abort()
			<-recvDone
			return errors.Join(stopped, ErrUnresponsive)
		}
	}
}

// scanStreamError prefers the stream's final status to a bare io.EOF from
// Send.
func scanStreamError(stream pluginpb.Scanner_ScanClient, err error) error {
	if errors.Is(err, io.EOF) {
		if _, rerr := stream.Recv(); rerr != nil {
			return rerr
		}
	}
	return err
}

// receiver reads one scan stream and forwards its events.
type receiver struct {
	stream      pluginpb.Scanner_ScanClient
	out         scanner.Reporter
	maxFindings int64

	findings   int64
	sinkErr    error
	sinkFailed chan struct{}
}

// run reads events until the end event, and checks that nothing follows.
func (rs *receiver) run() error {
	for {
		ev, err := rs.stream.Recv()
		if err == io.EOF {
			return protocolErrorf("the scan stream closed without an end event after %d findings", rs.findings)
		}
		if err != nil {
			return err
		}
		switch e := ev.GetEvent().(type) {
		case *pluginpb.ScanEvent_Finding:
			if err := rs.finding(e.Finding); err != nil {
				return err
			}
		case *pluginpb.ScanEvent_Progress:
			p := e.Progress
			if p.GetFiles() < 0 || p.GetBytes() < 0 {
				return protocolErrorf("progress with negative counts (%d files, %d bytes)", p.GetFiles(), p.GetBytes())
			}
			rs.out.Progress(scanner.Progress{Files: p.GetFiles(), Bytes: p.GetBytes()})
		case *pluginpb.ScanEvent_Log:
			rs.out.Log(logLevel(e.Log.GetLevel()), Clip(e.Log.GetMessage(), MaxErrorMessage))
		case *pluginpb.ScanEvent_End:
			return rs.end(e.End)
		default:
			return protocolErrorf("an event of unknown type after %d findings", rs.findings)
		}
	}
}

func (rs *receiver) finding(pf *pluginpb.Finding) error {
	if pf == nil {
		return protocolErrorf("an empty finding event")
	}
	f := findingFromProto(pf)
	if err := f.Validate(); err != nil {
		return protocolErrorf("finding %d: %v", rs.findings+1, err)
	}
	rs.findings++
	if rs.maxFindings > 0 && rs.findings > rs.maxFindings {
		return protocolErrorf("more than the %d findings the host allowed", rs.maxFindings)
	}
	if rs.sinkErr != nil {
		return nil // already stopping; drop what is in flight
	}
	if err := rs.out.Finding(f); err != nil {
		rs.sinkErr = err
		close(rs.sinkFailed)
	}
	return nil
}

func (rs *receiver) end(e *pluginpb.ScanEnd) error {
	if e.GetFindings() != rs.findings {
		return protocolErrorf("end event counts %d findings, %d were sent", e.GetFindings(), rs.findings)
	}
	if _, err := rs.stream.Recv(); err != io.EOF {
		if err == nil {
			return protocolErrorf("an event after the end event")
		}
		return err
	}
	if rs.sinkErr != nil {
		return rs.sinkErr
	}
	switch code := e.GetErrorCode(); code {
	case "":
		return nil
	case codeBadRequest, codeInternal, codeLimit, codeCancelled:
		return &ScanError{Code: code, Message: Clip(e.GetErrorMessage(), MaxErrorMessage)}
	default:
		return protocolErrorf("end event with unknown error code %.40q", code)
	}
}

// logLevel maps a wire level to a scanner.Level; unknown levels are info.
func logLevel(s string) scanner.Level {
	switch l := scanner.Level(s); l {
	case scanner.LevelDebug, scanner.LevelInfo, scanner.LevelWarn, scanner.LevelError:
		return l
	}
	return scanner.LevelInfo
}
