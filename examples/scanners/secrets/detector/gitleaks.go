package detector

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/sdk/detect"
)

// A gitleaks.toml loads into the same engine as a Sluice rule pack. Both
// use Go's regexp (RE2), so Gitleaks patterns compile unchanged. What a
// gitleaks.toml may hold, and how it maps:
//
//   - [[rules]]: id, description, regex (pattern), secretGroup, entropy,
//     keywords, path (the rule's paths), tags, and allow-lists as
//     [rules.allowlist] or [[rules.allowlists]] with regexes, regexTarget,
//     stopwords, paths and condition ("OR" or "AND"). A rule with the id of an
//     earlier rule (a default one) replaces it, as extend does in Gitleaks.
//   - [allowlist] and [[allowlists]]: allow-lists for every rule.
//   - [extend]: useDefault keeps the default pack's rules, with
//     disabledRules removed by id and the file's rules of the same id in
//     their place; without it the file's rules replace the default pack's
//     (as Gitleaks' own rules are replaced by a config that does not extend
//     them), and disabledRules is ignored, as Gitleaks ignores it.
//   - title, minVersion and allow-list descriptions are read and ignored.
//   - A pattern that spans lines (spansLines: Gitleaks' private-key rule)
//     runs over the lines after its keyword, up to MaxMatchBytes, instead
//     of on the keyword's line.
//   - [[rules.required]] (composite rules): the rule reports a match only
//     where each required rule matches too (within withinLines lines and
//     withinColumns columns of it when set, else anywhere in the window);
//     skipReport keeps a rule's own matches from being reported.
//   - A global allowlist's targetRules applies it to those rules only.
//   - A rule with a path and no regex (pkcs12-file) reports every file whose
//     path matches, whatever it holds: the detector declares its paths as
//     Info.PathPatterns, so the host hands it such files even when they are
//     binary.
//
//   - An allow-list's commits are applied by the host to the findings of
//     a git history scan (the detector never sees a commit).
//
// Refused, with an error naming the rule and its line: commits in an "AND"
// allow-list with other conditions, and extend.path / extend.url (load
// each file with its own --rules instead). Unknown keys are errors too.

// gitleaksFile is the TOML layout of a gitleaks.toml.
type gitleaksFile struct {
	Title      string              `toml:"title"`
	MinVersion string              `toml:"minVersion"`
	Extend     gitleaksExtend      `toml:"extend"`
	Rules      []gitleaksRule      `toml:"rules"`
	Allowlist  *gitleaksAllowlist  `toml:"allowlist"`
	Allowlists []gitleaksAllowlist `toml:"allowlists"`
}

type gitleaksExtend struct {
	UseDefault    bool     `toml:"useDefault"`
	Path          string   `toml:"path"`
	URL           string   `toml:"url"`
	DisabledRules []string `toml:"disabledRules"`
}

type gitleaksRule struct {
	ID          string              `toml:"id"`
	Description string              `toml:"description"`
	Regex       string              `toml:"regex"`
	SecretGroup *int                `toml:"secretGroup"`
	Entropy     float64             `toml:"entropy"`
	Path        string              `toml:"path"`
	Keywords    []string            `toml:"keywords"`
	Tags        []string            `toml:"tags"`
	Allowlist   *gitleaksAllowlist  `toml:"allowlist"`
	Allowlists  []gitleaksAllowlist `toml:"allowlists"`
	Required    []gitleaksRequired  `toml:"required"`
	SkipReport  bool                `toml:"skipReport"`
}

// gitleaksRequired is one [[rules.required]] of a composite rule.
type gitleaksRequired struct {
	ID            string `toml:"id"`
	WithinLines   *int   `toml:"withinLines"`
	WithinColumns *int   `toml:"withinColumns"`
}

type gitleaksAllowlist struct {
	Description string   `toml:"description"`
	Condition   string   `toml:"condition"`
	RegexTarget string   `toml:"regexTarget"`
	Regexes     []string `toml:"regexes"`
	Paths       []string `toml:"paths"`
	Stopwords   []string `toml:"stopwords"`
	Commits     []string `toml:"commits"`
	TargetRules []string `toml:"targetRules"`
}

