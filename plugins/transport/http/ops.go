package http

import (
	"context"
	"fmt"
	nethttp "net/http"
	"net/url"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Claim asks the coordinator for a job (POST /v1/claims). 201 is a new
// assignment, 200 the answer to a repeated request id (the same assignment
// or its resolution), 204 no work with the Retry-After and reason; a 410
// says the request's assignment ended without a result (Stale: claim with a
// new request id). An assignment whose request id or fields are wrong is a
// Retryable protocol error: it is never handed to the pipeline.
func (t *Transport) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	const op = "claim"
	if req.WorkerID != "" && req.WorkerID != t.workerID {
		return transport.ClaimResult{}, transport.Errorf(transport.Fatal, op, "claim for worker %q, the transport was provisioned for %q", req.WorkerID, t.workerID)
	}
	t.setScanners(req.Scanners)
	wait := t.LongPoll
	if req.NoWait {
		wait = 0
	}
	body := api.Claim{RequestID: req.RequestID, WorkerID: t.workerID, Slot: req.Slot, Scanners: req.Scanners,
		TargetKinds: req.TargetKinds, DefaultScanTimeout: job.Duration(req.DefaultScanTimeout), Wait: wait}
	if body.Scanners == nil {
		body.Scanners = []string{}
	}
	if err := body.Validate(); err != nil {
		return transport.ClaimResult{}, transport.Errorf(transport.Fatal, op, "invalid claim: %v", err)
	}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPost, path: api.PathClaims, session: true, json: body,
		timeout: t.RequestTimeout.D() + wait.D()})
	if err != nil {
		return transport.ClaimResult{}, err
	}
	switch resp.status {
	case nethttp.StatusNoContent:
		reason := resp.header.Get(api.HeaderNoWorkReason)
		if !api.ValidReason(reason) {
			return transport.ClaimResult{}, protocolError(op, "204 with no-work reason %.40q", reason)
		}
		return transport.ClaimResult{NoWork: &transport.NoWork{Reason: reason,
			RetryAfter: api.ParseRetryAfter(resp.header.Get("Retry-After"), time.Second)}}, nil
	case nethttp.StatusCreated, nethttp.StatusOK:
	default:
		return transport.ClaimResult{}, t.statusError(op, resp)
	}
	var ans api.ClaimAnswer
	if err := decodeAnswer(op, resp, &ans); err != nil {
		return transport.ClaimResult{}, err
	}
	if err := api.ValidateClaimAnswer(&ans, req.RequestID); err != nil {
		return transport.ClaimResult{}, protocolError(op, "%d claim answer: %v", resp.status, err)
	}
	if resp.status == nethttp.StatusCreated && ans.Resolution != nil {
		return transport.ClaimResult{}, protocolError(op, "201 claim answer carries a resolution")
	}
	if ans.Assignment != nil {
		ans.Assignment.Slot = req.Slot
		t.active.add(ans.Assignment)
		return transport.ClaimResult{Assignment: ans.Assignment}, nil
	}
	return transport.ClaimResult{Resolution: ans.Resolution}, nil
}

func assignmentPath(a *job.Assignment, suffix string) string {
	return fmt.Sprintf("%s%s/%d%s", api.PathAssignments, url.PathEscape(a.Spec.ID), a.Attempt, suffix)
}

// checkHeld rejects an assignment the transport could not have issued.
func checkHeld(op string, a *job.Assignment) error {
	if err := job.ValidateID("job_id", a.Spec.ID); err != nil || a.Attempt < 1 || api.ValidToken("lease", a.Lease) != nil {
		return transport.Errorf(transport.Stale, op, "assignment %s has no valid coordinator identity", a.Key())
	}
	return nil
}

