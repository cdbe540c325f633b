package pipeline

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
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
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
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
	// cursorWriteInterval is the least time between two writes of the
	// cursor file (see advance); the cursor in memory moves with every
	// accepted batch.
	cursorWriteInterval = time.Second
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

// outbox is the durable progress journal (docs/architecture.md §7). Slots add events
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
	// storageFault, when set, hears of a journal write that failed for
	// the worker's storage (the worker then stops claiming).
	storageFault func(err error)

	mu      sync.Mutex
	queue   []pendingEvent
	wake    chan struct{}
	dropped atomic.Int64
	// journaled and published count events written to the journal and
	// accepted by the transport (replays after a restart count again).
	journaled, published atomic.Int64

	// failing is true from a journaling failure to the next success;
	// failingDropped counts the events lost meanwhile. Used by the one
	// goroutine that journals (run, then flush).
	failing        bool
	failingDropped int64

	// Journal state, used by one goroutine at a time (run, then flush).
	jmu        sync.Mutex
	nextSeq    uint64
	cursor     uint64
	pos        readPos // where the record after cursor starts, if known
	seg        *os.File
	segBytes   int64
	totalBytes int64
	// tail holds the records this process journaled and has not yet seen
	// published, consecutive in Seq, each with its position after it, so
	// publish does not read back from disk what it just wrote. It is
	// dropped when it would exceed OutboxBatch×tailBatches records; the
	// journal on disk is read then, as after a restart.
	tail []tailRecord
	// cursorWritten is the cursor value in the cursor file and when it
	// was written (see advance).
	cursorWritten   uint64
	cursorWrittenAt time.Time
}

// tailRecord is a journaled record and the read position after it.
type tailRecord struct {
	rec journalRecord
	end readPos
}

// tailBatches bounds outbox.tail in batches of OutboxBatch records.
const tailBatches = 4

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
	o.cursor, o.cursorWritten = c.Published, c.Published
	segs, err := o.segments()
	if err != nil {
		return nil, err
	}
	for _, s := range segs {
		fi, err := os.Lstat(filepath.Join(dir, s.name))
		if err != nil {
			return nil, err
		}
		o.totalBytes += fi.Size()
	}
	last, err := o.repairTail(segs)
	if err != nil {
		return nil, err
	}
	o.nextSeq = max(o.cursor, last) + 1
	if err := o.compact(); err != nil {
		return nil, err
	}
	return o, nil
}

// repairTail makes the newest segment end in a complete record and returns
// that record's Seq (0 when the journal is empty). A torn line from a kill
// mid-append is cut off. A segment left without any record (a kill between
// its creation and its first write) is removed, so its name cannot collide
// with the next segment's, and the one before it is repaired in turn.
func (o *outbox) repairTail(segs []segment) (uint64, error) {
	removed := false
	defer func() {
		if removed {
			if err := o.cfg.Durability.SyncDir(o.dir); err != nil {
				o.log.Warn("syncing the progress journal directory", "err", err)
			}
		}
	}()
	for len(segs) > 0 {
		s := segs[len(segs)-1]
		path := filepath.Join(o.dir, s.name)
		fi, err := os.Lstat(path)
		if err != nil {
			return 0, err
		}
		seq, good, err := o.scanSegment(s.name, 0, func(journalRecord, int64) bool { return true })
		if err != nil {
			return 0, err
		}
		if good > 0 {
			if good < fi.Size() {
				o.log.Warn("cutting a torn record from the progress journal", "segment", s.name, "bytes", fi.Size()-good)
				if err := os.Truncate(path, good); err != nil {
					return 0, fmt.Errorf("repairing %s: %w", s.name, err)
				}
				o.totalBytes -= fi.Size() - good
			}
			return seq, nil
		}
		o.log.Warn("removing a progress journal segment without a complete record", "segment", s.name, "bytes", fi.Size())
		if err := os.Remove(path); err != nil {
			return 0, fmt.Errorf("repairing the progress journal: %w", err)
		}
		o.totalBytes -= fi.Size()
		removed = true
		segs = segs[:len(segs)-1]
	}
	return 0, nil
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
		for o.queued() > 0 && o.journalBatch() {
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
			if o.storageFault != nil {
				o.storageFault(err) // the cursor's write may have failed
			}
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
		if n == 0 || !o.journalBatch() {
			return
		}
	}
}

