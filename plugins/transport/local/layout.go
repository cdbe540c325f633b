package local

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sluicehq/sluice/core/job"
)

// Layout names the paths inside one spool directory. Every worker process
// that shares the directory sees the same layout:
//
//	<dir>/
//	  ready/<order>@<job_id>        claimable; order is the enqueue (or requeue) time in Unix ns, 20 digits
//	  leased/<job_id>@<request_id>  claimed by one slot; holds the lease (token, expiry, scan deadline)
//	  done/<job_id>                 resolved with an accepted bundle
//	  failed/<job_id>               resolved with a terminal report, or out of attempts
//	  cancelled/<job_id>            cancelled before or during an attempt
//	  requests/<request_id>         claim index: which job and attempt a request id claimed
//	  quarantine/                   bad files moved aside (garbage JSON, unknown names)
//	  jobs/<job_id>/
//	    spec.json                   the job spec, exactly as enqueued
//	    lock                        flock(2) target serialising every change to the job
//	    cancel                      present once the job was asked to cancel
//	    attempts/<n>.json           how attempt n ended: the commit point of every ending
//	    progress/<n>.jsonl          progress journal of attempt n, deduplicated by seq
//	    incoming/                   bundles being copied in (temp files)
//	    result/<n>-<sha256>.bundle  the accepted bundle
//
// A job has exactly one entry file, in ready/, leased/, done/, failed/ or
// cancelled/, and the entry moves between those directories only by
// rename(2), so it can never be in two states at once. Names are built only
// from ids that passed job.ValidateID, which excludes '@' and '/'.
type Layout struct {
	// Root is the spool directory.
	Root string
}

// Directory names inside a spool.
const (
	dirReady      = "ready"
	dirLeased     = "leased"
	dirDone       = "done"
	dirFailed     = "failed"
	dirCancelled  = "cancelled"
	dirRequests   = "requests"
	dirQuarantine = "quarantine"
	dirJobs       = "jobs"
)

// Job states as reported by JobState and JobResult.
const (
	StateReady     = "ready"
	StateLeased    = "leased"
	StateDone      = "done"
	StateFailed    = "failed"
	StateCancelled = "cancelled"
	StateUnknown   = "unknown"
)

// Ready returns the directory of claimable jobs.
func (l Layout) Ready() string { return filepath.Join(l.Root, dirReady) }

// Leased returns the directory of claimed jobs.
func (l Layout) Leased() string { return filepath.Join(l.Root, dirLeased) }

// Done returns the directory of jobs resolved with a bundle.
func (l Layout) Done() string { return filepath.Join(l.Root, dirDone) }

// Failed returns the directory of jobs that ended without a bundle.
func (l Layout) Failed() string { return filepath.Join(l.Root, dirFailed) }

// Cancelled returns the directory of cancelled jobs.
func (l Layout) Cancelled() string { return filepath.Join(l.Root, dirCancelled) }

// Requests returns the claim index directory.
func (l Layout) Requests() string { return filepath.Join(l.Root, dirRequests) }

// Quarantine returns the directory bad files are moved to.
func (l Layout) Quarantine() string { return filepath.Join(l.Root, dirQuarantine) }

// Jobs returns the directory of per-job directories.
func (l Layout) Jobs() string { return filepath.Join(l.Root, dirJobs) }

// Job returns the directory of one job. id must have passed job.ValidateID.
func (l Layout) Job(id string) string { return filepath.Join(l.Root, dirJobs, id) }

func (l Layout) dirs() []string {
	return []string{l.Ready(), l.Leased(), l.Done(), l.Failed(), l.Cancelled(), l.Requests(), l.Quarantine(), l.Jobs()}
}

func (l Layout) readyPath(order int64, id string) string {
	return filepath.Join(l.Ready(), readyName(order, id))
}
func (l Layout) leasedPath(id, requestID string) string {
	return filepath.Join(l.Leased(), id+"@"+requestID)
}
func (l Layout) requestPath(requestID string) string { return filepath.Join(l.Requests(), requestID) }
func (l Layout) specPath(id string) string           { return filepath.Join(l.Job(id), "spec.json") }
func (l Layout) lockPath(id string) string           { return filepath.Join(l.Job(id), "lock") }
func (l Layout) cancelPath(id string) string         { return filepath.Join(l.Job(id), "cancel") }
func (l Layout) attemptsDir(id string) string        { return filepath.Join(l.Job(id), "attempts") }
func (l Layout) attemptPath(id string, n int) string {
	return filepath.Join(l.attemptsDir(id), strconv.Itoa(n)+".json")
}
func (l Layout) progressPath(id string, n int) string {
	return filepath.Join(l.Job(id), "progress", strconv.Itoa(n)+".jsonl")
}
func (l Layout) incomingDir(id string) string { return filepath.Join(l.Job(id), "incoming") }
func (l Layout) resultDir(id string) string   { return filepath.Join(l.Job(id), "result") }

// endDir returns the directory for a final state.
func (l Layout) endDir(state string) string {
	switch state {
	case StateDone:
		return l.Done()
	case StateFailed:
		return l.Failed()
	case StateCancelled:
		return l.Cancelled()
	}
	panic("local: no end directory for state " + state)
}

// orderDigits is the fixed width of the order prefix of a ready name.
const orderDigits = 20

func readyName(order int64, id string) string {
	return fmt.Sprintf("%0*d@%s", orderDigits, order, id)
}

// parseReadyName splits "<order>@<job_id>".
func parseReadyName(name string) (order int64, id string, err error) {
	o, id, ok := strings.Cut(name, "@")
	if !ok || len(o) != orderDigits {
		return 0, "", fmt.Errorf("ready entry %q: want <%d-digit order>@<job_id>", name, orderDigits)
	}
	for i := 0; i < len(o); i++ {
		if o[i] < '0' || o[i] > '9' {
			return 0, "", fmt.Errorf("ready entry %q: order has non-digit %q", name, o[i])
		}
	}
	order, err = strconv.ParseInt(o, 10, 64)
	if err != nil {
		return 0, "", fmt.Errorf("ready entry %q: order out of range", name)
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return 0, "", fmt.Errorf("ready entry %q: %w", name, err)
	}
	return order, id, nil
}

// parseLeasedName splits "<job_id>@<request_id>".
func parseLeasedName(name string) (id, requestID string, err error) {
	id, requestID, ok := strings.Cut(name, "@")
	if !ok {
		return "", "", fmt.Errorf("leased entry %q: want <job_id>@<request_id>", name)
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return "", "", fmt.Errorf("leased entry %q: %w", name, err)
	}
	if err := job.ValidateID("request_id", requestID); err != nil {
		return "", "", fmt.Errorf("leased entry %q: %w", name, err)
	}
	return id, requestID, nil
}
