package local

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// ErrUnavailable is matched (errors.Is) by the error of every call made
// while the spool directory, or a directory of its layout, is missing or
// not readable and writable: moved away, unmounted, or its permissions
// changed. Such an error is Retryable, never Stale: the worker keeps its
// finished work and running jobs and retries until the spool is back.
var ErrUnavailable = errors.New("spool directory unavailable")

// checkRoot reports, as a Retryable error wrapping ErrUnavailable, whether
// the spool directory is unavailable. The first failure of an outage is
// logged as an error and the recovery as a warning, once each.
func (s *Spool) checkRoot(op string) error {
	problem := s.rootProblem()
	if problem == nil {
		if s.outage.CompareAndSwap(true, false) {
			s.logger.Warn("spool directory is available again", "dir", s.layout.Root)
		}
		return nil
	}
	if s.outage.CompareAndSwap(false, true) {
		s.logger.Error("spool directory is unavailable: jobs wait, finished work is kept, and every call is retried until it is back",
			"dir", s.layout.Root, "err", problem)
	}
	return &transport.Error{Kind: transport.Retryable, Op: op,
		Err: fmt.Errorf("%w: %s: %v (was it moved, unmounted or made unreadable? restore it; nothing is discarded meanwhile)", ErrUnavailable, s.layout.Root, problem)}
}

// rootProblem checks that the spool directory and the directories every
// decision reads exist and can be read and written.
func (s *Spool) rootProblem() error {
	for _, d := range []string{s.layout.Root, s.layout.Jobs(), s.layout.Leased(), s.layout.Ready()} {
		fi, err := os.Stat(d)
		if err != nil {
			return err
		}
		if !fi.IsDir() {
			return fmt.Errorf("%s is not a directory", d)
		}
		if err := syscall.Access(d, 0o7); err != nil {
			return fmt.Errorf("%s: %w", d, err)
		}
	}
	return nil
}

// confirmStale turns a Stale answer into the outage error when the spool
// is unavailable: a job that cannot be found because its spool is gone is
// not stale.
func (s *Spool) confirmStale(op string, err error) error {
	if err == nil || transport.KindOf(err) != transport.Stale {
		return err
	}
	if oerr := s.checkRoot(op); oerr != nil {
		return oerr
	}
	return err
}

// spoolRecord is what a worker's state dir remembers of a spool it created
// or used, so a later start can tell a spool that vanished from one never
// created.
type spoolRecord struct {
	Dir   string    `json:"dir"`
	Since time.Time `json:"since"`
}

const spoolRecordName = "spool.json"

// prepareRoot makes sure the spool directory exists. It creates the spool
// only when this worker's state dir (stateDir, may be empty for library
// use) has no record of using it: the first run with a newly configured
// spool, which is logged. A spool that existed before and is gone now is
// not created again, because that would hide an outage and let new work go
// to an empty spool; Provision succeeds and every call reports the outage.
func (s *Spool) prepareRoot(stateDir string) error {
	rec := filepath.Join(stateDir, spoolRecordName)
	var known spoolRecord
	if stateDir != "" {
		err := state.ReadJSON(rec, 4<<10, &known)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			s.logger.Warn("ignoring an unreadable spool record", "path", rec, "err", err)
			known = spoolRecord{}
		}
	}
	if known.Dir == s.layout.Root {
		if err := s.rootProblem(); err != nil {
			_ = s.checkRoot("provision")
		}
		return nil
	}
	_, statErr := os.Stat(s.layout.Root)
	if err := state.MkdirPrivate(s.layout.Root); err != nil {
		return fmt.Errorf("spool dir: %w", err)
	}
	for _, d := range s.layout.dirs() {
		if err := state.MkdirPrivate(d); err != nil {
			return fmt.Errorf("spool dir: %w", err)
		}
	}
	if errors.Is(statErr, fs.ErrNotExist) {
		s.logger.Info("created the spool directory: first use of this spool by this worker's state dir", "dir", s.layout.Root)
	}
	if stateDir == "" {
		return nil
	}
	data, _ := json.Marshal(spoolRecord{Dir: s.layout.Root, Since: s.clock()})
	if err := state.WriteFileAtomic(rec, data); err != nil {
		return fmt.Errorf("recording the spool in the state dir: %w", err)
	}
	return nil
}
