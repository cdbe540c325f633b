package workercmd

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/pkg"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// queueOnly is a small transport registered only in this test binary: it
// accepts jobs (Queue.Enqueue) into a directory, one JSON file each, so
// enqueue is tested end to end without importing plugins/. The real
// transports are exercised through the built binary in cmd/worker.
type queueOnly struct {
	transport.Transport        // nil: only Enqueue is used by these tests
	transport.Queue            // nil but for Enqueue
	Dir                 string `toml:"dir"`
}

func (q *queueOnly) Enqueue(_ context.Context, spec job.Spec) error {
	data := []byte(spec.ID + " " + spec.Scanner + " " + spec.Target.Kind + " " + spec.Target.Path + "\n")
	return os.WriteFile(filepath.Join(q.Dir, spec.ID), data, 0o600)
}

func (q *queueOnly) Close() error { return nil }

// loadOnly is a backend registered as backend.subprocess in this test
// binary, so packages of subprocess scanners build and verify (a backend
// declares the entry kind it runs); it runs nothing.
type loadOnly struct{}

func (loadOnly) Load(context.Context, *backend.Scanner) (backend.Instance, error) {
	return nil, errors.New("this test backend runs no scanner")
}
func (loadOnly) Close() error { return nil }

// kindOnly is a preparer registered as the three built-in ones are, with
// their target kinds and archive suffixes, so the command line picks
// target kinds as the worker does; it prepares nothing.
type kindOnly struct{}

func (kindOnly) Prepare(context.Context, job.Target, string, prepare.Limits) (prepare.Result, error) {
	return prepare.Result{}, errors.New("this test preparer prepares nothing")
}

func init() {
	transport.Plugins.Register(registry.Module{ID: "transport.clitest", New: func() any { return &queueOnly{} },
		Summary: "test queue"})
	backend.Plugins.Register(registry.Module{ID: "backend.subprocess", New: func() any { return loadOnly{} },
		Summary: "test backend", EntryKind: pkg.KindExecutable})
	for _, kind := range []string{"path", "archive", "git"} {
		m := registry.Module{ID: "preparer." + kind, New: func() any { return kindOnly{} }, Summary: "test preparer",
			TargetKinds: []string{kind}}
		if kind == "archive" {
			m.ArchiveSuffixes = []string{".tar", ".tar.gz", ".tgz", ".zip"}
		}
		prepare.Plugins.Register(m)
	}
}

// run runs the CLI in-process with a clean environment rooted at home.
func run(t *testing.T, home string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{ctx: context.Background(), stdin: strings.NewReader(""), stdout: &out, stderr: &errb,
		getenv: func(k string) string {
			return map[string]string{"HOME": home, "XDG_STATE_HOME": filepath.Join(home, "state")}[k]
		}}
	code = e.main(args)
	return out.String(), errb.String(), code
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test -update to accept):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestHelpGolden(t *testing.T) {
	cases := [][]string{{"--help"}, {"help"}, {"bundle", "--help"}}
	for _, c := range commands() {
		if c.group == nil {
			cases = append(cases, []string{c.name, "--help"})
		}
		for _, s := range c.group {
			cases = append(cases, append(strings.Fields(s.name), "--help"))
		}
	}
	for _, args := range cases {
		name := "help_" + strings.Join(args, "_")
		name = strings.NewReplacer("--", "", "help_help", "help").Replace(name)
		if len(args) == 0 {
			name = "help_none"
		}
		t.Run(name, func(t *testing.T) {
			out, errOut, code := run(t, t.TempDir(), args...)
			if code != ExitOK || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, name, out)
		})
	}
	// "worker help scan" is "worker scan --help".
	a, _, _ := run(t, t.TempDir(), "help", "scan")
	b, _, _ := run(t, t.TempDir(), "scan", "--help")
	if a != b || !strings.Contains(a, "Exit codes:") {
		t.Errorf("help scan differs from scan --help")
	}
}

