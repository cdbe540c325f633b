//go:build linux

package goplugin

import (
	"fmt"
	"sync"
)

// headTail keeps the first and the last bytes written to it, up to max
// bytes in all, and counts what it dropped in between. Safe for concurrent
// use.
type headTail struct {
	mu      sync.Mutex
	headMax int
	head    []byte
	tail    []byte // ring
	next    int
	full    bool
	total   int64
}

func newHeadTail(max int) *headTail {
	h := &headTail{headMax: max / 2}
	h.tail = make([]byte, max-h.headMax)
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
	size := len(h.tail)
	if size == 0 || len(p) == 0 {
		return n, nil
	}
	if len(p) >= size {
		copy(h.tail, p[len(p)-size:])
		h.next, h.full = 0, true
		return n, nil
	}
	c := copy(h.tail[h.next:], p)
	if c < len(p) {
		copy(h.tail, p[c:])
		h.full = true
	}
	h.next = (h.next + len(p)) % size
	if h.next == 0 {
		h.full = true
	}
	return n, nil
}

// Bytes returns at most max bytes: the head, a marker with the number of
// omitted bytes when something was dropped, and the last bytes written.
// max <= 0 means everything kept.
func (h *headTail) Bytes(max int) []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	var tail []byte
	if h.full {
		tail = append(append(tail, h.tail[h.next:]...), h.tail[:h.next]...)
	} else {
		tail = append(tail, h.tail[:h.next]...)
	}
	head := h.head
	if max > 0 && len(head)+len(tail) > max {
		head = head[:min(len(head), max/2)]
		tail = tail[len(tail)-min(len(tail), max-len(head)):]
	}
	out := append([]byte(nil), head...)
	if omitted := h.total - int64(len(head)) - int64(len(tail)); omitted > 0 {
		out = fmt.Appendf(out, "\n[... %d bytes omitted ...]\n", omitted)
	}
	return append(out, tail...)
}
