package main

import (
	"archive/tar"
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/internal/sarifschema"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// corpusDir is the secrets scanner's labelled accuracy corpus: planted
// secrets of every rule in realistic files, plus look-alikes.
const corpusDir = "../../examples/scanners/secrets/testdata/corpus"

// TestBuiltinScan is the fresh-clone experience: `worker scan DIR` with no
// worker.toml, no keys and no packages runs the built-in secrets scanner
// (the embedded, signed WASM package) and finds every planted secret.
func TestBuiltinScan(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir() // HOME, no worker.toml
	corpus, err := filepath.Abs(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var labels []struct {
		RuleID string `json:"rule_id"`
		Path   string `json:"path"`
		Line   int    `json:"line"`
	}
	raw, err := os.ReadFile(corpus + ".labels.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &labels); err != nil {
		t.Fatal(err)
	}

	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", corpus)
	if code != 0 {
		t.Fatalf("scan: exit %d\nstderr %s", code, errOut)
	}
	type key struct {
		rule, path string
		line       int
	}
	found := map[key]bool{}
	rules := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var f struct {
			RuleID string `json:"rule_id"`
			Path   string `json:"path"`
			Line   int    `json:"line"`
		}
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatalf("line %q is not JSON: %v", sc.Text(), err)
		}
		found[key{f.RuleID, f.Path, f.Line}] = true
		rules[f.RuleID] = true
	}
	for _, l := range labels {
		if !found[key{l.RuleID, l.Path, l.Line}] {
			t.Errorf("planted %s at %s:%d not found", l.RuleID, l.Path, l.Line)
		}
	}
	for _, r := range detector.New().Info().Rules {
		if !rules[r.ID] {
			t.Errorf("no finding of rule %s", r.ID)
		}
	}
	if strings.Contains(errOut, "\r") {
		t.Errorf("a progress line was drawn on a pipe: %q", errOut)
	}

	// The scan's state dir was temporary, but the compiled module is kept
	// in the user's cache dir (HOME is dir), so the next scan reuses it.
	cacheDir := filepath.Join(dir, ".cache", "sluice", "plugins", "backend.wasm", "compile-cache")
	cached := listTree(t, cacheDir)
	if len(cached) == 0 {
		t.Fatalf("no compiled module cached in %s after a scan", cacheDir)
	}

	out, errOut, code = runBinary(t, bin, dir, "scan", "--fail-on-findings", "--format", "sarif", corpus)
	var sarif struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []json.RawMessage `json:"results"`
		} `json:"runs"`
	}
	if code != 1 || json.Unmarshal([]byte(out), &sarif) != nil || sarif.Version != "2.1.0" || len(sarif.Runs) != 1 || len(sarif.Runs[0].Results) < len(labels) {
		t.Errorf("--fail-on-findings --format sarif: exit %d, %d bytes of output\nstderr %s", code, len(out), errOut)
	}
	sarifschema.Check(t, "a scan with findings", []byte(out))

	if again := listTree(t, cacheDir); strings.Join(again, "\n") != strings.Join(cached, "\n") {
		t.Errorf("the second scan compiled again: cache went from %v to %v", cached, again)
	}

	// The cache is untrusted (a restored CI cache, say): machine code
	// patched in it with a valid CRC-32C is never run (0xCC would kill the
	// worker with SIGTRAP); the entry fails authentication, is logged and
	// compiled again, and the scan finds the same.
	if n, err := wasmtest.PatchCompiledCode(cacheDir); err != nil || n == 0 {
		t.Fatalf("patching the compile cache: %d blobs, %v", n, err)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--fail-on-findings", "--format", "json", corpus)
	if code != 1 || !strings.Contains(errOut, "entry failed authentication") || len(scanFindings(t, out)) < len(labels) {
		t.Errorf("scan over a tampered compile cache: exit %d, %d findings\nstderr %s", code, len(scanFindings(t, out)), errOut)
	}

	clean := filepath.Join(dir, "clean")
	os.MkdirAll(clean, 0o755)
	os.WriteFile(filepath.Join(clean, "a.txt"), []byte("nothing to see\n"), 0o644)
	_, errOut, code = runBinary(t, bin, dir, "scan", "--fail-on-findings", clean)
	if code != 0 || !strings.Contains(errOut, "0 findings in 1 target") {
		t.Errorf("clean dir: exit %d %q", code, errOut)
	}

	// Turned off by flag or config, nothing is left to scan with.
	_, errOut, code = runBinary(t, bin, dir, "scan", "--no-builtin", clean)
	if code != 2 || !strings.Contains(errOut, "built-in packages are turned off") {
		t.Errorf("--no-builtin: exit %d %q", code, errOut)
	}
	os.WriteFile(filepath.Join(dir, "worker.toml"), []byte("[worker]\nbuiltin_packages = false\n"), 0o600)
	_, errOut, code = runBinary(t, bin, dir, "scan", clean)
	if code != 2 || !strings.Contains(errOut, "built-in packages are turned off") {
		t.Errorf("builtin_packages = false: exit %d %q", code, errOut)
	}
}

