package detector

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"hash/crc32"
)

// base62Alphabet is the digit order of GitHub's and npm's token checksums.
const base62Alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// Base62CRC32 returns the six-character checksum GitHub and npm append to
// the random part of their tokens: the CRC-32 (IEEE) of the random part,
// written in base 62 and left-padded with '0'.
func Base62CRC32(random []byte) string {
	v := crc32.ChecksumIEEE(random)
	var out [6]byte
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = base62Alphabet[v%62]
		v /= 62
	}
	return string(out[:])
}

// validJWT checks that a JWT's header decodes to a JSON object naming an
// alg other than "none", and its payload to a JSON object. Unsigned tokens
// carry no secret and are not reported.
func validJWT(tok []byte) bool {
	parts := bytes.Split(tok, []byte{'.'})
	if len(parts) != 3 || len(parts[2]) < 16 {
		return false
	}
	var header struct {
		Alg string `json:"alg"`
	}
	if !decodeJSONSegment(parts[0], &header) || header.Alg == "" || header.Alg == "none" {
		return false
	}
	var payload map[string]any
	return decodeJSONSegment(parts[1], &payload)
}

func decodeJSONSegment(seg []byte, v any) bool {
	raw, err := base64.RawURLEncoding.DecodeString(string(bytes.TrimRight(seg, "=")))
	if err != nil {
		return false
	}
	return json.Unmarshal(raw, v) == nil
}

// validOpenSSHBody checks that an OPENSSH PRIVATE KEY block's body starts
// with the base64 of the "openssh-key-v1\0" magic.
func validOpenSSHBody(body []byte) bool {
	return bytes.HasPrefix(body, []byte("b3BlbnNzaC1rZXktdjE"))
}
