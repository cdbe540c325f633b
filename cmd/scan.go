package workercmd

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/trace"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sluicehq/sluice/cmd/internal/report"
	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/transport/memory"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/internal/worker"
	"github.com/sluicehq/sluice/internal/workspace"
	"github.com/sluicehq/sluice/sdk/scanner"
)

type scanFlags struct {
	config, kind, format, output, stateDir, timeout, gitRef       string
	baseline                                                      string
	scanners, include, exclude, rules, ignore                     globList
	failOnFindings, allowPartial, verbose, noBuiltin, allScanners bool
	noGitleaksFiles, scanGitDirs                                  bool
	// foundRules are the .gitleaks.toml files found in scanned
	// directories, the last entries of rules.
	foundRules  []string
	gitHistory  bool
	scanTimeout job.Duration // parsed from timeout
}

// globList is a repeatable glob flag.
type globList []string

func (g *globList) String() string     { return strings.Join(*g, ",") }
func (g *globList) Set(v string) error { *g = append(*g, v); return nil }

func scanCommand() *command {
	return &command{
		name:    "scan",
		args:    "[flags] PATH...",
		summary: "Scan files or directories once and print the findings",
		help: `Runs a one-shot worker: each PATH becomes a job for each scanner chosen,
the jobs run through the full pipeline (prepare, execute in the scanner's
backend, seal a bundle, deliver) in worker.slots parallel slots (no more
slots than jobs), and when the queue is empty the findings of every job
are printed, each labelled with its scanner. A directory or plain file is
scanned as a path target; a .tar, .tar.gz, .tgz or .zip file as an
archive (change this with --target-kind).

Scanners: --scanner NAME (repeatable) runs each scanner named, as
package/scanner; --all-scanners runs every scanner loaded. Without either,
the scan uses the only scanner loaded, else the only one worker.toml
configures, else the built-in one (builtin/secrets). The summary line on
stderr, every JSON line and the SARIF log name the scanners that ran. A
worker.toml in the current directory is read (see --config), so its
packages decide what "the only scanner" is: --no-builtin or --scanner make
the choice explicit.

The jobs run in this process through an in-memory transport: nothing is
queued on disk, local directories are read in place, read-only, never
following a symbolic link (a scanner that walks its files itself, rather
than the worker's listing of them, gets a copy of the files selected when
anything is left out), and the findings are read from each sealed bundle as
it is delivered. The state dir is temporary (removed afterwards) unless
--state-dir names one to keep. With a temporary state dir, what plugins can
always rebuild (compiled WASM modules) is cached in $SLUICE_CACHE_DIR, else
$XDG_CACHE_HOME/sluice or ~/.cache/sluice, so only the first scan compiles
(at a terminal, it says so). Packages and trust come from worker.toml as for
'worker run'; the packages built into the worker (the secrets scanner,
builtin/secrets) are loaded too unless --no-builtin is given or
worker.builtin_packages is false, so 'worker scan DIR' works with no config
at all.

--include and --exclude (repeatable) limit the files scanned by glob: **
matches any depth, and a pattern without a slash matches a name at any depth
("vendor" leaves out every vendor directory), one with a slash the path from
the top ("docs/*.md"). Directories named .git are skipped, as Gitleaks'
directory mode skips them: they hold git's database (objects, packs, config,
hooks), not the checkout's files, and --git-history is how a history is
scanned. --scan-git-dirs scans them too (a token in a remote URL of
.git/config, say).
--rules FILE adds a rule pack to the scanner's own: a Sluice rule pack or a
team's gitleaks.toml, which, as in Gitleaks, replaces the built-in rules
unless it sets [extend] useDefault = true (the built-in secrets scanner
reads it as data inside its sandbox; docs/secrets-scanner.md says what
loads). The scanner loads before any job runs, and a pack it refuses
stops the scan with exit 2, naming the file as given, the line, the rule
and the key.
--baseline FILE reports only findings that are not in FILE, the JSON lines
or SARIF output of an earlier worker scan, or a Gitleaks report (JSON or
SARIF); --ignore FILE (repeatable) skips the findings FILE lists, one
fingerprint per line, # comments allowed. A worker scan fingerprint (rule,
path and a hash of the secret) matches wherever the secret is, so a
changed secret is reported again; a Gitleaks fingerprint (file:rule:line,
or commit:file:rule:line in a history) matches that rule at that line of
that file. As Gitleaks does, a .gitleaksignore in the root of a scanned
directory is read too, and a .gitleaks.toml there is loaded by the
built-in secrets scanner as if given with --rules (for the whole scan);
--no-gitleaks-files reads neither. Any other file is
refused, naming the formats read.
--git-ref REF scans a local git repository at commit REF (a branch, tag or
commit id) with preparer.git instead of the files on disk.
--git-history scans a local git repository's history: every file version
(blob) reachable from every ref, or from --git-ref REF, once, however many
commits hold it. Each finding names the commit that first added the file
version (its id, author and date), and a secret kept across later edits of
the file is reported once, at its oldest commit. Git runs as plumbing only
(rev-list, diff-tree, cat-file): no checkout, hook, filter or user config.

Output: --format table (default) prints one finding per row with its message
(and its scanner when several ran); --format json prints one JSON object per
line: "type": "finding" lines (with job_id, target and scanner), then one
"type": "job" line per job with its scanner, how its run ended
("completion": complete, partial_timeout, failed or no_result), whether it
scanned everything ("scanned_all": false when the run did not complete,
events were dropped or files were left unscanned: what makes the exit 5),
and the files not scanned; --format sarif writes one SARIF 2.1.0 log for
code scanning services: artifact URIs are relative to %SRCROOT% (the current
directory when every PATH is under it, else the PATHs' common parent
directory), given in originalUriBaseIds; each rule the results name is
described as its scanner describes it (help text, helpUri, tags, full
description); the invocation lists the scanners and, when the scan is
incomplete, says executionSuccessful false with a notification per problem.

An incomplete scan never passes: when a job timed out, failed, hit a limit
or left files unscanned (unreadable, over the size limit, special files),
the summary on stderr lists them and the exit code is 5, whatever the
findings; --allow-partial makes such a scan exit as if it were complete.
Files that look binary (a NUL byte in their first 8 KiB) are skipped on
purpose and do not make a scan incomplete: the summary counts them, as do
JSON ("skipped_binary") and SARIF; skip_binary = false in [backend.wasm]
of worker.toml scans them.

Every file is scanned whatever bytes its name holds. A path that is not
valid UTF-8, holds control characters or starts with a double quote is
shown Go-quoted ("dir/\xff.env") in the table, the summary and the JSON
"path" and "target" fields (strconv.Unquote gives the exact bytes back),
and percent-encoded byte for byte in SARIF URIs (dir/%FF.env). When
stderr is a terminal a progress bar shows the files and bytes scanned, the
rate, the jobs done and the findings; on a pipe or file it is never drawn.

Examples:
  worker scan ./src
  worker scan --no-builtin --scanner acme/licenses ./src
  worker scan --all-scanners --config worker.toml ./src
  worker scan --scanner builtin/secrets --format json --output findings.jsonl repo1 repo2
  worker scan --fail-on-findings . || echo "secrets found"
  worker scan --format sarif --output results.sarif --exclude 'vendor' .
  worker scan --git-ref v1.2.0 ~/src/repo
  worker scan --git-history ~/src/repo
  worker scan --rules .gitleaks.toml .
  worker scan --format json . > baseline.jsonl; worker scan --baseline baseline.jsonl .`,
		exits: []string{
			"1    findings were reported and --fail-on-findings is set",
			"5    the scan is incomplete: a job timed out, failed, hit a limit or left files unscanned (without --allow-partial; this wins over 1)",
			"130  interrupted (the first SIGINT lets running jobs finish, the second aborts)",
		},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			var f scanFlags
			fs.StringVar(&f.config, "config", "", "the worker.toml to use (default: ./worker.toml, then ~/.config/sluice/worker.toml, then built-in)")
			fs.Var(&f.scanners, "scanner", "a scanner to run, as package/scanner (repeatable; default: the only one loaded, else the only one configured, else the built-in one)")
			fs.BoolVar(&f.allScanners, "all-scanners", false, "run every scanner loaded")
			fs.StringVar(&f.kind, "target-kind", "auto", "path, archive, git (a repository at --git-ref), or auto (archive for .tar/.tar.gz/.tgz/.zip files, else path)")
			fs.StringVar(&f.format, "format", "table", "output format: table, json (one object per finding per line) or sarif (SARIF 2.1.0)")
			fs.Var(&f.include, "include", "scan only files matching this glob (repeatable)")
			fs.Var(&f.exclude, "exclude", "skip files and directories matching this glob (repeatable)")
			fs.BoolVar(&f.scanGitDirs, "scan-git-dirs", false, "also scan .git directories in a directory PATH (git's database: config, packed refs, hooks, objects), which are skipped by default")
			fs.StringVar(&f.gitRef, "git-ref", "", "scan each PATH as a git repository at this commit, branch or tag")
			fs.BoolVar(&f.gitHistory, "git-history", false, "scan each PATH as a git repository's history: every file version reachable from every ref (or from --git-ref), reported with the commit that added it")
			fs.StringVar(&f.output, "output", "", "write findings to this file instead of stdout")
			fs.BoolVar(&f.failOnFindings, "fail-on-findings", false, "exit 1 when any finding is reported")
			fs.BoolVar(&f.allowPartial, "allow-partial", false, "exit as if complete when a job timed out, failed or left files unscanned (they are still reported)")
			fs.StringVar(&f.stateDir, "state-dir", "", "use (and keep) this state directory instead of a temporary one")
			fs.StringVar(&f.timeout, "timeout", "", "scan timeout per job, e.g. 5m (default: worker.scan_timeout)")
			fs.StringVar(&f.baseline, "baseline", "", "report only findings not in this earlier report (worker scan --format json or sarif output, or a Gitleaks JSON or SARIF report)")
			fs.Var(&f.ignore, "ignore", "do not report the findings this file lists, one fingerprint per line, worker scan's or Gitleaks' (repeatable)")
			fs.BoolVar(&f.noGitleaksFiles, "no-gitleaks-files", false, "do not read .gitleaks.toml and .gitleaksignore in the root of a scanned directory")
			fs.Var(&f.rules, "rules", "add this rule pack (a Sluice pack or a gitleaks.toml) to the scanner's own (repeatable; see docs/secrets-scanner.md)")
			fs.BoolVar(&f.noBuiltin, "no-builtin", false, "do not load the packages built into the worker (worker.builtin_packages = false)")
			fs.BoolVar(&f.verbose, "verbose", false, "log at the configured [log] level (default: warnings and errors only)")
			return func(e *env, args []string) error { return e.scan(&f, args) }
		},
	}
}

