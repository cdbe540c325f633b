package detector

import (
	"bytes"

	"github.com/sluicehq/sluice/sdk/detect"
)

// genericNameSuffixes end names that hold something about a secret rather
// than the secret: secret_key_path, token_type, password_length, ...
var genericNameSuffixes = [][]byte{
	[]byte("id"), []byte("name"), []byte("file"), []byte("path"), []byte("url"), []byte("uri"),
	[]byte("type"), []byte("len"), []byte("length"), []byte("size"), []byte("count"), []byte("prefix"),
	[]byte("header"), []byte("field"), []byte("env"), []byte("var"), []byte("format"), []byte("ttl"),
	[]byte("expiry"), []byte("expires"), []byte("timeout"), []byte("hash"), []byte("policy"),
}

// Limits of the generic rule's assignment parser, in bytes.
const (
	genericNameBefore = 40  // name bytes before the keyword
	genericNameAfter  = 20  // name bytes after the keyword
	genericMaxType    = 12  // a type between the name and the operator
	genericMinValue   = 16  // shortest value
	genericMaxValue   = 128 // longest value
)

var (
	setLetters   = newCharset("a-zA-Z")
	setName      = newCharset("0-9a-zA-Z_.-")
	setValue     = newCharset("0-9a-zA-Z+/_~!@#$%^&*.=-")
	setValueStop = newCharset("\"'` \t\r\n,;)]}<")
)

// assignment parses the assignment around a keyword at data[start:end]:
// a name holding the keyword, an optional closing quote, an optional type
// (Go's var name string = ...), an operator (=, :=, ::=, :::=, :, =>, ?=,
// .=, a comma after a quoted name as in setProperty("NAME", "value"), or
// the > of an XML element <name>, whose value may start on the next line;
// but not ==), an optional opening quote, and a value of 16..128 bytes of
// setValue ending at a quote, space, separator, <, a JSON-escaped line end
// (\n, \r) or the end of data. It is what the generic rule's Pattern
// describes, without a regular expression.
func assignment(data []byte, start, end int) (name, value []byte, vs, ve int, quoted, ok bool) {
	// Forward first: most keyword hits are not followed by an operator, and
	// the name's start is needed only when one is.
	ne := end + setName.span(data, end, genericNameAfter)
	p := ne
	closed := false
	if p < len(data) && (data[p] == '"' || data[p] == '\'') {
		p++
		closed = true
	}
	p = skipBlank(data, p)
	if !closed && p > ne {
		// A type between the name and the operator: var name string = ...
		if n := setLetters.span(data, p, genericMaxType+1); n > 0 && n <= genericMaxType && p+n < len(data) && (data[p+n] == ' ' || data[p+n] == '\t') {
			p = skipBlank(data, p+n)
		}
	}
	xml := false
	switch {
	case p+1 < len(data) && (data[p] == '=' && data[p+1] == '>' || data[p] == '?' && data[p+1] == '=' || data[p] == '.' && data[p+1] == '='):
		p += 2
	case !closed && p == ne && p < len(data) && data[p] == '>':
		// An XML element, <apiToken>value</apiToken>, the value on the
		// element's line or the next (checked below: the name must open
		// with <).
		p++
		xml = true
		if q := skipBlank(data, p); q < len(data) && (data[q] == '\n' || data[q] == '\r' && q+1 < len(data) && data[q+1] == '\n') {
			if data[q] == '\r' {
				q++
			}
			p = q + 1
		}
	case p < len(data) && data[p] == ':':
		// :, :=, ::= and :::=
		colons := 1
		for colons < 3 && p+colons < len(data) && data[p+colons] == ':' {
			colons++
		}
		switch {
		case p+colons < len(data) && data[p+colons] == '=':
			p += colons + 1
		case colons == 1:
			p++
		default:
			return nil, nil, 0, 0, false, false
		}
	case p < len(data) && data[p] == '=' && (p+1 >= len(data) || data[p+1] != '='):
		p++
	case closed && p < len(data) && data[p] == ',':
		p++
	default:
		return nil, nil, 0, 0, false, false
	}
	p = skipBlank(data, p)
	if p < len(data) && (data[p] == '"' || data[p] == '\'' || data[p] == '`') {
		p++
		quoted = true
	}
	n := setValue.span(data, p, genericMaxValue+1)
	if n < genericMinValue || n > genericMaxValue {
		return nil, nil, 0, 0, false, false
	}
	if q := p + n; q < len(data) && !setValueStop[data[q]] && !escapedLineEnd(data[q:]) {
		return nil, nil, 0, 0, false, false
	}
	ns := start
	for ns > 0 && start-ns < genericNameBefore && setName[data[ns-1]] {
		ns--
	}
	if xml && (ns == 0 || data[ns-1] != '<') {
		return nil, nil, 0, 0, false, false
	}
	return data[ns:ne], data[p : p+n], p, p + n, quoted, true
}

