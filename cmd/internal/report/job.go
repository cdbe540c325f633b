package report

import (
	"strconv"
	"strings"

	"github.com/sluicehq/sluice/internal/fsname"
)

// Completion says how far one job's scan got.
type Completion string

// Completions.
const (
	// CompletionComplete: the scanner ran to its end.
	CompletionComplete Completion = "complete"
	// CompletionPartialTimeout: the scan deadline cut the scanner off; the
	// findings are those reported until then.
	CompletionPartialTimeout Completion = "partial_timeout"
	// CompletionFailed: the job ended with a failure report and no
	// findings at all (the scanner crashed, the target could not be
	// prepared, a limit was hit, ...).
	CompletionFailed Completion = "failed"
	// CompletionNoResult: the job did not finish (the scan was stopped).
	CompletionNoResult Completion = "no_result"
)

// MaxListedUnscanned bounds the unscanned files listed per job in every
// format; Job.UnscannedTotal counts them all.
const MaxListedUnscanned = 1000

// Unscanned is a file the scanner did not read (or not to its end), and
// why. Path is in the form of EscapePath, as the user would open it (see
// Finding.Location).
type Unscanned struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// EscapePath returns p (exact bytes) as every format shows a path,
// losslessly: as it is when it is valid UTF-8 of printable characters that
// does not start with a double quote; else as a Go-quoted string
// ("dir/\xff.env"), which strconv.Unquote turns back into the exact bytes.
func EscapePath(p string) string { return fsname.Quote(p) }

// unescapePath reverses EscapePath, for a URI that percent-encodes the
// exact bytes.
func unescapePath(p string) string {
	if raw, err := strconv.Unquote(p); err == nil && strings.HasPrefix(p, `"`) {
		return raw
	}
	return p
}

// Job is the outcome of one job of a scan.
type Job struct {
	// JobID and Target name the job as findings do.
	JobID, Target string
	// Scanner is the scanner the job ran (package/scanner).
	Scanner string
	// Completion says how far the scan got.
	Completion Completion
	// Message says why a job did not complete; empty when it did.
	Message string
	// Findings counts the findings written for the job.
	Findings int64
	// Dropped counts events (findings, logs) that the job's result bundle
	// refused because it was over a limit.
	Dropped int64
	// Unscanned lists at most MaxListedUnscanned files the scanner did
	// not read; UnscannedTotal counts them all.
	Unscanned      []Unscanned
	UnscannedTotal int64
	// SkippedBinary counts the files skipped because they look binary (a
	// NUL byte in their first 8 KiB): skipped on purpose, so the job is
	// still complete.
	SkippedBinary int64
	// RulesOmitted counts the rule descriptions the job's result bundle
	// left out over its limits; SARIF says so in a note, and describes
	// those rules from their findings. The findings are all there.
	RulesOmitted int64
}

// SkipBinaryHint says how to scan the files a scan skipped as binary.
const SkipBinaryHint = "skip_binary = false in [backend.wasm] scans them"

// Complete reports whether the job scanned everything: it ran to its end,
// lost no events and left no file unscanned.
func (j *Job) Complete() bool {
	return j.Completion == CompletionComplete && j.Dropped == 0 && j.UnscannedTotal == 0
}

// Problem is a one-line description of what makes the job incomplete, or
// "" when it is complete.
func (j *Job) Problem() string {
	var s string
	switch j.Completion {
	case CompletionComplete:
	case CompletionPartialTimeout:
		s = "timed out; its findings are partial"
	case CompletionFailed:
		s = "failed"
	default:
		s = "did not finish"
	}
	if j.Message != "" {
		s = join(s, j.Message)
	}
	if j.Dropped > 0 {
		s = join(s, plural(j.Dropped, "event")+" dropped over the result limits")
	}
	if j.UnscannedTotal > 0 {
		s = join(s, plural(j.UnscannedTotal, "file")+" not scanned")
	}
	return s
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

func plural(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.FormatInt(n, 10) + " " + noun + "s"
}
