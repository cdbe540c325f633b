//go:build linux

package subprocess

import (
	"fmt"
	"sync"
)

// headTail keeps the first and the last bytes written to it, up to a total
// of max bytes, and counts what it dropped in between. It is safe for
// concurrent use. The zero value keeps nothing.
type headTail struct {
	mu      sync.Mutex
	headMax int
	head    []byte
	tail    ring
	total   int64
}

func newHeadTail(max int) *headTail {
	h := &headTail{headMax: max / 2}
	h.head = make([]byte, 0, h.headMax)
	h.tail = newRing(max - h.headMax)
	return h
}

// Write implements io.Writer and never fails.
func (h *headTail) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := len(p)
	h.total += int64(n)
	if room := h.headMax - len(h.head); room > 0 {
		take := min(room, len(p))
		h.head = append(h.head, p[:take]...)
		p = p[take:]
	}
	h.tail.write(p)
	return n, nil
}

// Bytes returns the head, a marker naming the number of omitted bytes when
// something was dropped, and the tail.
func (h *headTail) Bytes() []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	tail := h.tail.bytes()
	out := make([]byte, 0, len(h.head)+len(tail)+48)
	out = append(out, h.head...)
	if omitted := h.total - int64(len(h.head)) - int64(len(tail)); omitted > 0 {
		out = fmt.Appendf(out, "\n[... %d bytes omitted ...]\n", omitted)
	}
	return append(out, tail...)
}

// ring keeps the last len(buf) bytes written to it. It is not safe for
// concurrent use; it never allocates after construction.
type ring struct {
	buf  []byte
	next int  // where the next byte goes
	full bool // buf has wrapped at least once
}

func newRing(size int) ring { return ring{buf: make([]byte, max(size, 0))} }

func (r *ring) write(p []byte) {
	size := len(r.buf)
	if size == 0 {
		return
	}
	if len(p) >= size {
		copy(r.buf, p[len(p)-size:])
		r.next, r.full = 0, true
		return
	}
	n := copy(r.buf[r.next:], p)
	if n < len(p) {
		copy(r.buf, p[n:])
		r.full = true
	}
	r.next = (r.next + len(p)) % size
	if r.next == 0 && len(p) > 0 {
		r.full = true
	}
}

// bytes returns a copy of the kept bytes, oldest first.
func (r *ring) bytes() []byte {
	if !r.full {
		return append([]byte(nil), r.buf[:r.next]...)
	}
	out := make([]byte, 0, len(r.buf))
	out = append(out, r.buf[r.next:]...)
	return append(out, r.buf[:r.next]...)
}
