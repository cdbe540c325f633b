package nats

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/internal/syncbuf"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

// claimOne claims the next job of tr, failing unless one comes within a
// minute: a consumer may see a message a moment after the stream
// acknowledged its publication, so a claim right after an enqueue can
// find nothing yet. sent, when not nil, is set to the messages tr's
// connection published for the claim that took the job.
func claimOne(t *testing.T, tr *Transport, sent ...*uint64) *job.Assignment {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		n0 := tr.nc.Stats().OutMsgs
		res := claim(t, tr)
		if res.Assignment != nil {
			if len(sent) > 0 {
				*sent[0] = tr.nc.Stats().OutMsgs - n0
			}
			return res.Assignment
		}
		if time.Now().After(deadline) {
			t.Fatalf("claim: %+v, want an assignment within a minute", res)
		}
	}
}

// readBundle reads job id's accepted bundle and its receipt.
func readBundle(t *testing.T, tr *Transport, id string) ([]byte, transport.Receipt, error) {
	t.Helper()
	rc, r, err := tr.OpenBundle(context.Background(), id)
	if err != nil {
		return nil, r, err
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	return b, r, err
}

// TestMessagesPerJob counts what one job costs on the wire: the messages
// the worker's connection publishes for a claim, one progress call of
// three events and the delivery of a small bundle. (Before: a claim read
// the request record and the job's record before writing them, five
// requests; every progress event
// was a message of its own; a delivery read the record twice, asked the
// object store for the bundle's info twice and stored it as a chunk and a
// meta message, nine messages and a subscription.)
func TestMessagesPerJob(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	if res := claim(t, tr); res.NoWork == nil { // creates the scanner's consumer
		t.Fatalf("claim of an empty queue: %+v", res)
	}
	if err := tr.Enqueue(ctx, transporttest.Spec("count")); err != nil {
		t.Fatal(err)
	}
	ref := transporttest.Bundle(t, "a small bundle")
	sent := func() uint64 { return tr.nc.Stats().OutMsgs }
	var claimN uint64
	a := claimOne(t, tr, &claimN)
	n1 := sent()
	events := []transport.ProgressEvent{{Seq: 1, Phase: "preparing"}, {Seq: 2, Phase: "executing"}, {Seq: 3, Phase: "sealing"}}
	if err := tr.Progress(ctx, a, events); err != nil {
		t.Fatal(err)
	}
	n2 := sent()
	if _, err := tr.Deliver(ctx, a, ref); err != nil {
		t.Fatal(err)
	}
	n3 := sent()
	// claim: the pull, the request record and the job record created;
	// progress: one message; deliver: the bundle, the record's CAS, the
	// ack.
	if progN, delN := n2-n1, n3-n2; claimN > 3 || progN != 1 || delN > 3 {
		t.Fatalf("messages sent: claim %d (want at most 3), progress of 3 events %d (want 1), deliver %d (want at most 3)", claimN, progN, delN)
	}
}

// TestSmallBundleInStateBucket checks that a bundle of at most
// MaxInlineBundleBytes is kept in the state bucket under its digest, not
// in the object store, and is read back and checked against its receipt;
// a stored entry whose bytes do not match its name is refused on reading
// and replaced by the next delivery of the real bytes.
func TestSmallBundleInStateBucket(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	for _, id := range []string{"small-1", "small-2"} {
		if err := tr.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	content := "bundle bytes"
	ref := transporttest.Bundle(t, content)
	a := claimOne(t, tr)
	if _, err := tr.Deliver(ctx, a, ref); err != nil {
		t.Fatal(err)
	}
	rec, _, err := tr.get(ctx, a.Spec.ID)
	if err != nil || rec.last() == nil || !rec.last().BundleInState {
		t.Fatalf("record after a small delivery: %+v, %v; want the bundle in the state bucket", rec, err)
	}
	if _, err := tr.bundles.GetInfo(ctx, ref.Digest); !errors.Is(err, jetstream.ErrObjectNotFound) {
		t.Fatalf("object store lookup of a small bundle: %v, want not found", err)
	}
	got, r, err := readBundle(t, tr, a.Spec.ID)
	if err != nil || string(got) != content || r.Digest != ref.Digest {
		t.Fatalf("OpenBundle: %q, %+v, %v", got, r, err)
	}

	// Someone with write access to the state bucket plants other bytes.
	if _, err := tr.state.Put(ctx, bundleKey(ref.Digest), []byte("planted")); err != nil {
		t.Fatal(err)
	}
	if _, _, err := readBundle(t, tr, a.Spec.ID); err == nil || !strings.Contains(err.Error(), "not its receipt's digest") {
		t.Fatalf("reading a planted bundle: %v, want a digest mismatch", err)
	}
	// The next job with the same bundle stores the real bytes again.
	b := claimOne(t, tr)
	if _, err := tr.Deliver(ctx, b, ref); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{a.Spec.ID, b.Spec.ID} {
		if got, _, err := readBundle(t, tr, id); err != nil || string(got) != content {
			t.Fatalf("bundle of %s after the replacement: %q, %v", id, got, err)
		}
	}
}

// TestLargeBundleInObjectStore checks that a bundle over
// MaxInlineBundleBytes still goes to the object store and reads back.
func TestLargeBundleInObjectStore(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	if err := tr.Enqueue(ctx, transporttest.Spec("large")); err != nil {
		t.Fatal(err)
	}
	content := strings.Repeat("x", MaxInlineBundleBytes+1)
	ref := transporttest.Bundle(t, content)
	a := claimOne(t, tr)
	if _, err := tr.Deliver(ctx, a, ref); err != nil {
		t.Fatal(err)
	}
	rec, _, err := tr.get(ctx, a.Spec.ID)
	if err != nil || rec.last() == nil || rec.last().BundleInState {
		t.Fatalf("record after a large delivery: %v, %v; want the bundle in the object store", rec, err)
	}
	if _, err := tr.state.Get(ctx, bundleKey(ref.Digest)); !errors.Is(err, jetstream.ErrKeyNotFound) {
		t.Fatalf("state bucket lookup of a large bundle: %v, want not found", err)
	}
	got, _, err := readBundle(t, tr, a.Spec.ID)
	if err != nil || len(got) != len(content) {
		t.Fatalf("OpenBundle of a large bundle: %d bytes, %v", len(got), err)
	}
}

// TestProgressIsOneMessagePerCall checks the progress stream's format 2:
// one message per Progress call, a JSON array of the events with the
// format header, and a repeated call dropped by the dedupe window.
func TestProgressIsOneMessagePerCall(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	if err := tr.Enqueue(ctx, transporttest.Spec("prog")); err != nil {
		t.Fatal(err)
	}
	a := claimOne(t, tr)
	events := []transport.ProgressEvent{{Seq: 1, JobID: "prog", Attempt: 1, Phase: "preparing"}, {Seq: 2, JobID: "prog", Attempt: 1, Phase: "executing", Files: 3}}
	for range 2 {
		if err := tr.Progress(ctx, a, events); err != nil {
			t.Fatal(err)
		}
	}
	s, err := tr.js.Stream(ctx, tr.names.progressStream)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx)
	if err != nil || info.State.Msgs != 1 {
		t.Fatalf("progress stream: %+v, %v; want one message for two identical calls", info.State, err)
	}
	m, err := s.GetLastMsgForSubject(ctx, tr.names.progressSubject+".prog")
	if err != nil {
		t.Fatal(err)
	}
	if m.Header.Get(progressFormatHeader) != "2" {
		t.Fatalf("header %s = %q, want 2", progressFormatHeader, m.Header.Get(progressFormatHeader))
	}
	var got []transport.ProgressEvent
	if err := json.Unmarshal(m.Data, &got); err != nil || len(got) != 2 || got[1].Files != 3 || got[0].Phase != "preparing" {
		t.Fatalf("message body %s: %+v, %v", m.Data, got, err)
	}
}

// TestHeldRecordMeetsOtherChanges checks the changes that start from the
// record this transport last wrote, when someone else changed it since:
// a cancel through another connection reaches the holder's next renewal,
// and a lease taken over by another worker after it ran out refuses the
// old holder's renewal and delivery.
func TestHeldRecordMeetsOtherChanges(t *testing.T) {
	srv := natstest.Start(t, "", true)
	clock := &testClock{t: time.Now()}
	w1, w2 := open(t, testConfig(srv, clock)), open(t, testConfig(srv, clock))
	ctx := context.Background()
	for _, id := range []string{"held-cancel", "held-takeover"} {
		if err := w1.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	a := claimOne(t, w1)
	if err := w2.Cancel(ctx, a.Spec.ID, ""); err != nil {
		t.Fatal(err)
	}
	l, err := w1.Renew(ctx, a)
	if err != nil || !l.Cancel {
		t.Fatalf("renewal after a cancel through another connection: %+v, %v; want Cancel", l, err)
	}
	if _, err := w1.Report(ctx, a, transport.TerminalReport{Reason: "cancelled"}); err != nil {
		t.Fatal(err)
	}

	b := claimOne(t, w1)
	if _, err := w1.Renew(ctx, b); err != nil {
		t.Fatal(err)
	}
	clock.Add(w1.Lease.D() + time.Second)
	deadline := time.Now().Add(time.Minute)
	var next *job.Assignment
	for next == nil {
		if time.Now().After(deadline) {
			t.Fatal("the expired job was not offered to the second worker within a minute")
		}
		next = claim(t, w2).Assignment
	}
	if next.Spec.ID != b.Spec.ID || next.Attempt != 2 {
		t.Fatalf("takeover: %s, want %s/2", next.Key(), b.Spec.ID)
	}
	_, err = w1.Renew(ctx, b)
	wantStale(t, "the old holder's renewal", err)
	_, err = w1.Deliver(ctx, b, transporttest.Bundle(t, "late"))
	wantStale(t, "the old holder's delivery", err)
	if _, err := w2.Deliver(ctx, next, transporttest.Bundle(t, "on time")); err != nil {
		t.Fatal(err)
	}
}

func wantStale(t *testing.T, what string, err error) {
	t.Helper()
	if transport.KindOf(err) != transport.Stale {
		t.Fatalf("%s: %v, want Stale", what, err)
	}
}

// TestStateFormat checks the state bucket's format mark: a new bucket is
// made with format 2; a bucket of format 1 (no mark, made by the first
// version) is refused with provision = false, saying how to upgrade, and
// marked (and logged) with provision = true; a newer format is refused.
func TestStateFormat(t *testing.T) {
	srv := natstest.Start(t, "", true)
	cfg := testConfig(srv, nil)
	tr := open(t, cfg)
	if got := formatOf(t, tr); got != "2" {
		t.Fatalf("a new state bucket has format %q, want 2", got)
	}

	// A bucket as the first version made it: no format.
	old := cfg
	old.Prefix = "old"
	setFormat(t, tr, "old", "")
	old.Provision = false
	_, err := Open(old, "w1", nil)
	if err == nil || !strings.Contains(err.Error(), "old_state has state format 1") || !strings.Contains(err.Error(), "provision = true") {
		t.Fatalf("format 1 with provision = false: %v", err)
	}
	// Refused at the first try: waiting for start_timeout (a minute)
	// would not change the bucket.
	if strings.Contains(err.Error(), "tries") {
		t.Errorf("format 1 with provision = false was tried again until start_timeout: %v", err)
	}
	old.Provision = true
	var log syncbuf.Buffer
	up, err := Open(old, "w1", slog.New(slog.NewTextHandler(&log, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer up.Close()
	if got := formatOf(t, up); got != "2" || !strings.Contains(log.String(), "marked the state bucket with a newer format") {
		t.Fatalf("after an upgrade: format %q, log:\n%s", got, log.String())
	}

	// A bucket of a newer version.
	newer := cfg
	newer.Prefix = "newer"
	setFormat(t, tr, "newer", "3")
	_, err = Open(newer, "w1", nil)
	if err == nil || !strings.Contains(err.Error(), `state format "3"`) || !strings.Contains(err.Error(), "newer Sluice") {
		t.Fatalf("format 3: %v", err)
	}
	if strings.Contains(err.Error(), "tries") {
		t.Errorf("format 3 was tried again until start_timeout: %v", err)
	}
}

// formatOf returns the format mark of tr's state bucket.
func formatOf(t *testing.T, tr *Transport) string {
	t.Helper()
	st, err := tr.state.Status(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.Metadata()[formatKey]
}

// setFormat provisions the streams and buckets of prefix and then sets its
// state bucket's format mark to v (none when empty).
func setFormat(t *testing.T, tr *Transport, prefix, v string) {
	t.Helper()
	cfg := tr.Config
	cfg.Prefix = prefix
	open(t, cfg).Close()
	ctx := context.Background()
	s, err := tr.js.Stream(ctx, "KV_"+prefix+"_state")
	if err != nil {
		t.Fatal(err)
	}
	sc := s.CachedInfo().Config
	delete(sc.Metadata, formatKey)
	if v != "" {
		sc.Metadata[formatKey] = v
	}
	if _, err := tr.js.UpdateStream(ctx, sc); err != nil {
		t.Fatal(err)
	}
}

// TestRepeatedClaimWithJobsReady checks the repeat paths of a claim that
// finds a job ready: a request that took a job gets the same assignment
// back and the job it met is put back for others, not lost; a request
// whose earlier claim stopped between its request record and its CAS
// takes a job.
func TestRepeatedClaimWithJobsReady(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	for _, id := range []string{"r1", "r2", "r3"} {
		if err := tr.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	a := claimOne(t, tr)
	req := transporttest.Request(a.RequestID)
	for range 2 {
		again, err := tr.Claim(ctx, req)
		if err != nil || again.Assignment == nil || again.Assignment.Spec.ID != a.Spec.ID || again.Assignment.Lease != a.Lease {
			t.Fatalf("repeated claim with jobs ready: %+v, %v; want %s again", again, err, a.Key())
		}
	}

	// A request record left by a claim that stopped before its CAS.
	stopped := transporttest.RequestID()
	var res transport.ClaimResult
	for deadline := time.Now().Add(time.Minute); res.Assignment == nil; {
		// A claim that finds no job yet removes the stale record, as it
		// should; write it again for the next try.
		if err := tr.putRequest(ctx, stopped, requestRecord{JobID: "r3", Attempt: 1}, false); err != nil {
			t.Fatal(err)
		}
		var err error
		if res, err = tr.Claim(ctx, transporttest.Request(stopped)); err != nil || time.Now().After(deadline) {
			t.Fatalf("claim after a stopped one: %+v, %v; want a job", res, err)
		}
	}
	if res.Assignment.RequestID != stopped {
		t.Fatalf("claim after a stopped one: %+v", res.Assignment)
	}

	// The job met by the repeats is still there for another request.
	took := map[string]bool{a.Spec.ID: true, res.Assignment.Spec.ID: true}
	deadline := time.Now().Add(time.Minute)
	for len(took) < 3 {
		if time.Now().After(deadline) {
			t.Fatalf("jobs taken %v; the third never came back", took)
		}
		if a := claim(t, tr).Assignment; a != nil {
			took[a.Spec.ID] = true
		}
	}
}
