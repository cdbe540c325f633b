package sandbox

import "github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"

// The init's side of the sandbox lives in package sbinit, which depends on
// few packages so that Go initialises it, and runs a re-executed worker's
// role, before the rest of the worker (docs/RATIONALE.md). What the two
// sides share is defined there.

// File is one file mounted read-only (and not executable) into the
// sandbox, at DataDir/Name: a data file of the scanner's package (its
// verified copy in the worker's store) or one the operator added.
type File = sbinit.File

// Rlimit is one resource limit the init sets on the scanner (prlimit(2))
// while it is stopped at exec, before its first instruction; a limit is
// never raised above the inherited hard limit.
type Rlimit = sbinit.Rlimit

// DataDir is where, in the sandbox, a scanner finds its data files
// (Job.Files), each at its name.
const DataDir = sbinit.DataDir

// WorkspacesDir is where, in a sandbox started with Job.Workspaces, the
// workspaces of jobs are mounted (Cmd.MountWorkspace).
const WorkspacesDir = sbinit.WorkspacesDir