// assignmentFilter is the hit filter (see detect.HitFilter) of a
// keyword only the assignment matcher uses: the shape assignment requires
// after the keyword, up to the value's first genericMinValue bytes, with
// a name that does not end in one of genericNameSuffixes (which
// acceptGeneric refuses). It keeps every hit that assignment and
// acceptGeneric accept (TestAssignmentFilterKeepsAssignments and
// FuzzAssignmentFilter check it), so a host that drops the other hits
// changes no finding.
func assignmentFilter(keyword int) detect.HitFilter {
	step := func(set *charset, lo, hi int) detect.HitStep {
		return detect.HitStep{Set: *set, Min: lo, Max: hi}
	}
	blank, quote := newCharset(" \t"), newCharset(`"'`)
	rest := step(setName, 0, genericNameAfter) // the rest of the name
	for _, suf := range genericNameSuffixes {
		rest.NotSuffix = append(rest.NotSuffix, string(suf))
	}
	return detect.HitFilter{Keyword: keyword, Steps: []detect.HitStep{
		rest,              // not ending in a suffix acceptGeneric refuses
		step(quote, 0, 1), // a closing quote
		step(blank, 0, 64),
		step(setLetters, 0, genericMaxType), // a type: var name string = ...
		step(blank, 0, 64),
		step(newCharset("=:?.,>"), 1, 1), // the operator: =, =>, :=, ::=, :::=, :, ?=, .=, a comma, an XML element's >
		step(newCharset(":"), 0, 2),
		step(newCharset("=>"), 0, 1),
		step(newCharset(" \t\r\n"), 0, 64), // an XML element's value may start on the next line
		step(newCharset("\"'`"), 0, 1),     // an opening quote
		step(setValue, genericMinValue, genericMinValue),
	}}
}

// escapedLineEnd reports whether b starts with a JSON- or C-escaped line
// end, \n or \r, which ends a value inside a string.
func escapedLineEnd(b []byte) bool {
	return len(b) >= 2 && b[0] == '\\' && (b[1] == 'n' || b[1] == 'r')
}

func skipBlank(data []byte, p int) int {
	for p < len(data) && (data[p] == ' ' || data[p] == '\t') {
		p++
	}
	return p
}

// genericNameWords mark names that hold no secret wherever they appear in
// the name: public keys, CSRF tokens (sent to every browser), and test
// fixtures named as such.
var genericNameWords = [][]byte{
	[]byte("public"), []byte("pubkey"), []byte("pub_key"), []byte("pub-key"),
	[]byte("csrf"), []byte("xsrf"),
	[]byte("test"), []byte("fake"), []byte("mock"), []byte("dummy"), []byte("fixture"), []byte("stub"),
}

// keyWordsBefore and keyWordsAfter are the words that, next to "key" in
// a name, make it a key that is no secret: a database or sort key
// (foreignKey, partition_key), a key on a keyboard (key_down, keyCode),
// or an Azure Key Vault (keyVaultName, keyVaultToStoreSecrets), whose
// value names the vault. keyCompounds are the same as single words.
var (
	keyWordsBefore = []string{"foreign", "primary", "natural", "bucket", "hot", "idx", "schema", "sequence", "sort", "partition", "range", "cache"}
	keyWordsAfter  = []string{"down", "up", "left", "right", "press", "pressed", "code", "board", "frame", "stroke", "alias", "selector", "vault", "word", "mesh", "event", "binding", "map"}
	keyCompounds   = []string{"hotkey", "keyboard", "keycode", "keyframe", "keypress", "keystroke", "keyword", "keyvault", "keymap", "keybinding"}
)

