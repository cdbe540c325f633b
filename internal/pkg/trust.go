package pkg

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/sluicehq/sluice/internal/state"
)

// TrustConfig is the [trust] table of worker.toml. Exactly one of Keys and
// Roots is set.
type TrustConfig struct {
	// Keys are trusted public keys, each "ed25519:<base64 std>" or the path
	// of a .pub file holding one. At most MaxTrustKeys, all distinct.
	Keys []string `toml:"keys"`
	// Threshold is how many distinct keys of Keys must sign a manifest:
	// 1..len(Keys). It must be 0 when Roots is used (the root sets it).
	Threshold int `toml:"threshold"`
	// Roots are root file paths: the first is pinned (trusted because it is
	// configured), each later one rotates keys and must have version exactly
	// one more than the previous, be signed by a threshold of the previous
	// root's keys and a threshold of its own. The last one must be
	// unexpired. At most Limits.MaxRootChain (default 16).
	Roots []string `toml:"roots"`
}

// isEmpty reports whether no keys and no roots are configured.
func (c TrustConfig) isEmpty() bool { return len(c.Keys) == 0 && len(c.Roots) == 0 }

// ConfigError is a trust configuration that cannot work (a usage error, not
// a package problem).
type ConfigError struct {
	Field   string
	Message string
	Err     error
}

func (e *ConfigError) Error() string {
	s := "trust config: " + e.Field + ": " + e.Message
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *ConfigError) Unwrap() error { return e.Err }

// RootType is the type field of a root payload.
const RootType = "sluice-root"

// Root is the payload of a root file.
type Root struct {
	Type        string   `json:"type"`
	SpecVersion int      `json:"spec_version"`
	Version     int64    `json:"version"`
	Created     string   `json:"created"`
	Expires     string   `json:"expires"`
	Keys        []string `json:"keys"`
	Threshold   int      `json:"threshold"`
}

// trustSet is the resolved trust: the keys and threshold manifests must meet.
type trustSet struct {
	keys      map[string]PublicKey
	threshold int
	// root facts, set when the trust comes from a root chain.
	rootAnchor  string // sha256 of the pinned (first) root file
	rootVersion int64
	rootDigest  string // sha256 of the final root file
	rootExpires time.Time
}

// RootSummary describes the root chain a verification used.
type RootSummary struct {
	Anchor    string    `json:"anchor"`
	Version   int64     `json:"version"`
	Digest    string    `json:"digest"`
	Expires   time.Time `json:"expires"`
	Threshold int       `json:"threshold"`
	Keys      []string  `json:"keys"`
}

func (t *trustSet) summary() *RootSummary {
	if t.rootAnchor == "" {
		return nil
	}
	return &RootSummary{Anchor: t.rootAnchor, Version: t.rootVersion, Digest: t.rootDigest,
		Expires: t.rootExpires, Threshold: t.threshold, Keys: sortedKeyIDs(t.keys)}
}

