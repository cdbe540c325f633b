package detector

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// allowList is a compiled AllowSpec.
type allowList struct {
	// and means every kind of entry present must match (gitleaks'
	// condition = "AND"); otherwise any one entry allows a finding.
	and bool
	// patterns is the allow-list's regular expressions, each compiled at
	// its first use or run by the host (Loader.Regexp), and each run only
	// when the text holds a literal it needs (patternSet): Gitleaks'
	// global allow-list has a dozen, tested on every match, and Go's
	// regexp is slow in a WASM guest. Nil for none.
	patterns  *patternSet
	target    string
	stopwords [][]byte
	paths     []*pathRegexp
	// stopMatcher finds the ASCII stopwords in an ASCII secret in one
	// pass: Gitleaks' generic rule has some 1,500 stopwords, and testing
	// each in turn cost more than the rest of the detector together. It is
	// built at the first use (nil when there are no ASCII stopwords).
	stopMatcher func() *detect.Matcher
	// otherStop are the stopwords the matcher does not hold.
	otherStop [][]byte
}

// Allow-list targets.
const (
	targetSecret = "secret"
	targetMatch  = "match"
	targetLine   = "line"
)

// ruleIDChars are the bytes a rule id may hold.
var ruleIDChars = newCharset("a-z0-9._-")

// CompilePacks compiles packs into rules, in order. A rule id may appear
// once across all packs, except that a pack loaded with useDefault
// replaces the default rule of the same id. Errors name the pack, the rule
// and its line.
func CompilePacks(packs ...*Pack) ([]Rule, error) {
	rules, err := compilePacks(nil, packs...)
	return forgetDescriptions(rules), err
}

// compilePacks is CompilePacks; host, when not nil, is asked for a runner
// of each keyed pattern (see Loader.Regexp). Its rules keep the
// descriptions checked while compiling (Rule.described) for
// NewWithRules, so they must not change before it.
func compilePacks(host func(pattern string) Regexp, packs ...*Pack) ([]Rule, error) {
	var rules []Rule
	index := map[string]int{}
	for _, p := range packs {
		var globals []*allowList
		for _, spec := range p.Allows {
			a, err := compileAllow(spec)
			if err != nil {
				return nil, fmt.Errorf("rule pack %s: allow-list: %w", p.Name, err)
			}
			if a != nil {
				globals = append(globals, a)
			}
		}
		if p.dropsDefault {
			rules = slices.DeleteFunc(rules, func(r Rule) bool { return isDefaultPack(r.Source) })
			index = map[string]int{}
			for k, r := range rules {
				index[r.ID] = k
			}
		}
		for _, id := range p.Disable {
			j, ok := index[id]
			if !ok {
				return nil, fmt.Errorf("rule pack %s: disabled rule %q is not defined by an earlier pack", p.Name, id)
			}
			rules = slices.Delete(rules, j, j+1)
			index = map[string]int{}
			for k, r := range rules {
				index[r.ID] = k
			}
		}
		for i := range p.Rules {
			spec := &p.Rules[i]
			r, err := compileRule(spec)
			if err == nil {
				err = r.checkDescription()
			}
			if err != nil {
				return nil, fmt.Errorf("rule pack %s:%d: rule %q: %w", p.Name, spec.line, spec.ID, err)
			}
			r.Source, r.line = p.Name, spec.line
			r.allows = append(r.allows, globals...)
			if j, dup := index[r.ID]; dup {
				if !p.replaces {
					return nil, fmt.Errorf("rule pack %s:%d: rule %q is already defined by %s", p.Name, spec.line, r.ID, rules[j].Source)
				}
				rules[j] = r
				continue
			}
			index[r.ID] = len(rules)
			rules = append(rules, r)
		}
		for _, t := range p.Targeted {
			a, err := compileAllow(t.Allow)
			if err != nil {
				return nil, fmt.Errorf("rule pack %s: allowlist of targetRules %q: %w", p.Name, t.Rules, err)
			}
			for _, id := range t.Rules {
				j, ok := index[id]
				if !ok {
					return nil, fmt.Errorf("rule pack %s: an allowlist's targetRules names rule %q, which no pack defines", p.Name, id)
				}
				if a != nil {
					rules[j].allows = append(slices.Clip(rules[j].allows), a)
				}
			}
		}
	}
	if len(rules) > MaxPackRules {
		return nil, fmt.Errorf("rule packs: %d rules, more than the limit of %d", len(rules), MaxPackRules)
	}
	resolved := map[*allowList]bool{}
	for i := range rules {
		r := &rules[i]
		if r.keyed != nil {
			if err := r.keyed.resolve(host); err != nil {
				return nil, fmt.Errorf("rule pack %s:%d: rule %q: pattern: %w", r.Source, r.line, r.ID, err)
			}
		}
		for _, a := range r.allows {
			if a.patterns != nil && !resolved[a] {
				resolved[a] = true
				if err := a.patterns.resolve(host); err != nil {
					return nil, fmt.Errorf("rule pack %s:%d: rule %q: allow-list patterns: %w", r.Source, r.line, r.ID, err)
				}
			}
		}
	}
	return rules, nil
}

