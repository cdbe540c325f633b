package lineproto

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// Reader reads protocol messages, one per line, from a stream. It never
// buffers more than MaxLineBytes+1 bytes, or MaxHelloBytes+1 for the first
// line (see ReadLine), so a peer cannot make it grow without bound. It is
// not safe for concurrent use.
type Reader struct {
	br    *bufio.Reader
	lines int64
	err   error
}

// NewReader returns a Reader over r.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, MaxLineBytes+1)}
}

// ReadMessage reads and decodes the next line. It returns io.EOF when the
// stream ends cleanly after a complete line (or is empty). A line over
// MaxLineBytes, a last line without its newline, and a line Decode rejects
// are errors wrapping ErrProtocol that name the line number. After any
// error, every later call returns the same error.
func (r *Reader) ReadMessage() (*Message, error) {
	if r.err != nil {
		return nil, r.err
	}
	m, err := r.next()
	if err != nil {
		r.err = err
	}
	return m, err
}

func (r *Reader) next() (*Message, error) {
	n := r.lines + 1
	limit := MaxLineBytes
	if n == 1 {
		limit = MaxHelloBytes
	}
	line, err := ReadLine(r.br, limit)
	switch {
	case errors.Is(err, bufio.ErrBufferFull):
		return nil, fmt.Errorf("%w: line %d is over %d bytes", ErrProtocol, n, limit)
	case errors.Is(err, io.EOF):
		if len(line) == 0 {
			return nil, io.EOF
		}
		return nil, fmt.Errorf("%w: line %d ends without a newline after %d bytes (output truncated?)", ErrProtocol, n, len(line))
	case err != nil:
		return nil, fmt.Errorf("reading line %d: %w", n, err)
	}
	r.lines = n
	line = bytes.TrimSuffix(line[:len(line)-1], []byte{'\r'})
	m, err := Decode(line)
	if err != nil {
		return nil, fmt.Errorf("line %d: %w", n, err)
	}
	return m, nil
}

// ReadLine reads one line, with its '\n', from br, whose buffer holds at
// least MaxLineBytes+1 bytes, as bufio.Reader.ReadSlice does: a line of
// up to limit bytes (newline excluded) is returned, and a longer one is
// bufio.ErrBufferFull. A line that fits br's buffer is a slice of it,
// valid until the next read; only a longer one (a hello of up to
// MaxHelloBytes) is copied, so ordinary lines cost no allocation. At EOF
// it returns what was read with io.EOF.
func ReadLine(br *bufio.Reader, limit int) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) || len(line) > limit {
		return line, err
	}
	long := append([]byte(nil), line...)
	for errors.Is(err, bufio.ErrBufferFull) && len(long) <= limit {
		line, err = br.ReadSlice('\n')
		long = append(long, line...)
	}
	if len(long) > limit+1 || (len(long) == limit+1 && long[limit] != '\n') {
		return long, bufio.ErrBufferFull
	}
	return long, err
}

// Lines returns how many complete lines have been read.
func (r *Reader) Lines() int64 { return r.lines }

// Order checks, on the host side, that a scanner's messages come in
// protocol order: exactly one "hello" first; then any number of "finding",
// "progress" and "log"; then exactly one "done" or "error"; then nothing.
// It also checks that done.findings equals the number of "finding"
// messages. The zero value is ready to use; it is not safe for concurrent
// use.
type Order struct {
	state    orderState
	findings int64
}

type orderState uint8

const (
	awaitingHello orderState = iota
	streaming
	ended
)

// Check accepts m as the next message or returns an error wrapping
// ErrProtocol that says what was out of place.
func (o *Order) Check(m *Message) error {
	switch o.state {
	case awaitingHello:
		if m.Type != TypeHello {
			return fmt.Errorf("%w: first message is %q, want %q", ErrProtocol, m.Type, TypeHello)
		}
		o.state = streaming
		return nil
	case ended:
		return fmt.Errorf("%w: %q message after the scan ended", ErrProtocol, m.Type)
	}
	switch m.Type {
	case TypeFinding:
		o.findings++
	case TypeProgress, TypeLog:
	case TypeDone:
		o.state = ended
		if *m.Findings != o.findings {
			return fmt.Errorf("%w: done reports %d findings, %d were sent", ErrProtocol, *m.Findings, o.findings)
		}
	case TypeError:
		o.state = ended
	default:
		return fmt.Errorf("%w: unexpected %q message from the scanner", ErrProtocol, m.Type)
	}
	return nil
}

// Ended reports whether a "done" or "error" message has been accepted.
func (o *Order) Ended() bool { return o.state == ended }

// Findings returns how many "finding" messages have been accepted.
func (o *Order) Findings() int64 { return o.findings }