func (e *env) scan(f *scanFlags, args []string) error {
	if len(args) == 0 {
		return usagef("want at least one PATH to scan")
	}
	if _, err := report.ParseFormat(f.format); err != nil {
		return usagef("--%v", err)
	}
	if f.gitRef != "" || f.gitHistory {
		if f.kind != "auto" && f.kind != targetKindGit {
			return usagef("--git-ref and --git-history scan git targets; they cannot be used with --target-kind %s", f.kind)
		}
		f.kind = targetKindGit
	}
	targets, err := scanTargets(f, args)
	if err != nil {
		return err
	}
	defer e.catchSignals()()
	region := trace.StartRegion(e.ctx, "scan.config")
	cfg, err := e.loadConfig(f.config)
	region.End()
	if err != nil {
		return err
	}
	// One job per target and scanner chosen: a slot past that many would
	// only set up its state and claim from an empty queue.
	maxSlots := 0
	if !f.allScanners {
		maxSlots = len(targets) * max(len(f.scanners), 1)
	}
	stateDir, durability := f.stateDir, state.Durable
	if stateDir == "" {
		// Nothing reads a temporary state dir after a power loss: its
		// writes stay atomic but are not fsynced.
		durability = state.ProcessOnly
		tmp, err := os.MkdirTemp("", "sluice-scan-")
		if err != nil {
			return fmt.Errorf("creating the scan's temporary state dir: %w", err)
		}
		defer func() {
			defer trace.StartRegion(e.ctx, "scan.removeStateDir").End()
			os.RemoveAll(tmp)
		}()
		stateDir = tmp
		if e.cacheRoot = userCacheRoot(e.getenv); e.cacheRoot != "" {
			// The cache may come from anywhere (a restored CI cache);
			// the key that authenticates it stays with the configured
			// state dir.
			if e.keyRoot, err = filepath.Abs(filepath.Join(cfg.Worker.StateDir, "plugins")); err != nil {
				return usagef("worker.state_dir: %v", err)
			}
		}
	}
	if stateDir, err = filepath.Abs(stateDir); err != nil {
		return usagef("--state-dir: %v", err)
	}

	redactor := diag.NewRedactor()
	logCfg := cfg.Log
	if !f.verbose {
		logCfg.Level = "warn"
	}
	logger := newLogger(logCfg, e.stderr, redactor)
	mem := memory.New(memory.Options{})
	sealed := &sealedContents{byDigest: map[string]*bundle.Contents{}}
	tracker := newScanTracker(len(targets))
	region = trace.StartRegion(e.ctx, "scan.open")
	w, err := e.openWorker(cfg, logger, redactor, worker.Options{
		Transport:   mem,
		OneShot:     true,
		StateDir:    stateDir,
		MaxSlots:    maxSlots,
		NoBuiltin:   f.noBuiltin,
		Observer:    tracker,
		Durability:  durability,
		Sealed:      sealed.add,
		TargetKinds: targetKinds(targets),
		Notify:      e.terminalNotice("worker scan"),
	})
	region.End()
	if err != nil {
		return err
	}
	defer func() {
		defer trace.StartRegion(e.ctx, "scan.close").End()
		w.Close()
	}()
	// A kind of target this machine cannot prepare (git, when git's
	// sandbox does not start) would never be claimed: say so now.
	for _, kind := range targetKinds(targets) {
		if err := w.PrepareUnavailable(kind); err != nil {
			return fmt.Errorf("cannot scan %s targets on this machine: %w", kind, err)
		}
	}

	scanners, err := chooseScanners(f, w.Store().Names(), builtinScanners(w.Store()), cfg)
	if err != nil {
		return err
	}
	// A .gitleaks.toml in the root of a scanned directory is its team's
	// Gitleaks config: the built-in secrets scanner loads it as it loads
	// --rules, as Gitleaks picks it up.
	if !f.noGitleaksFiles {
		found, err := gitleaksConfigs(args)
		if err != nil {
			return err
		}
		f.foundRules = found
		f.rules = append(f.rules, found...)
	}
	builtin := builtinScanners(w.Store())
	for _, scanner := range scanners {
		packs := f.rules
		if !slices.Contains(builtin, scanner) {
			packs = f.rules[:len(f.rules)-len(f.foundRules)]
		}
		if err := addRulePacks(w.Store(), scanner, packs); err != nil {
			return err
		}
	}
	if len(f.rules) > 0 {
		// A rule pack the scanner refuses is the user's mistake, the
		// same at every load: say so now, not as a failed job.
		for _, sc := range scanners {
			if err := w.LoadNow(time.Duration(f.scanTimeout), sc); err != nil {
				var fail *backend.Failure
				if errors.As(err, &fail) && fail.Kind == backend.Unloadable {
					return usagef("%s refused a rule pack (--rules, or a scanned directory's .gitleaks.toml): %s", sc, rulePackNames(refusal(err), f.rules))
				}
			}
		}
	} else {
		// The scanners load while the jobs are enqueued, claimed and
		// prepared; a failed load is loaded again, and reported, by its
		// job.
		w.Preload(time.Duration(f.scanTimeout), scanners...)
	}
	// One job per target and scanner, target by target.
	var jobs []scanJob
	scanID := state.RandomHex(6)
	for i, t := range targets {
		for _, scanner := range scanners {
			spec := job.Spec{ID: fmt.Sprintf("scan-%s-%d", scanID, len(jobs)+1), Scanner: scanner, Target: t, ScanTimeout: f.scanTimeout}
			if err := spec.Validate(); err != nil {
				return usagef("%s: %v", args[i], err)
			}
			if err := mem.Enqueue(e.ctx, spec); err != nil {
				return fmt.Errorf("enqueueing %s: %w", args[i], err)
			}
			jobs = append(jobs, scanJob{spec: spec, arg: args[i]})
		}
	}
	tracker.setJobs(len(jobs))

	progress := e.startProgress(tracker)
	region = trace.StartRegion(e.ctx, "scan.run")
	signals, runErr := e.runWorker(w, logger, pipeline.RunOptions{UntilIdle: true}, nil)
	region.End()
	progress()
	if runErr != nil && !errors.Is(runErr, pipeline.ErrShutdownTimeout) {
		return runErr
	}
	if signals > 0 || e.ctx.Err() != nil {
		return &exitError{code: ExitInterrupted, err: errors.New("interrupted; findings of unfinished jobs are not shown")}
	}
	defer trace.StartRegion(e.ctx, "scan.print").End()
	return e.printScan(f, scanners, jobs, results{mem, sealed}, w.LoadedInfo)
}

