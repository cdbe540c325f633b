package stdio

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// errEnded is returned to a scanner that reports after the scan's final
// message was written.
var errEnded = errors.New("stdio: the scan has already ended")

// session writes protocol messages for one scan. It is the
// scanner.Reporter handed to the scanner and is safe for concurrent use.
// Findings are buffered; everything else is flushed at once so the host
// sees progress and, if it must kill the scanner, the findings before it.
type session struct {
	mu       sync.Mutex
	w        *bufio.Writer
	ended    bool
	err      error // first write error
	findings int64
}

func newSession(w io.Writer) *session {
	return &session{w: bufio.NewWriterSize(w, 64<<10)}
}

// send writes m, and flushes when asked. Callers hold s.mu.
func (s *session) send(m *lineproto.Message, flush bool) error {
	if s.err != nil {
		return s.err
	}
	line, err := lineproto.Encode(m)
	if err != nil {
		return err
	}
	if _, err := s.w.Write(line); err != nil {
		s.err = fmt.Errorf("writing %s message: %w", m.Type, err)
		return s.err
	}
	if flush {
		if err := s.w.Flush(); err != nil {
			s.err = fmt.Errorf("writing %s message: %w", m.Type, err)
			return s.err
		}
	}
	return nil
}

// Finding validates f and writes it. An invalid finding is an error for
// the scanner to return; it is not sent.
func (s *session) Finding(f scanner.Finding) error {
	if err := f.Validate(); err != nil {
		return fmt.Errorf("invalid finding for %.200q: %w", f.Path, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return errEnded
	}
	if err := s.send(&lineproto.Message{Type: lineproto.TypeFinding, Finding: &f}, false); err != nil {
		return err
	}
	s.findings++
	return nil
}

// Progress writes p and flushes. Negative counts are clamped to zero.
func (s *session) Progress(p scanner.Progress) {
	p.Files, p.Bytes = max(p.Files, 0), max(p.Bytes, 0)
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.ended {
		_ = s.send(&lineproto.Message{Type: lineproto.TypeProgress, Progress: &p}, true)
	}
}

// Log writes one log line and flushes. An unknown level becomes info; the
// text is made valid UTF-8 and cut to MaxLogMessageBytes.
func (s *session) Log(level scanner.Level, msg string) {
	switch level {
	case scanner.LevelDebug, scanner.LevelInfo, scanner.LevelWarn, scanner.LevelError:
	default:
		level = scanner.LevelInfo
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.ended {
		_ = s.send(&lineproto.Message{Type: lineproto.TypeLog, Level: level, Message: clip(msg)}, true)
	}
}

// end writes the final message, flushes, and turns every later report into
// an error. It returns the first write error of the session, if any.
func (s *session) end(m *lineproto.Message) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return s.err
	}
	s.ended = true
	if m.Type == lineproto.TypeDone {
		n := s.findings
		m.Findings = &n
	}
	_ = s.send(m, true)
	return s.err
}

// clip makes msg valid UTF-8 of at most MaxLogMessageBytes bytes, cutting
// at a rune boundary.
func clip(msg string) string {
	msg = strings.ToValidUTF8(msg, "\uFFFD")
	if len(msg) <= lineproto.MaxLogMessageBytes {
		return msg
	}
	cut := lineproto.MaxLogMessageBytes
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return msg[:cut]
}
