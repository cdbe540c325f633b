package wasmhost

import (
	"context"
	"sync"
)

// pool holds at most size instances of one module: idle ones wait in idle,
// and slots counts every instance that exists (idle or in use), so at most
// size run at once, each on the goroutine that acquired it.
type pool struct {
	size  int
	slots chan struct{}
	idle  chan *instance

	mu     sync.Mutex
	closed bool
}

func newPool(size int) *pool {
	return &pool{size: size, slots: make(chan struct{}, size), idle: make(chan *instance, size)}
}

// acquire returns an idle instance, or creates one with create when fewer
// than size exist, or waits for one to be released, until ctx ends.
func (p *pool) acquire(ctx context.Context, create func(context.Context) (*instance, error)) (*instance, error) {
	select {
	case in := <-p.idle:
		return in, nil
	default:
	}
	select {
	case in := <-p.idle:
		return in, nil
	case p.slots <- struct{}{}:
		in, err := create(ctx)
		if err != nil {
			<-p.slots
			return nil, err
		}
		return in, nil
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// release returns in to the pool, or discards it when discard is true or
// the pool is closed.
func (p *pool) release(in *instance, discard bool) {
	p.mu.Lock()
	closed := p.closed
	if !discard && !closed {
		p.idle <- in // never blocks: at most size instances exist
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	in.close()
	<-p.slots
}

// put adds a fresh instance created outside acquire (the load probe) when
// there is room; otherwise it is closed.
func (p *pool) put(in *instance) {
	select {
	case p.slots <- struct{}{}:
		p.release(in, false)
	default:
		in.close()
	}
}

// close discards the idle instances; instances in use are discarded when
// released.
func (p *pool) close() {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	for {
		select {
		case in := <-p.idle:
			in.close()
			<-p.slots
		default:
			return
		}
	}
}
