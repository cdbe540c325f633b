package local

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/syncbuf"
)

// provisionWithState provisions a Spool on dir as the worker does, with a
// plugin state dir.
func provisionWithState(t *testing.T, dir, stateDir string, logs *syncbuf.Buffer) (*Spool, error) {
	t.Helper()
	s := New()
	s.Config = testConfig(dir)
	err := s.Provision(registry.Context{Context: context.Background(), StateDir: stateDir,
		Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err == nil {
		t.Cleanup(func() { s.Close() })
	}
	return s, err
}

// wantOutage checks that err is the Retryable outage error, never Stale.
func wantOutage(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, ErrUnavailable) || transport.KindOf(err) != transport.Retryable {
		t.Errorf("%s while the spool is gone: %v (kind %v), want a retryable ErrUnavailable", what, err, transport.KindOf(err))
	}
}

// TestSpoolMovedAwayIsAnOutage moves the spool directory away while a job
// is leased and back again. Meanwhile every call fails as retryable with
// ErrUnavailable (never stale, so a worker keeps its finished work and
// running jobs), one error is logged, and neither a new Provision nor an
// Enqueue creates the spool again. Once it is back, the held lease is
// renewed and the bundle delivered. Before, Renew and Deliver answered
// Stale ("the spool has no such job"), Stats counted an empty queue, and
// Provision re-created the spool silently.
func TestSpoolMovedAwayIsAnOutage(t *testing.T) {
	root := t.TempDir()
	dir, away, stateDir := filepath.Join(root, "spool"), filepath.Join(root, "away"), filepath.Join(root, "state")
	if err := os.Mkdir(stateDir, 0o700); err != nil {
		t.Fatal(err)
	}
	var logs syncbuf.Buffer
	s, err := provisionWithState(t, dir, stateDir, &logs)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logs.String(), "created the spool directory") {
		t.Errorf("the first use must say it created the spool:\n%s", logs.String())
	}
	mustEnqueue(t, s, testSpec("j1", "pkg/scan"))
	mustEnqueue(t, s, testSpec("j2", "pkg/scan"))
	a := mustClaim(t, s, claimReq("req-1"))
	b := writeBundle(t, "the bundle")

	if err := os.Rename(dir, away); err != nil {
		t.Fatal(err)
	}
	_, err = s.Renew(bg, a)
	wantOutage(t, "Renew", err)
	_, err = s.Status(bg, a)
	wantOutage(t, "Status", err)
	wantOutage(t, "Progress", s.Progress(bg, a, []transport.ProgressEvent{{Seq: 1}}))
	_, err = s.Deliver(bg, a, b)
	wantOutage(t, "Deliver", err)
	_, err = s.Claim(bg, claimReq("req-2"))
	wantOutage(t, "Claim", err)
	_, err = s.Stats(bg)
	wantOutage(t, "Stats", err)
	wantOutage(t, "Enqueue", s.Enqueue(bg, testSpec("j3", "pkg/scan")))
	if _, err := provisionWithState(t, dir, stateDir, &logs); err != nil {
		t.Fatalf("Provision while the spool is gone: %v (a worker must start and wait)", err)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the spool was created again while it was away (%v)", err)
	}
	if n := strings.Count(logs.String(), "spool directory is unavailable"); n < 1 || n > 2 {
		t.Errorf("%d outage errors logged for one outage seen by two Spools, want one each at most:\n%s", n, logs.String())
	}

	if err := os.Rename(away, dir); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Renew(bg, a); err != nil {
		t.Fatalf("Renew after the spool is back: %v", err)
	}
	if _, err := s.Deliver(bg, a, b); err != nil {
		t.Fatalf("Deliver after the spool is back: %v", err)
	}
	if !strings.Contains(logs.String(), "available again") {
		t.Errorf("the recovery is not logged:\n%s", logs.String())
	}
	wantState(t, s, "j1", dirDone)
	wantState(t, s, "j2", dirReady)
}

// TestSpoolEmptiedIsAnOutage: a spool directory replaced by an empty one
// (its layout gone) is an outage too, not an empty queue.
func TestSpoolEmptiedIsAnOutage(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "spool")
	var logs syncbuf.Buffer
	s, err := provisionWithState(t, dir, filepath.Join(root), &logs)
	if err != nil {
		t.Fatal(err)
	}
	mustEnqueue(t, s, testSpec("j1", "pkg/scan"))
	if err := os.Rename(dir, dir+".old"); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	_, err = s.Stats(bg)
	wantOutage(t, "Stats", err)
	res, err := s.Claim(bg, claimReq("r"))
	wantOutage(t, "Claim", err)
	if res.NoWork != nil {
		t.Errorf("an emptied spool answered NoWork")
	}
}
