package cli

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

	"github.com/sluicehq/sluice/core/bundle"
	"github.com/sluicehq/sluice/core/diag"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/state"
	"github.com/sluicehq/sluice/core/transport"
)

// resultJSON is what `worker result --json` prints.
type resultJSON struct {
	JobID   string             `json:"job_id"`
	State   string             `json:"state"`
	Attempt int                `json:"attempt"`
	Receipt *transport.Receipt `json:"receipt,omitempty"`
	// Report is the terminal report of a job that ended without a bundle.
	Report *transport.TerminalReport `json:"report,omitempty"`
	// Bundle is the file the bundle was written to (--bundle).
	Bundle string `json:"bundle,omitempty"`
}

func resultCommand() *command {
	return &command{
		name:    "result",
		args:    "[--config FILE] [--json] [--bundle FILE [--findings]] JOB_ID",
		summary: "Show a job's state and receipt, and fetch its bundle",
		help: `Asks the configured transport for one job: its state (ready, leased, done,
failed, unknown), its attempt and the receipt of its accepted bundle or
terminal report. With --bundle FILE the accepted bundle is fetched into
FILE, its sha256 checked against the receipt and the bundle verified
(structure, trailer, and that it names this job); --findings then prints its
findings as 'worker bundle inspect --findings' does. Works with every
transport that can describe jobs (local, http, nats); --bundle needs one
that hands bundles back (local, nats).

Examples:
  worker result job-3f9a2c
  worker result --bundle out.bundle --findings nightly-42
  worker result --json nightly-42 | jq .receipt.digest`,
		exits: []string{"1    the fetched bundle does not match its receipt or fails verification"},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			path := configFlag(fs)
			asJSON := fs.Bool("json", false, "print one JSON object (with --findings, the findings follow as bundle inspect --json prints them)")
			out := fs.String("bundle", "", "write the accepted bundle to this file (it must not exist)")
			findings := fs.Bool("findings", false, "with --bundle, print the bundle's findings")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 1, "one JOB_ID"); err != nil {
					return err
				}
				id := args[0]
				if err := job.ValidateID("job id", id); err != nil {
					return usagef("%v", err)
				}
				if *findings && *out == "" {
					return usagef("--findings reads the fetched bundle: give --bundle FILE too")
				}
				cfg, err := e.loadConfig(*path)
				if err != nil {
					return err
				}
				logger := newLogger(cfg.Log, e.stderr, diag.NewRedactor())
				var ps plugins
				defer ps.Close()
				tr, err := e.openTransport(&ps, cfg, logger)
				if err != nil {
					return err
				}
				in, ok := tr.(transport.Inspector)
				if !ok {
					return fmt.Errorf("transport %s cannot describe jobs; ask its coordinator", cfg.Transport.Module.ID)
				}
				st, err := in.JobState(e.ctx, id)
				if err != nil {
					return fmt.Errorf("job %s: %w", id, err)
				}
				res := resultJSON{JobID: id, State: st.State, Attempt: st.Attempt, Receipt: st.Receipt, Report: st.Report}
				if *out != "" {
					br, ok := tr.(transport.BundleReader)
					if !ok {
						return fmt.Errorf("transport %s does not hand bundles back; fetch it from its coordinator", cfg.Transport.Module.ID)
					}
					if err := fetchBundle(e, br, id, *out); err != nil {
						return err
					}
					res.Bundle = *out
				}
				if *asJSON {
					if err := json.NewEncoder(e.stdout).Encode(res); err != nil {
						return err
					}
				} else {
					writeResult(e, res)
				}
				if *findings {
					err := bundle.Inspect(*out, bundle.DefaultLimits(), bundle.InspectOptions{JSON: *asJSON, Findings: true}, e.stdout)
					return bundleErr(*out, err)
				}
				return nil
			}
		},
	}
}

// fetchBundle writes job id's accepted bundle to path (created, never
// overwritten), checks its sha256 against the receipt and verifies it as
// a bundle of that job and attempt.
func fetchBundle(e *env, br transport.BundleReader, id, path string) error {
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

func writeResult(e *env, r resultJSON) {
	fmt.Fprintf(e.stdout, "job %s: %s", r.JobID, r.State)
	if r.Attempt > 0 {
		fmt.Fprintf(e.stdout, ", attempt %d", r.Attempt)
	}
	fmt.Fprintln(e.stdout)
	if r.Receipt != nil {
		fmt.Fprintf(e.stdout, "receipt %s: %s of attempt %d, sha256 %s, accepted %s\n",
			r.Receipt.ID, r.Receipt.Outcome, r.Receipt.Attempt, r.Receipt.Digest, r.Receipt.Accepted.UTC().Format("2006-01-02T15:04:05Z"))
	}
	if r.Report != nil {
		fmt.Fprintf(e.stdout, "terminal report: %s (retryable %t): %s\n", r.Report.Reason, r.Report.Retryable, strconv.Quote(r.Report.Message))
	}
	if r.Bundle != "" {
		fmt.Fprintf(e.stdout, "bundle written to %s and verified against the receipt\n", r.Bundle)
	}
}
