package diag

import (
	"fmt"
	"sync"
)

// Capture is an io.Writer that keeps the first and the last bytes written
// to it, at most MaxBytes in all, for diagnostics about a process whose
// output may be unbounded. Writes never fail. A Capture is safe for
// concurrent use.
type Capture struct {
	mu      sync.Mutex
	headMax int
	tailMax int
	head    []byte
	tail    []byte // ring buffer of tailMax bytes once full
	tailPos int    // next write index in tail when full
	total   int64
}

// NewCapture returns a Capture keeping at most maxBytes: half from the start
// of the stream and half from the end. maxBytes below 2 is raised to 2.
func NewCapture(maxBytes int) *Capture {
	if maxBytes < 2 {
		maxBytes = 2
	}
	return &Capture{headMax: maxBytes - maxBytes/2, tailMax: maxBytes / 2}
}

// Write implements io.Writer. It always returns len(p), nil.
func (c *Capture) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := len(p)
	c.total += int64(n)
	if room := c.headMax - len(c.head); room > 0 {
		k := min(room, len(p))
		c.head = append(c.head, p[:k]...)
		p = p[k:]
	}
	if len(p) == 0 {
		return n, nil
	}
	if len(p) >= c.tailMax {
		c.tail = append(c.tail[:0], p[len(p)-c.tailMax:]...)
		c.tailPos = 0
		return n, nil
	}
	for len(p) > 0 {
		if len(c.tail) < c.tailMax {
			k := min(c.tailMax-len(c.tail), len(p))
			c.tail = append(c.tail, p[:k]...)
			p = p[k:]
			continue
		}
		k := copy(c.tail[c.tailPos:], p)
		c.tailPos = (c.tailPos + k) % c.tailMax
		p = p[k:]
	}
	return n, nil
}

// Total returns the number of bytes written so far.
func (c *Capture) Total() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.total
}

// Bytes returns what was kept: the head, then, when bytes were dropped, a
// "…[N bytes elided]…" marker, then the tail. The result is a copy.
func (c *Capture) Bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := append([]byte(nil), c.head...)
	kept := int64(len(c.head) + len(c.tail))
	if dropped := c.total - kept; dropped > 0 {
		out = fmt.Appendf(out, "…[%d bytes elided]…", dropped)
	}
	out = append(out, c.tail[c.tailPos:]...)
	return append(out, c.tail[:c.tailPos]...)
}

// String returns Bytes as a string.
func (c *Capture) String() string { return string(c.Bytes()) }
