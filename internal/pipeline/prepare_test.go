package pipeline

import (
	"context"
	"io/fs"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
)

// failingPreparer fails every Prepare with err and counts the calls.
type failingPreparer struct {
	err   error
	calls atomic.Int32
}

func (p *failingPreparer) Prepare(context.Context, job.Target, string, prepare.Limits) (prepare.Result, error) {
	p.calls.Add(1)
	return prepare.Result{}, p.err
}

// TestPermanentPrepareErrorFailsOnce: a preparation error that preparing
// again cannot fix (here the "lstat: invalid argument" a name the old
// in-place preparer could not open produced) fails the job at once with
// the preparer's reason, in one generation of one attempt, instead of being
// retried generation after generation. A transient error (EIO) is retried.
func TestPermanentPrepareErrorFailsOnce(t *testing.T) {
	tests := []struct {
		name      string
		err       error
		permanent bool
	}{
		{"invalid name", &fs.PathError{Op: "lstat", Path: "\xff\xfe.env", Err: syscall.EINVAL}, true},
		{"name the file system refuses", &fs.PathError{Op: "openat", Path: "x", Err: syscall.EILSEQ}, true},
		{"symlink loop", &fs.PathError{Op: "open", Path: "x", Err: syscall.ELOOP}, true},
		{"target error", prepare.Errorf(prepare.ErrTarget, "x", "is a socket"), true},
		{"I/O error", &fs.PathError{Op: "read", Path: "x", Err: syscall.EIO}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			p := &failingPreparer{err: tc.err}
			h.prep = p
			h.tr.enqueue(h.spec("j1", nil))
			h.runToEnd()
			r := h.tr.get("j1").report
			if r == nil {
				t.Fatal("no terminal report")
			}
			calls := p.calls.Load()
			if !tc.permanent {
				if calls < 2 || r.Reason == "prepare" {
					t.Errorf("a transient error was prepared %d times, report %+v; want it retried", calls, r)
				}
				return
			}
			if calls != 1 || h.tr.attempts["j1"] != 1 {
				t.Errorf("prepared %d times in %d attempts, want once", calls, h.tr.attempts["j1"])
			}
			// The reason says prepare; the message does not say it again.
			want := strings.TrimPrefix(tc.err.Error(), "prepare: ")
			if r.Reason != "prepare" || r.Retryable || !strings.Contains(r.Message, want) || strings.HasPrefix(r.Message, "prepare") {
				t.Errorf("report %+v, want a non-retryable prepare failure saying %q", r, want)
			}
			h.assertClean()
		})
	}
}
