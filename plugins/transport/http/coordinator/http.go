package coordinator

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/strictjson"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// ServeHTTP serves the protocol of docs/protocol.md.
func (c *Coordinator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.handler.ServeHTTP(w, r)
}

func (c *Coordinator) mux() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("POST /v1/sessions", c.worker(false, c.handleHello))
	m.HandleFunc("DELETE /v1/sessions", c.worker(true, c.handleGoodbye))
	m.HandleFunc("POST /v1/heartbeat", c.worker(true, c.handleHeartbeat))
	m.HandleFunc("POST /v1/claims", c.worker(true, c.handleClaim))
	m.HandleFunc("GET /v1/assignments/{job}/{attempt}", c.worker(true, c.handleStatus))
	m.HandleFunc("POST /v1/assignments/{job}/{attempt}/renew", c.worker(true, c.handleRenew))
	m.HandleFunc("POST /v1/assignments/{job}/{attempt}/release", c.worker(true, c.handleRelease))
	m.HandleFunc("POST /v1/assignments/{job}/{attempt}/progress", c.worker(true, c.handleProgress))
	m.HandleFunc("PUT /v1/assignments/{job}/{attempt}/bundle", c.worker(true, c.handleBundle))
	m.HandleFunc("PUT /v1/assignments/{job}/{attempt}/report", c.worker(true, c.handleReport))
	m.HandleFunc("POST /v1/jobs", c.admin(c.handleEnqueue))
	m.HandleFunc("GET /v1/jobs", c.admin(c.handleJobs))
	m.HandleFunc("GET /v1/jobs/{job}", c.admin(c.handleJob))
	m.HandleFunc("POST /v1/jobs/{job}/cancel", c.admin(c.handleCancel))
	m.HandleFunc("POST /v1/jobs/{job}/retry", c.admin(c.handleRetry))
	m.HandleFunc("GET /v1/jobs/{job}/bundle", c.admin(c.handleDownload))
	m.HandleFunc("GET /v1/stats", c.admin(c.handleStats))
	m.HandleFunc("POST /v1/pause", c.admin(c.handlePause))
	newDashboard(c).routes(m)
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, errf(http.StatusNotFound, api.CodeNotFound, "no endpoint %s %s", r.Method, r.URL.Path))
	})
	return m
}

// call is what a handler sees: the request, its session's worker id (for
// worker endpoints) and the response writer.
type call struct {
	w        http.ResponseWriter
	r        *http.Request
	workerID string
	// credential is the name of the worker token of a worker request.
	credential string
}

func bearer(r *http.Request) string {
	h := r.Header.Get("Authorization")
	tok, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return ""
	}
	return strings.TrimSpace(tok)
}

// worker wraps a worker endpoint: bearer token, and with session a live
// session whose worker id the handler gets.
func (c *Coordinator) worker(session bool, h func(*call) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok := bearer(r)
		name, ok := c.workerCredential(tok)
		switch {
		case ok:
		case c.isAdmin(tok):
			writeError(w, errf(http.StatusForbidden, api.CodeForbidden, "the admin token cannot act as a worker: workers use the worker token"))
			return
		default:
			writeError(w, errf(http.StatusUnauthorized, api.CodeUnauthorized, "missing or wrong bearer token"))
			return
		}
		r = r.WithContext(withCredential(r.Context(), name))
		cl := &call{w: w, r: r, credential: name}
		if session {
			id, err := c.sessionWorker(r.Context(), r.Header.Get(api.HeaderSession))
			if err != nil {
				writeError(w, err)
				return
			}
			cl.workerID = id
		}
		if err := h(cl); err != nil {
			c.logError(r, err)
			writeError(w, err)
		}
	}
}

func (c *Coordinator) admin(h func(*call) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		switch tok := bearer(r); {
		case c.isWorkerToken(tok):
			writeError(w, errf(http.StatusForbidden, api.CodeForbidden,
				"a worker token cannot use the admin API: use the coordinator's admin token (admin_token_file in [transport.http]; the coordinator writes it to DIR/admin-token)"))
			return
		case !c.isAdmin(tok):
			writeError(w, errf(http.StatusUnauthorized, api.CodeUnauthorized, "missing or wrong admin bearer token"))
			return
		}
		if err := h(&call{w: w, r: r}); err != nil {
			c.logError(r, err)
			writeError(w, err)
		}
	}
}

