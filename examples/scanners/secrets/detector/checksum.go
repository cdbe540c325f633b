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

// validCRC32Token checks a token of the form PREFIX + 30 random base-62
// characters + their 6-character Base62CRC32 (GitHub classic, OAuth, app
// and refresh tokens; npm tokens).
func validCRC32Token(prefixLen int) func([]byte) bool {
	return func(tok []byte) bool {
		body := tok[prefixLen:]
		if len(body) != 36 {
			return false
		}
		return Base62CRC32(body[:30]) == string(body[30:])
	}
}

// validAzureKey checks that an Azure storage account key decodes to the 64
// bytes every such key holds.
func validAzureKey(tok []byte) bool {
	i := bytes.IndexByte(tok, '=')
	if i < 0 {
		return false
	}
	key := tok[i+1:]
	raw, err := base64.StdEncoding.DecodeString(string(key))
	return err == nil && len(raw) == 64
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

// validPyPI checks that a PyPI token's body is base64url for a version-2
// macaroon whose location is pypi.org or test.pypi.org: the prefix the
// format matched already spells the location, so what remains is that the
// whole body decodes.
func validPyPI(tok []byte) bool {
	body := tok[len("pypi-"):]
	raw, err := base64.RawURLEncoding.DecodeString(string(body))
	if err != nil {
		// A body whose length is 1 mod 4 cannot be base64; trailing bits
		// are tolerated by trimming one character.
		raw, err = base64.RawURLEncoding.DecodeString(string(body[:len(body)-len(body)%4]))
		if err != nil {
			return false
		}
	}
	return len(raw) >= 32 && raw[0] == 0x02
}

// validOpenSSHBody checks that an OPENSSH PRIVATE KEY block's body starts
// with the base64 of the "openssh-key-v1\0" magic.
func validOpenSSHBody(body []byte) bool {
	return bytes.HasPrefix(body, []byte("b3BlbnNzaC1rZXktdjE"))
}
