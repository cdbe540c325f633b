package detectengine

import (
	"context"
	"sync"
	"sync/atomic"
)

// MaxFilesAhead bounds how many files the walk may hand out beyond the
// earliest one not yet reported. Reports go in walk order, so while one
// worker scans a large file the others go on with the files after it;
// with a bound of a few files per worker (as before) a 3 MB source file
// left the other core idle after a handful of small files.
const MaxFilesAhead = 1024

// fileJob is one file on its way through the workers, in walk order, and
// then its result. Jobs are recycled once reported (Engine.jobs), so a
// scan allocates about as many as it holds at once, not one per file.
type fileJob struct {
	path string
	res  fileResult
	// done is set once res is final: by the worker that scanned the file,
	// or before the job is sent when it only reports.
	done atomic.Bool
}

// feed carries files from the walk to the workers and, in walk order, to
// emit. It bounds the run-ahead twice: by file count (ordered's capacity,
// MaxFilesAhead) and by the findings that finished files hold until their
// turn to be reported (heldMax): over it, the walk hands out no new file
// until emit catches up, so memory stays about what a few files' findings
// take however many findings a tree holds.
//
// Emit waits for each job in turn without a channel per file: it names the
// job it waits for in waiting, and the worker that finishes that job sends
// on wake. Both sides publish before they look (done, then waiting; waiting,
// then done), so a finish is never missed; a wake left over from a job emit
// had already seen done only costs one more look.
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
	// waiting is the job emit waits for, if any; wake wakes emit.
	waiting atomic.Pointer[fileJob]
	wake    chan struct{}
	// free recycles reported jobs.
	free *sync.Pool
}

func newFeed(workers, heldMax int, free *sync.Pool) *feed {
	return &feed{
		jobs:    make(chan *fileJob, workers),
		ordered: make(chan *fileJob, MaxFilesAhead),
		heldMax: int64(heldMax),
		room:    make(chan struct{}, 1),
		wake:    make(chan struct{}, 1),
		free:    free,
	}
}

// newJob returns an empty job for the file at path.
func (f *feed) newJob(path string) *fileJob {
	job, _ := f.free.Get().(*fileJob)
	if job == nil {
		job = &fileJob{}
	}
	job.path = path
	return job
}

// recycle hands a reported job back for another file. Its result's slices
// are kept for reuse unless they grew past a few entries.
func (f *feed) recycle(job *fileJob) {
	r := &job.res
	clear(r.findings) // what the findings and logs point to may go
	clear(r.logs)
	findings, logs := r.findings[:0], r.logs[:0]
	if cap(findings) > 64 {
		findings = nil
	}
	if cap(logs) > MaxLogsPerFile+2 {
		logs = nil
	}
	*r = fileResult{findings: findings, logs: logs}
	job.path = ""
	job.done.Store(false)
	f.free.Put(job)
}

// send queues job for emit and, when toWorkers, for a worker (which then
// calls finished); otherwise the job must be done already. It blocks while
// the bounds are reached, until ctx ends.
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

// finished marks a worker's job done and wakes emit if it waits for it.
func (f *feed) finished(job *fileJob) {
	f.held.Add(int64(len(job.res.findings)))
	job.done.Store(true)
	if f.waiting.Load() == job {
		select {
		case f.wake <- struct{}{}:
		default:
		}
	}
}

// wait returns once job is done, or the context's cause when ctx ends
// first.
func (f *feed) wait(ctx context.Context, job *fileJob) error {
	if job.done.Load() {
		return nil
	}
	f.waiting.Store(job)
	defer f.waiting.Store(nil)
	for !job.done.Load() {
		select {
		case <-f.wake:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
	return nil
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
