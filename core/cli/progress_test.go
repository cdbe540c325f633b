package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sluicehq/sluice/core/job"
)

func TestRenderProgress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		p     scanProgress
		width int
		want  string
	}{
		{"start", scanProgress{Jobs: 2}, 120,
			"scanning [>                             ]   0% 0 files, 0 B, 0/2 jobs, 0 findings"},
		{"by bytes", scanProgress{Jobs: 1, Files: 1234, Bytes: 50 << 20, TotalBytes: 100 << 20, Findings: 7, Elapsed: 2 * time.Second}, 120,
			"scanning [===============>              ]  50% 1,234 files, 50.0 MiB of 100.0 MiB, 25.0 MiB/s, 0/1 jobs, 7 findings"},
		{"by jobs", scanProgress{Jobs: 4, JobsDone: 1, Files: 10, Bytes: 1536}, 100,
			"scanning [=======>                      ]  25% 10 files, 1.5 KiB, 1/4 jobs, 0 findings"},
		{"done", scanProgress{Jobs: 1, JobsDone: 1, Files: 3, Bytes: 3, TotalBytes: 5}, 100,
			"scanning [==============================] 100% 3 files, 3 B of 5 B, 1/1 jobs, 0 findings"},
		{"narrow: no bar", scanProgress{Jobs: 1, Files: 1, Bytes: 1}, 50,
			"scanning   0% 1 files, 1 B, 0/1 jobs, 0 findings"},
		{"very narrow: cut", scanProgress{Jobs: 1, Files: 1, Bytes: 1}, 20,
			"scanning   0% 1 fil"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := renderProgress(tc.p, tc.width)
			if got != tc.want {
				t.Fatalf("renderProgress(%d cols) =\n%q\nwant\n%q", tc.width, got, tc.want)
			}
			if n := utf8.RuneCountInString(got); n >= tc.width {
				t.Fatalf("%d runes for a %d-column terminal", n, tc.width)
			}
			if strings.ContainsAny(got, "\r\n\x1b") {
				t.Fatalf("control codes in %q", got)
			}
		})
	}
}

func TestFormatBytes(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 1023: "1023 B", 1024: "1.0 KiB", 5 << 30: "5.0 GiB", 3 << 40: "3.0 TiB"} {
		if got := formatBytes(n); got != want {
			t.Errorf("formatBytes(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -1234: "-1,234"} {
		if got := groupDigits(n); got != want {
			t.Errorf("groupDigits(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestEstimateBytes(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a"), 0o755)
	os.WriteFile(filepath.Join(dir, "a", "x"), make([]byte, 100), 0o644)
	os.WriteFile(filepath.Join(dir, "y"), make([]byte, 23), 0o644)
	path := job.Spec{Target: job.Target{Kind: job.TargetPath, Path: dir}}
	if got := estimateBytes([]job.Spec{path, path}, nil); got != 246 {
		t.Fatalf("estimateBytes = %d, want 246", got)
	}
	archive := job.Spec{Target: job.Target{Kind: job.TargetArchive, Path: dir}}
	if got := estimateBytes([]job.Spec{path, archive}, nil); got != 0 {
		t.Fatalf("estimateBytes with an archive = %d, want 0 (unknown)", got)
	}
	missing := job.Spec{Target: job.Target{Kind: job.TargetPath, Path: filepath.Join(dir, "nope")}}
	if got := estimateBytes([]job.Spec{missing}, nil); got != 0 {
		t.Fatalf("estimateBytes of a missing path = %d, want 0", got)
	}
	stop := make(chan struct{})
	close(stop)
	if got := estimateBytes([]job.Spec{path}, stop); got != 0 {
		t.Fatalf("estimateBytes after stop = %d, want 0", got)
	}
}
