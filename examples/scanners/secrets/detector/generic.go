package detector

import "bytes"

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
	genericMinValue   = 16  // shortest value
	genericMaxValue   = 128 // longest value
)

var (
	setName      = newCharset("0-9a-zA-Z_.-")
	setValue     = newCharset("0-9a-zA-Z+/_~!@#$%^&*.=-")
	setValueStop = newCharset("\"'` \t\r\n,;)]}")
)

// assignment parses the assignment around a keyword at data[start:end]:
// a name holding the keyword, an optional closing quote, an operator (=,
// :=, :, =>, ?=, but not ==), an optional opening quote, and a value of
// 16..128 bytes of setValue ending at a quote, space, separator or the end
// of data. It is what the generic rule's Pattern describes, without a
// regular expression.
func assignment(data []byte, start, end int) (name, value []byte, vs, ve int, ok bool) {
	ns := start
	for ns > 0 && start-ns < genericNameBefore && setName[data[ns-1]] {
		ns--
	}
	ne := end + setName.span(data, end, genericNameAfter)
	p := ne
	if p < len(data) && (data[p] == '"' || data[p] == '\'') {
		p++
	}
	p = skipBlank(data, p)
	switch {
	case p+1 < len(data) && (data[p] == '=' && data[p+1] == '>' || data[p] == ':' && data[p+1] == '=' || data[p] == '?' && data[p+1] == '='):
		p += 2
	case p < len(data) && data[p] == '=' && (p+1 >= len(data) || data[p+1] != '='):
		p++
	case p < len(data) && data[p] == ':':
		p++
	default:
		return nil, nil, 0, 0, false
	}
	p = skipBlank(data, p)
	if p < len(data) && (data[p] == '"' || data[p] == '\'' || data[p] == '`') {
		p++
	}
	n := setValue.span(data, p, genericMaxValue+1)
	if n < genericMinValue || n > genericMaxValue {
		return nil, nil, 0, 0, false
	}
	if q := p + n; q < len(data) && !setValueStop[data[q]] {
		return nil, nil, 0, 0, false
	}
	return data[ns:ne], data[p : p+n], p, p + n, true
}

func skipBlank(data []byte, p int) int {
	for p < len(data) && (data[p] == ' ' || data[p] == '\t') {
		p++
	}
	return p
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
