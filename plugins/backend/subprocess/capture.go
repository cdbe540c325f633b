//go:build linux

package subprocess

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
