// Package detector is the secrets example scanner: a content detector that
// finds credentials (cloud keys, API tokens, private keys, JWTs, and
// high-entropy values assigned to secret-sounding names) in file content.
// It is written once against sdk/scanner; main.go in the parent folder runs
// it as an executable, and the other builds (WASM, go-plugin) import this
// package as is. docs/secrets-scanner.md lists the rules.
package detector

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Name and Version identify the scanner.
const (
	Name    = "secrets"
	Version = "1.1.0"
)

// MaxMatchBytes is the longest match the detector reports, in bytes: a
// JWT may be up to about 2000 bytes long.
const MaxMatchBytes = 2048

// keyedLineBytes bounds how far before and after a keyword hit a keyed
// rule looks on the hit's line, in bytes.
const (
	keyedBeforeBytes = 200
	keyedAfterBytes  = 400
)

// Secrets is the detector. Build it with New; it is immutable and safe for
// concurrent use.
type Secrets struct {
	rules    []Rule
	keywords []string
	// byKeyword[k] lists the indexes of the rules keyword k belongs to.
	byKeyword [][]int
	// matcher finds the keywords for Detect. It is built at the first
	// Detect: a WASM guest is handed its keyword hits by the host
	// (DetectHits) and mostly never needs it, and building it was a large
	// part of every pooled instance's start.
	matcher func() (*detect.Matcher, error)
	info    scanner.Info
	// pathRules lists the rules limited to, or allowing, some paths;
	// pathLists are the distinct allow-lists that can skip a whole file,
	// and ruleLists[i] indexes those of pathRules[i]. An allow-list of a
	// gitleaks.toml's [allowlist] is shared by every rule, so it is
	// matched once per path, not once per rule.
	pathRules []int
	pathLists []*allowList
	// pathOnly lists the rules of paths and no pattern; their paths are
	// Info's PathPatterns.
	pathOnly     []int
	pathPatterns []string
	// composite is set when a rule requires others or is not reported on
	// its own (settle).
	composite bool
	// decodes is set when a rule comes from a gitleaks.toml: the rules
	// then also run over the window's encoded segments, decoded
	// (withDecoded), as Gitleaks runs its rules.
	decodes   bool
	ruleLists [][]int
	// lastSkip is skippedRules' last answer: the engine hands Detect a
	// file's windows one after another, and path patterns (Gitleaks'
	// default config has dozens in its global allow-list) cost far more
	// than a window's keyword hits when matched for every window.
	lastSkip atomic.Pointer[pathSkip]
	// lastRegions recycles find's per-rule index of the last keyed region
	// (*[]int, all zero): allocating one for every window was most of
	// what the detector allocated per window, costly in a WASM guest.
	lastRegions sync.Pool
}

// New returns the detector with the rules of the default pack.
func New() *Secrets {
	s, err := NewWithRules(Rules())
	if err != nil {
		panic(err) // the default pack is tested
	}
	return s
}

// NewFromPacks returns a detector with the rules of packs, compiled by
// CompilePacks.
func NewFromPacks(packs ...*Pack) (*Secrets, error) {
	rules, err := compilePacks(nil, packs...)
	if err != nil {
		return nil, err
	}
	return NewWithRules(rules)
}

