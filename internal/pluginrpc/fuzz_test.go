package pluginrpc

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/protobuf/proto"

	pluginpb "github.com/sluicehq/sluice/internal/pluginrpc/proto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// fakeStream replays decoded events as a scan stream, then io.EOF.
type fakeStream struct {
	grpc.ClientStream // nil: only Recv is used by the receiver
	events            []*pluginpb.ScanEvent
	next              int
}

func (s *fakeStream) Recv() (*pluginpb.ScanEvent, error) {
	if s.next >= len(s.events) {
		return nil, io.EOF
	}
	s.next++
	return s.events[s.next-1], nil
}

func (s *fakeStream) Send(*pluginpb.ScanInput) error { return nil }

// checkingSink records what the receiver passes on and refuses findings
// after limit (0: never).
type checkingSink struct {
	t        *testing.T
	findings int
	limit    int
}

var errSinkFull = errors.New("sink full")

func (s *checkingSink) Finding(f scanner.Finding) error {
	if err := f.Validate(); err != nil {
		s.t.Fatalf("receiver passed on an invalid finding %+v: %v", f, err)
	}
	s.findings++
	if s.limit > 0 && s.findings > s.limit {
		return errSinkFull
	}
	return nil
}

func (s *checkingSink) Progress(p scanner.Progress) {
	if p.Files < 0 || p.Bytes < 0 {
		s.t.Fatalf("receiver passed on negative progress %+v", p)
	}
}

func (s *checkingSink) Log(l scanner.Level, msg string) {
	switch l {
	case scanner.LevelDebug, scanner.LevelInfo, scanner.LevelWarn, scanner.LevelError:
	default:
		s.t.Fatalf("receiver passed on log level %q", l)
	}
	if len(msg) > MaxErrorMessage {
		s.t.Fatalf("receiver passed on a %d-byte log message, over %d", len(msg), MaxErrorMessage)
	}
}

// encodeEvents frames events as the fuzz input format: a uvarint length
// before each marshalled ScanEvent.
func encodeEvents(tb testing.TB, evs ...*pluginpb.ScanEvent) []byte {
	var out []byte
	for _, ev := range evs {
		b, err := proto.Marshal(ev)
		if err != nil {
			tb.Fatal(err)
		}
		out = binary.AppendUvarint(out, uint64(len(b)))
		out = append(out, b...)
	}
	return out
}

// decodeEvents reverses encodeEvents; a frame that does not unmarshal
// becomes an empty event (no oneof set), which the receiver must refuse.
func decodeEvents(data []byte) []*pluginpb.ScanEvent {
	var evs []*pluginpb.ScanEvent
	for len(data) > 0 && len(evs) < 1000 {
		n, k := binary.Uvarint(data)
		if k <= 0 || n > uint64(len(data)-k) {
			break
		}
		ev := &pluginpb.ScanEvent{}
		if proto.Unmarshal(data[k:k+int(n)], ev) != nil {
			ev = &pluginpb.ScanEvent{}
		}
		evs = append(evs, ev)
		data = data[k+int(n):]
	}
	return evs
}

func findingEvent(path string) *pluginpb.ScanEvent {
	f := scanner.Finding{RuleID: "r", Path: path, StartOffset: 0, EndOffset: 1, Severity: scanner.SeverityLow,
		Fingerprint: scanner.Fingerprint("r", path, []byte("x"))}
	return &pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_Finding{Finding: FindingToProto(&f)}}
}

func endEvent(n int64, code string) *pluginpb.ScanEvent {
	return &pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_End{End: &pluginpb.ScanEnd{Findings: n, ErrorCode: code}}}
}

