package workercmd

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/state"
)

// MaxJobFileBytes bounds a job file read by `worker enqueue --file` (1 MiB).
const MaxJobFileBytes = job.MaxSpecBytes

// Target kinds the command line gives by itself: --target-kind auto gives
// a directory, or a file no preparer claims by its name, targetKindPath;
// --git-ref and --git-history scan targetKindGit targets.
const (
	targetKindPath = "path"
	targetKindGit  = "git"
)

// targetKind picks the target kind for path. An explicit kind must be one
// a preparer built into the worker declares. With "auto", a file whose
// name ends in an archive suffix a preparer declares (".tar.gz") gets that
// preparer's kind, anything else targetKindPath.
func targetKind(kind, path string) (string, error) {
	switch kinds := modules.TargetKinds(); {
	case kind == "auto":
	case slices.Contains(kinds, kind):
		return kind, nil
	default:
		return "", usagef("--target-kind %q: want %s or auto", kind, strings.Join(kinds, ", "))
	}
	fi, err := os.Stat(path)
	if err != nil {
		return "", usagef("target %s: %v", path, err)
	}
	if !fi.IsDir() && !fi.Mode().IsRegular() {
		return "", usagef("target %s is a %s: a target is a directory or a regular file (an archive, a bundle or any file to scan)", path, dirfs.TypeName(fi.Mode()))
	}
	if !fi.IsDir() {
		if k, ok := modules.TargetKindForFile(path); ok {
			return k, nil
		}
	}
	return targetKindPath, nil
}

// newJobID returns a random job id with prefix.
func newJobID(prefix string) string { return prefix + "-" + state.RandomHex(8) }

func enqueueCommand() *command {
	return &command{
		name:    "enqueue",
		args:    "[flags] (--scanner NAME PATH | --file JOB.json)",
		summary: "Add a job to the configured transport",
		help: `Adds one job to the transport selected in worker.toml ([transport] use), for
a running 'worker run' to pick up. The transport must accept jobs from the
command line (transport.local does). PATH is made absolute; the job scans it
with the named scanner ("package/scanner"). Alternatively --file reads a
whole job as JSON: {"job_id": ..., "scanner": ..., "target": {"kind": ...,
"path": ...}, "scan_timeout": "5m", "options": {...}}.

The scanner must be one that the packages of worker.toml provide (the
built-in scanner is builtin/secrets); a job no worker can run is refused
rather than left waiting. --any-scanner skips that check, for a queue
served by workers with other packages.

--wait then polls the job until it ends (done, failed or cancelled) and
prints its state and receipt as 'worker result' does; see its findings
with 'worker result --findings JOB_ID'. --wait-timeout bounds the wait.

Examples:
  worker enqueue --scanner builtin/secrets ./repo
  worker enqueue --id nightly-42 --target-kind archive --scanner builtin/secrets src.tar.gz
  worker enqueue --file job.json --json
  worker enqueue --wait --scanner builtin/secrets ./repo && worker result --findings JOB_ID`,
		exits: []string{
			"1    --wait: the job failed or was cancelled (its terminal report is printed)",
			"4    --wait: --wait-timeout passed before the job ended (it stays queued)",
			"130  interrupted while waiting (the job stays queued)",
		},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			path := configFlag(fs)
			scanner := fs.String("scanner", "", "the scanner to run, as package/scanner")
			kind := fs.String("target-kind", "auto", "path, archive, git, or auto (archive for .tar/.tar.gz/.tgz/.zip files, else path)")
			id := fs.String("id", "", "the job id (default: a random job-<hex>)")
			timeout := fs.String("timeout", "", "the job's scan timeout, e.g. 5m (default: the worker's scan_timeout)")
			file := fs.String("file", "", "read the job from this JSON file instead of flags")
			asJSON := fs.Bool("json", false, "print the enqueued job as JSON")
			anyScanner := fs.Bool("any-scanner", false, "skip the check that the config's packages provide the scanner (for workers with other packages)")
			wait := fs.Bool("wait", false, "wait until the job ends and print its result")
			waitTimeout := fs.Duration("wait-timeout", 0, "with --wait, give up after this long, e.g. 10m (default: no limit)")
			return func(e *env, args []string) error {
				spec, err := jobFromFlags(*file, *scanner, *kind, *id, *timeout, args)
				if err != nil {
					return err
				}
				cfg, err := e.loadConfig(*path)
				if err != nil {
					return err
				}
				if !*anyScanner {
					if err := e.checkScannerKnown(cfg, spec.Scanner); err != nil {
						return err
					}
				}
				tr, release, err := e.openTransport(cfg)
				defer release()
				if err != nil {
					return err
				}
				q, ok := tr.(transport.Queue)
				if !ok {
					return fmt.Errorf("transport %s does not accept jobs from the command line; enqueue through its own coordinator", cfg.Transport.Module.ID)
				}
				if err := q.Enqueue(e.ctx, spec); err != nil {
					return fmt.Errorf("enqueueing job %s: %w", spec.ID, err)
				}
				if *asJSON && !*wait {
					return json.NewEncoder(e.stdout).Encode(spec)
				}
				if !*asJSON {
					fmt.Fprintf(e.stdout, "enqueued %s: %s %s with %s\n", spec.ID, spec.Target.Kind, spec.Target.Path, spec.Scanner)
				}
				if !*wait {
					return nil
				}
				return e.waitForJob(q, spec.ID, *waitTimeout, *asJSON)
			}
		},
	}
}

