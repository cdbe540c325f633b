package scanner

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"unicode/utf8"
)

// Limits on an Info and a Finding, checked by Info.Validate and
// Finding.Validate. Hosts enforce them.
const (
	// MaxNameLen is the longest scanner name, in bytes.
	MaxNameLen = 64
	// MaxVersionLen is the longest version string, in bytes.
	MaxVersionLen = 64
	// MaxKeywords is the largest number of keywords a Detector may declare.
	MaxKeywords = 4096
	// MaxKeywordLen is the longest keyword, in bytes.
	MaxKeywordLen = 256
	// MaxMaxMatchBytes is the largest MaxMatchBytes a Detector may declare.
	MaxMaxMatchBytes = 64 << 10
	// MaxRules is the largest number of rules an Info may describe.
	MaxRules = 4096
	// MaxRuleDescriptionLen is the longest rule description, in bytes.
	MaxRuleDescriptionLen = 1024
	// MaxRuleTextLen is the longest Rule.FullDescription and Rule.Help,
	// in bytes.
	MaxRuleTextLen = 4096
	// MaxRuleHelpURILen is the longest Rule.HelpURI, in bytes.
	MaxRuleHelpURILen = 2048
	// MaxRuleTags is the largest number of tags of one rule, and
	// MaxRuleTagLen the longest tag, in bytes.
	MaxRuleTags   = 32
	MaxRuleTagLen = 64
	// MaxRuleAliases is the largest number of aliases of one rule.
	MaxRuleAliases = 16

	// MaxPathPatterns is the largest number of Info.PathPatterns, and
	// MaxPathPatternLen the longest, in bytes.
	MaxPathPatterns   = 256
	MaxPathPatternLen = 4096

	// MaxRuleIDLen is the longest rule id of a Rule or a Finding, in bytes.
	MaxRuleIDLen = 128
	// MaxFindingPathLen is the longest Finding.Path, in bytes.
	MaxFindingPathLen = 4096
	// MaxMatchLen is the longest Finding.Match, in bytes.
	MaxMatchLen = 256
	// MaxMessageLen is the longest Finding.Message, in bytes.
	MaxMessageLen = 1024

	// DefaultMaxMatchBytes is the window radius used when
	// Info.MaxMatchBytes is 0.
	DefaultMaxMatchBytes = 1024
)

// Validate reports the first problem with i: a name that is not 1..64 of
// [a-z0-9_-], an unknown kind, a detector without keywords, an empty, too
// long or non-printable-ASCII keyword, a MaxMatchBytes outside
// 0..MaxMaxMatchBytes, path patterns that are too many, empty, too long or
// do not compile, and rules that are invalid or declared twice. Errors
// name the offending field and index.
func (i *Info) Validate() error {
	if !validName(i.Name) {
		return fmt.Errorf("info name %.80q must be 1..%d of [a-z0-9_-]", i.Name, MaxNameLen)
	}
	if len(i.Version) > MaxVersionLen || !utf8.ValidString(i.Version) {
		return fmt.Errorf("info version must be valid UTF-8 of at most %d bytes", MaxVersionLen)
	}
	switch i.Kind {
	case KindTree:
	case KindDetector:
		if len(i.Keywords) == 0 {
			return errors.New("info keywords: a detector must declare at least one keyword")
		}
	default:
		return fmt.Errorf("info kind %.20q is not %q or %q", i.Kind, KindTree, KindDetector)
	}
	if len(i.Keywords) > MaxKeywords {
		return fmt.Errorf("info keywords: %d keywords, over %d", len(i.Keywords), MaxKeywords)
	}
	for n, kw := range i.Keywords {
		if kw == "" || len(kw) > MaxKeywordLen {
			return fmt.Errorf("info keywords[%d] must be 1..%d bytes", n, MaxKeywordLen)
		}
		for j := 0; j < len(kw); j++ {
			if kw[j] < 0x20 || kw[j] > 0x7e {
				return fmt.Errorf("info keywords[%d] %.80q: byte %d is not printable ASCII", n, kw, j)
			}
		}
	}
	if i.MaxMatchBytes < 0 || i.MaxMatchBytes > MaxMaxMatchBytes {
		return fmt.Errorf("info max_match_bytes %d is outside 0..%d", i.MaxMatchBytes, MaxMaxMatchBytes)
	}
	if len(i.PathPatterns) > MaxPathPatterns {
		return fmt.Errorf("info path_patterns: %d patterns, over %d", len(i.PathPatterns), MaxPathPatterns)
	}
	for n, p := range i.PathPatterns {
		if p == "" || len(p) > MaxPathPatternLen {
			return fmt.Errorf("info path_patterns[%d] must be 1..%d bytes", n, MaxPathPatternLen)
		}
		if _, err := regexp.Compile(p); err != nil {
			return fmt.Errorf("info path_patterns[%d]: %w", n, err)
		}
	}
	if len(i.Rules) > MaxRules {
		return fmt.Errorf("info rules: %d rules, over %d", len(i.Rules), MaxRules)
	}
	seen := make(map[string]int, len(i.Rules))
	for n, r := range i.Rules {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("info rules[%d] %w", n, err)
		}
		if prev, dup := seen[r.ID]; dup {
			return fmt.Errorf("info rules[%d] id %.80q repeats rules[%d]", n, r.ID, prev)
		}
		seen[r.ID] = n
	}
	return nil
}

