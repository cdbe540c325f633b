package detectengine

import (
	"context"
	"sync/atomic"
)

// MaxFilesAhead bounds how many files the walk may hand out beyond the
// earliest one not yet reported. Reports go in walk order, so while one
// worker scans a large file the others go on with the files after it;
// with a bound of a few files per worker (as before) a 3 MB source file
// left the other core idle after a handful of small files.
const MaxFilesAhead = 1024

// feed carries files from the walk to the workers and, in walk order, to
// emit. It bounds the run-ahead twice: by file count (ordered's capacity,
// MaxFilesAhead) and by the findings that finished files hold until their
// turn to be reported (heldMax): over it, the walk hands out no new file
// until emit catches up, so memory stays about what a few files' findings
// take however many findings a tree holds.
type feed struct {
	// jobs is what the workers take files from; a small buffer lets them
	// go on while the walk reads a directory.
	jobs chan *fileJob
	// ordered is every entry in walk order, for emit.
	ordered chan *fileJob
	// held counts the findings of scanned files not yet reported.
	held    atomic.Int64
	heldMax int64
	// room wakes a walk waiting for held to fall to heldMax.
	room chan struct{}
}

func newFeed(workers, heldMax int) *feed {
	return &feed{
		jobs:    make(chan *fileJob, workers),
		ordered: make(chan *fileJob, MaxFilesAhead),
		heldMax: int64(heldMax),
		room:    make(chan struct{}, 1),
	}
}

// send queues job for emit and, when toWorkers, for a worker (job.done is
// then closed by finished); otherwise the job must be done already. It
// blocks while the bounds are reached, until ctx ends.
func (f *feed) send(ctx context.Context, job *fileJob, toWorkers bool) error {
	select {
	case f.ordered <- job:
	case <-ctx.Done():
		return context.Cause(ctx)
	}
	if !toWorkers {
		return nil
	}
	for f.held.Load() > f.heldMax {
		if testHookWaitForRoom != nil {
			testHookWaitForRoom()
		}
		select {
		case <-f.room:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
	select {
	case f.jobs <- job:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// testHookWaitForRoom, when set by a test, is called each time the walk
// waits for emit to report held findings.
var testHookWaitForRoom func()

// closeWalk says the walk has sent everything.
func (f *feed) closeWalk() {
	close(f.jobs)
	close(f.ordered)
}

// finished marks a worker's job done.
func (f *feed) finished(job *fileJob) {
	f.held.Add(int64(len(job.res.findings)))
	close(job.done)
}

// reported releases what a reported job held.
func (f *feed) reported(job *fileJob) {
	if f.held.Add(-int64(len(job.res.findings))) <= f.heldMax {
		select {
		case f.room <- struct{}{}:
		default:
		}
	}
}
