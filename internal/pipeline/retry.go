package pipeline

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

// errAborted is returned inside the pipeline when the worker aborted; the
// slot stops with its durable state untouched.
var errAborted = errors.New("worker aborted")

// backoff computes exponential waits with full jitter: the n-th wait is
// uniform in [0, min(max, base·2ⁿ)]. A RetryAfter hint replaces the wait,
// capped at max.
type backoff struct {
	base, max time.Duration
	n         int
}

func (b *backoff) next(hint time.Duration) time.Duration {
	if hint > 0 {
		b.n++
		return min(hint, b.max)
	}
	ceil := b.base << min(b.n, 30)
	if ceil <= 0 || ceil > b.max {
		ceil = b.max
	}
	b.n++
	return rand.N(ceil + 1)
}

func (b *backoff) reset() { b.n = 0 }

func retryAfter(err error) time.Duration {
	var te *transport.Error
	if errors.As(err, &te) {
		return te.RetryAfter
	}
	return 0
}

func newTimer(d time.Duration) *time.Timer { return time.NewTimer(d) }

// sleepCtx waits d or until ctx is done; it reports whether d passed.
func sleepCtx(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := newTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// retryTransport calls op until it succeeds or fails with a non-retryable
// error, waiting with backoff between tries. It returns errAborted when the
// worker aborts. Retries are unbounded in number (the slot's durable state
// makes waiting safe) and each wait is capped at Config.RetryMax.
func (s *slot) retryTransport(op string, call func(ctx context.Context) error) error {
	return s.retryTransportCtx(s.w.abortCtx, op, call)
}

// retryTransportCtx is retryTransport under ctx instead of the worker's
// abort context; errAborted then means ctx ended.
func (s *slot) retryTransportCtx(ctx context.Context, op string, call func(ctx context.Context) error) error {
	b := backoff{base: s.w.cfg.RetryBase, max: s.w.cfg.RetryMax}
	for {
		err := call(ctx)
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return errAborted
		}
		if transport.KindOf(err) != transport.Retryable {
			return err
		}
		d := b.next(retryAfter(err))
		s.log.Warn("transport call failed; retrying", "op", op, "err", err, "wait", d)
		if !sleepCtx(ctx, d) {
			return errAborted
		}
	}
}
