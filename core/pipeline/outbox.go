package pipeline

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/state"
	"github.com/sluicehq/sluice/core/transport"
)

// Outbox limits that are not configurable.
const (
	// maxJournalRecordBytes bounds one journal line; longer records are
	// never written (messages are cut first) and never read.
	maxJournalRecordBytes = 64 << 10
	// maxProgressMessageBytes bounds ProgressEvent.Message.
	maxProgressMessageBytes = 1024
)

const (
	segmentPrefix = "seg-"
	segmentSuffix = ".jsonl"
	cursorName    = "cursor.json"
)

// journalRecord is one line of an outbox segment.
type journalRecord struct {
	Assignment job.Assignment          `json:"a"`
	Event      transport.ProgressEvent `json:"e"`
}

type pendingEvent struct {
	a  job.Assignment
	ev transport.ProgressEvent
}

// outbox is the durable progress journal (DESIGN.md §3). Slots add events
// without blocking; one goroutine appends them to the journal with a
// monotonic Seq (one fsync per batch), publishes batches to
// Transport.Progress, advances a durable cursor and removes segments the
// cursor has passed. Delivery is at least once; the transport dedupes by
// Seq.
type outbox struct {
	dir string
	cfg *Config
	t   transport.Transport
	log *slog.Logger

	mu      sync.Mutex
	queue   []pendingEvent
	wake    chan struct{}
	dropped atomic.Int64

	// Journal state, used by one goroutine at a time (run, then flush).
	jmu        sync.Mutex
	nextSeq    uint64
	cursor     uint64
	pos        readPos // where the record after cursor starts, if known
	seg        *os.File
	segBytes   int64
	totalBytes int64
}

type cursorFile struct {
	Published uint64 `json:"published_seq"`
}

func openOutbox(dir string, cfg *Config, t transport.Transport, log *slog.Logger) (*outbox, error) {
	o := &outbox{dir: dir, cfg: cfg, t: t, log: log.With("part", "outbox"), wake: make(chan struct{}, 1)}
	if err := state.RemoveTemps(dir); err != nil {
		return nil, fmt.Errorf("sweeping %s: %w", dir, err)
	}
	var c cursorFile
	err := state.ReadJSON(filepath.Join(dir, cursorName), cfg.Limits.MaxStateFileBytes, &c)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		// The cursor is written without fsync (see advance): after a power
		// loss it may be old or unreadable. Starting from zero only resends
		// what the transport deduplicates by Seq.
		o.log.Warn("outbox cursor unreadable; republishing the journal", "err", err)
		c = cursorFile{}
	}
	o.cursor = c.Published
	segs, err := o.segments()
	if err != nil {
		return nil, err
	}
	last := o.cursor
	for i, s := range segs {
		fi, err := os.Lstat(filepath.Join(dir, s.name))
		if err != nil {
			return nil, err
		}
		o.totalBytes += fi.Size()
		if i == len(segs)-1 {
			// The last segment may end in a torn line from a crash mid-append:
			// cut it back to its last complete record.
			seq, good, err := o.scanSegment(s.name, 0, func(journalRecord, int64) bool { return true })
			if err != nil {
				return nil, err
			}
			if good < fi.Size() {
				o.log.Warn("cutting a torn record from the progress journal", "segment", s.name, "bytes", fi.Size()-good)
				if err := os.Truncate(filepath.Join(dir, s.name), good); err != nil {
					return nil, fmt.Errorf("repairing %s: %w", s.name, err)
				}
				o.totalBytes -= fi.Size() - good
			}
			last = max(last, seq)
		}
	}
	o.nextSeq = last + 1
	if err := o.compact(); err != nil {
		return nil, err
	}
	return o, nil
}

type segment struct {
	name  string
	first uint64
}

