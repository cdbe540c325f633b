package local

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/state"
)

// Enqueue adds spec to the spool as a ready job, ordered by the time of the
// call. The spec is validated first and stored exactly as encoded.
//
// Enqueuing a job id that already exists with the same spec bytes is a
// no-op returning nil, whatever state the job is in (so a retried enqueue
// is safe). With a different spec it returns an *ExistsError naming the
// job's state.
//
// Steps: mkdir jobs/<id> reserves the id; spec.json is written; the ready
// entry is created by rename, which is the commit. A crash before the commit
// leaves a reserved job directory that holds no entry; the next Enqueue of
// that id completes it.
func (s *Spool) Enqueue(ctx context.Context, spec job.Spec) error {
	if err := s.begin(ctx, "enqueue"); err != nil {
		return err
	}
	if err := spec.Validate(); err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	data, err := json.Marshal(spec)
	if err != nil {
		return fmt.Errorf("enqueue %s: encoding spec: %w", spec.ID, err)
	}
	data = append(data, '\n')
	if len(data) > MaxSpecBytes {
		return fmt.Errorf("enqueue %s: spec is %d bytes encoded, over the limit of %d", spec.ID, len(data), MaxSpecBytes)
	}
	dir := s.layout.Job(spec.ID)
	if err := os.Mkdir(dir, state.DirMode); err == nil {
		if err := state.SyncDir(s.layout.Jobs()); err != nil {
			return fmt.Errorf("enqueue %s: %w", spec.ID, err)
		}
	} else if !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("enqueue %s: reserving job directory: %w", spec.ID, err)
	}
	if err := s.hook("enqueue.reserved"); err != nil {
		return err
	}
	lk, err := s.lockJob(spec.ID, true)
	if err != nil {
		return fmt.Errorf("enqueue %s: %w", spec.ID, err)
	}
	defer lk.unlock()
	// An entry is only ever created after the job's spec.json is durable,
	// and the spool never removes a spec, so a job without one has no
	// entry and the directory listings of locate are not needed.
	var loc location
	if ok, err := exists(s.layout.specPath(spec.ID)); err != nil {
		return fmt.Errorf("enqueue %s: %w", spec.ID, err)
	} else if ok {
		if loc, err = s.locate(spec.ID); err != nil {
			return fmt.Errorf("enqueue %s: %w", spec.ID, err)
		}
	}
	if loc.State != "" {
		old, err := state.ReadFile(s.layout.specPath(spec.ID), MaxSpecBytes)
		if err == nil && bytes.Equal(old, data) {
			return nil
		}
		return &ExistsError{JobID: spec.ID, State: loc.State}
	}
	// No entry: a new job, or an enqueue that stopped before its commit.
	if err := writeBytesVia(dir, s.layout.specPath(spec.ID), data); err != nil {
		return fmt.Errorf("enqueue %s: %w", spec.ID, err)
	}
	for _, d := range []string{s.layout.attemptsDir(spec.ID), s.layout.incomingDir(spec.ID), s.layout.resultDir(spec.ID)} {
		if err := state.MkdirPrivate(d); err != nil {
			return fmt.Errorf("enqueue %s: %w", spec.ID, err)
		}
	}
	if err := s.hook("enqueue.spec"); err != nil {
		return err
	}
	order := s.clock().UnixNano()
	if err := writeVia(dir, s.layout.readyPath(order, spec.ID), entry{JobID: spec.ID, Order: order}); err != nil {
		return fmt.Errorf("enqueue %s: %w", spec.ID, err)
	}
	s.logger.Debug("enqueued", "job_id", spec.ID, "scanner", spec.Scanner)
	return nil
}
