//go:build linux

package subprocess

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/internal/scannerinfo"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// cause is why a run ended badly, before it is turned into a
// *backend.Failure with the captured output attached.
type cause struct {
	kind backend.FailureKind
	msg  string
	err  error
	// truncated marks a cause that only says the output stopped early (an
	// unterminated last line); a crash explains it better when there is one.
	truncated bool
}

func protocolCause(line int64, format string, args ...any) *cause {
	return &cause{kind: backend.Protocol, msg: fmt.Sprintf("stdout line %d: ", line) + fmt.Sprintf(format, args...)}
}

// session reads one run's protocol stream from the scanner's stdout and
// forwards events to the sink. It enforces the message order, the output
// byte limit and the done count; limits.max_findings is the sink's (the
// pipeline refuses the finding past it, which ends the run as over_limit). It is used by one goroutine.
type session struct {
	want      *backend.Scanner // the manifest's entry, which the hello must match
	sink      backend.Sink
	maxOutput int64
	// tail keeps the last raw stdout bytes for diagnostics.
	tail ring
	// ended is closed when a done or error message has been read.
	ended chan struct{}

	line     int64 // lines read so far
	outBytes int64
	findings int64
	hello    *scanner.Info
	done     bool
	errMsg   *lineproto.Message
}

func newSession(want *backend.Scanner, sink backend.Sink, maxOutput int64, captureBytes int) *session {
	return &session{
		want:      want,
		sink:      sink,
		maxOutput: maxOutput,
		tail:      newRing(captureBytes),
		ended:     make(chan struct{}),
	}
}

// run reads r until EOF or the first violation and returns nil for a clean
// end of stream. It never calls the sink after it returns.
func (s *session) run(r io.Reader) *cause {
	br := bufio.NewReaderSize(r, lineproto.MaxLineBytes+1)
	for {
		// The first line, the hello, may be longer (an Info describing
		// many rules).
		limit := lineproto.MaxLineBytes
		if s.line == 0 {
			limit = lineproto.MaxHelloBytes
		}
		raw, err := lineproto.ReadLine(br, limit)
		if len(raw) > 0 {
			s.outBytes += int64(len(raw))
			s.tail.write(raw)
			if s.outBytes > s.maxOutput {
				return &cause{kind: backend.OverLimit, msg: fmt.Sprintf("stdout exceeded %d bytes", s.maxOutput)}
			}
		}
		switch {
		case err == nil:
			s.line++
			if c := s.handle(raw[:len(raw)-1]); c != nil {
				return c
			}
		case errors.Is(err, bufio.ErrBufferFull):
			return protocolCause(s.line+1, "longer than %d bytes", limit)
		case errors.Is(err, io.EOF):
			if len(raw) > 0 {
				c := protocolCause(s.line+1, "not terminated by a newline (%d bytes)", len(raw))
				c.truncated = true
				return c
			}
			return nil
		default:
			return &cause{kind: backend.Crashed, msg: "reading stdout", err: err, truncated: true}
		}
	}
}

func (s *session) handle(line []byte) *cause {
	m, err := lineproto.Decode(line)
	if err != nil {
		return &cause{kind: backend.Protocol, msg: fmt.Sprintf("stdout line %d", s.line), err: err}
	}
	if s.done || s.errMsg != nil {
		return protocolCause(s.line, "%s message after the final message", m.Type)
	}
	if s.hello == nil && m.Type != lineproto.TypeHello {
		return protocolCause(s.line, "first message is %s, want hello", m.Type)
	}
	switch m.Type {
	case lineproto.TypeHello:
		if s.hello != nil {
			return protocolCause(s.line, "second hello")
		}
		if err := m.Info.Validate(); err != nil {
			return protocolCause(s.line, "hello: %v", err)
		}
		if err := scannerinfo.Check(s.want, m.Info); err != nil {
			return protocolCause(s.line, "hello: %v", err)
		}
		s.hello = m.Info
	case lineproto.TypeFinding:
		s.findings++
		if err := s.sink.Finding(*m.Finding); err != nil {
			return &cause{kind: backend.OverLimit, msg: fmt.Sprintf("sink refused finding %d", s.findings), err: err}
		}
	case lineproto.TypeProgress:
		s.sink.Progress(*m.Progress)
	case lineproto.TypeLog:
		s.sink.Log(m.Level, m.Message)
	case lineproto.TypeDone:
		if *m.Findings != s.findings {
			return protocolCause(s.line, "done reports %d findings, %d were sent", *m.Findings, s.findings)
		}
		s.done = true
		close(s.ended)
	case lineproto.TypeError:
		s.errMsg = m
		close(s.ended)
	default:
		return protocolCause(s.line, "%s message is not sent by a scanner", m.Type)
	}
	return nil
}
