package workercmd

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/sluicehq/sluice/cmd/internal/report"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/transport/memory"
)

// resultJSON is what `worker result --json` prints.
type resultJSON struct {
	JobID string `json:"job_id"`
	// Target is what the job scans, as enqueued.
	Target  *job.Target        `json:"target,omitempty"`
	State   string             `json:"state"`
	Attempt int                `json:"attempt"`
	Receipt *transport.Receipt `json:"receipt,omitempty"`
	// Report is the terminal report of a job that ended without a bundle.
	Report *transport.TerminalReport `json:"report,omitempty"`
	// Bundle is the file the bundle was written to (--bundle).
	Bundle string `json:"bundle,omitempty"`
	// Waiting says why a ready job is not claimed ("no worker has this
	// scanner"), where the transport can tell.
	Waiting string `json:"waiting,omitempty"`
	// Partial says what the accepted bundle of a job in state partial
	// does not cover: its reason (timeout, unscanned, dropped) and counts.
	Partial *transport.Partial `json:"partial,omitempty"`
}

// resultState is the state `worker result` shows: the transport's, except
// that a done job whose bundle does not cover the whole target is partial.
func resultState(st transport.JobState) string {
	if st.State == "done" && st.Partial != nil {
		return "partial"
	}
	return st.State
}

func resultCommand() *command {
	return &command{
		name:    "result",
		args:    "[--config FILE] [--json] [--bundle FILE] [--findings [--format F]] (JOB_ID | --all)",
		summary: "Show a job's state and receipt, and fetch its bundle",
		help: `Asks the configured transport for one job: its target (kind and path, as
enqueued), its state (ready, leased, done, partial, failed, unknown), its
attempt and the receipt of its accepted bundle or terminal report. partial
is a done job whose bundle does not cover the whole target: the scan timed
out, left files unscanned or dropped events over the result limits; the
reason and counts follow (JSON: "partial").

With --bundle FILE the accepted bundle is fetched into FILE, its sha256
checked against the receipt and the bundle verified (structure, trailer,
and that it names this job). --findings fetches and verifies the bundle the
same way (into a temporary file without --bundle) and prints its findings
in --format: table (the default; json with --json), json (worker scan's
JSON lines: one line per finding with its scanner, then one job line) or
sarif (one SARIF 2.1.0 log, its rules described from the bundle as worker
scan describes them). The job's state then goes to stderr when the format
is json or sarif, so stdout holds only findings.

--all does this for every done job the transport holds (up to 10,000), all
findings in one output: one table, one stream of JSON lines, or one SARIF
log for code scanning.

Works with every transport that can describe jobs: local (the spool),
http (the coordinator's admin API, with the admin token) and nats;
bundles come back from all three, and --all lists the done jobs of all
three.

Examples:
  worker result job-3f9a2c
  worker result --findings nightly-42
  worker result --bundle out.bundle --findings nightly-42
  worker result --json nightly-42 | jq .receipt.digest
  worker result --all --findings --format sarif > fleet.sarif`,
		exits: []string{"1    the fetched bundle does not match its receipt or fails verification"},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			var f resultFlags
			f.config = configFlag(fs)
			fs.BoolVar(&f.asJSON, "json", false, "print the job as one JSON object (with --findings: --format json)")
			fs.StringVar(&f.bundle, "bundle", "", "write the accepted bundle to this file (it must not exist)")
			fs.BoolVar(&f.findings, "findings", false, "fetch and verify the bundle and print its findings")
			fs.StringVar(&f.format, "format", "", "with --findings: table, json or sarif (default table, or json with --json)")
			fs.BoolVar(&f.all, "all", false, "every done job instead of one JOB_ID")
			return func(e *env, args []string) error { return e.result(&f, args) }
		},
	}
}

// resultFlags are the flags of worker result.
type resultFlags struct {
	config                *string
	bundle, format        string
	asJSON, findings, all bool
}

// maxResultAll bounds the jobs worker result --all reads.
const maxResultAll = 10000