func (c *Coordinator) logError(r *http.Request, err error) {
	var pe *Error
	if errors.As(err, &pe) && pe.Status < 500 {
		c.log.Debug("request refused", "method", r.Method, "path", r.URL.Path, "status", pe.Status, "err", pe.Message)
		return
	}
	if r.Context().Err() != nil {
		return
	}
	c.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
}

func writeError(w http.ResponseWriter, err error) {
	var pe *Error
	if !errors.As(err, &pe) {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			pe = errf(http.StatusServiceUnavailable, api.CodeUnavailable, "request cancelled")
		} else {
			pe = errf(http.StatusInternalServerError, api.CodeInternal, "internal error: %v", err)
		}
	}
	writeJSON(w, pe.Status, api.ErrorBody{Error: api.ErrorDetail{Code: pe.Code, Message: pe.Message}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":{"code":"internal","message":"encoding the answer"}}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)+1))
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// readJSON reads and strictly decodes a bounded JSON request body.
func readJSON(r *http.Request, v any) error {
	b, err := api.ReadBody(r.Body, api.MaxResponseBytes)
	if errors.Is(err, api.ErrTooLarge) {
		return errf(http.StatusRequestEntityTooLarge, api.CodeTooLarge, "request body: %v", err)
	}
	if err != nil {
		return badRequest("reading the request body: %v", err)
	}
	if err := strictjson.Decode(b, v); err != nil {
		return badRequest("request body: %v", err)
	}
	return nil
}

// pathAssignment reads {job}/{attempt} and the lease header.
func pathAssignment(r *http.Request) (string, int, string, error) {
	id := r.PathValue("job")
	if err := job.ValidateID("job_id", id); err != nil {
		return "", 0, "", badRequest("path: %v", err)
	}
	n, err := strconv.Atoi(r.PathValue("attempt"))
	if err != nil || n < 1 || n > math.MaxInt32 {
		return "", 0, "", badRequest("path: attempt %.20q is not a positive integer", r.PathValue("attempt"))
	}
	lease := r.Header.Get(api.HeaderLease)
	if err := api.ValidToken(api.HeaderLease, lease); err != nil {
		return "", 0, "", badRequest("%v", err)
	}
	return id, n, lease, nil
}

// handleGoodbye ends the caller's session: a worker that stops cleanly
// says so, and is gone from the live workers at once.
func (c *Coordinator) handleGoodbye(cl *call) error {
	if err := c.Goodbye(cl.r.Context(), cl.workerID, cl.r.Header.Get(api.HeaderSession)); err != nil {
		return err
	}
	cl.w.WriteHeader(http.StatusNoContent)
	return nil
}

func (c *Coordinator) handleHello(cl *call) error {
	var h api.Hello
	if err := readJSON(cl.r, &h); err != nil {
		return err
	}
	if err := h.Validate(); err != nil {
		return badRequest("hello: %v", err)
	}
	s, err := c.Hello(cl.r.Context(), h)
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusCreated, s)
	return nil
}

func (c *Coordinator) handleHeartbeat(cl *call) error {
	var h api.Heartbeat
	if err := readJSON(cl.r, &h); err != nil {
		return err
	}
	if err := h.Validate(); err != nil {
		return badRequest("heartbeat: %v", err)
	}
	if h.WorkerID != cl.workerID {
		return errf(http.StatusUnauthorized, api.CodeSessionInvalid, "session belongs to worker %s, not %s", cl.workerID, h.WorkerID)
	}
	a, err := c.Heartbeat(cl.r.Context(), h)
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, a)
	return nil
}

func (c *Coordinator) handleClaim(cl *call) error {
	var req api.Claim
	if err := readJSON(cl.r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return badRequest("claim: %v", err)
	}
	if req.WorkerID != cl.workerID {
		return errf(http.StatusUnauthorized, api.CodeSessionInvalid, "session belongs to worker %s, not %s", cl.workerID, req.WorkerID)
	}
	start := time.Now()
	res, err := c.Claim(cl.r.Context(), req)
	c.metrics.claimed(start, res, err)
	if err != nil {
		return err
	}
	switch {
	case res.NoWork != "":
		secs := int(math.Ceil(c.cfg.NoWorkRetryAfter.Seconds()))
		cl.w.Header().Set("Retry-After", strconv.Itoa(max(api.MinRetryAfter, min(secs, api.MaxRetryAfter))))
		cl.w.Header().Set(api.HeaderNoWorkReason, res.NoWork)
		cl.w.WriteHeader(http.StatusNoContent)
	case res.Repeated:
		writeJSON(cl.w, http.StatusOK, api.ClaimAnswer{Assignment: res.Assignment, Resolution: res.Resolution})
	default:
		writeJSON(cl.w, http.StatusCreated, api.ClaimAnswer{Assignment: res.Assignment})
	}
	return nil
}

