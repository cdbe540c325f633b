package pipeline

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// Causes of a run's cancellation, read with context.Cause.
var (
	errScanDeadline = errors.New("scan deadline reached")
	errLeaseLost    = errors.New("lease lost")
	errLeaseCancel  = errors.New("cancel requested by the transport")
)

// leaseKeeper renews one assignment's lease in its own goroutine, from the
// moment the assignment is adopted until the slot resolves it, also while
// the worker drains. It tells the slot when the lease is lost (a Stale
// renewal, or expiry without a successful renewal) or when the transport
// asks to cancel.
type leaseKeeper struct {
	key      string
	interval time.Duration
	// leaseLen is how long the lease ran when last granted; only the
	// renewer goroutine uses it after start.
	leaseLen time.Duration
	expires  atomic.Int64 // unix nanoseconds

	lost       chan struct{}
	cancelReq  chan struct{}
	lostOnce   sync.Once
	cancelOnce sync.Once

	stop chan struct{}
	done chan struct{}
}

// startLease starts renewing a's lease unless it is already being renewed.
func (s *slot) startLease(a *job.Assignment) *leaseKeeper {
	if s.lease != nil && s.lease.key == a.Key() {
		return s.lease
	}
	s.stopLease()
	now := s.w.cfg.Now()
	interval := s.w.cfg.RenewInterval
	if interval == 0 {
		interval = max(a.LeaseExpires.Sub(now)/3, DefaultMinRenewInterval)
	}
	lk := &leaseKeeper{
		key: a.Key(), interval: interval, leaseLen: a.LeaseExpires.Sub(now),
		lost: make(chan struct{}), cancelReq: make(chan struct{}),
		stop: make(chan struct{}), done: make(chan struct{}),
	}
	lk.expires.Store(a.LeaseExpires.UnixNano())
	s.lease = lk
	ac := *a
	go lk.run(s, &ac)
	return lk
}

// stopLease stops the renewer and waits for it.
func (s *slot) stopLease() {
	if s.lease == nil {
		return
	}
	close(s.lease.stop)
	<-s.lease.done
	s.lease = nil
}

func (lk *leaseKeeper) expiry() time.Time { return time.Unix(0, lk.expires.Load()) }

func (lk *leaseKeeper) setExpiry(t time.Time) {
	if !t.IsZero() {
		lk.expires.Store(t.UnixNano())
	}
}

func (lk *leaseKeeper) markLost()   { lk.lostOnce.Do(func() { close(lk.lost) }) }
func (lk *leaseKeeper) markCancel() { lk.cancelOnce.Do(func() { close(lk.cancelReq) }) }

func (lk *leaseKeeper) run(s *slot, a *job.Assignment) {
	defer close(lk.done)
	ctx, cancel := context.WithCancel(s.w.abortCtx)
	defer cancel()
	go func() {
		select {
		case <-lk.stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	b := backoff{base: s.w.cfg.RetryBase, max: s.w.cfg.RetryMax}
	wait := lk.interval
	var failed error // the last renewal's error, logged with the real wait
	// unreachable is true while renewals fail because the transport cannot
	// be reached (Retryable errors). Then the assignment is kept, and
	// renewed, up to one lease length past its expiry: a transport that was
	// down (a coordinator restart, a spool moved away) could not have given
	// the job to anyone else meanwhile without saying so at the next
	// renewal, which ends it with a Stale answer.
	unreachable := false
	for {
		until := lk.expiry()
		if unreachable {
			until = until.Add(lk.leaseLen)
		}
		now := s.w.cfg.Now()
		left := until.Sub(now)
		if left <= 0 {
			s.log.Warn("lease expired without a successful renewal", "job", lk.key, "last_err", failed,
				"transport_unreachable", unreachable)
			s.w.cfg.Observer.LeaseLost()
			lk.markLost()
			return
		}
		// Retries are spaced by the expiry the transport holds while it
		// runs: a transport that refuses renewals after it (NATS does)
		// must see one before it, however long the backoff has grown.
		// Past it, the grace of one more lease sets the spacing.
		spacing := left
		if real := lk.expiry().Sub(now); real > 0 {
			spacing = real
		}
		sleep := lk.nextRenewal(wait, spacing)
		if failed != nil {
			s.log.Warn("lease renewal failed; retrying", "job", lk.key, "err", failed,
				"retry_in", sleep.Round(time.Millisecond), "lease_left", max(lk.expiry().Sub(now), 0).Round(time.Millisecond),
				"grace_left", left.Round(time.Millisecond))
			failed = nil
		}
		if !sleepCtx(ctx, sleep) {
			return
		}
		left = until.Sub(s.w.cfg.Now())
		if left <= 0 {
			continue // expired while waiting: reported at the top
		}
		// A renewal whose answer is lost must not hold the renewer past the
		// expiry (a transport's request timeout may be longer than the
		// lease): give it half of what is left, then try again.
		callCtx, cancelCall := context.WithTimeout(ctx, max(left/2, min(lk.minRenewGap(), left)))
		l, err := s.w.deps.Transport.Renew(callCtx, a)
		cancelCall()
		if ctx.Err() != nil {
			return
		}
		switch {
		case err == nil:
			s.w.cfg.Observer.LeaseRenewed()
			b.reset()
			wait, unreachable = lk.interval, false
			lk.setExpiry(l.Expires)
			if !l.Expires.IsZero() {
				lk.leaseLen = l.Expires.Sub(s.w.cfg.Now())
			}
			if l.Cancel {
				s.log.Info("transport asked to cancel the job", "job", lk.key)
				lk.markCancel()
			}
		case transport.KindOf(err) == transport.Stale:
			s.log.Warn("lease lost", "job", lk.key, "err", err)
			s.w.cfg.Observer.LeaseLost()
			lk.markLost()
			return
		case transport.KindOf(err) == transport.Fatal:
			s.w.setFatal(&FatalError{Slot: s.n, Op: "renew", Err: err})
			return
		default:
			wait = min(b.next(retryAfter(err)), lk.interval)
			failed, unreachable = err, true
		}
	}
}

// nextRenewal is how long to wait before the next renewal: wait (the
// interval, or the backoff after a failure), but at the latest halfway to
// the expiry, so a renewal is tried while the lease still runs; and never
// less than minRenewGap (or what is left), so retries near the expiry do
// not crowd into its last moments.
func (lk *leaseKeeper) nextRenewal(wait, left time.Duration) time.Duration {
	d := min(wait, left/2)
	if gap := lk.minRenewGap(); d < gap {
		d = min(gap, left)
	}
	return d
}

// minRenewGap is the least time between two renewals: a tenth of the
// renewal period, at least DefaultMinRenewInterval, at most the period. The
// period is the interval, or a third of the lease when that is shorter.
func (lk *leaseKeeper) minRenewGap() time.Duration {
	period := lk.interval
	if third := lk.leaseLen / 3; third > 0 {
		period = min(period, third)
	}
	return min(period, max(period/10, DefaultMinRenewInterval))
}