// targetKinds lists the kinds of targets, once each.
func targetKinds(targets []job.Target) []string {
	var kinds []string
	for _, t := range targets {
		if !slices.Contains(kinds, t.Kind) {
			kinds = append(kinds, t.Kind)
		}
	}
	return kinds
}

// scanJob is one job of a scan: its spec and the PATH argument it scans.
type scanJob struct {
	spec job.Spec
	arg  string
}

// refusal returns what a scanner said when it refused its data files
// (the message after the configure status), else err's whole message.
func refusal(err error) string {
	msg := err.Error()
	if _, after, ok := strings.Cut(msg, wasmabi.ExportConfigure+": status "); ok {
		if _, said, ok := strings.Cut(after, ": "); ok {
			return said
		}
	}
	return msg
}

// gitleaksConfigFile is the Gitleaks config Gitleaks reads from the root
// of what it scans.
const gitleaksConfigFile = ".gitleaks.toml"

// gitleaksConfigs returns the .gitleaks.toml of each directory in args
// that has one: a regular file, not a symbolic link.
func gitleaksConfigs(args []string) ([]string, error) {
	var found []string
	for _, a := range args {
		if !isDir(a) {
			continue
		}
		p := filepath.Join(a, gitleaksConfigFile)
		fi, err := os.Lstat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			continue
		case err != nil:
			return nil, usagef("%s: %v (--no-gitleaks-files does not read it)", p, err)
		case !fi.Mode().IsRegular():
			return nil, usagef("%s: not a regular file (--no-gitleaks-files does not read it)", p)
		}
		found = append(found, p)
	}
	return found, nil
}

