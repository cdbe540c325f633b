package detector

import "bytes"

// openAIMarker is the base64 of "OpenAI" that sits inside every OpenAI key.
const openAIMarker = "T3BlbkFJ"

// findOpenAI matches an OpenAI key around its marker: "sk-", an optional
// kind ("proj-", "svcacct-", "admin-"), 20..100 characters, the marker and
// 20..100 characters.
func findOpenAI(data []byte, start, end int) (int, int) {
	if string(data[start:end]) != openAIMarker {
		return -1, -1 // the keyword pass ignores case; the marker does not
	}
	s := start
	for s > 0 && start-s < 120 && setB64URL[data[s-1]] {
		s--
	}
	if s > 0 && setB64URL[data[s-1]] {
		return -1, -1 // too long a run before the marker
	}
	if !bytes.HasPrefix(data[s:start], []byte("sk-")) {
		return -1, -1
	}
	mid := data[s+3 : start]
	for _, kind := range []string{"proj-", "svcacct-", "admin-"} {
		if bytes.HasPrefix(mid, []byte(kind)) {
			mid = mid[len(kind):]
			break
		}
	}
	n := setB64URL.span(data, end, 101)
	if len(mid) < 20 || len(mid) > 100 || n < 20 || n > 100 {
		return -1, -1
	}
	return s, end + n
}

// natsSeedLen is the length of a NATS nkey seed: S, the key type, A and 55
// more base32 characters.
const natsSeedLen = 58

// natsSeedSearch is how far after a seed or nkey keyword a seed may start:
// past the rest of a setting's name and its operator, or past a creds
// file's armour line ("-----BEGIN USER NKEY SEED-----") to the next line.
const natsSeedSearch = 160

var setBase32Upper = newCharset("A-Z2-7")

// findNATSSeed finds the NATS nkey seed after a seed or nkey keyword at
// data[start:end]: on the keyword's line, or on the next line (a creds
// file's armour). A seed is a run of exactly natsSeedLen upper-case base32
// characters starting S, then the key type (U, A, O, N, C or X), then A.
func findNATSSeed(data []byte, start, end int) (int, int) {
	limit := min(len(data), end+natsSeedSearch)
	lines := 0
	for i := end; i+natsSeedLen <= limit; i++ {
		if data[i] == '\n' {
			if lines++; lines > 1 {
				break
			}
			continue
		}
		if data[i] != 'S' || i > 0 && setName[data[i-1]] {
			continue
		}
		if !bytes.ContainsRune([]byte("UAONCX"), rune(data[i+1])) || data[i+2] != 'A' {
			continue
		}
		if setBase32Upper.span(data, i, natsSeedLen+1) == natsSeedLen && (i+natsSeedLen == len(data) || !setName[data[i+natsSeedLen]]) {
			return i, i + natsSeedLen
		}
	}
	return -1, -1
}

// blockFormat matches the start of a private key block: the BEGIN line
// with one of labels, optional RFC 1421 header lines, and the first
// blockBodyChars characters of the base64 body (newlines, and the literal
// \n escapes of keys pasted into JSON or YAML strings, are skipped).
type blockFormat struct {
	labels []string
	suffix string // after "PRIVATE KEY", e.g. " BLOCK"
	valid  func(body []byte) bool
}

// blockBodyChars is how many base64 characters of a key's body a match
// covers; they are the secret a private-key finding fingerprints.
const blockBodyChars = 64

// blockKeyword is the keyword of every private key rule.
const blockKeyword = "PRIVATE KEY"

// find matches a block whose "PRIVATE KEY" keyword is at data[start:end].
// It returns the match and its body characters.
func (b *blockFormat) find(data []byte, start, end int) (int, int, []byte) {
	if string(data[start:end]) != blockKeyword {
		return -1, -1, nil
	}
	const begin = "-----BEGIN "
	from := max(0, start-len(begin)-len("ENCRYPTED "))
	i := bytes.LastIndex(data[from:start], []byte(begin))
	if i < 0 {
		return -1, -1, nil
	}
	s := from + i
	label := string(data[s+len(begin) : start])
	known := false
	for _, l := range b.labels {
		known = known || l == label
	}
	if !known {
		return -1, -1, nil
	}
	p := end
	tail := b.suffix + "-----"
	if !bytes.HasPrefix(data[p:], []byte(tail)) {
		return -1, -1, nil
	}
	p += len(tail)
	// Up to 4 header lines ("Proc-Type: 4,ENCRYPTED", "Version: ...").
	for range 4 {
		p = skipSpace(data, p)
		line := p
		for line < len(data) && data[line] != '\n' && !(data[line] == '\\' && line+1 < len(data) && data[line+1] == 'n') {
			line++
		}
		if colon := bytes.IndexByte(data[p:line], ':'); colon > 0 && colon < 32 {
			p = line
			continue
		}
		break
	}
	body := make([]byte, 0, blockBodyChars)
	for p < len(data) && len(body) < blockBodyChars {
		if q := skipSpace(data, p); q != p {
			p = q
			continue
		}
		if !setB64Pad[data[p]] {
			break
		}
		body = append(body, data[p])
		p++
	}
	if len(body) < blockBodyChars || (b.valid != nil && !b.valid(body)) {
		return -1, -1, nil
	}
	return s, p, body
}

// skipSpace skips whitespace and the escapes \n, \r and \t written as two
// characters.
func skipSpace(data []byte, p int) int {
	for p < len(data) {
		switch c := data[p]; {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			p++
		case c == '\\' && p+1 < len(data) && (data[p+1] == 'n' || data[p+1] == 'r' || data[p+1] == 't'):
			p += 2
		default:
			return p
		}
	}
	return p
}
