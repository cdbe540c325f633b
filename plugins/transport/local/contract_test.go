package local

import (
	"testing"

	"github.com/sluicehq/sluice/core/transport/transporttest"
)

// TestContract runs the shared transport contract suite on a spool.
func TestContract(t *testing.T) {
	transporttest.Run(t, func(t *testing.T) *transporttest.Instance {
		clock := newClock()
		s := openSpool(t, t.TempDir(), clock)
		return &transporttest.Instance{
			Transport:   s,
			Expire:      func() { clock.Advance(s.Lease.D() + 1) },
			MaxAttempts: s.MaxAttempts,
		}
	})
}
