package http

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/plugins/transport/http/coordinator"
)

// contractClock is the coordinator's settable clock.
type contractClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *contractClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *contractClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// TestContract runs the shared transport contract suite on transport.http
// against the reference coordinator served on loopback.
func TestContract(t *testing.T) {
	transporttest.Run(t, func(t *testing.T) *transporttest.Instance {
		const token, adminToken = "contract-token-0123456789", "contract-admin-0123456789"
		clk := &contractClock{t: time.Now()}
		dir := t.TempDir()
		c, err := coordinator.Open(context.Background(), coordinator.Config{
			Dir: filepath.Join(dir, "coord"), Token: token, AdminToken: adminToken, Lease: time.Minute, MaxAttempts: 3,
			Now: clk.Now, SweepInterval: 50 * time.Millisecond,
		})
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(c)
		t.Cleanup(func() { srv.Close(); c.Close() })
		tok := filepath.Join(dir, "token")
		if err := os.WriteFile(tok, []byte(token), 0o600); err != nil {
			t.Fatal(err)
		}
		adm := filepath.Join(dir, "admin-token")
		if err := os.WriteFile(adm, []byte(adminToken), 0o600); err != nil {
			t.Fatal(err)
		}
		cfg := DefaultConfig()
		cfg.URL, cfg.TokenFile, cfg.AdminTokenFile, cfg.LongPoll = srv.URL, tok, adm, job.Duration(0)
		tr, err := Open(cfg, "w1", nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { tr.Close() })
		return &transporttest.Instance{Transport: tr, Expire: func() { clk.Add(time.Minute + time.Second) }, MaxAttempts: 3}
	})
}
