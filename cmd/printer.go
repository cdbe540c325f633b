package workercmd

import (
	"context"
	"io"
	"path/filepath"

	"github.com/sluicehq/sluice/cmd/internal/report"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/transport/memory"
)

// findingPrinter writes the findings of bundles in one report format (cmd/internal/report).
type findingPrinter struct {
	w report.Writer
	// ctx bounds the git commands of history scans.
	ctx context.Context
	// skip holds the fingerprints not to print (--baseline, --ignore);
	// skipped counts the findings left out.
	skip    *suppressed
	skipped int
}

// reportOptions describes the tool and the scanners that ran, for
// newFindingPrinter.
func reportOptions(scanners []string) report.Options {
	return report.Options{ToolName: "sluice", ToolVersion: Version().Version,
		InformationURI: "https://github.com/sluicehq/sluice", Scanners: scanners, ScannerColumn: len(scanners) > 1}
}

// newFindingPrinter returns a printer for format, which scan has validated
// with report.ParseFormat.
func newFindingPrinter(w io.Writer, format string, opt report.Options) (*findingPrinter, error) {
	f, err := report.ParseFormat(format)
	if err != nil {
		return nil, err
	}
	rw, err := report.New(f, w, opt)
	if err != nil {
		return nil, err
	}
	return &findingPrinter{w: rw, ctx: context.Background()}, nil
}

// printResult writes the findings of one job's result and returns the
// job's outcome: its completion, findings and dropped events.
func (p *findingPrinter) printResult(r memory.Result, arg string) (report.Job, error) {
	res := report.Job{JobID: r.Spec.ID, Target: arg, Scanner: r.Spec.Scanner, Completion: report.CompletionNoResult}
	findings := make([]historyFinding, len(r.Findings))
	for i, f := range r.Findings {
		findings[i].Finding = f
	}
	if r.Spec.Target.History {
		var err error
		if findings, err = resolveHistory(p.ctx, r.Spec, r.Findings); err != nil {
			return res, err
		}
	}
	for _, f := range findings {
		location := displayPath(arg, r.Spec, rawPath(f.Path))
		if p.skip != nil && p.skip.skips(f, arg, location) {
			p.skipped++
			continue
		}
		f.Path = rawPath(f.Path)
		out := report.Finding{
			JobID: r.Spec.ID, Target: arg, Location: location,
			Scanner: r.Header.Scanner, ScannerVersion: r.Header.ScannerVersion, Finding: f.Finding,
		}
		if f.commit.ID != "" {
			out.Commit = &f.commit
		}
		if err := p.w.Write(out); err != nil {
			return res, err
		}
		res.Findings++
	}
	listUnscanned(&res, r, arg)
	p.w.Describe(r.Rules)
	res.Dropped = r.Trailer.Dropped
	res.RulesOmitted = r.Trailer.RulesOmitted
	switch r.Trailer.Completion {
	case bundle.CompletionComplete:
		res.Completion = report.CompletionComplete
	case bundle.CompletionPartialTimeout:
		res.Completion = report.CompletionPartialTimeout
		res.Message = "stopped at the scan deadline"
	}
	return res, nil
}

// listUnscanned adds to res the files the scanner reported it did not
// read and the count of files skipped as binary (the last progress record).
func listUnscanned(res *report.Job, r memory.Result, arg string) {
	res.SkippedBinary = r.Progress.SkippedBinary
	for _, sk := range r.Skipped {
		res.UnscannedTotal++
		if len(res.Unscanned) < report.MaxListedUnscanned {
			res.Unscanned = append(res.Unscanned, report.Unscanned{
				Path: report.EscapePath(unscannedPath(arg, r.Spec, rawPath(sk.Path))), Reason: sk.Reason})
		}
	}
}

// job records one job's outcome in the output.
func (p *findingPrinter) job(j report.Job) error { return p.w.Job(j) }

// flush ends the output (SARIF writes its whole log here).
func (p *findingPrinter) flush() error { return p.w.Close() }

// rawPath returns the exact bytes of a workspace path as scanners report
// it (escaped to valid UTF-8, see internal/fsname). A path not in that
// form is returned as it is.
func rawPath(p string) string {
	if raw, ok := fsname.Unescape(p); ok {
		return raw
	}
	return p
}

// displayPath shows a finding's workspace path (exact bytes) as the user
// named the target: under the directory they gave, or as the file itself.
func displayPath(arg string, spec job.Spec, rel string) string {
	if isArchiveKind(spec.Target.Kind) {
		return arg + "!" + rel
	}
	if rel == filepath.Base(spec.Target.Path) && !isDir(spec.Target.Path) {
		return arg
	}
	return filepath.Join(arg, filepath.FromSlash(rel))
}

// printable quotes s when it holds anything a terminal could interpret.
func printable(s string) string { return report.Printable(s) }

// isArchiveKind reports whether kind is prepared from an archive file (its
// preparer declares archive suffixes), so paths inside it show as
// archive!path.
func isArchiveKind(kind string) bool {
	m, ok := modules.PreparerFor(kind)
	return ok && len(m.ArchiveSuffixes) > 0
}