// listTree lists the regular files below dir with their sizes, sorted.
func listTree(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			fi, err := d.Info()
			if err != nil {
				return err
			}
			out = append(out, fmt.Sprintf("%s %d", strings.TrimPrefix(p, dir), fi.Size()))
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return out
}

// TestBuiltinKeyRefusedWhenOff is the reproduction of a package signed
// with the committed built-in private key: with builtin_packages = false
// and [trust] keys listing the built-in public key, the worker refuses to
// start, and verify-package and config check refuse that trust too.
func TestBuiltinKeyRefusedWhenOff(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	markersSource(t, dir, "src", backendSubprocess, 1)
	// The committed key pair, copied because the signer wants a private
	// key of mode 0600.
	builtinKey, builtinPub := filepath.Join(dir, "builtin.key"), filepath.Join(dir, "builtin.pub")
	for _, f := range []string{builtinKey, builtinPub} {
		data, err := os.ReadFile(filepath.Join("../../examples/packages/secrets", filepath.Base(f)))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	pkgStep(t, bin, dir, 0, "package", "build", "src", "--out", "evil.tar.gz")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", builtinKey, "evil.tar.gz")
	cfg := fmt.Sprintf("[worker]\nbuiltin_packages = false\n\n[[package]]\npath = \"evil.tar.gz\"\n\n[trust]\nkeys = [%q]\nthreshold = 1\n", builtinPub)
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	os.WriteFile(filepath.Join(target, "main.go"), []byte("// DO-NOT-COMMIT\n"), 0o644)
	const refused = "is the signing key of a package built into the worker"
	for _, args := range [][]string{
		{"config", "check", "--config", "worker.toml"},
		{"verify-package", "--config", "worker.toml", "evil.tar.gz"},
		{"verify-package", "--trust-key", builtinPub, "evil.tar.gz"},
		{"scan", "--config", "worker.toml", target},
	} {
		out, errOut, code := runBinary(t, bin, dir, args...)
		if code == 0 || !strings.Contains(errOut, refused) {
			t.Errorf("worker %s: exit %d, want a refusal naming the built-in key\nstdout %s\nstderr %s", strings.Join(args, " "), code, out, errOut)
		}
	}
	// Trusting a key of its own, the package co-signed with the built-in
	// key is still refused.
	pkgStep(t, bin, dir, 0, "keygen", "--out", "own")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "own.key", "evil.tar.gz")
	cfg = "[worker]\nbuiltin_packages = false\n\n[[package]]\npath = \"evil.tar.gz\"\n\n[trust]\nkeys = [\"own.pub\"]\nthreshold = 1\n"
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	pkgStep(t, bin, dir, 0, "config", "check", "--config", "worker.toml")
	out := pkgStep(t, bin, dir, 1, "verify-package", "--config", "worker.toml", "evil.tar.gz")
	if !strings.Contains(out, "built into the worker") {
		t.Errorf("verify-package of a co-signed package:\n%s", out)
	}
	if _, errOut, code := runBinary(t, bin, dir, "scan", "--config", "worker.toml", target); code == 0 || !strings.Contains(errOut, "built into the worker") {
		t.Errorf("scan with a co-signed package: exit %d\n%s", code, errOut)
	}
}

