package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/sarifschema"
)

// TestScanNamesAndMergesScanners: the summary, every JSON line and the
// SARIF log name the scanners that ran, so a worker.toml in the current
// directory that makes its own scanner "the only one" is visible; several
// scanners run in one scan (--scanner repeated, --all-scanners) with their
// findings merged and labelled; the table shows each finding's message;
// SARIF URIs are relative to the scanned directory even when it is given as
// an absolute path from elsewhere. (A repeated --scanner used to keep the
// last one silently, the output never named the scanner, the table dropped
// messages and SARIF held absolute file:// URIs.)
func TestScanNamesAndMergesScanners(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	cfg := signedMarkersPackage(t, dir, backendSubprocess, "[worker]\nid = \"scanners-test\"\n")
	target := writeScanTarget(t, dir)
	secret, err := os.ReadFile(filepath.Join(corpusDir, "config", "github-pat.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "sub", "github-pat.json"), secret, 0o644); err != nil {
		t.Fatal(err)
	}
	// The README's walkthrough: worker.toml in the current directory.
	if err := os.Rename(cfg, filepath.Join(dir, "worker.toml")); err != nil {
		t.Fatal(err)
	}

	out, errOut, code := runBinary(t, bin, dir, "scan", target)
	if code != 0 || !strings.Contains(errOut, "1 finding in 1 target by "+markersScanner+"\n") {
		t.Errorf("default scan with ./worker.toml: exit %d, stderr %q: the summary must name the scanner that ran", code, errOut)
	}
	if !strings.Contains(out, "MESSAGE") {
		t.Errorf("the table has no MESSAGE column:\n%s", out)
	}

	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "json", "--scanner", markersScanner, "--scanner", "builtin/secrets", target)
	if code != 0 {
		t.Fatalf("two scanners: exit %d\nstderr %s", code, errOut)
	}
	byScanner := map[string][]string{}
	jobs := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var l struct{ Type, Scanner, Rule_ID, Path, Message string }
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		switch l.Type {
		case "finding":
			byScanner[l.Scanner] = append(byScanner[l.Scanner], l.Rule_ID+" "+l.Path)
		case "job":
			jobs[l.Scanner] = true
		}
	}
	if len(byScanner[markersScanner]) != 1 || len(byScanner["builtin/secrets"]) != 1 || len(byScanner) != 2 {
		t.Errorf("findings by scanner %v: want one of each scanner", byScanner)
	}
	if !jobs[markersScanner] || !jobs["builtin/secrets"] {
		t.Errorf("job lines name scanners %v", jobs)
	}
	if !strings.Contains(errOut, "2 findings in 1 target by "+markersScanner+", builtin/secrets") {
		t.Errorf("summary: %q", errOut)
	}

	out, errOut, code = runBinary(t, bin, dir, "scan", "--all-scanners", target)
	header, _, _ := strings.Cut(out, "\n")
	if code != 0 || strings.Join(strings.Fields(header), " ") != "LOCATION SEVERITY RULE SCANNER MATCH MESSAGE" ||
		!strings.Contains(out, markersScanner) || !strings.Contains(out, "builtin/secrets") {
		t.Errorf("--all-scanners table: exit %d\n%s\nstderr %s", code, out, errOut)
	}

	// SARIF, with the target given as an absolute path from another
	// directory: relative URIs against %SRCROOT%, the target.
	out, errOut, code = runBinary(t, bin, t.TempDir(), "scan", "--config", filepath.Join(dir, "worker.toml"), "--all-scanners", "--format", "sarif", target)
	if code != 0 {
		t.Fatalf("sarif: exit %d\nstderr %s", code, errOut)
	}
	sarifschema.Check(t, "a scan with several scanners", []byte(out))
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
			OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
			Invocations        []struct {
				Properties struct{ Scanners []string } `json:"properties"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	var uris []string
	for _, r := range run.Results {
		a := r.Locations[0].PhysicalLocation.ArtifactLocation
		uris = append(uris, a.URIBaseID+" "+a.URI)
	}
	if strings.Join(uris, ",") != "%SRCROOT% a.txt,%SRCROOT% sub/github-pat.json" && strings.Join(uris, ",") != "%SRCROOT% sub/github-pat.json,%SRCROOT% a.txt" {
		t.Errorf("SARIF artifact locations %q: want relative to %%SRCROOT%%", uris)
	}
	if got := run.OriginalURIBaseIDs["%SRCROOT%"].URI; got != "file://"+target+"/" {
		t.Errorf("originalUriBaseIds %%SRCROOT%% = %q, want file://%s/", got, target)
	}
	if len(run.Invocations) != 1 || len(run.Invocations[0].Properties.Scanners) != 2 {
		t.Errorf("invocation scanners: %+v", run.Invocations)
	}
}

// TestScanQuietOnOwnCode: the lines of this repository that the generic
// rule used to report, and the worker binary itself, give no finding; the
// binary is skipped as binary, and the summary, JSON and SARIF say so and
// how to scan it. (The skip was logged at debug level only.)
func TestScanQuietOnOwnCode(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	target := filepath.Join(dir, "repo")
	if err := os.MkdirAll(filepath.Join(target, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"tlscert.go": "package coordinator\n\nimport \"crypto/x509\"\n\nvar tmpl = x509.Certificate{\n\tKeyUsage: x509.KeyUsageDigitalSignature,\n}\n",
		"sarif.go":   "package report\n\nconst (\n\tFingerprintKey = \"sluiceFindingHash/v1\"\n)\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(target, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	self, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "bin", "worker"), self, 0o755); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", target)
	if code != 0 || strings.Contains(out, `"type":"finding"`) || !strings.Contains(out, `"skipped_binary":1}`) {
		t.Errorf("exit %d, want no finding and one file skipped as binary:\n%s\nstderr %s", code, out, errOut)
	}
	if want := "0 findings in 1 target by builtin/secrets; 1 file skipped as binary (skip_binary = false in [backend.wasm] scans them)\n"; !strings.HasSuffix(errOut, want) {
		t.Errorf("summary %q, want it to end with %q", errOut, want)
	}
	out, errOut, code = runBinary(t, bin, dir, "scan", "--format", "sarif", target)
	if code != 0 || !strings.Contains(out, `"skippedBinaryFiles": 1`) || !strings.Contains(out, "1 file skipped as binary") {
		t.Errorf("sarif: exit %d, want the binary file counted\n%s\nstderr %s", code, out, errOut)
	}
	sarifschema.Check(t, "a scan that skipped a binary file", []byte(out))
}
