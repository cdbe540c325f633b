package pipeline

// legacyExecutingSuffix named a version 1 slot's executing marker,
// slots/<n>.executing; version 2 keeps it in the slot record.
const legacyExecutingSuffix = ".executing"

// maxMarkerBytes bounds a version 1 executing marker read back at a
// restart.
const maxMarkerBytes = 64

// markExecuting records that generation gen is about to load and run its
// scanner. The mark is what tells the next start that a worker which died
// was running the scanner, the only kind of death that counts toward the
// crash-loop guard. It is written into the slot record without fsync: it
// must outlive the worker process (the page cache does), not a power loss
// of the machine, after which a lost mark only means one death is not
// counted.
func (s *slot) markExecuting(gen string) error {
	f := *s.file
	f.Executing = gen
	if err := s.writeRecord(&f, false); err != nil {
		return &FatalError{Slot: s.n, Op: "marking the scanner as running", Err: err}
	}
	return nil
}

// clearExecuting removes the executing mark: the scanner is no longer
// running, or its run ended in a way that does not count.
func (s *slot) clearExecuting() {
	if s.file == nil || s.file.Executing == "" {
		return
	}
	f := *s.file
	f.Executing = ""
	if err := s.writeRecord(&f, false); err != nil {
		s.log.Warn("clearing the executing mark", "err", err)
	}
}

// diedExecuting reports whether the worker died while the slot's current
// generation ran its scanner: the executing mark names that generation.
func (s *slot) diedExecuting() bool {
	return s.file != nil && s.file.Generation != "" && s.file.Executing == s.file.Generation
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