// journalBatch journals one batch and reports whether that worked. When it
// fails, the batch's events are dropped and counted (Counters.
// ProgressDropped): progress never blocks a slot. The first failure of a
// run of failures is logged as an error, and so is the recovery, with the
// number of events lost meanwhile, so a broken journal is loud but does not
// log once per batch.
func (o *outbox) journalBatch() bool {
	lost, err := o.journalQueued()
	if err != nil {
		if o.storageFault != nil {
			o.storageFault(err)
		}
		o.dropped.Add(int64(lost))
		o.failingDropped += int64(lost)
		if !o.failing {
			o.failing = true
			o.log.Error("writing the progress journal failed; progress events are dropped and counted until it works again",
				"err", err, "dropped", lost)
		}
		return false
	}
	if o.failing {
		o.failing = false
		o.log.Error("the progress journal works again", "dropped_meanwhile", o.failingDropped)
		o.failingDropped = 0
	}
	return true
}

// journalQueued appends up to OutboxBatch queued events to the journal with
// one fsync. On failure it returns how many events of the batch are lost
// (not counted yet).
func (o *outbox) journalQueued() (int, error) {
	o.mu.Lock()
	n := min(len(o.queue), o.cfg.Limits.OutboxBatch)
	batch := slices.Clone(o.queue[:n])
	o.queue = slices.Delete(o.queue, 0, n)
	o.mu.Unlock()
	if n == 0 {
		return 0, nil
	}
	o.jmu.Lock()
	defer o.jmu.Unlock()
	if o.totalBytes >= o.cfg.Limits.OutboxMaxBytes {
		return n, fmt.Errorf("journal holds %d bytes, at its limit of %d (limits.outbox_max_bytes)", o.totalBytes, o.cfg.Limits.OutboxMaxBytes)
	}
	var buf bytes.Buffer
	first := o.nextSeq
	written := make([]tailRecord, 0, len(batch))
	for _, p := range batch {
		p.ev.Seq = o.nextSeq
		rec := journalRecord{Assignment: p.a, Event: p.ev}
		line, err := json.Marshal(rec)
		if err != nil || len(line) > maxJournalRecordBytes {
			o.dropped.Add(1)
			continue
		}
		o.nextSeq++
		buf.Write(line)
		buf.WriteByte('\n')
		written = append(written, tailRecord{rec: rec, end: readPos{off: int64(buf.Len()), seq: p.ev.Seq}})
	}
	if buf.Len() == 0 {
		return 0, nil
	}
	lines := int(o.nextSeq - first)
	if o.seg == nil || o.segBytes >= o.cfg.Limits.OutboxSegmentBytes {
		if err := o.openSegment(first); err != nil {
			o.nextSeq = first
			return lines, err
		}
	}
	// A write that fails part way may leave complete records behind: the
	// Seqs of this batch stay used, so none is ever written twice.
	if _, err := o.seg.Write(buf.Bytes()); err != nil {
		o.seg.Close()
		o.seg = nil
		return lines, fmt.Errorf("appending to the progress journal: %w", err)
	}
	seg := filepath.Base(o.seg.Name())
	for i := range written {
		written[i].end.seg = seg
		written[i].end.off += o.segBytes
	}
	o.keepTail(written)
	o.segBytes += int64(buf.Len())
	o.totalBytes += int64(buf.Len())
	o.fault(FaultJournalAppended)
	if err := o.cfg.Durability.Sync(o.seg); err != nil {
		// The records are written; only their durability against a power
		// loss is in doubt. They are published as usual.
		o.log.Warn("syncing the progress journal", "err", err)
	}
	o.journaled.Add(int64(lines))
	return 0, nil
}

func (o *outbox) fault(point string) {
	if o.cfg.FaultPoint != nil {
		o.cfg.FaultPoint(point)
	}
}

// keepTail appends records just journaled to o.tail, or drops the tail
// when it would grow past its bound; o.jmu is held.
func (o *outbox) keepTail(written []tailRecord) {
	if len(o.tail)+len(written) > tailBatches*o.cfg.Limits.OutboxBatch {
		o.tail = nil
		return
	}
	if len(o.tail) > 0 && len(written) > 0 && written[0].rec.Event.Seq != o.tail[len(o.tail)-1].rec.Event.Seq+1 {
		o.tail = nil // not consecutive: keep only what follows
	}
	o.tail = append(o.tail, written...)
}