// ParseGitleaks reads a gitleaks.toml as a rule pack.
func ParseGitleaks(name string, data []byte) (*Pack, error) {
	if len(data) > MaxPackBytes {
		return nil, fmt.Errorf("gitleaks config %s: %d bytes, more than the limit of %d", name, len(data), MaxPackBytes)
	}
	var f gitleaksFile
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		return nil, fmt.Errorf("gitleaks config %s: %w", name, packSyntaxError(name, err))
	}
	lines := tableLines(data, "rules")
	specs := make([]RuleSpec, len(f.Rules))
	for i := range f.Rules {
		specs[i].ID = f.Rules[i].ID
	}
	if err := undecoded(name, data, md, "rules", specs); err != nil {
		return nil, fmt.Errorf("gitleaks config: %w", err)
	}
	// As in Gitleaks, the file replaces the default rules unless it
	// extends them (useDefault), and disabledRules applies only then.
	p := &Pack{Name: name, replaces: true, dropsDefault: !f.Extend.UseDefault}
	if f.Extend.UseDefault {
		p.Disable = f.Extend.DisabledRules
	}
	switch {
	case f.Extend.Path != "":
		return nil, fmt.Errorf("gitleaks config %s: [extend] path = %q is not supported; pass that file with its own --rules", name, f.Extend.Path)
	case f.Extend.URL != "":
		return nil, fmt.Errorf("gitleaks config %s: [extend] url is not supported; download the file and pass it with --rules", name)
	}
	globals := f.Allowlists
	if f.Allowlist != nil {
		globals = append([]gitleaksAllowlist{*f.Allowlist}, globals...)
	}
	for _, a := range globals {
		spec, err := gitleaksAllow(a)
		if err != nil {
			return nil, fmt.Errorf("gitleaks config %s: [allowlist]: %w", name, err)
		}
		if len(a.TargetRules) > 0 {
			// As in Gitleaks, only for the rules it names.
			p.Targeted = append(p.Targeted, TargetedAllow{Rules: a.TargetRules, Allow: spec})
			continue
		}
		p.Allows = append(p.Allows, spec)
	}
	for i, r := range f.Rules {
		line := 0
		if i < len(lines) {
			line = lines[i]
		}
		spec, err := gitleaksRuleSpec(r)
		if err != nil {
			return nil, fmt.Errorf("gitleaks config %s:%d: rule %q: %w", name, line, r.ID, err)
		}
		spec.line = line
		p.Rules = append(p.Rules, spec)
	}
	return p, nil
}

func gitleaksRuleSpec(r gitleaksRule) (RuleSpec, error) {
	spec := RuleSpec{ID: r.ID, Description: r.Description, Pattern: r.Regex, Entropy: r.Entropy,
		Keywords: r.Keywords, Tags: r.Tags, Severity: "high"}
	switch {
	case r.Regex == "" && r.Path == "":
		return spec, fmt.Errorf("has neither a regex nor a path")
	}
	spec.skipReport = r.SkipReport
	for _, q := range r.Required {
		switch {
		case q.ID == "":
			return spec, fmt.Errorf("[[rules.required]] has no id")
		case q.WithinLines != nil && *q.WithinLines < 0, q.WithinColumns != nil && *q.WithinColumns < 0:
			return spec, fmt.Errorf("[[rules.required]] %q: withinLines and withinColumns must not be negative", q.ID)
		}
		spec.required = append(spec.required, Requirement{Rule: q.ID, WithinLines: q.WithinLines, WithinColumns: q.WithinColumns})
	}
	spec.SecretGroup = r.SecretGroup
	spec.multiline = spansLines(r.Regex)
	spec.nextLine = !spec.multiline && matchesNewline(r.Regex)
	if len(r.Keywords) > 0 {
		lower := make([]string, len(r.Keywords))
		for i, k := range r.Keywords {
			lower[i] = strings.ToLower(k)
		}
		spec.afterKeyword = afterKeyword(r.Regex, lower)
	}
	spec.gitleaks = true
	if r.Path != "" {
		spec.Paths = []string{r.Path}
	}
	lists := r.Allowlists
	if r.Allowlist != nil {
		lists = append([]gitleaksAllowlist{*r.Allowlist}, lists...)
	}
	for _, a := range lists {
		if len(a.TargetRules) > 0 {
			return spec, fmt.Errorf("an allowlist of a rule has targetRules, which only a global [[allowlists]] takes")
		}
		as, err := gitleaksAllow(a)
		if err != nil {
			return spec, fmt.Errorf("allowlist: %w", err)
		}
		spec.Allows = append(spec.Allows, as)
	}
	return spec, nil
}

