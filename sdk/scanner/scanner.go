// Package scanner is the API a scanner author writes against. A scanner is
// written once and runs in every Sluice backend: as a plain executable
// (sdk/stdio), a WASI guest, or a go-plugin server.
//
// There are two kinds of scanner. A TreeScanner gets the workspace as a
// read-only fs.FS and walks it itself. A Detector declares keywords in its
// Info; the host walks the workspace, runs one multi-keyword pass over each
// chunk and calls Detect only with the windows around keyword hits.
//
// This package has no dependencies outside the standard library and never
// will: importing it must not pull in the worker.
package scanner

import (
	"context"
	"io/fs"
)

// Kind says how a scanner consumes the workspace.
type Kind string

const (
	// KindTree scanners walk the workspace themselves.
	KindTree Kind = "tree"
	// KindDetector scanners receive windows around keyword hits.
	KindDetector Kind = "detector"
)

// Info describes a scanner. It must be constant for the life of a process.
type Info struct {
	// Name is the scanner's name: 1..64 of [a-z0-9_-].
	Name string `json:"name"`
	// Version is the scanner's own version string, for reports.
	Version string `json:"version"`
	// Kind is KindTree or KindDetector.
	Kind Kind `json:"kind"`
	// Keywords are the literal strings, matched ASCII case-insensitively, at
	// least one of which occurs in or near every match of a Detector. Required
	// for detectors, ignored for tree scanners.
	Keywords []string `json:"keywords,omitempty"`
	// MaxMatchBytes is the longest match a Detector can report, in bytes.
	// The host overlaps chunks by at least this much and hands Detect a
	// window of this many bytes on each side of a keyword hit. Zero means
	// DefaultMaxMatchBytes.
	MaxMatchBytes int `json:"max_match_bytes,omitempty"`
	// Rules describes every rule id the scanner may report, for SARIF and
	// tables. Optional.
	Rules []Rule `json:"rules,omitempty"`
	// PathPatterns are regular expressions (Go's regexp syntax) for files
	// a Detector reports by their path alone, whatever they hold: a
	// PKCS#12 keystore (.p12) is a finding wherever it lies, and it is
	// binary, so no keyword would ever lead to it. For every file the host
	// walks whose slash path matches one of them and that is not empty
	// (an empty file holds no secret), Detect is called once
	// with a path window (see Window.PathOnly) before any window of the
	// file's content, even when the content is skipped (binary, or over
	// the file size limit). At most MaxPathPatterns patterns, each at most
	// MaxPathPatternLen bytes. Optional; ignored for tree scanners.
	PathPatterns []string `json:"path_patterns,omitempty"`
}

// Rule describes one kind of finding, for reports: SARIF writes each field
// into the rule of the same meaning (shortDescription, fullDescription,
// help, helpUri, properties.tags, defaultConfiguration). Only ID is
// required; the limits are in Info.Validate.
type Rule struct {
	ID string `json:"id"`
	// Description says in one sentence what the rule finds.
	Description string `json:"description,omitempty"`
	// Severity is the severity of the rule's findings.
	Severity Severity `json:"severity,omitempty"`
	// FullDescription says more than Description: how the rule decides,
	// what it checks. Empty means Description.
	FullDescription string `json:"full_description,omitempty"`
	// Help tells a user what to do about a finding, as plain text.
	Help string `json:"help,omitempty"`
	// HelpURI is an absolute http or https URL of the rule's documentation.
	HelpURI string `json:"help_uri,omitempty"`
	// Tags classify the rule ("cloud", "aws"): each 1..MaxRuleTagLen
	// printable ASCII bytes, at most MaxRuleTags of them.
	Tags []string `json:"tags,omitempty"`
	// Aliases are the ids other tools give the rules this rule stands for
	// (Gitleaks' "aws-access-token" for "aws-access-key-id"), so that an
	// ignore file or a baseline written for those tools names it: at most
	// MaxRuleAliases, each 1..MaxRuleIDLen bytes of UTF-8.
	Aliases []string `json:"aliases,omitempty"`
}

// Scanner is what every scanner implements. A value implements Scanner plus
// exactly one of TreeScanner or Detector, matching Info().Kind.
type Scanner interface {
	Info() Info
}

// TreeScanner walks the workspace itself. fsys is read-only and rooted at the
// workspace; it cannot reach outside it. Scan returns when the walk ends, ctx
// is done, or out returns an error (which Scan must then return).
type TreeScanner interface {
	Scanner
	ScanTree(ctx context.Context, req *Request, fsys fs.FS, out Reporter) error
}

// Detector examines windows of file content around keyword hits. Detect may
// be called concurrently from several goroutines with different windows.
// Findings it reports carry offsets relative to Window.Data; the host
// (sdk/detect) rebases them to file offsets and fills Line, Column and an
// empty Path.
type Detector interface {
	Scanner
	Detect(ctx context.Context, w *Window, out Reporter) error
}

// Request describes the job a scanner is running for.
type Request struct {
	JobID   string            `json:"job_id"`
	Attempt int               `json:"attempt"`
	Options map[string]string `json:"options,omitempty"`
}

// Window is a slice of one file's content around one or more keyword
// hits, or a path window: one with no Data, for a file whose path matches
// one of Info.PathPatterns. A finding from a path window is about the file
// itself: its offsets are both 0, it has no Match, and the host leaves its
// Line and Column 0.
type Window struct {
	// Path is the file's slash-separated path relative to the workspace.
	Path string
	// Offset is the absolute byte offset of Data[0] within the file.
	Offset int64
	// Data is the window's bytes. It is valid only during the Detect call.
	Data []byte
	// Request is the job the window belongs to.
	Request *Request
}

// PathOnly reports whether w is a path window: it carries no content,
// only the path of a file that matches one of Info.PathPatterns. A
// content window always holds at least a keyword.
func (w *Window) PathOnly() bool { return len(w.Data) == 0 }

// Reporter receives what a scanner finds. Its methods are safe for
// concurrent use. An error from Finding means the scan must stop (the host
// is over a limit or the job was cancelled).
type Reporter interface {
	Finding(f Finding) error
	Progress(p Progress)
	Log(level Level, msg string)
}

// Progress is a cumulative count of work done.
type Progress struct {
	Files int64 `json:"files"`
	Bytes int64 `json:"bytes"`
	// SkippedBinary counts the files of Files that were not scanned
	// because they look binary (a NUL byte in their first 8 KiB), which
	// the host's detector engine skips unless told otherwise.
	SkippedBinary int64 `json:"skipped_binary,omitempty"`
}

// Level is a log level.
type Level string

const (
	LevelDebug Level = "debug"
	LevelInfo  Level = "info"
	LevelWarn  Level = "warn"
	LevelError Level = "error"
)