// segments lists the journal's segments in Seq order.
func (o *outbox) segments() ([]segment, error) {
	entries, err := os.ReadDir(o.dir)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", o.dir, err)
	}
	if len(entries) > o.cfg.Limits.MaxDirEntries {
		return nil, fmt.Errorf("%s has %d entries, more than %d", o.dir, len(entries), o.cfg.Limits.MaxDirEntries)
	}
	var out []segment
	for _, e := range entries {
		base, ok := strings.CutPrefix(e.Name(), segmentPrefix)
		if !ok {
			continue
		}
		base, ok = strings.CutSuffix(base, segmentSuffix)
		if !ok {
			continue
		}
		n, err := strconv.ParseUint(base, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("outbox segment %s: bad name", e.Name())
		}
		out = append(out, segment{name: e.Name(), first: n})
	}
	slices.SortFunc(out, func(a, b segment) int { return cmpUint(a.first, b.first) })
	return out, nil
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// scanSegment calls fn for each complete record of a segment, starting at
// byte offset from, until fn returns false; fn also gets the offset just
// after the record. It returns the last Seq seen and the offset after the
// last complete record read.
func (o *outbox) scanSegment(name string, from int64, fn func(journalRecord, int64) bool) (uint64, int64, error) {
	f, err := state.OpenNoFollow(filepath.Join(o.dir, name))
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	if from > 0 {
		if _, err := f.Seek(from, io.SeekStart); err != nil {
			return 0, 0, fmt.Errorf("reading outbox segment %s: %w", name, err)
		}
	}
	r := bufio.NewReaderSize(f, 64<<10)
	var last uint64
	good := from
	for {
		line, err := readLine(r, maxJournalRecordBytes)
		if err == io.EOF || errors.Is(err, errTornLine) {
			return last, good, nil
		}
		if err != nil {
			return 0, 0, fmt.Errorf("reading outbox segment %s at byte %d: %w", name, good, err)
		}
		var rec journalRecord
		if err := json.Unmarshal(line, &rec); err != nil || rec.Event.Seq <= last {
			// A record that does not decode, or goes backwards, ends the
			// usable part of the segment.
			return last, good, nil
		}
		good += int64(len(line)) + 1
		last = rec.Event.Seq
		if !fn(rec, good) {
			return last, good, nil
		}
	}
}

var errTornLine = errors.New("torn line")

// readLine reads one '\n'-terminated line of at most maxBytes.
func readLine(r *bufio.Reader, maxBytes int) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > maxBytes+1 {
			return nil, fmt.Errorf("record longer than %d bytes", maxBytes)
		}
		switch {
		case err == nil:
			return buf[:len(buf)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && len(buf) > 0:
			return nil, errTornLine
		default:
			return nil, err
		}
	}
}

// add queues an event for a without blocking. When the queue is full, the
// oldest scanner-progress event is dropped (a newer count supersedes it);
// if there is none, the new event is dropped. Drops are counted.
func (o *outbox) add(a *job.Assignment, ev transport.ProgressEvent) {
	ac := *a
	ac.Spec.Options, ac.Spec.Target.Include, ac.Spec.Target.Exclude = nil, nil, nil
	ev.JobID, ev.Attempt = a.Spec.ID, a.Attempt
	if ev.Time.IsZero() {
		ev.Time = o.cfg.Now().UTC()
	}
	if len(ev.Message) > maxProgressMessageBytes {
		ev.Message = ev.Message[:maxProgressMessageBytes]
	}
	ev.Message = o.cfg.Redactor.Redact(ev.Message)
	o.mu.Lock()
	if len(o.queue) >= o.cfg.Limits.OutboxQueue {
		i := slices.IndexFunc(o.queue, func(p pendingEvent) bool { return p.ev.Phase == "progress" })
		if i < 0 {
			o.mu.Unlock()
			o.dropped.Add(1)
			return
		}
		o.queue = slices.Delete(o.queue, i, i+1)
		o.dropped.Add(1)
	}
	o.queue = append(o.queue, pendingEvent{a: ac, ev: ev})
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// run journals and publishes until ctx ends. A Fatal transport error is
// passed to fatal.
func (o *outbox) run(ctx context.Context, fatal func(error)) {
	b := backoff{base: o.cfg.RetryBase, max: o.cfg.RetryMax}
	var retry <-chan time.Time
	for {
		o.gather(ctx)
		for o.queued() > 0 {
			if err := o.journalQueued(); err != nil {
				o.log.Error("writing the progress journal", "err", err)
				break
			}
		}
		err := o.publish(ctx)
		switch {
		case err == nil:
			b.reset()
			retry = nil
		case ctx.Err() != nil:
			return
		case transport.KindOf(err) == transport.Fatal:
			fatal(&FatalError{Slot: -1, Op: "progress", Err: err})
			return
		default:
			d := b.next(retryAfter(err))
			o.log.Warn("publishing progress failed; retrying", "err", err, "wait", d)
			t := newTimer(d)
			retry = t.C
		}
		select {
		case <-ctx.Done():
			return
		case <-o.wake:
		case <-retry:
		}
	}
}

// gather waits up to OutboxFlushDelay for more events, so one fsync covers
// many (group commit). It returns early when a batch is full or ctx ends.
func (o *outbox) gather(ctx context.Context) {
	if o.queued() == 0 || o.queued() >= o.cfg.Limits.OutboxBatch {
		return
	}
	t := newTimer(o.cfg.Limits.OutboxFlushDelay)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			return
		case <-ctx.Done():
			return
		case <-o.wake:
			if o.queued() >= o.cfg.Limits.OutboxBatch {
				return
			}
		}
	}
}