// compileRule checks one rule and builds its matcher.
func compileRule(spec *RuleSpec) (Rule, error) {
	r := Rule{ID: spec.ID, Description: spec.Description, Keywords: spec.Keywords, Pattern: spec.Pattern,
		MinEntropy: spec.Entropy, Tags: spec.Tags, Help: spec.Help, HelpURI: spec.HelpURI, Gitleaks: spec.Gitleaks, Validator: spec.Validator, Matcher: spec.Matcher}
	if len(r.ID) == 0 || len(r.ID) > 64 {
		return r, fmt.Errorf("id must be 1 to 64 characters")
	}
	// As in Gitleaks, a rule whose id says generic yields to the specific
	// rules: its finding is dropped where one of theirs overlaps it (a
	// gitleaks.toml's generic-api-key does not double every specific
	// finding).
	r.generic, r.yields = strings.Contains(r.ID, "generic"), spec.Yields
	for i := range len(r.ID) {
		if !ruleIDChars[r.ID[i]] {
			return r, fmt.Errorf("id may hold only a-z, 0-9, '.', '_' and '-'")
		}
	}
	r.Severity = scanner.SeverityMedium
	if spec.Severity != "" {
		r.Severity = scanner.Severity(spec.Severity)
		if !r.Severity.Valid() {
			return r, fmt.Errorf("severity %q is not one of info, low, medium, high, critical", spec.Severity)
		}
	}
	if r.Description == "" {
		r.Description = "A credential matching rule " + r.ID + "."
	}
	if spec.Entropy < 0 || spec.Entropy > 8 {
		return r, fmt.Errorf("entropy %g is outside 0..8 bits per byte", spec.Entropy)
	}
	if spec.Pattern == "" && spec.Matcher == "" {
		if len(spec.Paths) == 0 {
			return r, fmt.Errorf("has no pattern")
		}
		return compilePathRule(r, spec)
	}
	if len(spec.Pattern) > MaxPatternBytes {
		return r, fmt.Errorf("pattern is %d bytes, more than the limit of %d", len(spec.Pattern), MaxPatternBytes)
	}
	// Parsing checks the pattern; only patterns that do not compile to a
	// token format become a regexp below, compiled at their first use (in
	// a WASM guest, compiling every pattern was most of the cost of
	// loading a pack). A rule of a compiled pack whose pattern is a token
	// format comes with its format and groups, derived by this code when
	// the pack was compiled, and is not parsed again (parsing was most of
	// what was left).
	var parsed *syntax.Regexp
	groups := 0
	if spec.prepared != nil {
		groups = spec.prepared.groups
	} else {
		var err error
		if parsed, err = syntax.Parse(spec.Pattern, syntax.Perl); err != nil {
			return r, fmt.Errorf("pattern: %w", err)
		}
		groups = parsed.MaxCap()
	}
	r.secretGroup = groups
	r.requires, r.skipReport = spec.required, spec.skipReport
	if spec.gitleaks {
		r.gitleaks = true
		switch {
		case spec.SecretGroup != nil && *spec.SecretGroup == 0:
			spec.SecretGroup = nil // Gitleaks' 0 is unset
		case spec.SecretGroup == nil && groups == 1:
			r.secretGroup = 1
		case spec.SecretGroup == nil && groups > 1:
			r.firstGroup = true
		}
		if spec.SecretGroup == nil && groups == 0 {
			r.secretGroup = 0
		}
	}
	if spec.SecretGroup != nil {
		if g := *spec.SecretGroup; g < 0 || g > groups {
			return r, fmt.Errorf("secret_group = %d, but the pattern has %d groups", g, groups)
		}
		r.secretGroup = *spec.SecretGroup
	}
	if len(r.Keywords) == 0 {
		kw, ok := literalPrefix(spec.Pattern)
		if !ok {
			return r, fmt.Errorf("has no keywords, and its pattern has no literal prefix of at least %d bytes to use instead; add keywords = [...]", minDerivedKeyword)
		}
		r.Keywords = []string{kw}
	}
	for _, k := range r.Keywords {
		if k == "" {
			return r, fmt.Errorf("has an empty keyword")
		}
	}
	if err := r.compileScope(spec); err != nil {
		return r, err
	}
	var check func([]byte) bool
	if spec.Validator != "" {
		v, ok := validators[spec.Validator]
		if !ok {
			return r, fmt.Errorf("validator %q is not one of %s", spec.Validator, strings.Join(Validators(), ", "))
		}
		check, r.Checksum = v.check, v.Doc
	}
	if spec.Matcher != "" {
		m, ok := matchers[spec.Matcher]
		if !ok {
			return r, fmt.Errorf("matcher %q is not one of %s", spec.Matcher, strings.Join(Matchers(), ", "))
		}
		m.apply(&r)
		if r.block != nil {
			r.block.valid, check = check, nil
			r.Checksum = strings.TrimSpace(r.Checksum + " (the body is at least 64 base64 characters)")
		}
		r.valid = check
		return r, nil
	}
	r.valid = check
	nextLine := spec.nextLine || strings.Contains(spec.Pattern, ValueOnNextLine)
	if spec.prepared != nil {
		if r.tok = spec.prepared.tok; r.tok == nil {
			r.keyed = newLazyRegexp(spec.Pattern)
			r.keyed.unchecked, r.keyed.groups = true, groups
			r.nextLine = nextLine
		}
		return r, nil
	}
	if r.tok = formatOf(parsed, r.secretGroup, r.Keywords); r.tok == nil || spec.multiline || nextLine || r.firstGroup {
		r.tok, r.keyed, r.multiline, r.nextLine = nil, newLazyRegexp(spec.Pattern), spec.multiline, nextLine
		r.afterKeyword = spec.afterKeyword
	}
	return r, nil
}

