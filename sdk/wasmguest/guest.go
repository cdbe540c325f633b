package wasmguest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sync"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// host is the guest's view of the host functions. The wasip1 build binds
// it to the "sluice" imports; tests bind it to a recorder.
type host interface {
	info(b []byte)
	findings(b []byte) uint32
	progress(files, bytes int64)
	log(level uint32, msg string)
	setError(msg string)
	hitFilters(b []byte)
}

// guest dispatches the ABI exports to one registered scanner. The WASM
// module is single-threaded, so there is no concurrency inside one guest.
type guest struct {
	s    scanner.Scanner
	host host
	// req is the current job's request, set by begin.
	req scanner.Request
	// buf is the exchange buffer the host writes inputs into.
	buf []byte
	// window is the index in the batch of the window Detect is running on.
	window uint32
	// out collects finding records until flush; limited is set once the
	// host answered FindingLimit.
	out     []byte
	limited bool
	// windows and hits are reused by every batch.
	windows []wasmabi.BatchWindow
	hits    []detect.Hit
}

// HitDetector is a scanner.Detector that can take the keyword hits the
// host already found in a window (ABI version 3) instead of searching the
// window again; in a WASM guest that second search is most of a keyword
// detector's time. hits are relative to w.Data, in the order and with the
// keyword indexes of detect.Matcher.Find over Info().Keywords. The guest
// calls DetectHits for every window the host searched and Detect for the
// others; both must report the same findings.
type HitDetector interface {
	scanner.Detector
	DetectHits(ctx context.Context, w *scanner.Window, hits []detect.Hit, out scanner.Reporter) error
}

var (
	registeredMu sync.Mutex
	registered   scanner.Scanner
)

// Register sets the scanner this module serves. Call it once, from an init
// function of the main package. It panics when s is nil or when a scanner
// is already registered: both are programmer errors.
func Register(s scanner.Scanner) {
	if s == nil {
		panic("wasmguest: Register(nil)")
	}
	registeredMu.Lock()
	defer registeredMu.Unlock()
	if registered != nil {
		panic("wasmguest: Register called twice")
	}
	registered = s
}

func registeredScanner() scanner.Scanner {
	registeredMu.Lock()
	defer registeredMu.Unlock()
	return registered
}

// buffer returns the exchange buffer grown to at least n bytes. Its address
// stays valid until the next call to buffer (the Go garbage collector does
// not move objects).
func (g *guest) buffer(n uint32) []byte {
	n = max(n, 1)
	if uint32(cap(g.buf)) < n {
		g.buf = make([]byte, n)
	}
	g.buf = g.buf[:cap(g.buf)]
	return g.buf
}

// fail passes err's message to the host and returns status.
func (g *guest) fail(status wasmabi.Status, err error) wasmabi.Status {
	msg := err.Error()
	if len(msg) > wasmabi.MaxErrorBytes {
		msg = msg[:wasmabi.MaxErrorBytes]
	}
	g.host.setError(msg)
	return status
}

// describe hands the host the scanner's Info as JSON.
func (g *guest) describe() wasmabi.Status {
	if g.s == nil {
		return g.fail(wasmabi.StatusError, errors.New("no scanner registered: call wasmguest.Register from an init function"))
	}
	info := g.s.Info()
	if err := info.Validate(); err != nil {
		return g.fail(wasmabi.StatusError, fmt.Errorf("scanner info: %w", err))
	}
	b, err := json.Marshal(&info)
	if err != nil {
		return g.fail(wasmabi.StatusError, fmt.Errorf("encoding scanner info: %w", err))
	}
	g.host.info(b)
	if err := g.hitFilters(len(info.Keywords)); err != nil {
		return g.fail(wasmabi.StatusError, fmt.Errorf("hit filters: %w", err))
	}
	return wasmabi.StatusOK
}

// begin reads the job's request JSON from the first n buffer bytes.
func (g *guest) begin(n uint32) wasmabi.Status {
	if uint64(n) > uint64(len(g.buf)) {
		return g.fail(wasmabi.StatusBadInput, fmt.Errorf("begin: request length %d is past the %d-byte buffer", n, len(g.buf)))
	}
	var req scanner.Request
	if err := json.Unmarshal(g.buf[:n], &req); err != nil {
		return g.fail(wasmabi.StatusBadInput, fmt.Errorf("begin: decoding the request: %w", err))
	}
	g.req = req
	return wasmabi.StatusOK
}