func (c *Coordinator) handleStatus(cl *call) error {
	id, n, lease, err := pathAssignment(cl.r)
	if err != nil {
		return err
	}
	if err := c.checkHolder(cl, id, n); err != nil {
		return err
	}
	st, err := c.Status(cl.r.Context(), id, n, lease)
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, st)
	return nil
}

func (c *Coordinator) handleRenew(cl *call) error {
	id, n, lease, err := pathAssignment(cl.r)
	if err != nil {
		return err
	}
	if err := c.checkHolder(cl, id, n); err != nil {
		return err
	}
	l, err := c.Renew(cl.r.Context(), id, n, lease)
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, l)
	return nil
}

func (c *Coordinator) handleRelease(cl *call) error {
	id, n, lease, err := pathAssignment(cl.r)
	if err != nil {
		return err
	}
	if err := c.checkHolder(cl, id, n); err != nil {
		return err
	}
	var rel api.Release
	if err := readJSON(cl.r, &rel); err != nil {
		return err
	}
	if err := c.Release(cl.r.Context(), id, n, lease, rel.Reason); err != nil {
		return err
	}
	cl.w.WriteHeader(http.StatusNoContent)
	return nil
}

func (c *Coordinator) handleProgress(cl *call) error {
	id, n, lease, err := pathAssignment(cl.r)
	if err != nil {
		return err
	}
	if err := c.checkHolder(cl, id, n); err != nil {
		return err
	}
	var p api.Progress
	if err := readJSON(cl.r, &p); err != nil {
		return err
	}
	if err := p.Validate(); err != nil {
		return badRequest("progress: %v", err)
	}
	if p.WorkerID != cl.workerID {
		return errf(http.StatusUnauthorized, api.CodeSessionInvalid, "session belongs to worker %s, not %s", cl.workerID, p.WorkerID)
	}
	for i, e := range p.Events {
		if e.JobID != id || e.Attempt != n {
			return badRequest("progress: events[%d] names %.80q/%d, the path %s/%d", i, e.JobID, e.Attempt, id, n)
		}
	}
	a, err := c.Progress(cl.r.Context(), id, n, lease, p)
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, a)
	return nil
}

func (c *Coordinator) handleBundle(cl *call) error {
	id, n, lease, err := pathAssignment(cl.r)
	if err != nil {
		return err
	}
	if err := c.checkHolder(cl, id, n); err != nil {
		return err
	}
	partial, err := parsePartial(cl.r.Header.Get(api.HeaderPartial))
	if err != nil {
		return err
	}
	rec, created, err := c.UploadBundle(cl.r.Context(), id, n, lease, cl.r.Header.Get(api.HeaderSHA256), cl.r.ContentLength, cl.r.Body, partial)
	if err != nil {
		return err
	}
	writeJSON(cl.w, createdStatus(created), api.ReceiptAnswer{Receipt: rec})
	return nil
}

func (c *Coordinator) handleReport(cl *call) error {
	id, n, lease, err := pathAssignment(cl.r)
	if err != nil {
		return err
	}
	if err := c.checkHolder(cl, id, n); err != nil {
		return err
	}
	body, err := api.ReadBody(cl.r.Body, api.MaxReportBytes)
	if errors.Is(err, api.ErrTooLarge) {
		return errf(http.StatusRequestEntityTooLarge, api.CodeTooLarge, "terminal report: %v", err)
	}
	if err != nil {
		return badRequest("reading the report: %v", err)
	}
	if want := cl.r.Header.Get(api.HeaderSHA256); want != "" && want != sha256Hex(body) {
		return errf(http.StatusBadRequest, api.CodeDigestMismatch, "report body has sha256 %s, the %s header said %.80q", sha256Hex(body), api.HeaderSHA256, want)
	}
	rec, created, err := c.UploadReport(cl.r.Context(), id, n, lease, body)
	if err != nil {
		return err
	}
	writeJSON(cl.w, createdStatus(created), api.ReceiptAnswer{Receipt: rec})
	return nil
}

func createdStatus(created bool) int {
	if created {
		return http.StatusCreated
	}
	return http.StatusOK
}