func gitleaksAllow(a gitleaksAllowlist) (AllowSpec, error) {
	// Commits are the host's to apply: the detector sees file content,
	// not the commit it came from (worker scan --git-history drops the
	// findings of allowed commits). With condition "AND" the commit and
	// the rest would have to hold together, which neither side can tell.
	if len(a.Commits) > 0 && strings.EqualFold(a.Condition, "AND") &&
		(len(a.Regexes) > 0 || len(a.Paths) > 0 || len(a.Stopwords) > 0) {
		return AllowSpec{}, fmt.Errorf(`commits with condition "AND" and regexes, paths or stopwords are not supported; give the commits an allowlist of their own`)
	}
	spec := AllowSpec{Patterns: a.Regexes, Target: a.RegexTarget, Stopwords: a.Stopwords, Paths: a.Paths}
	switch strings.ToUpper(a.Condition) {
	case "", "OR":
	case "AND":
		spec.all = true
	default:
		return AllowSpec{}, fmt.Errorf("condition %q is not OR or AND", a.Condition)
	}
	return spec, nil
}

// afterKeyword returns the hit filter steps a gitleaks.toml pattern of
// Gitleaks' "semi-generic" shape implies for its keywords, or nil:
//
//	(?i)[\w.-]{0,50}?(?:access|auth|key|...)(?:[ \t\w.-]{0,20})[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)...
//
// A part of the pattern that matches only some of the rule's keywords is
// followed by at most N bytes of one set A, at most M of a set B, and then
// a byte of a set S that is in neither: a hit of one of those keywords
// can start a match only if, after it, a run of A, then a run of B, ends
// at a byte of S. Steps that say so let the host drop most hits of the
// keywords (generic-api-key's "key", "token", ... are everywhere in code)
// before the guest sees them, without dropping one a match could start
// at (see detect.HitFilter: the steps are greedy, which is exact here
// because S meets neither A nor B).
func afterKeyword(pattern string, keywords []string) []detect.HitStep {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil || re.Op != syntax.OpConcat {
		return nil
	}
	subs := re.Sub
	for i := 0; i+3 < len(subs); i++ {
		words, ok := foldedStrings(subs[i])
		if !ok || !slices.ContainsFunc(words, func(w string) bool { return slices.Contains(keywords, w) }) ||
			slices.ContainsFunc(words, func(w string) bool { return !slices.Contains(keywords, w) }) {
			continue
		}
		a, aMax, ok1 := boundedClass(subs[i+1])
		b, bMax, ok2 := boundedClass(subs[i+2])
		s, ok3 := firstBytes(subs[i+3])
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		for c := range 256 {
			if s[c] && (a[c] || b[c]) {
				return nil
			}
		}
		return []detect.HitStep{{Set: a, Max: aMax}, {Set: b, Max: bMax}, {Set: s, Min: 1, Max: 1}}
	}
	return nil
}

// foldedStrings returns the strings re matches, lower-cased, when they
// are a few (at most 64) of ASCII.
func foldedStrings(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpCapture:
		return foldedStrings(re.Sub[0])
	case syntax.OpLiteral:
		s := strings.ToLower(string(re.Rune))
		for i := range len(s) {
			if s[i] >= utf8.RuneSelf {
				return nil, false
			}
		}
		return []string{s}, true
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if r >= utf8.RuneSelf || len(out) > 64 {
					return nil, false
				}
				if s := strings.ToLower(string(r)); !slices.Contains(out, s) {
					out = append(out, s)
				}
			}
		}
		return out, len(out) > 0
	case syntax.OpQuest:
		s, ok := foldedStrings(re.Sub[0])
		return append(s, ""), ok
	case syntax.OpAlternate, syntax.OpConcat:
		out := []string{""}
		if re.Op == syntax.OpAlternate {
			out = nil
		}
		for _, sub := range re.Sub {
			s, ok := foldedStrings(sub)
			if !ok {
				return nil, false
			}
			if re.Op == syntax.OpAlternate {
				out = append(out, s...)
			} else {
				var cross []string
				for _, x := range out {
					for _, y := range s {
						cross = append(cross, x+y)
					}
				}
				out = cross
			}
			if len(out) > 64 {
				return nil, false
			}
		}
		return out, true
	}
	return nil, false
}

