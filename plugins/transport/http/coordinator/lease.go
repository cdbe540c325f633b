package coordinator

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/sluicehq/sluice/core/transport"

	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Attempt states in the database.
const (
	attemptActive    = "active"
	attemptResolved  = "resolved"
	attemptExpired   = "expired"
	attemptCancelled = "cancelled"
	// attemptReleased: the worker gave the job back for a fault of its
	// own; the attempt does not count (jobs.attempts_floor moved past it).
	attemptReleased = "released"
)

// Sweep expires every active attempt whose lease has run out and returns
// how many it expired. The sweeper calls it every SweepInterval.
func (c *Coordinator) Sweep(ctx context.Context) (int, error) {
	now := nanos(c.now())
	n := 0
	err := c.tx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT job_id, attempt FROM attempts WHERE state = ? AND lease_expires <= ? LIMIT 1000`, attemptActive, now)
		if err != nil {
			return err
		}
		type key struct {
			id string
			n  int
		}
		var due []key
		for rows.Next() {
			var k key
			if err := rows.Scan(&k.id, &k.n); err != nil {
				rows.Close()
				return err
			}
			due = append(due, k)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, k := range due {
			if err := c.endAttempt(ctx, tx, k.id, k.n, "lease expired"); err != nil {
				return err
			}
		}
		n = len(due)
		return nil
	})
	if err == nil {
		c.metrics.leasesExpired.Add(float64(n))
	}
	return n, err
}

// endAttempt ends an active attempt without a result (lease expired, or
// superseded by a new claim of the same slot): the job goes back to ready,
// or to failed when its attempts are used up, or to cancelled when a cancel
// was requested.
func (c *Coordinator) endAttempt(ctx context.Context, tx *sql.Tx, jobID string, attempt int, why string) error {
	var cancel, attempts int
	// attempts counts those since the job's last retry (attempts_floor).
	if err := tx.QueryRowContext(ctx, `SELECT cancel, attempts - attempts_floor FROM jobs WHERE id = ?`, jobID).Scan(&cancel, &attempts); err != nil {
		return err
	}
	st := attemptExpired
	next := api.JobReady
	switch {
	case cancel != 0:
		st, next = attemptCancelled, api.JobCancelled
	case attempts >= c.cfg.MaxAttempts:
		next = api.JobFailed
	}
	now := nanos(c.now())
	var report string
	if next == api.JobFailed {
		// The job fails here: say why and where, as a terminal report.
		var worker string
		var slot int
		var expires int64
		if err := tx.QueryRowContext(ctx, `SELECT worker_id, slot, lease_expires FROM attempts WHERE job_id = ? AND attempt = ?`,
			jobID, attempt).Scan(&worker, &slot, &expires); err != nil {
			return err
		}
		b, err := json.Marshal(transport.LeaseExpiredReport(jobID, attempt, worker, slot, fromNanos(expires), c.cfg.MaxAttempts))
		if err != nil {
			return err
		}
		report = string(b)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE attempts SET state = ?, report = CASE WHEN ? != '' THEN ? ELSE report END WHERE job_id = ? AND attempt = ? AND state = ?`,
		st, report, report, jobID, attempt, attemptActive); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE jobs SET state = ?, updated = ?, result_attempt = CASE WHEN ? = 'failed' THEN ? ELSE result_attempt END WHERE id = ?`,
		next, now, next, attempt, jobID); err != nil {
		return err
	}
	if next != api.JobReady {
		c.countEnded(tx, next)
	}
	c.log.Info("attempt ended without a result", "job_id", jobID, "attempt", attempt, "why", why, "job_state", next)
	return nil
}

// attemptRow is an attempt as stored.
type attemptRow struct {
	JobID, RequestID, WorkerID, Lease, State string
	Attempt, Slot                            int
	LeaseExpires, ScanDeadline, Accepted     int64
	Outcome, Digest, ReceiptID               string
	Size                                     int64
	Cancel                                   bool
}

const attemptCols = `a.job_id, a.attempt, a.request_id, a.worker_id, a.slot, a.lease, a.lease_expires, a.scan_deadline,
	a.state, a.outcome, a.digest, a.receipt_id, a.accepted, a.size, j.cancel`

func scanAttempt(row *sql.Row) (*attemptRow, error) {
	var a attemptRow
	var cancel int
	err := row.Scan(&a.JobID, &a.Attempt, &a.RequestID, &a.WorkerID, &a.Slot, &a.Lease, &a.LeaseExpires, &a.ScanDeadline,
		&a.State, &a.Outcome, &a.Digest, &a.ReceiptID, &a.Accepted, &a.Size, &cancel)
	a.Cancel = cancel != 0
	return &a, err
}

func (c *Coordinator) loadAttempt(ctx context.Context, tx *sql.Tx, jobID string, attempt int) (*attemptRow, error) {
	return scanAttempt(tx.QueryRowContext(ctx, `SELECT `+attemptCols+` FROM attempts a JOIN jobs j ON j.id = a.job_id
		WHERE a.job_id = ? AND a.attempt = ?`, jobID, attempt))
}

// ownedAttempt loads an attempt for its holder: unknown attempts and a
// wrong lease token are 404. An active attempt whose lease ran out is
// expired first, so callers see it as expired.
func (c *Coordinator) ownedAttempt(ctx context.Context, tx *sql.Tx, jobID string, attempt int, lease string) (*attemptRow, error) {
	a, err := c.loadAttempt(ctx, tx, jobID, attempt)
	if err == sql.ErrNoRows {
		return nil, notFound("no assignment %s/%d", jobID, attempt)
	}
	if err != nil {
		return nil, err
	}
	if a.Lease != lease {
		return nil, notFound("assignment %s/%d is not held under this lease", jobID, attempt)
	}
	if a.State == attemptActive && a.LeaseExpires <= nanos(c.now()) {
		if err := c.endAttempt(ctx, tx, jobID, attempt, "lease expired"); err != nil {
			return nil, err
		}
		return c.loadAttempt(ctx, tx, jobID, attempt)
	}
	return a, nil
}

// graceLeases extends every active lease to at least until (start time
// plus one lease). While the coordinator was down no worker could renew, so
// a lease that ran out meanwhile says nothing about its worker: expiring it
// at start would spend an attempt of every job in flight on the
// coordinator's own outage. A worker that is really gone loses its lease
// one lease length later, as it would have anyway.
func graceLeases(ctx context.Context, db *sql.DB, until int64) error {
	if _, err := db.ExecContext(ctx, `UPDATE attempts SET lease_expires = ? WHERE state = ? AND lease_expires < ?`,
		until, attemptActive, until); err != nil {
		return fmt.Errorf("extending active leases at start: %w", err)
	}
	return nil
}