// namesNoSecretKey reports whether name, split into words (nameWords),
// names one of those keys.
func namesNoSecretKey(name []byte) bool {
	words := nameWords(name)
	for i, w := range words {
		if isOneOf(w, keyCompounds) {
			return true
		}
		if string(w) != "key" {
			continue
		}
		if i > 0 && isOneOf(words[i-1], keyWordsBefore) || i+1 < len(words) && isOneOf(words[i+1], keyWordsAfter) {
			return true
		}
	}
	return false
}

func isOneOf(w []byte, list []string) bool {
	for _, s := range list {
		if string(w) == s {
			return true
		}
	}
	return false
}

// acceptGeneric applies the generic rule's checks beyond entropy and the
// allow-list to an assignment of value to name (quoted when the value
// opened with a quote). It refuses:
//   - names that hold something about a secret (a suffix like _path or
//     _type) or name no secret (public keys, CSRF tokens, test fixtures,
//     database and keyboard keys: namesNoSecretKey);
//   - values without both letters and digits, paths and dotted names;
//   - values that echo the name (`X509_pubkey_st = struct_X509_pubkey_st`,
//     `KeyUsage: x509.KeyUsageDigitalSignature`), or start with its first
//     word and end with its last (`hexKey: hexPKCS8TestECKey`);
//   - bare values that are a qualified identifier (`Ed25519.BlindKeySignatures`):
//     code, not a literal;
//   - values made mostly of words (`sluiceFindingHash/v1`);
//   - integrity hashes (`sha512-...`).
func acceptGeneric(name, value []byte, quoted bool) bool {
	// The lowercased name lives on the stack: most assignments the
	// keyword pass finds stop at this first check, and in a WASM guest an
	// allocation per keyword hit is a large part of the rule's cost.
	var buf [128]byte
	lower := appendLower(buf[:0], name)
	for len(lower) > 0 && (lower[len(lower)-1] == '_' || lower[len(lower)-1] == '.' || lower[len(lower)-1] == '-') {
		lower = lower[:len(lower)-1]
	}
	for _, suf := range genericNameSuffixes {
		if bytes.HasSuffix(lower, suf) {
			return false
		}
	}
	for _, w := range genericNameWords {
		if bytes.Contains(lower, w) {
			return false
		}
	}
	if bytes.Contains(lower, []byte("key")) && namesNoSecretKey(name) {
		return false
	}
	var digit, letter bool
	for _, c := range value {
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		}
	}
	if !digit || !letter {
		return false
	}
	if value[0] == '/' || value[0] == '.' || bytes.Count(value, []byte{'.'}) >= 2 && !bytes.ContainsAny(value, "+/=") {
		return false // a path or a dotted name (com.acme.app, 1.2.3-rc4)
	}
	if echoesName(name, value) || sharesNameEnds(name, value) || !quoted && isQualifiedIdent(value) || wordy(value) {
		return false
	}
	for _, p := range hashPrefixes {
		if bytes.HasPrefix(value, p) {
			return false
		}
	}
	return !addressLike(value)
}

// hashPrefixes start values that are hashes, not secrets: integrity
// hashes (sha512-...) and password hashes in the modular crypt format
// (bcrypt's $2a$..., $6$..., argon2's $argon2id$...), which verify a
// password and do not let anyone in.
var hashPrefixes = [][]byte{
	[]byte("sha1-"), []byte("sha256-"), []byte("sha384-"), []byte("sha512-"),
	[]byte("$2a$"), []byte("$2b$"), []byte("$2x$"), []byte("$2y$"), []byte("$1$"), []byte("$5$"), []byte("$6$"),
	[]byte("$argon2"), []byte("$pbkdf2"), []byte("$scrypt$"),
}

// addressLike reports whether value is a lower-case name@domain: an
// e-mail address or an algorithm name (sk-ssh-ed25519@openssh.com), not a
// random secret.
func addressLike(value []byte) bool {
	local, domain, ok := bytes.Cut(value, []byte("@"))
	if !ok || len(local) == 0 || !bytes.Contains(domain, []byte(".")) {
		return false
	}
	for _, part := range [][]byte{local, domain} {
		for _, c := range part {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
				return false
			}
		}
	}
	tld := domain[bytes.LastIndexByte(domain, '.')+1:]
	return len(tld) >= 2 && bytes.Trim(tld, "abcdefghijklmnopqrstuvwxyz") == nil
}