// boundedClass returns the bytes and the bound of a pattern part that is
// a character class (or one byte) repeated at most max times, from 0.
func boundedClass(re *syntax.Regexp) (set [256]bool, max int, ok bool) {
	if re.Op == syntax.OpCapture {
		return boundedClass(re.Sub[0])
	}
	switch {
	case re.Op == syntax.OpRepeat && re.Min == 0 && re.Max >= 0:
		max = re.Max
	case re.Op == syntax.OpQuest:
		max = 1
	default:
		return set, 0, false
	}
	set, ok = classBytes(re.Sub[0])
	if ok && set[utf8.RuneSelf] {
		// Non-ASCII runes (the folds of s and k under (?i)) take up to
		// utf8.UTFMax bytes each.
		max *= utf8.UTFMax
	}
	return set, max, ok
}

// classBytes returns the bytes a one-rune pattern part (a class or a
// literal of ASCII) matches; a class with a rune outside ASCII takes every
// byte outside ASCII, of which such runes are made.
func classBytes(re *syntax.Regexp) (set [256]bool, ok bool) {
	switch re.Op {
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1] && r < utf8.RuneSelf; r++ {
				set[r] = true
			}
			if re.Rune[i+1] >= utf8.RuneSelf {
				for c := utf8.RuneSelf; c < 256; c++ {
					set[c] = true
				}
			}
		}
		return set, true
	case syntax.OpLiteral:
		if len(re.Rune) != 1 || re.Rune[0] >= utf8.RuneSelf {
			return set, false
		}
		for _, s := range []string{strings.ToLower(string(re.Rune)), strings.ToUpper(string(re.Rune))} {
			if re.Flags&syntax.FoldCase != 0 || s == string(re.Rune) {
				set[s[0]] = true
			}
		}
		return set, true
	}
	return set, false
}

// firstBytes returns the bytes a match of re can start with, when re
// cannot match the empty string.
func firstBytes(re *syntax.Regexp) (set [256]bool, ok bool) {
	switch re.Op {
	case syntax.OpCapture:
		return firstBytes(re.Sub[0])
	case syntax.OpLiteral:
		if len(re.Rune) == 0 || re.Rune[0] >= utf8.RuneSelf {
			return set, false
		}
		return classBytes(&syntax.Regexp{Op: syntax.OpLiteral, Flags: re.Flags, Rune: re.Rune[:1]})
	case syntax.OpCharClass:
		return classBytes(re)
	case syntax.OpPlus:
		return firstBytes(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return set, false
		}
		return firstBytes(re.Sub[0])
	case syntax.OpConcat:
		if len(re.Sub) == 0 {
			return set, false
		}
		return firstBytes(re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			s, ok := firstBytes(sub)
			if !ok {
				return set, false
			}
			for c := range 256 {
				set[c] = set[c] || s[c]
			}
		}
		return set, true
	}
	return set, false
}

// matchesNewline reports whether pattern has a part that matches a
// newline: \s in an assignment's spacing, say, which lets Gitleaks (running
// patterns over whole files) find a value on the line after its name, as
// in XML.
func matchesNewline(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	var walk func(*syntax.Regexp) bool
	walk = func(re *syntax.Regexp) bool {
		switch re.Op {
		case syntax.OpLiteral:
			if slices.Contains(re.Rune, '\n') {
				return true
			}
		case syntax.OpAnyChar:
			return true
		case syntax.OpCharClass:
			for i := 0; i+1 < len(re.Rune); i += 2 {
				if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
					return true
				}
			}
		}
		return slices.ContainsFunc(re.Sub, walk)
	}
	return walk(re)
}

// spansLines reports whether pattern is written to match across lines: a
// literal newline, a dot that matches one ((?s)), or a class that holds a
// newline with letters and digits ([\s\S], [^"]), which Gitleaks, running
// patterns over whole files, lets match across lines. (\s alone, in an
// assignment's spacing, is not counted: Sluice runs such patterns on the
// line of their keyword.)
func spansLines(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	var walk func(*syntax.Regexp) bool
	walk = func(re *syntax.Regexp) bool {
		switch re.Op {
		case syntax.OpLiteral:
			if slices.Contains(re.Rune, '\n') {
				return true
			}
		case syntax.OpAnyChar:
			return true
		case syntax.OpCharClass:
			in := func(c rune) bool {
				for i := 0; i+1 < len(re.Rune); i += 2 {
					if re.Rune[i] <= c && c <= re.Rune[i+1] {
						return true
					}
				}
				return false
			}
			if in('\n') && in('a') && in('Z') && in('0') {
				return true
			}
		}
		for _, sub := range re.Sub {
			if walk(sub) {
				return true
			}
		}
		return false
	}
	return walk(re)
}
