package nats

import (
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

// testClock is a settable clock shared by the transports of one test.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// testConfig is a config for srv with a one-minute lease on clock and a
// short ack wait, so an expired lease is offered again within moments.
func testConfig(srv *natstest.Server, clock *testClock) Config {
	cfg := DefaultConfig()
	cfg.URLs = []string{srv.ClientURL()}
	cfg.Lease = job.Duration(time.Minute)
	cfg.PollInterval = job.Duration(10 * time.Millisecond)
	cfg.ackWait = 300 * time.Millisecond
	if clock != nil {
		cfg.Now = clock.Now
	}
	return cfg
}

func open(t testing.TB, cfg Config) *Transport {
	t.Helper()
	tr, err := Open(cfg, transporttest.WorkerID, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tr.Close() })
	return tr
}

// TestContract runs the shared transport contract suite on an embedded
// JetStream server with file storage.
func TestContract(t *testing.T) {
	transporttest.Run(t, func(t *testing.T) *transporttest.Instance {
		clock := &testClock{t: time.Now()}
		tr := open(t, testConfig(natstest.Start(t, "", true), clock))
		return &transporttest.Instance{Transport: tr, Expire: func() { clock.Add(tr.Lease.D() + time.Second) }, MaxAttempts: tr.MaxAttempts}
	})
}