// rulePackName is the name the scanner sees the i-th (from 0) pack of
// --rules by.
func rulePackName(i int, path string) string {
	return fmt.Sprintf("rules/added-%d-%s", i+1, filepath.Base(path))
}

// rulePackNames replaces in msg the names the scanner sees the packs of
// --rules by with the paths the user gave.
func rulePackNames(msg string, files []string) string {
	for i := len(files) - 1; i >= 0; i-- { // added-10 before added-1
		msg = strings.ReplaceAll(msg, rulePackName(i, files[i]), files[i])
	}
	return msg
}

// addRulePacks hands the rule packs of --rules to the scanner as data
// files, after its package's own; the scanner reads them when it loads.
func addRulePacks(store *pkg.Store, scanner string, files []string) error {
	for i, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return usagef("--rules %s: %v", f, err)
		}
		if fi, err := os.Stat(abs); err != nil {
			return usagef("--rules: %v", err)
		} else if !fi.Mode().IsRegular() {
			return usagef("--rules %s: not a regular file", f)
		}
		name := rulePackName(i, abs)
		if err := store.AddData(scanner, backend.DataFile{Name: name, Path: abs}); err != nil {
			return usagef("--rules %s: %v", f, err)
		}
	}
	return nil
}

// scanTargets turns the PATH arguments into job targets (absolute paths,
// kinds chosen by --target-kind, patterns and git ref from the flags).
func scanTargets(f *scanFlags, args []string) ([]job.Target, error) {
	if f.timeout != "" {
		if err := f.scanTimeout.UnmarshalText([]byte(f.timeout)); err != nil {
			return nil, usagef("--timeout: %v", err)
		}
	}
	for _, p := range append(slices.Clone(f.include), f.exclude...) {
		if _, err := workspace.CompileGlob(p); err != nil {
			return nil, usagef("--include/--exclude: %v", err)
		}
	}
	targets := make([]job.Target, len(args))
	for i, a := range args {
		abs, err := filepath.Abs(a)
		if err != nil {
			return nil, usagef("target %s: %v", a, err)
		}
		kind, err := targetKind(f.kind, abs)
		if err != nil {
			return nil, err
		}
		t := job.Target{Kind: kind, Path: abs, Include: anyDepth(f.include), Exclude: anyDepth(f.exclude)}
		switch {
		case kind == targetKindGit:
			t.Ref, t.History = f.gitRef, f.gitHistory
		case kind == targetKindPath && !f.scanGitDirs:
			t.Exclude = append(t.Exclude, gitDirPattern)
		}
		targets[i] = t
	}
	return targets, nil
}