func (o *outbox) queued() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.queue)
}

// flush journals every queued event. Called after run has stopped.
func (o *outbox) flush() {
	for {
		o.mu.Lock()
		n := len(o.queue)
		o.mu.Unlock()
		if n == 0 {
			return
		}
		if err := o.journalQueued(); err != nil {
			o.log.Error("writing the progress journal", "err", err)
			return
		}
	}
}

// journalQueued appends up to OutboxBatch queued events to the journal with
// one fsync.
func (o *outbox) journalQueued() error {
	o.mu.Lock()
	n := min(len(o.queue), o.cfg.Limits.OutboxBatch)
	batch := slices.Clone(o.queue[:n])
	o.queue = slices.Delete(o.queue, 0, n)
	o.mu.Unlock()
	if n == 0 {
		return nil
	}
	o.jmu.Lock()
	defer o.jmu.Unlock()
	if o.totalBytes >= o.cfg.Limits.OutboxMaxBytes {
		o.dropped.Add(int64(n))
		return fmt.Errorf("journal holds %d bytes, at its limit of %d (limits.outbox_max_bytes): %d events dropped", o.totalBytes, o.cfg.Limits.OutboxMaxBytes, n)
	}
	var buf bytes.Buffer
	first := o.nextSeq
	for _, p := range batch {
		p.ev.Seq = o.nextSeq
		line, err := json.Marshal(journalRecord{Assignment: p.a, Event: p.ev})
		if err != nil || len(line) > maxJournalRecordBytes {
			o.dropped.Add(1)
			continue
		}
		o.nextSeq++
		buf.Write(line)
		buf.WriteByte('\n')
	}
	if buf.Len() == 0 {
		return nil
	}
	if o.seg == nil || o.segBytes >= o.cfg.Limits.OutboxSegmentBytes {
		if err := o.openSegment(first); err != nil {
			o.nextSeq = first
			return err
		}
	}
	if _, err := o.seg.Write(buf.Bytes()); err != nil {
		o.seg.Close()
		o.seg = nil
		return fmt.Errorf("appending to the progress journal: %w", err)
	}
	if err := o.seg.Sync(); err != nil {
		return fmt.Errorf("syncing the progress journal: %w", err)
	}
	o.segBytes += int64(buf.Len())
	o.totalBytes += int64(buf.Len())
	return nil
}

