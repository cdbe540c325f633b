package pkg

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/state"
)

// Source is one configured package.
type Source struct {
	// Path is a package directory or .tar.gz.
	Path string `toml:"path"`
}

// StoreOptions configure OpenStore.
type StoreOptions struct {
	// Dir is the store's private directory, under the worker state dir.
	// It is created 0700. Required.
	Dir string
	// Trust says which keys (or root chain) must sign every package.
	Trust TrustConfig
	// Sources are the packages to load.
	Sources []Source
	// Now returns the reference time for each load. Default time.Now.
	Now func() time.Time
	// Logger receives store events. Default: discard.
	Logger *slog.Logger
	// Builtin are packages embedded in the worker binary, each trusted by
	// its own key and pinned manifest digest only (see BuiltinPackage).
	// They load once, before Sources, and stay loaded across reloads. With
	// no Sources, Trust may be empty.
	Builtin []BuiltinPackage
	// BuiltinKeys are the public keys ("ed25519:<base64>") of every package
	// compiled into the worker binary, whether Builtin loads it or not (the
	// keys of Builtin are added). Their private halves are public, so a
	// Trust that lists one is refused, and so is a package from Sources
	// that carries a valid signature by one.
	BuiltinKeys []string
	// Limits bound each package; zero fields take defaults.
	Limits Limits
	// Select chooses the build each scanner runs as (its Platform defaults
	// to this machine's). A scanner with no build the worker can run is
	// not offered; a configured package with no such scanner at all fails
	// to load.
	Select Selector
	// Durability of the store's copies: ProcessOnly (a one-shot scan's
	// temporary state dir) writes them without fsyncs. Default Durable.
	Durability state.Durability
	// ConfigPath is the worker.toml the trust came from, named in the
	// "check it with: worker verify-package --config ..." hint of a
	// LoadError. Empty shows a placeholder.
	ConfigPath string
}

// PackageInfo describes a loaded package.
type PackageInfo struct {
	Name    string `json:"name"`
	Version int64  `json:"version"`
	Release string `json:"release"`
	Created string `json:"created"`
	Expires string `json:"expires"`
	// Digest is the lowercase hex sha256 of the exact manifest bytes.
	Digest string `json:"digest"`
	// Source is the configured path the package was loaded from.
	Source string `json:"source"`
	// Signers are the ids of the trusted keys whose signatures verified.
	Signers []string `json:"signers"`
	// Scanners are the full names "package/scanner".
	Scanners []string `json:"scanners"`
	// Files maps each listed path to its verified copy in the store.
	Files map[string]string `json:"files"`
	// Builds say, per scanner of the manifest, which build the worker runs
	// and why (StoreOptions.Select).
	Builds []ScannerBuilds `json:"builds"`
}

// ScannerBuilds is the choice among one scanner's builds.
type ScannerBuilds struct {
	// Scanner is the full name "package/scanner".
	Scanner string        `json:"scanner"`
	Builds  []BuildChoice `json:"builds"`
}

// LoadError says a configured package could not be loaded. It wraps
// ErrInvalid when the package failed verification.
type LoadError struct {
	Source   string
	Problems []Problem
	Err      error
	// Config is the worker.toml to name in the verify-package hint.
	Config string
}

func (e *LoadError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s", e.Source)
	if e.Err != nil && len(e.Problems) == 0 {
		fmt.Fprintf(&b, ": %v", e.Err)
	}
	for i, p := range e.Problems {
		if i == 3 {
			fmt.Fprintf(&b, "; and %d more problems", len(e.Problems)-i)
			break
		}
		if i == 0 {
			b.WriteString(" failed verification: ")
		} else {
			b.WriteString("; ")
		}
		b.WriteString(p.String())
	}
	config := e.Config
	if config == "" {
		config = "WORKER.toml"
	}
	fmt.Fprintf(&b, "; check it with: worker verify-package --config %s %s", config, e.Source)
	return b.String()
}

func (e *LoadError) Unwrap() error {
	if e.Err != nil {
		return e.Err
	}
	return ErrInvalid
}

type loadedPackage struct {
	info     PackageInfo
	scanners []*backend.Scanner
}

// Store is the verified package store. Its scanners' entries are copies in
// a private content-addressed directory, made while the bytes were hashed;
// backends run only those copies. Methods are safe for concurrent use.
type Store struct {
	opt      StoreOptions
	lim      Limits
	blobDir  string
	tmpDir   string
	reloadMu sync.Mutex // serialises loads; guards hw
	hw       *highWater
	builtins []builtinTrust
	// builtinKeys are the keys of BuiltinKeys and builtins.
	builtinKeys map[string]PublicKey

	mu       sync.RWMutex
	bySource map[string]*loadedPackage
	scanners map[string]*backend.Scanner
}

