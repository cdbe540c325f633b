package coordinator

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Hello registers a worker and returns a new session. A worker that says
// hello again replaces its session; its progress sequence and assignments
// are kept.
func (c *Coordinator) Hello(ctx context.Context, h api.Hello) (api.Session, error) {
	scanners, err := json.Marshal(h.Scanners)
	if err != nil {
		return api.Session{}, err
	}
	// A worker id is bound to the credential it first said hello with:
	// another worker's token cannot take it over while that credential
	// is still accepted.
	cred := credentialOf(ctx)
	var bound string
	err = c.db.QueryRowContext(ctx, `SELECT credential FROM workers WHERE id = ?`, h.WorkerID).Scan(&bound)
	switch {
	case err != nil && !errors.Is(err, sql.ErrNoRows):
		return api.Session{}, err
	case bound != "" && bound != cred && c.creds.Load().has(bound):
		return api.Session{}, errf(http.StatusForbidden, api.CodeForbidden, "worker id %s belongs to another worker's token", h.WorkerID)
	}
	now := c.now()
	s := api.Session{Token: "s-" + state.RandomHex(16), Expires: now.Add(c.cfg.SessionTTL),
		HeartbeatInterval: job.Duration(c.cfg.HeartbeatInterval)}
	_, err = c.db.ExecContext(ctx, `INSERT INTO workers (id, session, session_expires, version, platform, scanners, capacity, last_seen, credential)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(id) DO UPDATE SET session = excluded.session, session_expires = excluded.session_expires,
		version = excluded.version, platform = excluded.platform, scanners = excluded.scanners,
		capacity = excluded.capacity, last_seen = excluded.last_seen, draining = 0, credential = excluded.credential`,
		h.WorkerID, s.Token, nanos(s.Expires), h.Version, h.Platform, string(scanners), h.Capacity, nanos(now), cred)
	if err != nil {
		return api.Session{}, err
	}
	c.metrics.sessions.Inc()
	c.log.Info("worker registered", "worker_id", h.WorkerID, "credential", cred, "version", h.Version, "platform", h.Platform,
		"scanners", len(h.Scanners), "capacity", h.Capacity)
	return s, nil
}

// CheckSession verifies that token is workerID's live session; any other
// answer is 401 session_invalid.
func (c *Coordinator) CheckSession(ctx context.Context, workerID, token string) error {
	var want string
	var exp int64
	err := c.db.QueryRowContext(ctx, `SELECT session, session_expires FROM workers WHERE id = ?`, workerID).Scan(&want, &exp)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (want != token || exp <= nanos(c.now()))) {
		return errf(http.StatusUnauthorized, api.CodeSessionInvalid, "no live session %q for worker %s; say hello again", token, workerID)
	}
	return err
}

// sessionWorker returns the worker id of a live session token.
// The session must have been opened with the request's worker token; one
// opened before credentials were recorded, or under a token since
// removed, is answered as no session (401 session_invalid), never 403.
func (c *Coordinator) sessionWorker(ctx context.Context, token string) (string, error) {
	var id, cred string
	err := c.db.QueryRowContext(ctx, `SELECT id, credential FROM workers WHERE session = ? AND session_expires > ?`, token, nanos(c.now())).Scan(&id, &cred)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", errf(http.StatusUnauthorized, api.CodeSessionInvalid, "no live session; say hello again")
	case err != nil:
		return "", err
	case cred == credentialOf(ctx):
		return id, nil
	case cred == "" || !c.creds.Load().has(cred):
		// Opened before credentials were recorded, or under a token no
		// longer accepted: the worker says hello again, which binds it.
		return "", errf(http.StatusUnauthorized, api.CodeSessionInvalid, "the session of worker %s predates its token; say hello again", id)
	}
	return "", errf(http.StatusForbidden, api.CodeForbidden, "the session of worker %s was opened with another worker's token", id)
}

// Heartbeat records a worker's liveness and extends its session.
func (c *Coordinator) Heartbeat(ctx context.Context, h api.Heartbeat) (api.HeartbeatAnswer, error) {
	active, err := json.Marshal(h.Active)
	if err != nil {
		return api.HeartbeatAnswer{}, err
	}
	now := c.now()
	exp := now.Add(c.cfg.SessionTTL)
	draining := 0
	if h.Draining {
		draining = 1
	}
	_, err = c.db.ExecContext(ctx, `UPDATE workers SET session_expires = ?, capacity = ?, draining = ?, active = ?, last_seen = ? WHERE id = ?`,
		nanos(exp), h.Capacity, draining, string(active), nanos(now), h.WorkerID)
	return api.HeartbeatAnswer{Expires: exp}, err
}

// missedHeartbeats is how many heartbeats a worker may miss before the
// coordinator counts it as gone (its session may last longer: a worker
// that comes back within the session's TTL keeps it).
const missedHeartbeats = 3

// liveWorkerSQL is the condition on the workers table of a live worker:
// its session has not expired, and it was heard from within
// missedHeartbeats heartbeat intervals. liveWorkerArgs are its arguments
// (liveBounds as query arguments).
const liveWorkerSQL = `session_expires > ? AND last_seen > ?`

func (c *Coordinator) liveWorkerArgs() []any {
	now, seen := c.liveBounds()
	return []any{now, seen}
}

// liveBounds returns, in unix nanoseconds, now (a live session expires
// after it) and the last contact a live worker must be more recent than.
func (c *Coordinator) liveBounds() (now, seenAfter int64) {
	t := c.now()
	return nanos(t), nanos(t.Add(-missedHeartbeats * c.cfg.HeartbeatInterval))
}

// isLive applies liveWorkerSQL to one worker's session expiry and last
// contact (unix nanoseconds).
func (c *Coordinator) isLive(expires, lastSeen int64) bool {
	now, seenAfter := c.liveBounds()
	return expires > now && lastSeen > seenAfter
}

// Goodbye ends workerID's session token: the worker stopped. Its
// assignments are not touched (a worker that stopped at its shutdown
// timeout resumes them at its next start, under a new session).
func (c *Coordinator) Goodbye(ctx context.Context, workerID, token string) error {
	now := nanos(c.now())
	if _, err := c.db.ExecContext(ctx, `UPDATE workers SET session_expires = ?, last_seen = ? WHERE id = ? AND session = ?`,
		now, now, workerID, token); err != nil {
		return err
	}
	c.log.Info("worker said goodbye", "worker_id", workerID)
	return nil
}