// openSegment starts a new segment whose first record has Seq first.
func (o *outbox) openSegment(first uint64) error {
	if o.seg != nil {
		o.seg.Close()
		o.seg = nil
	}
	name := fmt.Sprintf("%s%020d%s", segmentPrefix, first, segmentSuffix)
	f, err := os.OpenFile(filepath.Join(o.dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, state.FileMode)
	if err != nil {
		return fmt.Errorf("starting a progress journal segment: %w", err)
	}
	if err := state.SyncDir(o.dir); err != nil {
		f.Close()
		return err
	}
	o.seg, o.segBytes = f, 0
	return nil
}

// publish sends every journaled event past the cursor, in batches of
// consecutive events of one assignment, advancing the cursor durably after
// each accepted batch. Events of an assignment the transport calls stale or
// conflicting are skipped.
func (o *outbox) publish(ctx context.Context) error {
	for {
		batch, pos, err := o.unpublished()
		if err != nil || len(batch) == 0 {
			return err
		}
		a := batch[0].Assignment
		events := make([]transport.ProgressEvent, len(batch))
		for i, r := range batch {
			events[i] = r.Event
		}
		err = o.t.Progress(ctx, &a, events)
		if err != nil {
			switch transport.KindOf(err) {
			case transport.Stale, transport.Conflict:
				o.log.Debug("dropping progress of an ended assignment", "job", a.Key(), "events", len(events), "err", err)
			default:
				return err
			}
		}
		if err := o.advance(pos); err != nil {
			return err
		}
	}
}

// readPos remembers where in the journal the record after the cursor
// starts, so each batch is read once instead of rescanning the segment.
type readPos struct {
	seg string
	off int64
	seq uint64 // the cursor value this position follows
}

// unpublished returns the next batch past the cursor: consecutive records
// of one assignment, at most OutboxBatch, and the position after it.
func (o *outbox) unpublished() ([]journalRecord, readPos, error) {
	o.jmu.Lock()
	cursor, pos := o.cursor, o.pos
	o.jmu.Unlock()
	segs, err := o.segments()
	if err != nil {
		return nil, readPos{}, err
	}
	var out []journalRecord
	var end readPos
	for i, s := range segs {
		if i+1 < len(segs) && segs[i+1].first <= cursor+1 {
			continue // wholly published
		}
		from := int64(0)
		if pos.seg == s.name && pos.seq == cursor {
			from = pos.off
		}
		_, _, err := o.scanSegment(s.name, from, func(r journalRecord, after int64) bool {
			if r.Event.Seq <= cursor {
				return true
			}
			if len(out) > 0 && (r.Assignment.Spec.ID != out[0].Assignment.Spec.ID ||
				r.Assignment.Attempt != out[0].Assignment.Attempt || r.Assignment.Lease != out[0].Assignment.Lease) {
				return false
			}
			out = append(out, r)
			end = readPos{seg: s.name, off: after, seq: r.Event.Seq}
			return len(out) < o.cfg.Limits.OutboxBatch
		})
		if err != nil {
			return nil, readPos{}, err
		}
		if len(out) > 0 {
			return out, end, nil
		}
	}
	return out, end, nil
}

// advance makes pos.seq the cursor and compacts the journal. The cursor file
// is replaced by rename but not fsynced: losing an update only resends
// events the transport deduplicates, and it saves two fsyncs per batch.
// Seq numbering never depends on the cursor alone, because compaction
// always keeps the newest segment.
func (o *outbox) advance(pos readPos) error {
	if err := writeCursor(filepath.Join(o.dir, cursorName), pos.seq); err != nil {
		return err
	}
	o.jmu.Lock()
	o.cursor, o.pos = pos.seq, pos
	o.jmu.Unlock()
	return o.compact()
}

// compact removes segments whose records are all at or before the cursor,
// except the newest segment, which always stays: its last record fixes the
// next Seq after a restart even if the cursor file was lost.
func (o *outbox) compact() error {
	segs, err := o.segments()
	if err != nil {
		return err
	}
	o.jmu.Lock()
	defer o.jmu.Unlock()
	var active string
	if o.seg != nil {
		active = filepath.Base(o.seg.Name())
	}
	removed := false
	for i := 0; i+1 < len(segs); i++ {
		if segs[i+1].first > o.cursor+1 || segs[i].name == active {
			break
		}
		p := filepath.Join(o.dir, segs[i].name)
		if fi, err := os.Lstat(p); err == nil {
			o.totalBytes -= fi.Size()
		}
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("compacting the progress journal: %w", err)
		}
		removed = true
	}
	if removed {
		return state.SyncDir(o.dir)
	}
	return nil
}

// writeCursor replaces the cursor file by rename, without fsync.
func writeCursor(path string, seq uint64) error {
	f, err := state.CreateTemp(filepath.Dir(path))
	if err != nil {
		return err
	}
	data, _ := json.Marshal(cursorFile{Published: seq})
	_, werr := f.Write(append(data, '\n'))
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("writing outbox cursor: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("writing outbox cursor: %w", err)
	}
	return nil
}

func (o *outbox) close() error {
	o.jmu.Lock()
	defer o.jmu.Unlock()
	if o.seg != nil {
		err := o.seg.Close()
		o.seg = nil
		return err
	}
	return nil
}
