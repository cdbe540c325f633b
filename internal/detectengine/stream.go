package detectengine

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// fileResult is what scanning one file produced, ready to report in order.
type fileResult struct {
	findings []scanner.Finding
	logs     []logLine
	bytes    int64
	err      error
	// binary says the file was skipped as binary (Options.SkipBinary).
	binary bool
}

type logLine struct {
	level scanner.Level
	msg   string
}

func (r *fileResult) logf(level scanner.Level, format string, args ...any) {
	r.logs = append(r.logs, logLine{level, fmt.Sprintf(format, args...)})
}

// skipped records that the file at path was not scanned (or not to its
// end), as a scanner.SkippedMessage warning the host lists in the scan's
// output.
func (r *fileResult) skipped(path, reason string) {
	r.logs = append(r.logs, logLine{scanner.LevelWarn, scanner.SkippedMessage(path, reason)})
}

// span is a window's absolute byte range in a file, end exclusive.
type span struct{ start, end int64 }

type findingKey struct {
	rule       string
	start, end int64
}

// stream scans one file's bytes: chunked reads, keyword pass, windows,
// Detect calls, rebasing, line numbers and dedupe. It is used by one
// goroutine, for one file after another: each worker keeps one, so its
// buffers are reused across files instead of allocated per file.
type stream struct {
	e    *Engine
	ctx  context.Context
	path string
	req  *scanner.Request
	d    scanner.Detector
	res  *fileResult

	buf     []byte // file bytes [base, base+len(buf))
	base    int64
	scanned int64 // hits ending at or before this offset have been handled
	eof     bool
	pending []span
	lines   lineIndex
	// seen holds the findings kept so far, made at the file's first one.
	seen    map[findingKey]struct{}
	dropped int

	logMu       sync.Mutex
	logsDropped int
}

// Reuse bounds: a stream drops a buffer or index that grew past them on a
// large file rather than keep it for every later one.
const (
	maxKeptSeen    = 256
	maxKeptPending = 1024
)

func (e *Engine) newStream() *stream { return &stream{e: e} }

// scan scans r as the file path into res. size, when not negative, is the
// file's size when it was opened: once a read ends there, reading stops
// without the read that would only return end of file (a file that grew
// before that read is read on).
func (s *stream) scan(ctx context.Context, path string, r io.Reader, size int64, req *scanner.Request, d scanner.Detector, res *fileResult) {
	e := s.e
	s.ctx, s.path, s.req, s.d, s.res = ctx, path, req, d, res
	s.buf, s.base, s.scanned, s.eof = s.buf[:0], 0, 0, false
	s.pending, s.lines, s.dropped, s.logsDropped = s.pending[:0], newLineIndex(), 0, 0
	res.err = s.run(r, size)
	if cap(s.buf) > 4*(e.opt.ChunkBytes+2*e.radius+BinarySniffBytes) {
		s.buf = nil
	}
	if cap(s.pending) > maxKeptPending {
		s.pending = nil
	}
	if len(s.seen) > maxKeptSeen {
		s.seen = nil
	} else {
		clear(s.seen)
	}
	s.ctx, s.req, s.d, s.res = nil, nil, nil, nil
	if s.dropped > 0 {
		res.logf(scanner.LevelWarn, "%s: %d findings over the limit of %d per file were dropped", path, s.dropped, e.opt.MaxFindingsPerFile)
	}
	if s.logsDropped > 0 {
		res.logf(scanner.LevelWarn, "%s: %d detector log lines over the limit of %d per file were dropped", path, s.logsDropped, MaxLogsPerFile)
	}
	slices.SortFunc(res.findings, func(a, b scanner.Finding) int {
		return cmp.Or(cmp.Compare(a.StartOffset, b.StartOffset), cmp.Compare(a.EndOffset, b.EndOffset), cmp.Compare(a.RuleID, b.RuleID))
	})
}