// TestBareCommandIsUsageError: a bare "worker" (or a command group without
// its subcommand) prints the help on stderr and exits 2, so a script that
// lost its arguments does not pass; --help still exits 0.
func TestBareCommandIsUsageError(t *testing.T) {
	for _, args := range [][]string{{}, {"config"}, {"bundle"}} {
		out, errOut, code := run(t, t.TempDir(), args...)
		if code != ExitUsage || out != "" || !strings.Contains(errOut, "Usage: worker ") {
			t.Errorf("worker %q: exit %d (want %d), stdout %q, stderr %q", args, code, ExitUsage, out, errOut)
		}
	}
}

// TestFlagErrors: flag errors name flags with two dashes, as --help does,
// and suggest the nearest flag; a bad --target-kind lists the kinds the
// help lists; argument counts are in good English.
func TestFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"scan", "-fromat", "json", "."}, "worker scan: unknown flag --fromat; did you mean --format?\n"},
		{[]string{"scan", "--scaner=a/b", "."}, "worker scan: unknown flag --scaner; did you mean --scanner?\n"},
		{[]string{"scan", "--form", "json", "."}, "worker scan: unknown flag --form; did you mean --format?\n"},
		{[]string{"plugins", "--zzzzzz"}, "worker plugins: unknown flag --zzzzzz\n"},
		{[]string{"scan", "--format"}, "worker scan: flag needs an argument: --format\n"},
		{[]string{"scan", "--fail-on-findings=maybe", "."}, "worker scan: invalid boolean value \"maybe\" for --fail-on-findings: parse error\n"},
		{[]string{"scan", "--target-kind", "zip", "."}, "worker scan: --target-kind \"zip\": want archive, git, path or auto\n"},
		{[]string{"version", "a"}, "worker version: want no arguments, got 1 argument\n"},
		{[]string{"version", "a", "b"}, "worker version: want no arguments, got 2 arguments\n"},
	} {
		out, errOut, code := run(t, t.TempDir(), tc.args...)
		first, _, _ := strings.Cut(errOut, "Run '")
		if code != ExitUsage || out != "" || first != tc.want {
			t.Errorf("worker %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// TestHelpReadsWell: every command's exit codes are listed in numeric
// order (130 last), and prose paragraphs are wrapped: no line over 80
// columns outside the flag list, and no short line in the middle of a
// paragraph.
func TestHelpReadsWell(t *testing.T) {
	for _, c := range allCommands() {
		out, _, _ := run(t, t.TempDir(), append(strings.Fields(c.name), "--help")...)
		prose, exits, _ := strings.Cut(out, "\nExit codes:\n")
		prose, _, _ = strings.Cut(prose, "\nFlags:\n")
		last := -1
		for _, line := range strings.Split(strings.TrimSpace(exits), "\n") {
			var n int
			fmt.Sscan(line, &n)
			if n < last {
				t.Errorf("%s --help: exit code %d listed after %d", c.name, n, last)
			}
			last = n
		}
		lines := strings.Split(prose, "\n")
		for i, line := range lines {
			if len(line) > 80 && !strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "Usage:") {
				t.Errorf("%s --help: line over 80 columns: %q", c.name, line)
			}
			plain := func(l string) bool {
				return l != "" && !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "--") && !strings.HasSuffix(l, ":")
			}
			if i+1 < len(lines) && plain(line) && plain(lines[i+1]) && len(line) < 50 && !strings.HasPrefix(line, "Usage:") {
				t.Errorf("%s --help: unwrapped paragraph, short line %q before %q", c.name, line, lines[i+1])
			}
		}
	}
}

// allCommands lists every runnable command, subcommands of groups
// included.
func allCommands() []*command {
	var all []*command
	for _, c := range commands() {
		if c.group == nil {
			all = append(all, c)
		}
		all = append(all, c.group...)
	}
	return all
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"unknown_command", []string{"frobnicate"}},
		{"unknown_subcommand", []string{"bundle", "open"}},
		{"flag_first", []string{"--json", "plugins"}},
		{"unknown_flag", []string{"plugins", "--colour"}},
		{"extra_args", []string{"version", "now"}},
		{"scan_no_path", []string{"scan"}},
		{"scan_bad_format", []string{"scan", "--format", "xml", "."}},
		{"enqueue_no_scanner", []string{"enqueue", "."}},
		{"enqueue_file_and_path", []string{"enqueue", "--file", "job.json", "."}},
		{"bundle_missing", []string{"bundle", "verify", "/nonexistent/x.bundle"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := run(t, t.TempDir(), tc.args...)
			if code != ExitUsage || out != "" {
				t.Fatalf("exit %d (want %d), stdout %q, stderr %q", code, ExitUsage, out, errOut)
			}
			golden(t, "usage_"+tc.name, errOut)
		})
	}
}