// FuzzEvents feeds arbitrary decoded scan streams to the host's receiver
// and checks its contract: it never panics, passes on only valid findings,
// non-negative progress and bounded logs, never more findings than the
// host allowed, and succeeds only for a stream that ends with exactly one
// error-free end event whose count matches the findings sent.
func FuzzEvents(f *testing.F) {
	progress := &pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_Progress{Progress: &pluginpb.Progress{Files: 1, Bytes: 10}}}
	logEv := &pluginpb.ScanEvent{Event: &pluginpb.ScanEvent_Log{Log: &pluginpb.Log{Level: "warn", Message: "hi"}}}
	f.Add(uint8(0), encodeEvents(f, findingEvent("a.txt"), progress, logEv, endEvent(1, "")))
	f.Add(uint8(1), encodeEvents(f, findingEvent("a.txt"), findingEvent("b.txt"), endEvent(2, "")))
	f.Add(uint8(0), encodeEvents(f, findingEvent("../escape"), endEvent(1, "")))
	f.Add(uint8(0), encodeEvents(f, endEvent(0, "limit")))
	f.Add(uint8(0), encodeEvents(f, endEvent(0, "bogus")))
	f.Add(uint8(0), encodeEvents(f, endEvent(3, "")))
	f.Add(uint8(0), encodeEvents(f, endEvent(0, ""), progress))
	f.Add(uint8(0x12), encodeEvents(f, findingEvent("a"), findingEvent("b"), findingEvent("c"), endEvent(3, "")))
	f.Add(uint8(0), []byte{0x03, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, knobs uint8, data []byte) {
		evs := decodeEvents(data)
		maxFindings := int64(knobs & 0x0f)
		sink := &checkingSink{t: t, limit: int(knobs >> 4)}
		stream := &fakeStream{events: evs}
		rs := &receiver{stream: stream, out: sink, maxFindings: maxFindings, sinkFailed: make(chan struct{})}
		err := rs.run()
		if maxFindings > 0 && rs.findings > maxFindings+1 {
			t.Fatalf("receiver read %d findings, the host allowed %d", rs.findings, maxFindings)
		}
		var (
			pe *ProtocolError
			se *ScanError
		)
		switch {
		case err == nil:
			last := evs[stream.next-1]
			end := last.GetEnd()
			if end == nil || end.GetErrorCode() != "" || end.GetFindings() != rs.findings || stream.next != len(evs) {
				t.Fatalf("success for a stream not ending in one clean end event: %d of %d events read, last %v", stream.next, len(evs), last)
			}
			if maxFindings > 0 && rs.findings > maxFindings {
				t.Fatalf("success with %d findings over the %d allowed", rs.findings, maxFindings)
			}
			if int64(sink.findings) != rs.findings {
				t.Fatalf("success but the sink saw %d of %d findings", sink.findings, rs.findings)
			}
		case errors.As(err, &pe), errors.As(err, &se), errors.Is(err, errSinkFull):
		default:
			t.Fatalf("unexpected error type %T: %v", err, err)
		}
	})
}

// fakeInfoClient answers GetInfo with a fixed response.
type fakeInfoClient struct {
	pluginpb.ScannerClient
	resp *pluginpb.GetInfoResponse
}

func (c fakeInfoClient) GetInfo(context.Context, *pluginpb.GetInfoRequest, ...grpc.CallOption) (*pluginpb.GetInfoResponse, error) {
	return c.resp, nil
}

// FuzzDescribe feeds arbitrary GetInfo answers to Client.Describe: it
// never panics, and an accepted Description has a valid Info, the host's
// protocol version, a concurrency in [1, MaxConcurrency] and lists its kind.
func FuzzDescribe(f *testing.F) {
	good, _ := proto.Marshal(&pluginpb.GetInfoResponse{Protocol: ProtocolVersion, Capabilities: []string{"tree"}, MaxConcurrency: 2,
		Info: &pluginpb.Info{Name: "x", Version: "1", Kind: "tree"}})
	f.Add(good)
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		resp := &pluginpb.GetInfoResponse{}
		if proto.Unmarshal(data, resp) != nil {
			return
		}
		d, err := (&Client{rpc: fakeInfoClient{resp: resp}}).Describe(context.Background())
		if err != nil {
			var pe *ProtocolError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T is not a *ProtocolError: %v", err, err)
			}
			return
		}
		if d.Protocol != ProtocolVersion || d.MaxConcurrency < 1 || d.MaxConcurrency > MaxConcurrency || d.Info.Validate() != nil {
			t.Fatalf("accepted a bad description %+v", d)
		}
		listed := false
		for _, c := range d.Capabilities {
			listed = listed || c == string(d.Info.Kind)
		}
		if !listed {
			t.Fatalf("accepted capabilities %q without the kind %q", d.Capabilities, d.Info.Kind)
		}
	})
}