// OpenStore verifies every source and copies its files into the store. Any
// failure is an error naming the package, the reason, and the
// verify-package command to check it with: a worker must not start with an
// unsigned or invalid package.
func OpenStore(ctx context.Context, opt StoreOptions) (*Store, error) {
	if opt.Dir == "" {
		return nil, errors.New("package store: dir is required")
	}
	builtins, err := checkBuiltins(opt.Builtin)
	if err != nil {
		return nil, err
	}
	builtinKeys, err := builtinKeySet(opt.BuiltinKeys, builtins)
	if err != nil {
		return nil, fmt.Errorf("package store: %w", err)
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	if opt.Select.Platform == "" {
		opt.Select.Platform = runtime.GOOS + "/" + runtime.GOARCH
	}
	s := &Store{opt: opt, lim: opt.Limits.withDefaults(), builtins: builtins, builtinKeys: builtinKeys,
		blobDir: filepath.Join(opt.Dir, "blobs", "sha256"), tmpDir: filepath.Join(opt.Dir, "tmp"),
		bySource: map[string]*loadedPackage{}, scanners: map[string]*backend.Scanner{}}
	for _, d := range []string{opt.Dir, filepath.Join(opt.Dir, "blobs"), s.blobDir} {
		if err := state.MkdirPrivate(d); err != nil {
			return nil, fmt.Errorf("package store: %w", err)
		}
	}
	// Leftover extractions and partial blobs from a crash are discarded.
	if err := os.RemoveAll(s.tmpDir); err != nil {
		return nil, fmt.Errorf("package store: clearing %s: %w", s.tmpDir, err)
	}
	if err := state.MkdirPrivate(s.tmpDir); err != nil {
		return nil, fmt.Errorf("package store: %w", err)
	}
	hw, err := loadHighWater(opt.Dir)
	if err != nil {
		return nil, fmt.Errorf("package store: %w", err)
	}
	s.hw = hw
	if err := s.load(ctx, true); err != nil {
		return nil, err
	}
	return s, nil
}

// Reload verifies every source again (on SIGHUP). A package that passes
// replaces the one loaded from the same source; one that fails never
// replaces a good one, and its error is returned (joined with the others).
func (s *Store) Reload(ctx context.Context) error {
	return s.load(ctx, false)
}

func (s *Store) load(ctx context.Context, initial bool) error {
	s.reloadMu.Lock()
	defer s.reloadMu.Unlock()
	now := s.opt.Now().UTC()
	// The operator's trust is needed only for packages from disk.
	var ts *trustSet
	var prob *Problem
	if len(s.opt.Sources) > 0 || len(s.builtins) == 0 || !s.opt.Trust.isEmpty() {
		var err error
		if ts, prob, err = s.opt.Trust.resolveTrust(now, s.lim); err != nil {
			return fmt.Errorf("package store: %w", err)
		}
		if err := refuseBuiltinKeys(ts, s.builtinKeys); err != nil {
			return fmt.Errorf("package store: %w", err)
		}
	}
	if prob == nil && ts != nil && ts.rootAnchor != "" {
		if err := check(s.hw.Roots, ts.rootAnchor, "root", ts.rootVersion, ts.rootDigest); err != nil {
			prob = &Problem{File: s.opt.Trust.Roots[len(s.opt.Trust.Roots)-1], Message: err.Error()}
		} else if err := s.hw.raise(s.hw.Roots, ts.rootAnchor, ts.rootVersion, ts.rootDigest); err != nil {
			return fmt.Errorf("package store: %w", err)
		}
	}
	if prob != nil {
		return fmt.Errorf("package store: trust roots rejected: %s", prob.String())
	}
	s.mu.RLock()
	next := make(map[string]*loadedPackage, len(s.bySource))
	for k, v := range s.bySource {
		next[k] = v
	}
	s.mu.RUnlock()
	var errs []error
	if initial {
		for _, bt := range s.builtins {
			lp, err := s.loadBuiltin(ctx, bt, now)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if lp == nil { // no build the worker runs
				continue
			}
			next[bt.b.Source] = lp
			s.opt.Logger.Info("built-in package loaded", "source", bt.b.Source, "package", lp.info.Name,
				"version", lp.info.Version, "digest", lp.info.Digest)
		}
	}
	for _, src := range s.opt.Sources {
		lp, err := s.loadOne(ctx, src, ts, now)
		if err != nil {
			errs = append(errs, err)
			if old := next[src.Path]; old != nil {
				s.opt.Logger.Warn("package failed to reload; keeping the verified version loaded before",
					"source", src.Path, "package", old.info.Name, "version", old.info.Version, "error", err)
			}
			continue
		}
		next[src.Path] = lp
		s.opt.Logger.Info("package loaded", "source", src.Path, "package", lp.info.Name,
			"version", lp.info.Version, "digest", lp.info.Digest)
	}
	scanners := map[string]*backend.Scanner{}
	owner := map[string]string{}
	order := make([]string, 0, len(s.builtins)+len(s.opt.Sources))
	for _, bt := range s.builtins {
		order = append(order, bt.b.Source)
	}
	for _, src := range s.opt.Sources {
		order = append(order, src.Path)
	}
	for _, path := range order {
		lp := next[path]
		if lp == nil {
			continue
		}
		if prev, dup := owner[lp.info.Name]; dup {
			errs = append(errs, &LoadError{Source: path, Err: fmt.Errorf("package name %q is also loaded from %s", lp.info.Name, prev)})
			delete(next, path)
			continue
		}
		owner[lp.info.Name] = path
		for _, sc := range lp.scanners {
			scanners[sc.FullName()] = sc
		}
	}
	for _, err := range errs {
		var le *LoadError
		if errors.As(err, &le) {
			le.Config = s.opt.ConfigPath
		}
	}
	if initial && len(errs) > 0 {
		return errors.Join(errs...)
	}
	s.mu.Lock()
	s.bySource, s.scanners = next, scanners
	s.mu.Unlock()
	return errors.Join(errs...)
}

// loadOne verifies one source, copying its files into the store while they
// are hashed, and raises its version high-water mark.
func (s *Store) loadOne(ctx context.Context, src Source, ts *trustSet, now time.Time) (*loadedPackage, error) {
	sink := &blobSink{s: s, paths: map[string]string{}}
	run := verifyRun{lim: s.lim, now: now, trust: ts, tmpDir: s.tmpDir,
		platform: runtime.GOOS + "/" + runtime.GOARCH, sink: sink, builtinKeys: s.builtinKeys,
		checkVersion: func(name string, version int64, digest string) *Problem {
			if err := check(s.hw.Packages, name, "package "+name, version, digest); err != nil {
				return &Problem{File: ManifestName, Field: "version", Message: err.Error()}
			}
			return nil
		}}
	r := newReport(src.Path, now)
	run.verify(ctx, src.Path, r)
	if err := ctx.Err(); err != nil {
		return nil, &LoadError{Source: src.Path, Err: err}
	}
	if !r.Valid {
		return nil, &LoadError{Source: src.Path, Problems: r.Problems}
	}
	m := run.manifest
	lp := s.loadedFrom(src.Path, &run, r)
	if len(lp.scanners) == 0 {
		return nil, &LoadError{Source: src.Path, Err: noRunnableScanner(lp)}
	}
	digest := strings.TrimPrefix(r.Digest, "sha256:")
	if err := s.hw.raise(s.hw.Packages, m.Name, m.Version, digest); err != nil {
		return nil, &LoadError{Source: src.Path, Err: err}
	}
	return lp, nil
}

// noRunnableScanner says why no scanner of lp can run on this worker.
func noRunnableScanner(lp *loadedPackage) error {
	var parts []string
	for _, sb := range lp.info.Builds {
		for _, c := range sb.Builds {
			parts = append(parts, fmt.Sprintf("%s %s build %s: %s", sb.Scanner, c.Backend, c.Entry, c.Reason))
		}
	}
	return fmt.Errorf("no scanner of package %s has a build this worker can run: %s", lp.info.Name, strings.Join(parts, "; "))
}

// loadedFrom describes a verified package and its scanners.
func (s *Store) loadedFrom(source string, run *verifyRun, r *Report) *loadedPackage {
	m := run.manifest
	digest := strings.TrimPrefix(r.Digest, "sha256:")
	paths := run.sink.(*blobSink).paths
	lp := &loadedPackage{info: PackageInfo{Name: m.Name, Version: m.Version, Release: m.Release,
		Created: m.Created, Expires: m.Expires, Digest: digest, Source: source,
		Signers: run.signers, Files: paths}}
	digests := map[string]string{}
	for _, f := range m.Files {
		digests[f.Path] = f.SHA256
	}
	for _, sc := range m.Scanners {
		chosen, choices := s.opt.Select.Choose(sc, m.Compat.Platforms)
		full := m.Name + "/" + sc.Name
		lp.info.Builds = append(lp.info.Builds, ScannerBuilds{Scanner: full, Builds: choices})
		if chosen < 0 {
			s.opt.Logger.Warn("scanner not offered: none of its builds can run on this worker",
				"source", source, "scanner", full, "builds", describeChoices(choices))
			continue
		}
		build := sc.AllBuilds()[chosen]
		if len(choices) > 1 {
			s.opt.Logger.Info("scanner build chosen", "scanner", full, "backend", build.Backend, "entry", build.Entry,
				"reason", choices[chosen].Reason)
		}
		limits := sc.Limits
		if build.Limits != nil {
			limits = *build.Limits
		}
		b := &backend.Scanner{Package: m.Name, Name: sc.Name, Backend: build.Backend,
			Entry: paths[build.Entry], EntryDigest: digests[build.Entry], PackageDigest: digest,
			Keywords: append([]string(nil), sc.Keywords...), Capabilities: append([]string(nil), sc.Capabilities...),
			MaxMemoryBytes: limits.MaxMemoryBytes}
		b.EntryBytes = run.sink.(*blobSink).kept[build.Entry]
		for _, d := range sc.Data {
			b.Data = append(b.Data, backend.DataFile{Name: d, Path: paths[d]})
		}
		lp.scanners = append(lp.scanners, b)
		lp.info.Scanners = append(lp.info.Scanners, b.FullName())
	}
	return lp
}

// describeChoices joins what was decided about each build, for a log line.
func describeChoices(cs []BuildChoice) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("%s %s: %s", c.Backend, c.Entry, c.Reason)
	}
	return strings.Join(parts, "; ")
}

