package detector

import "bytes"

// genericMinEntropy is the entropy, in bits per byte, a value assigned to
// a secret-sounding name must reach to be reported by the generic rule.
const genericMinEntropy = 3.5

// genericNameSuffixes end names that hold something about a secret rather
// than the secret: secret_key_path, token_type, password_length, ...
var genericNameSuffixes = [][]byte{
	[]byte("id"), []byte("name"), []byte("file"), []byte("path"), []byte("url"), []byte("uri"),
	[]byte("type"), []byte("len"), []byte("length"), []byte("size"), []byte("count"), []byte("prefix"),
	[]byte("header"), []byte("field"), []byte("env"), []byte("var"), []byte("format"), []byte("ttl"),
	[]byte("expiry"), []byte("expires"), []byte("timeout"), []byte("hash"), []byte("policy"),
}

func genericRule() Rule {
	r := keyedRule(GenericRuleID,
		"A high-entropy value assigned to a secret-sounding name (api_key, secret, token, password, credential).",
		medium,
		[]string{"key", "secret", "token", "passw", "pwd", "credential"},
		"(?i)([a-z0-9_.-]{0,40}(?:key|secret|token|passw(?:or)?d|pwd|credential)[a-z0-9_.-]{0,20})[\"']?[ \\t]*(?:=|:=|:|=>|\\?=)[ \\t]*[\"'`]?([A-Za-z0-9+/_~!@#$%^&*.=-]{16,128})(?:[\"'`\\s,;)\\]}]|$)",
		genericMinEntropy)
	r.generic = true
	r.valid = nil
	return r
}

// acceptGeneric applies the generic rule's checks beyond entropy and the
// allow-list to a match of its pattern: the name must not end in a suffix
// like _path or _type, and the value must mix letters and digits and not
// be a path.
func acceptGeneric(name, value []byte) bool {
	lower := bytes.ToLower(name)
	lower = bytes.TrimRight(lower, "_.-")
	for _, suf := range genericNameSuffixes {
		if bytes.HasSuffix(lower, suf) {
			return false
		}
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
	return true
}
