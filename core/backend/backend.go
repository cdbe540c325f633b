// Package backend defines how a worker runs a verified scanner: a Backend
// loads a scanner once into an Instance that then serves many jobs.
// Plugins under plugins/backend implement it (subprocess, wasm, goplugin).
package backend

import (
	"context"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Backend starts scanners of one execution kind.
type Backend interface {
	// Load prepares a verified scanner for use (compile, start, check its
	// info). Load is called once per scanner per worker and may be slow.
	Load(ctx context.Context, s *Scanner) (Instance, error)
	// Close releases everything the backend holds.
	Close() error
}

// Instance runs jobs for one loaded scanner. Scan is safe for concurrent use.
type Instance interface {
	// Info is the scanner's self-description, checked against its manifest
	// at Load.
	Info() scanner.Info
	// Scan runs one job over a prepared workspace, sending findings to sink,
	// and returns when the scanner ends, ctx is done or req.Deadline passes.
	// A failure is a *Failure.
	Scan(ctx context.Context, req *Request, sink Sink) error
	Close() error
}

// ListingWalker is implemented by an Instance that can scan a workspace
// by its Request.Listing alone, reading only the entries the listing
// names. Such an instance may be given an in-place view whose listing
// leaves entries out (prepare.Result.ListingOnly); any other is given a
// copy of the listed files.
type ListingWalker interface {
	WalksListing() bool
}

// Scanner is a scanner entry of a verified package, with its files already
// copied into the worker's private store.
type Scanner struct {
	// Package and Name give the scanner's full name "package/name".
	Package string
	Name    string
	// Backend is the backend name without namespace ("subprocess").
	Backend string
	// Entry is the absolute path of the verified entry file in the store.
	Entry string
	// EntryDigest is the sha256 of Entry, lowercase hex.
	EntryDigest string
	// EntryBytes, when not nil, are the bytes of Entry that the package
	// store verified against EntryDigest and kept in memory (the
	// WebAssembly entries of a package built into the worker binary). A
	// backend that loads its entry rather than executing it may use them
	// instead of reading Entry and hashing it again. They are shared by
	// every copy of the Scanner and must not be modified.
	EntryBytes []byte
	// PackageDigest identifies the package (sha256 of its manifest).
	PackageDigest string
	// Keywords and Capabilities come from the manifest.
	Keywords     []string
	Capabilities []string
	// Limits from the manifest, zero meaning backend default.
	MaxMemoryBytes int64
	// Data are the scanner's data files (the manifest's data, then any the
	// operator added for this run), handed to it at load in this order.
	Data []DataFile
	// AddedData says the operator added data files after the manifest's
	// (such as worker scan --rules): they may change the keywords the
	// scanner declares, so CheckInfo does not compare them with Keywords.
	AddedData bool
}

// DataFile is one data file of a scanner: a verified package file in the
// store, or a file the operator added.
type DataFile struct {
	// Name is the file's path in the package, or the name given to an
	// added file.
	Name string
	// Path is the absolute path of the file to read.
	Path string
}

// FullName returns "package/name".
func (s *Scanner) FullName() string { return s.Package + "/" + s.Name }

// Request is one job run.
type Request struct {
	Identity job.Identity
	// Generation is the random id of this runner generation; outcomes from
	// older generations are fenced off.
	Generation string
	// Workspace is the absolute path of the prepared, read-only workspace.
	Workspace string
	// Listing, when not nil, is the preparer's listing of Workspace (see
	// prepare.Result.Listing). A backend that walks Workspace in the
	// worker's process may walk it instead of reading each directory
	// again; one that starts a process ignores it.
	Listing *dirfs.Listing
	// Deadline is absolute; the backend kills the scanner at it.
	Deadline time.Time
	// Scan is what the scanner is told about the job.
	Scan scanner.Request
	// Limits bound what the scanner may produce.
	Limits Limits
}

// Limits bound one run.
type Limits struct {
	// MaxFindings is limits.max_findings. The pipeline enforces it (its
	// sink refuses the finding past it); a backend may hand it to the
	// scanner so it stops early, and never re-defaults it: zero means no
	// bound of the backend's own.
	MaxFindings     int
	MaxOutputBytes  int64 // protocol bytes read from the scanner
	MaxCaptureBytes int   // stdout/stderr kept for diagnostics
	KillGrace       time.Duration
	MaxMemoryBytes  int64
	MaxFileBytes    int64 // largest file a detector host reads
}

// Sink receives a run's events. Methods are safe for concurrent use. An
// error from Finding stops the run (limit reached).
type Sink interface {
	Finding(f scanner.Finding) error
	Progress(p scanner.Progress)
	Log(level scanner.Level, msg string)
}

// Plugins is the typed registry namespace of Backend plugins ("backend.<name>"):
// a plugin registers with Plugins.Register, which checks in init that it
// implements Backend, and the worker instantiates it typed.
var Plugins = registry.NewNamespace[Backend]("backend")