// Validate reports the first problem with r: an id that is not 1..128
// bytes of UTF-8, an unknown severity, texts that are not UTF-8 or over
// their limits (MaxRuleDescriptionLen, MaxRuleTextLen), more than
// MaxRuleTags tags or a tag that is not 1..MaxRuleTagLen printable ASCII
// bytes, more than MaxRuleAliases aliases or one that is not a valid id,
// and a HelpURI that is not an absolute http or https URL.
func (r *Rule) Validate() error {
	if r.ID == "" || len(r.ID) > MaxRuleIDLen || !utf8.ValidString(r.ID) {
		return fmt.Errorf("id must be 1..%d bytes of UTF-8", MaxRuleIDLen)
	}
	switch {
	case r.Severity != "" && !r.Severity.Valid():
		return fmt.Errorf("(%.80q) severity %.20q is not one of info, low, medium, high, critical", r.ID, r.Severity)
	case len(r.Description) > MaxRuleDescriptionLen || !utf8.ValidString(r.Description):
		return fmt.Errorf("(%.80q) description must be valid UTF-8 of at most %d bytes", r.ID, MaxRuleDescriptionLen)
	}
	if err := r.validateText(); err != nil {
		return fmt.Errorf("(%.80q) %w", r.ID, err)
	}
	return nil
}

// validateText checks the rule's texts beyond its id and description.
func (r *Rule) validateText() error {
	switch {
	case len(r.FullDescription) > MaxRuleTextLen || !utf8.ValidString(r.FullDescription):
		return fmt.Errorf("full_description must be valid UTF-8 of at most %d bytes", MaxRuleTextLen)
	case len(r.Help) > MaxRuleTextLen || !utf8.ValidString(r.Help):
		return fmt.Errorf("help must be valid UTF-8 of at most %d bytes", MaxRuleTextLen)
	case len(r.Tags) > MaxRuleTags:
		return fmt.Errorf("tags: %d tags, over %d", len(r.Tags), MaxRuleTags)
	case len(r.Aliases) > MaxRuleAliases:
		return fmt.Errorf("aliases: %d aliases, over %d", len(r.Aliases), MaxRuleAliases)
	}
	for i, a := range r.Aliases {
		if a == "" || len(a) > MaxRuleIDLen || !utf8.ValidString(a) {
			return fmt.Errorf("aliases[%d] must be 1..%d bytes of UTF-8", i, MaxRuleIDLen)
		}
	}
	if r.HelpURI != "" {
		u, err := url.Parse(r.HelpURI)
		if len(r.HelpURI) > MaxRuleHelpURILen || err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || !printableASCII(r.HelpURI) {
			return fmt.Errorf("help_uri %.80q must be an absolute http or https URL of at most %d printable ASCII bytes", r.HelpURI, MaxRuleHelpURILen)
		}
	}
	for i, tag := range r.Tags {
		if tag == "" || len(tag) > MaxRuleTagLen || !printableASCII(tag) {
			return fmt.Errorf("tags[%d] %.80q must be 1..%d printable ASCII bytes", i, tag, MaxRuleTagLen)
		}
	}
	return nil
}

// printableASCII reports whether every byte of s is printable ASCII
// (0x20..0x7e).
func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// validName reports whether name is a valid scanner name: 1..MaxNameLen
// bytes of [a-z0-9_-].
func validName(name string) bool {
	if name == "" || len(name) > MaxNameLen {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// MatchRadius returns the window radius in bytes for i: MaxMatchBytes, or
// DefaultMaxMatchBytes when it is zero.
func (i *Info) MatchRadius() int {
	if i.MaxMatchBytes == 0 {
		return DefaultMaxMatchBytes
	}
	return i.MaxMatchBytes
}