// fieldOfCode reports whether the unquoted value ending at data[ve] is an
// identifier set to a field of a literal in code ({Key: SVCParamIPv4Hint,
// ...}, f(key: someConstant)): a reference to a name, not a secret.
func fieldOfCode(data, value []byte, ve int, quoted bool) bool {
	if quoted || ve >= len(data) || (data[ve] != ',' && data[ve] != '}' && data[ve] != ')') {
		return false
	}
	if c := value[0]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_') {
		return false
	}
	for _, c := range value {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// appendLower appends b to dst with ASCII letters lowercased.
func appendLower(dst, b []byte) []byte {
	for _, c := range b {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// alnumLower returns the letters and digits of b, lowercased.
func alnumLower(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			out = append(out, c+'a'-'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			out = append(out, c)
		}
	}
	return out
}

// echoesName reports whether value repeats the name it is assigned to, or
// the name repeats it, ignoring case and separators: a constant or alias,
// not a secret.
func echoesName(name, value []byte) bool {
	n, v := alnumLower(name), alnumLower(value)
	if len(n) < 6 || len(v) < 6 {
		return false
	}
	return bytes.Contains(v, n) || bytes.Contains(n, v)
}

// sharesNameEnds reports whether value starts with the first word of name
// and ends with its last, both of three or more letters, ignoring case:
// `hexKey: hexPKCS8TestECKey` names a constant of the same kind, which a
// random secret would do by chance once in some 10^10.
func sharesNameEnds(name, value []byte) bool {
	words := nameWords(name)
	if len(words) < 2 {
		return false
	}
	first, last := words[0], words[len(words)-1]
	if len(first) < 3 || len(last) < 3 {
		return false
	}
	v := alnumLower(value)
	return len(v) >= len(first)+len(last) && bytes.HasPrefix(v, first) && bytes.HasSuffix(v, last)
}

// nameWords splits a name into its lowercased words, at separators and at
// lower-to-upper case changes (hexKey, HEX_KEY and hex-key give hex, key).
func nameWords(name []byte) [][]byte {
	var words [][]byte
	var cur []byte
	flush := func() {
		if len(cur) > 0 {
			words = append(words, cur)
			cur = nil
		}
	}
	for i, c := range name {
		switch {
		case c >= 'A' && c <= 'Z':
			if i > 0 && name[i-1] >= 'a' && name[i-1] <= 'z' {
				flush()
			}
			cur = append(cur, c+'a'-'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			cur = append(cur, c)
		default:
			flush()
		}
	}
	flush()
	return words
}

// isQualifiedIdent reports whether value is a dotted chain of identifiers
// (pkg.Name, Ed25519.BlindKeySignatures): a reference in code.
func isQualifiedIdent(value []byte) bool {
	parts := bytes.Split(value, []byte{'.'})
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if len(p) == 0 || p[0] >= '0' && p[0] <= '9' {
			return false
		}
		for _, c := range p {
			if !(c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
				return false
			}
		}
	}
	return true
}

// wordy reports whether words (runs of three or more letters, split at
// case changes, lowercase after their first letter, with a vowel) make up
// at least 60% of value: an identifier or a phrase, where random secrets
// hold short runs of mixed case.
func wordy(value []byte) bool {
	covered := 0
	for i := 0; i < len(value); {
		c := value[i]
		if !isLetter(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(value) && value[j] >= 'a' && value[j] <= 'z' {
			j++
		}
		if j-i >= 3 && bytes.ContainsAny(bytes.ToLower(value[i:j]), "aeiouy") {
			covered += j - i
		}
		if j == i+1 && c >= 'A' && c <= 'Z' {
			// A run of capitals (an acronym, or upper-case words).
			for j < len(value) && value[j] >= 'A' && value[j] <= 'Z' {
				j++
			}
			if j-i >= 4 && bytes.ContainsAny(value[i:j], "AEIOUY") && j < len(value) && !isLetter(value[j]) {
				covered += j - i
			}
		}
		i = j
	}
	return covered*10 >= len(value)*6
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
