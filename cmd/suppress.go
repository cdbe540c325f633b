package workercmd

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/cmd/internal/report"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// maxSuppressBytes caps a --baseline or --ignore file.
const maxSuppressBytes = 256 << 20

// gitleaksIgnoreFile is the ignore file Gitleaks reads from the root of
// what it scans; worker scan reads it there too (--no-gitleaks-files
// turns that off).
const gitleaksIgnoreFile = ".gitleaksignore"

// suppressed is what worker scan does not report: findings of a previous
// report (--baseline) and of ignore files (--ignore, .gitleaksignore).
// Sluice's own reports and ignore files name findings by fingerprint
// (rule, path and a hash of the secret); Gitleaks' name them by rule,
// file and line, and commit in a history. The zero value suppresses
// nothing.
type suppressed struct {
	fingerprints map[string]bool
	// gitleaks holds the Gitleaks findings to skip, by rule and line.
	gitleaks map[gitleaksKey][]gitleaksPlace
	// aliases are the other ids of each rule id (scanner.Rule.Aliases):
	// a Gitleaks entry naming Gitleaks' id for one of our rules matches
	// that rule's findings.
	aliases map[string][]string
	// commits are the commits (lower case) of a gitleaks.toml's
	// allow-lists, with the rules each allows in them ("" for all).
	commits map[string][]string
}

// addAliases records the aliases of the rules of info.
func (s *suppressed) addAliases(info scanner.Info) {
	for _, r := range info.Rules {
		if len(r.Aliases) == 0 {
			continue
		}
		if s.aliases == nil {
			s.aliases = map[string][]string{}
		}
		s.aliases[r.ID] = append(s.aliases[r.ID], r.Aliases...)
	}
}

// gitleaksKey and gitleaksPlace are a Gitleaks finding as its reports and
// .gitleaksignore name it ("[commit:]file:rule:line").
type (
	gitleaksKey struct {
		rule string
		line int
	}
	gitleaksPlace struct {
		file   string // slash-separated, without a leading "./"
		commit string // empty outside a git history
	}
)

func (s *suppressed) addFingerprint(fp string) {
	if s.fingerprints == nil {
		s.fingerprints = map[string]bool{}
	}
	s.fingerprints[fp] = true
}

func (s *suppressed) addGitleaks(rule, file, commit string, line int) {
	if s.gitleaks == nil {
		s.gitleaks = map[gitleaksKey][]gitleaksPlace{}
	}
	k := gitleaksKey{rule, line}
	s.gitleaks[k] = append(s.gitleaks[k], gitleaksPlace{file: cleanReportPath(file), commit: commit})
}

// cleanReportPath is a path as a report gives it, slash-separated and
// without a leading "./".
func cleanReportPath(p string) string {
	p = path.Clean(filepath.ToSlash(p))
	return strings.TrimPrefix(p, "./")
}

// skips reports whether the finding f, found at rel in the target given
// as arg (shown as location), is suppressed. A Gitleaks entry matches by
// rule and line, and by file as Gitleaks names it: relative to the
// target, as given on the command line (location), or absolute; an entry
// with a commit matches that commit only.
func (s *suppressed) skips(f historyFinding, arg, location string) bool {
	if s.fingerprints[f.Fingerprint] {
		return true
	}
	if rules, ok := s.commits[strings.ToLower(f.commit.ID)]; ok && f.commit.ID != "" &&
		(slices.Contains(rules, "") || slices.Contains(rules, f.RuleID) ||
			slices.ContainsFunc(s.aliases[f.RuleID], func(a string) bool { return slices.Contains(rules, a) })) {
		return true
	}
	if len(s.gitleaks) == 0 {
		return false
	}
	places := s.gitleaks[gitleaksKey{f.RuleID, f.Line}]
	for _, alias := range s.aliases[f.RuleID] {
		places = append(places[:len(places):len(places)], s.gitleaks[gitleaksKey{alias, f.Line}]...)
	}
	if len(places) == 0 {
		return false
	}
	names := []string{cleanReportPath(f.Path), cleanReportPath(location)}
	if abs, err := filepath.Abs(filepath.Join(arg, filepath.FromSlash(f.Path))); err == nil {
		names = append(names, cleanReportPath(abs))
	}
	for _, p := range places {
		if p.commit != "" && p.commit != f.commit.ID {
			continue
		}
		for _, n := range names {
			if p.file == n {
				return true
			}
		}
	}
	return false
}

// readLimited reads a whole file of at most maxSuppressBytes.
func readLimited(flag, path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usagef("%s: %v", flag, err)
	}
	defer f.Close()
	return readCapped(f, flag, path)
}

// readCapped reads the open file f (path, given as flag) whole, refusing
// one over maxSuppressBytes.
func readCapped(f *os.File, flag, path string) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(f, maxSuppressBytes+1))
	if err != nil {
		return nil, usagef("%s %s: %v", flag, path, err)
	}
	if len(b) > maxSuppressBytes {
		return nil, usagef("%s %s: larger than %d bytes", flag, path, maxSuppressBytes)
	}
	return b, nil
}

