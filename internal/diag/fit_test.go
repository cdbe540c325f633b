package diag

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sluicehq/sluice/core/transport"
)

func TestFitUnchangedWhenSmall(t *testing.T) {
	r := transport.TerminalReport{JobID: "j1", Attempt: 1, Reason: "crashed", Stdout: "out", Stderr: "err"}
	if got := Fit(r, MaxReportBytes); got != r {
		t.Fatalf("Fit changed a small report: %+v", got)
	}
}

func TestFitShrinksProportionally(t *testing.T) {
	r := transport.TerminalReport{
		JobID: "j1", Attempt: 2, Reason: "crashed", Message: "exit status 2",
		Stdout: "HEAD-OUT" + strings.Repeat("o", 30000) + "TAIL-OUT",
		Stderr: "HEAD-ERR" + strings.Repeat("e", 10000) + "TAIL-ERR",
		Body:   "small body",
	}
	got := Fit(r, MaxReportBytes)
	n := encodedLen(got)
	if n > MaxReportBytes {
		t.Fatalf("encoded %d bytes, over %d", n, MaxReportBytes)
	}
	if n < MaxReportBytes*3/4 {
		t.Errorf("encoded %d bytes: budget of %d badly used", n, MaxReportBytes)
	}
	for name, s := range map[string]string{"stdout": got.Stdout, "stderr": got.Stderr} {
		if !strings.Contains(s, "bytes elided]") {
			t.Errorf("%s has no elision marker", name)
		}
	}
	if !strings.HasPrefix(got.Stdout, "HEAD-OUT") || !strings.HasSuffix(got.Stdout, "TAIL-OUT") {
		t.Errorf("stdout lost its head or tail")
	}
	if !strings.HasPrefix(got.Stderr, "HEAD-ERR") || !strings.HasSuffix(got.Stderr, "TAIL-ERR") {
		t.Errorf("stderr lost its head or tail")
	}
	if got.Body != "small body" {
		t.Errorf("body = %q; a small field must survive", got.Body)
	}
	// Proportional: stdout was three times stderr, so it keeps more.
	if len(got.Stdout) <= len(got.Stderr) {
		t.Errorf("stdout %d bytes, stderr %d: not proportional", len(got.Stdout), len(got.Stderr))
	}
	if got.JobID != "j1" || got.Attempt != 2 || got.Reason != "crashed" || got.Message != "exit status 2" {
		t.Errorf("fixed fields changed: %+v", got)
	}
}

func TestFitEscapingHeavyOutput(t *testing.T) {
	// Control bytes encode as \u00XX (6 bytes each): the raw length is a
	// poor guide to the encoded length.
	r := transport.TerminalReport{JobID: "j", Reason: "protocol",
		Stdout: strings.Repeat("\x01", 50000), Stderr: strings.Repeat("é\"\\", 9000)}
	got := Fit(r, MaxReportBytes)
	if n := encodedLen(got); n > MaxReportBytes {
		t.Fatalf("encoded %d bytes, over %d", n, MaxReportBytes)
	}
	if !utf8.ValidString(got.Stderr) {
		t.Errorf("stderr was cut inside a UTF-8 sequence")
	}
}

func TestFitLongMessageAndTinyBudget(t *testing.T) {
	r := transport.TerminalReport{JobID: "j", Reason: strings.Repeat("r", 500), Message: strings.Repeat("m", 5000)}
	got := Fit(r, 10) // raised to MinReportBytes
	if n := encodedLen(got); n > MinReportBytes {
		t.Fatalf("encoded %d bytes, over %d", n, MinReportBytes)
	}
	if len(got.Reason) > MaxReasonBytes || len(got.Message) > MaxMessageBytes {
		t.Errorf("reason %d / message %d bytes not bounded", len(got.Reason), len(got.Message))
	}
}

func TestElide(t *testing.T) {
	s := strings.Repeat("a", 100) + strings.Repeat("z", 100)
	got := elide(s, 60)
	if len(got) > 60 || !strings.HasPrefix(got, "a") || !strings.HasSuffix(got, "z") {
		t.Fatalf("elide = %q (%d bytes)", got, len(got))
	}
	if elide("short", 60) != "short" || elide(s, 0) != "" {
		t.Fatal("elide edge cases")
	}
}

func FuzzFit(f *testing.F) {
	f.Add("j", "crashed", "msg", "out", "err", "body", 2048)
	f.Add("j", "x", strings.Repeat("\x00", 3000), strings.Repeat("€", 5000), "\xff\xfe", "", 1)
	f.Fuzz(func(t *testing.T, id, reason, msg, out, errs, body string, maxBytes int) {
		if maxBytes > 1<<20 {
			maxBytes = 1 << 20
		}
		r := transport.TerminalReport{JobID: id, Reason: reason, Message: msg, Stdout: out, Stderr: errs, Body: body}
		got := Fit(r, maxBytes)
		limit := max(maxBytes, MinReportBytes)
		b, err := json.Marshal(got)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) > limit {
			t.Fatalf("encoded %d bytes, over %d", len(b), limit)
		}
	})
}

func TestReportDigest(t *testing.T) {
	r := transport.TerminalReport{JobID: "j", Attempt: 1, Reason: "timeout"}
	d := ReportDigest(r)
	if len(d) != 64 || d != ReportDigest(r) {
		t.Fatalf("digest %q not stable", d)
	}
	r.Message = "x"
	if ReportDigest(r) == d {
		t.Fatal("digest ignores the message")
	}
}
