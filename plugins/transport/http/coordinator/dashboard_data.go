package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Dashboard limits.
const (
	dashPageSize    = 50   // jobs per page
	dashMaxScanners = 200  // scanner names offered in the filter
	dashMaxFindings = 1000 // findings shown on a job page
)

// jobRow is one line of the dashboard's job list.
type jobRow struct {
	ID, State, Scanner, Worker string
	Attempts                   int
	Cancel                     bool
	Created, Updated           time.Time
	// Partial says what a done job's bundle does not cover (empty when it
	// covers the whole target); Reason is a failed or cancelled job's
	// terminal report reason and message.
	Partial, Reason string
}

// Ended reports whether the job reached a final state.
func (r jobRow) Ended() bool {
	return r.State == api.JobDone || r.State == api.JobFailed || r.State == api.JobCancelled
}

// Shown is the state the dashboard shows: partial for a done job whose
// bundle does not cover the whole target.
func (r jobRow) Shown() string {
	if r.State == api.JobDone && r.Partial != "" {
		return "partial"
	}
	return r.State
}

// resultFacts fills row's Partial and Reason from the result attempt's
// stored partial facts and terminal report (JSON; empty when none).
func (r *jobRow) resultFacts(partial, report string, red *diag.Redactor) {
	if partial != "" {
		var p transport.Partial
		if json.Unmarshal([]byte(partial), &p) == nil {
			r.Partial = p.String()
		}
	}
	if report != "" {
		var rep transport.TerminalReport
		if json.Unmarshal([]byte(report), &rep) == nil {
			r.Reason = rep.Reason
			if rep.Message != "" {
				r.Reason += ": " + red.Redact(rep.Message)
			}
		}
	}
}

// listJobs returns one page (0-based) of jobs, newest first, filtered by
// state and scanner when they are not empty, and whether a next page
// exists.
func (c *Coordinator) listJobs(ctx context.Context, state, scannerName string, page int, red *diag.Redactor) ([]jobRow, bool, error) {
	rows, err := c.db.QueryContext(ctx, `SELECT j.id, j.state, j.scanner, j.attempts, j.cancel, j.created, j.updated,
		COALESCE((SELECT a.worker_id FROM attempts a WHERE a.job_id = j.id ORDER BY a.attempt DESC LIMIT 1), ''),
		COALESCE(r.partial, ''), COALESCE(r.report, '')
		FROM jobs j LEFT JOIN attempts r ON r.job_id = j.id AND r.attempt = j.result_attempt
		WHERE (? = '' OR j.state = ?) AND (? = '' OR j.scanner = ?)
		ORDER BY j.seq DESC LIMIT ? OFFSET ?`,
		state, state, scannerName, scannerName, dashPageSize+1, page*dashPageSize)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	var out []jobRow
	for rows.Next() {
		var r jobRow
		var cancel, created, updated int64
		var partial, report string
		if err := rows.Scan(&r.ID, &r.State, &r.Scanner, &r.Attempts, &cancel, &created, &updated, &r.Worker, &partial, &report); err != nil {
			return nil, false, err
		}
		r.Cancel, r.Created, r.Updated = cancel != 0, fromNanos(created), fromNanos(updated)
		r.resultFacts(partial, report, red)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, false, err
	}
	more := len(out) > dashPageSize
	if more {
		out = out[:dashPageSize]
	}
	return out, more, nil
}

// scannerNames lists the scanners jobs were enqueued for, for the filter.
func (c *Coordinator) scannerNames(ctx context.Context) ([]string, error) {
	rows, err := c.db.QueryContext(ctx, `SELECT DISTINCT scanner FROM jobs ORDER BY scanner LIMIT ?`, dashMaxScanners)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// workerRow is one line of the dashboard's worker list.
type workerRow struct {
	ID, Version, Platform string
	Capacity              int
	Draining, Live        bool
	LastSeen              time.Time
	Jobs                  []string // active attempts' job ids
}

func (c *Coordinator) listWorkers(ctx context.Context) ([]workerRow, error) {
	rows, err := c.db.QueryContext(ctx, `SELECT id, version, platform, capacity, draining, session_expires, last_seen
		FROM workers ORDER BY id LIMIT 1000`)
	if err != nil {
		return nil, err
	}
	var out []workerRow
	for rows.Next() {
		var w workerRow
		var draining, exp, seen int64
		if err := rows.Scan(&w.ID, &w.Version, &w.Platform, &w.Capacity, &draining, &exp, &seen); err != nil {
			rows.Close()
			return nil, err
		}
		w.Draining, w.Live, w.LastSeen = draining != 0, c.isLive(exp, seen), fromNanos(seen)
		out = append(out, w)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		jr, err := c.db.QueryContext(ctx, `SELECT job_id FROM attempts WHERE worker_id = ? AND state = ? ORDER BY job_id LIMIT 200`,
			out[i].ID, attemptActive)
		if err != nil {
			return nil, err
		}
		for jr.Next() {
			var id string
			if err := jr.Scan(&id); err != nil {
				jr.Close()
				return nil, err
			}
			out[i].Jobs = append(out[i].Jobs, id)
		}
		jr.Close()
		if err := jr.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// jobFindings reads up to dashMaxFindings findings of a job's accepted
// bundle, verifying it as it streams. Messages pass the redactor; matches
// are stored redacted by the scanner (scanner.Redact), as the CLI shows
// them. more reports findings past the limit.
func (c *Coordinator) jobFindings(info api.JobInfo, r *diag.Redactor) (findings []scanner.Finding, more bool, err error) {
	if info.Result == nil || info.Result.Receipt.Outcome != "bundle" {
		return nil, false, nil
	}
	p, err := c.BundlePath(info.Result.Receipt.Digest)
	if err != nil {
		return nil, false, err
	}
	rd, err := bundle.Open(p, bundle.DefaultLimits())
	if err != nil {
		return nil, false, err
	}
	defer rd.Close()
	for {
		rec, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return findings, false, nil
		}
		if err != nil {
			return findings, false, err
		}
		if rec.Type != bundle.TypeFinding {
			continue
		}
		if len(findings) == dashMaxFindings {
			return findings, true, nil
		}
		f := rec.Finding
		f.Message = r.Redact(f.Message)
		findings = append(findings, f)
	}
}