// ValueOnNextLine is the part of a rule's pattern after an XML element's
// name that lets its value sit on the next line:
//
//	<twitterToken>
//	    v9vs293c8jlco6l8bist0lgv8
//	</twitterToken>
//
// A pattern holding it runs over the keyword's line and the next (a
// nextLine region), where other patterns run over the keyword's line only.
const ValueOnNextLine = `>[ \t]*(?:\r?\n[ \t]*)?`

// compilePathRule compiles a rule of paths and no pattern (Gitleaks'
// path-only rules: a .p12 file is a finding wherever it lies): every file
// whose path matches one of its paths, and that its allow-lists' paths do
// not skip, is a finding, whatever it holds.
func compilePathRule(r Rule, spec *RuleSpec) (Rule, error) {
	switch {
	case len(spec.Keywords) > 0:
		return r, fmt.Errorf("has keywords but no pattern: a rule of paths alone finds files by their path, not their content")
	case spec.Entropy > 0 || spec.SecretGroup != nil || spec.Validator != "":
		return r, fmt.Errorf("has entropy, a secret group or a validator but no pattern: a rule of paths alone has no secret to check")
	}
	r.pathOnly, r.Keywords = true, nil
	if err := r.compileScope(spec); err != nil {
		return r, err
	}
	return r, nil
}

// compileScope compiles the rule's paths and allow-lists.
func (r *Rule) compileScope(spec *RuleSpec) error {
	for _, p := range spec.Paths {
		pre, err := compilePath(p)
		if err != nil {
			return fmt.Errorf("paths: %w", err)
		}
		r.paths = append(r.paths, pre)
	}
	for _, as := range append([]AllowSpec{spec.Allow}, spec.Allows...) {
		a, err := compileAllow(as)
		if err != nil {
			return fmt.Errorf("allow: %w", err)
		}
		if a != nil {
			r.allows = append(r.allows, a)
		}
	}
	return nil
}

