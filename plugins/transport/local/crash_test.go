package local

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

var errCrash = errors.New("simulated crash")

// crashEnv is what one crash case works with. s crashes; fresh is a new
// Spool on the same directory (another process after the crash).
type crashEnv struct {
	clock  *fakeClock
	s      *Spool
	fresh  *Spool
	spec   job.Spec
	a      *job.Assignment
	bundle transport.BundleRef
}

func (e *crashEnv) enqueue(t *testing.T) { mustEnqueue(t, e.s, e.spec) }
func (e *crashEnv) claim(t *testing.T)   { e.a = mustClaim(t, e.s, claimReq("req-1")) }

// TestCrashPoints stops each multi-step operation at each of its named
// steps, as a killed process would (its locks are dropped, its cleanups do
// not run), and checks that the next operation, from another Spool,
// completes or rolls back what was left.
func TestCrashPoints(t *testing.T) {
	cases := []struct {
		point string
		setup func(t *testing.T, e *crashEnv)
		crash func(t *testing.T, e *crashEnv) error
		check func(t *testing.T, e *crashEnv)
	}{
		{
			point: "enqueue.reserved",
			crash: func(t *testing.T, e *crashEnv) error { return e.s.Enqueue(bg, e.spec) },
			check: func(t *testing.T, e *crashEnv) {
				if jr, _ := e.fresh.JobResult(bg, e.spec.ID); jr.State != StateUnknown {
					t.Fatalf("half-enqueued job visible: %+v", jr)
				}
				if res, err := e.fresh.Claim(bg, claimReq("r")); err != nil || res.NoWork == nil {
					t.Fatalf("claim: %+v, %v", res, err)
				}
				mustEnqueue(t, e.fresh, e.spec)
				wantState(t, e.fresh, e.spec.ID, dirReady)
			},
		},
		{
			point: "enqueue.spec",
			crash: func(t *testing.T, e *crashEnv) error { return e.s.Enqueue(bg, e.spec) },
			check: func(t *testing.T, e *crashEnv) {
				other := e.spec
				other.Target.Path = "/other" // never acknowledged, so it may change
				mustEnqueue(t, e.fresh, other)
				wantState(t, e.fresh, e.spec.ID, dirReady)
				if a := mustClaim(t, e.fresh, claimReq("r")); a.Spec.Target.Path != "/other" {
					t.Fatalf("claimed %+v", a.Spec)
				}
			},
		},
		{
			point: "claim.intent",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t) },
			crash: func(t *testing.T, e *crashEnv) error { _, err := e.s.Claim(bg, claimReq("req-1")); return err },
			check: func(t *testing.T, e *crashEnv) {
				wantState(t, e.fresh, e.spec.ID, dirReady)
				a := mustClaim(t, e.fresh, claimReq("req-1"))
				if a.Spec.ID != e.spec.ID || a.Attempt != 1 {
					t.Fatalf("repeat claim %+v", a)
				}
				wantState(t, e.fresh, e.spec.ID, dirLeased)
			},
		},
		{
			point: "claim.renamed",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t) },
			crash: func(t *testing.T, e *crashEnv) error { _, err := e.s.Claim(bg, claimReq("req-1")); return err },
			check: func(t *testing.T, e *crashEnv) {
				// Another worker's sweep completes the claim it finds.
				if err := e.fresh.Sweep(bg); err != nil {
					t.Fatal(err)
				}
				if res, err := e.fresh.Claim(bg, claimReq("req-2")); err != nil || res.NoWork == nil {
					t.Fatalf("a second request got %+v, %v", res, err)
				}
				a := mustClaim(t, e.fresh, claimReq("req-1"))
				if a.Attempt != 1 || a.Lease == "" {
					t.Fatalf("repeat claim %+v", a)
				}
				if _, err := e.fresh.Renew(bg, a); err != nil {
					t.Fatal(err)
				}
				wantState(t, e.fresh, e.spec.ID, dirLeased)
			},
		},
		{
			point: "deliver.staged",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t) },
			crash: func(t *testing.T, e *crashEnv) error { _, err := e.s.Deliver(bg, e.a, e.bundle); return err },
			check: func(t *testing.T, e *crashEnv) {
				if names, _ := readNames(e.fresh.layout.incomingDir(e.spec.ID)); len(names) != 1 {
					t.Fatalf("incoming %v, want the staged copy", names)
				}
				if _, err := e.fresh.Deliver(bg, e.a, e.bundle); err != nil {
					t.Fatal(err)
				}
				wantState(t, e.fresh, e.spec.ID, dirDone)
				if names, _ := readNames(e.fresh.layout.incomingDir(e.spec.ID)); len(names) != 0 {
					t.Fatalf("incoming %v after the job resolved", names)
				}
			},
		},
		{
			point: "deliver.result",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t) },
			crash: func(t *testing.T, e *crashEnv) error { _, err := e.s.Deliver(bg, e.a, e.bundle); return err },
			check: func(t *testing.T, e *crashEnv) {
				if st, err := e.fresh.Status(bg, e.a); err != nil || st.State != transport.StateActive {
					t.Fatalf("status %+v, %v", st, err)
				}
				r, err := e.fresh.Deliver(bg, e.a, e.bundle)
				if err != nil || r.Digest != e.bundle.Digest {
					t.Fatalf("redeliver: %+v, %v", r, err)
				}
				wantState(t, e.fresh, e.spec.ID, dirDone)
			},
		},
		{
			point: "deliver.committed",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t) },
			crash: func(t *testing.T, e *crashEnv) error { _, err := e.s.Deliver(bg, e.a, e.bundle); return err },
			check: func(t *testing.T, e *crashEnv) {
				st, err := e.fresh.Status(bg, e.a)
				if err != nil || st.State != transport.StateResolved {
					t.Fatalf("status %+v, %v", st, err)
				}
				wantState(t, e.fresh, e.spec.ID, dirDone)
				r, err := e.fresh.Deliver(bg, e.a, e.bundle)
				if err != nil || r != st.Resolution.Receipt {
					t.Fatalf("redeliver: %+v, %v; want %+v", r, err, st.Resolution.Receipt)
				}
			},
		},
		{
			point: "expire.committed",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t); e.clock.Advance(testLease) },
			crash: func(t *testing.T, e *crashEnv) error { return e.s.Sweep(bg) },
			check: func(t *testing.T, e *crashEnv) {
				wantState(t, e.fresh, e.spec.ID, dirLeased) // committed, not yet moved
				a := mustClaim(t, e.fresh, claimReq("req-2"))
				if a.Spec.ID != e.spec.ID || a.Attempt != 2 {
					t.Fatalf("claim after repaired expiry %+v", a)
				}
				wantState(t, e.fresh, e.spec.ID, dirLeased)
				if st, err := e.fresh.Status(bg, e.a); err != nil || st.State != transport.StateExpired {
					t.Fatalf("status of the expired attempt %+v, %v", st, err)
				}
			},
		},
		{
			point: "report.committed",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t) },
			crash: func(t *testing.T, e *crashEnv) error {
				_, err := e.s.Report(bg, e.a, transport.TerminalReport{Reason: "crashed", Retryable: true})
				return err
			},
			check: func(t *testing.T, e *crashEnv) {
				r, err := e.fresh.Report(bg, e.a, transport.TerminalReport{Reason: "crashed", Retryable: true})
				if err != nil || r.Outcome != transport.OutcomeTerminal {
					t.Fatalf("re-report: %+v, %v", r, err)
				}
				wantState(t, e.fresh, e.spec.ID, dirReady)
				if jr, _ := e.fresh.JobResult(bg, e.spec.ID); jr.Attempt != 2 {
					t.Fatalf("job result %+v", jr)
				}
			},
		},
		{
			point: "cancel.marked",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t) },
			crash: func(t *testing.T, e *crashEnv) error { return e.s.Cancel(bg, e.spec.ID, "") },
			check: func(t *testing.T, e *crashEnv) {
				if res, err := e.fresh.Claim(bg, claimReq("r")); err != nil || res.NoWork == nil {
					t.Fatalf("claim handed out a cancelled job: %+v, %v", res, err)
				}
				wantState(t, e.fresh, e.spec.ID, dirCancelled)
			},
		},
		{
			// A copy staged by a delivery killed earlier is left in
			// incoming/; the process that commits the ending dies before
			// tidying it. The replay of the delivery tidies it.
			point: "ending.moved",
			setup: func(t *testing.T, e *crashEnv) {
				e.enqueue(t)
				e.claim(t)
				dir := e.s.layout.incomingDir(e.spec.ID)
				if err := os.MkdirAll(dir, 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, ".tmp-killed"), []byte("half a bundle"), 0o600); err != nil {
					t.Fatal(err)
				}
			},
			crash: func(t *testing.T, e *crashEnv) error { _, err := e.s.Deliver(bg, e.a, e.bundle); return err },
			check: func(t *testing.T, e *crashEnv) {
				if _, err := e.fresh.Deliver(bg, e.a, e.bundle); err != nil {
					t.Fatalf("replay: %v", err)
				}
				wantState(t, e.fresh, e.spec.ID, dirDone)
				if ok, _ := exists(e.fresh.layout.incomingDir(e.spec.ID)); ok {
					t.Fatal("incoming/ with a killed delivery's copy survived the replay")
				}
			},
		},
		{
			point: "progress.opened",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t) },
			crash: func(t *testing.T, e *crashEnv) error {
				return e.s.Progress(bg, e.a, []transport.ProgressEvent{{Seq: 1}, {Seq: 2}})
			},
			check: func(t *testing.T, e *crashEnv) {
				if err := e.fresh.Progress(bg, e.a, []transport.ProgressEvent{{Seq: 1}, {Seq: 2}, {Seq: 3}}); err != nil {
					t.Fatal(err)
				}
				if got := strings.Join(journalSeqs(t, e.fresh.layout.progressPath(e.spec.ID, 1)), ","); got != "1,2,3" {
					t.Fatalf("journal %s", got)
				}
			},
		},
		{
			point: "progress.written",
			setup: func(t *testing.T, e *crashEnv) { e.enqueue(t); e.claim(t) },
			crash: func(t *testing.T, e *crashEnv) error {
				return e.s.Progress(bg, e.a, []transport.ProgressEvent{{Seq: 1}, {Seq: 2}})
			},
			check: func(t *testing.T, e *crashEnv) {
				if err := e.fresh.Progress(bg, e.a, []transport.ProgressEvent{{Seq: 1}, {Seq: 2}, {Seq: 3}}); err != nil {
					t.Fatal(err)
				}
				if got := strings.Join(journalSeqs(t, e.fresh.layout.progressPath(e.spec.ID, 1)), ","); got != "1,2,3" {
					t.Fatalf("journal %s", got)
				}
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.point, func(t *testing.T) {
			dir := t.TempDir()
			e := &crashEnv{clock: newClock(), spec: testSpec("crash-job", "pkg/scan"), bundle: writeBundle(t, "crash bundle")}
			e.s = openSpool(t, dir, e.clock)
			if tc.setup != nil {
				tc.setup(t, e)
			}
			hit := false
			e.s.testHook = func(point string) error {
				if point == tc.point {
					hit = true
					return errCrash
				}
				return nil
			}
			err := tc.crash(t, e)
			if !hit || !errors.Is(err, errCrash) {
				t.Fatalf("crash point %s not reached (hit %v): %v", tc.point, hit, err)
			}
			e.s.Close() // the crashed process is gone
			e.fresh = openSpool(t, dir, e.clock)
			tc.check(t, e)
			checkNoTemps(t, e.fresh)
		})
	}
}

