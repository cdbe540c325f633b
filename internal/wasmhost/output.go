package wasmhost

import (
	"context"
	"sync"
)

// capture keeps the first bytes of one scan's stdout and stderr and counts
// them all. When the total passes the limit it cancels the scan with
// ErrOutputLimit, which stops the guest.
type capture struct {
	mu             sync.Mutex
	stdout, stderr []byte
	total          int64
	maxTotal       int64
	maxKeep        int
	cancel         context.CancelCauseFunc
}

func newCapture(maxTotal int64, maxKeep int, cancel context.CancelCauseFunc) *capture {
	return &capture{maxTotal: maxTotal, maxKeep: maxKeep, cancel: cancel}
}

func (c *capture) write(stderr bool, p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.total += int64(len(p))
	if c.total > c.maxTotal {
		c.cancel(ErrOutputLimit)
		return 0, ErrOutputLimit
	}
	buf := &c.stdout
	if stderr {
		buf = &c.stderr
	}
	if room := c.maxKeep - len(*buf); room > 0 {
		*buf = append(*buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (c *capture) snapshot() (stdout, stderr []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]byte(nil), c.stdout...), append([]byte(nil), c.stderr...)
}

// instanceOutput is an instance's stdout or stderr. It writes to the
// capture of the scan the instance serves; between scans output is
// dropped (the guest should write nothing then).
type instanceOutput struct {
	mu     sync.Mutex
	target *capture
	stderr bool
}

func (o *instanceOutput) set(c *capture) {
	o.mu.Lock()
	o.target = c
	o.mu.Unlock()
}

func (o *instanceOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	t := o.target
	o.mu.Unlock()
	if t == nil {
		return len(p), nil
	}
	return t.write(o.stderr, p)
}