// NewWithRules returns a detector for a subset of Rules (for tests and
// benchmarks). Rule ids must be unique.
func NewWithRules(rules []Rule) (*Secrets, error) {
	s := &Secrets{rules: rules}
	index := map[string]int{}
	seen := map[string]bool{}
	for i, r := range rules {
		if seen[r.ID] {
			return nil, fmt.Errorf("secrets: rule %q is declared twice", r.ID)
		}
		seen[r.ID] = true
		s.decodes = s.decodes || r.gitleaks
		s.composite = s.composite || len(r.requires) > 0 || r.skipReport
		if r.pathOnly {
			s.pathOnly = append(s.pathOnly, i)
			for _, p := range r.paths {
				if !slices.Contains(s.pathPatterns, p.re.String()) {
					s.pathPatterns = append(s.pathPatterns, p.re.String())
				}
			}
			continue
		}
		if len(r.Keywords) == 0 {
			return nil, fmt.Errorf("secrets: rule %q has no keywords", r.ID)
		}
		for _, kw := range r.Keywords {
			folded := strings.ToLower(kw)
			k, ok := index[folded]
			if !ok {
				k = len(s.keywords)
				index[folded] = k
				s.keywords = append(s.keywords, kw)
				s.byKeyword = append(s.byKeyword, nil)
			}
			if !slices.Contains(s.byKeyword[k], i) {
				s.byKeyword[k] = append(s.byKeyword[k], i)
			}
		}
	}
	s.matcher = sync.OnceValues(func() (*detect.Matcher, error) { return detect.NewMatcher(s.keywords) })
	s.info = scanner.Info{Name: Name, Version: Version, Kind: scanner.KindDetector,
		Keywords: s.keywords, MaxMatchBytes: MaxMatchBytes, PathPatterns: s.pathPatterns}
	if len(s.pathPatterns) > scanner.MaxPathPatterns {
		return nil, fmt.Errorf("secrets: the rules of paths alone have %d path patterns, more than the limit of %d", len(s.pathPatterns), scanner.MaxPathPatterns)
	}
	for i, r := range rules {
		if r.described != nil {
			s.info.Rules = append(s.info.Rules, *r.described)
		} else {
			s.info.Rules = append(s.info.Rules, r.Describe())
		}
		var lists []int
		for _, a := range r.allows {
			if !a.skipsFiles() {
				continue
			}
			k := slices.Index(s.pathLists, a)
			if k < 0 {
				k = len(s.pathLists)
				s.pathLists = append(s.pathLists, a)
			}
			lists = append(lists, k)
		}
		if len(r.paths) > 0 || len(lists) > 0 {
			s.pathRules = append(s.pathRules, i)
			s.ruleLists = append(s.ruleLists, lists)
		}
	}
	if s.composite {
		if err := s.resolveRequired(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// resolveRequired gives each composite rule the indexes of the rules it
// requires, on a copy of the rules (they belong to the caller).
func (s *Secrets) resolveRequired() error {
	byID := make(map[string]int, len(s.rules))
	for i, r := range s.rules {
		byID[r.ID] = i
	}
	s.rules = slices.Clone(s.rules)
	for i := range s.rules {
		r := &s.rules[i]
		r.required = nil
		for _, q := range r.requires {
			j, ok := byID[q.Rule]
			if !ok {
				return fmt.Errorf("secrets: rule %q requires rule %q ([[rules.required]]), which no pack defines", r.ID, q.Rule)
			}
			r.required = append(r.required, requirement{rule: j, withinLines: q.WithinLines, withinColumns: q.WithinColumns})
		}
	}
	return nil
}

// Info describes the detector: its keywords are those of every rule.
func (s *Secrets) Info() scanner.Info {
	info := s.info
	info.Keywords = slices.Clone(info.Keywords)
	info.Rules = slices.Clone(info.Rules)
	info.PathPatterns = slices.Clone(info.PathPatterns)
	return info
}

// Rules returns the detector's rules.
func (s *Secrets) Rules() []Rule { return forgetDescriptions(slices.Clone(s.rules)) }

// candidate is a match before it is reported.
type candidate struct {
	rule       int
	start, end int
	secret     []byte
	header     []byte // for private key blocks: the BEGIN line
	// veto marks a match of a specific format that failed its checksum: it
	// is not reported, and keeps the generic rule from reporting the same
	// value (a token with a wrong checksum is not a credential).
	veto bool
}

// Detect reports every credential in w. It looks only around keyword
// occurrences, so the result does not depend on where the window starts.
// Offsets are relative to w.Data, as sdk/detect expects.
func (s *Secrets) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	if w.PathOnly() {
		return s.detectPath(ctx, w, out)
	}
	m, err := s.matcher()
	if err != nil {
		return fmt.Errorf("secrets: %w", err)
	}
	return s.report(ctx, w, s.withDecoded(w.Path, w.Data, m.Find, s.find(w.Path, w.Data, m.Find)), out)
}

// detectPath reports the file of a path window for each rule of paths
// alone that applies to its path.
func (s *Secrets) detectPath(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	skip := s.skippedRules(w.Path)
	for _, ri := range s.pathOnly {
		if skip != nil && skip[ri] {
			continue
		}
		r := &s.rules[ri]
		if err := out.Finding(scanner.Finding{
			RuleID: r.ID, Path: w.Path,
			Fingerprint: scanner.Fingerprint(r.ID, w.Path, []byte(w.Path)),
			Severity:    r.Severity,
			Message:     r.message(),
		}); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// DetectHits is Detect with the keyword occurrences in w already found:
// hits are relative to w.Data, in the order and with the keyword indexes
// of a detect.Matcher over Info().Keywords (the WASM host sends them, so
// the guest does not search again; see wasmguest.HitDetector). A hit with
// an unknown keyword index or outside w.Data is ignored.
func (s *Secrets) DetectHits(ctx context.Context, w *scanner.Window, hits []detect.Hit, out scanner.Reporter) error {
	each := func(data []byte, fn func(detect.Hit) bool) {
		for _, h := range hits {
			if h.Keyword < 0 || h.Keyword >= len(s.keywords) || h.Start < 0 || h.Start > h.End || h.End > len(data) {
				continue
			}
			if !fn(h) {
				return
			}
		}
	}
	return s.report(ctx, w, s.withDecoded(w.Path, w.Data, each, s.find(w.Path, w.Data, each)), out)
}

// HitFilters states a hit filter for each keyword that only the
// assignment (generic) rule uses: the WASM host then sends the guest only
// the hits of such keywords that are followed by an assignment operator
// and a value of at least genericMinValue bytes, which on real code is a
// few percent of them (see detect.HitFilterer).
func (s *Secrets) HitFilters() []detect.HitFilter {
	var out []detect.HitFilter
	for k, rules := range s.byKeyword {
		if !slices.ContainsFunc(rules, func(ri int) bool { return !s.rules[ri].assign }) {
			out = append(out, assignmentFilter(k))
			continue
		}
		// Keywords only gitleaks.toml rules of the same shape use get
		// the steps those rules' patterns imply.
		steps := s.rules[rules[0]].afterKeyword
		if steps != nil && !slices.ContainsFunc(rules, func(ri int) bool {
			return !reflect.DeepEqual(s.rules[ri].afterKeyword, steps)
		}) {
			out = append(out, detect.HitFilter{Keyword: k, Steps: steps})
		}
	}
	return out
}

// report passes the findings of found on to out.
func (s *Secrets) report(ctx context.Context, w *scanner.Window, found []candidate, out scanner.Reporter) error {
	for _, c := range found {
		r := &s.rules[c.rule]
		match := scanner.Redact(string(w.Data[c.start:c.end]))
		if c.header != nil {
			match = string(c.header) + " *****"
		}
		if err := out.Finding(scanner.Finding{
			RuleID: r.ID, Path: w.Path, StartOffset: int64(c.start), EndOffset: int64(c.end),
			Match:       match,
			Fingerprint: scanner.Fingerprint(r.ID, w.Path, c.secret),
			Severity:    r.Severity,
			Message:     r.message(),
			// A rule with a validator reports only secrets that pass it.
			Validated: r.Validator != "",
		}); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// withDecoded adds to found, the candidates of data, what the rules find
// in data's encoded segments, decoded up to MaxDecodeDepth times over
// (codec.go), placed where each segment lies in data; only when the
// detector decodes (a gitleaks.toml is loaded). Segments are looked for
// on the lines of the keyword hits (hits calls its function for each),
// up to MaxMatchBytes on each side of a hit, where a match of the window
// can lie, and then in what they decode to.
func (s *Secrets) withDecoded(path string, data []byte, hits func([]byte, func(detect.Hit) bool), found []candidate) []candidate {
	if !s.decodes {
		return found
	}
	m, err := s.matcher()
	if err != nil {
		return found
	}
	var within []span
	hits(data, func(h detect.Hit) bool {
		from, to := max(0, h.Start-MaxMatchBytes), min(len(data), h.End+MaxMatchBytes)
		if nl := bytes.LastIndexByte(data[from:h.Start], '\n'); nl >= 0 {
			from += nl + 1
		}
		if nl := bytes.IndexByte(data[h.End:to], '\n'); nl >= 0 {
			to = h.End + nl
		}
		within = append(within, span{from, to})
		return true
	})
	slices.SortFunc(within, func(a, b span) int { return a.start - b.start })
	merged := within[:0]
	for _, w := range within {
		if n := len(merged); n > 0 && w.start <= merged[n-1].end {
			merged[n-1].end = max(merged[n-1].end, w.end)
			continue
		}
		merged = append(merged, w)
	}
	within = merged
	cache := map[string][]byte{}
	raw, segments := data, []*encoded(nil)
	added := false
	for range MaxDecodeDepth {
		if raw, segments = decodePass(raw, segments, within, cache); len(segments) == 0 {
			break
		}
		// The next pass looks in what this one decoded.
		within = within[:0]
		for _, sg := range segments {
			within = append(within, sg.decoded)
		}
		for _, c := range s.findNear(path, raw, segments, m.Find) {
			// Only what lies in decoded text is new.
			over := overlapping(segments, span{c.start, c.end})
			if len(over) == 0 {
				continue
			}
			orig := toOriginal(over, span{c.start, c.end})
			c.start, c.end = max(0, orig.start), min(len(data), orig.end)
			c.secret, c.header = bytes.Clone(c.secret), nil
			found = append(found, c)
			added = true
		}
	}
	if !added {
		return found
	}
	return settle(found, s.rules, data)
}

// findNear is find over the lines of data that hold segments (with the
// line before each, where a name whose value is on the next line is),
// with the candidates' offsets in data.
func (s *Secrets) findNear(path string, data []byte, segments []*encoded, hits func([]byte, func(detect.Hit) bool)) []candidate {
	var found []candidate
	var last span
	flush := func() {
		if last.end > last.start {
			for _, c := range s.find(path, last.of(data), hits) {
				c.start, c.end = c.start+last.start, c.end+last.start
				found = append(found, c)
			}
		}
	}
	for _, sg := range segments {
		from := bytes.LastIndexByte(data[:sg.decoded.start], '\n')
		if from > 0 {
			from = bytes.LastIndexByte(data[:from], '\n')
		}
		from++
		to := len(data)
		if nl := bytes.IndexByte(data[sg.decoded.end:], '\n'); nl >= 0 {
			to = sg.decoded.end + nl
		}
		if from <= last.end {
			last.end = max(last.end, to)
			continue
		}
		flush()
		last = span{from, to}
	}
	flush()
	return found
}

// find returns the accepted matches in data, sorted by start, end and
// rule, without duplicates, and without generic matches that overlap a
// specific one. hits calls its function for each keyword occurrence in
// data, as detect.Matcher.Find does.
func (s *Secrets) find(path string, data []byte, hits func([]byte, func(detect.Hit) bool)) []candidate {
	var found []candidate
	var regions []region
	var lastRegion *[]int // per rule: the index of its last keyed region, plus one
	skip := s.skippedRules(path)
	hits(data, func(h detect.Hit) bool {
		for _, ri := range s.byKeyword[h.Keyword] {
			if skip != nil && skip[ri] {
				continue
			}
			r := &s.rules[ri]
			switch {
			case r.tok != nil:
				if end, ss, se := r.tok.match(data, h.Start); end >= 0 {
					found = s.accept(found, ri, path, data, h.Start, end, data[ss:se], nil)
				}
			case r.custom != nil:
				if start, end := r.custom(data, h.Start, h.End); start >= 0 {
					found = s.accept(found, ri, path, data, start, end, nil, nil)
				}
			case r.block != nil:
				if start, end, body := r.block.find(data, h.Start, h.End); start >= 0 {
					header := data[start : h.End+len(r.block.suffix)+5]
					found = s.accept(found, ri, path, data, start, end, body, header)
				}
			case r.assign:
				if name, value, vs, ve, quoted, ok := assignment(data, h.Start, h.End); ok && acceptGeneric(name, value, quoted) && !fieldOfCode(data, value, ve, quoted) {
					found = s.accept(found, ri, path, data, vs, ve, nil, nil)
				}
			case r.keyed != nil:
				if lastRegion == nil {
					lastRegion = s.lastRegion()
				}
				regions = addRegion(regions, *lastRegion, ri, data, h, r.lines())
			}
		}
		return true
	})
	for _, rg := range regions {
		found = s.findKeyed(found, rg, path, data)
	}
	if lastRegion != nil {
		for _, rg := range regions {
			(*lastRegion)[rg.rule] = 0
		}
		s.lastRegions.Put(lastRegion)
	}
	return settle(found, s.rules, data)
}

// lastRegion returns a zeroed per-rule index for find.
func (s *Secrets) lastRegion() *[]int {
	if p, ok := s.lastRegions.Get().(*[]int); ok {
		return p
	}
	p := make([]int, len(s.rules))
	return &p
}

// region is a stretch of one line that a keyed rule's pattern runs over.
type region struct {
	rule, from, to int
}

// regionLines says how far a keyed rule's region reaches past its
// keyword's line.
type regionLines int

const (
	// keywordLine: the region is the keyword's line.
	keywordLine regionLines = iota
	// nextLine: the keyword's line and, when the keyword is at most
	// nextLineReach bytes from its end, the one after it, for a
	// gitleaks.toml pattern whose spacing may hold a newline (an XML value
	// on the line after its element's name). Gitleaks' patterns allow a
	// few bytes of name and spacing between the keyword and the value.
	nextLine
	// spanLines: up to MaxMatchBytes after the keyword, for a pattern
	// that spans lines (a private key block).
	spanLines
)

// nextLineReach is how close to the end of its line a keyword must be for
// a nextLine region to take the line after it.
const nextLineReach = 64

// lines returns how far the rule's regions reach.
func (r *Rule) lines() regionLines {
	switch {
	case r.multiline:
		return spanLines
	case r.nextLine:
		return nextLine
	}
	return keywordLine
}

// addRegion adds the region of keyed rule ri around hit h: the hit's line
// (and what lines says beyond it), at most keyedBeforeBytes before and
// keyedAfterBytes after it on its line. A region
// that overlaps or touches the rule's last one is merged into it, so the
// pattern runs once over a stretch of many hits (a long line dense with
// keywords) rather than once per hit.
func addRegion(regions []region, lastRegion []int, ri int, data []byte, h detect.Hit, lines regionLines) []region {
	from := max(0, h.Start-keyedBeforeBytes)
	if nl := bytes.LastIndexByte(data[from:h.Start], '\n'); nl >= 0 {
		from += nl + 1
	}
	to := min(len(data), h.End+keyedAfterBytes)
	if lines == spanLines {
		// A pattern that spans lines (a private key block) runs up to
		// the longest match the detector reports.
		to = min(len(data), h.End+MaxMatchBytes)
	} else if nl := bytes.IndexByte(data[h.End:to], '\n'); nl >= 0 {
		to = h.End + nl
		if lines == nextLine && nl <= nextLineReach {
			next := min(len(data), to+1+keyedAfterBytes)
			if nl := bytes.IndexByte(data[to+1:next], '\n'); nl >= 0 {
				next = to + 1 + nl
			}
			to = next
		}
	}
	if j := lastRegion[ri]; j > 0 {
		if last := &regions[j-1]; from <= last.to && to >= last.from {
			last.from, last.to = min(last.from, from), max(last.to, to)
			return regions
		}
	}
	lastRegion[ri] = len(regions) + 1
	return append(regions, region{rule: ri, from: from, to: to})
}

// findKeyed runs a keyed rule's pattern over one of its regions.
func (s *Secrets) findKeyed(found []candidate, rg region, path string, data []byte) []candidate {
	r := &s.rules[rg.rule]
	g := r.secretGroup
	for _, m := range r.keyed.findAll(data[rg.from:rg.to]) {
		if r.firstGroup {
			// Gitleaks' secret: the first group that matched something,
			// else the whole match.
			g = 0
			for k := 1; 2*k+1 < len(m); k++ {
				if m[2*k] >= 0 && m[2*k+1] > m[2*k] {
					g = k
					break
				}
			}
		}
		if m[2*g] < 0 {
			continue
		}
		start, end := rg.from+m[2*g], rg.from+m[2*g+1]
		if r.gitleaks {
			// Gitleaks reports where the whole match starts (its line is
			// what a .gitleaksignore names) and tests allow-lists of
			// target "match" on it, less any newlines at its ends.
			ms := rg.from + m[0]
			me := ms + len(bytes.Trim(data[ms:rg.from+m[1]], "\n"))
			found = s.accept(found, rg.rule, path, data, ms, me, data[start:end], nil)
			continue
		}
		found = s.accept(found, rg.rule, path, data, start, end, nil, nil)
	}
	return found
}

// skippedRules returns which rules do not apply to path, or nil when all
// do: a rule limited to paths path does not match, or one with an
// allow-list whose paths alone skip path.
func (s *Secrets) skippedRules(path string) []bool {
	if len(s.pathRules) == 0 {
		return nil
	}
	if c := s.lastSkip.Load(); c != nil && c.path == path {
		return c.skip
	}
	var skip []bool
	listed := make([]int8, len(s.pathLists)) // 0 not matched yet, 1 no, 2 yes
	for i, ri := range s.pathRules {
		r := &s.rules[ri]
		out := len(r.paths) > 0 && !slices.ContainsFunc(r.paths, func(re *pathRegexp) bool { return re.MatchString(path) })
		for _, k := range s.ruleLists[i] {
			if out {
				break
			}
			if listed[k] == 0 {
				listed[k] = 1
				if s.pathLists[k].matchPath(path) {
					listed[k] = 2
				}
			}
			out = listed[k] == 2
		}
		if out {
			if skip == nil {
				skip = make([]bool, len(s.rules))
			}
			skip[ri] = true
		}
	}
	s.lastSkip.Store(&pathSkip{path, skip})
	return skip
}

// pathSkip is a path and the rules that do not apply to it.
type pathSkip struct {
	path string
	skip []bool
}

// accept applies a rule's checksum, entropy and allow-list checks to the
// match data[start:end] and appends it to found if it passes. secret, when
// nil, is derived from the match.
func (s *Secrets) accept(found []candidate, ri int, path string, data []byte, start, end int, secret, header []byte) []candidate {
	r := &s.rules[ri]
	match := data[start:end]
	if secret == nil {
		secret = match
	}
	if r.valid != nil && !r.valid(secret) {
		return append(found, candidate{rule: ri, start: start, end: end, veto: true})
	}
	switch {
	case r.gitleaks:
		if r.MinEntropy > 0 && Entropy(secret) <= r.MinEntropy {
			return found
		}
	case IsPlaceholder(secret) || r.MinEntropy > 0 && Entropy(secret) < r.MinEntropy:
		return found
	}
	line := lineAround(data, start, end)
	if allowedInline(line) {
		return found
	}
	for _, a := range r.allows {
		if a.allows(path, secret, match, line) {
			return found
		}
	}
	return append(found, candidate{rule: ri, start: start, end: end, secret: secret, header: header})
}

// allowComments are the markers that, anywhere on the line where a match
// starts or ends, keep it from being reported: Sluice's own and Gitleaks'.
var allowComments = [][]byte{[]byte("sluice:allow"), []byte("gitleaks:allow")}

// allowedInline reports whether line carries an allow comment.
func allowedInline(line []byte) bool {
	for _, m := range allowComments {
		if bytes.Contains(line, m) {
			return true
		}
	}
	return false
}

// lineAround returns the line(s) holding data[start:end].
func lineAround(data []byte, start, end int) []byte {
	from := bytes.LastIndexByte(data[:start], '\n') + 1
	to := len(data)
	if nl := bytes.IndexByte(data[end:], '\n'); nl >= 0 {
		to = end + nl
	}
	return data[from:to]
}

// settle sorts candidates, drops duplicates and vetoes, and drops generic
// candidates that overlap a specific one or a veto; a generic rule of a
// gitleaks.toml yields as in Gitleaks instead, to a specific finding that
// starts on the same line and whose secret holds its secret.
func settle(found []candidate, rules []Rule, data []byte) []candidate {
	if len(found) == 0 {
		return nil
	}
	slices.SortFunc(found, func(a, b candidate) int {
		if a.start != b.start {
			return a.start - b.start
		}
		if a.end != b.end {
			return a.end - b.end
		}
		return a.rule - b.rule
	})
	found = slices.CompactFunc(found, func(a, b candidate) bool {
		return a.rule == b.rule && a.start == b.start && a.end == b.end && a.veto == b.veto
	})
	if slices.ContainsFunc(found, func(c candidate) bool { return len(rules[c.rule].required) > 0 || rules[c.rule].skipReport }) {
		found = composite(found, rules, data)
	}
	out := make([]candidate, 0, len(found))
	for i, c := range found {
		switch r := &rules[c.rule]; {
		case c.veto:
			continue
		case r.generic && r.gitleaks:
			if holdsSameLine(found, i, rules, data) {
				continue
			}
		case (r.generic || r.yields) && overlapsSpecific(found, i, rules):
			continue
		}
		out = append(out, c)
	}
	return out
}

// composite drops the matches of composite rules that lack a match of a
// rule they require near them (Gitleaks' [[rules.required]]: within
// withinLines lines and withinColumns columns of their starts when set),
// then the matches of rules marked skipReport.
func composite(found []candidate, rules []Rule, data []byte) []candidate {
	pos := func(c candidate) (line, col int) {
		before := data[:c.start]
		return bytes.Count(before, []byte{'\n'}), c.start - bytes.LastIndexByte(before, '\n')
	}
	near := func(c candidate, q requirement) bool {
		line, col := pos(c)
		for _, o := range found {
			if o.rule != q.rule || o.veto {
				continue
			}
			ol, oc := pos(o)
			if (q.withinLines == nil || abs(ol-line) <= *q.withinLines) && (q.withinColumns == nil || abs(oc-col) <= *q.withinColumns) {
				return true
			}
		}
		return false
	}
	out := make([]candidate, 0, len(found))
	for _, c := range found {
		r := &rules[c.rule]
		if !c.veto && slices.ContainsFunc(r.required, func(q requirement) bool { return !near(c, q) }) {
			continue
		}
		out = append(out, c)
	}
	return slices.DeleteFunc(out, func(c candidate) bool { return rules[c.rule].skipReport })
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// holdsSameLine reports whether a candidate of a non-generic rule starts
// on the line found[i] starts on and its secret holds found[i]'s
// (Gitleaks' filter of generic findings).
func holdsSameLine(found []candidate, i int, rules []Rule, data []byte) bool {
	c := found[i]
	line := bytes.LastIndexByte(data[:c.start], '\n')
	for j, o := range found {
		if j == i || o.veto || rules[o.rule].generic {
			continue
		}
		if bytes.LastIndexByte(data[:o.start], '\n') == line && bytes.Contains(o.secret, c.secret) {
			return true
		}
	}
	return false
}

// overlapsSpecific reports whether found[i] overlaps a candidate of a
// rule it gives way to: a generic candidate to any rule but the generic
// ones, a yielding one to any rule that neither is generic nor yields.
// found is sorted by start.
func overlapsSpecific(found []candidate, i int, rules []Rule) bool {
	c := found[i]
	yields := rules[c.rule].yields && !rules[c.rule].generic
	for j, o := range found {
		if o.start >= c.end {
			break
		}
		if j == i || rules[o.rule].generic || yields && rules[o.rule].yields {
			continue
		}
		if c.start < o.end {
			return true
		}
	}
	return false
}

var _ scanner.Detector = (*Secrets)(nil)