func (s *stream) run(r io.Reader, size int64) error {
	opt := &s.e.opt
	limit := opt.MaxFileBytes
	first := true
	for !s.eof {
		if err := s.ctx.Err(); err != nil {
			return err
		}
		want := opt.ChunkBytes
		if first && opt.SkipBinary {
			want = max(want, BinarySniffBytes)
		}
		if limit >= 0 {
			want = int(min(int64(want), limit-s.res.bytes))
		}
		old := len(s.buf)
		s.buf = slices.Grow(s.buf, want)[:old+want]
		n, err := readChunk(r, s.buf[old:], size-s.res.bytes)
		s.buf = s.buf[:old+n]
		s.res.bytes += int64(n)
		switch {
		case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
			s.eof = true
		case err == nil && s.res.bytes == size && n < want:
			s.eof = true // the whole file as stated: no read for its end
		case err != nil:
			s.res.skipped(s.path, fmt.Sprintf("reading at offset %d: %v; only the bytes before it were scanned", s.res.bytes, err))
			s.eof = true
		case limit >= 0 && s.res.bytes >= limit:
			s.eof = true
			var probe [1]byte
			if m, _ := io.ReadFull(r, probe[:]); m > 0 {
				s.res.skipped(s.path, fmt.Sprintf("only the first %d bytes were scanned (the file size limit)", limit))
			}
		}
		if first {
			first = false
			if opt.SkipBinary && bytes.IndexByte(s.buf[:min(len(s.buf), BinarySniffBytes)], 0) >= 0 {
				s.res.logf(scanner.LevelDebug, "%s: skipped binary file", s.path)
				s.res.binary = true
				return nil
			}
		}
		if opt.NoPrefilter {
			if n > 0 {
				s.pending = append(s.pending, span{s.base, s.base + int64(len(s.buf))})
			}
		} else {
			s.findHits()
		}
		if err := s.detectReady(); err != nil {
			return err
		}
		s.slide()
	}
	return nil
}

// readChunk fills buf from r like io.ReadFull, but returns early with no
// error once it has read left bytes (the rest of a file of known size,
// when left is not negative) and buf has room for more: the read that
// would only report the end of the file is not made.
func readChunk(r io.Reader, buf []byte, left int64) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := r.Read(buf[n:])
		n += m
		if err != nil {
			if err == io.EOF && n > 0 {
				err = io.ErrUnexpectedEOF
			}
			return n, err
		}
		if int64(n) == left {
			return n, nil
		}
	}
	return n, nil
}

// findHits runs the keyword pass over the bytes not yet searched (plus the
// longest keyword minus one before them) and queues a window per new hit.
func (s *stream) findHits() {
	m := s.e.matcher
	radius := int64(s.e.radius)
	from := max(0, s.scanned-int64(m.MaxKeywordLen()-1)-s.base)
	origin := s.base + from
	m.Find(s.buf[from:], func(h detect.Hit) bool {
		start, end := origin+int64(h.Start), origin+int64(h.End)
		if end <= s.scanned {
			return true
		}
		s.addWindow(max(0, start-radius), end+radius)
		return true
	})
	s.scanned = s.base + int64(len(s.buf))
}

// addWindow merges [start, end) into the last pending window when they
// touch and the result stays within ChunkBytes, or queues a new window.
func (s *stream) addWindow(start, end int64) {
	if n := len(s.pending); n > 0 {
		last := &s.pending[n-1]
		if start <= last.end {
			ns, ne := min(last.start, start), max(last.end, end)
			if ne-ns <= int64(s.e.opt.ChunkBytes) {
				last.start, last.end = ns, ne
				return
			}
		}
	}
	s.pending = append(s.pending, span{start, end})
}

// detectReady hands Detect every pending window whose bytes are all in the
// buffer (at end of file, every window, clipped to the file).
func (s *stream) detectReady() error {
	bufEnd := s.base + int64(len(s.buf))
	done := 0
	for _, w := range s.pending {
		if s.eof {
			w.end = min(w.end, bufEnd)
		} else if w.end > bufEnd {
			break
		}
		if err := s.detect(w); err != nil {
			return err
		}
		done++
	}
	s.pending = append(s.pending[:0], s.pending[done:]...)
	return nil
}