// waitForJob polls job id until it ends, prints its result and maps a
// failed or cancelled job to exit 1; timeout 0 waits without limit.
func (e *env) waitForJob(in transport.Queue, id string, timeout time.Duration, asJSON bool) error {
	ctx := e.ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	poll := 100 * time.Millisecond
	saidWaiting := ""
	for {
		st, err := in.JobState(ctx, id)
		if err == nil && st.Waiting != saidWaiting {
			if st.Waiting != "" {
				fmt.Fprintf(e.stderr, "worker enqueue: job %s: %s (%s); still waiting for one to connect\n", id, st.Waiting, "see worker status")
			}
			saidWaiting = st.Waiting
		}
		if err == nil {
			switch st.State {
			case "done", "failed", "cancelled":
				res := resultJSON{JobID: id, State: st.State, Attempt: st.Attempt, Receipt: st.Receipt, Report: st.Report}
				if asJSON {
					if err := json.NewEncoder(e.stdout).Encode(res); err != nil {
						return err
					}
				} else {
					writeResult(e.stdout, res)
				}
				if st.State != "done" {
					return &exitError{code: ExitFailed, err: fmt.Errorf("job %s %s", id, st.State)}
				}
				return nil
			}
		} else if ctx.Err() == nil {
			fmt.Fprintf(e.stderr, "worker enqueue: waiting for job %s: %v (retrying)\n", id, err)
		}
		select {
		case <-ctx.Done():
			if e.ctx.Err() != nil {
				return e.ctx.Err()
			}
			return &exitError{code: ExitShutdownTimeout, err: fmt.Errorf("job %s did not end within --wait-timeout %s; it stays queued (follow it with: worker result %s)", id, timeout, id)}
		case <-time.After(poll):
		}
		poll = min(2*poll, 2*time.Second)
	}
}

// checkScannerKnown refuses a job for a scanner that no package of cfg
// provides: a worker with this config would never claim it, and the job
// would wait in the queue for good. Packages that fail verification are
// skipped (the worker refuses to start with them, and says why); when one
// does, the check cannot be complete and passes. So does a config without
// packages, which only feeds a queue that other workers serve.
func (e *env) checkScannerKnown(cfg *config.Config, name string) error {
	builtin := e.builtinPackages(cfg)
	if len(cfg.Packages) == 0 && len(builtin) == 0 {
		return nil
	}
	var names []string
	for _, b := range builtin {
		data, err := fs.ReadFile(b.FS, "manifest.json")
		if err != nil {
			return nil
		}
		m, err := pkg.ParseManifest(data)
		if err != nil {
			return nil
		}
		for _, sc := range m.Scanners {
			names = append(names, m.Name+"/"+sc.Name)
		}
	}
	for _, src := range cfg.Packages {
		r, err := pkg.Verify(e.ctx, src.Path, pkg.VerifyOptions{Trust: cfg.Trust})
		if err != nil || !r.Valid {
			return nil
		}
		for _, sc := range r.Scanners {
			names = append(names, r.Name+"/"+sc.Name)
		}
	}
	if slices.Contains(names, name) {
		return nil
	}
	slices.Sort(names)
	have := "none"
	if len(names) > 0 {
		have = strings.Join(names, ", ")
	}
	return usagef("no package of %s provides scanner %q (they provide: %s), so a worker with this config would never run the job; name one of those, or pass --any-scanner when the workers have other packages", cfg.Source, name, have)
}

// jobFromFlags builds and validates the job of `worker enqueue`.
func jobFromFlags(file, scanner, kind, id, timeout string, args []string) (job.Spec, error) {
	var spec job.Spec
	if file != "" {
		if len(args) > 0 || scanner != "" || id != "" || timeout != "" || kind != "auto" {
			return spec, usagef("--file takes the whole job from the file; give no PATH, --scanner, --id, --timeout or --target-kind with it")
		}
		f, err := os.Open(file)
		if err != nil {
			return spec, usagef("job file: %v", err)
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, MaxJobFileBytes+1))
		if err != nil {
			return spec, fmt.Errorf("reading job file %s: %w", file, err)
		}
		if len(data) > MaxJobFileBytes {
			return spec, usagef("job file %s is larger than %d bytes", file, MaxJobFileBytes)
		}
		decoded, err := job.DecodeSpec(data)
		if err != nil {
			return spec, usagef("job file %s: %v", file, err)
		}
		spec = *decoded
	} else {
		if len(args) != 1 {
			return spec, usagef("want one PATH to scan (or --file JOB.json), got %s", plural(len(args), "argument"))
		}
		if scanner == "" {
			return spec, usagef("--scanner is required: name the scanner as package/scanner")
		}
		abs, err := filepath.Abs(args[0])
		if err != nil {
			return spec, usagef("target %s: %v", args[0], err)
		}
		k, err := targetKind(kind, abs)
		if err != nil {
			return spec, err
		}
		if id == "" {
			id = newJobID("job")
		}
		spec = job.Spec{ID: id, Scanner: scanner, Target: job.Target{Kind: k, Path: abs}}
		if timeout != "" {
			if err := spec.ScanTimeout.UnmarshalText([]byte(timeout)); err != nil {
				return spec, usagef("--timeout: %v", err)
			}
		}
	}
	if err := spec.Validate(); err != nil {
		return spec, usagef("invalid job: %v", err)
	}
	return spec, nil
}