func (e *env) result(f *resultFlags, args []string) error {
	switch {
	case f.all && len(args) > 0:
		return usagef("--all reads every done job: give no JOB_ID with it")
	case f.all && f.bundle != "":
		return usagef("--bundle writes one job's bundle: it cannot be used with --all")
	case !f.all:
		if err := exactArgs(args, 1, "one JOB_ID (or --all)"); err != nil {
			return err
		}
		if err := job.ValidateID("job id", args[0]); err != nil {
			return usagef("%v", err)
		}
	}
	if f.format != "" && !f.findings {
		return usagef("--format is the format of the findings: give --findings too")
	}
	if f.format == "" {
		f.format = string(report.FormatTable)
		if f.asJSON {
			f.format = string(report.FormatJSON)
		}
	}
	format, err := report.ParseFormat(f.format)
	if err != nil {
		return usagef("--%v", err)
	}
	cfg, err := e.loadConfig(*f.config)
	if err != nil {
		return err
	}
	tr, release, err := e.openTransport(cfg)
	defer release()
	if err != nil {
		return err
	}
	in, ok := tr.(transport.Queue)
	if !ok {
		return fmt.Errorf("transport %s cannot describe jobs; ask its coordinator", cfg.Transport.Module.ID)
	}
	ids := args
	if f.all {
		var more bool
		if ids, more, err = in.DoneJobs(e.ctx, maxResultAll); err != nil {
			return fmt.Errorf("listing the done jobs: %w", err)
		}
		if more {
			fmt.Fprintf(e.stderr, "worker result: more than %d done jobs; showing the first %d\n", len(ids), len(ids))
		}
	}
	// With findings in JSON or SARIF, stdout holds only the findings.
	status := e.stdout
	if f.findings && format != report.FormatTable {
		status = e.stderr
	}
	var pr *findingPrinter
	if f.findings {
		if pr, err = newFindingPrinter(e.stdout, f.format, reportOptions(nil)); err != nil {
			return usagef("--format: %v", err)
		}
	}
	var findings int64
	for _, id := range ids {
		st, err := in.JobState(e.ctx, id)
		if err != nil {
			return fmt.Errorf("job %s: %w", id, err)
		}
		res := resultJSON{JobID: id, Target: st.Target, State: resultState(st), Attempt: st.Attempt, Receipt: st.Receipt, Report: st.Report, Waiting: st.Waiting, Partial: st.Partial}
		var fetched string
		if f.bundle != "" || f.findings {
			fetched = f.bundle
			if fetched == "" {
				tmp, err := os.MkdirTemp("", "sluice-result-")
				if err != nil {
					return err
				}
				defer os.RemoveAll(tmp)
				fetched = filepath.Join(tmp, id+".bundle")
			}
			if err := fetchBundle(e, in, id, fetched); err != nil {
				return err
			}
			res.Bundle = f.bundle
		}
		if f.asJSON && !f.findings {
			if err := json.NewEncoder(e.stdout).Encode(res); err != nil {
				return err
			}
		} else {
			writeResult(status, res)
		}
		if f.findings {
			n, err := printBundleFindings(pr, id, st.Target, fetched)
			if err != nil {
				return err
			}
			findings += n
		}
	}
	if pr != nil {
		if err := pr.flush(); err != nil {
			return fmt.Errorf("writing findings: %w", err)
		}
		if f.all {
			fmt.Fprintf(e.stderr, "%s in %s\n", plural(int(findings), "finding"), plural(len(ids), "done job"))
		}
	}
	return nil
}

// printBundleFindings prints the findings of a fetched, verified bundle
// of job id, which scanned target (nil when the transport cannot say),
// then the job's line, and returns how many findings it had.
func printBundleFindings(pr *findingPrinter, id string, target *job.Target, path string) (int64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	c, err := bundle.ReadContents(data, path, bundle.DefaultLimits())
	if err != nil {
		return 0, bundleErr(path, err)
	}
	r := memory.Result{Spec: job.Spec{ID: id, Scanner: c.Header.Scanner}, Attempt: c.Header.Identity.Attempt, Contents: c, Bundle: data}
	var arg string
	if target != nil {
		r.Spec.Target, arg = *target, target.Path
	}
	res, err := pr.printResult(r, arg)
	if err != nil {
		return 0, fmt.Errorf("writing findings: %w", err)
	}
	return res.Findings, pr.job(res)
}

// fetchBundle writes job id's accepted bundle to path (created, never
// overwritten), checks its sha256 against the receipt and verifies it as
// a bundle of that job and attempt.
func fetchBundle(e *env, br transport.Queue, id, path string) error {
	rc, receipt, err := br.OpenBundle(e.ctx, id)
	if err != nil {
		return fmt.Errorf("job %s: %w", id, err)
	}
	defer rc.Close()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return usagef("--bundle: %v", err)
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(f, h), rc)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("job %s: fetching its bundle: %w", id, err)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != receipt.Digest {
		return &exitError{code: ExitFailed, err: fmt.Errorf("job %s: the fetched bundle has sha256 %s, its receipt says %s (kept in %s)", id, got, receipt.Digest, path)}
	}
	s, err := bundle.Verify(path, bundle.DefaultLimits(), nil)
	if err != nil {
		return bundleErr(path, err)
	}
	if s.Header.Identity.JobID != id || s.Header.Identity.Attempt != receipt.Attempt {
		return &exitError{code: ExitFailed, err: fmt.Errorf("job %s: the bundle is of %s/%d, its receipt is of attempt %d",
			id, s.Header.Identity.JobID, s.Header.Identity.Attempt, receipt.Attempt)}
	}
	_ = state.SyncDir(filepath.Dir(path))
	return nil
}

func writeResult(w io.Writer, r resultJSON) {
	fmt.Fprintf(w, "job %s: %s", r.JobID, r.State)
	if r.Attempt > 0 {
		fmt.Fprintf(w, ", attempt %d", r.Attempt)
	}
	if r.Waiting != "" {
		fmt.Fprintf(w, " (%s)", r.Waiting)
	}
	if r.Partial != nil {
		fmt.Fprintf(w, " (%s: its bundle does not cover the whole target)", r.Partial)
	}
	fmt.Fprintln(w)
	if r.Target != nil {
		fmt.Fprintf(w, "target: %s %s", r.Target.Kind, report.Printable(r.Target.Path))
		if r.Target.Ref != "" {
			fmt.Fprintf(w, " at %s", report.Printable(r.Target.Ref))
		}
		fmt.Fprintln(w)
	}
	if r.Receipt != nil {
		fmt.Fprintf(w, "receipt %s: %s of attempt %d, sha256 %s, accepted %s\n",
			r.Receipt.ID, r.Receipt.Outcome, r.Receipt.Attempt, r.Receipt.Digest, r.Receipt.Accepted.UTC().Format("2006-01-02T15:04:05Z"))
	}
	if r.Report != nil {
		fmt.Fprintf(w, "terminal report: %s (retryable %t): %s\n", r.Report.Reason, r.Report.Retryable, strconv.Quote(r.Report.Message))
	}
	if r.Bundle != "" {
		fmt.Fprintf(w, "bundle written to %s and verified against the receipt\n", r.Bundle)
	}
}