// gitDirPattern is the exclude pattern of the .git directories a plain
// scan of a directory skips, at any depth, as Gitleaks' directory mode
// does: git's database (objects, packs, config, hooks), not the files of
// the checkout; --git-history scans what the history holds.
const gitDirPattern = "**/.git"

// anyDepth returns the patterns of --include and --exclude as a target
// carries them: one without a slash matches a base name at any depth
// ("vendor" is "**/vendor"), one with a slash the path from the top.
func anyDepth(patterns []string) []string {
	out := make([]string, len(patterns))
	for i, p := range patterns {
		if !strings.Contains(p, "/") {
			p = "**/" + p
		}
		out[i] = p
	}
	return out
}

// chooseScanners returns the scanners a scan runs: every loaded one with
// --all-scanners; else those --scanner names; else the only scanner
// loaded, else the only one from the config's [[package]] entries (an
// operator who configured one scanner meant it), else the only built-in
// one.
func chooseScanners(f *scanFlags, names, builtin []string, cfg *config.Config) ([]string, error) {
	if len(names) == 0 {
		return nil, fmt.Errorf("no scanners are loaded: %s lists no [[package]]; add one (see docs/configuration.md) and its signing key under [trust]", cfg.Source)
	}
	if f.allScanners {
		if len(f.scanners) > 0 {
			return nil, usagef("--all-scanners runs every loaded scanner; give no --scanner with it")
		}
		return names, nil
	}
	if len(f.scanners) > 0 {
		var chosen []string
		for _, name := range f.scanners {
			if !slices.Contains(names, name) {
				return nil, usagef("--scanner %q is not loaded; the loaded scanners are: %s", name, strings.Join(names, ", "))
			}
			if !slices.Contains(chosen, name) {
				chosen = append(chosen, name)
			}
		}
		return chosen, nil
	}
	var configured []string
	for _, n := range names {
		if !slices.Contains(builtin, n) {
			configured = append(configured, n)
		}
	}
	switch {
	case len(names) == 1:
		return names, nil
	case len(configured) == 1:
		return configured, nil
	case len(configured) == 0 && len(builtin) == 1:
		return builtin, nil
	}
	return nil, usagef("more than one scanner is loaded; choose with --scanner (repeatable) or run them all with --all-scanners: %s", strings.Join(names, ", "))
}

