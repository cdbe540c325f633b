//go:build linux

package hostproc

import (
	"fmt"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// Leader is the process whose leftovers Sweep removes: a child of the
// calling process that leads its own process group (Setpgid) or session
// (Setsid) and is not yet reaped, so that neither its pid nor its group id
// can be reused while the sweep runs.
type Leader struct {
	// Pid is the leader's pid, which is also its process group id.
	Pid int
	// StartTicks is the leader's start time (Stat.StartTicks).
	StartTicks uint64
	// Session says the leader also leads its own session (setsid): every
	// process in that session is a leftover. Otherwise only its process
	// group is (its session is the worker's).
	Session bool
}

// SweepResult says what a sweep did.
type SweepResult struct {
	// Killed counts the leftovers the sweep saw besides the leader's
	// process group (each is signalled and, if a child, reaped).
	Killed int
	// Err is set when leftovers survived the sweep's timeout, or /proc
	// could not be listed.
	Err error
}

// Sweep kills and reaps what is left of the leader's process tree:
//
//   - the leader's process group (SIGKILL to -Pid; the leader too, if it
//     still runs);
//   - every process in the leader's session when Session is set;
//   - every process whose parent is a leftover;
//   - every process in the group or session of a leftover that leads it;
//   - every child of the caller outside the caller's process group,
//     started no earlier than the leader, and not registered with
//     StartLive. With the caller a child subreaper (BecomeSubreaper), that
//     is a descendant that left the leader's group or session and lost its
//     parent: a plugin or scanner that crashed leaves such orphans, and so
//     does a daemon forked the classic way, which leads neither its group
//     nor its session.
//
// The caller's own group and session are never treated as the leader's
// (a process in the caller's group is a leftover only as a descendant of
// one), and a live process is never touched.
// Each process is killed through a pidfd after checking its start time, so
// a recycled pid is never signalled, and only leftovers that are the
// caller's children are reaped, each by its pid (never wait(-1)), so no
// other component's exit status is stolen. The leader itself is left to
// the caller to reap. Sweep repeats until a pass finds nothing, because
// killing a process re-parents its children to the caller; it gives up
// after timeout with SweepResult.Err set.
func Sweep(l Leader, timeout time.Duration) SweepResult {
	sw := sweeper{
		self:     os.Getpid(),
		selfPgid: unix.Getpgrp(),
		leader:   l,
		groups:   map[int]bool{l.Pid: true},
		sessions: map[int]bool{},
	}
	sw.selfSid, _ = unix.Getsid(0)
	if l.Session {
		sw.sessions[l.Pid] = true
	}
	deadline := time.Now().Add(timeout)
	backoff := time.Millisecond
	var res SweepResult
	for {
		_ = unix.Kill(-l.Pid, unix.SIGKILL)
		found, err := sw.pass()
		res.Killed += found
		if err == nil && found == 0 {
			return res
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("%d processes left by %d still alive after %s", found, l.Pid, timeout)
			}
			res.Err = err
			return res
		}
		// Polling with a deadline: killed processes take a moment to exit
		// and be re-parented.
		time.Sleep(backoff)
		backoff = min(backoff*2, 50*time.Millisecond)
	}
}

// sweeper is the state of one Sweep: the groups and sessions known to hold
// only leftovers.
type sweeper struct {
	self, selfPgid, selfSid int
	leader                  Leader
	groups, sessions        map[int]bool
}

// pass kills the leftovers once and reaps those that are zombie children
// of the caller. It returns how many leftovers it saw.
func (sw *sweeper) pass() (int, error) {
	live.mu.RLock()
	defer live.mu.RUnlock()
	procs, err := AllProcs()
	if err != nil {
		return 0, fmt.Errorf("listing processes: %w", err)
	}
	// Grow the sets to a fixpoint first, so descendants of leftovers found
	// late in the list are recognised in this same pass.
	victims := map[int]bool{}
	for changed := true; changed; {
		changed = false
		for _, p := range procs {
			if victims[p.Pid] || !sw.isLeftover(p, victims) {
				continue
			}
			victims[p.Pid] = true
			changed = true
			if p.Sid == p.Pid && p.Sid != sw.selfSid {
				sw.sessions[p.Sid] = true
			}
			if p.Pgid == p.Pid && p.Pgid != sw.selfPgid {
				sw.groups[p.Pgid] = true
			}
		}
	}
	for _, p := range procs {
		if !victims[p.Pid] {
			continue
		}
		if p.State != 'Z' {
			killVerified(p)
		}
		if p.PPid == sw.self {
			reapIfDead(p.Pid)
		}
	}
	return len(victims), nil
}

// isLeftover reports whether p belongs to the leader's tree, given the
// leftovers found so far. The caller holds live.mu.
func (sw *sweeper) isLeftover(p Stat, victims map[int]bool) bool {
	if p.Pid == sw.self || p.Pid == sw.leader.Pid || live.pids[p.Pid] {
		return false
	}
	if victims[p.PPid] || p.PPid == sw.leader.Pid {
		return true
	}
	if p.Pgid == sw.selfPgid {
		// In the caller's own group: only a descendant of a leftover.
		return false
	}
	switch {
	case sw.groups[p.Pgid], sw.sessions[p.Sid]:
		return true
	}
	// A child of the caller outside its group, not live: with the caller a
	// subreaper, an orphan of a tree that left it. It need not lead its
	// group or session: a daemon forked the classic way (fork, setsid,
	// fork, exit) leads neither, and its session's leader is gone.
	return p.PPid == sw.self && p.StartTicks >= sw.leader.StartTicks
}

// killVerified sends SIGKILL to p through a pidfd after checking, with the
// pidfd held, that the pid still names the same process.
func killVerified(p Stat) {
	fd, err := unix.PidfdOpen(p.Pid, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	now, err := ReadStat(p.Pid)
	if err != nil || now.StartTicks != p.StartTicks {
		return
	}
	_ = unix.PidfdSendSignal(fd, unix.SIGKILL, nil, 0)
}

// reapIfDead reaps the caller's child pid if it has exited. It never waits
// for any other pid, so it cannot steal another component's exit status.
func reapIfDead(pid int) {
	var ws unix.WaitStatus
	for {
		_, err := unix.Wait4(pid, &ws, unix.WNOHANG, nil)
		if err != unix.EINTR {
			return
		}
	}
}

// WaitExit blocks until the child pid exits, without reaping it, so its
// pid and process group stay reserved until the caller reaps it.
func WaitExit(pid int) error {
	for {
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			return err
		}
	}
}