func writeConfig(t *testing.T, dir, body string) string {
	t.Helper()
	path := filepath.Join(dir, "worker.toml")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestConfigCheck(t *testing.T) {
	dir := t.TempDir()
	good := writeConfig(t, dir, "[worker]\nid = \"w1\"\nstate_dir = \"state\"\n[transport]\nuse = \"clitest\"\n[transport.clitest]\ndir = \"q\"\n")
	out, errOut, code := run(t, dir, "config", "check", "--config", good)
	if code != ExitOK || out != "ok: "+good+"\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	out, _, code = run(t, dir, "config", "check", "--print", "--config", good)
	if code != ExitOK || !strings.Contains(out, "dir = \""+filepath.Join(dir, "q")+"\"") {
		t.Errorf("--print: exit %d:\n%s", code, out)
	}
	bad := writeConfig(t, dir, "[worker]\nslots = 0\nbogus = 1\n[transport]\nuse = \"clitest\"\n")
	_, errOut, code = run(t, dir, "config", "check", "--config", bad)
	if code != ExitUsage {
		t.Fatalf("exit %d, want %d", code, ExitUsage)
	}
	golden(t, "config_check_bad", strings.ReplaceAll(errOut, dir, "$DIR"))
}

func TestEnqueue(t *testing.T) {
	dir := t.TempDir()
	q := filepath.Join(dir, "q")
	os.Mkdir(q, 0o700)
	cfg := writeConfig(t, dir, "[worker]\nid = \"w1\"\nstate_dir = \"state\"\n[transport]\nuse = \"clitest\"\n[transport.clitest]\ndir = \"q\"\n")
	target := t.TempDir()
	out, errOut, code := run(t, dir, "enqueue", "--config", cfg, "--scanner", "pkg/scan", "--id", "job-1", target)
	if code != ExitOK || out != "enqueued job-1: path "+target+" with pkg/scan\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	got, err := os.ReadFile(filepath.Join(q, "job-1"))
	if err != nil || string(got) != "job-1 pkg/scan path "+target+"\n" {
		t.Errorf("queued %q, %v", got, err)
	}
	jobFile := filepath.Join(dir, "job.json")
	os.WriteFile(jobFile, []byte(`{"job_id":"job-2","scanner":"p/s","target":{"kind":"archive","path":"/x.zip"}}`), 0o600)
	out, _, code = run(t, dir, "enqueue", "--config", cfg, "--json", "--file", jobFile)
	if code != ExitOK || !strings.Contains(out, `"job_id":"job-2"`) {
		t.Errorf("--file: exit %d, %q", code, out)
	}
	os.WriteFile(jobFile, []byte(`{"job_id":"job-3","scanner":"p/s","target":{"kind":"path","path":"/x"},"colour":1}`), 0o600)
	_, errOut, code = run(t, dir, "enqueue", "--config", cfg, "--file", jobFile)
	if code != ExitUsage || !strings.Contains(errOut, "colour") {
		t.Errorf("unknown field: exit %d, %q", code, errOut)
	}
}

func TestTargetKind(t *testing.T) {
	dir := t.TempDir()
	for name, want := range map[string]string{"a.tar.gz": "archive", "b.ZIP": "archive", "c.tgz": "archive", "d.txt": "path"} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, nil, 0o600)
		if got, err := targetKind("auto", p); err != nil || got != want {
			t.Errorf("%s: %q %v, want %q", name, got, err, want)
		}
	}
	if got, _ := targetKind("auto", dir); got != "path" {
		t.Errorf("dir: %q", got)
	}
	if got, _ := targetKind("git", dir); got != "git" {
		t.Errorf("explicit kind: %q", got)
	}
}

