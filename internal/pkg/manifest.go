package pkg

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/modules"
)

// Manifest header values for spec version 1.
const (
	ManifestType = "sluice-package"
	SpecVersion  = 1
	// WorkerAPI is the scanner API version this worker implements; a
	// package's compat.worker_api range must include it.
	WorkerAPI = 1
)

// File kinds.
const (
	KindExecutable = "executable" // a native program (subprocess, goplugin)
	KindWasm       = "wasm"       // a WebAssembly module (wasm)
	KindData       = "data"       // anything else a scanner reads
)

// Capabilities a scanner may declare. Exactly one of "tree" and "detector"
// is required (the scanner's kind). An unknown capability is an error, so a
// worker never silently ignores a requirement it does not understand.
var knownCapabilities = map[string]bool{"tree": true, "detector": true}

// Manifest is manifest.json. Its JSON is parsed strictly: see
// docs/package-format.md.
type Manifest struct {
	Type        string         `json:"type"`
	SpecVersion int            `json:"spec_version"`
	Name        string         `json:"name"`
	Version     int64          `json:"version"`
	Release     string         `json:"release"`
	Created     string         `json:"created"`
	Expires     string         `json:"expires"`
	Compat      Compat         `json:"compat"`
	Files       []FileEntry    `json:"files"`
	Scanners    []ScannerEntry `json:"scanners"`
}

// Compat says where a package runs.
type Compat struct {
	// WorkerAPI is the inclusive range of worker API versions supported.
	WorkerAPI APIRange `json:"worker_api"`
	// Platforms lists "goos/goarch" pairs, or "any".
	Platforms []string `json:"platforms"`
}

// APIRange is an inclusive integer range.
type APIRange struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// FileEntry is one listed file.
type FileEntry struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
	Kind   string `json:"kind"`
}

// ScannerEntry is one scanner of a package. It is built for one backend
// (Backend and Entry) or for several (Builds): the same scanner as, say, a
// WASM module and a native executable per platform, of which each worker
// runs the one it prefers among those it can run (Choose).
type ScannerEntry struct {
	Name string `json:"name"`
	// Backend and Entry give the scanner's only build; both are empty when
	// Builds lists its builds instead.
	Backend      string        `json:"backend,omitempty"`
	Entry        string        `json:"entry,omitempty"`
	Builds       []BuildEntry  `json:"builds,omitempty"`
	Capabilities []string      `json:"capabilities"`
	Keywords     []string      `json:"keywords,omitempty"`
	Limits       ScannerLimits `json:"limits"`
	// Data lists files of the package (of kind data) the backend hands the
	// scanner when it loads it, in order: configuration such as rule packs.
	Data []string `json:"data,omitempty"`
}

// BuildEntry is one build of a scanner: an entry file for one backend, for the
// platforms it runs on.
type BuildEntry struct {
	Backend string `json:"backend"`
	Entry   string `json:"entry"`
	// Platforms, for a native build (an entry of kind executable), are the
	// "goos/goarch" pairs it runs on; empty means compat.platforms. A build
	// of another kind (wasm) runs anywhere and lists none.
	Platforms []string `json:"platforms,omitempty"`
	// Limits, when set, replace the scanner's limits for this build (a
	// native build needs a larger address space than a WASM one).
	Limits *ScannerLimits `json:"limits,omitempty"`
}

// AllBuilds returns the scanner's builds: Builds, or the one build that
// Backend and Entry name.
func (s ScannerEntry) AllBuilds() []BuildEntry {
	if len(s.Builds) > 0 || s.Backend == "" && s.Entry == "" {
		return s.Builds
	}
	return []BuildEntry{{Backend: s.Backend, Entry: s.Entry}}
}

// native reports whether b runs native code (an executable entry).
func (b BuildEntry) native() bool {
	kind, _ := modules.EntryKind(b.Backend)
	return kind == KindExecutable
}

// runsOn reports whether b can run on platform ("goos/goarch") given the
// package's compat.platforms: a portable build runs everywhere, a native
// one where its platforms (by default the package's) say.
func (b BuildEntry) runsOn(platform string, compat []string) bool {
	if !b.native() {
		return true
	}
	ps := b.Platforms
	if len(ps) == 0 {
		ps = compat
	}
	return slices.Contains(ps, platform) || slices.Contains(ps, "any")
}

