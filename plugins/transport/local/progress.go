package local

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"unicode/utf8"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/strictjson"
)

// Limits of the progress journal.
const (
	// MaxProgressEvents caps the events of one Progress call.
	MaxProgressEvents = 1000
	// MaxProgressMessage caps an event's Message; longer ones are cut.
	MaxProgressMessage = 1024
	// MaxProgressBytes caps one attempt's journal. Events past it are
	// accepted and dropped with a log line: progress never blocks a slot.
	MaxProgressBytes = 1 << 20
	// progressTail is how much of the journal's end is read to find the
	// last recorded seq; it holds several of the longest possible lines.
	progressTail = 16 << 10
)

// Progress appends events to the journal of a's attempt
// (jobs/<id>/progress/<attempt>.jsonl), one JSON line each, in Seq order.
// Events whose Seq is not above the last recorded one are replays and are
// skipped without error. Events must name a's job and attempt (empty or
// zero fields are filled in). A Stale error means a no longer holds its
// lease.
func (s *Spool) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) (err error) {
	const op = "progress"
	defer func() { err = s.confirmStale(op, err) }()
	if err := s.begin(ctx, op); err != nil {
		return err
	}
	if err := checkAssignment(op, a); err != nil {
		return err
	}
	if len(events) > MaxProgressEvents {
		return transport.Errorf(transport.Fatal, op, "%s: %d events in one call, over the limit of %d", a.Key(), len(events), MaxProgressEvents)
	}
	evs := slices.Clone(events)
	for i := range evs {
		ev := &evs[i]
		if ev.JobID == "" {
			ev.JobID = a.Spec.ID
		}
		if ev.Attempt == 0 {
			ev.Attempt = a.Attempt
		}
		if ev.JobID != a.Spec.ID || ev.Attempt != a.Attempt {
			return transport.Errorf(transport.Fatal, op, "event seq %d names %s/%d but the assignment is %s", ev.Seq, ev.JobID, ev.Attempt, a.Key())
		}
		ev.Message = truncateUTF8(ev.Message, MaxProgressMessage)
		ev.Phase = truncateUTF8(ev.Phase, 64)
	}
	slices.SortStableFunc(evs, func(x, y transport.ProgressEvent) int {
		switch {
		case x.Seq < y.Seq:
			return -1
		case x.Seq > y.Seq:
			return 1
		}
		return 0
	})
	lk, err := s.lockAssignment(op, a)
	if err != nil {
		return err
	}
	defer lk.unlock()
	e, err := s.liveLease(a, false)
	if err != nil {
		return fmt.Errorf("progress %s: %w", a.Key(), err)
	}
	if e == nil {
		return transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
	}
	if err := s.appendProgress(a, evs); err != nil {
		return fmt.Errorf("progress %s: %w", a.Key(), err)
	}
	return nil
}

func truncateUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// appendProgress appends the events above the journal's last seq. A torn
// last line (a crash mid-append) is cut off first; a journal whose last
// line is not an event is quarantined and started afresh.
func (s *Spool) appendProgress(a *job.Assignment, evs []transport.ProgressEvent) error {
	path := s.layout.progressPath(a.Spec.ID, a.Attempt)
	if err := state.MkdirPrivate(filepath.Dir(path)); err != nil {
		return err
	}
	f, err := s.openJournal(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := s.hook("progress.opened"); err != nil {
		return err // the journal may exist and be empty
	}
	size, last, err := journalTail(f)
	if err != nil {
		f.Close()
		s.quarantine(path, err)
		if f, err = s.openJournal(path); err != nil {
			return err
		}
		defer f.Close()
		size, last = 0, 0
	}
	var buf bytes.Buffer
	have := size > 0 // whether last is a recorded seq
	for _, ev := range evs {
		if have && ev.Seq <= last {
			continue
		}
		have = true
		line, err := json.Marshal(ev)
		if err != nil {
			return err
		}
		buf.Write(line)
		buf.WriteByte('\n')
		last = ev.Seq
	}
	if buf.Len() == 0 {
		return nil
	}
	if size+int64(buf.Len()) > MaxProgressBytes {
		s.logger.Warn("progress journal full; dropping events", "job_id", a.Spec.ID, "attempt", a.Attempt,
			"limit_bytes", MaxProgressBytes, "dropped_bytes", buf.Len())
		return nil
	}
	if _, err := f.WriteAt(buf.Bytes(), size); err != nil {
		return err
	}
	if err := s.hook("progress.written"); err != nil {
		return err
	}
	return f.Sync()
}

func (s *Spool) openJournal(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, state.FileMode)
	if err != nil {
		return nil, fmt.Errorf("opening progress journal: %w", err)
	}
	return f, nil
}

// journalTail returns the journal's length up to its last complete line
// (truncating a torn tail) and the seq of that line (0 when empty).
func journalTail(f *os.File) (size int64, last uint64, err error) {
	fi, err := f.Stat()
	if err != nil {
		return 0, 0, err
	}
	if !fi.Mode().IsRegular() {
		return 0, 0, fmt.Errorf("progress journal is not a regular file")
	}
	size = fi.Size()
	if size == 0 {
		return 0, 0, nil
	}
	start := max(0, size-progressTail)
	buf := make([]byte, size-start)
	if _, err := f.ReadAt(buf, start); err != nil && err != io.EOF {
		return 0, 0, err
	}
	end := bytes.LastIndexByte(buf, '\n')
	if end < 0 {
		if start == 0 { // one torn line and nothing else
			return 0, 0, f.Truncate(0)
		}
		return 0, 0, fmt.Errorf("progress journal has a line longer than %d bytes", progressTail)
	}
	if int64(end+1) != int64(len(buf)) {
		size = start + int64(end+1)
		if err := f.Truncate(size); err != nil {
			return 0, 0, err
		}
	}
	body := buf[:end]
	line := body[bytes.LastIndexByte(body, '\n')+1:]
	var ev transport.ProgressEvent
	if err := strictjson.Decode(line, &ev); err != nil {
		return 0, 0, fmt.Errorf("progress journal's last line: %w", err)
	}
	return size, ev.Seq, nil
}
