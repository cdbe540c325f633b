package coordinator

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Status reports an assignment's state to its holder.
func (c *Coordinator) Status(ctx context.Context, jobID string, attempt int, lease string) (api.Status, error) {
	var st api.Status
	err := c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		st = api.Status{JobID: jobID, Attempt: attempt, State: transport.State(a.State)}
		switch a.State {
		case attemptReleased:
			st.State = transport.StateExpired
		case attemptActive:
			st.Lease = api.LeaseAnswer{Expires: fromNanos(a.LeaseExpires), Cancel: a.Cancel}
		case attemptResolved:
			st.Resolution = resolutionOf(a)
		}
		return nil
	})
	return st, err
}

// Renew extends an active assignment's lease by Lease. A resolved
// assignment is 409, an expired or cancelled one 410.
func (c *Coordinator) Renew(ctx context.Context, jobID string, attempt int, lease string) (api.LeaseAnswer, error) {
	var out api.LeaseAnswer
	err := c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		switch a.State {
		case attemptActive:
		case attemptResolved:
			return errf(http.StatusConflict, api.CodeConflict, "assignment %s/%d is already resolved", jobID, attempt)
		default:
			return gone("assignment %s/%d has %s", jobID, attempt, a.State)
		}
		exp := nanos(c.now().Add(c.cfg.Lease))
		if _, err := tx.ExecContext(ctx, `UPDATE attempts SET lease_expires = ? WHERE job_id = ? AND attempt = ?`, exp, jobID, attempt); err != nil {
			return err
		}
		out = api.LeaseAnswer{Expires: fromNanos(exp), Cancel: a.Cancel}
		return nil
	})
	return out, err
}

// Progress records progress events of an active assignment. Events whose
// Seq is not above the worker's highest recorded Seq are replays: counted,
// not recorded again. Progress of an assignment that is not active is 410.
func (c *Coordinator) Progress(ctx context.Context, jobID string, attempt int, lease string, p api.Progress) (api.ProgressAnswer, error) {
	var out api.ProgressAnswer
	err := c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		if a.WorkerID != p.WorkerID {
			return notFound("assignment %s/%d is held by another worker", jobID, attempt)
		}
		if a.State != attemptActive {
			return gone("assignment %s/%d has %s; progress dropped", jobID, attempt, a.State)
		}
		var last uint64
		err = tx.QueryRowContext(ctx, `SELECT last_seq FROM workers WHERE id = ?`, p.WorkerID).Scan(&last)
		if errors.Is(err, sql.ErrNoRows) {
			return errf(http.StatusUnauthorized, api.CodeSessionInvalid, "worker %s has no session", p.WorkerID)
		}
		if err != nil {
			return err
		}
		phase := ""
		for _, e := range p.Events {
			if e.Seq <= last {
				out.Replayed++
				continue
			}
			out.Accepted++
			last = e.Seq
			phase = e.Phase
		}
		if out.Accepted == 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `UPDATE workers SET last_seq = ? WHERE id = ?`, int64(last), p.WorkerID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE attempts SET last_phase = ? WHERE job_id = ? AND attempt = ?`, phase, jobID, attempt)
		return err
	})
	return out, err
}

// maxReleaseReasonBytes bounds a release's reason.
const maxReleaseReasonBytes = 1024

// Release ends an active assignment without a result at its worker's
// request (transport.Releaser): the worker's own storage failed. The job
// goes back to the queue, in its place (cancelled if a cancel was asked),
// and the attempt does not count toward MaxAttempts. Releasing again is
// 200; an assignment that ended otherwise is 410, a resolved one 409.
func (c *Coordinator) Release(ctx context.Context, jobID string, attempt int, lease, reason string) error {
	if reason == "" || len(reason) > maxReleaseReasonBytes {
		return badRequest("a release needs a reason of 1..%d bytes", maxReleaseReasonBytes)
	}
	var next string
	err := c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		switch a.State {
		case attemptActive:
		case attemptReleased:
			return nil
		case attemptResolved:
			return errf(http.StatusConflict, api.CodeConflict, "assignment %s/%d is already resolved", jobID, attempt)
		default:
			return gone("assignment %s/%d has %s", jobID, attempt, a.State)
		}
		why, err := json.Marshal(transport.TerminalReport{JobID: jobID, Attempt: attempt, Reason: "released", Message: reason})
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE attempts SET state = ?, report = ? WHERE job_id = ? AND attempt = ? AND state = ?`,
			attemptReleased, string(why), jobID, attempt, attemptActive); err != nil {
			return err
		}
		next = api.JobReady
		if a.Cancel {
			next = api.JobCancelled
			c.countEnded(tx, next)
		}
		_, err = tx.ExecContext(ctx, `UPDATE jobs SET state = ?, attempts_floor = attempts_floor + 1, updated = ? WHERE id = ?`,
			next, nanos(c.now()), jobID)
		return err
	})
	if err != nil {
		return err
	}
	if next != "" {
		if next == api.JobReady {
			c.notifyReady()
		}
		c.log.Info("job released by its worker; the attempt does not count", "job_id", jobID, "attempt", attempt, "reason", reason, "job_state", next)
	}
	return nil
}
