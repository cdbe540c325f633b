package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/state"
	"github.com/sluicehq/sluice/core/transport"
)

// recorder wraps the transport of `worker scan` and keeps what each job
// ended with: a link to (or copy of) every bundle the transport accepted,
// made before Deliver returns and the pipeline deletes its own copy, and
// every accepted terminal report. It works with any transport, so scan does
// not depend on a transport's internals.
type recorder struct {
	transport.Transport
	dir string

	mu       sync.Mutex
	bundles  map[string]string
	reports  map[string]transport.TerminalReport
	progress map[string]transport.ProgressEvent // the latest per job
}

func newRecorder(tr transport.Transport, dir string) (*recorder, error) {
	if err := state.MkdirPrivate(dir); err != nil {
		return nil, err
	}
	return &recorder{Transport: tr, dir: dir, bundles: map[string]string{}, reports: map[string]transport.TerminalReport{},
		progress: map[string]transport.ProgressEvent{}}, nil
}

// Deliver hands the bundle to the transport and, once accepted, keeps it.
func (r *recorder) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (transport.Receipt, error) {
	rc, err := r.Transport.Deliver(ctx, a, b)
	if err != nil {
		return rc, err
	}
	kept := filepath.Join(r.dir, a.Spec.ID+".bundle")
	if kerr := keepFile(b.Path, kept); kerr != nil {
		return rc, transport.Errorf(transport.Retryable, "deliver", "keeping bundle for scan output: %v", kerr)
	}
	r.mu.Lock()
	r.bundles[a.Spec.ID] = kept
	r.mu.Unlock()
	return rc, nil
}

// Report hands the terminal report to the transport and, once accepted,
// keeps it.
func (r *recorder) Report(ctx context.Context, a *job.Assignment, rep transport.TerminalReport) (transport.Receipt, error) {
	rc, err := r.Transport.Report(ctx, a, rep)
	if err == nil && !rep.Retryable {
		r.mu.Lock()
		r.reports[a.Spec.ID] = rep
		r.mu.Unlock()
	}
	return rc, err
}

// Progress hands the events to the transport and keeps the files and
// bytes scanned of each job for the progress line.
func (r *recorder) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) error {
	r.mu.Lock()
	for _, ev := range events {
		last := r.progress[a.Spec.ID]
		if ev.Files >= last.Files && ev.Bytes >= last.Bytes {
			r.progress[a.Spec.ID] = ev
		}
	}
	r.mu.Unlock()
	return r.Transport.Progress(ctx, a, events)
}

// scanned sums the latest files and bytes scanned of every job.
func (r *recorder) scanned() (files, bytes int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, ev := range r.progress {
		files += ev.Files
		bytes += ev.Bytes
	}
	return files, bytes
}

// result returns what job id ended with.
func (r *recorder) result(id string) (bundlePath string, report *transport.TerminalReport) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if rep, ok := r.reports[id]; ok {
		report = &rep
	}
	return r.bundles[id], report
}

// keepFile hard-links src to dst, or copies it when a link is impossible
// (another file system).
func keepFile(src, dst string) error {
	_ = os.Remove(dst)
	if err := os.Link(src, dst); err == nil {
		return nil
	}
	in, err := state.OpenNoFollow(src)
	if err != nil {
		return err
	}
	defer in.Close()
	return state.WriteAtomic(dst, func(w io.Writer) error {
		if _, err := io.Copy(w, in); err != nil {
			return fmt.Errorf("copying %s: %w", src, err)
		}
		return nil
	})
}

var _ transport.Transport = (*recorder)(nil)
