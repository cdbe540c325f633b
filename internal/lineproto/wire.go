// Package lineproto is the codec of the Sluice line protocol: its messages,
// their strict decoding and validation, and the host's reader that checks
// the order of a scanner's messages. The scanner side (sdk/stdio) and the
// worker's subprocess backend both build on it. The protocol is specified
// in docs/scanner-protocol.md so scanners can be written in any language.
//
// Summary (protocol version 1). Every message is one JSON object on one line
// of at most MaxLineBytes bytes (a hello: MaxHelloBytes), terminated by
// '\n', with a "type" field.
//
//	host → scanner (stdin):  one "scan" message, then stdin is closed.
//	scanner → host (stdout): "hello" first; then any number of "finding",
//	                         "progress" and "log"; then exactly one "done"
//	                         or "error"; then exit 0.
//
// The scanner's working directory is the read-only workspace. Anything on
// stderr is captured (bounded) for diagnostics only.
package lineproto

import (
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/strictjson"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// ProtocolVersion is the line protocol version this package speaks.
const ProtocolVersion = 1

// MaxLineBytes bounds one protocol line, newline excluded.
const MaxLineBytes = 64 << 10

// MaxHelloBytes bounds the line of a hello message, newline excluded: an
// Info that describes hundreds of rules (help text, URLs, tags) does not
// fit MaxLineBytes. Only the first line of a scanner's output may be this
// long, and only a hello.
const MaxHelloBytes = 1 << 20

// maxLineBytes is the longest line of a message of type t.
func maxLineBytes(t string) int {
	if t == TypeHello {
		return MaxHelloBytes
	}
	return MaxLineBytes
}

// Message types.
const (
	TypeScan     = "scan"
	TypeHello    = "hello"
	TypeFinding  = "finding"
	TypeProgress = "progress"
	TypeLog      = "log"
	TypeDone     = "done"
	TypeError    = "error"
)

// Error codes a scanner may send in an "error" message.
const (
	CodeBadRequest = "bad_request" // the request cannot be served; not retryable
	CodeInternal   = "internal"    // the scanner failed; retryable
	CodeLimit      = "limit"       // the scanner stopped at the host's limit
	CodeCancelled  = "cancelled"   // the scanner stopped on SIGTERM
)

// Message is the union of all protocol messages. Only the fields of its
// Type may be set; Decode enforces that.
type Message struct {
	Type string `json:"type"`

	// scan, hello
	Protocol int `json:"protocol,omitempty"`
	// scan
	Request *scanner.Request `json:"request,omitempty"`
	// hello
	Info *scanner.Info `json:"info,omitempty"`
	// finding
	Finding *scanner.Finding `json:"finding,omitempty"`
	// progress
	Progress *scanner.Progress `json:"progress,omitempty"`
	// log
	Level scanner.Level `json:"level,omitempty"`
	// log, error
	Message string `json:"message,omitempty"`
	// done
	Findings *int64 `json:"findings,omitempty"`
	// error
	Code string `json:"code,omitempty"`
}

// ErrProtocol marks a malformed or out-of-place protocol message.
var ErrProtocol = errors.New("protocol violation")

// MaxLogMessageBytes bounds a log or error message's text.
const MaxLogMessageBytes = 4096

// Encode returns m as one protocol line including the trailing newline.
func Encode(m *Message) ([]byte, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if limit := maxLineBytes(m.Type); len(b) > limit {
		return nil, fmt.Errorf("%w: %s message is %d bytes, over %d", ErrProtocol, m.Type, len(b), limit)
	}
	return append(b, '\n'), nil
}

// Decode parses one protocol line (without its newline) strictly: unknown,
// repeated or wrongly-cased fields, trailing data, invalid UTF-8, fields that
// do not belong to the message type and invalid payloads (a finding that does
// not validate, a hello whose Info does not validate) are errors wrapping
// ErrProtocol.
func Decode(line []byte) (*Message, error) {
	if len(line) > MaxHelloBytes {
		return nil, fmt.Errorf("%w: line is %d bytes, over %d", ErrProtocol, len(line), MaxHelloBytes)
	}
	if !utf8.Valid(line) {
		return nil, fmt.Errorf("%w: line is not valid UTF-8", ErrProtocol)
	}
	if err := checkKeys(line); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	var m Message
	if err := strictjson.Decode(line, &m); err != nil {
		if errors.Is(err, strictjson.ErrTrailing) {
			return nil, fmt.Errorf("%w: trailing data after message", ErrProtocol)
		}
		return nil, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	if limit := maxLineBytes(m.Type); len(line) > limit {
		return nil, fmt.Errorf("%w: %.20s line is %d bytes, over %d", ErrProtocol, m.Type, len(line), limit)
	}
	if err := m.validate(); err != nil {
		return nil, fmt.Errorf("%w: %s message: %v", ErrProtocol, m.Type, err)
	}
	return &m, nil
}

func (m *Message) validate() error {
	has := func(set bool, name string, allowed bool) error {
		if set && !allowed {
			return fmt.Errorf("field %q does not belong here", name)
		}
		if !set && allowed && name != "message" && name != "level" && name != "code" {
			return fmt.Errorf("field %q is required", name)
		}
		return nil
	}
	t := m.Type
	checks := []error{
		has(m.Protocol != 0, "protocol", t == TypeScan || t == TypeHello),
		has(m.Request != nil, "request", t == TypeScan),
		has(m.Info != nil, "info", t == TypeHello),
		has(m.Finding != nil, "finding", t == TypeFinding),
		has(m.Progress != nil, "progress", t == TypeProgress),
		has(m.Findings != nil, "findings", t == TypeDone),
		has(m.Level != "", "level", t == TypeLog),
		has(m.Message != "", "message", t == TypeLog || t == TypeError),
		has(m.Code != "", "code", t == TypeError),
	}
	for _, err := range checks {
		if err != nil {
			return err
		}
	}
	switch t {
	case TypeScan, TypeHello:
		if m.Protocol != ProtocolVersion {
			return fmt.Errorf("protocol version %d, want %d", m.Protocol, ProtocolVersion)
		}
		if t == TypeHello {
			return m.Info.Validate()
		}
		return validateRequest(m.Request)
	case TypeFinding:
		return m.Finding.Validate()
	case TypeProgress:
		if m.Progress.Files < 0 || m.Progress.Bytes < 0 || m.Progress.SkippedBinary < 0 {
			return errors.New("negative progress")
		}
	case TypeLog:
		switch m.Level {
		case scanner.LevelDebug, scanner.LevelInfo, scanner.LevelWarn, scanner.LevelError:
		default:
			return fmt.Errorf("level %.20q is not debug, info, warn or error", m.Level)
		}
		if len(m.Message) > MaxLogMessageBytes {
			return fmt.Errorf("message over %d bytes", MaxLogMessageBytes)
		}
	case TypeDone:
		if *m.Findings < 0 {
			return errors.New("negative findings count")
		}
	case TypeError:
		switch m.Code {
		case CodeBadRequest, CodeInternal, CodeLimit, CodeCancelled:
		default:
			return fmt.Errorf("code %.20q is not bad_request, internal, limit or cancelled", m.Code)
		}
		if len(m.Message) > MaxLogMessageBytes {
			return fmt.Errorf("message over %d bytes", MaxLogMessageBytes)
		}
	default:
		return fmt.Errorf("unknown message type %.20q", t)
	}
	return nil
}

// Limits on a scan request, checked by Decode.
const (
	// MaxJobIDLen is the longest job id in a scan request, in bytes.
	MaxJobIDLen = 256
	// MaxRequestOptions is the largest number of request options.
	MaxRequestOptions = 64
	// MaxOptionBytes bounds one option's key plus value, in bytes.
	MaxOptionBytes = 4096
)

func validateRequest(r *scanner.Request) error {
	if len(r.JobID) > MaxJobIDLen {
		return fmt.Errorf("request job_id is %d bytes, over %d", len(r.JobID), MaxJobIDLen)
	}
	if r.Attempt < 0 {
		return fmt.Errorf("request attempt %d is negative", r.Attempt)
	}
	if len(r.Options) > MaxRequestOptions {
		return fmt.Errorf("request has %d options, over %d", len(r.Options), MaxRequestOptions)
	}
	for k, v := range r.Options {
		if k == "" || len(k)+len(v) > MaxOptionBytes {
			return fmt.Errorf("request option %.40q must have a key and be at most %d bytes", k, MaxOptionBytes)
		}
	}
	return nil
}
