package coordinator

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/strictjson"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// BundlePath returns where an accepted bundle with digest is stored.
func (c *Coordinator) BundlePath(digest string) (string, error) {
	if !hexdigest.IsSHA256(digest) {
		return "", badRequest("digest %.80q is not a lowercase hex sha256", digest)
	}
	return filepath.Join(c.cfg.Dir, "bundles", digest+".bundle"), nil
}

// precheck answers an upload before its body is read: a repeat of the
// accepted result returns its receipt (done=true); anything but an active
// attempt is an error.
func (c *Coordinator) precheck(ctx context.Context, jobID string, attempt int, lease string, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	var rec transport.Receipt
	done := false
	err := c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		rec, done, err = repeatUpload(a, outcome, digest)
		return err
	})
	return rec, done, err
}

// repeatUpload decides an upload against the attempt's current state.
func repeatUpload(a *attemptRow, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	switch a.State {
	case attemptActive:
		return transport.Receipt{}, false, nil
	case attemptResolved:
		if string(outcome) == a.Outcome && digest == a.Digest {
			return resolutionOf(a).Receipt, true, nil
		}
		return transport.Receipt{}, false, errf(http.StatusConflict, api.CodeResultConflict,
			"assignment %s/%d already has an accepted %s %s", a.JobID, a.Attempt, a.Outcome, a.Digest)
	}
	return transport.Receipt{}, false, gone("assignment %s/%d has %s; result not accepted", a.JobID, a.Attempt, a.State)
}

