package local

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"path/filepath"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// Stats counts the entries in ready/, leased/, done/ and failed/. Cancelled
// jobs count as Failed. Names that are not entries are not counted.
func (s *Spool) Stats(ctx context.Context) (transport.Stats, error) {
	if err := s.begin(ctx, "stats"); err != nil {
		return transport.Stats{}, err
	}
	var st transport.Stats
	count := func(dir string, parse func(string) error) (int, error) {
		names, err := readNames(dir)
		if err != nil {
			return 0, fmt.Errorf("stats: %w", err)
		}
		n := 0
		for _, name := range names {
			if parse(name) == nil {
				n++
			}
		}
		return n, nil
	}
	readyOK := func(n string) error { _, _, err := parseReadyName(n); return err }
	leasedOK := func(n string) error { _, _, err := parseLeasedName(n); return err }
	idOK := func(n string) error { return job.ValidateID("job_id", n) }
	var err error
	if st.Ready, err = count(s.layout.Ready(), readyOK); err != nil {
		return st, err
	}
	if st.Leased, err = count(s.layout.Leased(), leasedOK); err != nil {
		return st, err
	}
	if st.Done, err = count(s.layout.Done(), idOK); err != nil {
		return st, err
	}
	if st.Failed, err = count(s.layout.Failed(), idOK); err != nil {
		return st, err
	}
	cancelled, err := count(s.layout.Cancelled(), idOK)
	st.Failed += cancelled
	return st, err
}

// Result is what the spool holds for one job.
type Result struct {
	JobID string
	// State is ready, leased, done, failed, cancelled or unknown.
	State string
	// Attempt is the attempt the job holds (leased), will get next
	// (ready), or ended with (done, failed, cancelled; 0 when it was
	// cancelled before any attempt).
	Attempt int
	// Receipt is the accepted bundle's or report's receipt, when one was
	// accepted for the final attempt.
	Receipt *transport.Receipt
	// BundlePath is the accepted bundle inside the spool (done jobs).
	BundlePath string
	// Report is the stored terminal report (failed jobs, and jobs cancelled
	// by a report).
	Report *transport.TerminalReport
	// Partial is set for a done job whose bundle does not cover the whole
	// target.
	Partial *transport.Partial
}

// JobResult reports the state of job id and, once it ended, its receipt and
// the path of its accepted bundle or its terminal report. An unknown job
// has State "unknown" and no error.
func (s *Spool) JobResult(ctx context.Context, id string) (Result, error) {
	if err := s.begin(ctx, "job_result"); err != nil {
		return Result{}, err
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return Result{}, fmt.Errorf("job result: %w", err)
	}
	res := Result{JobID: id, State: StateUnknown}
	lk, err := s.lockJob(id, true)
	if err != nil {
		if isUnknown(err) {
			return res, nil
		}
		return res, fmt.Errorf("job result %s: %w", id, err)
	}
	defer lk.unlock()
	loc, err := s.locate(id)
	if err != nil {
		return res, fmt.Errorf("job result %s: %w", id, err)
	}
	if loc.State == "" {
		return res, nil
	}
	res.State = loc.State
	if loc.State == StateLeased {
		if e, err := s.settleLease(id, loc.RequestID, false); err == nil && e != nil {
			res.Attempt = e.Attempt
			return res, nil
		}
		if loc, err = s.locate(id); err != nil {
			return res, fmt.Errorf("job result %s: %w", id, err)
		}
		res.State = loc.State
	}
	last, err := s.lastAttempt(id)
	if err != nil {
		return res, fmt.Errorf("job result %s: %w", id, err)
	}
	if res.State == StateReady {
		res.Attempt = last + 1
		return res, nil
	}
	if last == 0 {
		return res, nil
	}
	rec, ok, err := s.readAttempt(id, last)
	if err != nil || !ok {
		return res, err
	}
	res.Attempt, res.Receipt, res.Report, res.Partial = rec.Attempt, rec.Receipt, rec.Report, rec.Partial
	if rec.Bundle != "" {
		res.BundlePath = filepath.Join(s.layout.resultDir(id), rec.Bundle)
	}
	return res, nil
}

// JobState reports job id's state for worker status: ready, leased, done,
// failed, cancelled or unknown, its attempt, and its receipt once it ended.
func (s *Spool) JobState(ctx context.Context, id string) (transport.JobState, error) {
	r, err := s.JobResult(ctx, id)
	if err != nil {
		return transport.JobState{}, err
	}
	js := transport.JobState{JobID: r.JobID, State: r.State, Attempt: r.Attempt, Receipt: r.Receipt, Report: r.Report, Partial: r.Partial}
	if r.State != StateUnknown {
		spec, err := s.readSpec(id)
		switch {
		case err == nil:
			js.Target = &spec.Target
		case !errors.Is(err, fs.ErrNotExist): // gone with its job: no target to show
			return transport.JobState{}, fmt.Errorf("job state %s: %w", id, err)
		}
	}
	return js, nil
}

// Results yields the Result of every job that ended (done, failed and
// cancelled), in directory order. It stops at the first error, which it
// yields.
func (s *Spool) Results(ctx context.Context) iter.Seq2[Result, error] {
	return func(yield func(Result, error) bool) {
		for _, dir := range []string{s.layout.Done(), s.layout.Failed(), s.layout.Cancelled()} {
			names, err := readNames(dir)
			if err != nil {
				yield(Result{}, err)
				return
			}
			for _, n := range names {
				if job.ValidateID("job_id", n) != nil {
					continue
				}
				r, err := s.JobResult(ctx, n)
				if !yield(r, err) || err != nil {
					return
				}
			}
		}
	}
}

// OpenBundle opens the accepted bundle of job id inside the spool, with
// its receipt.
func (s *Spool) OpenBundle(ctx context.Context, id string) (io.ReadCloser, transport.Receipt, error) {
	r, err := s.JobResult(ctx, id)
	if err != nil {
		return nil, transport.Receipt{}, err
	}
	if r.BundlePath == "" || r.Receipt == nil {
		return nil, transport.Receipt{}, fmt.Errorf("job %s (%s): no accepted bundle", id, r.State)
	}
	f, err := state.OpenNoFollow(r.BundlePath)
	if err != nil {
		return nil, transport.Receipt{}, fmt.Errorf("job %s: %w", id, err)
	}
	return f, *r.Receipt, nil
}

// DoneJobs returns the ids of at most limit done jobs, in directory
// order.
func (s *Spool) DoneJobs(ctx context.Context, limit int) ([]string, bool, error) {
	var ids []string
	for r, err := range s.Results(ctx) {
		if err != nil {
			return nil, false, err
		}
		if r.State != StateDone {
			continue
		}
		if len(ids) == limit {
			return ids, true, nil
		}
		ids = append(ids, r.JobID)
	}
	return ids, false, nil
}