// printScan writes every job's findings, as the memory transport accepted
// them, and returns the exit decision.
func (e *env) printScan(f *scanFlags, scanners []string, jobs []scanJob, mem results, loaded func(string) (scanner.Info, bool)) error {
	var out io.Writer = e.stdout
	if f.output != "" {
		file, err := os.OpenFile(f.output, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
		if err != nil {
			return usagef("--output: %v", err)
		}
		defer file.Close()
		out = file
	}
	opt := reportOptions(scanners)
	opt.SourceRoot = sourceRoot(jobs)
	pr, err := newFindingPrinter(out, f.format, opt)
	if err != nil {
		return usagef("--format: %v", err)
	}
	pr.ctx = e.ctx
	var roots []string
	for _, j := range jobs {
		if !f.noGitleaksFiles && isDir(j.arg) && !slices.Contains(roots, j.arg) {
			roots = append(roots, j.arg)
		}
	}
	if pr.skip, err = suppressions(f.baseline, f.ignore, roots); err != nil {
		return err
	}
	if err := pr.skip.addCommitAllowlists(f.rules); err != nil {
		return err
	}
	for _, sc := range scanners {
		if info, ok := loaded(sc); ok {
			pr.skip.addAliases(info)
		}
	}
	var total int64
	var incomplete []string // the summary's lines
	incompleteJobs := 0
	targets := map[string]bool{}
	// binary counts the files skipped as binary per target (several
	// scanners of one target skip the same files).
	binary := map[string]int64{}
	for _, j := range jobs {
		targets[j.arg] = true
		res, err := e.scanResult(pr, mem, j.spec, j.arg)
		if err != nil {
			return err
		}
		total += res.Findings
		binary[j.arg] = max(binary[j.arg], res.SkippedBinary)
		if !res.Complete() {
			what := printable(j.arg)
			if len(scanners) > 1 {
				what += " (" + j.spec.Scanner + ")"
			}
			incomplete = append(incomplete, fmt.Sprintf("%s: %s", what, res.Problem()))
			incomplete = append(incomplete, unscannedLines(res)...)
			incompleteJobs++
		}
		if err := pr.job(res); err != nil {
			return fmt.Errorf("writing findings: %w", err)
		}
	}
	if err := pr.flush(); err != nil {
		return fmt.Errorf("writing findings: %w", err)
	}
	fmt.Fprintf(e.stderr, "%s in %s by %s", plural(int(total), "finding"), plural(len(targets), "target"), strings.Join(scanners, ", "))
	if pr.skipped > 0 {
		fmt.Fprintf(e.stderr, " (%d more in the baseline or ignore files, not shown)", pr.skipped)
	}
	var skippedBinary int64
	for _, n := range binary {
		skippedBinary += n
	}
	if skippedBinary > 0 {
		fmt.Fprintf(e.stderr, "; %s skipped as binary (%s)", plural(int(skippedBinary), "file"), report.SkipBinaryHint)
	}
	if incompleteJobs > 0 {
		fmt.Fprintf(e.stderr, ", %d incomplete", incompleteJobs)
	}
	fmt.Fprintln(e.stderr)
	if len(incomplete) > 0 {
		err := errors.New("the scan is incomplete:\n  " + strings.Join(incomplete, "\n  "))
		if !f.allowPartial {
			return &exitError{code: ExitIncomplete, err: err}
		}
		fmt.Fprintf(e.stderr, "worker scan: %v\n(passing anyway: --allow-partial)\n", err)
	}
	if total > 0 && f.failOnFindings {
		return &exitError{code: ExitFailed}
	}
	return nil
}

// sourceRoot is the directory SARIF artifact URIs are relative to: the
// current directory when every target is under it, else the targets'
// deepest common directory (a file target counts as its directory).
func sourceRoot(jobs []scanJob) string {
	var root string
	for i, j := range jobs {
		dir := j.spec.Target.Path
		if !isDir(dir) {
			dir = filepath.Dir(dir)
		}
		if i == 0 {
			root = dir
			continue
		}
		for !within(root, dir) {
			root = filepath.Dir(root)
		}
	}
	if wd, err := os.Getwd(); err == nil && within(wd, root) {
		return wd
	}
	return root
}

// within reports whether path is dir or under it (both absolute, clean).
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}

