package pkg

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestVerifyValidPackage(t *testing.T) {
	for _, archive := range []bool{false, true} {
		f := newFixture(t, archive)
		r := f.verify(t, f.trust(1, f.a))
		if !r.Valid {
			t.Fatalf("archive=%v: want valid, got problems:\n%s", archive, problemsText(r))
		}
		if r.Name != "demo" || r.Version != 3 || len(r.Scanners) != 2 || r.Files != 3 {
			t.Fatalf("unexpected summary: %+v", r)
		}
		if r.Err() != nil {
			t.Fatal(r.Err())
		}
	}
}

func TestVerifyThreshold(t *testing.T) {
	f := newFixture(t, false)
	if r := f.verify(t, f.trust(2, f.a, f.b)); r.Valid {
		t.Fatal("one signature passed a threshold of 2")
	}
	if err := Sign(f.b.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	if r := f.verify(t, f.trust(2, f.a, f.b)); !r.Valid {
		t.Fatalf("two signatures failed a threshold of 2:\n%s", problemsText(r))
	}
	// Signing again with the same key replaces, never adds.
	if err := Sign(f.b.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(f.path(SignatureName))
	env, err := ParseEnvelope(raw, ManifestPayloadType, 32)
	if err != nil || len(env.Signatures) != 2 {
		t.Fatalf("after re-signing: %v, %d signatures", err, len(env.Signatures))
	}
}

func TestVerifyTrustConfigErrors(t *testing.T) {
	f := newFixture(t, false)
	cases := []struct {
		name  string
		trust TrustConfig
		want  string
	}{
		{"nothing", TrustConfig{}, "no trusted keys"},
		{"threshold 0", f.trust(0, f.a), "threshold: 0 is not in 1..1"},
		{"threshold above keys", f.trust(3, f.a, f.b), "threshold: 3 is not in 1..2"},
		{"same key twice", TrustConfig{Keys: []string{f.a.pub, f.a.pub}, Threshold: 2}, "listed twice"},
		{"same key inline and file", func() TrustConfig {
			k, _ := LoadPublicKey(f.a.pub)
			return TrustConfig{Keys: []string{f.a.pub, k.String()}, Threshold: 1}
		}(), "listed twice"},
		{"bad inline key", TrustConfig{Keys: []string{"ed25519:AAAA"}, Threshold: 1}, "has 3 bytes"},
		{"missing key file", TrustConfig{Keys: []string{filepath.Join(f.dir, "nope.pub")}, Threshold: 1}, "no such file"},
		{"keys and roots", TrustConfig{Keys: []string{f.a.pub}, Threshold: 1, Roots: []string{"r.json"}}, "not both"},
		{"roots with threshold", TrustConfig{Threshold: 1, Roots: []string{"r.json"}}, "must be unset"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: tc.trust, Now: testNow})
			var ce *ConfigError
			if !errors.As(err, &ce) {
				t.Fatalf("want *ConfigError, got %v", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q does not mention %q", err, tc.want)
			}
		})
	}
}