// describe names b for messages: "wasm build mod.wasm" or "subprocess build
// bin/scan (linux/amd64)".
func (b BuildEntry) describe() string {
	s := fmt.Sprintf("%s build %s", b.Backend, b.Entry)
	if len(b.Platforms) > 0 {
		s += " (" + strings.Join(b.Platforms, ", ") + ")"
	}
	return s
}

// ScannerLimits are a scanner's declared limits; zero means the backend
// default.
type ScannerLimits struct {
	MaxMemoryBytes int64 `json:"max_memory_bytes"`
}

// Problem is one thing wrong with a package, root or trust config.
type Problem struct {
	// File is the file the problem concerns ("manifest.json", a listed
	// path, a root file), or empty for the package as a whole.
	File string `json:"file,omitempty"`
	// Field is the JSON path or field within File, if any.
	Field string `json:"field,omitempty"`
	// Message says what is wrong.
	Message string `json:"message"`
}

func (p Problem) String() string {
	var b strings.Builder
	if p.File != "" {
		b.WriteString(printable(p.File))
	}
	if p.Field != "" {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.Field)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

var (
	nameRe     = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)
	releaseRe  = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9.+_-]*$`)
	platformRe = regexp.MustCompile(`^[a-z0-9]+/[a-z0-9]+$`)
	timeRe     = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$`)
)

// ParseTime parses a timestamp of the package format: RFC 3339 in UTC with
// a literal "Z" and whole seconds ("2026-01-02T15:04:05Z").
func ParseTime(s string) (time.Time, error) {
	if !timeRe.MatchString(s) {
		return time.Time{}, fmt.Errorf("%q is not a UTC time like 2026-01-02T15:04:05Z (Z only, whole seconds)", s)
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q: %w", s, err)
	}
	return t.UTC(), nil
}

// FormatTime formats t for the package format.
func FormatTime(t time.Time) string {
	return t.UTC().Truncate(time.Second).Format("2006-01-02T15:04:05Z")
}

func checkName(s string) error {
	if s == "" {
		return fmt.Errorf("missing")
	}
	if len(s) > MaxNameBytes {
		return fmt.Errorf("%q is longer than %d bytes", s, MaxNameBytes)
	}
	if !nameRe.MatchString(s) {
		return fmt.Errorf("%q must be a lowercase letter then a-z 0-9 _ -", s)
	}
	return nil
}