// maxSummaryUnscanned bounds the unscanned files the summary lists per
// job; JSON and SARIF list up to report.MaxListedUnscanned.
const maxSummaryUnscanned = 20

// unscannedLines lists a job's unscanned files for the summary.
func unscannedLines(res report.Job) []string {
	var lines []string
	for i, u := range res.Unscanned {
		if i == maxSummaryUnscanned {
			break
		}
		lines = append(lines, fmt.Sprintf("  not scanned: %s: %s", u.Path, printable(u.Reason)))
	}
	if more := res.UnscannedTotal - int64(len(lines)); more > 0 {
		lines = append(lines, fmt.Sprintf("  and %d more not scanned (all are listed by --format json or sarif)", more))
	}
	return lines
}

// sealedContents are what the bundles the scan's pipeline sealed hold,
// by digest (worker.Options.Sealed): the printer reads a delivered
// result from them, not from the bundle.
type sealedContents struct {
	mu       sync.Mutex
	byDigest map[string]*bundle.Contents
}

func (s *sealedContents) add(digest string, c *bundle.Contents) {
	s.mu.Lock()
	s.byDigest[digest] = c
	s.mu.Unlock()
}

// results are where a scan's job outcomes are read: the in-memory
// transport says how each job ended, the sealed contents what its
// delivered bundle holds.
type results struct {
	mem    *memory.Transport
	sealed *sealedContents
}

