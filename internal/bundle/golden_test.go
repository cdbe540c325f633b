package bundle

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

const goldenBundle = "testdata/golden.bundle"

// goldenEvents is a small stream that exercises every record type and the
// escaping rules, including text a hostile scanner might send.
func goldenEvents() []event {
	evs := sampleEvents(4)
	hostile := testFinding(99)
	hostile.Path = "docs/evil\x1b[2J<b>&\"quoted\".md"
	hostile.Match = "ghp_*****"
	hostile.Message = "tab\tnewline\nunicode é \u2028 end"
	hostile.Severity = scanner.SeverityCritical
	hostile.Line, hostile.Column = 0, 0
	return append(evs,
		event{finding: &hostile},
		event{level: scanner.LevelDebug, msg: "walked 5 files"},
		event{progress: &scanner.Progress{Files: 5, Bytes: 20480}},
	)
}

func compareGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/bundle -run Golden -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the output (%d vs %d bytes); if the change is intended (format change, zstd upgrade), run go test ./internal/bundle -run Golden -update\ngot:\n%s", path, len(got), len(want), got)
	}
}

func TestGoldenBundle(t *testing.T) {
	t.Parallel()
	s := sealEvents(t, t.TempDir(), testHeader(), Limits{}, goldenEvents(), CompletionComplete)
	compareGolden(t, goldenBundle, readAll(t, s.Path))

	// Whatever the writer does, the stored bundle must stay readable.
	want := testIdentity()
	sum, err := Verify(goldenBundle, Limits{}, &want)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Digest != s.Digest || sum.Counts != (Counts{Findings: 5, Progress: 1, Logs: 2, Errors: 1}) {
		t.Fatalf("golden summary = %+v", sum)
	}
}

func TestGoldenInspect(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		file string
		opt  InspectOptions
	}{
		{"testdata/golden-inspect.txt", InspectOptions{Findings: true}},
		{"testdata/golden-inspect.json", InspectOptions{JSON: true, Findings: true}},
	} {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			var out bytes.Buffer
			if err := Inspect(goldenBundle, Limits{}, tt.opt, &out); err != nil {
				t.Fatal(err)
			}
			compareGolden(t, tt.file, out.Bytes())
		})
	}
}

func TestInspect(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := sealEvents(t, dir, testHeader(), Limits{}, goldenEvents(), CompletionPartialTimeout)
	t.Run("text without findings", func(t *testing.T) {
		var out bytes.Buffer
		if err := Inspect(s.Path, Limits{}, InspectOptions{}, &out); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		for _, want := range []string{"sha256:" + s.Digest, "partial_timeout", "job-42 attempt 2", "findings 5"} {
			if !strings.Contains(text, want) {
				t.Errorf("output lacks %q:\n%s", want, text)
			}
		}
		if strings.Contains(text, "SEVERITY") {
			t.Errorf("findings table printed without Findings:\n%s", text)
		}
	})
	t.Run("text quotes hostile text", func(t *testing.T) {
		var out bytes.Buffer
		if err := Inspect(s.Path, Limits{}, InspectOptions{Findings: true}, &out); err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(out.String(), "\x1b\u2028") {
			t.Fatalf("control characters reached the output:\n%q", out.String())
		}
	})
	t.Run("json", func(t *testing.T) {
		var out bytes.Buffer
		if err := Inspect(s.Path, Limits{}, InspectOptions{JSON: true, Findings: true}, &out); err != nil {
			t.Fatal(err)
		}
		var got struct {
			Summary
			Findings []scanner.Finding `json:"findings"`
		}
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatalf("inspect JSON does not parse: %v\n%s", err, out.Bytes())
		}
		if got.Digest != s.Digest || len(got.Findings) != 5 || got.Findings[4].Path != goldenEvents()[6].finding.Path {
			t.Fatalf("inspect JSON = %+v", got)
		}
	})
	t.Run("corrupt prints nothing", func(t *testing.T) {
		data := readAll(t, s.Path)
		bad := filepath.Join(dir, "bad.bundle")
		if err := os.WriteFile(bad, data[:len(data)-1], 0o600); err != nil {
			t.Fatal(err)
		}
		for _, opt := range []InspectOptions{{}, {JSON: true, Findings: true}} {
			var out bytes.Buffer
			if err := Inspect(bad, Limits{}, opt, &out); !errors.Is(err, ErrTruncated) || out.Len() != 0 {
				t.Fatalf("inspect of a truncated bundle: err %v, printed %q", err, out.String())
			}
		}
	})
}
