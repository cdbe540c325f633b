package pipeline

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// checkSeqs checks that the transport holds exactly the sequence numbers
// 1..n, each once.
func checkSeqs(t *testing.T, m *memTransport, n int) {
	t.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.seqs) != n {
		t.Fatalf("transport holds %d sequence numbers, want %d", len(m.seqs), n)
	}
	for i := 1; i <= n; i++ {
		if _, ok := m.seqs[uint64(i)]; !ok {
			t.Fatalf("sequence %d missing", i)
		}
	}
}

func countEvents(m *memTransport, phase string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, e := range m.seqs {
		if e.Phase == phase {
			n++
		}
	}
	return n
}

func hasEvent(m *memTransport, jobID, phase string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, e := range m.seqs {
		if e.JobID == jobID && e.Phase == phase {
			return true
		}
	}
	return false
}

func TestOutboxPublishesEveryEvent(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", nil), h.spec("j2", nil))
	h.runToEnd()
	// Each job: claimed, preparing, executing, progress, sealed, delivered.
	if n := countEvents(h.tr, OutcomeDelivered); n != 2 {
		t.Fatalf("%d delivered events", n)
	}
	n := len(h.tr.seqs)
	checkSeqs(t, h.tr, n)
	if h.tr.dupSeqs != 0 {
		t.Errorf("%d duplicate sends in a clean run", h.tr.dupSeqs)
	}
	segs, _ := filepath.Glob(filepath.Join(h.stateDir, "outbox", "seg-*"))
	if len(segs) > 1 {
		t.Errorf("%d journal segments left after everything was published", len(segs))
	}
}

func TestOutboxSurvivesRestart(t *testing.T) {
	h := newHarness(t)
	down := transport.Errorf(transport.Retryable, "progress", "down")
	for range 10_000 {
		h.tr.failBefore["progress"] = append(h.tr.failBefore["progress"], down)
	}
	h.tr.enqueue(h.spec("j1", nil))
	h.runToEnd()
	if len(h.tr.seqs) != 0 {
		t.Fatalf("progress published while the transport was down")
	}
	journaled := 0
	segs, _ := filepath.Glob(filepath.Join(h.stateDir, "outbox", "seg-*"))
	for _, s := range segs {
		data, _ := os.ReadFile(s)
		journaled += strings.Count(string(data), "\n")
	}
	if journaled == 0 {
		t.Fatal("nothing journaled")
	}
	// The transport is back; the second start publishes the journal, and
	// the accepted batch whose answer is lost is sent again (deduplicated by
	// Seq at the transport).
	h.tr.do(func() {
		h.tr.failBefore["progress"] = nil
		h.tr.failAfter["progress"] = []error{transport.Errorf(transport.Retryable, "progress", "answer lost")}
	})
	h.tr.enqueue(h.spec("j2", nil))
	h.runToEnd()
	checkSeqs(t, h.tr, len(h.tr.seqs))
	if len(h.tr.seqs) <= journaled {
		t.Fatalf("%d published, want the %d journaled plus the second job's", len(h.tr.seqs), journaled)
	}
	if h.tr.dupSeqs == 0 {
		t.Errorf("the lost answer should have caused one resend")
	}
	if n := countEvents(h.tr, OutcomeDelivered); n != 2 {
		t.Errorf("%d delivered events, want 2", n)
	}
}

func testOutbox(t *testing.T, dir string, tr transport.Transport, mod func(*Config)) *outbox {
	t.Helper()
	cfg := Config{WorkerID: "w", Slots: 1, StateDir: dir}
	if mod != nil {
		mod(&cfg)
	}
	c, err := cfg.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	o, err := openOutbox(dir, &c, tr, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { o.close() })
	return o
}

func testAssignment(id string) *job.Assignment {
	return &job.Assignment{Spec: job.Spec{ID: id}, Attempt: 1, Lease: "l"}
}

