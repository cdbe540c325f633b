package pkg

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/state"
)

// SourceFileName is the description of a package source directory.
const SourceFileName = "package.toml"

// SourceSpec is package.toml: what Build needs to make a package. Sizes,
// digests and kinds are computed.
type SourceSpec struct {
	// Name, Version, Release, Expires and Created become the manifest's
	// fields. Created defaults to the build time. Expires is required.
	Name    string `toml:"name"`
	Version int64  `toml:"version"`
	Release string `toml:"release"`
	Created string `toml:"created"`
	Expires string `toml:"expires"`
	// Platforms default to ["any"] when every scanner is wasm, else to
	// the building machine's "goos/goarch".
	Platforms []string `toml:"platforms"`
	// WorkerAPIMin and WorkerAPIMax default to WorkerAPI.
	WorkerAPIMin int `toml:"worker_api_min"`
	WorkerAPIMax int `toml:"worker_api_max"`
	// Files are paths relative to the source directory. Scanner entries
	// are added if missing. An entry of a wasm scanner has kind wasm, of
	// another scanner executable; every other file is data.
	Files    []string            `toml:"files"`
	Scanners []SourceScannerSpec `toml:"scanners"`
}

// SourceScannerSpec is one [[scanners]] table of package.toml.
type SourceScannerSpec struct {
	Name string `toml:"name"`
	// Backend and Entry give the scanner's only build; Builds (the
	// [[scanners.builds]] tables) give several instead.
	Backend        string            `toml:"backend"`
	Entry          string            `toml:"entry"`
	Builds         []SourceBuildSpec `toml:"builds"`
	Capabilities   []string          `toml:"capabilities"`
	Keywords       []string          `toml:"keywords"`
	MaxMemoryBytes int64             `toml:"max_memory_bytes"`
	// Data are files handed to the scanner at load (added to the package
	// as data files if missing from Files).
	Data []string `toml:"data"`
}

// SourceBuildSpec is one [[scanners.builds]] table of package.toml: one
// build of a scanner that ships several.
type SourceBuildSpec struct {
	Backend   string   `toml:"backend"`
	Entry     string   `toml:"entry"`
	Platforms []string `toml:"platforms"`
	// MaxMemoryBytes, when set, replaces the scanner's max_memory_bytes
	// for this build.
	MaxMemoryBytes *int64 `toml:"max_memory_bytes"`
}

// maxSourceSpecBytes caps package.toml.
const maxSourceSpecBytes = 1 << 20

// Build makes an unsigned package from srcDir, described by
// srcDir/package.toml, at out: a .tar.gz if out ends in .tar.gz or .tgz,
// else a new directory. Symlinks and special files in the source are
// refused. Sign the result with Sign.
func Build(srcDir string, out string) error {
	return build(srcDir, out, time.Now())
}

func build(srcDir, out string, now time.Time) error {
	spec, err := readSourceSpec(filepath.Join(srcDir, SourceFileName))
	if err != nil {
		return &InputError{Err: err}
	}
	root, err := os.OpenRoot(srcDir)
	if err != nil {
		return &InputError{Err: fmt.Errorf("opening source directory: %w", err)}
	}
	defer root.Close()
	m, err := spec.manifest(root, now)
	if err != nil {
		return &InputError{Err: err}
	}
	var ps []Problem
	lim := Limits{}.withDefaults()
	ps = append(ps, m.checkHeader(now, "")...)
	ps = append(ps, m.checkFiles(lim)...)
	ps = append(ps, m.checkScanners()...)
	if len(ps) == 0 {
		ps = checkEntries(root, m, filepath.Join(srcDir, SourceFileName), lim.MaxFileBytes)
	}
	if len(ps) > 0 {
		// The manifest is made from package.toml, with the same keys:
		// point at the file the author edits.
		for i := range ps {
			if ps[i].File == ManifestName {
				ps[i].File = filepath.Join(srcDir, SourceFileName)
			}
		}
		return &InputError{Err: &InvalidError{Package: srcDir, Problems: ps}}
	}
	raw, err := marshalManifest(m)
	if err != nil {
		return err
	}
	if isArchiveName(out) {
		return state.WriteAtomic(out, func(w io.Writer) error { return writeArchive(w, root, m, raw, nil) })
	}
	return writeDir(out, root, m, raw)
}

func readSourceSpec(path string) (*SourceSpec, error) {
	data, err := state.ReadFile(path, maxSourceSpecBytes)
	if err != nil {
		return nil, fmt.Errorf("reading package description: %w", err)
	}
	var spec SourceSpec
	md, err := toml.Decode(string(data), &spec)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return nil, fmt.Errorf("%s: unknown keys: %s", path, strings.Join(keys, ", "))
	}
	return &spec, nil
}