// Status asks for an assignment's state (GET /v1/assignments/{job}/{n}). A
// 404 is StateUnknown; an answer naming another assignment is a Retryable
// protocol error.
func (t *Transport) Status(ctx context.Context, a *job.Assignment) (transport.Status, error) {
	const op = "status"
	if err := checkHeld(op, a); err != nil {
		return transport.Status{State: transport.StateUnknown}, nil
	}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodGet, path: assignmentPath(a, ""), session: true, lease: a.Lease})
	if err != nil {
		return transport.Status{}, err
	}
	switch resp.status {
	case nethttp.StatusOK:
	case nethttp.StatusNotFound:
		t.active.remove(a)
		return transport.Status{State: transport.StateUnknown}, nil
	default:
		err := t.statusError(op, resp)
		t.settle(a, err)
		return transport.Status{}, err
	}
	var st api.Status
	if err := decodeAnswer(op, resp, &st); err != nil {
		return transport.Status{}, err
	}
	if err := api.ValidateStatus(&st, a.Spec.ID, a.Attempt); err != nil {
		return transport.Status{}, protocolError(op, "status answer: %v", err)
	}
	if st.State == transport.StateActive {
		t.active.add(a)
	} else {
		t.active.remove(a)
	}
	return transport.Status{State: st.State, Resolution: st.Resolution,
		Lease: transport.Lease{Expires: st.Lease.Expires, Cancel: st.Lease.Cancel}}, nil
}

// Renew extends the lease (POST .../renew). 404/409/410 are Stale.
func (t *Transport) Renew(ctx context.Context, a *job.Assignment) (transport.Lease, error) {
	const op = "renew"
	if err := checkHeld(op, a); err != nil {
		return transport.Lease{}, err
	}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPost, path: assignmentPath(a, "/renew"), session: true, lease: a.Lease, json: struct{}{}})
	if err != nil {
		return transport.Lease{}, err
	}
	if resp.status != nethttp.StatusOK {
		err := t.statusError(op, resp)
		t.settle(a, err)
		return transport.Lease{}, err
	}
	var l api.LeaseAnswer
	if err := decodeAnswer(op, resp, &l); err != nil {
		return transport.Lease{}, err
	}
	if err := api.ValidateLease(&l); err != nil {
		return transport.Lease{}, protocolError(op, "lease answer: %v", err)
	}
	t.active.add(a)
	return transport.Lease{Expires: l.Expires, Cancel: l.Cancel}, nil
}

// Progress sends events of one assignment (POST .../progress). Replays are
// answered as replayed, not errors; 410 (the assignment ended) is Stale and
// the pipeline drops the events.
func (t *Transport) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) error {
	const op = "progress"
	if len(events) == 0 {
		return nil
	}
	if err := checkHeld(op, a); err != nil {
		return err
	}
	for start := 0; start < len(events); start += api.MaxEvents {
		batch := events[start:min(len(events), start+api.MaxEvents)]
		p := api.Progress{WorkerID: t.workerID, Events: batch}
		if err := p.Validate(); err != nil {
			return transport.Errorf(transport.Stale, op, "progress events of %s cannot be sent: %v", a.Key(), err)
		}
		resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPost, path: assignmentPath(a, "/progress"), session: true, lease: a.Lease, json: p})
		if err != nil {
			return err
		}
		if resp.status != nethttp.StatusOK {
			return t.statusError(op, resp)
		}
		var ans api.ProgressAnswer
		if err := decodeAnswer(op, resp, &ans); err != nil {
			return err
		}
		if err := api.ValidateProgressAnswer(&ans, len(batch)); err != nil {
			return protocolError(op, "%v", err)
		}
	}
	return nil
}

// Release gives a held job back (POST .../release): the worker's own
// storage failed. The coordinator puts the job back in the queue without
// counting the attempt; 410 (the assignment ended otherwise) is Stale.
func (t *Transport) Release(ctx context.Context, a *job.Assignment, reason string) error {
	const op = "release"
	if err := checkHeld(op, a); err != nil {
		return err
	}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPost, path: assignmentPath(a, "/release"), session: true, lease: a.Lease,
		json: api.Release{Reason: reason}})
	if err != nil {
		return err
	}
	if resp.status != nethttp.StatusNoContent && resp.status != nethttp.StatusOK {
		err := t.statusError(op, resp)
		t.settle(a, err)
		return err
	}
	t.active.remove(a)
	return nil
}

var _ transport.Releaser = (*Transport)(nil)
