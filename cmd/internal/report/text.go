package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"
	"unicode"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Table writes one finding per row under a LOCATION, SEVERITY, RULE,
// MATCH, MESSAGE header (with a SCANNER column after RULE when
// Options.ScannerColumn is set), aligned with a tabwriter, so rows are
// buffered until Close. Text a terminal could interpret is quoted.
// Nothing is written when there are no findings.
type Table struct {
	tw            *tabwriter.Writer
	rows          int
	scannerColumn bool
}

// NewTable returns a Table on w.
func NewTable(w io.Writer) *Table { return &Table{tw: tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)} }

// Write adds a row.
func (t *Table) Write(f Finding) error {
	if t.rows == 0 {
		if t.scannerColumn {
			fmt.Fprintln(t.tw, "LOCATION\tSEVERITY\tRULE\tSCANNER\tMATCH\tMESSAGE")
		} else {
			fmt.Fprintln(t.tw, "LOCATION\tSEVERITY\tRULE\tMATCH\tMESSAGE")
		}
	}
	t.rows++
	loc := EscapePath(f.location())
	if c := f.shortCommit(); c != "" {
		loc = c + ":" + loc // git's <commit>:<path>
	}
	if f.Line > 0 {
		loc += ":" + strconv.Itoa(f.Line)
		if f.Column > 0 {
			loc += ":" + strconv.Itoa(f.Column)
		}
	}
	rule := Printable(f.RuleID)
	if t.scannerColumn {
		rule += "\t" + Printable(f.Scanner)
	}
	_, err := fmt.Fprintf(t.tw, "%s\t%s\t%s\t%s\t%s\n", Printable(loc), Printable(string(f.Severity)), rule, Printable(f.Match), Printable(f.Message))
	return err
}

// Job does nothing: the table holds findings only, and the command prints
// each job's outcome in its summary.
func (t *Table) Job(Job) error { return nil }

// Describe does nothing: the table names rules by id.
func (t *Table) Describe([]scanner.Rule) {}

// Close flushes the rows.
func (t *Table) Close() error {
	if t.rows == 0 {
		return nil
	}
	return t.tw.Flush()
}

// Printable quotes s when it holds anything a terminal could interpret
// (control characters, tabs, non-printable runes), so hostile findings
// cannot drive the terminal or break a table.
func Printable(s string) string {
	for _, r := range s {
		if !unicode.IsPrint(r) || r == '\t' {
			return strconv.Quote(s)
		}
	}
	return s
}

// jsonLine is one finding line of the JSON lines format.
type jsonLine struct {
	Type    string  `json:"type"`
	JobID   string  `json:"job_id"`
	Target  string  `json:"target"`
	Scanner string  `json:"scanner,omitempty"`
	Commit  *Commit `json:"commit,omitempty"`
	scanner.Finding
}

// jsonJobLine is one job line of the JSON lines format.
type jsonJobLine struct {
	Type    string `json:"type"`
	JobID   string `json:"job_id"`
	Target  string `json:"target"`
	Scanner string `json:"scanner,omitempty"`
	// Completion is how the scanner's run ended; ScannedAll also needs
	// every event kept and every file scanned.
	Completion     Completion  `json:"completion"`
	ScannedAll     bool        `json:"scanned_all"`
	Message        string      `json:"message,omitempty"`
	Findings       int64       `json:"findings"`
	DroppedEvents  int64       `json:"dropped_events"`
	UnscannedTotal int64       `json:"unscanned_total"`
	Unscanned      []Unscanned `json:"unscanned"`
	SkippedBinary  int64       `json:"skipped_binary"`
}

// JSON line types.
const (
	JSONTypeFinding = "finding"
	JSONTypeJob     = "job"
)

// JSONLines writes one JSON object per line: for each finding, "type":
// "finding", job_id, target, scanner and the fields of scanner.Finding;
// after a job's findings, one "type": "job" line with its scanner, how
// its run ended (completion), whether it scanned everything (scanned_all:
// the run complete, no event dropped, no file left unscanned), why not
// (message), its findings, dropped events and the files not scanned.
type JSONLines struct{ enc *json.Encoder }

// NewJSONLines returns a JSONLines on w.
func NewJSONLines(w io.Writer) *JSONLines { return &JSONLines{enc: json.NewEncoder(w)} }

// Write writes one line. The finding's path and target are in the form of
// EscapePath.
func (j *JSONLines) Write(f Finding) error {
	line := jsonLine{Type: JSONTypeFinding, JobID: f.JobID, Target: EscapePath(f.Target), Scanner: f.Scanner, Commit: f.Commit, Finding: f.Finding}
	line.Path = EscapePath(line.Path)
	return j.enc.Encode(line)
}

// Job writes the job's line.
func (j *JSONLines) Job(job Job) error {
	line := jsonJobLine{Type: JSONTypeJob, JobID: job.JobID, Target: EscapePath(job.Target), Scanner: job.Scanner, Completion: job.Completion,
		ScannedAll: job.Complete(), Message: job.Message, Findings: job.Findings, DroppedEvents: job.Dropped,
		UnscannedTotal: job.UnscannedTotal, Unscanned: job.Unscanned, SkippedBinary: job.SkippedBinary}
	if line.Unscanned == nil {
		line.Unscanned = []Unscanned{}
	}
	return j.enc.Encode(line)
}

// Close does nothing: every line is written by Write.
func (j *JSONLines) Close() error { return nil }

// Describe does nothing: each line names its rule by id.
func (j *JSONLines) Describe([]scanner.Rule) {}

var (
	_ Writer = (*Table)(nil)
	_ Writer = (*JSONLines)(nil)
)