// slide drops the bytes no future window or keyword can need.
func (s *stream) slide() {
	bufEnd := s.base + int64(len(s.buf))
	keep := bufEnd - int64(s.e.radius) - int64(s.e.matcher.MaxKeywordLen()) + 1
	if s.e.opt.NoPrefilter {
		keep = bufEnd - int64(s.e.radius)
	}
	if len(s.pending) > 0 {
		keep = min(keep, s.pending[0].start)
	}
	keep = max(keep, s.base)
	k := int(keep - s.base)
	s.lines.discard(s.buf[:k], s.base)
	n := copy(s.buf, s.buf[k:])
	s.buf = s.buf[:n]
	s.base = keep
}

// detectPath calls the detector with the path window of the file name
// (which is not empty: an empty file holds nothing to find, and Gitleaks
// reports none) when its path matches one of the detector's path
// patterns, and keeps
// the findings, whose offsets must be 0; their Line and Column stay 0. It
// reports whether the file's content is to be scanned: not when Detect
// failed (res.err says why).
func (s *stream) detectPath(ctx context.Context, name string, req *scanner.Request, d scanner.Detector, res *fileResult) bool {
	e := s.e
	if e.paths == nil || !e.paths.MatchString(name) {
		return true
	}
	s.ctx, s.path, s.res = ctx, name, res
	defer func() { s.ctx, s.res = nil, nil }()
	rep := &windowReporter{s: s, max: e.opt.MaxFindingsPerFile}
	err := d.Detect(ctx, &scanner.Window{Path: name, Request: req}, rep)
	rep.mu.Lock()
	found, over := rep.found, rep.over
	rep.closed = true
	rep.mu.Unlock()
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			res.err = ctxErr
		} else {
			res.err = fmt.Errorf("detector %s on the path window of %s: %w", e.info.Name, name, err)
		}
		return false
	}
	for i := range found {
		f := &found[i]
		switch {
		case f.StartOffset != 0 || f.EndOffset != 0:
			res.err = fmt.Errorf("detector %s: finding %q from the path window of %s has offsets [%d,%d), not [0,0)",
				e.info.Name, f.RuleID, name, f.StartOffset, f.EndOffset)
			return false
		case f.Path != "" && f.Path != name:
			res.err = fmt.Errorf("detector %s: finding %q in the path window of %s names path %.80q", e.info.Name, f.RuleID, name, f.Path)
			return false
		}
		f.Path, f.Line, f.Column = name, 0, 0
		if err := f.Validate(); err != nil {
			res.err = fmt.Errorf("detector %s: invalid finding in the path window of %s: %w", e.info.Name, name, err)
			return false
		}
		if len(res.findings) >= e.opt.MaxFindingsPerFile {
			over++
			continue
		}
		res.findings = append(res.findings, *f)
	}
	if over > 0 {
		res.logf(scanner.LevelWarn, "%s: %d findings over the limit of %d per file were dropped", name, over, e.opt.MaxFindingsPerFile)
	}
	return true
}