func (c *Coordinator) handleEnqueue(cl *call) error {
	var spec job.Spec
	if err := readJSON(cl.r, &spec); err != nil {
		return err
	}
	created, err := c.Enqueue(cl.r.Context(), spec)
	if err != nil {
		return err
	}
	info, err := c.Job(cl.r.Context(), spec.ID)
	if err != nil {
		return err
	}
	writeJSON(cl.w, createdStatus(created), info)
	return nil
}

func (c *Coordinator) handleJobs(cl *call) error {
	q := cl.r.URL.Query()
	st := q.Get("state")
	switch st {
	case "", api.JobReady, api.JobLeased, api.JobDone, api.JobFailed, api.JobCancelled:
	default:
		return badRequest("state: %.40q is not ready, leased, done, failed or cancelled", st)
	}
	limit := MaxListJobs
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxListJobs {
			return badRequest("limit: %.20q, must be 1..%d", v, MaxListJobs)
		}
		limit = n
	}
	jobs, err := c.Jobs(cl.r.Context(), st, limit)
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, api.JobList{Jobs: jobs})
	return nil
}

func (c *Coordinator) handleJob(cl *call) error {
	info, err := c.Job(cl.r.Context(), cl.r.PathValue("job"))
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, info)
	return nil
}

func (c *Coordinator) handleRetry(cl *call) error {
	id := cl.r.PathValue("job")
	info, err := c.Retry(cl.r.Context(), id)
	if err != nil {
		return err
	}
	c.log.Info("job retry requested", "job_id", id, "by", "admin API", "requested_by", requestedBy(cl.r), "remote", cl.r.RemoteAddr,
		"user_agent", cl.r.UserAgent(), "job_state", info.State)
	writeJSON(cl.w, http.StatusOK, info)
	return nil
}

func (c *Coordinator) handleCancel(cl *call) error {
	id := cl.r.PathValue("job")
	info, err := c.Cancel(cl.r.Context(), id)
	if err != nil {
		return err
	}
	c.log.Info("job cancel requested", "job_id", id, "by", "admin API", "requested_by", requestedBy(cl.r), "remote", cl.r.RemoteAddr,
		"user_agent", cl.r.UserAgent(), "job_state", info.State)
	writeJSON(cl.w, http.StatusOK, info)
	return nil
}

func (c *Coordinator) handleDownload(cl *call) error {
	info, err := c.Job(cl.r.Context(), cl.r.PathValue("job"))
	if err != nil {
		return err
	}
	if info.Result == nil || info.Result.Receipt.Outcome != "bundle" {
		return notFound("job %s has no accepted bundle", info.Spec.ID)
	}
	p, err := c.BundlePath(info.Result.Receipt.Digest)
	if err != nil {
		return err
	}
	cl.w.Header().Set("Content-Type", "application/octet-stream")
	cl.w.Header().Set(api.HeaderSHA256, info.Result.Receipt.Digest)
	cl.w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", info.Result.Receipt.Digest+".bundle"))
	http.ServeFile(cl.w, cl.r, p)
	return nil
}

func (c *Coordinator) handleStats(cl *call) error {
	s, err := c.Stats(cl.r.Context())
	if err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, s)
	return nil
}

func (c *Coordinator) handlePause(cl *call) error {
	var p api.Pause
	if err := readJSON(cl.r, &p); err != nil {
		return err
	}
	if err := c.SetPaused(cl.r.Context(), p.Paused); err != nil {
		return err
	}
	writeJSON(cl.w, http.StatusOK, p)
	return nil
}

// requestedBy is the api.HeaderRequestedBy of r, cut to 256 bytes: what the
// admin says of who asks, for the audit log (the token says only that it
// was an admin).
func requestedBy(r *http.Request) string {
	who := r.Header.Get(api.HeaderRequestedBy)
	if len(who) > 256 {
		who = who[:256]
	}
	return who
}

// isWorkerToken reports whether tok is any worker credential's token.
func (c *Coordinator) isWorkerToken(tok string) bool {
	_, ok := c.workerCredential(tok)
	return ok
}

// checkHolder refuses a request on attempt n of job id from a worker
// credential other than the one that claimed it: one worker's token never
// acts on another's attempts. An attempt that does not exist is left to
// the handler (404).
func (c *Coordinator) checkHolder(cl *call, id string, n int) error {
	var cred string
	err := c.db.QueryRowContext(cl.r.Context(), `SELECT credential FROM attempts WHERE job_id = ? AND attempt = ?`, id, n).Scan(&cred)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return err
	case cred != "" && cred != cl.credential:
		return errf(http.StatusForbidden, api.CodeForbidden, "assignment %s/%d was claimed under another worker's token", id, n)
	}
	return nil
}
