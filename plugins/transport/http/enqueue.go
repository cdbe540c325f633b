package http

import (
	"context"
	"fmt"
	nethttp "net/http"
	"net/url"
	"strings"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Enqueue adds a job through the coordinator's admin API (POST /v1/jobs)
// with the admin token. Enqueueing the same spec again succeeds; a
// different spec under a taken id is an error.
func (t *Transport) Enqueue(ctx context.Context, spec job.Spec) error {
	const op = "enqueue"
	if err := spec.Validate(); err != nil {
		return transport.Errorf(transport.Fatal, op, "invalid job: %v", err)
	}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPost, path: api.PathJobs, admin: true, json: spec})
	if err != nil {
		return err
	}
	if resp.status != nethttp.StatusCreated && resp.status != nethttp.StatusOK {
		return t.statusError(op, resp)
	}
	var info api.JobInfo
	if err := decodeAnswer(op, resp, &info); err != nil {
		return err
	}
	if info.Spec.ID != spec.ID {
		return protocolError(op, "enqueue answer names job %.80q, want %s", info.Spec.ID, spec.ID)
	}
	return nil
}

// Stats reads the coordinator's queue counts (GET /v1/stats).
func (t *Transport) Stats(ctx context.Context) (transport.Stats, error) {
	const op = "stats"
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodGet, path: api.PathStats, admin: true})
	if err != nil {
		return transport.Stats{}, err
	}
	if resp.status != nethttp.StatusOK {
		return transport.Stats{}, t.statusError(op, resp)
	}
	var s api.Stats
	if err := decodeAnswer(op, resp, &s); err != nil {
		return transport.Stats{}, err
	}
	return transport.Stats{Ready: s.Ready, Leased: s.Leased, Done: s.Done, Failed: s.Failed + s.Cancelled,
		NoWorker: s.NoWorker, NoWorkerScanners: strings.Join(s.NoWorkerScanners, ", ")}, nil
}

// JobState reads one job (GET /v1/jobs/{id}); an unknown job has state
// "unknown".
func (t *Transport) JobState(ctx context.Context, jobID string) (transport.JobState, error) {
	const op = "job"
	if err := job.ValidateID("job_id", jobID); err != nil {
		return transport.JobState{}, transport.Errorf(transport.Fatal, op, "%v", err)
	}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodGet, path: api.PathJobs + "/" + url.PathEscape(jobID), admin: true})
	if err != nil {
		return transport.JobState{}, err
	}
	if resp.status == nethttp.StatusNotFound {
		return transport.JobState{JobID: jobID, State: "unknown"}, nil
	}
	if resp.status != nethttp.StatusOK {
		return transport.JobState{}, t.statusError(op, resp)
	}
	var info api.JobInfo
	if err := decodeAnswer(op, resp, &info); err != nil {
		return transport.JobState{}, err
	}
	if info.Spec.ID != jobID {
		return transport.JobState{}, protocolError(op, "answer names job %.80q, want %s", info.Spec.ID, jobID)
	}
	js := transport.JobState{JobID: jobID, State: info.State, Attempt: info.Attempts, Waiting: info.Waiting, Target: &info.Spec.Target}
	if info.Result != nil {
		if r := info.Result.Receipt; r.ID != "" {
			js.Receipt = &r
		}
		js.Report, js.Partial = info.Result.Report, info.Result.Partial
	}
	return js, nil
}

// Cancel asks the coordinator to stop job jobID through its admin API
// (POST /v1/jobs/{id}/cancel) with the admin token; requester, when not
// empty, goes in the Sluice-Requested-By header, which the coordinator
// logs. A job not handed out yet never runs; a running attempt learns of
// the cancel at its next renewal. Cancelling a cancelled job does
// nothing; a done or failed job gives an error matching
// transport.ErrJobEnded, an unknown one transport.ErrJobNotFound.
func (t *Transport) Cancel(ctx context.Context, jobID, requester string) error {
	const op = "cancel"
	if err := job.ValidateID("job_id", jobID); err != nil {
		return transport.Errorf(transport.Fatal, op, "%v", err)
	}
	req := &request{op: op, method: nethttp.MethodPost, path: api.PathJobs + "/" + url.PathEscape(jobID) + "/cancel", admin: true}
	if requester != "" {
		req.headers = map[string]string{api.HeaderRequestedBy: requester}
	}
	resp, err := t.do(ctx, req)
	if err != nil {
		return err
	}
	switch resp.status {
	case nethttp.StatusOK:
	case nethttp.StatusNotFound:
		return fmt.Errorf("cancel %s: %w", jobID, transport.ErrJobNotFound)
	case nethttp.StatusGone:
		return fmt.Errorf("cancel %s: %w (%s)", jobID, transport.ErrJobEnded, errorMessage(resp))
	default:
		return t.statusError(op, resp)
	}
	var info api.JobInfo
	if err := decodeAnswer(op, resp, &info); err != nil {
		return err
	}
	if info.Spec.ID != jobID {
		return protocolError(op, "cancel answer names job %.80q, want %s", info.Spec.ID, jobID)
	}
	return nil
}