// manifest computes the manifest, hashing every file through root.
func (s *SourceSpec) manifest(root *os.Root, now time.Time) (*Manifest, error) {
	m := &Manifest{Type: ManifestType, SpecVersion: SpecVersion, Name: s.Name, Version: s.Version,
		Release: s.Release, Created: s.Created, Expires: s.Expires,
		Compat: Compat{WorkerAPI: APIRange{Min: s.WorkerAPIMin, Max: s.WorkerAPIMax}, Platforms: s.Platforms}}
	if m.Created == "" {
		m.Created = FormatTime(now)
	}
	if m.Compat.WorkerAPI.Min == 0 {
		m.Compat.WorkerAPI.Min = WorkerAPI
	}
	if m.Compat.WorkerAPI.Max == 0 {
		m.Compat.WorkerAPI.Max = WorkerAPI
	}
	kinds := map[string]string{}
	// Native builds run on the platforms they name, or else on this
	// machine's; without any, the package runs anywhere.
	var platforms []string
	addPlatform := func(p string) {
		if !slices.Contains(platforms, p) {
			platforms = append(platforms, p)
		}
	}
	for _, sc := range s.Scanners {
		e := ScannerEntry{Name: sc.Name, Backend: sc.Backend, Entry: sc.Entry,
			Capabilities: sc.Capabilities, Keywords: sc.Keywords, Limits: ScannerLimits{MaxMemoryBytes: sc.MaxMemoryBytes},
			Data: sc.Data}
		for _, b := range sc.Builds {
			be := BuildEntry{Backend: b.Backend, Entry: b.Entry, Platforms: b.Platforms}
			if b.MaxMemoryBytes != nil {
				be.Limits = &ScannerLimits{MaxMemoryBytes: *b.MaxMemoryBytes}
			}
			e.Builds = append(e.Builds, be)
		}
		m.Scanners = append(m.Scanners, e)
		for _, b := range e.AllBuilds() {
			k, ok := modules.EntryKind(b.Backend)
			if ok {
				kinds[b.Entry] = k
			}
			if ok && k != KindExecutable { // portable
				continue
			}
			for _, p := range b.Platforms {
				addPlatform(p)
			}
			if len(b.Platforms) == 0 {
				addPlatform(runtime.GOOS + "/" + runtime.GOARCH)
			}
		}
	}
	if len(m.Compat.Platforms) == 0 {
		if len(platforms) == 0 {
			m.Compat.Platforms = []string{"any"}
		} else {
			m.Compat.Platforms = platforms
		}
	}
	paths := append([]string{}, s.Files...)
	for _, sc := range m.Scanners {
		for _, b := range sc.AllBuilds() {
			paths = append(paths, b.Entry)
		}
		paths = append(paths, sc.Data...)
	}
	seen := map[string]bool{}
	for _, p := range paths {
		if seen[p] {
			continue
		}
		seen[p] = true
		if err := CheckPackagePath(p); err != nil {
			return nil, fmt.Errorf("%s: %w", SourceFileName, err)
		}
		size, sum, err := hashSourceFile(root, p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s lists %s, which is not in the source directory: build or copy it there, or fix the path", SourceFileName, p)
		}
		if err != nil {
			return nil, err
		}
		kind := kinds[p]
		if kind == "" {
			kind = KindData
		}
		m.Files = append(m.Files, FileEntry{Path: p, Size: size, SHA256: sum, Kind: kind})
	}
	sort.Slice(m.Files, func(i, j int) bool { return m.Files[i].Path < m.Files[j].Path })
	return m, nil
}