func TestParseInterspersed(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	j := fs.Bool("json", false, "")
	o := fs.String("o", "", "")
	pos, err := parseInterspersed(fs, []string{"a", "--json", "b", "-o", "f", "--", "--not-a-flag"})
	if err != nil || !*j || *o != "f" || strings.Join(pos, " ") != "a b --not-a-flag" {
		t.Errorf("pos %q json %v o %q err %v", pos, *j, *o, err)
	}
}

func TestPrintable(t *testing.T) {
	if printable("ok text") != "ok text" || printable("bad\x1b[2J") != `"bad\x1b[2J"` || printable("a\tb") != `"a\tb"` {
		t.Error("printable does not quote control characters")
	}
}

func TestVersion(t *testing.T) {
	out, _, code := run(t, t.TempDir(), "version", "--json")
	if code != ExitOK || !strings.Contains(out, `"go":"go`) {
		t.Errorf("exit %d: %s", code, out)
	}
}

// TestReferenceDoc fails when docs/cli.md differs from the help texts.
func TestReferenceDoc(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteReference(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("..", "docs", "cli.md")
	if *update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(got, buf.Bytes()) {
		t.Fatalf("docs/cli.md is out of date (%v): run make generate", err)
	}
}

// TestConfigCheckReportsWhatRunRefuses: config check fails (exit 2) for a
// config file that is not a regular file, and reports a bad trust config
// and a package file that does not exist together, with a problem in a
// plugin's table. (It exited 3 for the first, said ok for a package nobody
// has, and a plugin table's problem hid the trust and package problems.)
func TestConfigCheckReportsWhatRunRefuses(t *testing.T) {
	dir := t.TempDir()
	if _, errOut, code := run(t, dir, "config", "check", "--config", "/dev/null"); code != ExitUsage || !strings.Contains(errOut, "not a regular file") {
		t.Errorf("--config /dev/null: exit %d, %q", code, errOut)
	}
	if _, errOut, code := run(t, dir, "config", "check", "--config", filepath.Join(dir, "none.toml")); code != ExitUsage || !strings.Contains(errOut, "no such file") {
		t.Errorf("--config of a missing file: exit %d, %q", code, errOut)
	}
	key := "ed25519:" + base64.StdEncoding.EncodeToString(make([]byte, 32))
	cfg := writeConfig(t, dir, "[transport]\nuse = \"clitest\"\n\n[transport.clitest]\nbogus = 1\n\n[[package]]\npath = \"examples.tar.gz\"\n\n[trust]\nkeys = [\""+key+"\", \""+key+"\"]\n")
	out, errOut, code := run(t, dir, "config", "check", "--config", cfg)
	if code != ExitUsage || out != "" || !strings.Contains(errOut, "the same key is listed twice") ||
		!strings.Contains(errOut, "package[0]: path: stat "+filepath.Join(dir, "examples.tar.gz")+": no such file or directory") ||
		!strings.Contains(errOut, ":5:1: transport.clitest.bogus: unknown key") {
		t.Errorf("exit %d, stdout %q, stderr %q; want the three problems and exit 2", code, out, errOut)
	}
}
