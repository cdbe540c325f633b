package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"text/tabwriter"
	"unicode"

	"github.com/sluicehq/sluice/core/bundle"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// findingJSON is one line of `worker scan --format json`.
type findingJSON struct {
	JobID  string `json:"job_id"`
	Target string `json:"target"`
	scanner.Finding
}

// findingPrinter writes findings as a table or as JSON lines.
type findingPrinter struct {
	json *json.Encoder
	tw   *tabwriter.Writer
	rows int
}

func newFindingPrinter(w io.Writer, format string) *findingPrinter {
	if format == "json" {
		return &findingPrinter{json: json.NewEncoder(w)}
	}
	return &findingPrinter{tw: tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)}
}

// printBundle streams the findings of one job's bundle. It returns how many
// it printed and whether the scan was cut off by its deadline.
func (p *findingPrinter) printBundle(path string, spec job.Spec, arg string) (n int64, partial bool, err error) {
	r, err := bundle.Open(path, bundle.DefaultLimits())
	if err != nil {
		return 0, false, err
	}
	defer r.Close()
	for {
		rec, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return n, false, err
		}
		if rec.Type != bundle.TypeFinding {
			continue
		}
		n++
		if err := p.finding(rec.Finding, spec, arg); err != nil {
			return n, false, err
		}
	}
	return n, r.Trailer().Completion == bundle.CompletionPartialTimeout, nil
}

func (p *findingPrinter) finding(f scanner.Finding, spec job.Spec, arg string) error {
	if p.json != nil {
		return p.json.Encode(findingJSON{JobID: spec.ID, Target: arg, Finding: f})
	}
	if p.rows == 0 {
		fmt.Fprintln(p.tw, "LOCATION\tSEVERITY\tRULE\tMATCH")
	}
	p.rows++
	loc := displayPath(arg, spec, f.Path)
	if f.Line > 0 {
		loc += ":" + strconv.Itoa(f.Line)
		if f.Column > 0 {
			loc += ":" + strconv.Itoa(f.Column)
		}
	}
	_, err := fmt.Fprintf(p.tw, "%s\t%s\t%s\t%s\n", printable(loc), printable(string(f.Severity)), printable(f.RuleID), printable(f.Match))
	return err
}

func (p *findingPrinter) flush() error {
	if p.tw != nil {
		if p.rows == 0 {
			return nil
		}
		return p.tw.Flush()
	}
	return nil
}

// displayPath shows a finding's workspace path as the user named the
// target: under the directory they gave, or as the file itself.
func displayPath(arg string, spec job.Spec, rel string) string {
	if spec.Target.Kind == job.TargetArchive {
		return arg + "!" + rel
	}
	if rel == filepath.Base(spec.Target.Path) && !isDir(spec.Target.Path) {
		return arg
	}
	return filepath.Join(arg, filepath.FromSlash(rel))
}

// printable quotes s when it holds anything a terminal could interpret, so
// hostile findings cannot drive the terminal or break the table.
func printable(s string) string {
	for _, r := range s {
		if !unicode.IsPrint(r) || r == '\t' {
			return strconv.Quote(s)
		}
	}
	return s
}