// prepareRule returns what compileRule derives from spec's pattern, for a
// compiled pack to carry: the token format and groups of a pattern that
// runs as a token format, the groups of a keyed pattern; nil otherwise
// (a built-in matcher, or a rule that does not compile, whose error is
// then reported at load as for a TOML pack).
func prepareRule(spec *RuleSpec) *preparedRule {
	if spec.prepared != nil {
		return spec.prepared
	}
	r, err := compileRule(spec)
	if err != nil || r.tok == nil && r.keyed == nil {
		return nil
	}
	parsed, err := syntax.Parse(spec.Pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	return &preparedRule{groups: parsed.MaxCap(), tok: r.tok}
}

// compileAllow compiles an allow-list; it returns nil for an empty one.
func compileAllow(a AllowSpec) (*allowList, error) {
	if len(a.Patterns) == 0 && len(a.Stopwords) == 0 && len(a.Paths) == 0 {
		return nil, nil
	}
	out := &allowList{target: a.Target, and: a.all}
	switch a.Target {
	case "":
		out.target = targetSecret
	case targetSecret, targetMatch, targetLine:
	default:
		return nil, fmt.Errorf("target %q is not one of secret, match, line", a.Target)
	}
	if len(a.Patterns) > 0 {
		ps, err := newPatternSet(a.Patterns)
		if err != nil {
			return nil, fmt.Errorf("patterns: %w", err)
		}
		out.patterns = ps
	}
	for _, p := range a.Paths {
		re, err := compilePath(p)
		if err != nil {
			return nil, fmt.Errorf("paths: %w", err)
		}
		out.paths = append(out.paths, re)
	}
	var ascii []string
	for _, w := range a.Stopwords {
		lower := bytes.ToLower([]byte(w))
		out.stopwords = append(out.stopwords, lower)
		if len(lower) > 0 && isASCII(lower) {
			ascii = append(ascii, string(lower))
		} else {
			out.otherStop = append(out.otherStop, lower)
		}
	}
	out.stopMatcher = sync.OnceValue(func() *detect.Matcher {
		if len(ascii) == 0 {
			return nil
		}
		m, err := detect.NewMatcher(ascii)
		if err != nil {
			return nil // over the matcher's size limit: stopwords are tested one by one
		}
		return m
	})
	return out, nil
}

// skipsFiles reports whether the allow-list's paths alone allow every
// finding in a file they match: it has paths, and it is an "OR" list or an
// "AND" list of nothing else.
func (a *allowList) skipsFiles() bool {
	return len(a.paths) > 0 && (!a.and || a.patterns == nil && len(a.stopwords) == 0)
}

func (a *allowList) matchPath(path string) bool {
	for _, re := range a.paths {
		if re.MatchString(path) {
			return true
		}
	}
	return false
}

// allows reports whether the allow-list drops a finding in path whose
// secret, match and line are given.
func (a *allowList) allows(path string, secret, match, line []byte) bool {
	if !a.and {
		// Paths were applied to the whole file (skipsFiles).
		return a.matchStopword(secret) || a.matchPattern(secret, match, line)
	}
	return (len(a.paths) == 0 || a.matchPath(path)) &&
		(len(a.stopwords) == 0 || a.matchStopword(secret)) && (a.patterns == nil || a.matchPattern(secret, match, line))
}

func (a *allowList) matchStopword(secret []byte) bool {
	if len(a.stopwords) == 0 {
		return false
	}
	// bytes.ToLower folds more than ASCII (the Kelvin sign is a k), so
	// the ASCII matcher answers only for an ASCII secret, and only about
	// the ASCII stopwords.
	words := a.stopwords
	if m := a.stopMatcher(); m != nil && isASCII(secret) {
		if m.Contains(secret) {
			return true
		}
		words = a.otherStop
	}
	lower := bytes.ToLower(secret)
	for _, w := range words {
		if bytes.Contains(lower, w) {
			return true
		}
	}
	return false
}

// isASCII reports whether b is all ASCII.
func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

func (a *allowList) matchPattern(secret, match, line []byte) bool {
	text := secret
	switch a.target {
	case targetMatch:
		text = match
	case targetLine:
		text = line
	}
	return a.patterns != nil && a.patterns.match(text)
}

// minDerivedKeyword is the shortest literal prefix taken as a rule's
// keyword when the rule lists none.
const minDerivedKeyword = 3

// literalPrefix returns the literal every match of pattern starts with,
// when it is at least minDerivedKeyword bytes long.
func literalPrefix(pattern string) (string, bool) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return "", false
	}
	prefix, _ := re.LiteralPrefix()
	return prefix, len(prefix) >= minDerivedKeyword
}