// detect calls the detector on one window and keeps its findings.
func (s *stream) detect(w span) error {
	data := s.buf[w.start-s.base : w.end-s.base]
	win := &scanner.Window{Path: s.path, Offset: w.start, Data: data, Request: s.req}
	rep := &windowReporter{s: s, max: s.e.opt.MaxFindingsPerFile}
	err := s.d.Detect(s.ctx, win, rep)
	rep.mu.Lock()
	found, over := rep.found, rep.over
	rep.closed = true
	rep.mu.Unlock()
	s.dropped += over
	if err != nil {
		if ctxErr := s.ctx.Err(); ctxErr != nil {
			return ctxErr
		}
		return fmt.Errorf("detector %s on %s window at offset %d: %w", s.e.info.Name, s.path, w.start, err)
	}
	slices.SortStableFunc(found, func(a, b scanner.Finding) int { return cmp.Compare(a.StartOffset, b.StartOffset) })
	for i := range found {
		f := &found[i]
		if f.StartOffset < 0 || f.EndOffset < f.StartOffset || f.EndOffset > int64(len(data)) {
			return fmt.Errorf("detector %s: finding %q in %s reports window offsets [%d,%d) outside the %d-byte window at offset %d",
				s.e.info.Name, f.RuleID, s.path, f.StartOffset, f.EndOffset, len(data), w.start)
		}
		if f.Path == "" {
			f.Path = s.path
		} else if f.Path != s.path {
			return fmt.Errorf("detector %s: finding %q in window of %s names path %.80q", s.e.info.Name, f.RuleID, s.path, f.Path)
		}
		f.StartOffset += w.start
		f.EndOffset += w.start
		f.Line, f.Column = s.lines.position(s.buf, s.base, f.StartOffset)
		key := findingKey{f.RuleID, f.StartOffset, f.EndOffset}
		if _, dup := s.seen[key]; dup {
			continue
		}
		if err := f.Validate(); err != nil {
			return fmt.Errorf("detector %s: invalid finding in %s at offset %d: %w", s.e.info.Name, s.path, f.StartOffset, err)
		}
		if len(s.res.findings) >= s.e.opt.MaxFindingsPerFile {
			s.dropped++
			continue
		}
		if s.seen == nil {
			s.seen = make(map[findingKey]struct{})
		}
		s.seen[key] = struct{}{}
		s.res.findings = append(s.res.findings, *f)
	}
	return nil
}

// windowReporter collects what Detect reports for one window.
type windowReporter struct {
	s      *stream
	max    int
	mu     sync.Mutex
	found  []scanner.Finding
	over   int
	closed bool
}

func (r *windowReporter) Finding(f scanner.Finding) error {
	if err := r.s.ctx.Err(); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return errors.New("detect: finding reported after Detect returned")
	}
	if len(r.found) >= r.max {
		r.over++
		return nil
	}
	r.found = append(r.found, f)
	return nil
}

// Progress is ignored: the engine reports progress itself.
func (r *windowReporter) Progress(scanner.Progress) {}

func (r *windowReporter) Log(level scanner.Level, msg string) {
	r.mu.Lock()
	closed := r.closed
	r.mu.Unlock()
	if closed {
		return
	}
	s := r.s
	s.logMu.Lock()
	defer s.logMu.Unlock()
	if len(s.res.logs) >= MaxLogsPerFile {
		s.logsDropped++
		return
	}
	s.res.logs = append(s.res.logs, logLine{level, msg})
}

// lineIndex turns absolute offsets into 1-based line and byte column
// numbers while the file streams through the buffer. It remembers the line
// count at the buffer's base and a cursor that moves forward through the
// buffer, so positions asked for in increasing order cost linear time.
type lineIndex struct {
	baseLine, baseLastNL int64 // newlines before base; offset of the last one, or -1
	curOff               int64 // cursor: newlines before curOff, last one before it
	curLine, curLastNL   int64
}

func newLineIndex() lineIndex { return lineIndex{baseLastNL: -1, curLastNL: -1} }

// discard accounts for buf (which starts at base) leaving the buffer.
func (l *lineIndex) discard(buf []byte, base int64) {
	if c := bytes.Count(buf, []byte{'\n'}); c > 0 {
		l.baseLine += int64(c)
		l.baseLastNL = base + int64(bytes.LastIndexByte(buf, '\n'))
	}
	l.curOff, l.curLine, l.curLastNL = base+int64(len(buf)), l.baseLine, l.baseLastNL
}

// position returns the line and column of offset off, which must lie in
// [base, base+len(buf)].
func (l *lineIndex) position(buf []byte, base, off int64) (line, col int) {
	if off < l.curOff || l.curOff < base {
		l.curOff, l.curLine, l.curLastNL = base, l.baseLine, l.baseLastNL
	}
	seg := buf[l.curOff-base : off-base]
	if c := bytes.Count(seg, []byte{'\n'}); c > 0 {
		l.curLine += int64(c)
		l.curLastNL = l.curOff + int64(bytes.LastIndexByte(seg, '\n'))
	}
	l.curOff = off
	return int(l.curLine + 1), int(off - l.curLastNL)
}
