package pkg

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/sluicehq/sluice/internal/hexdigest"
)

// Payload types. A signature is made over PAE(payload type, bytes), so a
// signature made for one type never verifies as the other.
const (
	// ManifestPayloadType is the payload type of manifest.sig.
	ManifestPayloadType = "application/vnd.sluice.manifest+json;version=1"
	// RootPayloadType is the payload type of a root file.
	RootPayloadType = "application/vnd.sluice.root+json;version=1"
)

// Envelope is a DSSE-style signature envelope. In manifest.sig the payload is
// detached (the exact bytes of manifest.json) and Payload is empty; a root
// file carries its payload inline, base64-encoded.
type Envelope struct {
	PayloadType string      `json:"payload_type"`
	Payload     string      `json:"payload,omitempty"`
	Signatures  []Signature `json:"signatures"`
}

// Signature is one signature of an Envelope.
type Signature struct {
	// KeyID is the lowercase hex sha256 of the signer's public key.
	KeyID string `json:"keyid"`
	// Sig is the base64 (standard) ed25519 signature over PAE.
	Sig string `json:"sig"`
}

// PAE is the DSSE pre-authentication encoding of a payload:
// "DSSEv1" SP len(type) SP type SP len(body) SP body.
func PAE(payloadType string, body []byte) []byte {
	out := make([]byte, 0, 32+len(payloadType)+len(body))
	out = append(out, "DSSEv1 "...)
	out = strconv.AppendInt(out, int64(len(payloadType)), 10)
	out = append(out, ' ')
	out = append(out, payloadType...)
	out = append(out, ' ')
	out = strconv.AppendInt(out, int64(len(body)), 10)
	out = append(out, ' ')
	out = append(out, body...)
	return out
}

// ParseEnvelope parses an envelope strictly (see checkStrictJSON) and checks
// its shape: a known payload type equal to wantType, at most maxSigs
// signatures, each with a 64-hex key id and a 64-byte base64 signature.
// Whether the payload is inline is checked against wantType: manifest
// envelopes are detached, root envelopes inline.
func ParseEnvelope(data []byte, wantType string, maxSigs int) (*Envelope, error) {
	return parseEnvelope(data, wantType, maxSigs, false)
}

// parseEnvelope is ParseEnvelope; allowUnsigned accepts an envelope with no
// signatures yet (for signing tools only).
func parseEnvelope(data []byte, wantType string, maxSigs int, allowUnsigned bool) (*Envelope, error) {
	var env Envelope
	if err := decodeStrict(data, &env); err != nil {
		return nil, err
	}
	if env.PayloadType != wantType {
		switch env.PayloadType {
		case ManifestPayloadType, RootPayloadType:
			return nil, fmt.Errorf("payload_type: %q is not %q (a root envelope is never a manifest signature, nor the reverse)", env.PayloadType, wantType)
		}
		return nil, fmt.Errorf("payload_type: %q is not %q", env.PayloadType, wantType)
	}
	switch wantType {
	case ManifestPayloadType:
		if env.Payload != "" {
			return nil, fmt.Errorf("payload: must be absent; the payload of manifest.sig is manifest.json")
		}
	default:
		if env.Payload == "" {
			return nil, fmt.Errorf("payload: missing")
		}
		if _, err := base64.StdEncoding.Strict().DecodeString(env.Payload); err != nil {
			return nil, fmt.Errorf("payload: not standard base64: %w", err)
		}
	}
	if len(env.Signatures) == 0 && !allowUnsigned {
		return nil, fmt.Errorf("signatures: none")
	}
	if len(env.Signatures) > maxSigs {
		return nil, fmt.Errorf("signatures: %d, more than the limit of %d", len(env.Signatures), maxSigs)
	}
	for i, s := range env.Signatures {
		if !hexdigest.IsSHA256(s.KeyID) {
			return nil, fmt.Errorf("signatures[%d].keyid: %q is not 64 lowercase hex digits", i, s.KeyID)
		}
		raw, err := base64.StdEncoding.Strict().DecodeString(s.Sig)
		if err != nil || len(raw) != ed25519.SignatureSize {
			return nil, fmt.Errorf("signatures[%d].sig: not a base64 %d-byte ed25519 signature", i, ed25519.SignatureSize)
		}
	}
	return &env, nil
}

// InlinePayload returns the decoded inline payload of a parsed envelope.
func (e *Envelope) InlinePayload() []byte {
	b, _ := base64.StdEncoding.Strict().DecodeString(e.Payload)
	return b
}

// SignatureCheck is the outcome for one signature of an envelope.
type SignatureCheck struct {
	KeyID string `json:"keyid"`
	// Status is "valid", "invalid" (a trusted key, a bad signature),
	// "untrusted" (an unknown key) or "duplicate" (a key already counted).
	Status string `json:"status"`
}

// verifyEnvelope checks env's signatures over PAE(env.PayloadType, body)
// against keys, and reports how many distinct trusted keys signed validly.
// Each key counts at most once, however many signatures name it.
func verifyEnvelope(env *Envelope, body []byte, keys map[string]PublicKey) (valid int, checks []SignatureCheck) {
	msg := PAE(env.PayloadType, body)
	counted := make(map[string]bool)
	for _, s := range env.Signatures {
		c := SignatureCheck{KeyID: s.KeyID}
		k, ok := keys[s.KeyID]
		sig, _ := base64.StdEncoding.Strict().DecodeString(s.Sig)
		switch {
		case !ok:
			c.Status = "untrusted"
		case !ed25519.Verify(k.Key, msg, sig):
			c.Status = "invalid"
		case counted[s.KeyID]:
			c.Status = "duplicate"
		default:
			c.Status = "valid"
			counted[s.KeyID] = true
			valid++
		}
		checks = append(checks, c)
	}
	return valid, checks
}

// signEnvelope adds a signature by priv over PAE(env.PayloadType, body). A
// second signature by the same key replaces the first.
func signEnvelope(env *Envelope, body []byte, priv ed25519.PrivateKey) {
	pub := priv.Public().(ed25519.PublicKey)
	id := KeyID(pub)
	sig := base64.StdEncoding.EncodeToString(ed25519.Sign(priv, PAE(env.PayloadType, body)))
	out := env.Signatures[:0]
	for _, s := range env.Signatures {
		if s.KeyID != id {
			out = append(out, s)
		}
	}
	env.Signatures = append(out, Signature{KeyID: id, Sig: sig})
	sort.Slice(env.Signatures, func(i, j int) bool { return env.Signatures[i].KeyID < env.Signatures[j].KeyID })
}

func marshalEnvelope(env *Envelope) ([]byte, error) {
	b, err := json.MarshalIndent(env, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
