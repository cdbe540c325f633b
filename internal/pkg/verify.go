package pkg

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// VerifyOptions configure Verify.
type VerifyOptions struct {
	// Trust says which keys (or root chain) must sign. Required.
	Trust TrustConfig
	// Now is the reference time for every date check. Zero means the
	// current time.
	Now time.Time
	// Platform, when set ("linux/amd64"), must be allowed by the package's
	// compat.platforms if it has native scanners. Empty skips the check, so
	// a package for another platform can be verified offline.
	Platform string
	// Limits bound the package; zero fields take defaults.
	Limits Limits
	// TempDir is where a .tar.gz is extracted (into a private directory
	// removed before Verify returns). Empty means os.TempDir().
	TempDir string
	// BuiltinKeys are the public keys of the packages compiled into the
	// worker binary (see StoreOptions.BuiltinKeys): a Trust listing one is
	// a *ConfigError, and a package with a valid signature by one fails.
	BuiltinKeys []string
	// Select, when not nil, says which build of each scanner a worker
	// would run (Report.Scanners[].Builds); nil lists the builds without a
	// choice.
	Select *Selector
}

// ErrInvalid is wrapped by every error about a package that failed
// verification.
var ErrInvalid = errors.New("package failed verification")

// InvalidError lists the problems of a package that failed verification.
type InvalidError struct {
	Package  string
	Problems []Problem
}

func (e *InvalidError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s failed verification", e.Package)
	for i, p := range e.Problems {
		if i == 3 {
			fmt.Fprintf(&b, "; and %d more", len(e.Problems)-i)
			break
		}
		b.WriteString("; ")
		b.WriteString(p.String())
	}
	return b.String()
}

func (e *InvalidError) Unwrap() error { return ErrInvalid }

// InputError is a build or sign failure caused by what the author gave
// (package.toml, a source file, a key file), not by the machine: the CLI
// exits 2 for it.
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// ScannerSummary describes a verified scanner in a Report.
type ScannerSummary struct {
	Name string `json:"name"`
	// Backend and Entry are those of the chosen build, or of the first
	// build when none is chosen.
	Backend      string   `json:"backend"`
	Entry        string   `json:"entry"`
	Capabilities []string `json:"capabilities"`
	Keywords     int      `json:"keywords"`
	// Builds are every build of the scanner, with the choice of
	// VerifyOptions.Select and its reason.
	Builds []BuildChoice `json:"builds"`
}

// SelectionSummary says for which worker a Report chose builds.
type SelectionSummary struct {
	Platform string   `json:"platform,omitempty"`
	Backends []string `json:"backends,omitempty"`
}

// Report is the outcome of verifying one package. Fields other than
// Package, ReferenceTime, Valid and Problems are filled as far as
// verification got.
type Report struct {
	Package       string           `json:"package"`
	Valid         bool             `json:"valid"`
	ReferenceTime string           `json:"reference_time"`
	Name          string           `json:"name,omitempty"`
	Version       int64            `json:"version,omitempty"`
	Release       string           `json:"release,omitempty"`
	Created       string           `json:"created,omitempty"`
	Expires       string           `json:"expires,omitempty"`
	Digest        string           `json:"digest,omitempty"`
	Threshold     int              `json:"threshold"`
	Signatures    []SignatureCheck `json:"signatures"`
	Root          *RootSummary     `json:"root,omitempty"`
	Files         int              `json:"files"`
	Scanners      []ScannerSummary `json:"scanners"`
	// ChosenFor, when builds were chosen, names the platform and backend
	// preference they were chosen for.
	ChosenFor *SelectionSummary `json:"chosen_for,omitempty"`
	Problems  []Problem         `json:"problems"`
}

// Err returns nil for a valid report and an *InvalidError otherwise.
func (r *Report) Err() error {
	if r.Valid {
		return nil
	}
	return &InvalidError{Package: r.Package, Problems: r.Problems}
}

// Verify checks the package at pkgPath offline against opt.Trust. A
// package that fails is not an error: the Report lists every problem found,
// each naming the file and field it concerns. The error is for what stops
// verification from running at all: an unusable trust config
// (*ConfigError) or a cancelled ctx.
func Verify(ctx context.Context, pkgPath string, opt VerifyOptions) (*Report, error) {
	lim := opt.Limits.withDefaults()
	now := opt.Now
	if now.IsZero() {
		now = time.Now()
	}
	now = now.UTC()
	builtinKeys, err := builtinKeySet(opt.BuiltinKeys, nil)
	if err != nil {
		return nil, err
	}
	ts, prob, err := opt.Trust.resolveTrust(now, lim)
	if err != nil {
		return nil, err
	}
	if err := refuseBuiltinKeys(ts, builtinKeys); err != nil {
		return nil, err
	}
	r := newReport(pkgPath, now)
	if prob != nil {
		r.Problems = append(r.Problems, *prob)
		return r, nil
	}
	run := verifyRun{lim: lim, now: now, trust: ts, tmpDir: opt.TempDir, platform: opt.Platform, builtinKeys: builtinKeys, sel: opt.Select}
	run.verify(ctx, pkgPath, r)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return r, nil
}

