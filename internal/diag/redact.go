package diag

import (
	"github.com/sluicehq/sluice/core/transport"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// Redacted replaces every secret the Redactor removes.
const Redacted = "[REDACTED]"

// MinSecretBytes is the shortest string Redactor.Add accepts. Shorter
// strings would redact common words from every log line, so Add ignores
// them.
const MinSecretBytes = 6

// MaxSecrets bounds the strings registered with Redactor.Add. Past it, Add
// reports false and the string is not registered.
const MaxSecrets = 1024

// patterns are the built-in secret shapes, applied in order. Each keeps the
// label that names the secret (so a reader still knows what was there) and
// replaces only the value.
//
// hints are lowercase literals of which at least one occurs in any match;
// a pattern runs only on text that contains a hint, which keeps redaction of
// large captures cheap. Each regexp is compiled the first time text holds
// one of its hints, not when the process starts: most runs redact nothing.
var patterns = []struct {
	hints []string
	re    func() *regexp.Regexp
	repl  string
	// keep, when set, is asked about each match (its submatches) and
	// leaves it as it is when it returns true.
	keep func(m []string) bool
}{
	// PEM blocks, including a block whose END line was cut off by a capture
	// limit: everything from BEGIN to the END line or the end of the text.
	{[]string{"-----begin"}, lazyRegexp(`-----BEGIN [A-Z0-9 ]{1,64}-----(?s:.*?)(?:-----END [A-Z0-9 ]{1,64}-----|\z)`), "-----BEGIN " + Redacted + "-----", nil},
	// Authorization and Proxy-Authorization headers: the whole value.
	{[]string{"authorization"}, lazyRegexp(`(?i)\b((?:proxy-)?authorization)(["']?\s*[:=]\s*)[^\r\n]+`), "${1}${2}" + Redacted, nil},
	// Bearer and Basic credentials anywhere (a header folded into a message).
	{[]string{"bearer", "basic"}, lazyRegexp(`(?i)\b(bearer|basic)(\s+)[A-Za-z0-9\-._~+/]{8,}=*`), "${1}${2}" + Redacted, nil},
	// AWS access key ids.
	{[]string{"akia", "asia", "agpa", "aida", "aroa", "anpa", "anva", "aipa", "a3t"}, lazyRegexp(`\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA|A3T[A-Z0-9])[A-Z0-9]{16}\b`), Redacted, nil},
	// key=value and key: value pairs whose key names a secret, with the value
	// quoted or bare. JSON ("token": "x") is covered by the optional quote
	// after the key.
	//
	// A bare value after a colon that is a plain word is prose, not a
	// secret: "loading builtin/secrets: context deadline exceeded" keeps
	// its reason. Such a value is a secret only with a digit or a symbol
	// in it (a password: hunter2).
	{[]string{"pass", "pwd", "secret", "token", "key", "credential", "session", "signature"}, lazyRegexp(`(?i)\b([a-z0-9_.\-]*(?:password|passwd|pwd|secret|token|api[_\-]?key|access[_\-]?key|private[_\-]?key|credentials?|session[_\-]?id|signature)[a-z0-9_.\-]*)(["']?\s*[:=]\s*)("[^"\r\n]*"|'[^'\r\n]*'|[^\s,;&"'}\]]+)`), "${1}${2}" + Redacted,
		func(m []string) bool {
			sep, value := m[2], m[3]
			return !strings.Contains(sep, "=") && value != "" && strings.Trim(value, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
		}},
	// URL user info: scheme://user:password@host.
	{[]string{"://"}, lazyRegexp(`([a-zA-Z][a-zA-Z0-9+.\-]*://[^/\s:@]+:)[^/\s@]+@`), "${1}" + Redacted + "@", nil},
}

// lazyRegexp compiles src on first use.
func lazyRegexp(src string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(src) })
}

// Redactor removes secrets from text: the built-in shapes (bearer and basic
// credentials, Authorization headers, key=value secrets, AWS access key ids,
// PEM blocks, passwords in URLs) and any string registered with Add, such as
// the worker's configured tokens. The zero value is not usable; call
// NewRedactor. A Redactor is safe for concurrent use.
type Redactor struct {
	mu       sync.Mutex // serialises Add
	secrets  []string
	replacer atomic.Pointer[strings.Replacer]
}

// NewRedactor returns a Redactor with the built-in patterns and the given
// secrets registered.
func NewRedactor(secrets ...string) *Redactor {
	r := &Redactor{}
	for _, s := range secrets {
		r.Add(s)
	}
	return r
}

// Add registers a literal secret to be replaced wherever it appears. It
// ignores strings shorter than MinSecretBytes and reports whether s is now
// registered (false when it was too short or MaxSecrets was reached).
func (r *Redactor) Add(s string) bool {
	if len(s) < MinSecretBytes {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, old := range r.secrets {
		if old == s {
			return true
		}
	}
	if len(r.secrets) >= MaxSecrets {
		return false
	}
	secrets := append(append([]string(nil), r.secrets...), s)
	// Longest first, so a secret that contains another is replaced whole.
	sort.Slice(secrets, func(i, j int) bool { return len(secrets[i]) > len(secrets[j]) })
	pairs := make([]string, 0, 2*len(secrets))
	for _, s := range secrets {
		pairs = append(pairs, s, Redacted)
	}
	r.secrets = secrets
	r.replacer.Store(strings.NewReplacer(pairs...))
	return true
}

// Redact returns s with every secret replaced by Redacted. A nil Redactor
// returns s unchanged.
func (r *Redactor) Redact(s string) string {
	if r == nil || s == "" {
		return s
	}
	if rep := r.replacer.Load(); rep != nil {
		s = rep.Replace(s)
	}
	lower := strings.ToLower(s)
	for _, p := range patterns {
		if !containsAny(lower, p.hints) {
			continue
		}
		if p.keep == nil {
			s = p.re().ReplaceAllString(s, p.repl)
		} else {
			s = replaceUnkept(p.re(), s, p.repl, p.keep)
		}
		lower = strings.ToLower(s)
	}
	return s
}

// replaceUnkept is re.ReplaceAllString(s, repl) for the matches keep does
// not keep.
func replaceUnkept(re *regexp.Regexp, s, repl string, keep func([]string) bool) string {
	var b strings.Builder
	last := 0
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if keep(m) {
			continue
		}
		b.WriteString(s[last:loc[0]])
		b.Write(re.ExpandString(nil, repl, s, loc))
		last = loc[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// RedactBytes is Redact for a byte slice; it always returns a new slice.
func (r *Redactor) RedactBytes(b []byte) []byte {
	return []byte(r.Redact(string(b)))
}

// RedactReport returns rep with Message, Stdout, Stderr and Body redacted.
// Call it before Fit: redaction can change lengths.
func (r *Redactor) RedactReport(rep transport.TerminalReport) transport.TerminalReport {
	rep.Message = r.Redact(rep.Message)
	rep.Stdout = r.Redact(rep.Stdout)
	rep.Stderr = r.Redact(rep.Stderr)
	rep.Body = r.Redact(rep.Body)
	return rep
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