// checkNoTemps fails when temp files remain outside incoming/ in any job
// whose lock was taken since the crash.
func checkNoTemps(t *testing.T, s *Spool) {
	t.Helper()
	err := filepath.Walk(s.layout.Root, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(fi.Name(), ".tmp-") && filepath.Base(filepath.Dir(p)) != "incoming" {
			t.Errorf("temp file left: %s", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestStrayTempFilesAreSwept leaves a dead writer's temp file in a job
// directory; the next operation on the job removes it.
func TestStrayTempFilesAreSwept(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	mustEnqueue(t, s, testSpec("tmpjob", "pkg/scan"))
	a := mustClaim(t, s, claimReq("r"))
	stray := filepath.Join(s.layout.Job("tmpjob"), ".tmp-deadbeef")
	if err := os.WriteFile(stray, []byte("half"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Renew(bg, a); err != nil {
		t.Fatal(err)
	}
	if ok, _ := exists(stray); ok {
		t.Fatal("stray temp file survived")
	}
}

// TestEndingLeasedNameComesBack covers what a final ending does not fsync:
// the move of the leased entry to done/, failed/ or cancelled/ fsyncs the
// end directory but not leased/, so a power loss may bring the leased name
// back as a second link to the end entry. The attempt record commits the
// ending, so the next sweep settles the pair to the one end entry, and
// every answer about the attempt is the committed one meanwhile.
func TestEndingLeasedNameComesBack(t *testing.T) {
	for _, tc := range []struct {
		name, state string
		end         func(t *testing.T, s *Spool, a *job.Assignment, b transport.BundleRef) transport.Receipt
	}{
		{"deliver", dirDone, func(t *testing.T, s *Spool, a *job.Assignment, b transport.BundleRef) transport.Receipt {
			r, err := s.Deliver(bg, a, b)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}},
		{"report", dirFailed, func(t *testing.T, s *Spool, a *job.Assignment, _ transport.BundleRef) transport.Receipt {
			r, err := s.Report(bg, a, transport.TerminalReport{Reason: "broken"})
			if err != nil {
				t.Fatal(err)
			}
			return r
		}},
		{"cancel", dirCancelled, func(t *testing.T, s *Spool, a *job.Assignment, _ transport.BundleRef) transport.Receipt {
			if err := s.Cancel(bg, a.Spec.ID, ""); err != nil {
				t.Fatal(err)
			}
			r, err := s.Report(bg, a, transport.TerminalReport{Reason: "cancelled"})
			if err != nil {
				t.Fatal(err)
			}
			return r
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			s := openSpool(t, dir, newClock())
			spec := testSpec("back-job", "pkg/scan")
			mustEnqueue(t, s, spec)
			a := mustClaim(t, s, claimReq("req-1"))
			b := writeBundle(t, "bundle of "+tc.name)
			receipt := tc.end(t, s, a, b)
			wantState(t, s, spec.ID, tc.state)
			// What a power loss may leave: the leased name again, a second
			// link to the end entry's inode.
			end := filepath.Join(dir, tc.state, spec.ID)
			leased := s.layout.leasedPath(spec.ID, a.RequestID)
			if err := os.Link(end, leased); err != nil {
				t.Fatal(err)
			}
			fresh := openSpool(t, dir, newClock())
			if jr, err := fresh.JobResult(bg, spec.ID); err != nil || jr.State != tc.state || jr.Receipt == nil || *jr.Receipt != receipt {
				t.Fatalf("job result %+v, %v; want %s with receipt %+v", jr, err, tc.state, receipt)
			}
			if err := fresh.Sweep(bg); err != nil {
				t.Fatal(err)
			}
			wantState(t, fresh, spec.ID, tc.state)
			if res, err := fresh.Claim(bg, claimReq("req-2")); err != nil || res.NoWork == nil {
				t.Fatalf("claim after the settle: %+v, %v", res, err)
			}
			if st, err := fresh.Status(bg, a); err != nil || st.Resolution == nil || st.Resolution.Receipt != receipt {
				t.Fatalf("status %+v, %v", st, err)
			}
			if tc.name == "deliver" {
				if r, err := fresh.Deliver(bg, a, b); err != nil || r != receipt {
					t.Fatalf("redeliver: %+v, %v", r, err)
				}
			}
			if st, err := fresh.Stats(bg); err != nil || st.Leased != 0 {
				t.Fatalf("stats %+v, %v", st, err)
			}
		})
	}
}
