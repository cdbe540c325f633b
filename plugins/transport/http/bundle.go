package http

import (
	"context"
	"fmt"
	"io"
	nethttp "net/http"
	"net/url"
	"strconv"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// OpenBundle streams the accepted bundle of job jobID from the
// coordinator's admin API (GET /v1/jobs/{id}/bundle, admin token) and
// returns it with the job's receipt (GET /v1/jobs/{id}). The body is not
// buffered: the caller checks its sha256 against the receipt while it
// reads. A job without an accepted bundle is an error.
func (t *Transport) OpenBundle(ctx context.Context, jobID string) (io.ReadCloser, transport.Receipt, error) {
	const op = "bundle"
	st, err := t.JobState(ctx, jobID)
	if err != nil {
		return nil, transport.Receipt{}, err
	}
	if st.Receipt == nil || st.Receipt.Outcome != transport.OutcomeBundle {
		return nil, transport.Receipt{}, fmt.Errorf("job %s (%s): no accepted bundle", jobID, st.State)
	}
	if err := t.begin(ctx, op); err != nil {
		return nil, transport.Receipt{}, err
	}
	u := *t.base
	u.Path = t.base.Path + api.PathJobs + "/" + url.PathEscape(jobID) + "/bundle"
	req, err := nethttp.NewRequestWithContext(ctx, nethttp.MethodGet, u.String(), nil)
	if err != nil {
		return nil, transport.Receipt{}, transport.Errorf(transport.Fatal, op, "building the request: %v", err)
	}
	req.Header.Set("Authorization", "Bearer "+t.adminToken)
	req.Header.Set("User-Agent", "sluice-worker/"+t.version)
	resp, err := t.client.Do(req)
	if err != nil {
		return nil, transport.Receipt{}, &transport.Error{Kind: transport.Retryable, Op: op, Err: fmt.Errorf("GET %s: %w", u.Path, err)}
	}
	if resp.StatusCode != nethttp.StatusOK {
		defer resp.Body.Close()
		b, _ := api.ReadBody(resp.Body, api.MaxResponseBytes)
		return nil, transport.Receipt{}, t.statusError(op, &response{status: resp.StatusCode, header: resp.Header, body: b})
	}
	return resp.Body, *st.Receipt, nil
}

// DoneJobs lists at most limit done jobs (GET /v1/jobs?state=done, admin
// token); the coordinator answers at most its own page size (1,000).
func (t *Transport) DoneJobs(ctx context.Context, limit int) ([]string, bool, error) {
	const op = "list_jobs"
	page := min(limit+1, maxListJobs)
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodGet, admin: true,
		path: api.PathJobs + "?state=" + url.QueryEscape(api.JobDone) + "&limit=" + strconv.Itoa(page)})
	if err != nil {
		return nil, false, err
	}
	if resp.status != nethttp.StatusOK {
		return nil, false, t.statusError(op, resp)
	}
	var list api.JobList
	if err := decodeAnswer(op, resp, &list); err != nil {
		return nil, false, err
	}
	var ids []string
	for _, j := range list.Jobs {
		ids = append(ids, j.Spec.ID)
	}
	more := len(ids) > limit || len(ids) == maxListJobs
	if len(ids) > limit {
		ids = ids[:limit]
	}
	return ids, more, nil
}

// maxListJobs is the most jobs one GET /v1/jobs answers.
const maxListJobs = 1000
