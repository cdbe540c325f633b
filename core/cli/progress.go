package cli

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/pipeline"
)

// progressRedraw is how often the progress line is redrawn between events,
// so the elapsed time and the rate move.
const progressRedraw = 250 * time.Millisecond

// maxSizeWalkEntries bounds the walk that estimates the bytes to scan; a
// larger tree shows no percentage.
const maxSizeWalkEntries = 1_000_000

// scanProgress is what the progress line of `worker scan` shows.
type scanProgress struct {
	Jobs, JobsDone int
	// Files and Bytes are scanned so far, from the scanners' progress
	// reports (cumulative per job, summed).
	Files, Bytes int64
	// TotalBytes estimates the bytes to scan; 0 means unknown.
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

// estimateBytes sums the sizes of the regular files under the path targets
// of specs, giving up (0) on other target kinds, on errors, after
// maxSizeWalkEntries entries or when stop is closed.
func estimateBytes(specs []job.Spec, stop <-chan struct{}) int64 {
	var total int64
	entries := 0
	for _, s := range specs {
		if s.Target.Kind != job.TargetPath {
			return 0
		}
		err := filepath.WalkDir(s.Target.Path, func(_ string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if entries++; entries > maxSizeWalkEntries {
				return fs.SkipAll
			}
			select {
			case <-stop:
				return fs.SkipAll
			default:
			}
			if d.Type().IsRegular() {
				info, err := d.Info()
				if err != nil {
					return err
				}
				total += info.Size()
			}
			return nil
		})
		if err != nil || entries > maxSizeWalkEntries {
			return 0
		}
	}
	return total
}

// terminalWidth is the width of the terminal f, or 80.
func terminalWidth(f *os.File) int {
	if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
		return w
	}
	return 80
}

// startProgress draws the progress line on stderr when it is a terminal,
// never on a pipe or file. The returned function stops it and clears the
// line.
func (e *env) startProgress(w *pipeline.Worker, rec *recorder, specs []job.Spec) (stop func()) {
	f, ok := e.stderr.(*os.File)
	if !ok || !isTerminal(e.stderr) {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	var totalMu sync.Mutex
	var totalBytes int64
	wg.Add(2)
	go func() {
		defer wg.Done()
		t := estimateBytes(specs, done)
		totalMu.Lock()
		totalBytes = t
		totalMu.Unlock()
	}()
	go func() {
		defer wg.Done()
		start := time.Now()
		p := scanProgress{Jobs: len(specs)}
		show := func() {
			p.Files, p.Bytes = rec.scanned()
			totalMu.Lock()
			p.TotalBytes = totalBytes
			totalMu.Unlock()
			p.Elapsed = time.Since(start)
			fmt.Fprintf(f, "\r\x1b[K%s", renderProgress(p, terminalWidth(f)))
		}
		tick := time.NewTicker(progressRedraw)
		defer tick.Stop()
		show()
		for {
			select {
			case <-done:
				fmt.Fprint(f, "\r\x1b[K")
				return
			case <-tick.C:
			case ev := <-w.Events():
				if ev.Kind == pipeline.EventFinished {
					p.JobsDone++
					p.Findings += ev.Findings
				}
			}
			show()
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}