func TestOutboxRepairsTornTail(t *testing.T) {
	dir := t.TempDir()
	tr := newMemTransport(t)
	o := testOutbox(t, dir, tr, nil)
	for range 3 {
		o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	}
	o.flush()
	o.close()
	segs, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	f, _ := os.OpenFile(segs[0], os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"a":{"spec":{"job_id":"j"`) // a crash mid-append
	f.Close()
	o2 := testOutbox(t, dir, tr, nil)
	if o2.nextSeq != 4 {
		t.Fatalf("next seq %d, want 4", o2.nextSeq)
	}
	o2.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	o2.flush()
	if err := o2.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	checkSeqs(t, tr, 4)
}

func TestOutboxCompactsSegments(t *testing.T) {
	dir := t.TempDir()
	tr := newMemTransport(t)
	o := testOutbox(t, dir, tr, func(c *Config) { c.Limits.OutboxSegmentBytes = 300; c.Limits.OutboxBatch = 2 })
	for i := range 20 {
		o.add(testAssignment("j"+string(rune('a'+i%3))), transport.ProgressEvent{Phase: "p"})
	}
	o.flush()
	before, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	if len(before) < 3 {
		t.Fatalf("%d segments; the test needs several", len(before))
	}
	if err := o.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	checkSeqs(t, tr, 20)
	after, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	if len(after) != 1 {
		t.Fatalf("%d segments after publishing, want only the active one", len(after))
	}
	// A restart keeps numbering after the newest segment's last record,
	// even when the cursor file is lost.
	o.close()
	os.Remove(filepath.Join(dir, cursorName))
	o2 := testOutbox(t, dir, tr, nil)
	if o2.nextSeq != 21 {
		t.Fatalf("next seq %d, want 21", o2.nextSeq)
	}
	// Republishing from a lost cursor only resends (deduplicated) events.
	if err := o2.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	checkSeqs(t, tr, 20)
	o2.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	o2.flush()
	if err := o2.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	checkSeqs(t, tr, 21)
	if left, _ := filepath.Glob(filepath.Join(dir, "seg-*")); len(left) != 1 {
		t.Fatalf("segments %v, want only the newest", left)
	}
}

func TestOutboxQueueIsBounded(t *testing.T) {
	dir := t.TempDir()
	o := testOutbox(t, dir, newMemTransport(t), func(c *Config) { c.Limits.OutboxQueue = 4 })
	a := testAssignment("j")
	o.add(a, transport.ProgressEvent{Phase: "claimed"})
	for range 10 {
		o.add(a, transport.ProgressEvent{Phase: "progress"})
	}
	o.add(a, transport.ProgressEvent{Phase: "sealed"})
	if len(o.queue) != 4 || o.queue[0].ev.Phase != "claimed" || o.queue[3].ev.Phase != "sealed" {
		t.Fatalf("queue %+v: phase changes must be kept over progress counts", o.queue)
	}
	if o.dropped.Load() != 8 {
		t.Fatalf("dropped %d, want 8", o.dropped.Load())
	}
	for range 4 {
		o.add(a, transport.ProgressEvent{Phase: "x"})
	}
	if len(o.queue) != 4 {
		t.Fatalf("queue grew to %d", len(o.queue))
	}
}

func TestOutboxJournalIsBounded(t *testing.T) {
	dir := t.TempDir()
	o := testOutbox(t, dir, newMemTransport(t), func(c *Config) { c.Limits.OutboxMaxBytes = 500 })
	for range 50 {
		o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
		o.flush()
	}
	if o.totalBytes > 500+maxJournalRecordBytes || o.dropped.Load() == 0 {
		t.Fatalf("journal %d bytes, dropped %d", o.totalBytes, o.dropped.Load())
	}
}

// TestOutboxEmptySegmentAfterKill: a worker killed between creating a
// journal segment and writing to it leaves an empty segment whose name is
// the next start's first Seq. The next start must journal and publish as
// usual. Before the fix every batch failed with "file exists" and was
// dropped without being counted, on every start.
func TestOutboxEmptySegmentAfterKill(t *testing.T) {
	dir := t.TempDir()
	tr := newMemTransport(t)
	o := testOutbox(t, dir, tr, nil)
	for range 3 {
		o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	}
	o.flush()
	if err := o.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	o.close()
	empty := filepath.Join(dir, "seg-00000000000000000004.jsonl")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for start := range 2 {
		o := testOutbox(t, dir, tr, nil)
		o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
		o.flush()
		if err := o.publish(context.Background()); err != nil {
			t.Fatal(err)
		}
		if d := o.dropped.Load(); d != 0 {
			t.Fatalf("start %d dropped %d events", start+1, d)
		}
		o.close()
		checkSeqs(t, tr, 4+start)
	}
}

// TestOutboxReusesAnEmptySegment: a segment this process created but could
// not write to is reused by the next batch instead of failing it.
func TestOutboxReusesAnEmptySegment(t *testing.T) {
	dir := t.TempDir()
	tr := newMemTransport(t)
	o := testOutbox(t, dir, tr, nil)
	if err := os.WriteFile(filepath.Join(dir, "seg-00000000000000000001.jsonl"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	o.flush()
	if err := o.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	checkSeqs(t, tr, 1)
	// One holding records is never appended to out of order.
	o.close()
	o.seg = nil
	o.nextSeq = 1
	o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	o.flush()
	if o.dropped.Load() != 1 || !o.failing {
		t.Fatalf("dropped %d, failing %v: a batch that cannot be journaled must be counted", o.dropped.Load(), o.failing)
	}
}

// TestOutboxJournalFailureIsCountedAndLoggedOnce: while the journal cannot
// take events (here: it is at limits.outbox_max_bytes because the
// transport is down), every lost event is counted and one error is logged,
// plus one when it works again, not one per batch.
func TestOutboxJournalFailureIsCountedAndLoggedOnce(t *testing.T) {
	dir := t.TempDir()
	var logs strings.Builder
	tr := newMemTransport(t)
	cfg := Config{WorkerID: "w", Slots: 1, StateDir: dir}
	cfg.Limits.OutboxMaxBytes, cfg.Limits.OutboxSegmentBytes = 600, 200
	c, err := cfg.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	o, err := openOutbox(dir, &c, tr, slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer o.close()
	const events = 40
	for range events {
		o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
		o.flush()
	}
	journaled := int(o.nextSeq - 1)
	if d := o.dropped.Load(); d == 0 || int(d)+journaled != events {
		t.Fatalf("dropped %d and journaled %d of %d events: every lost event must be counted", d, journaled, events)
	}
	if n := strings.Count(logs.String(), "writing the progress journal failed"); n != 1 {
		t.Fatalf("%d error lines for %d failed batches, want 1:\n%s", n, o.dropped.Load(), logs.String())
	}
	// Publishing compacts the journal; the next batch is journaled again.
	if err := o.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	dropped := o.dropped.Load()
	o.add(testAssignment("j"), transport.ProgressEvent{Phase: "p"})
	o.flush()
	if !strings.Contains(logs.String(), "works again") || o.dropped.Load() != dropped {
		t.Fatalf("recovery not logged, or counted wrong (%d, was %d):\n%s", o.dropped.Load(), dropped, logs.String())
	}
}

// TestOutboxTailAndCursor publishes events as they are journaled, from the
// records kept in memory (the tail) and, when the tail overflows its bound
// (batches of 2: 8 records), from the journal on disk: every event reaches
// the transport once, in order, and the cursor file, written at most once
// a second, holds the last published Seq after close.
func TestOutboxTailAndCursor(t *testing.T) {
	for _, batch := range []int{2, DefaultOutboxBatch} {
		dir := t.TempDir()
		tr := newMemTransport(t)
		o := testOutbox(t, dir, tr, func(c *Config) { c.Limits.OutboxSegmentBytes = 300; c.Limits.OutboxBatch = batch })
		for i := range 40 {
			o.add(testAssignment("j"+string(rune('a'+i/7))), transport.ProgressEvent{Phase: "p"})
			if i%5 == 4 {
				o.flush()
				if i%10 == 9 {
					if err := o.publish(context.Background()); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		o.flush()
		if err := o.publish(context.Background()); err != nil {
			t.Fatal(err)
		}
		checkSeqs(t, tr, 40)
		if tr.dupSeqs != 0 {
			t.Errorf("batch %d: %d duplicate sends", batch, tr.dupSeqs)
		}
		if err := o.close(); err != nil {
			t.Fatal(err)
		}
		var c cursorFile
		data, err := os.ReadFile(filepath.Join(dir, cursorName))
		if err != nil || json.Unmarshal(data, &c) != nil || c.Published != 40 {
			t.Fatalf("batch %d: cursor file %q (%v), want published_seq 40", batch, data, err)
		}
	}
}
