package pkg

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

const seedManifest = `{
  "type": "sluice-package",
  "spec_version": 1,
  "name": "demo",
  "version": 3,
  "release": "1.2.0",
  "created": "2026-01-01T00:00:00Z",
  "expires": "2027-01-01T00:00:00Z",
  "compat": {"worker_api": {"min": 1, "max": 1}, "platforms": ["any"]},
  "files": [{"path": "bin/scan", "size": 24, "sha256": "0eaaad8ab3b1e0edaf091fcbc8fa192777f7896875f67b7c793c16853f1b1d28", "kind": "executable"}],
  "scanners": [{"name": "words", "backend": "subprocess", "entry": "bin/scan", "capabilities": ["detector"], "keywords": ["secret"], "limits": {"max_memory_bytes": 0}}]
}
`

// FuzzManifest feeds arbitrary bytes to the strict manifest parser and,
// when they parse, to every content check. Nothing may panic, and a parsed
// manifest must survive a re-encode and re-parse unchanged.
func FuzzManifest(f *testing.F) {
	f.Add([]byte(seedManifest))
	f.Add([]byte(`{"name":"a","name":"b"}`))
	f.Add([]byte(`{"Name":"a"}`))
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Add([]byte(`{"version": 1e3}`))
	f.Add([]byte(`{"files":[{"path":"../x"}]}{}`))
	f.Add([]byte(`[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]`))
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	lim := Limits{}.withDefaults()
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseManifest(data)
		if err != nil {
			return
		}
		m.checkHeader(now, "linux/amd64")
		m.checkFiles(lim)
		m.checkScanners()
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := ParseManifest(out)
		if err != nil {
			t.Fatalf("re-encoded manifest does not parse: %v\n%s", err, out)
		}
		out2, _ := json.Marshal(m2)
		if !bytes.Equal(out, out2) {
			t.Fatalf("round trip changed the manifest:\n%s\n%s", out, out2)
		}
	})
}

// FuzzEnvelope feeds arbitrary bytes to the envelope parser as a manifest
// signature and as a root, and verifies whatever parses.
func FuzzEnvelope(f *testing.F) {
	f.Add([]byte(`{"payload_type":"` + ManifestPayloadType + `","signatures":[{"keyid":"` + string(bytes.Repeat([]byte("a"), 64)) + `","sig":"` + b64(string(make([]byte, 64))) + `"}]}`))
	f.Add([]byte(`{"payload_type":"` + RootPayloadType + `","payload":"e30=","signatures":[]}`))
	f.Add([]byte(`{"payload_type":"x","payload_type":"y"}`))
	f.Add([]byte(`{"payloadType":"x"}`))
	keys := map[string]PublicKey{}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range []string{ManifestPayloadType, RootPayloadType} {
			env, err := ParseEnvelope(data, typ, DefaultMaxSignatures)
			if err != nil {
				continue
			}
			if env.PayloadType != typ || len(env.Signatures) == 0 || len(env.Signatures) > DefaultMaxSignatures {
				t.Fatalf("parser accepted a bad envelope: %+v", env)
			}
			if n, _ := verifyEnvelope(env, env.InlinePayload(), keys); n != 0 {
				t.Fatal("signatures verified with no keys")
			}
			if typ == RootPayloadType {
				checkRoot("fuzz", data, nil, Limits{}.withDefaults())
			}
		}
	})
}
