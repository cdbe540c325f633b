package coordinator

import (
	"context"
	"database/sql"
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
