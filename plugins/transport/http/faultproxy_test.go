package http_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// faultProxy is an HTTP proxy between workers and the coordinator that
// injects faults: it drops requests before forwarding, drops answers after
// the coordinator acted on the request, duplicates requests, delays them,
// and cuts answers short. The upstream can change (a restarted
// coordinator listens on a new port).
type faultProxy struct {
	srv      *http.Server
	ln       net.Listener
	upstream atomic.Pointer[string]
	client   *http.Client
	// rate is the chance, in percent, of each fault per request.
	rate atomic.Int32

	mu     sync.Mutex
	counts map[string]int
}

func newFaultProxy(t *testing.T, upstream string, rate int) *faultProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &faultProxy{ln: ln, counts: map[string]int{},
		client: &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 32}}}
	p.upstream.Store(&upstream)
	p.rate.Store(int32(rate))
	p.srv = &http.Server{Handler: p}
	go p.srv.Serve(ln)
	t.Cleanup(func() {
		p.srv.Close()
		p.client.CloseIdleConnections()
	})
	return p
}

func (p *faultProxy) URL() string { return "http://" + p.ln.Addr().String() }

func (p *faultProxy) setUpstream(u string) { p.upstream.Store(&u) }

func (p *faultProxy) count(what string) {
	p.mu.Lock()
	p.counts[what]++
	p.mu.Unlock()
}

func (p *faultProxy) summary() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return fmt.Sprint(p.counts)
}

func (p *faultProxy) hit() bool { return rand.N(100) < int(p.rate.Load()) }

// abort closes the client connection without an answer.
func abort(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if c, _, err := hj.Hijack(); err == nil {
			c.Close()
			return
		}
	}
	panic(http.ErrAbortHandler)
}

func (p *faultProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	if err != nil {
		abort(w)
		return
	}
	if p.hit() {
		p.count("delay")
		time.Sleep(time.Duration(rand.N(50)) * time.Millisecond) // injected latency, not synchronisation
	}
	if p.hit() {
		p.count("drop_request")
		abort(w)
		return
	}
	resp, err := p.forward(r, body)
	if err == nil && p.hit() {
		p.count("duplicate")
		resp.Body.Close()
		resp, err = p.forward(r, body)
	}
	if err != nil {
		p.count("upstream_down")
		w.Header().Set("Retry-After", "1")
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		abort(w)
		return
	}
	if p.hit() {
		p.count("drop_answer")
		abort(w)
		return
	}
	for k, v := range resp.Header {
		w.Header()[k] = v
	}
	if len(out) > 1 && p.hit() {
		p.count("truncate_answer")
		w.Header().Set("Content-Length", strconv.Itoa(len(out)))
		w.WriteHeader(resp.StatusCode)
		w.Write(out[:len(out)/2])
		abort(w)
		return
	}
	w.WriteHeader(resp.StatusCode)
	w.Write(out)
}

func (p *faultProxy) forward(r *http.Request, body []byte) (*http.Response, error) {
	req, err := http.NewRequest(r.Method, *p.upstream.Load()+r.URL.RequestURI(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header = r.Header.Clone()
	req.ContentLength = int64(len(body))
	return p.client.Do(req)
}
