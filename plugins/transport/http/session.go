package http

import (
	"context"
	"math/rand/v2"
	nethttp "net/http"
	"slices"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// session is the worker's coordinator session.
type session struct {
	mu       sync.Mutex
	token    string
	expires  time.Time
	interval time.Duration
	scanners []string // the scanners announced in the last hello
}

func (s *session) invalidate(tok string) {
	s.mu.Lock()
	if s.token == tok {
		s.token = ""
	}
	s.mu.Unlock()
}

// setScanners records the scanners the worker can run (from its claims);
// a change ends the session so the next request says hello with them.
func (t *Transport) setScanners(list []string) {
	s := &t.sess
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.Equal(s.scanners, list) {
		s.scanners = slices.Clone(list)
		s.token = ""
	}
}

// ensureSession returns a live session token, saying hello when there is
// none or it ends within one heartbeat interval. It starts the heartbeat
// goroutine after the first successful hello.
func (t *Transport) ensureSession(ctx context.Context, op string) (string, error) {
	s := &t.sess
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token != "" && time.Until(s.expires) > s.interval {
		return s.token, nil
	}
	h := api.Hello{WorkerID: t.workerID, Version: t.version, Platform: t.platform,
		Scanners: s.scanners, Capacity: t.Capacity}
	if h.Scanners == nil {
		h.Scanners = []string{}
	}
	resp, err := t.send(ctx, &request{op: op, method: nethttp.MethodPost, path: api.PathSessions, json: h}, "")
	if err != nil {
		return "", err
	}
	if resp.status != nethttp.StatusCreated {
		return "", t.statusError(op, resp)
	}
	var sess api.Session
	if err := decodeAnswer(op, resp, &sess); err != nil {
		return "", err
	}
	if err := sess.Validate(); err != nil {
		return "", protocolError(op, "session answer: %v", err)
	}
	s.token, s.expires, s.interval = sess.Token, sess.Expires, sess.HeartbeatInterval.D()
	t.logger.Debug("session started", "worker_id", t.workerID, "expires", sess.Expires)
	t.startHeartbeat()
	return s.token, nil
}

// startHeartbeat starts the heartbeat goroutine once; Close stops it.
func (t *Transport) startHeartbeat() {
	t.closeMu.Lock()
	defer t.closeMu.Unlock()
	if t.closed || t.hbStop != nil {
		return
	}
	t.hbStop, t.hbDone = make(chan struct{}), make(chan struct{})
	go t.heartbeatLoop(t.hbStop, t.hbDone)
}

// heartbeatLoop sends a heartbeat every session interval (with ±10%
// jitter), also while the worker drains, until Close.
func (t *Transport) heartbeatLoop(stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-stop
		cancel()
	}()
	for {
		t.sess.mu.Lock()
		iv := t.sess.interval
		t.sess.mu.Unlock()
		wait := iv - iv/10 + rand.N(iv/5+1)
		tm := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			tm.Stop()
			return
		case <-tm.C:
		}
		if err := t.heartbeat(ctx); err != nil && ctx.Err() == nil {
			t.logger.Warn("heartbeat failed", "err", err)
		}
	}
}

// heartbeat sends one heartbeat with the active assignments.
func (t *Transport) heartbeat(ctx context.Context) error {
	const op = "heartbeat"
	hb := api.Heartbeat{WorkerID: t.workerID, Capacity: t.Capacity, Active: t.active.list()}
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPost, path: api.PathHeartbeat, session: true, json: hb})
	if err != nil {
		return err
	}
	if resp.status != nethttp.StatusOK {
		return t.statusError(op, resp)
	}
	var a api.HeartbeatAnswer
	if err := decodeAnswer(op, resp, &a); err != nil {
		return err
	}
	if !a.Expires.IsZero() {
		t.sess.mu.Lock()
		t.sess.expires = a.Expires
		t.sess.mu.Unlock()
	}
	return nil
}

type activeKey struct {
	jobID   string
	attempt int
}

// activeSet is the assignments this worker holds, as far as the transport
// has seen: added on claim, status and renewal, removed on a receipt or a
// stale answer. Heartbeats report it.
type activeSet struct {
	mu sync.Mutex
	m  map[activeKey]struct{}
}

func (s *activeSet) add(a *job.Assignment) {
	s.mu.Lock()
	if len(s.m) < api.MaxActive {
		s.m[activeKey{a.Spec.ID, a.Attempt}] = struct{}{}
	}
	s.mu.Unlock()
}

func (s *activeSet) remove(a *job.Assignment) {
	s.mu.Lock()
	delete(s.m, activeKey{a.Spec.ID, a.Attempt})
	s.mu.Unlock()
}

func (s *activeSet) list() []api.ActiveRef {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]api.ActiveRef, 0, len(s.m))
	for k := range s.m {
		out = append(out, api.ActiveRef{JobID: k.jobID, Attempt: k.attempt})
	}
	slices.SortFunc(out, func(a, b api.ActiveRef) int {
		if a.JobID != b.JobID {
			if a.JobID < b.JobID {
				return -1
			}
			return 1
		}
		return a.Attempt - b.Attempt
	})
	return out
}

// settle updates the active set from an operation's error.
func (t *Transport) settle(a *job.Assignment, err error) {
	if err != nil && transport.KindOf(err) == transport.Stale {
		t.active.remove(a)
	}
}

// goodbyeTimeout bounds the goodbye a closing transport sends.
const goodbyeTimeout = 2 * time.Second

// goodbye ends the session, if there is one, so the coordinator counts
// this worker as gone at once instead of after three missed heartbeats.
// It is best effort: a coordinator that does not answer finds out from
// the heartbeats.
func (t *Transport) goodbye() {
	s := &t.sess
	s.mu.Lock()
	tok := s.token
	s.token = ""
	s.mu.Unlock()
	if tok == "" || t.client == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), goodbyeTimeout)
	defer cancel()
	if _, err := t.send(ctx, &request{op: "goodbye", method: nethttp.MethodDelete, path: api.PathSessions, session: true, timeout: goodbyeTimeout}, tok); err != nil {
		t.logger.Debug("goodbye not delivered; the coordinator sees the worker gone after three missed heartbeats", "err", err)
	}
}