// openSegment starts a new segment whose first record has Seq first.
func (o *outbox) openSegment(first uint64) error {
	if o.seg != nil {
		o.seg.Close()
		o.seg = nil
	}
	name := fmt.Sprintf("%s%020d%s", segmentPrefix, first, segmentSuffix)
	path := filepath.Join(o.dir, name)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, state.FileMode)
	if errors.Is(err, fs.ErrExist) {
		// Left empty by a failure between creating it and writing to it
		// in this process (openOutbox removes those of earlier ones): reuse
		// it. One that holds records is never appended to out of order.
		f, err = reuseEmptySegment(path)
	}
	if err != nil {
		return fmt.Errorf("starting a progress journal segment: %w", err)
	}
	if err := o.cfg.Durability.SyncDir(o.dir); err != nil {
		f.Close()
		return err
	}
	o.seg, o.segBytes = f, 0
	o.fault(FaultJournalSegmentCreated)
	return nil
}

// reuseEmptySegment opens an existing segment for appending if it is empty.
func reuseEmptySegment(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil && (!fi.Mode().IsRegular() || fi.Size() != 0) {
		err = fmt.Errorf("%s already exists and holds %d bytes", path, fi.Size())
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
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
		if err == nil {
			o.published.Add(int64(len(events)))
		}
		if err != nil {
			switch transport.KindOf(err) {
			case transport.Stale, transport.Conflict:
				o.log.Debug("dropping progress of an ended assignment", "job", a.Key(), "events", len(events), "err", err)
			default:
				return err
			}
		}
		o.fault(FaultProgressPublished)
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
	if out, end, ok := o.unpublishedFromTail(); ok {
		o.jmu.Unlock()
		return out, end, nil
	}
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

// unpublishedFromTail is unpublished from o.tail, when the tail starts
// right after the cursor; o.jmu is held. The records are those that were
// written to the journal, so the batch is the one a read of the journal
// would return.
func (o *outbox) unpublishedFromTail() ([]journalRecord, readPos, bool) {
	i := 0
	for i < len(o.tail) && o.tail[i].rec.Event.Seq <= o.cursor {
		i++
	}
	o.tail = o.tail[i:]
	if len(o.tail) == 0 || o.tail[0].rec.Event.Seq != o.cursor+1 {
		return nil, readPos{}, false
	}
	first := o.tail[0].rec.Assignment
	var out []journalRecord
	var end readPos
	for _, t := range o.tail {
		a := t.rec.Assignment
		if len(out) == o.cfg.Limits.OutboxBatch || a.Spec.ID != first.Spec.ID || a.Attempt != first.Attempt || a.Lease != first.Lease {
			break
		}
		out = append(out, t.rec)
		end = t.end
	}
	return out, end, true
}

// advance makes pos.seq the cursor and compacts the journal. The cursor file
// is replaced by rename but not fsynced, and at most once per
// cursorWriteInterval (and at close): losing an update, or a cursor file
// behind the cursor in memory, only resends events the transport
// deduplicates by Seq, and it saves two fsyncs per batch and a file
// replacement per job. Seq numbering never depends on the cursor alone,
// because compaction always keeps the newest segment, and compaction only
// removes records at or before the cursor, which are published whatever
// the cursor file says.
func (o *outbox) advance(pos readPos) error {
	if now := time.Now(); now.Sub(o.cursorWrittenAt) >= cursorWriteInterval {
		if err := o.writeCursor(pos.seq); err != nil {
			return err
		}
		o.cursorWrittenAt = now
	}
	o.jmu.Lock()
	o.cursor, o.pos = pos.seq, pos
	o.jmu.Unlock()
	return o.compact()
}

// writeCursor writes seq to the cursor file.
func (o *outbox) writeCursor(seq uint64) error {
	if err := writeCursor(filepath.Join(o.dir, cursorName), seq); err != nil {
		return err
	}
	o.cursorWritten = seq
	o.fault(FaultJournalCursorWritten)
	return nil
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
		if !removed {
			o.fault(FaultJournalCompacting)
		}
		removed = true
	}
	if removed {
		return o.cfg.Durability.SyncDir(o.dir)
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
	if o.cursor > o.cursorWritten {
		if err := o.writeCursor(o.cursor); err != nil {
			o.log.Warn("writing the outbox cursor at close", "err", err)
		}
	}
	if o.seg != nil {
		err := o.seg.Close()
		o.seg = nil
		return err
	}
	return nil
}