// baselineFormats names what --baseline reads, for its errors.
const baselineFormats = "worker scan's JSON lines (--format json) or SARIF (--format sarif), or a Gitleaks report (--report-format json or sarif)"

// addBaseline adds the findings of a previous report: worker scan's SARIF
// log or JSON lines, or a Gitleaks JSON or SARIF report.
func (s *suppressed) addBaseline(path string) error {
	b, err := readLimited("--baseline", path)
	if err != nil {
		return err
	}
	trimmed := bytes.TrimSpace(b)
	switch {
	case len(trimmed) == 0:
		return nil // an empty report: nothing was found
	case trimmed[0] == '[':
		return s.addGitleaksJSON(path, trimmed)
	case isSARIF(trimmed):
		if err := s.addSARIF(trimmed); err != nil {
			return usagef("--baseline %s: %v (want %s)", path, err, baselineFormats)
		}
		return nil
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var rec struct {
			Type        string `json:"type"`
			Fingerprint string `json:"fingerprint"`
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			return usagef("--baseline %s:%d: %v (want %s)", path, n, err, baselineFormats)
		}
		if rec.Type == "" {
			return usagef("--baseline %s:%d: a JSON object without a \"type\": not a line of worker scan --format json (want %s)", path, n, baselineFormats)
		}
		if rec.Fingerprint != "" {
			s.addFingerprint(rec.Fingerprint)
		}
	}
	if err := sc.Err(); err != nil {
		return usagef("--baseline %s: %v", path, err)
	}
	return nil
}

