package wasmguest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sync"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// host is the guest's view of the host functions. The wasip1 build binds
// it to the "sluice" imports; tests bind it to a recorder.
type host interface {
	info(b []byte)
	finding(b []byte) uint32
	progress(files, bytes int64)
	log(level uint32, msg string)
	setError(msg string)
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
func (g *guest) fail(status Status, err error) Status {
	msg := err.Error()
	if len(msg) > MaxErrorBytes {
		msg = msg[:MaxErrorBytes]
	}
	g.host.setError(msg)
	return status
}

// describe hands the host the scanner's Info as JSON.
func (g *guest) describe() Status {
	if g.s == nil {
		return g.fail(StatusError, errors.New("no scanner registered: call wasmguest.Register from an init function"))
	}
	info := g.s.Info()
	if err := info.Validate(); err != nil {
		return g.fail(StatusError, fmt.Errorf("scanner info: %w", err))
	}
	b, err := json.Marshal(&info)
	if err != nil {
		return g.fail(StatusError, fmt.Errorf("encoding scanner info: %w", err))
	}
	g.host.info(b)
	return StatusOK
}

// begin reads the job's request JSON from the first n buffer bytes.
func (g *guest) begin(n uint32) Status {
	if uint64(n) > uint64(len(g.buf)) {
		return g.fail(StatusBadInput, fmt.Errorf("begin: request length %d is past the %d-byte buffer", n, len(g.buf)))
	}
	var req scanner.Request
	if err := json.Unmarshal(g.buf[:n], &req); err != nil {
		return g.fail(StatusBadInput, fmt.Errorf("begin: decoding the request: %w", err))
	}
	g.req = req
	return StatusOK
}

// detect runs the detector over one window: the buffer holds the path
// (pathLen bytes) followed by the data (dataLen bytes) at file offset.
func (g *guest) detect(pathLen, dataLen uint32, offset int64) (status Status) {
	d, ok := g.s.(scanner.Detector)
	if !ok {
		return g.fail(StatusBadInput, errors.New("detect: the scanner is not a detector"))
	}
	if uint64(pathLen)+uint64(dataLen) > uint64(len(g.buf)) || offset < 0 {
		return g.fail(StatusBadInput, fmt.Errorf("detect: path %d + data %d bytes at offset %d do not fit the %d-byte buffer", pathLen, dataLen, offset, len(g.buf)))
	}
	w := &scanner.Window{
		Path:    string(g.buf[:pathLen]),
		Offset:  offset,
		Data:    g.buf[pathLen : pathLen+dataLen : pathLen+dataLen],
		Request: &g.req,
	}
	defer g.recoverPanic(&status)
	return g.status(d.Detect(context.Background(), w, reporter{g}))
}

// scanTree runs a tree scanner over fsys.
func (g *guest) scanTree(fsys fs.FS) (status Status) {
	ts, ok := g.s.(scanner.TreeScanner)
	if !ok {
		return g.fail(StatusBadInput, errors.New("scan_tree: the scanner is not a tree scanner"))
	}
	defer g.recoverPanic(&status)
	return g.status(ts.ScanTree(context.Background(), &g.req, fsys, reporter{g}))
}

// recoverPanic turns a panic in the scanner into StatusError, so the host
// sees a scanner error with the panic value instead of a trap.
func (g *guest) recoverPanic(status *Status) {
	if r := recover(); r != nil {
		*status = g.fail(StatusError, fmt.Errorf("scanner panic: %v", r))
	}
}

// status maps a scanner's error to a Status.
func (g *guest) status(err error) Status {
	switch {
	case err == nil:
		return StatusOK
	case errors.Is(err, scanner.ErrLimit):
		return g.fail(StatusLimit, err)
	case errors.Is(err, scanner.ErrBadRequest):
		return g.fail(StatusBadRequest, err)
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return g.fail(StatusCancelled, err)
	default:
		return g.fail(StatusError, err)
	}
}

// reporter is the scanner.Reporter a guest scanner reports to.
type reporter struct{ g *guest }

// errRejected is returned by Finding when the host refused a finding with
// an unknown result code.
var errRejected = errors.New("the host rejected the finding")

func (r reporter) Finding(f scanner.Finding) error {
	b, err := json.Marshal(&f)
	if err != nil {
		return fmt.Errorf("encoding finding: %w", err)
	}
	switch r.g.host.finding(b) {
	case FindingAccepted:
		return nil
	case FindingLimit:
		return scanner.ErrLimit
	default:
		return errRejected
	}
}

func (r reporter) Progress(p scanner.Progress) { r.g.host.progress(p.Files, p.Bytes) }

func (r reporter) Log(level scanner.Level, msg string) {
	l := LogInfo
	switch level {
	case scanner.LevelDebug:
		l = LogDebug
	case scanner.LevelWarn:
		l = LogWarn
	case scanner.LevelError:
		l = LogError
	}
	r.g.host.log(l, msg)
}

var _ scanner.Reporter = reporter{}
