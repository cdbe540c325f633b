// Command probe is a test scanner for the cmd/worker binary tests and
// benchmarks: a tree scanner that reports nothing. Built without flags it is
// a no-op scanner (the pipeline-overhead benchmark). Built with
//
//	-ldflags "-X main.markerDir=DIR -X main.hold=20ms"
//
// every run records itself in DIR: runs/<job>.<attempt>.<pid> for each
// run, running/<job> (locked with flock) while it runs, and
// overlap/<job>.<pid> when another live run held that lock, that is when
// two runs of one job overlapped in time. A run killed with its worker
// leaves running/<job> behind, unlocked. hold keeps each run busy that long,
// to widen the window in which an overlap could happen. The backend's
// describe run (job id "sluice-probe") is not recorded.
package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/stdio"
)

var (
	markerDir string
	hold      string
)

type probe struct{}

func (probe) Info() scanner.Info {
	return scanner.Info{Name: "probe", Version: "1.0.0", Kind: scanner.KindTree}
}

func (probe) ScanTree(ctx context.Context, req *scanner.Request, fsys fs.FS, out scanner.Reporter) error {
	// The subprocess backend describes a scanner by running it once with
	// job id "sluice-probe" when it loads it; that run is not a job.
	if markerDir == "" || req.JobID == "sluice-probe" {
		return nil
	}
	pid := os.Getpid()
	run := filepath.Join(markerDir, "runs", fmt.Sprintf("%s.%d.%d", req.JobID, req.Attempt, pid))
	if err := os.WriteFile(run, nil, 0o644); err != nil {
		return err
	}
	// running/<job> is locked (flock) while a run of the job lives: a
	// second live run cannot take the lock, and the lock of a run killed
	// with its worker goes with it, while its file stays behind.
	running := filepath.Join(markerDir, "running", req.JobID)
	f, err := os.OpenFile(running, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		overlap := filepath.Join(markerDir, "overlap", fmt.Sprintf("%s.%d", req.JobID, pid))
		_ = os.WriteFile(overlap, []byte(err.Error()), 0o644)
		return fmt.Errorf("%s: another run of the job holds it: %w", running, err)
	}
	defer os.Remove(running)
	if d, err := time.ParseDuration(hold); err == nil && d > 0 {
		t := time.NewTimer(d) // simulated work, not synchronisation
		defer t.Stop()
		select {
		case <-t.C:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

func main() { stdio.Main(probe{}) }