func sortedKeyIDs(m map[string]PublicKey) []string {
	ids := make([]string, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Validate checks the shape of the trust config without reading a file:
// not both keys and roots, no threshold with roots, a threshold in
// 1..len(Keys) with keys, no empty key entry, at most MaxTrustKeys keys.
// An empty config passes (whether trust is needed is the caller's
// question). It is the one check of the [trust] table: worker.toml's
// loader reports its errors with the line of the key, and verification
// runs it again before it loads keys. Errors are *ConfigError.
func (c TrustConfig) Validate() error {
	switch {
	case len(c.Keys) > 0 && len(c.Roots) > 0:
		return &ConfigError{Field: "roots", Message: "set either keys and threshold or roots, not both"}
	case len(c.Roots) > 0:
		if c.Threshold != 0 {
			return &ConfigError{Field: "threshold", Message: "must be unset with roots (the root file sets it)"}
		}
		return nil
	case len(c.Keys) == 0:
		return nil
	case len(c.Keys) > MaxTrustKeys:
		return &ConfigError{Field: "keys", Message: fmt.Sprintf("%d keys, more than the limit of %d", len(c.Keys), MaxTrustKeys)}
	}
	for i, k := range c.Keys {
		if k == "" {
			return &ConfigError{Field: fmt.Sprintf("keys[%d]", i), Message: "empty (want \"ed25519:<base64>\" or the path of a .pub file)"}
		}
	}
	if c.Threshold < 1 || c.Threshold > len(c.Keys) {
		return &ConfigError{Field: "threshold", Message: fmt.Sprintf("%d is not in 1..%d (the number of keys)", c.Threshold, len(c.Keys))}
	}
	return nil
}

// checkConfig checks the trust config's shape (Validate) and loads its
// keys. Errors are *ConfigError.
func (c TrustConfig) checkConfig(lim Limits) (map[string]PublicKey, error) {
	if c.isEmpty() {
		return nil, &ConfigError{Field: "keys", Message: "no trusted keys and no roots; set keys and threshold, or roots"}
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	if len(c.Roots) > 0 {
		if len(c.Roots) > lim.MaxRootChain {
			return nil, &ConfigError{Field: "roots", Message: fmt.Sprintf("%d root files, more than the chain limit of %d", len(c.Roots), lim.MaxRootChain)}
		}
		return nil, nil
	}
	return loadKeySet("keys", c.Keys, LoadPublicKey)
}

func loadKeySet(field string, entries []string, load func(string) (PublicKey, error)) (map[string]PublicKey, error) {
	if len(entries) > MaxTrustKeys {
		return nil, &ConfigError{Field: field, Message: fmt.Sprintf("%d keys, more than the limit of %d", len(entries), MaxTrustKeys)}
	}
	keys := make(map[string]PublicKey, len(entries))
	for i, e := range entries {
		k, err := load(e)
		if err != nil {
			return nil, &ConfigError{Field: fmt.Sprintf("%s[%d]", field, i), Message: "unusable key", Err: err}
		}
		if _, dup := keys[k.ID]; dup {
			return nil, &ConfigError{Field: fmt.Sprintf("%s[%d]", field, i), Message: "the same key is listed twice (a threshold counts distinct keys)"}
		}
		keys[k.ID] = k
	}
	return keys, nil
}

// resolveTrust turns the config into a trust set at reference time now.
// A config error is a *ConfigError; a root chain failure is a Problem.
func (c TrustConfig) resolveTrust(now time.Time, lim Limits) (*trustSet, *Problem, error) {
	keys, err := c.checkConfig(lim)
	if err != nil {
		return nil, nil, err
	}
	if len(c.Roots) == 0 {
		return &trustSet{keys: keys, threshold: c.Threshold}, nil, nil
	}
	var prev *trustSet
	for i, path := range c.Roots {
		data, err := state.ReadFile(path, lim.MaxEnvelopeBytes)
		if err != nil {
			return nil, &Problem{File: path, Message: fmt.Sprintf("reading root file: %v", err)}, nil
		}
		cur, prob := checkRoot(path, data, prev, lim)
		if prob != nil {
			return nil, prob, nil
		}
		if i == 0 {
			sum := sha256.Sum256(data)
			cur.rootAnchor = hex.EncodeToString(sum[:])
		} else {
			cur.rootAnchor = prev.rootAnchor
		}
		prev = cur
	}
	if !now.Before(prev.rootExpires) {
		return nil, &Problem{File: c.Roots[len(c.Roots)-1], Field: "expires",
			Message: fmt.Sprintf("the newest root (version %d) expired at %s (reference time %s)", prev.rootVersion, FormatTime(prev.rootExpires), FormatTime(now))}, nil
	}
	return prev, nil, nil
}

// checkRoot parses and checks one root file. prev is the previous root of
// the chain, or nil for the pinned root.
func checkRoot(path string, data []byte, prev *trustSet, lim Limits) (*trustSet, *Problem) {
	fail := func(field, format string, a ...any) (*trustSet, *Problem) {
		return nil, &Problem{File: path, Field: field, Message: fmt.Sprintf(format, a...)}
	}
	env, err := ParseEnvelope(data, RootPayloadType, lim.MaxSignatures)
	if err != nil {
		return fail("", "root envelope: %v", err)
	}
	payload := env.InlinePayload()
	var r Root
	if err := decodeStrict(payload, &r); err != nil {
		return fail("payload", "root: %v", err)
	}
	if r.Type != RootType {
		return fail("payload.type", "%q is not %q", r.Type, RootType)
	}
	if r.SpecVersion != SpecVersion {
		return fail("payload.spec_version", "%d is not supported (this worker reads %d)", r.SpecVersion, SpecVersion)
	}
	if r.Version < 1 || r.Version > MaxVersion {
		return fail("payload.version", "%d is not in 1..%d", r.Version, int64(MaxVersion))
	}
	if prev != nil && r.Version != prev.rootVersion+1 {
		return fail("payload.version", "%d does not follow the previous root's version %d (versions go up by exactly one)", r.Version, prev.rootVersion)
	}
	created, err := ParseTime(r.Created)
	if err != nil {
		return fail("payload.created", "%v", err)
	}
	expires, err := ParseTime(r.Expires)
	if err != nil {
		return fail("payload.expires", "%v", err)
	}
	if !expires.After(created) {
		return fail("payload.expires", "%s is not after created %s", r.Expires, r.Created)
	}
	if len(r.Keys) == 0 {
		return fail("payload.keys", "no keys")
	}
	keys, err := loadKeySet("payload.keys", r.Keys, ParsePublicKey)
	if err != nil {
		var ce *ConfigError
		errors.As(err, &ce)
		return fail(ce.Field, "%s", ce.Message+errSuffix(ce.Err))
	}
	if r.Threshold < 1 || r.Threshold > len(keys) {
		return fail("payload.threshold", "%d is not in 1..%d (the number of keys)", r.Threshold, len(keys))
	}
	if prev != nil {
		if n, _ := verifyEnvelope(env, payload, prev.keys); n < prev.threshold {
			return fail("signatures", "root version %d is signed by %d distinct keys of root version %d, which needs %d", r.Version, n, prev.rootVersion, prev.threshold)
		}
	}
	if n, _ := verifyEnvelope(env, payload, keys); n < r.Threshold {
		return fail("signatures", "root version %d is signed by %d distinct keys of its own, which needs %d", r.Version, n, r.Threshold)
	}
	sum := sha256.Sum256(data)
	return &trustSet{keys: keys, threshold: r.Threshold, rootVersion: r.Version,
		rootDigest: hex.EncodeToString(sum[:]), rootExpires: expires}, nil
}

func errSuffix(err error) string {
	if err == nil {
		return ""
	}
	return ": " + err.Error()
}
