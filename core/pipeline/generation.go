package pipeline

import (
	"errors"
	"os"
	"syscall"

	"github.com/sluicehq/sluice/internal/state"
)

// executingSuffix names a slot's executing marker: slots/<n>.executing.
const executingSuffix = ".executing"

// maxMarkerBytes bounds the executing marker read back at a restart.
const maxMarkerBytes = 64

// markExecuting records that generation gen is about to load and run its
// scanner. The marker is what tells the next start that a worker which
// died was running the scanner, the only kind of death that counts toward
// the crash-loop guard. It is written without fsync: it must outlive the
// worker process (the page cache does), not a power loss of the machine,
// after which a lost marker only means one death is not counted.
func (s *slot) markExecuting(gen string) error {
	path := s.w.lay.executingPath(s.n)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, state.FileMode)
	if err != nil {
		return &FatalError{Slot: s.n, Op: "marking the scanner as running", Err: err}
	}
	_, werr := f.WriteString(gen)
	if err := errors.Join(werr, f.Close()); err != nil {
		return &FatalError{Slot: s.n, Op: "marking the scanner as running", Err: err}
	}
	return nil
}

// clearExecuting removes the executing marker: the scanner is no longer
// running, or its run ended in a way that does not count.
func (s *slot) clearExecuting() {
	if err := os.Remove(s.w.lay.executingPath(s.n)); err != nil && !errors.Is(err, os.ErrNotExist) {
		s.log.Warn("removing the executing marker", "err", err)
	}
}

// diedExecuting reports whether the worker died while the slot's current
// generation ran its scanner: the executing marker names that generation.
func (s *slot) diedExecuting() bool {
	if s.file == nil || s.file.Generation == "" {
		return false
	}
	data, err := state.ReadFile(s.w.lay.executingPath(s.n), maxMarkerBytes)
	return err == nil && string(data) == s.file.Generation
}

// countedFailures returns the failed generations of the current assignment,
// including the last generation when it has failed but is not counted
// durably yet: its scanner failed in this process (failedPending), or the
// worker died while it ran.
func (s *slot) countedFailures() int {
	n := s.file.FailedGenerations
	switch {
	case s.failedPending:
		n++
	case s.diedExecuting():
		n++
		s.log.Warn("the previous generation died while its scanner ran; it counts toward the crash-loop guard",
			"job", s.file.Assignment.Key(), "failed_generations", n, "max_generations", s.w.cfg.MaxGenerations)
	}
	return n
}