// AddData appends data files to the scanner "package/name" (the files a
// one-shot scan adds, such as `worker scan --rules`): every later Scanner
// call returns them after the manifest's own. A reload of the store's
// sources drops them.
func (s *Store) AddData(fullName string, files ...backend.DataFile) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	sc, ok := s.scanners[fullName]
	if !ok {
		return fmt.Errorf("no scanner %q is loaded", fullName)
	}
	if len(sc.Data)+len(files) > MaxScannerData {
		return fmt.Errorf("scanner %s: more than %d data files", fullName, MaxScannerData)
	}
	c := *sc
	c.Data = append(append([]backend.DataFile(nil), sc.Data...), files...)
	c.AddedData = c.AddedData || len(files) > 0
	s.scanners[fullName] = &c
	return nil
}

// Scanner returns a copy of the verified scanner "package/name".
func (s *Store) Scanner(fullName string) (*backend.Scanner, bool) {
	s.mu.RLock()
	sc, ok := s.scanners[fullName]
	s.mu.RUnlock()
	if !ok {
		return nil, false
	}
	c := *sc
	c.Keywords = append([]string(nil), sc.Keywords...)
	c.Capabilities = append([]string(nil), sc.Capabilities...)
	c.Data = append([]backend.DataFile(nil), sc.Data...)
	return &c, true
}