// TestBuiltinScanRules adds a team's gitleaks.toml to the built-in
// scanner with --rules: its rule loads inside the WASM sandbox next to the
// default pack, and a pack that does not load fails the scan with the
// pack's file, line and rule named.
func TestBuiltinScanRules(t *testing.T) {
	t.Parallel()
	bin, dir, target := scanDir(t, "src")
	const tok = "acme_k3j9x2m4p8q1w5e7r0t6y3u2b4n7c9v1"
	if err := os.WriteFile(filepath.Join(target, "app.env"), []byte("ACME_TOKEN="+tok+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rules, err := filepath.Abs("../../examples/scanners/secrets/detector/testdata/gitleaks.toml")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", "--rules", rules, target)
	if code != 0 || !strings.Contains(out, `"rule_id":"acme-internal-token"`) {
		t.Fatalf("scan --rules: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte("[[rules]]\nid = \"acme\"\nregx = 'acme_'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The scanner refuses the pack when it loads, before any job: a
	// configuration error (exit 2), naming the pack as given, its line,
	// the rule and the key, and nothing is retried.
	_, errOut, code = runBinary(t, bin, dir, "scan", "--rules", bad, target)
	if code != 2 || !strings.Contains(errOut, `builtin/secrets refused a rule pack (--rules, or a scanned directory's .gitleaks.toml): `) ||
		!strings.Contains(errOut, bad+`:3: unknown key "regx" of rule "acme"`) ||
		strings.Contains(errOut, "rules/added-") || strings.Contains(errOut, "retry") {
		t.Fatalf("scan with a bad pack: exit %d, want 2 naming the pack, line, rule and key\nstderr %s", code, errOut)
	}
}

// TestBuiltinScanBaseline scans twice: with the first run's JSON output as
// --baseline the second reports only the secret added in between, and an
// --ignore file of that secret's fingerprint silences it too.
func TestBuiltinScanBaseline(t *testing.T) {
	t.Parallel()
	bin, dir, target := scanDir(t, "src")
	g := fake.New(3)
	old, _ := g.Token("github-pat")
	added, _ := g.Token("npm-access-token")
	if err := os.WriteFile(filepath.Join(target, "a.env"), []byte("GH="+old+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	first, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", target)
	if code != 0 || !strings.Contains(first, "github-pat") {
		t.Fatalf("first scan: exit %d\n%s\n%s", code, first, errOut)
	}
	baseline := filepath.Join(dir, "baseline.jsonl")
	if err := os.WriteFile(baseline, []byte(first), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "b.env"), []byte("NPM="+added+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	second, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", "--baseline", baseline, target)
	if code != 0 || strings.Contains(second, "github-pat") || !strings.Contains(second, "npm-access-token") ||
		!strings.Contains(errOut, "1 more in the baseline") {
		t.Fatalf("scan with a baseline: exit %d\n%s\n%s", code, second, errOut)
	}
	var fp struct {
		Fingerprint string `json:"fingerprint"`
	}
	for _, line := range strings.Split(second, "\n") {
		if strings.Contains(line, "npm-access-token") {
			if err := json.Unmarshal([]byte(line), &fp); err != nil {
				t.Fatal(err)
			}
		}
	}
	ignore := filepath.Join(dir, ".sluiceignore")
	if err := os.WriteFile(ignore, []byte(fp.Fingerprint+" # reviewed: a test token\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	third, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", "--baseline", baseline, "--ignore", ignore,
		"--fail-on-findings", target)
	if code != 0 || strings.Contains(third, "rule_id") {
		t.Fatalf("scan with a baseline and an ignore file: exit %d\n%s\n%s", code, third, errOut)
	}
}

// TestBuiltinScanGitleaksFiles is a Gitleaks user's repository: the
// .gitleaksignore in its root silences the finding it names (Gitleaks'
// file:rule:line), --no-gitleaks-files reports it again, and a Gitleaks
// JSON report as --baseline silences what it lists.
func TestBuiltinScanGitleaksFiles(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	target := filepath.Join(dir, "repo")
	if err := os.MkdirAll(filepath.Join(target, "deploy"), 0o755); err != nil {
		t.Fatal(err)
	}
	g := fake.New(5)
	pat, _ := g.Token("github-pat")
	npm, _ := g.Token("npm-access-token")
	if err := os.WriteFile(filepath.Join(target, "deploy", "env.sh"), []byte("# deploy\nexport GH="+pat+"\nexport NPM="+npm+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Gitleaks calls the rule of the AWS key "aws-access-token"; ours is
	// "aws-access-key-id", with Gitleaks' id as an alias.
	if err := os.WriteFile(filepath.Join(target, "deploy", "aws.env"), []byte("AWS_ACCESS_KEY_ID=AKIAQYLPMN5HHHFPZAM2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, ".gitleaksignore"), []byte("# a revoked test token\ndeploy/env.sh:github-pat:2\ndeploy/aws.env:aws-access-token:1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", "repo")
	if code != 0 || strings.Contains(out, `"rule_id":"github-pat"`) || strings.Contains(out, `"rule_id":"aws-access-key-id"`) ||
		!strings.Contains(out, `"rule_id":"npm-access-token"`) || !strings.Contains(errOut, "2 more in the baseline or ignore files") {
		t.Fatalf("scan with .gitleaksignore: exit %d\n%s\n%s", code, out, errOut)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "json", "--no-gitleaks-files", "repo")
	if code != 0 || !strings.Contains(out, `"rule_id":"github-pat"`) || !strings.Contains(out, `"rule_id":"aws-access-key-id"`) {
		t.Fatalf("scan with --no-gitleaks-files: exit %d\n%s\n%s", code, out, errOut)
	}
	// The repository's .gitleaks.toml adds its team's rule, as Gitleaks
	// reads it; --no-gitleaks-files leaves it unread, and a broken one
	// stops the scan (exit 2) naming it.
	if err := os.WriteFile(filepath.Join(target, "deploy", "acme.env"), []byte("ACME_TOKEN=acme_k3j9x2m4p8q1w5e7r0t6y3u2b4n7c9v1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const acmeRule = "[extend]\nuseDefault = true\n\n[[rules]]\nid = \"acme-internal-token\"\nregex = 'acme_[0-9a-z]{32}'\nkeywords = [\"acme_\"]\n"
	if err := os.WriteFile(filepath.Join(target, ".gitleaks.toml"), []byte(acmeRule), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "json", "repo")
	if code != 0 || !strings.Contains(out, `"rule_id":"acme-internal-token"`) || !strings.Contains(out, `"rule_id":"npm-access-token"`) {
		t.Fatalf("scan with .gitleaks.toml: exit %d\n%s\n%s", code, out, errOut)
	}
	// Without useDefault it stands alone, as in Gitleaks: the built-in
	// rules are replaced by its own.
	if err := os.WriteFile(filepath.Join(target, ".gitleaks.toml"), []byte(strings.TrimPrefix(acmeRule, "[extend]\nuseDefault = true\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "json", "repo")
	if code != 0 || !strings.Contains(out, `"rule_id":"acme-internal-token"`) || strings.Contains(out, `"rule_id":"npm-access-token"`) {
		t.Fatalf("scan with a .gitleaks.toml that does not extend the defaults: exit %d\n%s\n%s", code, out, errOut)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "json", "--no-gitleaks-files", "repo")
	if code != 0 || strings.Contains(out, `"rule_id":"acme-internal-token"`) {
		t.Fatalf("scan with --no-gitleaks-files read .gitleaks.toml: exit %d\n%s\n%s", code, out, errOut)
	}
	if err := os.WriteFile(filepath.Join(target, ".gitleaks.toml"), []byte("[[rules]]\nid = \"acme\"\nregx = 'acme_'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runBinary(t, bin, dir, "scan", "repo"); code != 2 || !strings.Contains(errOut, `.gitleaks.toml:3: unknown key "regx" of rule "acme"`) {
		t.Fatalf("scan with a broken .gitleaks.toml: exit %d, want 2 naming it\n%s", code, errOut)
	}
	for _, name := range []string{".gitleaks.toml", "deploy/acme.env"} {
		if err := os.Remove(filepath.Join(target, name)); err != nil {
			t.Fatal(err)
		}
	}
	// Gitleaks' report of the same directory, run from its parent.
	report := filepath.Join(dir, "gitleaks.json")
	if err := os.WriteFile(report, []byte(`[{"RuleID":"npm-access-token","StartLine":3,"File":"repo/deploy/env.sh","Commit":"","Fingerprint":"repo/deploy/env.sh:npm-access-token:3"},`+
		`{"RuleID":"aws-access-token","StartLine":1,"File":"repo/deploy/aws.env","Commit":"","Fingerprint":"repo/deploy/aws.env:aws-access-token:1"}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "json", "--baseline", report, "--fail-on-findings", "repo")
	if code != 0 || strings.Contains(out, `"rule_id"`) {
		t.Fatalf("scan with a Gitleaks report as baseline and .gitleaksignore: exit %d\n%s\n%s", code, out, errOut)
	}
}

// TestBuiltinScanLimitsSkipFiles: a file over limits.file_max_bytes and
// the entries past limits.workspace_max_files are reported as not scanned,
// naming the key that raises the limit, while the secret in the file next
// to them is found; the scan exits 5, or 0 with --allow-partial.
func TestBuiltinScanLimitsSkipFiles(t *testing.T) {
	t.Parallel()
	bin, dir, target := scanDir(t, "src")
	pat, _ := fake.New(7).Token("github-pat")
	if err := os.WriteFile(filepath.Join(target, "a.env"), []byte("GH="+pat+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "big.log"), bytes.Repeat([]byte("log line\n"), 2<<10), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		config, want string
		found        bool // the secret is found (the entry past max_files may be a.env)
	}{
		{"[limits]\nfile_max_bytes = \"16KiB\"\n", `not scanned: src/big.log: 18432 bytes, over the limit of 16384 (limits.file_max_bytes in worker.toml)`, true},
		{"[limits]\nworkspace_max_files = 1\n", `over the limit of 1 (limits.workspace_max_files in worker.toml); what was listed before it is scanned`, false},
	} {
		if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte(tc.config), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", "src")
		if code != 5 || tc.found && !strings.Contains(out, `"rule_id":"github-pat"`) || !strings.Contains(errOut, tc.want) ||
			!strings.Contains(errOut, ", 1 incomplete") {
			t.Fatalf("%s: exit %d, want 5 with the secret found and the skip named\nstdout %s\nstderr %s", tc.config, code, out, errOut)
		}
		if _, errOut, code := runBinary(t, bin, dir, "scan", "--allow-partial", "src"); code != 0 {
			t.Fatalf("%s with --allow-partial: exit %d\n%s", tc.config, code, errOut)
		}
	}
	// The same files in an archive: the big one is not extracted, the
	// secret next to it is found.
	var tarball bytes.Buffer
	tw := tar.NewWriter(&tarball)
	for _, name := range []string{"a.env", "big.log"} {
		data, err := os.ReadFile(filepath.Join(target, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		tw.Write(data)
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "src.tar"), tarball.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte("[limits]\nfile_max_bytes = \"16KiB\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", "src.tar")
	if code != 5 || !strings.Contains(out, `"rule_id":"github-pat"`) ||
		!strings.Contains(errOut, "big.log: 18432 bytes, over the limit of 16384 (limits.file_max_bytes in worker.toml)") {
		t.Fatalf("archive: exit %d, want 5 with the secret found and big.log named\nstdout %s\nstderr %s", code, out, errOut)
	}
}

// scanDir returns the worker binary, a directory whose compile cache is
// warm for the built-in scanner, and an empty directory name in it to scan.
func scanDir(t *testing.T, name string) (bin, dir, target string) {
	t.Helper()
	bin = workerBinary(t)
	dir = t.TempDir()
	warmBuiltinCache(t, dir)
	target = filepath.Join(dir, name)
	if err := os.MkdirAll(target, 0o755); err != nil {
		t.Fatal(err)
	}
	return bin, dir, target
}
