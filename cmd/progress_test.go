package workercmd

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/pipeline"
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

// TestScanTracker: the progress line's counts come from the pipeline's
// events alone: the latest progress of each job's current attempt, the
// total once every workspace is prepared, jobs and findings on finish.
func TestScanTracker(t *testing.T) {
	tr := newScanTracker(2)
	for _, ev := range []pipeline.Event{
		{Kind: pipeline.EventStarted, JobID: "a", Attempt: 1},
		{Kind: pipeline.EventPrepared, JobID: "a", Attempt: 1, Files: 3, Bytes: 300},
		{Kind: pipeline.EventProgress, JobID: "a", Attempt: 1, Files: 2, Bytes: 200},
		// A second attempt starts its counts again.
		{Kind: pipeline.EventStarted, JobID: "a", Attempt: 2},
		{Kind: pipeline.EventProgress, JobID: "a", Attempt: 1, Files: 3, Bytes: 300}, // late, from attempt 1
		{Kind: pipeline.EventProgress, JobID: "a", Attempt: 2, Files: 1, Bytes: 100},
		{Kind: pipeline.EventStarted, JobID: "b", Attempt: 1},
	} {
		tr.Event(ev)
	}
	var p scanProgress
	tr.snapshot(&p)
	if p.Files != 1 || p.Bytes != 100 || p.TotalBytes != 0 || p.Jobs != 2 || p.JobsDone != 0 {
		t.Fatalf("mid-scan: %+v", p)
	}
	for _, ev := range []pipeline.Event{
		{Kind: pipeline.EventPrepared, JobID: "b", Attempt: 1, Files: 1, Bytes: 50},
		{Kind: pipeline.EventProgress, JobID: "a", Attempt: 2, Files: 3, Bytes: 300},
		{Kind: pipeline.EventProgress, JobID: "b", Attempt: 1, Files: 1, Bytes: 50},
		{Kind: pipeline.EventFinished, JobID: "a", Attempt: 2, Findings: 4},
		{Kind: pipeline.EventFinished, JobID: "b", Attempt: 1, Findings: 1},
	} {
		tr.Event(ev)
	}
	tr.snapshot(&p)
	if p.Files != 4 || p.Bytes != 350 || p.TotalBytes != 350 || p.JobsDone != 2 || p.Findings != 5 {
		t.Fatalf("at the end: %+v", p)
	}
	if line := renderProgress(p, 120); !strings.Contains(line, "100% 4 files, 350 B of 350 B") {
		t.Errorf("final line %q", line)
	}
}