// TestVerifyHostileDirectory corrupts a valid, signed package directory in
// every way the issue lists and checks each is refused with a problem that
// names what is wrong.
func TestVerifyHostileDirectory(t *testing.T) {
	type fx = fixture
	cases := []struct {
		name      string
		threshold int // default 1 (key a)
		mutate    func(t *testing.T, f *fx)
		want      string // substring of one problem
	}{
		{"flipped byte in an artifact", 0, func(t *testing.T, f *fx) { f.write(t, "rules/words.txt", "secreT\ntoken\n") },
			"rules/words.txt: sha256 is"},
		{"truncated file", 0, func(t *testing.T, f *fx) { f.write(t, "rules/words.txt", "secret\n") },
			"rules/words.txt: 7 bytes, shorter than"},
		{"extended file", 0, func(t *testing.T, f *fx) { f.write(t, "rules/words.txt", "secret\ntoken\nmore\n") },
			"rules/words.txt: longer than"},
		{"manifest whitespace changed after signing", 0, func(t *testing.T, f *fx) {
			raw, _ := os.ReadFile(f.path(ManifestName))
			f.write(t, ManifestName, string(raw)+" ")
		}, "manifest.sig signatures: 0 distinct trusted keys"},
		{"manifest value changed after signing", 0, func(t *testing.T, f *fx) {
			raw, _ := os.ReadFile(f.path(ManifestName))
			f.write(t, ManifestName, strings.Replace(string(raw), `"version": 3`, `"version": 4`, 1))
		}, "invalid"},
		{"signature by an unknown key", 0, func(t *testing.T, f *fx) {
			f.remove(t, SignatureName)
			if err := Sign(f.c.key, f.pkg); err != nil {
				t.Fatal(err)
			}
		}, ": untrusted"},
		{"one key counted twice", 2, func(t *testing.T, f *fx) {
			raw, _ := os.ReadFile(f.path(SignatureName))
			var env Envelope
			json.Unmarshal(raw, &env)
			env.Signatures = append(env.Signatures, env.Signatures[0])
			out, _ := json.Marshal(env)
			f.write(t, SignatureName, string(out))
		}, "1 distinct trusted keys signed manifest.json validly, the threshold is 2"},
		{"missing signature", 0, func(t *testing.T, f *fx) { f.remove(t, SignatureName) }, "the package is unsigned"},
		{"wrong payload type", 0, func(t *testing.T, f *fx) {
			raw, _ := os.ReadFile(f.path(SignatureName))
			f.write(t, SignatureName, strings.Replace(string(raw), ManifestPayloadType, "application/json", 1))
		}, `payload_type: "application/json" is not`},
		{"root envelope as manifest.sig", 0, func(t *testing.T, f *fx) {
			root := filepath.Join(f.dir, "root.json")
			if err := WriteRoot(root, Root{Version: 1, Created: testCreated, Expires: testExpires, Keys: []string{pubText(t, f.a)}, Threshold: 1}); err != nil {
				t.Fatal(err)
			}
			if err := SignRoot(f.a.key, root); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(root)
			f.write(t, SignatureName, string(data))
		}, "a root envelope is never a manifest signature"},
		{"manifest signed under the root payload type", 0, func(t *testing.T, f *fx) {
			raw, _ := os.ReadFile(f.path(ManifestName))
			priv, _ := LoadPrivateKey(f.a.key)
			env := &Envelope{PayloadType: RootPayloadType}
			signEnvelope(env, raw, priv)
			env.PayloadType = ManifestPayloadType
			out, _ := marshalEnvelope(env)
			f.write(t, SignatureName, string(out))
		}, ": invalid"},
		{"signature not base64", 0, func(t *testing.T, f *fx) {
			f.write(t, SignatureName, `{"payload_type":"`+ManifestPayloadType+`","signatures":[{"keyid":"`+f.a.id+`","sig":"!!"}]}`)
		}, "signatures[0].sig: not a base64"},
		{"envelope with unknown field", 0, func(t *testing.T, f *fx) {
			raw, _ := os.ReadFile(f.path(SignatureName))
			f.write(t, SignatureName, strings.Replace(string(raw), `"payload_type"`, `"extra": 1, "payload_type"`, 1))
		}, `unknown field "extra"`},
		{"expired manifest", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(testExpires, "2026-05-01T00:00:00Z"))
		}, "expires: the package expired at 2026-05-01T00:00:00Z"},
		{"created in the future", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(testCreated, "2026-06-01T01:00:00Z"))
		}, "created: 2026-06-01T01:00:00Z is in the future"},
		{"non-UTC date", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(testExpires, "2027-01-01T00:00:00+01:00"))
		}, "expires: \"2027-01-01T00:00:00+01:00\" is not a UTC time"},
		{"lowercase z", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(testExpires, "2027-01-01T00:00:00z"))
		}, "is not a UTC time"},
		{"fractional date", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(testExpires, "2027-01-01T00:00:00.5Z"))
		}, "is not a UTC time"},
		{"impossible date", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(testExpires, "2027-02-30T00:00:00Z"))
		}, "day out of range"},
		{"duplicate key", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"name": "demo",`, `"name": "demo", "name": "evil",`))
		}, `duplicate key "name"`},
		{"case-variant key", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"release"`, `"Release"`))
		}, `key "Release" is not lower snake_case`},
		{"case-variant duplicate", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"name": "demo",`, `"name": "demo", "NAME": "evil",`))
		}, `key "NAME" is not lower snake_case`},
		{"unknown field", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"name": "demo",`, `"name": "demo", "homepage": "x",`))
		}, `unknown field "homepage"`},
		{"unknown nested field", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"kind": "data"`, `"kind": "data", "mode": 511`))
		}, `unknown field "mode"`},
		{"trailing data", 0, func(t *testing.T, f *fx) { f.editManifest(t, func(s string) string { return s + "{}" }) }, "trailing data"},
		{"trailing garbage", 0, func(t *testing.T, f *fx) { f.editManifest(t, func(s string) string { return s + "x" }) }, "trailing data"},
		{"two documents", 0, func(t *testing.T, f *fx) { f.editManifest(t, func(s string) string { return s + s }) }, "trailing data"},
		{"invalid UTF-8", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"1.2.0"`, "\"1.2.0\xff\"")) }, "invalid UTF-8 at byte offset"},
		{"lone surrogate", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"1.2.0"`, `"1.2.0\ud800"`)) }, "unpaired surrogate"},
		{"byte order mark", 0, func(t *testing.T, f *fx) { f.editManifest(t, func(s string) string { return "\xef\xbb\xbf" + s }) }, "byte order mark"},
		{"float version", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"version": 3`, `"version": 3.0`)) }, "is not an integer"},
		{"exponent version", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"version": 3`, `"version": 3e0`)) }, "is not an integer"},
		{"negative version", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"version": 3`, `"version": -3`)) }, "is negative"},
		{"version above 2^53", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"version": 3`, `"version": 9007199254740992`))
		}, "is larger than"},
		{"huge version", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"version": 3`, `"version": 123456789012345678901234567890`))
		}, "is larger than"},
		{"zero version", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"version": 3`, `"version": 0`)) }, "version: 0 is not in 1.."},
		{"string version", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"version": 3`, `"version": "3"`)) }, "cannot unmarshal string"},
		{"wrong type", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"type": "sluice-package"`, `"type": "other"`))
		}, `type: "other" is not`},
		{"future spec version", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"spec_version": 1`, `"spec_version": 2`)) }, "spec_version: 2 is not supported"},
		{"worker api out of range", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"min": 1`, `"min": 2`))
		}, "compat.worker_api"},
		{"bad package name", 0, func(t *testing.T, f *fx) { f.editManifest(t, replaceOnce(`"name": "demo"`, `"name": "De mo"`)) }, "name: \"De mo\" must be"},
		{"deep nesting", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"name": "demo",`, `"name": "demo", "x": `+strings.Repeat("[", 40)+strings.Repeat("]", 40)+`,`))
		}, "nested deeper than"},
		{"files that differ only in case", 0, func(t *testing.T, f *fx) {
			f.write(t, "rules/Words.txt", "secret\ntoken\n")
			f.editManifest(t, func(s string) string {
				var m Manifest
				json.Unmarshal([]byte(s), &m)
				fe := m.Files[len(m.Files)-1]
				fe.Path = "rules/Words.txt"
				m.Files = append(m.Files, fe)
				out, _ := marshalManifest(&m)
				return string(out)
			})
		}, `"rules/words.txt" and "rules/Words.txt" differ only in case`},
		{"file listed twice", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, func(s string) string {
				var m Manifest
				json.Unmarshal([]byte(s), &m)
				m.Files = append(m.Files, m.Files[0])
				out, _ := marshalManifest(&m)
				return string(out)
			})
		}, "is listed twice"},
		{"file that is also a directory", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, func(s string) string {
				var m Manifest
				json.Unmarshal([]byte(s), &m)
				fe := m.Files[0]
				fe.Path = "rules"
				m.Files = append(m.Files, fe)
				out, _ := marshalManifest(&m)
				return string(out)
			})
		}, `"rules/words.txt" is inside "rules", which is listed as a file`},
		{"listed file is a symlink inside", 0, func(t *testing.T, f *fx) {
			f.remove(t, "rules/words.txt")
			os.WriteFile(f.path("rules/real.txt"), []byte("secret\ntoken\n"), 0o644)
			if err := os.Symlink("real.txt", f.path("rules/words.txt")); err != nil {
				t.Fatal(err)
			}
		}, "rules/words.txt: is a symlink"},
		{"listed file is a symlink outside", 0, func(t *testing.T, f *fx) {
			outside := filepath.Join(f.dir, "outside.txt")
			os.WriteFile(outside, []byte("secret\ntoken\n"), 0o644)
			f.remove(t, "rules/words.txt")
			if err := os.Symlink(outside, f.path("rules/words.txt")); err != nil {
				t.Fatal(err)
			}
		}, "rules/words.txt: is a symlink"},
		{"listed directory is a symlink", 0, func(t *testing.T, f *fx) {
			os.Rename(f.path("rules"), filepath.Join(f.dir, "rules"))
			if err := os.Symlink(filepath.Join(f.dir, "rules"), f.path("rules")); err != nil {
				t.Fatal(err)
			}
		}, "rules: is a symlink"},
		{"listed file is a hardlink", 0, func(t *testing.T, f *fx) {
			if err := os.Link(f.path("rules/words.txt"), filepath.Join(f.dir, "link.txt")); err != nil {
				t.Fatal(err)
			}
		}, "rules/words.txt: is a hard link (2 links)"},
		{"listed file is a FIFO", 0, func(t *testing.T, f *fx) {
			f.remove(t, "rules/words.txt")
			if err := syscall.Mkfifo(f.path("rules/words.txt"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "rules/words.txt: is a FIFO"},
		{"listed file is a directory", 0, func(t *testing.T, f *fx) {
			f.remove(t, "rules/words.txt")
			os.Mkdir(f.path("rules/words.txt"), 0o755)
		}, "rules/words.txt: listed as a file but is a directory"},
		{"manifest is a symlink", 0, func(t *testing.T, f *fx) {
			os.Rename(f.path(ManifestName), filepath.Join(f.dir, "m.json"))
			os.Symlink(filepath.Join(f.dir, "m.json"), f.path(ManifestName))
		}, "manifest.json: is a symlink"},
		{"unlisted extra file", 0, func(t *testing.T, f *fx) { f.write(t, "bin/extra", "x") },
			"bin/extra: in the package but not listed in the manifest"},
		{"unlisted empty directory", 0, func(t *testing.T, f *fx) { os.Mkdir(f.path("empty"), 0o755) },
			"empty/: in the package but not listed"},
		{"missing file", 0, func(t *testing.T, f *fx) { f.remove(t, "rules/words.txt") },
			"rules/words.txt: listed in the manifest but missing from the package"},
		{"scanner entry not listed", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"entry": "bin/scan"`, `"entry": "bin/other"`))
		}, `scanners[0].entry: "bin/other" is not a listed file`},
		{"backend does not match its file", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"entry": "mod.wasm"`, `"entry": "bin/scan"`))
		}, `scanners[1].entry: "bin/scan" is of kind "executable", but backend "wasm" runs "wasm" files`},
		{"wasm file without magic", 0, func(t *testing.T, f *fx) {
			f.write(t, "mod.wasm", "\x7fELF\x01\x00\x00\x00")
			f.editManifest(t, replaceOnce(`"sha256": "`+sha256Hex(wasmBytes), `"sha256": "`+sha256Hex("\x7fELF\x01\x00\x00\x00")))
		}, "mod.wasm: kind is wasm but the file does not start with the WebAssembly magic"},
		{"unknown backend", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"backend": "subprocess"`, `"backend": "docker"`))
		}, `backend: "docker" is not a backend built into this worker`},
		{"unknown capability", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"tree"
      ]`, `"tree", "network"
      ]`))
		}, `"network" is not a known capability`},
		{"detector without keywords", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, func(s string) string {
				var m Manifest
				json.Unmarshal([]byte(s), &m)
				m.Scanners[0].Keywords = nil
				out, _ := marshalManifest(&m)
				return string(out)
			})
		}, "a detector needs at least one keyword"},
		{"unknown file kind", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"kind": "data"`, `"kind": "script"`))
		}, `kind: "script" is not one of`},
		{"bad digest text", 0, func(t *testing.T, f *fx) {
			f.editManifest(t, replaceOnce(`"sha256": "`, `"sha256": "Z`))
		}, "is not 64 lowercase hex digits"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, false)
			trust := f.trust(1, f.a)
			if tc.threshold == 2 {
				trust = f.trust(2, f.a, f.b)
			}
			tc.mutate(t, f)
			r := f.verify(t, trust)
			if r.Valid {
				t.Fatal("hostile package verified as valid")
			}
			if text := problemsText(r); !strings.Contains(text, tc.want) {
				t.Fatalf("no problem mentions %q; problems:\n%s", tc.want, text)
			}
			if !errors.Is(r.Err(), ErrInvalid) {
				t.Fatalf("Err() = %v, want ErrInvalid", r.Err())
			}
		})
	}
}

// TestVerifyUnsafePaths lists a path of every unsafe kind in a signed
// manifest.
func TestVerifyUnsafePaths(t *testing.T) {
	cases := map[string]string{
		"../escape":                    `has a ".." component`,
		"rules/../../x":                `has a ".." component`,
		"./rules/x":                    `has a "." component`,
		"/etc/passwd":                  "is absolute",
		"C:/windows/x":                 "drive letter",
		"c:x":                          "drive letter",
		`rules\x`:                      `has byte '\\'`,
		"rules//x":                     "empty component",
		"rules/x/":                     "empty component",
		"":                             "empty path",
		"CON":                          `reserved device name "con"`,
		"rules/nul.txt":                `reserved device name "nul"`,
		"Com1.bin":                     `reserved device name "com1"`,
		"lpt9":                         `reserved device name "lpt9"`,
		"rules/caf\u00e9":              "has byte",
		"rules/a b":                    "has byte ' '",
		"rules/x\x00":                  `has byte '\x00'`,
		"-rf":                          "starting with '-'",
		"rules/trailing.":              "ending with '.'",
		"manifest.json":                "reserved for the package's own manifest",
		"manifest.sig":                 "reserved for the package's own manifest",
		strings.Repeat("a/", 17) + "x": "components, more than 16",
		strings.Repeat("x", 513):       "longer than 512",
	}
	for path, want := range cases {
		t.Run(path, func(t *testing.T) {
			f := newFixture(t, false)
			f.editManifest(t, func(s string) string {
				var m Manifest
				json.Unmarshal([]byte(s), &m)
				for i := range m.Files {
					if m.Files[i].Path == "rules/words.txt" {
						m.Files[i].Path = path
					}
				}
				out, _ := marshalManifest(&m)
				return string(out)
			})
			r := f.verify(t, f.trust(1, f.a))
			if r.Valid {
				t.Fatal("unsafe path accepted")
			}
			if text := problemsText(r); !strings.Contains(text, "path: ") || !strings.Contains(text, want) {
				t.Fatalf("no path problem mentions %q; problems:\n%s", want, text)
			}
		})
	}
}

func TestVerifyLimits(t *testing.T) {
	f := newFixture(t, false)
	cases := []struct {
		name string
		lim  Limits
		want string
	}{
		{"manifest too large", Limits{MaxManifestBytes: 100}, "manifest.json: "},
		{"envelope too large", Limits{MaxEnvelopeBytes: 50}, "manifest.sig: "},
		{"too many entries", Limits{MaxEntries: 3}, "more than 3 entries"},
		{"file too large", Limits{MaxFileBytes: 10}, "over the file limit of 10"},
		{"total too large", Limits{MaxTotalBytes: 20}, "more than the limit of 20"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, Limits: tc.lim})
			if err != nil {
				t.Fatal(err)
			}
			if r.Valid || !strings.Contains(problemsText(r), tc.want) {
				t.Fatalf("want a problem mentioning %q, got valid=%v:\n%s", tc.want, r.Valid, problemsText(r))
			}
		})
	}
}

func pubText(t *testing.T, k testKey) string {
	t.Helper()
	pk, err := LoadPublicKey(k.pub)
	if err != nil {
		t.Fatal(err)
	}
	return pk.String()
}