func newReport(pkgPath string, now time.Time) *Report {
	return &Report{Package: pkgPath, ReferenceTime: FormatTime(now),
		Signatures: []SignatureCheck{}, Scanners: []ScannerSummary{}, Problems: []Problem{}}
}

// fileSink receives each listed file's bytes while they are verified.
type fileSink interface {
	// open returns where fe's bytes go.
	open(fe FileEntry) (io.Writer, error)
	// done is called once per opened file; ok says whether size and digest
	// matched.
	done(fe FileEntry, ok bool) error
}

// verifyRun is one verification with its settings.
type verifyRun struct {
	lim      Limits
	now      time.Time
	trust    *trustSet
	tmpDir   string
	platform string
	// checkVersion, if set, enforces version high-water marks.
	checkVersion func(name string, version int64, digest string) *Problem
	// sink, if set, receives every file's bytes (the store's copy).
	sink fileSink
	// builtinKeys refuse a package that one of them signed validly; nil
	// when verifying a built-in package itself.
	builtinKeys map[string]PublicKey
	// sel, if set, chooses the build of each scanner.
	sel *Selector

	// Filled on success.
	manifest    *Manifest
	manifestRaw []byte
	signers     []string
}

// verify runs every check in order on the package at pkgPath, filling r.
// It stops early only where going on would mean trusting something not yet
// verified.
func (v *verifyRun) verify(ctx context.Context, pkgPath string, r *Report) {
	tree, probs := openPackage(ctx, pkgPath, v.lim, v.tmpDir)
	v.verifyTree(ctx, tree, probs, r)
}

// verifyTree is verify on an opened tree and the problems its opening
// found; a nil tree is a package that cannot be examined further. It
// closes the tree.
func (v *verifyRun) verifyTree(ctx context.Context, tree *pkgTree, probs []Problem, r *Report) {
	r.Threshold = v.trust.threshold
	r.Root = v.trust.summary()
	fail := func(ps ...Problem) { r.Problems = append(r.Problems, ps...) }
	fail(probs...)
	if tree == nil {
		return
	}
	defer tree.close()

	raw, ok := v.authenticate(tree, r)
	if !ok {
		return
	}

	// Only now, with the bytes authenticated, is the manifest parsed.
	m, err := ParseManifest(raw)
	if err != nil {
		fail(Problem{File: ManifestName, Message: err.Error()})
		return
	}
	r.Name, r.Version, r.Release, r.Created, r.Expires = m.Name, m.Version, m.Release, m.Created, m.Expires
	r.Files = len(m.Files)
	r.Scanners = v.summarise(m)
	if v.sel != nil {
		r.ChosenFor = &SelectionSummary{Platform: v.sel.Platform, Backends: v.sel.Backends}
	}
	fail(m.checkHeader(v.now, v.platform)...)
	if v.checkVersion != nil && len(r.Problems) == 0 {
		if p := v.checkVersion(m.Name, m.Version, strings.TrimPrefix(r.Digest, "sha256:")); p != nil {
			fail(*p)
		}
	}
	fileProbs := m.checkFiles(v.lim)
	fail(fileProbs...)
	if len(fileProbs) == 0 {
		fail(checkFileSet(m, tree)...)
		if len(r.Problems) == 0 || v.sink == nil {
			fail(v.checkContents(ctx, m, tree)...)
		}
	}
	fail(m.checkScanners()...)
	if len(r.Problems) == 0 {
		r.Valid = true
		v.manifest, v.manifestRaw = m, raw
	}
}

// summarise describes m's scanners and, with a Selector, the build of
// each that it chooses.
func (v *verifyRun) summarise(m *Manifest) []ScannerSummary {
	out := make([]ScannerSummary, 0, len(m.Scanners))
	for _, s := range m.Scanners {
		sum := ScannerSummary{Name: s.Name, Capabilities: append([]string{}, s.Capabilities...), Keywords: len(s.Keywords),
			Builds: []BuildChoice{}}
		builds := s.AllBuilds()
		chosen := 0
		if v.sel != nil {
			chosen, sum.Builds = v.sel.Choose(s, m.Compat.Platforms)
		} else {
			for _, b := range builds {
				sum.Builds = append(sum.Builds, BuildChoice{Backend: b.Backend, Entry: b.Entry, Platforms: b.Platforms})
			}
		}
		if chosen < 0 {
			chosen = 0
		}
		if chosen < len(builds) {
			sum.Backend, sum.Entry = builds[chosen].Backend, builds[chosen].Entry
		}
		out = append(out, sum)
	}
	return out
}

