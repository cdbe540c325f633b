package cli

import (
	"errors"
	"io"
	"path/filepath"

	"github.com/sluicehq/sluice/core/bundle"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/report"
)

// findingPrinter writes the findings of bundles in one core/report format.
type findingPrinter struct {
	w report.Writer
	// skip holds the fingerprints not to print (--baseline, --ignore);
	// skipped counts the findings left out.
	skip    suppressed
	skipped int
}

// newFindingPrinter returns a printer for format, which scan has validated
// with report.ParseFormat.
func newFindingPrinter(w io.Writer, format string) (*findingPrinter, error) {
	f, err := report.ParseFormat(format)
	if err != nil {
		return nil, err
	}
	rw, err := report.New(f, w, report.Options{ToolName: "sluice", ToolVersion: Version().Version,
		InformationURI: "https://github.com/sluicehq/sluice"})
	if err != nil {
		return nil, err
	}
	return &findingPrinter{w: rw}, nil
}

// printBundle streams the findings of one job's bundle and returns the
// job's outcome: its completion, findings and dropped events.
func (p *findingPrinter) printBundle(path string, spec job.Spec, arg string) (report.Job, error) {
	res := report.Job{JobID: spec.ID, Target: arg, Completion: report.CompletionNoResult}
	r, err := bundle.Open(path, bundle.DefaultLimits())
	if err != nil {
		return res, err
	}
	defer r.Close()
	hdr := r.Header()
	for {
		rec, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return res, err
		}
		if rec.Type != bundle.TypeFinding {
			continue
		}
		if p.skip[rec.Finding.Fingerprint] {
			p.skipped++
			continue
		}
		res.Findings++
		if err := p.w.Write(report.Finding{
			JobID: spec.ID, Target: arg, Location: displayPath(arg, spec, rec.Finding.Path),
			Scanner: hdr.Scanner, ScannerVersion: hdr.ScannerVersion, Finding: rec.Finding,
		}); err != nil {
			return res, err
		}
	}
	tr := r.Trailer()
	res.Dropped = tr.Dropped
	switch tr.Completion {
	case bundle.CompletionComplete:
		res.Completion = report.CompletionComplete
	case bundle.CompletionPartialTimeout:
		res.Completion = report.CompletionPartialTimeout
		res.Message = "stopped at the scan deadline"
	}
	return res, nil
}

// job records one job's outcome in the output.
func (p *findingPrinter) job(j report.Job) error { return p.w.Job(j) }

// flush ends the output (SARIF writes its whole log here).
func (p *findingPrinter) flush() error { return p.w.Close() }

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

// printable quotes s when it holds anything a terminal could interpret.
func printable(s string) string { return report.Printable(s) }
