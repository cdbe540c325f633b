package coordinator

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// ClaimResult is the coordinator's answer to a claim: exactly one of its
// fields is set. Repeated is true when the request id was seen before.
type ClaimResult struct {
	Assignment *job.Assignment
	Resolution *transport.Resolution
	NoWork     string
	Repeated   bool
}

// Claim answers one claim. A request id seen before returns its assignment
// while the attempt is active, its resolution once resolved, and a 410
// error when it ended without a result. A new request supersedes any
// attempt still active for the same worker slot (the slot gave it up),
// then hands out the oldest ready job whose scanner the worker has (and
// whose target kind it can prepare, when it names its kinds), or waits up
// to Wait for one.
func (c *Coordinator) Claim(ctx context.Context, req api.Claim) (ClaimResult, error) {
	deadline := c.now().Add(req.Wait.D())
	for {
		wake := c.readyChan()
		res, err := c.claimOnce(ctx, req)
		if err != nil || res.NoWork == "" || res.NoWork == api.ReasonPaused || res.NoWork == api.ReasonCapacity {
			return res, err
		}
		left := deadline.Sub(c.now())
		if left <= 0 {
			return res, nil
		}
		t := time.NewTimer(left)
		select {
		case <-wake:
			t.Stop()
		case <-t.C:
			return res, nil
		case <-ctx.Done():
			t.Stop()
			return res, nil
		}
	}
}

func (c *Coordinator) claimOnce(ctx context.Context, req api.Claim) (ClaimResult, error) {
	var res ClaimResult
	err := c.tx(ctx, func(tx *sql.Tx) error {
		var err error
		res, err = c.repeatClaim(ctx, tx, req)
		if err != nil || res.Repeated {
			return err
		}
		if p, err := c.paused(ctx, tx); err != nil || p {
			res.NoWork = api.ReasonPaused
			return err
		}
		if err := c.supersede(ctx, tx, req); err != nil {
			return err
		}
		if full, err := c.atCapacity(ctx, tx, req.WorkerID); err != nil || full {
			res.NoWork = api.ReasonCapacity
			return err
		}
		res, err = c.claimNew(ctx, tx, req)
		return err
	})
	return res, err
}

func (c *Coordinator) repeatClaim(ctx context.Context, tx *sql.Tx, req api.Claim) (ClaimResult, error) {
	var jobID string
	var attempt int
	err := tx.QueryRowContext(ctx, `SELECT job_id, attempt FROM attempts WHERE request_id = ?`, req.RequestID).Scan(&jobID, &attempt)
	if errors.Is(err, sql.ErrNoRows) {
		return ClaimResult{}, nil
	}
	if err != nil {
		return ClaimResult{}, err
	}
	a, err := c.loadAttempt(ctx, tx, jobID, attempt)
	if err != nil {
		return ClaimResult{}, err
	}
	if a.WorkerID != req.WorkerID {
		return ClaimResult{}, errf(http.StatusConflict, api.CodeConflict, "request id %s belongs to another worker", req.RequestID)
	}
	if a.State == attemptActive && a.LeaseExpires <= nanos(c.now()) {
		if err := c.endAttempt(ctx, tx, jobID, attempt, "lease expired"); err != nil {
			return ClaimResult{}, err
		}
		a.State = attemptExpired
	}
	switch a.State {
	case attemptActive:
		as, err := c.assignmentOf(ctx, tx, a)
		return ClaimResult{Assignment: as, Repeated: true}, err
	case attemptResolved:
		return ClaimResult{Resolution: resolutionOf(a), Repeated: true}, nil
	}
	return ClaimResult{Repeated: true}, errf(http.StatusGone, api.CodeRequestRepeated,
		"request %s: assignment %s/%d ended (%s) without a result; claim again with a new request id", req.RequestID, jobID, attempt, a.State)
}

