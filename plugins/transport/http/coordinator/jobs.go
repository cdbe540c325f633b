package coordinator

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strings"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// MaxListJobs bounds the jobs one listing returns.
const MaxListJobs = 1000

// Enqueue adds a job in state ready. Enqueueing the same spec again is a
// no-op that reports created=false; a different spec under a taken id is
// an error matching ErrExists.
func (c *Coordinator) Enqueue(ctx context.Context, spec job.Spec) (created bool, err error) {
	if err := spec.Validate(); err != nil {
		return false, badRequest("invalid job: %v", err)
	}
	body, err := json.Marshal(spec)
	if err != nil {
		return false, err
	}
	now := nanos(c.now())
	err = c.tx(ctx, func(tx *sql.Tx) error {
		var old, st string
		err := tx.QueryRowContext(ctx, `SELECT spec, state FROM jobs WHERE id = ?`, spec.ID).Scan(&old, &st)
		if err == nil {
			var prev job.Spec
			if json.Unmarshal([]byte(old), &prev) == nil && reflect.DeepEqual(normalSpec(prev), normalSpec(spec)) {
				return nil
			}
			return errf(http.StatusConflict, api.CodeConflict,
				"job %s already exists (state %s) with a different spec; enqueue it under a new job id", spec.ID, st)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var seq int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM jobs`).Scan(&seq); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO jobs (id, spec, scanner, state, seq, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			spec.ID, string(body), spec.Scanner, api.JobReady, seq, now, now)
		created = err == nil
		return err
	})
	if err != nil {
		return false, err
	}
	if created {
		c.metrics.enqueued.WithLabelValues("created").Inc()
		c.notifyReady()
		c.log.Info("job enqueued", "job_id", spec.ID, "scanner", spec.Scanner)
	} else {
		c.metrics.enqueued.WithLabelValues("repeated").Inc()
	}
	return created, nil
}

// normalSpec makes empty and nil slices and maps compare equal.
func normalSpec(s job.Spec) job.Spec {
	if len(s.Options) == 0 {
		s.Options = nil
	}
	if len(s.Target.Include) == 0 {
		s.Target.Include = nil
	}
	if len(s.Target.Exclude) == 0 {
		s.Target.Exclude = nil
	}
	return s
}

// Cancel cancels a job: a ready job ends cancelled at once; a leased job
// gets a cancel request that the next renewal carries to its worker, and
// ends cancelled when its attempt resolves or expires; a cancelled job is
// left as it is. A job that ended done or failed is an error matching
// ErrEnded.
func (c *Coordinator) Cancel(ctx context.Context, id string) (api.JobInfo, error) {
	if err := job.ValidateID("job_id", id); err != nil {
		return api.JobInfo{}, badRequest("%v", err)
	}
	now := nanos(c.now())
	err := c.tx(ctx, func(tx *sql.Tx) error {
		var st string
		err := tx.QueryRowContext(ctx, `SELECT state FROM jobs WHERE id = ?`, id).Scan(&st)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound("no job %s", id)
		}
		if err != nil {
			return err
		}
		switch st {
		case api.JobReady:
			_, err = tx.ExecContext(ctx, `UPDATE jobs SET state = ?, cancel = 1, updated = ? WHERE id = ?`, api.JobCancelled, now, id)
			c.countEnded(tx, api.JobCancelled)
		case api.JobLeased:
			_, err = tx.ExecContext(ctx, `UPDATE jobs SET cancel = 1, updated = ? WHERE id = ?`, now, id)
		case api.JobCancelled:
			// Cancelling again changes nothing, as with every transport.
		default:
			return gone("job %s already ended (%s)", id, st)
		}
		return err
	})
	if err != nil {
		return api.JobInfo{}, err
	}
	return c.Job(ctx, id)
}

// Retry puts a failed or cancelled job back in the queue, behind the jobs
// there now, with max_attempts fresh attempts (its attempt numbers go on
// from the last one, so results of earlier attempts are never taken for
// new ones). A job that is ready, leased or done is refused with 409.
func (c *Coordinator) Retry(ctx context.Context, id string) (api.JobInfo, error) {
	if err := job.ValidateID("job_id", id); err != nil {
		return api.JobInfo{}, badRequest("%v", err)
	}
	now := nanos(c.now())
	err := c.tx(ctx, func(tx *sql.Tx) error {
		var st string
		err := tx.QueryRowContext(ctx, `SELECT state FROM jobs WHERE id = ?`, id).Scan(&st)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound("no job %s", id)
		}
		if err != nil {
			return err
		}
		if st != api.JobFailed && st != api.JobCancelled {
			return errf(http.StatusConflict, api.CodeConflict, "job %s is %s: only a failed or cancelled job can be retried", id, st)
		}
		var seq int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM jobs`).Scan(&seq); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE jobs SET state = ?, cancel = 0, seq = ?, attempts_floor = attempts, result_attempt = 0, updated = ? WHERE id = ?`,
			api.JobReady, seq, now, id)
		return err
	})
	if err != nil {
		return api.JobInfo{}, err
	}
	c.notifyReady()
	return c.Job(ctx, id)
}

// Job describes one job with its attempts and result.
func (c *Coordinator) Job(ctx context.Context, id string) (api.JobInfo, error) {
	if err := job.ValidateID("job_id", id); err != nil {
		return api.JobInfo{}, badRequest("%v", err)
	}
	rows, err := c.queryJobs(ctx, `WHERE id = ?`, id)
	if err != nil {
		return api.JobInfo{}, err
	}
	if len(rows) == 0 {
		return api.JobInfo{}, notFound("no job %s", id)
	}
	info := rows[0]
	hist, err := c.db.QueryContext(ctx, `SELECT attempt, worker_id, slot, state, started, lease_expires, last_phase, credential FROM attempts WHERE job_id = ? ORDER BY attempt`, id)
	if err != nil {
		return api.JobInfo{}, err
	}
	defer hist.Close()
	for hist.Next() {
		var a api.AttemptInfo
		var started, exp int64
		if err := hist.Scan(&a.Attempt, &a.WorkerID, &a.Slot, &a.State, &started, &exp, &a.LastPhase, &a.Credential); err != nil {
			return api.JobInfo{}, err
		}
		a.Started, a.LeaseExpires = fromNanos(started), fromNanos(exp)
		info.History = append(info.History, a)
	}
	return info, hist.Err()
}

// Jobs lists up to limit jobs (1..MaxListJobs) in enqueue order, only
// those in state when it is not empty.
func (c *Coordinator) Jobs(ctx context.Context, stateFilter string, limit int) ([]api.JobInfo, error) {
	if limit <= 0 || limit > MaxListJobs {
		limit = MaxListJobs
	}
	if stateFilter != "" {
		return c.queryJobs(ctx, `WHERE state = ? ORDER BY seq LIMIT ?`, stateFilter, limit)
	}
	return c.queryJobs(ctx, `ORDER BY seq LIMIT ?`, limit)
}

// offeredScanners returns the scanners that workers with a live session
// offer.
func (c *Coordinator) offeredScanners(ctx context.Context) (map[string]bool, error) {
	rows, err := c.db.QueryContext(ctx, `SELECT scanners FROM workers WHERE `+liveWorkerSQL, c.liveWorkerArgs()...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	offered := map[string]bool{}
	for rows.Next() {
		var list string
		if err := rows.Scan(&list); err != nil {
			return nil, err
		}
		var names []string
		if json.Unmarshal([]byte(list), &names) == nil {
			for _, n := range names {
				offered[n] = true
			}
		}
	}
	return offered, rows.Err()
}

// markWaiting sets Waiting on the ready jobs of jobs that no live worker
// can run.
func (c *Coordinator) markWaiting(ctx context.Context, jobs []api.JobInfo) error {
	var offered map[string]bool
	for i := range jobs {
		if jobs[i].State != api.JobReady {
			continue
		}
		if offered == nil {
			var err error
			if offered, err = c.offeredScanners(ctx); err != nil {
				return err
			}
		}
		if !offered[jobs[i].Spec.Scanner] {
			jobs[i].Waiting = api.WaitingNoWorker
		}
	}
	return nil
}

func (c *Coordinator) queryJobs(ctx context.Context, where string, args ...any) ([]api.JobInfo, error) {
	rows, err := c.db.QueryContext(ctx, `SELECT j.spec, j.state, j.attempts, j.cancel, j.created, j.updated,
		COALESCE(a.attempt, 0), COALESCE(a.outcome, ''), COALESCE(a.digest, ''), COALESCE(a.receipt_id, ''),
		COALESCE(a.accepted, 0), COALESCE(a.size, 0), COALESCE(a.report, ''), COALESCE(a.partial, '')
		FROM jobs j LEFT JOIN attempts a ON a.job_id = j.id AND a.attempt = j.result_attempt `+prefixCols(where), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []api.JobInfo{}
	for rows.Next() {
		var info api.JobInfo
		var spec, outcome, digest, receiptID, report, partial string
		var cancel, created, updated, accepted, size int64
		var attempt int
		if err := rows.Scan(&spec, &info.State, &info.Attempts, &cancel, &created, &updated,
			&attempt, &outcome, &digest, &receiptID, &accepted, &size, &report, &partial); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(spec), &info.Spec); err != nil {
			return nil, fmt.Errorf("job spec in the database: %w", err)
		}
		info.Cancel = cancel != 0
		info.Created, info.Updated = fromNanos(created), fromNanos(updated)
		if attempt > 0 && (receiptID != "" || report != "") {
			// A job failed by its last lease running out has a report (why,
			// and which worker held it) but no receipt.
			res := &api.JobResult{Size: size}
			if receiptID != "" {
				res.Receipt = transport.Receipt{ID: receiptID, JobID: info.Spec.ID,
					Attempt: attempt, Digest: digest, Outcome: transport.Outcome(outcome), Accepted: fromNanos(accepted)}
			}
			if report != "" {
				var r transport.TerminalReport
				if json.Unmarshal([]byte(report), &r) == nil {
					res.Report = &r
				}
			}
			if partial != "" {
				var p transport.Partial
				if json.Unmarshal([]byte(partial), &p) == nil {
					res.Partial = &p
				}
			}
			info.Result = res
		}
		out = append(out, info)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	return out, c.markWaiting(ctx, out)
}

// prefixCols qualifies the column names of a WHERE/ORDER clause with the
// jobs table alias.
func prefixCols(where string) string {
	r := []struct{ from, to string }{{"id =", "j.id ="}, {"state =", "j.state ="}, {"BY seq", "BY j.seq"}}
	for _, x := range r {
		where = strings.ReplaceAll(where, x.from, x.to)
	}
	return where
}

// Stats counts jobs by state.
func (c *Coordinator) Stats(ctx context.Context) (api.Stats, error) {
	var s api.Stats
	rows, err := c.db.QueryContext(ctx, `SELECT state, COUNT(*) FROM jobs GROUP BY state`)
	if err != nil {
		return s, err
	}
	defer rows.Close()
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return s, err
		}
		switch st {
		case api.JobReady:
			s.Ready = n
		case api.JobLeased:
			s.Leased = n
		case api.JobDone:
			s.Done = n
		case api.JobFailed:
			s.Failed = n
		case api.JobCancelled:
			s.Cancelled = n
		}
	}
	if err := rows.Err(); err != nil {
		return s, err
	}
	s.Paused, err = c.paused(ctx, c.db)
	if err != nil {
		return s, err
	}
	if err = c.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM workers WHERE `+liveWorkerSQL, c.liveWorkerArgs()...).Scan(&s.Workers); err != nil {
		return s, err
	}
	s.NoWorker, s.NoWorkerScanners, err = c.unservedReady(ctx)
	return s, err
}

// unservedReady counts the ready jobs whose scanner no live worker offers,
// and names those scanners.
func (c *Coordinator) unservedReady(ctx context.Context) (int, []string, error) {
	offered, err := c.offeredScanners(ctx)
	if err != nil {
		return 0, nil, err
	}
	rows, err := c.db.QueryContext(ctx, `SELECT scanner, COUNT(*) FROM jobs WHERE state = ? GROUP BY scanner ORDER BY scanner`, api.JobReady)
	if err != nil {
		return 0, nil, err
	}
	defer rows.Close()
	total := 0
	var names []string
	for rows.Next() {
		var sc string
		var n int
		if err := rows.Scan(&sc, &n); err != nil {
			return 0, nil, err
		}
		if !offered[sc] {
			total += n
			names = append(names, sc)
		}
	}
	return total, names, rows.Err()
}

type querier interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

func (c *Coordinator) paused(ctx context.Context, q querier) (bool, error) {
	var v string
	err := q.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = 'paused'`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return v == "true", err
}

// SetPaused pauses or resumes claims. While paused, claims are answered
// 204 with reason "paused"; leases, uploads and reports go on.
func (c *Coordinator) SetPaused(ctx context.Context, paused bool) error {
	_, err := c.db.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('paused', ?)
		ON CONFLICT(key) DO UPDATE SET value = excluded.value`, fmt.Sprint(paused))
	if err == nil && !paused {
		c.notifyReady()
	}
	return err
}
