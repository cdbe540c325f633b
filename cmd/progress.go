package workercmd

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/sluicehq/sluice/internal/pipeline"
)

// progressRedraw is how often the progress line is redrawn between events,
// so the elapsed time and the rate move.
const progressRedraw = 250 * time.Millisecond

// scanProgress is what the progress line of `worker scan` shows.
type scanProgress struct {
	Jobs, JobsDone int
	// Files and Bytes are scanned so far, from the scanners' progress
	// reports (cumulative per job, summed).
	Files, Bytes int64
	// TotalBytes is the bytes of every job's workspace; 0 means unknown
	// (not every workspace is prepared yet).
	TotalBytes int64
	Findings   int64
	Elapsed    time.Duration
}

// renderProgress returns the progress line for a terminal width columns
// wide, without control codes: a bar (by bytes when the total is known,
// else by jobs), the files and bytes scanned, the rate, the jobs and the
// findings. It never returns more than width-1 runes, so the cursor stays
// on the line.
func renderProgress(p scanProgress, width int) string {
	frac := 0.0
	switch {
	case p.TotalBytes > 0:
		frac = float64(p.Bytes) / float64(p.TotalBytes)
	case p.Jobs > 0:
		frac = float64(p.JobsDone) / float64(p.Jobs)
	}
	if p.Jobs > 0 && p.JobsDone == p.Jobs {
		frac = 1
	}
	frac = min(max(frac, 0), 1)
	var b strings.Builder
	fmt.Fprintf(&b, " %3d%% %s files, %s", int(frac*100), groupDigits(p.Files), formatBytes(p.Bytes))
	if p.TotalBytes > 0 {
		fmt.Fprintf(&b, " of %s", formatBytes(p.TotalBytes))
	}
	if secs := p.Elapsed.Seconds(); secs >= 1 {
		fmt.Fprintf(&b, ", %s/s", formatBytes(int64(float64(p.Bytes)/secs)))
	}
	fmt.Fprintf(&b, ", %d/%d jobs, %s findings", p.JobsDone, p.Jobs, groupDigits(p.Findings))
	stats := b.String()

	const barMin, barMax = 10, 30
	barWidth := min(barMax, width-1-len("scanning [] ")-len(stats))
	if barWidth < barMin {
		line := "scanning" + stats
		if width-1 < len(line) {
			line = line[:max(width-1, 0)]
		}
		return line
	}
	filled := int(frac * float64(barWidth))
	bar := strings.Repeat("=", filled)
	if filled < barWidth {
		bar += ">" + strings.Repeat(" ", barWidth-filled-1)
	}
	return "scanning [" + bar + "]" + stats
}

// formatBytes renders n with a binary unit: 512 B, 1.5 KiB, 12.3 MiB.
func formatBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit && exp < 4; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTP"[exp])
}

// groupDigits renders n with thousands separators: 1,234,567.
func groupDigits(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// terminalWidth is the width of the terminal f, or 80.
func terminalWidth(f *os.File) int {
	if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
		return w
	}
	return 80
}

// scanTracker follows the jobs of one scan through the pipeline's events
// (it is the pipeline's Observer): the latest files and bytes scanned of each job,
// the jobs finished and their findings. Safe for concurrent use.
type scanTracker struct {
	pipeline.NopObserver // only events matter here
	mu                   sync.Mutex
	jobs                 int
	done                 int
	findings             int64
	scanned              map[string]pipeline.Event // the latest progress, by job id
	prepared             map[string]int64          // workspace bytes, by job id
}

func newScanTracker(jobs int) *scanTracker {
	return &scanTracker{jobs: jobs, scanned: map[string]pipeline.Event{}, prepared: map[string]int64{}}
}

// setJobs sets how many jobs the scan runs, once they are known.
func (t *scanTracker) setJobs(n int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.jobs = n
}

// observe records one pipeline event. A new attempt of a job starts its
// counts again.
func (t *scanTracker) Event(ev pipeline.Event) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch ev.Kind {
	case pipeline.EventStarted:
		t.scanned[ev.JobID] = pipeline.Event{Attempt: ev.Attempt}
	case pipeline.EventPrepared:
		t.prepared[ev.JobID] = ev.Bytes
	case pipeline.EventProgress:
		if last := t.scanned[ev.JobID]; ev.Attempt >= last.Attempt {
			t.scanned[ev.JobID] = ev
		}
	case pipeline.EventFinished:
		t.done++
		t.findings += ev.Findings
	}
}

// snapshot fills the counts of p.
func (t *scanTracker) snapshot(p *scanProgress) {
	t.mu.Lock()
	defer t.mu.Unlock()
	p.Jobs, p.JobsDone, p.Findings = t.jobs, t.done, t.findings
	p.Files, p.Bytes, p.TotalBytes = 0, 0, 0
	for _, ev := range t.scanned {
		p.Files += ev.Files
		p.Bytes += ev.Bytes
	}
	// The bytes to scan are known once every job's workspace is.
	if len(t.prepared) == t.jobs {
		for _, b := range t.prepared {
			p.TotalBytes += b
		}
	}
}

// startProgress draws the progress line on stderr when it is a terminal,
// never on a pipe or file: at once, then every progressRedraw. The returned
// function draws the final counts once more, then clears the line.
func (e *env) startProgress(t *scanTracker) (stop func()) {
	f, ok := e.stderr.(*os.File)
	if !ok || !isTerminal(e.stderr) {
		return func() {}
	}
	done := make(chan struct{})
	start := time.Now()
	show := func() {
		var p scanProgress
		t.snapshot(&p)
		p.Elapsed = time.Since(start)
		fmt.Fprintf(f, "\r\x1b[K%s", renderProgress(p, terminalWidth(f)))
	}
	drawn := make(chan struct{})
	go func() {
		defer close(drawn)
		tick := time.NewTicker(progressRedraw)
		defer tick.Stop()
		show()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				show()
			}
		}
	}()
	return func() {
		close(done)
		<-drawn
		show()
		fmt.Fprint(f, "\r\x1b[K")
	}
}
