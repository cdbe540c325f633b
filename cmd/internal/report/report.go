// Package report renders findings for people and tools: a table for a
// terminal, JSON lines for scripts, and SARIF 2.1.0 for code scanning
// services. Each format is a Writer that takes findings one at a time; the
// table and JSON lines stream, SARIF collects and writes one document on
// Close.
package report

import (
	"fmt"
	"io"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Format is an output format name.
type Format string

// Formats.
const (
	FormatTable Format = "table"
	FormatJSON  Format = "json"
	FormatSARIF Format = "sarif"
)

// ParseFormat returns the Format named s, or an error listing the formats.
func ParseFormat(s string) (Format, error) {
	switch f := Format(s); f {
	case FormatTable, FormatJSON, FormatSARIF:
		return f, nil
	}
	return "", fmt.Errorf("format %q: want table, json or sarif", s)
}

// Finding is one finding with where it came from.
type Finding struct {
	// JobID is the job that reported the finding.
	JobID string
	// Target is the target as the user named it (a path argument).
	Target string
	// Location is the finding's file as the user would open it: the
	// workspace path joined to the target, or "archive!path" for a file in
	// an archive. Empty means Finding.Path. Location and Finding.Path hold
	// the exact bytes of the name, which need not be UTF-8; every format
	// shows them losslessly: the table and JSON as EscapePath does, SARIF
	// as a URI that percent-encodes every byte.
	Location string
	// Scanner and ScannerVersion name the scanner that reported it.
	Scanner, ScannerVersion string
	// Commit, for a finding of a git history scan, is the commit that
	// first added the file version holding it; nil otherwise.
	Commit *Commit
	scanner.Finding
}

// Commit describes a git commit.
type Commit struct {
	// ID is the full commit id.
	ID string `json:"id"`
	// Author and Email name the commit's author; Date is the author date
	// in RFC 3339.
	Author string `json:"author"`
	Email  string `json:"email"`
	Date   string `json:"date"`
}

func (f *Finding) location() string {
	if f.Location != "" {
		return f.Location
	}
	return f.Path
}

// shortCommit is the first 12 hex digits of the finding's commit, or "".
func (f *Finding) shortCommit() string {
	if f.Commit == nil {
		return ""
	}
	return f.Commit.ID[:min(12, len(f.Commit.ID))]
}

// Options describe the tool for formats that carry tool metadata (SARIF).
// The zero value is usable.
type Options struct {
	// ToolName names the tool; default "sluice".
	ToolName string
	// ToolVersion is the tool's version; optional.
	ToolVersion string
	// InformationURI is a URL about the tool; optional.
	InformationURI string
	// Rules describe rule ids (descriptions, default severities), as
	// Writer.Describe does; a description given to Describe wins. Rules
	// that findings name but neither describes are described from the
	// findings.
	Rules []scanner.Rule
	// Scanners lists the scanners that ran (package/scanner); SARIF
	// names them in the invocation, so a log without results still says
	// what ran.
	Scanners []string
	// ScannerColumn makes the table show each finding's scanner, for
	// output that merges several scanners.
	ScannerColumn bool
	// SourceRoot, an absolute directory, makes SARIF artifact URIs
	// relative to it (uriBaseId %SRCROOT%, which originalUriBaseIds maps
	// to SourceRoot's file URI). A relative location is taken from the
	// current directory. Empty: relative locations stay relative to
	// %SRCROOT% and absolute ones become file URIs.
	SourceRoot string
}

// Writer writes findings in one format. It is not safe for concurrent
// use. Close must be called once, after the last Write; it does not close
// the underlying io.Writer.
type Writer interface {
	Write(f Finding) error
	// Job records the outcome of one job; it is called once per job of
	// the scan, after that job's findings.
	Job(j Job) error
	// Describe adds the scanners' descriptions of rules (a result
	// bundle's rule records), for formats that describe rules (SARIF).
	// The first description of a rule id wins. It may come before or
	// after the findings of the rule, until Close.
	Describe(rules []scanner.Rule)
	Close() error
}

// New returns a Writer of format f on w.
func New(f Format, w io.Writer, opt Options) (Writer, error) {
	switch f {
	case FormatTable:
		t := NewTable(w)
		t.scannerColumn = opt.ScannerColumn
		return t, nil
	case FormatJSON:
		return NewJSONLines(w), nil
	case FormatSARIF:
		return NewSARIF(w, opt), nil
	}
	return nil, fmt.Errorf("report: unknown format %q", f)
}
