package local

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// Size caps for files read back from the spool. Every JSON read is strict
// (unknown fields and trailing data are errors) and capped.
const (
	// MaxSpecBytes caps the encoded job spec (spec.json).
	MaxSpecBytes = job.MaxSpecBytes
	// maxRecordBytes caps entry, request and attempt records. An attempt
	// record holds at most one terminal report of MaxReportBytes.
	maxRecordBytes = 64 << 10
)

// Outcomes of one attempt, as stored in attempts/<n>.json.
const (
	outcomeBundle    = "bundle"
	outcomeTerminal  = "terminal"
	outcomeExpired   = "expired"
	outcomeCancelled = "cancelled"
	// outcomeReleased: the worker gave the job back for a fault of its
	// own (transport.Releaser); the attempt does not count.
	outcomeReleased = "released"
)

// entry is the content of a job's entry file in ready/, leased/, done/,
// failed/ or cancelled/. The directory, not the content, says the state: the
// file moves by rename and keeps the content it last had, so only a leased
// entry whose RequestID equals the request id in its name carries a live
// lease. A leased entry with another RequestID is a claim that crashed
// between the rename and the lease write; it is completed on sight.
type entry struct {
	JobID        string    `json:"job_id"`
	Attempt      int       `json:"attempt,omitempty"`
	Order        int64     `json:"order,omitempty"`
	RequestID    string    `json:"request_id,omitempty"`
	WorkerID     string    `json:"worker_id,omitempty"`
	Slot         int       `json:"slot,omitempty"`
	Lease        string    `json:"lease,omitempty"`
	LeaseExpires time.Time `json:"lease_expires,omitzero"`
	ScanDeadline time.Time `json:"scan_deadline,omitzero"`
	Claimed      time.Time `json:"claimed,omitzero"`
}

// requestRecord is requests/<request_id>: the claim index. It is written
// (under the job lock) before the ready entry is renamed, so a request
// record whose attempt never reached leased/ is an intent that did not
// commit.
type requestRecord struct {
	JobID    string `json:"job_id"`
	Attempt  int    `json:"attempt"`
	WorkerID string `json:"worker_id,omitempty"`
	Slot     int    `json:"slot,omitempty"`
	// ScanTimeout is the claim's effective default scan timeout.
	ScanTimeout job.Duration `json:"scan_timeout,omitempty"`
}

// attemptRecord is jobs/<id>/attempts/<n>.json: how attempt n ended. Writing
// it is the commit point of every ending (deliver, report, expiry, cancel);
// moving the entry to Next is the second, repeatable step.
type attemptRecord struct {
	JobID     string `json:"job_id"`
	Attempt   int    `json:"attempt"`
	RequestID string `json:"request_id"`
	// Outcome is bundle, terminal, expired or cancelled.
	Outcome string `json:"outcome"`
	// Next is the state the job's entry moves to: ready, done, failed or
	// cancelled.
	Next string `json:"next"`
	// Order is the ready order when Next is ready.
	Order   int64              `json:"order,omitempty"`
	Receipt *transport.Receipt `json:"receipt,omitempty"`
	Bundle  string             `json:"bundle,omitempty"`
	// Partial is set when the accepted bundle does not cover the whole
	// target (transport.BundleRef.Partial).
	Partial *transport.Partial `json:"partial,omitempty"`
	// Released is why the worker gave the job back (outcome released).
	Released string                    `json:"released,omitempty"`
	Report   *transport.TerminalReport `json:"report,omitempty"`
	Ended    time.Time                 `json:"ended"`
}

// errBadRecord marks a file whose content could not be decoded; callers
// quarantine it.
var errBadRecord = errors.New("bad record")

// readRecord reads a strict, capped JSON record. A missing file returns an
// error matching fs.ErrNotExist; any other unreadable content wraps
// errBadRecord.
func readRecord(path string, maxBytes int64, v any) error {
	err := state.ReadJSON(path, maxBytes, v)
	if err == nil || errors.Is(err, fs.ErrNotExist) {
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && !errors.Is(err, fs.ErrNotExist) && pe.Op == "open" {
		return err // permission or I/O trouble, not bad content
	}
	return fmt.Errorf("%w: %w", errBadRecord, err)
}

// writeVia writes v as JSON to dest atomically. The temp file is created in
// tmpDir (a job directory, whose temps are swept under the job lock), so no
// temp file ever appears in the shared state directories.
func writeVia(tmpDir, dest string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding %s: %w", filepath.Base(dest), err)
	}
	return writeBytesVia(tmpDir, dest, append(data, '\n'))
}

// writeBytesVia writes data to dest atomically through a temp file in tmpDir:
// write, fsync, rename, fsync the destination directory.
func writeBytesVia(tmpDir, dest string, data []byte) error {
	return state.Durable.WriteAtomicVia(tmpDir, dest, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// move renames from to to and makes the rename durable in both directories.
func move(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return err
	}
	if err := state.SyncDir(filepath.Dir(to)); err != nil {
		return err
	}
	if filepath.Dir(from) != filepath.Dir(to) {
		return state.SyncDir(filepath.Dir(from))
	}
	return nil
}

// moveEnded moves the leased entry of an attempt whose final ending
// (done, failed or cancelled) is committed by its attempt record into the
// end directory, and fsyncs only that directory. leased/ is not fsynced:
// if a power loss brings the leased name back, the job has two entries, the
// end entry and a leased entry whose attempt record is written, and every
// reader settles that pair: the sweep (leaseSettled does not skip a lease
// whose attempt has a record), Status, Renew, Deliver, Report and JobResult
// all call settleLease, which renames the leased name over the end entry
// again (the same inode). Nothing claims a job that has an end entry, and
// locate looks at the end directories first, so the extra name is never
// taken for a live lease. The name that came back is a second link to the
// end entry's inode, and rename(2) of one link onto another of the same
// inode does nothing, so it is then removed. A retry (next state ready)
// keeps both fsyncs: a leased name that came back next to a ready entry
// that was claimed again meanwhile would be settled by moving it to ready
// a second time.
func moveEnded(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return err
	}
	if fi, err := os.Lstat(from); err == nil {
		if ti, err := os.Lstat(to); err == nil && os.SameFile(fi, ti) {
			if err := os.Remove(from); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	return state.SyncDir(filepath.Dir(to))
}

// moveFromTemp renames the temp file from to to and makes the new name
// durable. The old name's directory is not fsynced: a temp name that comes
// back after a power loss is a leftover copy in the job's incoming/, of the
// kind the ending's cleanup removes (without an fsync, so the same can
// happen today): nothing reads it, a repeated delivery of that attempt
// cleans it up, and otherwise it only takes space.
func moveFromTemp(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return err
	}
	return state.SyncDir(filepath.Dir(to))
}

func exists(path string) (bool, error) {
	_, err := os.Lstat(path)
	if err == nil {
		return true, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return false, err
}

// readNames lists the names in dir; a missing dir is empty.
func readNames(dir string) ([]string, error) {
	f, err := os.Open(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	defer f.Close()
	names, err := f.Readdirnames(-1)
	if err != nil {
		return nil, fmt.Errorf("listing %s: %w", dir, err)
	}
	return names, nil
}