func hashSourceFile(root *os.Root, p string) (int64, string, error) {
	fi, err := root.Lstat(p)
	if err != nil {
		return 0, "", fmt.Errorf("source file: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return 0, "", fmt.Errorf("source file %s: is a %s, not a regular file", p, dirfs.TypeName(fi.Mode()))
	}
	f, err := root.OpenFile(p, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return 0, "", fmt.Errorf("source file: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return 0, "", fmt.Errorf("reading source file %s: %w", p, err)
	}
	return n, hex.EncodeToString(h.Sum(nil)), nil
}

func marshalManifest(m *Manifest) ([]byte, error) {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encoding manifest: %w", err)
	}
	return append(b, '\n'), nil
}

func fileMode(kind string) os.FileMode {
	if kind == KindExecutable {
		return 0o755
	}
	return 0o644
}

// writeDir writes a package directory; out must not exist.
func writeDir(out string, src *os.Root, m *Manifest, raw []byte) error {
	if err := os.Mkdir(out, 0o755); err != nil {
		return fmt.Errorf("creating package directory: %w", err)
	}
	dst, err := os.OpenRoot(out)
	if err != nil {
		return err
	}
	defer dst.Close()
	for _, fe := range m.Files {
		if i := strings.LastIndexByte(fe.Path, '/'); i > 0 {
			if err := dst.MkdirAll(fe.Path[:i], 0o755); err != nil {
				return fmt.Errorf("creating directory for %s: %w", fe.Path, err)
			}
		}
		if err := copyInRoots(src, dst, fe); err != nil {
			return err
		}
	}
	return writeInRoot(dst, ManifestName, raw, 0o644)
}

func copyInRoots(src, dst *os.Root, fe FileEntry) error {
	in, err := src.OpenFile(fe.Path, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return fmt.Errorf("source file: %w", err)
	}
	defer in.Close()
	out, err := dst.OpenFile(fe.Path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, fileMode(fe.Kind))
	if err != nil {
		return fmt.Errorf("creating %s: %w", fe.Path, err)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), io.LimitReader(in, fe.Size+1))
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("copying %s: %w", fe.Path, err)
	}
	if n != fe.Size || hex.EncodeToString(h.Sum(nil)) != fe.SHA256 {
		return fmt.Errorf("source file %s changed while the package was built", fe.Path)
	}
	return nil
}

func writeInRoot(r *os.Root, name string, data []byte, mode os.FileMode) error {
	f, err := r.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, mode)
	if err != nil {
		return fmt.Errorf("creating %s: %w", name, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// archiveTime is the modification time of every archive entry, so the same
// package builds to the same bytes.
var archiveTime = time.Unix(0, 0).UTC()

// writeArchive writes manifest.json, the files (read from src) and, if sig
// is not nil, manifest.sig as a .tar.gz.
func writeArchive(w io.Writer, src *os.Root, m *Manifest, raw, sig []byte) error {
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	add := func(name string, mode os.FileMode, size int64, r io.Reader) error {
		h := &tar.Header{Name: name, Mode: int64(mode), Size: size, ModTime: archiveTime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		n, err := io.Copy(tw, io.LimitReader(r, size))
		if err == nil && n != size {
			err = fmt.Errorf("%s: changed while the archive was written", name)
		}
		return err
	}
	if err := add(ManifestName, 0o644, int64(len(raw)), bytes.NewReader(raw)); err != nil {
		return err
	}
	for _, fe := range m.Files {
		f, err := src.OpenFile(fe.Path, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
		if err != nil {
			return fmt.Errorf("source file: %w", err)
		}
		err = add(fe.Path, fileMode(fe.Kind), fe.Size, f)
		f.Close()
		if err != nil {
			return err
		}
	}
	if sig != nil {
		if err := add(SignatureName, 0o644, int64(len(sig)), bytes.NewReader(sig)); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// Sign adds a signature by the private key at keyPath to the package at
// pkgPath (a directory or .tar.gz), creating manifest.sig if there is none.
// Signing again with the same key replaces that key's signature; signing
// with more keys builds up a threshold. The package is not verified; run
// Verify afterwards.
func Sign(keyPath, pkgPath string) error {
	priv, err := LoadPrivateKey(keyPath)
	if err != nil {
		return &InputError{Err: err}
	}
	lim := Limits{}.withDefaults()
	fi, err := os.Lstat(pkgPath)
	if err != nil {
		return &InputError{Err: fmt.Errorf("opening package: %w", err)}
	}
	switch {
	case fi.IsDir():
		raw, err := state.ReadFile(filepath.Join(pkgPath, ManifestName), lim.MaxManifestBytes)
		if err != nil {
			return fmt.Errorf("reading manifest: %w", err)
		}
		var old []byte
		sigPath := filepath.Join(pkgPath, SignatureName)
		if b, err := state.ReadFile(sigPath, lim.MaxEnvelopeBytes); err == nil {
			old = b
		} else if !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("reading existing signature: %w", err)
		}
		sig, err := addSignature(old, raw, priv, lim)
		if err != nil {
			return err
		}
		return state.WriteFileAtomic(sigPath, sig)
	case fi.Mode().IsRegular() && isArchiveName(pkgPath):
		return signArchive(pkgPath, priv, lim)
	}
	return fmt.Errorf("%s: a package is a directory or a .tar.gz file", pkgPath)
}
