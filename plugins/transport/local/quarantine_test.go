package local

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
)

// TestBadFilesAreQuarantined puts bad files where workers read: each is
// moved to quarantine/ with a log line, and the worker carries on.
func TestBadFilesAreQuarantined(t *testing.T) {
	cases := []struct {
		name  string
		plant func(t *testing.T, s *Spool)
		// act is the operation that meets the bad file.
		act func(t *testing.T, s *Spool)
	}{
		{
			name: "unknown name in ready",
			plant: func(t *testing.T, s *Spool) {
				write(t, filepath.Join(s.layout.Ready(), "junk"), "{}")
			},
			act: claimGood,
		},
		{
			name: "garbage JSON in leased",
			plant: func(t *testing.T, s *Spool) {
				mustEnqueue(t, s, testSpec("victim", "pkg/scan"))
				write(t, s.layout.leasedPath("victim", "req-x"), "{not json")
			},
			act: sweep,
		},
		{
			name: "unknown fields in leased",
			plant: func(t *testing.T, s *Spool) {
				mustEnqueue(t, s, testSpec("victim", "pkg/scan"))
				write(t, s.layout.leasedPath("victim", "req-x"), `{"job_id":"victim","surprise":1}`)
			},
			act: sweep,
		},
		{
			name: "leased entry of a job that does not exist",
			plant: func(t *testing.T, s *Spool) {
				write(t, s.layout.leasedPath("ghost", "req-x"), `{"job_id":"ghost"}`)
			},
			act: sweep,
		},
		{
			name: "bad name in leased",
			plant: func(t *testing.T, s *Spool) {
				write(t, filepath.Join(s.layout.Leased(), "no-at-sign"), `{}`)
			},
			act: sweep,
		},
		{
			name: "symlink in leased",
			plant: func(t *testing.T, s *Spool) {
				mustEnqueue(t, s, testSpec("victim", "pkg/scan"))
				target := filepath.Join(t.TempDir(), "elsewhere")
				write(t, target, `{"job_id":"victim"}`)
				if err := os.Symlink(target, s.layout.leasedPath("victim", "req-x")); err != nil {
					t.Fatal(err)
				}
			},
			act: sweep,
		},
		{
			name: "garbage spec",
			plant: func(t *testing.T, s *Spool) {
				mustEnqueue(t, s, testSpec("broken", "pkg/scan"))
				write(t, s.layout.specPath("broken"), "garbage")
			},
			act: claimGood,
		},
		{
			name: "garbage request record",
			plant: func(t *testing.T, s *Spool) {
				write(t, s.layout.requestPath("req-good"), "[1,2")
			},
			act: claimGood,
		},
		{
			name: "unknown name in attempts",
			plant: func(t *testing.T, s *Spool) {
				mustEnqueue(t, s, testSpec("odd", "pkg/scan"))
				write(t, filepath.Join(s.layout.attemptsDir("odd"), "notes.txt"), "hello")
			},
			act: func(t *testing.T, s *Spool) {
				if a := mustClaim(t, s, claimReq("r", "pkg/scan")); a.Attempt != 1 {
					t.Fatalf("attempt %d", a.Attempt)
				}
			},
		},
		{
			name: "garbage progress journal",
			plant: func(t *testing.T, s *Spool) {
				mustEnqueue(t, s, testSpec("prog", "pkg/scan"))
				a := mustClaim(t, s, claimReq("req-p"))
				if err := s.Progress(bg, a, []transport.ProgressEvent{{Seq: 1}}); err != nil {
					t.Fatal(err)
				}
				write(t, s.layout.progressPath("prog", 1), "this is not an event\n")
			},
			act: func(t *testing.T, s *Spool) {
				a := mustClaim(t, s, claimReq("req-p"))
				if err := s.Progress(bg, a, []transport.ProgressEvent{{Seq: 2}}); err != nil {
					t.Fatal(err)
				}
				if got := journalSeqs(t, s.layout.progressPath("prog", 1)); strings.Join(got, ",") != "2" {
					t.Fatalf("journal %v", got)
				}
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var logs bytes.Buffer
			cfg := testConfig(t.TempDir())
			s := New()
			s.Config = cfg
			if err := s.Provision(registry.Context{Context: bg, Logger: slog.New(slog.NewTextHandler(&logs, nil))}); err != nil {
				t.Fatal(err)
			}
			s.Now = newClock().Now
			tc.plant(t, s)
			tc.act(t, s)
			if q := quarantined(t, s); len(q) != 1 {
				t.Fatalf("quarantine holds %v, want one file", q)
			}
			if !strings.Contains(logs.String(), "quarantined bad spool file") {
				t.Fatalf("no log line for the quarantine:\n%s", logs.String())
			}
		})
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// claimGood enqueues a good job and claims it past the bad file.
func claimGood(t *testing.T, s *Spool) {
	t.Helper()
	mustEnqueue(t, s, testSpec("good", "pkg/good"))
	if a := mustClaim(t, s, claimReq("req-good", "pkg/good", "pkg/scan")); a.Spec.ID != "good" {
		t.Fatalf("claimed %s", a.Spec.ID)
	}
}

func sweep(t *testing.T, s *Spool) {
	t.Helper()
	if err := s.Sweep(bg); err != nil {
		t.Fatal(err)
	}
	claimGood(t, s)
}