// detect runs the detector over each window of the batch in the first n
// buffer bytes and passes the findings on.
func (g *guest) detect(n uint32) (status wasmabi.Status) {
	d, ok := g.s.(scanner.Detector)
	if !ok {
		return g.fail(wasmabi.StatusBadInput, errors.New("detect: the scanner is not a detector"))
	}
	if uint64(n) > uint64(len(g.buf)) {
		return g.fail(wasmabi.StatusBadInput, fmt.Errorf("detect: batch length %d is past the %d-byte buffer", n, len(g.buf)))
	}
	path, windows, hits, err := wasmabi.ParseBatch(g.buf[:n], g.windows[:0], g.hits)
	g.windows, g.hits = windows[:0], hits[:0]
	if err != nil {
		return g.fail(wasmabi.StatusBadInput, fmt.Errorf("detect: %w", err))
	}
	g.startCall()
	defer g.recoverPanic(&status)
	p := string(path)
	hd, _ := d.(HitDetector)
	for i, bw := range windows {
		g.window = uint32(i)
		w := &scanner.Window{Path: p, Offset: bw.Offset, Data: bw.Data, Request: &g.req}
		var err error
		if hd != nil && bw.Searched {
			err = hd.DetectHits(context.Background(), w, bw.Hits, reporter{g})
		} else {
			err = d.Detect(context.Background(), w, reporter{g})
		}
		if err != nil {
			return g.end(g.status(err))
		}
	}
	return g.end(wasmabi.StatusOK)
}

// startCall starts an export call's collection of findings.
func (g *guest) startCall() {
	g.out = g.out[:0]
	g.limited = false
}

// end flushes the findings still collected and returns status, or
// StatusLimit when the host refused them.
func (g *guest) end(status wasmabi.Status) wasmabi.Status {
	if status == wasmabi.StatusOK && !g.flush() {
		return g.fail(wasmabi.StatusLimit, scanner.ErrLimit)
	}
	return status
}

// flush passes the collected records to the host; it reports false when
// the host's limit is reached.
func (g *guest) flush() bool {
	if g.limited {
		return false
	}
	if len(g.out) > 0 {
		r := g.host.findings(g.out)
		g.out = g.out[:0]
		if r != wasmabi.FindingAccepted {
			g.limited = true
			return false
		}
	}
	return true
}

// scanTree runs a tree scanner over fsys.
func (g *guest) scanTree(fsys fs.FS) (status wasmabi.Status) {
	ts, ok := g.s.(scanner.TreeScanner)
	if !ok {
		return g.fail(wasmabi.StatusBadInput, errors.New("scan_tree: the scanner is not a tree scanner"))
	}
	g.startCall()
	g.window = 0
	defer g.recoverPanic(&status)
	return g.end(g.status(ts.ScanTree(context.Background(), &g.req, fsys, reporter{g})))
}

// recoverPanic turns a panic in the scanner into StatusError, so the host
// sees a scanner error with the panic value instead of a trap.
func (g *guest) recoverPanic(status *wasmabi.Status) {
	if r := recover(); r != nil {
		*status = g.fail(wasmabi.StatusError, fmt.Errorf("scanner panic: %v", r))
	}
}

// status maps a scanner's error to a Status.
func (g *guest) status(err error) wasmabi.Status {
	switch {
	case err == nil:
		return wasmabi.StatusOK
	case errors.Is(err, scanner.ErrLimit):
		return g.fail(wasmabi.StatusLimit, err)
	case errors.Is(err, scanner.ErrBadRequest):
		return g.fail(wasmabi.StatusBadRequest, err)
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return g.fail(wasmabi.StatusCancelled, err)
	default:
		return g.fail(wasmabi.StatusError, err)
	}
}

// reporter is the scanner.Reporter a guest scanner reports to.
type reporter struct{ g *guest }

func (r reporter) Finding(f scanner.Finding) error {
	g := r.g
	if g.limited {
		return scanner.ErrLimit
	}
	out, err := wasmabi.AppendFinding(g.out, g.window, &f)
	if err != nil {
		return fmt.Errorf("encoding finding: %w", err)
	}
	g.out = out
	if len(g.out) >= wasmabi.FlushBytes && !g.flush() {
		return scanner.ErrLimit
	}
	return nil
}

func (r reporter) Progress(p scanner.Progress) { r.g.host.progress(p.Files, p.Bytes) }

func (r reporter) Log(level scanner.Level, msg string) {
	l := wasmabi.LogInfo
	switch level {
	case scanner.LevelDebug:
		l = wasmabi.LogDebug
	case scanner.LevelWarn:
		l = wasmabi.LogWarn
	case scanner.LevelError:
		l = wasmabi.LogError
	}
	r.g.host.log(l, msg)
}

var _ scanner.Reporter = reporter{}