// isSARIF reports whether b is one JSON object with "runs": a SARIF log,
// not JSON lines (which are not one JSON value, unless there is one line).
func isSARIF(b []byte) bool {
	if len(b) == 0 || b[0] != '{' || !json.Valid(b) {
		return false
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(b, &top) != nil {
		return false
	}
	_, ok := top["runs"]
	return ok
}

// addGitleaksJSON adds the findings of a Gitleaks JSON report: an array
// of objects with RuleID, File, StartLine and, in a history, Commit.
func (s *suppressed) addGitleaksJSON(path string, b []byte) error {
	var findings []struct {
		RuleID    *string `json:"RuleID"`
		File      *string `json:"File"`
		StartLine *int    `json:"StartLine"`
		Commit    string  `json:"Commit"`
	}
	if err := json.Unmarshal(b, &findings); err != nil {
		return usagef("--baseline %s: a JSON array, but not a Gitleaks JSON report: %v (want %s)", path, err, baselineFormats)
	}
	for i, f := range findings {
		if f.RuleID == nil || f.File == nil || f.StartLine == nil {
			return usagef("--baseline %s: finding %d of the JSON array has no RuleID, File or StartLine: not a Gitleaks JSON report (want %s)", path, i+1, baselineFormats)
		}
		s.addGitleaks(*f.RuleID, *f.File, f.Commit, *f.StartLine)
	}
	return nil
}

// addSARIF adds the results of a SARIF log written by worker scan (each
// carries report.FingerprintKey) or by Gitleaks (rule, artifact and start
// line, and the commit in a history). A log of another tool is refused:
// its rule IDs are not ours, and it would match nothing.
func (s *suppressed) addSARIF(b []byte) error {
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name string `json:"name"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID              string            `json:"ruleId"`
				PartialFingerprints map[string]string `json:"partialFingerprints"`
				Locations           []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b, &log); err != nil {
		return fmt.Errorf("not a SARIF log: %v", err)
	}
	for ri, run := range log.Runs {
		gitleaks := strings.EqualFold(run.Tool.Driver.Name, "gitleaks")
		for i, r := range run.Results {
			if fp := r.PartialFingerprints[report.FingerprintKey]; fp != "" {
				s.addFingerprint(fp)
				continue
			}
			if !gitleaks {
				return fmt.Errorf("run %d, result %d: a SARIF result of %q without worker scan's %s fingerprint", ri+1, i+1, run.Tool.Driver.Name, report.FingerprintKey)
			}
			if len(r.Locations) == 0 || r.RuleID == "" {
				return fmt.Errorf("run %d, result %d: a Gitleaks result without a rule or a location", ri+1, i+1)
			}
			loc := r.Locations[0].PhysicalLocation
			s.addGitleaks(r.RuleID, loc.ArtifactLocation.URI, r.PartialFingerprints["commitSha"], loc.Region.StartLine)
		}
	}
	return nil
}

// addIgnoreFile adds the findings an ignore file lists, one per line:
// worker scan fingerprints (64 lowercase hex digits) or Gitleaks
// fingerprints ("file:rule:line" or "commit:file:rule:line"). Blank lines
// and # comments (also after an entry) are skipped.
func (s *suppressed) addIgnoreFile(flag, path string, b []byte) error {
	for n, line := range strings.Split(string(b), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if hexdigest.IsSHA256(line) {
			s.addFingerprint(line)
			continue
		}
		if err := s.addGitleaksFingerprint(line); err != nil {
			return usagef("%s %s:%d: %q: %v; want a worker scan fingerprint (64 lowercase hex digits, as --format json prints) or a Gitleaks one (file:rule:line, or commit:file:rule:line in a history)", flag, path, n+1, line, err)
		}
	}
	return nil
}

// addGitleaksFingerprint adds one Gitleaks fingerprint:
// "[commit:]file:rule:line". The file may hold colons; the rule may not.
func (s *suppressed) addGitleaksFingerprint(fp string) error {
	i := strings.LastIndexByte(fp, ':')
	if i < 0 {
		return errors.New("not a fingerprint")
	}
	line, err := strconv.Atoi(fp[i+1:])
	if err != nil || line < 1 {
		return fmt.Errorf("the line %q is not a positive number", fp[i+1:])
	}
	rest := fp[:i]
	j := strings.LastIndexByte(rest, ':')
	if j < 0 || j == len(rest)-1 {
		return errors.New("no rule")
	}
	rule, file := rest[j+1:], rest[:j]
	var commit string
	// A history entry starts with a full commit id.
	if c, f, ok := strings.Cut(file, ":"); ok && len(c) == 40 && strings.Trim(c, "0123456789abcdef") == "" {
		commit, file = c, f
	}
	if file == "" {
		return errors.New("no file")
	}
	s.addGitleaks(rule, file, commit, line)
	return nil
}

// addRootIgnoreFile reads .gitleaksignore in the root of a directory
// target, as Gitleaks does, when there is one: a regular file, opened
// without following a symbolic link.
func (s *suppressed) addRootIgnoreFile(root string) error {
	p := filepath.Join(root, gitleaksIgnoreFile)
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return usagef("%s: %v (--no-gitleaks-files does not read it)", p, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return usagef("%s: not a regular file (--no-gitleaks-files does not read it)", p)
	}
	b, err := readCapped(f, gitleaksIgnoreFile, p)
	if err != nil {
		return err
	}
	return s.addIgnoreFile(gitleaksIgnoreFile, p, b)
}

// addCommitAllowlists records the commits the allow-lists of the
// gitleaks.toml files among packs name (Sluice packs, with a format key,
// have none): a global allow-list's for every rule, or the rules its
// targetRules names, a rule's for that rule. The detector has read the
// files already and reported what is wrong with them.
func (s *suppressed) addCommitAllowlists(packs []string) error {
	type allowlist struct {
		Commits     []string `toml:"commits"`
		TargetRules []string `toml:"targetRules"`
	}
	var f struct {
		Format     *int        `toml:"format"`
		Allowlist  *allowlist  `toml:"allowlist"`
		Allowlists []allowlist `toml:"allowlists"`
		Rules      []struct {
			ID         string      `toml:"id"`
			Allowlist  *allowlist  `toml:"allowlist"`
			Allowlists []allowlist `toml:"allowlists"`
		} `toml:"rules"`
	}
	add := func(a allowlist, rules ...string) {
		for _, c := range a.Commits {
			if s.commits == nil {
				s.commits = map[string][]string{}
			}
			c = strings.ToLower(strings.TrimSpace(c))
			s.commits[c] = append(s.commits[c], rules...)
		}
	}
	for _, p := range packs {
		b, err := readLimited("--rules", p)
		if err != nil {
			return err
		}
		f.Format, f.Allowlist, f.Allowlists, f.Rules = nil, nil, nil, nil
		if _, err := toml.Decode(string(b), &f); err != nil || f.Format != nil {
			continue // a Sluice pack, or one the scanner refused
		}
		globals := f.Allowlists
		if f.Allowlist != nil {
			globals = append(globals, *f.Allowlist)
		}
		for _, a := range globals {
			if len(a.TargetRules) == 0 {
				add(a, "")
			} else {
				add(a, a.TargetRules...)
			}
		}
		for _, r := range f.Rules {
			lists := r.Allowlists
			if r.Allowlist != nil {
				lists = append(lists, *r.Allowlist)
			}
			for _, a := range lists {
				add(a, r.ID)
			}
		}
	}
	return nil
}

// suppressions builds the set from the flags and, for each directory in
// roots, its .gitleaksignore.
func suppressions(baseline string, ignore []string, roots []string) (*suppressed, error) {
	s := &suppressed{}
	if baseline != "" {
		if err := s.addBaseline(baseline); err != nil {
			return nil, err
		}
	}
	for _, f := range ignore {
		b, err := readLimited("--ignore", f)
		if err != nil {
			return nil, err
		}
		if err := s.addIgnoreFile("--ignore", f, b); err != nil {
			return nil, err
		}
	}
	for _, r := range roots {
		if err := s.addRootIgnoreFile(r); err != nil {
			return nil, err
		}
	}
	return s, nil
}