// supersede ends attempts still active for the asking worker slot: a slot
// claims only when it holds nothing, so they were given up.
func (c *Coordinator) supersede(ctx context.Context, tx *sql.Tx, req api.Claim) error {
	rows, err := tx.QueryContext(ctx, `SELECT job_id, attempt FROM attempts WHERE worker_id = ? AND slot = ? AND state = ?`,
		req.WorkerID, req.Slot, attemptActive)
	if err != nil {
		return err
	}
	type key struct {
		id string
		n  int
	}
	var old []key
	for rows.Next() {
		var k key
		if err := rows.Scan(&k.id, &k.n); err != nil {
			rows.Close()
			return err
		}
		old = append(old, k)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, k := range old {
		if err := c.endAttempt(ctx, tx, k.id, k.n, "superseded by a new claim of the same slot"); err != nil {
			return err
		}
	}
	if len(old) > 0 {
		defer c.notifyReady()
	}
	return nil
}

func (c *Coordinator) atCapacity(ctx context.Context, tx *sql.Tx, workerID string) (bool, error) {
	var capacity int
	err := tx.QueryRowContext(ctx, `SELECT capacity FROM workers WHERE id = ?`, workerID).Scan(&capacity)
	if errors.Is(err, sql.ErrNoRows) || capacity == 0 {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var active int
	err = tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM attempts WHERE worker_id = ? AND state = ?`, workerID, attemptActive).Scan(&active)
	return active >= capacity, err
}

// maxClaimScan bounds the ready jobs one claim looks at.
const maxClaimScan = 10000

func (c *Coordinator) claimNew(ctx context.Context, tx *sql.Tx, req api.Claim) (ClaimResult, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, scanner, spec, attempts FROM jobs WHERE state = ? ORDER BY seq LIMIT ?`, api.JobReady, maxClaimScan)
	if err != nil {
		return ClaimResult{}, err
	}
	var id, specJSON string
	var attempts int
	any := false
	found := false
	for rows.Next() {
		var sc string
		if err := rows.Scan(&id, &sc, &specJSON, &attempts); err != nil {
			rows.Close()
			return ClaimResult{}, err
		}
		any = true
		if slices.Contains(req.Scanners, sc) && acceptsKind(req.TargetKinds, specJSON) {
			found = true
			break
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return ClaimResult{}, err
	}
	if !found {
		if any {
			return ClaimResult{NoWork: api.ReasonIncompatible}, nil
		}
		return ClaimResult{NoWork: api.ReasonEmpty}, nil
	}
	var spec job.Spec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		return ClaimResult{}, err
	}
	now := c.now()
	timeout := spec.AssignedScanTimeout(req.DefaultScanTimeout.D(), c.cfg.MaxScanTimeout)
	a := &attemptRow{JobID: id, Attempt: attempts + 1, RequestID: req.RequestID, WorkerID: req.WorkerID, Slot: req.Slot,
		Lease: "l-" + state.RandomHex(16), LeaseExpires: nanos(now.Add(c.cfg.Lease)), ScanDeadline: nanos(now.Add(timeout)),
		State: attemptActive}
	if _, err := tx.ExecContext(ctx, `INSERT INTO attempts (job_id, attempt, request_id, worker_id, slot, lease, lease_expires, scan_deadline, state, started, credential)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, a.JobID, a.Attempt, a.RequestID, a.WorkerID, a.Slot, a.Lease, a.LeaseExpires,
		a.ScanDeadline, a.State, nanos(now), credentialOf(ctx)); err != nil {
		return ClaimResult{}, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE jobs SET state = ?, attempts = ?, updated = ? WHERE id = ?`,
		api.JobLeased, a.Attempt, nanos(now), id); err != nil {
		return ClaimResult{}, err
	}
	c.log.Debug("claimed", "job_id", id, "attempt", a.Attempt, "worker_id", req.WorkerID, "slot", req.Slot, "request_id", req.RequestID)
	return ClaimResult{Assignment: &job.Assignment{Spec: spec, Attempt: a.Attempt, RequestID: a.RequestID, Lease: a.Lease,
		LeaseExpires: fromNanos(a.LeaseExpires), ScanDeadline: fromNanos(a.ScanDeadline), Slot: a.Slot}}, nil
}

// acceptsKind reports whether a job with spec specJSON is of one of
// kinds (any job when kinds is empty). A spec that does not decode is
// accepted, for the claim to fail on it as before.
func acceptsKind(kinds []string, specJSON string) bool {
	if len(kinds) == 0 {
		return true
	}
	var s struct {
		Target struct {
			Kind string `json:"kind"`
		} `json:"target"`
	}
	if json.Unmarshal([]byte(specJSON), &s) != nil {
		return true
	}
	return slices.Contains(kinds, s.Target.Kind)
}

func (c *Coordinator) assignmentOf(ctx context.Context, tx *sql.Tx, a *attemptRow) (*job.Assignment, error) {
	var specJSON string
	if err := tx.QueryRowContext(ctx, `SELECT spec FROM jobs WHERE id = ?`, a.JobID).Scan(&specJSON); err != nil {
		return nil, err
	}
	var spec job.Spec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		return nil, err
	}
	return &job.Assignment{Spec: spec, Attempt: a.Attempt, RequestID: a.RequestID, Lease: a.Lease,
		LeaseExpires: fromNanos(a.LeaseExpires), ScanDeadline: fromNanos(a.ScanDeadline), Slot: a.Slot}, nil
}

func resolutionOf(a *attemptRow) *transport.Resolution {
	r := transport.Receipt{ID: a.ReceiptID, JobID: a.JobID, Attempt: a.Attempt, Digest: a.Digest,
		Outcome: transport.Outcome(a.Outcome), Accepted: fromNanos(a.Accepted)}
	return &transport.Resolution{JobID: a.JobID, Attempt: a.Attempt, Outcome: r.Outcome, Receipt: r}
}
