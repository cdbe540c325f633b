package pkg

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// makeRoot writes a root file with the given keys and threshold, signed by
// signers, and returns its path.
func makeRoot(t *testing.T, _ string, version int64, expires string, keys []testKey, threshold int, signers ...testKey) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), fmt.Sprintf("root-%d.json", version))
	r := Root{Version: version, Created: testCreated, Expires: expires, Threshold: threshold}
	for _, k := range keys {
		r.Keys = append(r.Keys, pubText(t, k))
	}
	if err := WriteRoot(p, r); err != nil {
		t.Fatal(err)
	}
	for _, s := range signers {
		if err := SignRoot(s.key, p); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func TestRootChains(t *testing.T) {
	f := newFixture(t, false) // signed by a
	d := f.dir
	n1 := newTestKey(t, d, "n1", 11)
	n2 := newTestKey(t, d, "n2", 12)
	// Root 1 trusts b; root 2 rotates to a (which signed the package).
	r1 := makeRoot(t, d, 1, testExpires, []testKey{f.b}, 1, f.b)
	cases := []struct {
		name  string
		roots func() []string
		lim   Limits
		want  string // empty: valid
		cfg   bool   // want a *ConfigError
	}{
		{"pinned root trusting the signer", func() []string { return []string{makeRoot(t, d, 1, testExpires, []testKey{f.a}, 1, f.a)} }, Limits{}, "", false},
		{"pinned root not trusting the signer", func() []string { return []string{r1} }, Limits{}, "0 distinct trusted keys", false},
		{"rotation signed by old and new", func() []string {
			return []string{r1, makeRoot(t, d, 2, testExpires, []testKey{f.a}, 1, f.b, f.a)}
		}, Limits{}, "", false},
		{"rotation signed only by the old key", func() []string {
			return []string{r1, makeRoot(t, d, 2, testExpires, []testKey{f.a}, 1, f.b)}
		}, Limits{}, "signed by 0 distinct keys of its own", false},
		{"rotation signed only by the new key", func() []string {
			return []string{r1, makeRoot(t, d, 2, testExpires, []testKey{f.a}, 1, f.a)}
		}, Limits{}, "signed by 0 distinct keys of root version 1", false},
		{"rotation below the old threshold", func() []string {
			r := makeRoot(t, d, 1, testExpires, []testKey{n1, n2}, 2, n1, n2)
			return []string{r, makeRoot(t, d, 2, testExpires, []testKey{f.a}, 1, n1, f.a)}
		}, Limits{}, "signed by 1 distinct keys of root version 1, which needs 2", false},
		{"version gap", func() []string {
			return []string{r1, makeRoot(t, d, 3, testExpires, []testKey{f.a}, 1, f.b, f.a)}
		}, Limits{}, "3 does not follow the previous root's version 1", false},
		{"same version twice", func() []string {
			return []string{r1, makeRoot(t, d, 1, testExpires, []testKey{f.a}, 1, f.b, f.a)}
		}, Limits{}, "does not follow", false},
		{"expired final root", func() []string {
			return []string{r1, makeRoot(t, d, 2, "2026-02-01T00:00:00Z", []testKey{f.a}, 1, f.b, f.a)}
		}, Limits{}, "the newest root (version 2) expired", false},
		{"expired intermediate root is fine", func() []string {
			old := makeRoot(t, d, 1, "2026-02-01T00:00:00Z", []testKey{n1}, 1, n1)
			return []string{old, makeRoot(t, d, 2, testExpires, []testKey{f.a}, 1, n1, f.a)}
		}, Limits{}, "", false},
		{"chain past the length cap", func() []string {
			return []string{r1, makeRoot(t, d, 2, testExpires, []testKey{f.a}, 1, f.b, f.a), r1}
		}, Limits{MaxRootChain: 2}, "more than the chain limit of 2", true},
		{"root threshold above its keys", func() []string { return []string{makeRoot(t, d, 1, testExpires, []testKey{f.a}, 2, f.a)} }, Limits{}, "payload.threshold: 2 is not in 1..1", false},
		{"root with duplicate keys", func() []string { return []string{makeRoot(t, d, 1, testExpires, []testKey{f.a, f.a}, 1, f.a)} }, Limits{}, "listed twice", false},
		{"manifest envelope as root", func() []string { return []string{f.path(SignatureName)} }, Limits{}, "is not \"" + RootPayloadType, false},
		{"unsigned root", func() []string { return []string{makeRoot(t, d, 1, testExpires, []testKey{f.a}, 1)} }, Limits{}, "signatures: none", false},
		{"tampered root payload", func() []string {
			p := makeRoot(t, d, 1, testExpires, []testKey{f.a}, 1, f.a)
			data, _ := os.ReadFile(p)
			env, _ := ParseEnvelope(data, RootPayloadType, 32)
			payload := strings.Replace(string(env.InlinePayload()), `"threshold": 1`, `"threshold": 1 `, 1)
			env.Payload = b64(payload)
			out, _ := marshalEnvelope(env)
			os.WriteFile(p, out, 0o644)
			return []string{p}
		}, Limits{}, "signed by 0 distinct keys of its own", false},
		{"root as a missing file", func() []string { return []string{filepath.Join(d, "nope.json")} }, Limits{}, "reading root file", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: TrustConfig{Roots: tc.roots()}, Now: testNow, Limits: tc.lim})
			if tc.cfg {
				var ce *ConfigError
				if !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("want a *ConfigError mentioning %q, got %v", tc.want, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" {
				if !r.Valid || r.Root == nil {
					t.Fatalf("want valid with a root summary:\n%s", problemsText(r))
				}
				return
			}
			if r.Valid || !strings.Contains(problemsText(r), tc.want) {
				t.Fatalf("want a problem mentioning %q, valid=%v:\n%s", tc.want, r.Valid, problemsText(r))
			}
		})
	}
}