// ParseManifest parses manifest bytes strictly. It does not check the
// content; see (*Manifest).check.
func ParseManifest(data []byte) (*Manifest, error) {
	var m Manifest
	if err := decodeStrict(data, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

// checkHeader checks type, spec version, name, version, release, dates
// against now, and compat. platform, when not empty, must be allowed by
// compat.platforms if any scanner runs native code.
func (m *Manifest) checkHeader(now time.Time, platform string) []Problem {
	var ps []Problem
	add := func(field, format string, a ...any) {
		ps = append(ps, Problem{File: ManifestName, Field: field, Message: fmt.Sprintf(format, a...)})
	}
	if m.Type != ManifestType {
		add("type", "%q is not %q", m.Type, ManifestType)
	}
	if m.SpecVersion != SpecVersion {
		add("spec_version", "%d is not supported (this worker reads %d)", m.SpecVersion, SpecVersion)
	}
	if err := checkName(m.Name); err != nil {
		add("name", "%v", err)
	}
	if m.Version < 1 || m.Version > MaxVersion {
		add("version", "%d is not in 1..%d", m.Version, int64(MaxVersion))
	}
	if m.Release == "" || len(m.Release) > MaxReleaseBytes || !releaseRe.MatchString(m.Release) {
		add("release", "%q must be 1..%d of A-Z a-z 0-9 . + _ -", m.Release, MaxReleaseBytes)
	}
	created, cerr := ParseTime(m.Created)
	if cerr != nil {
		add("created", "%v", cerr)
	}
	expires, eerr := ParseTime(m.Expires)
	if eerr != nil {
		add("expires", "%v", eerr)
	}
	if cerr == nil && eerr == nil && !expires.After(created) {
		add("expires", "%s is not after created %s", m.Expires, m.Created)
	}
	if cerr == nil && created.After(now.Add(MaxClockSkew)) {
		add("created", "%s is in the future (reference time %s)", m.Created, FormatTime(now))
	}
	if eerr == nil && !now.Before(expires) {
		add("expires", "the package expired at %s (reference time %s)", m.Expires, FormatTime(now))
	}
	r := m.Compat.WorkerAPI
	if r.Min < 1 || r.Max < r.Min {
		add("compat.worker_api", "range %d..%d is not a valid range starting at 1 or more", r.Min, r.Max)
	} else if WorkerAPI < r.Min || WorkerAPI > r.Max {
		add("compat.worker_api", "range %d..%d does not include this worker's API %d", r.Min, r.Max, WorkerAPI)
	}
	if len(m.Compat.Platforms) == 0 || len(m.Compat.Platforms) > MaxPlatforms {
		add("compat.platforms", "must list 1..%d platforms", MaxPlatforms)
	}
	platformOK := false
	seen := map[string]bool{}
	for i, p := range m.Compat.Platforms {
		if p != "any" && !platformRe.MatchString(p) {
			add(fmt.Sprintf("compat.platforms[%d]", i), "%q is not \"goos/goarch\" or \"any\"", p)
		}
		if seen[p] {
			add(fmt.Sprintf("compat.platforms[%d]", i), "%q is listed twice", p)
		}
		seen[p] = true
		if p == "any" || p == platform {
			platformOK = true
		}
	}
	if platform != "" {
		for i, s := range m.Scanners {
			builds := s.AllBuilds()
			if slices.ContainsFunc(builds, func(b BuildEntry) bool { return b.runsOn(platform, m.Compat.Platforms) }) {
				continue
			}
			if len(s.Builds) == 0 && !platformOK {
				add("compat.platforms", "does not include this worker's platform %s, and scanner %q runs native code", platform, s.Name)
				continue
			}
			var have []string
			for _, b := range builds {
				have = append(have, b.describe())
			}
			add(fmt.Sprintf("scanners[%d].builds", i), "scanner %q has no build for this worker's platform %s (it has: %s)", s.Name, platform, strings.Join(have, "; "))
		}
	}
	return ps
}

// checkFiles checks every listed path and the set as a whole: unique
// ignoring case, no file that is also a directory, a known kind, a 64-hex
// digest and a size within limits.
func (m *Manifest) checkFiles(lim Limits) []Problem {
	var ps []Problem
	add := func(field, format string, a ...any) {
		ps = append(ps, Problem{File: ManifestName, Field: field, Message: fmt.Sprintf(format, a...)})
	}
	if len(m.Files) == 0 {
		add("files", "no files listed")
	}
	if len(m.Files) > lim.MaxEntries {
		add("files", "%d files, more than the limit of %d", len(m.Files), lim.MaxEntries)
		return ps
	}
	folded := make(map[string]string)
	var total int64
	for i, f := range m.Files {
		field := fmt.Sprintf("files[%d]", i)
		if err := CheckPackagePath(f.Path); err != nil {
			add(field+".path", "%v", err)
			continue
		}
		key := strings.ToLower(f.Path)
		if prev, ok := folded[key]; ok {
			if prev == f.Path {
				add(field+".path", "%q is listed twice", f.Path)
			} else {
				add(field+".path", "%q and %q differ only in case", prev, f.Path)
			}
			continue
		}
		folded[key] = f.Path
		if f.Size < 0 || f.Size > lim.MaxFileBytes {
			add(field+".size", "%d is not in 0..%d", f.Size, lim.MaxFileBytes)
		}
		total += f.Size
		if !hexdigest.IsSHA256(f.SHA256) {
			add(field+".sha256", "%q is not 64 lowercase hex digits", f.SHA256)
		}
		switch f.Kind {
		case KindExecutable, KindWasm, KindData:
		default:
			add(field+".kind", "%q is not one of executable, wasm, data", f.Kind)
		}
	}
	if total > lim.MaxTotalBytes {
		add("files", "sizes add up to %d bytes, more than the limit of %d", total, lim.MaxTotalBytes)
	}
	// A listed file must not also be a directory of another listed file
	// (compared ignoring case).
	for i, f := range m.Files {
		parts := strings.Split(strings.ToLower(f.Path), "/")
		for j := 1; j < len(parts); j++ {
			dir := strings.Join(parts[:j], "/")
			if other, ok := folded[dir]; ok {
				add(fmt.Sprintf("files[%d].path", i), "%q is inside %q, which is listed as a file", f.Path, other)
				break
			}
		}
	}
	return ps
}

// checkScanners checks each scanner against its files, backend and
// capabilities.
func (m *Manifest) checkScanners() []Problem {
	var ps []Problem
	add := func(field, format string, a ...any) {
		ps = append(ps, Problem{File: ManifestName, Field: field, Message: fmt.Sprintf(format, a...)})
	}
	if len(m.Scanners) == 0 {
		add("scanners", "no scanners")
	}
	if len(m.Scanners) > MaxScanners {
		add("scanners", "%d scanners, more than the limit of %d", len(m.Scanners), MaxScanners)
		return ps
	}
	files := make(map[string]FileEntry, len(m.Files))
	for _, f := range m.Files {
		files[f.Path] = f
	}
	names := map[string]bool{}
	for i, s := range m.Scanners {
		field := fmt.Sprintf("scanners[%d]", i)
		if err := checkName(s.Name); err != nil {
			add(field+".name", "%v", err)
		} else if names[s.Name] {
			add(field+".name", "%q is used by two scanners", s.Name)
		}
		names[s.Name] = true
		ps = append(ps, m.checkBuilds(field, s, files)...)
		ps = append(ps, checkCapabilities(field, s)...)
		ps = append(ps, checkData(field, s, files)...)
		if s.Limits.MaxMemoryBytes < 0 {
			add(field+".limits.max_memory_bytes", "%d is negative", s.Limits.MaxMemoryBytes)
		}
	}
	return ps
}

// checkBuilds checks a scanner's builds: either backend and entry, or
// 1..MaxBuilds builds, each of a backend built in, with a listed entry of
// the kind that backend runs, platforms that compat.platforms allows, and
// no two that a worker could not tell apart.
func (m *Manifest) checkBuilds(field string, s ScannerEntry, files map[string]FileEntry) []Problem {
	var ps []Problem
	add := func(f, format string, a ...any) {
		ps = append(ps, Problem{File: ManifestName, Field: f, Message: fmt.Sprintf(format, a...)})
	}
	single := s.Backend != "" || s.Entry != ""
	switch {
	case single && len(s.Builds) > 0:
		add(field+".builds", "a scanner has either backend and entry (one build) or builds (several), not both")
		return ps
	case !single && len(s.Builds) == 0:
		add(field+".backend", "missing: give backend and entry, or builds")
		return ps
	case len(s.Builds) > MaxBuilds:
		add(field+".builds", "%d builds, more than the limit of %d", len(s.Builds), MaxBuilds)
		return ps
	}
	anyPlatform := slices.Contains(m.Compat.Platforms, "any")
	// Two builds of one backend must not both run on one platform, or the
	// choice between them would be arbitrary.
	claimed := map[string]int{} // backend + "\x00" + platform -> build index
	for j, b := range s.AllBuilds() {
		bf := fmt.Sprintf("%s.builds[%d]", field, j)
		if single {
			bf = field
		}
		// Each backend declares the entry kind it runs when it registers
		// (registry.Module.EntryKind); the backends are those built in.
		wantKind, ok := modules.EntryKind(b.Backend)
		if !ok {
			add(bf+".backend", "%q is not a backend built into this worker (built in: %s)", b.Backend, strings.Join(modules.Names(backend.Plugins.Name), ", "))
		}
		f, listed := files[b.Entry]
		switch {
		case !listed:
			add(bf+".entry", "%q is not a listed file", b.Entry)
		case ok && f.Kind != wantKind:
			add(bf+".entry", "%q is of kind %q, but backend %q runs %q files", b.Entry, f.Kind, b.Backend, wantKind)
		}
		if len(b.Platforms) > MaxPlatforms {
			add(bf+".platforms", "%d platforms, more than the limit of %d", len(b.Platforms), MaxPlatforms)
			continue
		}
		if ok && wantKind != KindExecutable && len(b.Platforms) > 0 {
			add(bf+".platforms", "a %s build runs on every platform; platforms are for native builds", wantKind)
		}
		seen := map[string]bool{}
		for k, p := range b.Platforms {
			pf := fmt.Sprintf("%s.platforms[%d]", bf, k)
			switch {
			case !platformRe.MatchString(p):
				add(pf, "%q is not \"goos/goarch\"", p)
			case seen[p]:
				add(pf, "%q is listed twice", p)
			case !anyPlatform && !slices.Contains(m.Compat.Platforms, p):
				add(pf, "%q is not in compat.platforms %q", p, m.Compat.Platforms)
			}
			seen[p] = true
		}
		if b.Limits != nil && b.Limits.MaxMemoryBytes < 0 {
			add(bf+".limits.max_memory_bytes", "%d is negative", b.Limits.MaxMemoryBytes)
		}
		platforms := b.Platforms
		if len(platforms) == 0 {
			platforms = []string{"*"} // every platform the build runs on
		}
		for _, p := range platforms {
			for q, prev := range claimed {
				qb, qp, _ := strings.Cut(q, "\x00")
				if qb == b.Backend && (qp == p || qp == "*" || p == "*") {
					add(bf, "backend %q is also built by builds[%d] for the same platform; a worker could not choose between them (give each native build its platforms)", b.Backend, prev)
					break
				}
			}
		}
		for _, p := range platforms {
			claimed[b.Backend+"\x00"+p] = j
		}
	}
	return ps
}

// checkData checks a scanner's data files: listed, of kind data, each
// once.
func checkData(field string, s ScannerEntry, files map[string]FileEntry) []Problem {
	var ps []Problem
	if len(s.Data) > MaxScannerData {
		return append(ps, Problem{File: ManifestName, Field: field + ".data",
			Message: fmt.Sprintf("%d data files, more than the limit of %d", len(s.Data), MaxScannerData)})
	}
	seen := map[string]bool{}
	for j, d := range s.Data {
		f, listed := files[d]
		msg := ""
		switch perr := CheckPackagePath(d); {
		case perr != nil:
			msg = perr.Error() + "; a scanner's data files are paths inside the package, relative to its root"
		case !listed:
			msg = fmt.Sprintf("%q is not a listed file", d)
		case f.Kind != KindData:
			msg = fmt.Sprintf("%q is of kind %q; a scanner's data files are of kind %q", d, f.Kind, KindData)
		case seen[d]:
			msg = fmt.Sprintf("%q is listed twice", d)
		}
		seen[d] = true
		if msg != "" {
			ps = append(ps, Problem{File: ManifestName, Field: fmt.Sprintf("%s.data[%d]", field, j), Message: msg})
		}
	}
	return ps
}

func checkCapabilities(field string, s ScannerEntry) []Problem {
	var ps []Problem
	add := func(f, format string, a ...any) {
		ps = append(ps, Problem{File: ManifestName, Field: f, Message: fmt.Sprintf(format, a...)})
	}
	if len(s.Capabilities) > MaxCapabilities {
		add(field+".capabilities", "%d capabilities, more than the limit of %d", len(s.Capabilities), MaxCapabilities)
		return ps
	}
	seen := map[string]bool{}
	for j, c := range s.Capabilities {
		if !knownCapabilities[c] {
			add(fmt.Sprintf("%s.capabilities[%d]", field, j), "%q is not a known capability (known: detector, tree)", c)
		}
		if seen[c] {
			add(fmt.Sprintf("%s.capabilities[%d]", field, j), "%q is listed twice", c)
		}
		seen[c] = true
	}
	switch {
	case seen["tree"] == seen["detector"]:
		add(field+".capabilities", "must include exactly one of \"tree\" and \"detector\"")
	case seen["detector"] && len(s.Keywords) == 0:
		add(field+".keywords", "a detector needs at least one keyword")
	case seen["tree"] && len(s.Keywords) > 0:
		add(field+".keywords", "a tree scanner takes no keywords")
	}
	if len(s.Keywords) > MaxKeywords {
		add(field+".keywords", "%d keywords, more than the limit of %d", len(s.Keywords), MaxKeywords)
		return ps
	}
	kw := map[string]bool{}
	for j, k := range s.Keywords {
		f := fmt.Sprintf("%s.keywords[%d]", field, j)
		if k == "" || len(k) > MaxKeywordBytes {
			add(f, "must be 1..%d bytes", MaxKeywordBytes)
		}
		for i := 0; i < len(k); i++ {
			if k[i] < 0x20 || k[i] > 0x7e {
				add(f, "%q holds a byte outside printable ASCII", k)
				break
			}
		}
		if kw[strings.ToLower(k)] {
			add(f, "%q is listed twice (keywords match ignoring ASCII case)", k)
		}
		kw[strings.ToLower(k)] = true
	}
	return ps
}

// printable returns s unchanged if it is printable ASCII without spaces or
// quotes, and quoted otherwise, so a hostile name cannot forge report lines.
func printable(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' || s[i] == '"' {
			return strconv.Quote(s)
		}
	}
	return s
}