// authenticate reads manifest.json and manifest.sig once into memory,
// parses the envelope and checks the signatures over the raw manifest
// bytes against the threshold. It returns the manifest bytes only if they
// are authentic.
func (v *verifyRun) authenticate(tree *pkgTree, r *Report) ([]byte, bool) {
	fail := func(ps ...Problem) { r.Problems = append(r.Problems, ps...) }
	// Manifest and signature are read once into memory; everything after
	// works on these bytes.
	raw, err := tree.readSmall(ManifestName, v.lim.MaxManifestBytes)
	if err != nil && !(errors.Is(err, errMissing) && hasProblem(r, ManifestName)) {
		fail(Problem{File: ManifestName, Message: err.Error()})
	}
	sigRaw, serr := tree.readSmall(SignatureName, v.lim.MaxEnvelopeBytes)
	if serr != nil {
		if !errors.Is(serr, errMissing) {
			fail(Problem{File: SignatureName, Message: serr.Error()})
		} else if !hasProblem(r, SignatureName) { // not already reported as a link or special file
			fail(Problem{File: SignatureName, Message: "missing: the package is unsigned (sign it with: worker package sign --key KEY PKG)"})
		}
	}
	if err != nil || serr != nil {
		return nil, false
	}
	sum := sha256.Sum256(raw)
	r.Digest = "sha256:" + hex.EncodeToString(sum[:])

	env, err := ParseEnvelope(sigRaw, ManifestPayloadType, v.lim.MaxSignatures)
	if err != nil {
		fail(Problem{File: SignatureName, Message: err.Error()})
		return nil, false
	}
	if p := refuseBuiltinSigners(env, raw, v.builtinKeys); p != nil {
		fail(*p)
		return nil, false
	}
	valid, checks := verifyEnvelope(env, raw, v.trust.keys)
	r.Signatures = checks
	if valid < v.trust.threshold {
		fail(Problem{File: SignatureName, Field: "signatures", Message: fmt.Sprintf(
			"%d distinct trusted keys signed manifest.json validly, the threshold is %d%s",
			valid, v.trust.threshold, describeChecks(checks))})
		return nil, false
	}
	for _, c := range checks {
		if c.Status == "valid" {
			v.signers = append(v.signers, c.KeyID)
		}
	}
	return raw, true
}

func hasProblem(r *Report, file string) bool {
	for _, p := range r.Problems {
		if p.File == file {
			return true
		}
	}
	return false
}

func describeChecks(checks []SignatureCheck) string {
	var parts []string
	for _, c := range checks {
		if c.Status != "valid" {
			parts = append(parts, fmt.Sprintf("key %s…: %s", c.KeyID[:12], c.Status))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, "; ") + ")"
}

// checkFileSet compares the manifest's files with the tree: nothing
// missing, nothing extra, no directory that holds no listed file.
func checkFileSet(m *Manifest, t *pkgTree) []Problem {
	var ps []Problem
	listed := map[string]bool{ManifestName: true, SignatureName: true}
	neededDirs := map[string]bool{}
	for _, f := range m.Files {
		listed[f.Path] = true
		for _, d := range parentDirs(f.Path) {
			neededDirs[d] = true
		}
		if _, ok := t.files[f.Path]; !ok {
			msg := "listed in the manifest but missing from the package"
			if t.dirs[f.Path] {
				msg = "listed as a file but is a directory"
			}
			ps = append(ps, Problem{File: f.Path, Message: msg})
		}
	}
	var extra []string
	for p := range t.files {
		if !listed[p] {
			extra = append(extra, p)
		}
	}
	for d := range t.dirs {
		if !neededDirs[d] && !listed[d] {
			extra = append(extra, d+"/")
		}
	}
	sort.Strings(extra)
	for _, p := range extra {
		ps = append(ps, Problem{File: p, Message: "in the package but not listed in the manifest"})
	}
	return ps
}

// checkContents reads every listed file once, checking size and digest,
// and hands the bytes to the sink if there is one.
func (v *verifyRun) checkContents(ctx context.Context, m *Manifest, t *pkgTree) []Problem {
	var ps []Problem
	for _, fe := range m.Files {
		if _, ok := t.files[fe.Path]; !ok {
			continue // reported by checkFileSet
		}
		var dst io.Writer = io.Discard
		if v.sink != nil {
			w, err := v.sink.open(fe)
			if err != nil {
				ps = append(ps, Problem{File: fe.Path, Message: fmt.Sprintf("copying into the store: %v", err)})
				continue
			}
			dst = w
		}
		head := &headWriter{}
		err := t.hashFile(ctx, fe, io.MultiWriter(head, dst))
		if err == nil && fe.Kind == KindWasm && string(head.b) != wasmMagic {
			err = fmt.Errorf("kind is wasm but the file does not start with the WebAssembly magic bytes")
		}
		if v.sink != nil {
			if serr := v.sink.done(fe, err == nil); serr != nil && err == nil {
				err = fmt.Errorf("copying into the store: %w", serr)
			}
		}
		if err != nil {
			ps = append(ps, Problem{File: fe.Path, Message: err.Error()})
		}
	}
	return ps
}

// wasmMagic starts every WebAssembly binary module.
const wasmMagic = "\x00asm"

// headWriter keeps the first bytes written to it.
type headWriter struct{ b []byte }

func (h *headWriter) Write(p []byte) (int, error) {
	if n := len(wasmMagic) - len(h.b); n > 0 {
		h.b = append(h.b, p[:min(n, len(p))]...)
	}
	return len(p), nil
}