// result returns how job id ended, false while it has not. A delivered
// bundle's contents come from what the pipeline sealed, found by the
// receipt's digest; the bundle is read back only when they are missing.
func (r results) result(id string) (memory.Result, bool, error) {
	res, ok := r.mem.Ended(id)
	if !ok || res.Report != nil {
		return res, ok, nil
	}
	r.sealed.mu.Lock()
	c := r.sealed.byDigest[res.Receipt.Digest]
	r.sealed.mu.Unlock()
	if c == nil {
		return r.mem.Result(id)
	}
	res.Contents = *c
	return res, true, nil
}

// scanResult prints the findings of one job and returns its outcome. A job
// whose result cannot be read is incomplete, not an error of the command.
func (e *env) scanResult(pr *findingPrinter, mem results, spec job.Spec, arg string) (report.Job, error) {
	res, ok, err := mem.result(spec.ID)
	switch {
	case !ok:
		return report.Job{JobID: spec.ID, Target: arg, Scanner: spec.Scanner, Completion: report.CompletionNoResult,
			Message: "the job did not finish"}, nil
	case res.Report != nil:
		return report.Job{JobID: spec.ID, Target: arg, Scanner: spec.Scanner, Completion: report.CompletionFailed,
			Message: fmt.Sprintf("%s: %s", res.Report.Reason, res.Report.Message)}, nil
	case err != nil:
		return report.Job{JobID: spec.ID, Target: arg, Scanner: spec.Scanner, Completion: report.CompletionFailed,
			Message: fmt.Sprintf("reading its result: %v", err)}, nil
	}
	out, err := pr.printResult(res, arg)
	if err != nil {
		return out, fmt.Errorf("writing findings: %w", err)
	}
	return out, nil
}

// plural returns "1 finding", "2 findings".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// userCacheRoot is where a scan with a temporary state dir keeps plugin
// caches (compiled WASM code): $SLUICE_CACHE_DIR, else the user's cache
// directory ($XDG_CACHE_HOME or ~/.cache) under sluice/plugins. Empty (no
// cache kept) when neither can be found.
func userCacheRoot(getenv func(string) string) string {
	if dir := getenv("SLUICE_CACHE_DIR"); dir != "" {
		return dir
	}
	base := getenv("XDG_CACHE_HOME")
	if base == "" {
		home := getenv("HOME")
		if home == "" {
			return ""
		}
		base = filepath.Join(home, ".cache")
	}
	return filepath.Join(base, "sluice", "plugins")
}