// UploadBundle stores a bundle of size bytes read from body whose sha256
// must be digest, and resolves the attempt with a receipt. The bytes go to
// a temp file (fsync) renamed to bundles/<digest>.bundle before the
// transaction that resolves the attempt, so an accepted receipt always
// names a durable file. created is false for a repeat of an accepted
// upload.
func (c *Coordinator) UploadBundle(ctx context.Context, jobID string, attempt int, lease, digest string, size int64, body io.Reader, partial *transport.Partial) (rec transport.Receipt, created bool, err error) {
	defer func() { c.metrics.upload("bundle", created, err, size) }()
	if !hexdigest.IsSHA256(digest) {
		return rec, false, badRequest("%s header %.80q is not a lowercase hex sha256", api.HeaderSHA256, digest)
	}
	if size < 0 {
		return rec, false, errf(http.StatusLengthRequired, api.CodeLengthRequired, "a bundle upload needs a Content-Length")
	}
	if size > c.cfg.MaxBundleBytes {
		return rec, false, errf(http.StatusRequestEntityTooLarge, api.CodeTooLarge, "bundle of %d bytes is over the limit of %d", size, c.cfg.MaxBundleBytes)
	}
	rec, done, err := c.precheck(ctx, jobID, attempt, lease, transport.OutcomeBundle, digest)
	if err != nil || done {
		return rec, false, err
	}
	final, _ := c.BundlePath(digest)
	if err := c.storeBundle(body, size, digest, final); err != nil {
		return rec, false, err
	}
	err = c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		var done bool
		rec, done, err = repeatUpload(a, transport.OutcomeBundle, digest)
		if err != nil || done {
			return err
		}
		if partial != nil {
			p, err := json.Marshal(partial)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE attempts SET partial = ? WHERE job_id = ? AND attempt = ?`, string(p), jobID, attempt); err != nil {
				return err
			}
			c.log.Info("the accepted bundle is partial", "job_id", jobID, "attempt", attempt, "reason", partial.Reason,
				"unscanned", partial.Unscanned, "dropped", partial.Dropped)
		}
		if rec, err = c.resolve(ctx, tx, a, transport.OutcomeBundle, digest, size, "", false, partial != nil); err != nil {
			return err
		}
		created = true
		return nil
	})
	return rec, created, err
}

// storeBundle streams body to a temp file, checks its size and digest,
// fsyncs it and renames it to final.
func (c *Coordinator) storeBundle(body io.Reader, size int64, digest, final string) error {
	dir := filepath.Dir(final)
	f, err := os.CreateTemp(dir, state.TempPrefix+"upload-*")
	if err != nil {
		return fmt.Errorf("storing bundle: %w", err)
	}
	tmp := f.Name()
	defer func() {
		if tmp != "" {
			f.Close()
			os.Remove(tmp)
		}
	}()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(f, h), io.LimitReader(body, size+1))
	if err != nil {
		return errf(http.StatusBadRequest, api.CodeBadRequest, "reading the bundle body: %v", err)
	}
	if n != size {
		return badRequest("bundle body has %d bytes, Content-Length said %d", n, size)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != digest {
		return errf(http.StatusBadRequest, api.CodeDigestMismatch, "bundle body has sha256 %s, the %s header said %s", got, api.HeaderSHA256, digest)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("storing bundle: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("storing bundle: %w", err)
	}
	if err := os.Rename(tmp, final); err != nil {
		return fmt.Errorf("storing bundle: %w", err)
	}
	tmp = ""
	return state.SyncDir(dir)
}

// UploadReport accepts a terminal report (raw JSON, at most
// api.MaxReportBytes) and resolves the attempt. Its digest is the sha256
// of the exact body. A retryable report sends the job back to ready when
// it has attempts left.
func (c *Coordinator) UploadReport(ctx context.Context, jobID string, attempt int, lease string, body []byte) (rec transport.Receipt, created bool, err error) {
	defer func() { c.metrics.upload("report", created, err, 0) }()
	if len(body) > api.MaxReportBytes {
		return rec, false, errf(http.StatusRequestEntityTooLarge, api.CodeTooLarge, "terminal report of %d bytes is over the limit of %d", len(body), api.MaxReportBytes)
	}
	var r transport.TerminalReport
	if err := strictjson.Decode(body, &r); err != nil {
		return rec, false, badRequest("terminal report: %v", err)
	}
	if r.JobID != jobID || r.Attempt != attempt {
		return rec, false, badRequest("terminal report names %.80q/%d, the path %s/%d", r.JobID, r.Attempt, jobID, attempt)
	}
	if r.Reason == "" || len(r.Reason) > api.MaxTextLen {
		return rec, false, badRequest("terminal report reason: must be 1..%d bytes", api.MaxTextLen)
	}
	sum := sha256.Sum256(body)
	digest := hex.EncodeToString(sum[:])
	err = c.tx(ctx, func(tx *sql.Tx) error {
		a, err := c.ownedAttempt(ctx, tx, jobID, attempt, lease)
		if err != nil {
			return err
		}
		var done bool
		rec, done, err = repeatUpload(a, transport.OutcomeTerminal, digest)
		if err != nil || done {
			return err
		}
		rec, err = c.resolve(ctx, tx, a, transport.OutcomeTerminal, digest, int64(len(body)), string(body), r.Retryable, false)
		created = err == nil
		return err
	})
	return rec, created, err
}

// resolve records an accepted result and moves the job on: done for a
// bundle, ready again for a retryable report with attempts left (and no
// cancel), else failed; cancelled when a cancel was requested.
func (c *Coordinator) resolve(ctx context.Context, tx *sql.Tx, a *attemptRow, outcome transport.Outcome, digest string, size int64, report string, retry, partial bool) (transport.Receipt, error) {
	now := c.now()
	a.State, a.Outcome, a.Digest, a.ReceiptID, a.Accepted, a.Size = attemptResolved, string(outcome), digest, "r-"+state.RandomHex(16), nanos(now), size
	if _, err := tx.ExecContext(ctx, `UPDATE attempts SET state = ?, outcome = ?, digest = ?, receipt_id = ?, accepted = ?, size = ?, report = ?
		WHERE job_id = ? AND attempt = ? AND state = ?`, a.State, a.Outcome, a.Digest, a.ReceiptID, a.Accepted, a.Size, report,
		a.JobID, a.Attempt, attemptActive); err != nil {
		return transport.Receipt{}, err
	}
	var attempts int
	// attempts counts those since the job's last retry (attempts_floor).
	if err := tx.QueryRowContext(ctx, `SELECT attempts - attempts_floor FROM jobs WHERE id = ?`, a.JobID).Scan(&attempts); err != nil {
		return transport.Receipt{}, err
	}
	next, result := api.JobDone, a.Attempt
	switch {
	case a.Cancel:
		next = api.JobCancelled
	case outcome == transport.OutcomeBundle:
	case retry && attempts < c.cfg.MaxAttempts:
		next, result = api.JobReady, 0
	default:
		next = api.JobFailed
	}
	if _, err := tx.ExecContext(ctx, `UPDATE jobs SET state = ?, updated = ?, result_attempt = CASE WHEN ? > 0 THEN ? ELSE result_attempt END WHERE id = ?`,
		next, nanos(now), result, result, a.JobID); err != nil {
		return transport.Receipt{}, err
	}
	if next == api.JobReady {
		defer c.notifyReady()
	} else {
		ended := next
		if next == api.JobDone && partial {
			ended = "partial"
		}
		c.countEnded(tx, ended)
	}
	c.log.Info("result accepted", "job_id", a.JobID, "attempt", a.Attempt, "outcome", outcome, "digest", digest, "job_state", next)
	return resolutionOf(a).Receipt, nil
}

func sha256Hex(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// parsePartial reads an api.HeaderPartial value: empty for a bundle that
// covers its whole target, else a strict transport.Partial.
func parsePartial(h string) (*transport.Partial, error) {
	if h == "" {
		return nil, nil
	}
	if len(h) > api.MaxPartialHeaderBytes {
		return nil, badRequest("%s header of %d bytes is over %d", api.HeaderPartial, len(h), api.MaxPartialHeaderBytes)
	}
	var p transport.Partial
	if err := strictjson.Decode([]byte(h), &p); err != nil {
		return nil, badRequest("%s header: %v", api.HeaderPartial, err)
	}
	if err := p.Validate(); err != nil {
		return nil, badRequest("%s header: %v", api.HeaderPartial, err)
	}
	return &p, nil
}