// Names lists every full scanner name, sorted.
func (s *Store) Names() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	names := make([]string, 0, len(s.scanners))
	for n := range s.scanners {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Packages describes every loaded package, sorted by name.
func (s *Store) Packages() []PackageInfo {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]PackageInfo, 0, len(s.bySource))
	for _, lp := range s.bySource {
		info := lp.info
		info.Signers = append([]string(nil), info.Signers...)
		info.Scanners = append([]string(nil), info.Scanners...)
		info.Files = make(map[string]string, len(lp.info.Files))
		for k, v := range lp.info.Files {
			info.Files[k] = v
		}
		info.Builds = append([]ScannerBuilds(nil), info.Builds...)
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// RecheckEntry hashes a scanner's stored entry again and reports whether it
// still has its verified digest. A backend may call it before starting a
// scanner that has been idle.
func RecheckEntry(sc *backend.Scanner) error {
	sum, err := hashStored(sc.Entry)
	if err != nil {
		return fmt.Errorf("checking %s: %w", sc.FullName(), err)
	}
	if sum != sc.EntryDigest {
		return fmt.Errorf("checking %s: store copy %s has sha256 %s, verified %s: the store was tampered with", sc.FullName(), sc.Entry, sum, sc.EntryDigest)
	}
	return nil
}

func hashStored(path string) (string, error) {
	f, err := state.OpenNoFollow(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
