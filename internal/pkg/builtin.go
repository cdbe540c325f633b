package pkg

import (
	"context"
	"fmt"
	"io/fs"
	"regexp"
	"runtime"
	"runtime/trace"
	"strings"
	"time"
)

// BuiltinPackage is a package embedded in the worker binary, such as the
// built-in secrets scanner. It is verified exactly like a package from disk
// (structure, signature, manifest, every file's size and digest) and its
// files are copied into the same content-addressed store, but it is trusted
// by its own key and a pinned manifest digest, never by the [trust] config:
//
//   - Key signs this package only. It is never added to the keys that
//     packages from disk are checked against; a [trust] config that lists
//     it is refused, and so is a package from disk that carries a valid
//     signature by it, because its private half is public (committed next
//     to the package so the package rebuilds byte for byte). This holds
//     whether the package is loaded or not (StoreOptions.BuiltinKeys).
//   - ManifestSHA256 pins the exact manifest bytes, so only the package
//     compiled into the binary can load under this trust, whoever holds
//     the key.
//
// A built-in package has no version high-water mark: the binary it is
// compiled into is what it is trusted for, so running an older worker
// binary runs its older built-in package.
type BuiltinPackage struct {
	// Source names the package in logs, errors and PackageInfo.Source,
	// e.g. "builtin:secrets". It must start with "builtin:" and be unique.
	Source string
	// FS holds the package tree: manifest.json, manifest.sig and the files
	// the manifest lists (an embed.FS sub-tree, usually). Only regular
	// files and directories are read, within the store's Limits.
	FS fs.FS
	// Key is the public key that must have signed the manifest,
	// "ed25519:<base64 std>". Required.
	Key string
	// ManifestSHA256 is the lowercase hex sha256 of the exact bytes of
	// manifest.json. Required.
	ManifestSHA256 string
}

// BuiltinSourcePrefix starts every BuiltinPackage.Source.
const BuiltinSourcePrefix = "builtin:"

var hexDigest = regexp.MustCompile(`^[0-9a-f]{64}$`)

// builtinTrust is a checked BuiltinPackage.
type builtinTrust struct {
	b   BuiltinPackage
	key PublicKey
}

// checkBuiltins validates the built-in packages' options.
func checkBuiltins(bs []BuiltinPackage) ([]builtinTrust, error) {
	seen := map[string]bool{}
	out := make([]builtinTrust, 0, len(bs))
	for i, b := range bs {
		field := fmt.Sprintf("package store: builtin[%d]", i)
		switch {
		case !strings.HasPrefix(b.Source, BuiltinSourcePrefix) || len(b.Source) == len(BuiltinSourcePrefix):
			return nil, fmt.Errorf("%s: source %q must be %q followed by a name", field, b.Source, BuiltinSourcePrefix)
		case seen[b.Source]:
			return nil, fmt.Errorf("%s: source %q is listed twice", field, b.Source)
		case b.FS == nil:
			return nil, fmt.Errorf("%s (%s): no FS", field, b.Source)
		case !hexDigest.MatchString(b.ManifestSHA256):
			return nil, fmt.Errorf("%s (%s): manifest sha256 %q is not 64 lowercase hex digits", field, b.Source, b.ManifestSHA256)
		}
		seen[b.Source] = true
		k, err := ParsePublicKey(b.Key)
		if err != nil {
			return nil, fmt.Errorf("%s (%s): key: %w", field, b.Source, err)
		}
		out = append(out, builtinTrust{b: b, key: k})
	}
	return out, nil
}

// builtinKeySet parses the public keys of the packages compiled into the
// worker binary: those of bs, loaded or not, and keys ("ed25519:<base64>").
// Their private halves are public, so they sign the built-in packages and
// nothing else.
func builtinKeySet(keys []string, bs []builtinTrust) (map[string]PublicKey, error) {
	set := make(map[string]PublicKey, len(keys)+len(bs))
	for _, b := range bs {
		set[b.key.ID] = b.key
	}
	for i, s := range keys {
		k, err := ParsePublicKey(s)
		if err != nil {
			return nil, fmt.Errorf("built-in key [%d]: %w", i, err)
		}
		set[k.ID] = k
	}
	return set, nil
}

// refuseBuiltinKeys fails when the operator's trust (its keys, or the keys
// of its root chain) lists a built-in key. It holds whether the built-in
// packages are loaded or not.
func refuseBuiltinKeys(ts *trustSet, builtinKeys map[string]PublicKey) error {
	if ts == nil {
		return nil
	}
	for _, id := range sortedKeyIDs(builtinKeys) {
		if _, ok := ts.keys[id]; ok {
			field := "keys"
			if ts.rootAnchor != "" {
				field = "roots"
			}
			return &ConfigError{Field: field, Message: fmt.Sprintf(
				"key %s is the signing key of a package built into the worker; its private half is public, so it must never be trusted for other packages: remove it",
				id)}
		}
	}
	return nil
}

// CheckTrust checks a [trust] config as a worker would before loading any
// package: its shape, its keys, its root chain at reference time now, and
// that it trusts none of builtinKeys (see StoreOptions.BuiltinKeys). It
// does not check version high-water marks, which only a state dir knows.
func CheckTrust(c TrustConfig, builtinKeys []string, now time.Time) error {
	lim := Limits{}.withDefaults()
	refused, err := builtinKeySet(builtinKeys, nil)
	if err != nil {
		return err
	}
	ts, prob, err := c.resolveTrust(now.UTC(), lim)
	if err != nil {
		return err
	}
	if prob != nil {
		return fmt.Errorf("trust roots rejected: %s", prob.String())
	}
	return refuseBuiltinKeys(ts, refused)
}

// refuseBuiltinSigners fails a package with a valid signature by a
// built-in key: whoever holds the committed private half can make one, so
// it proves nothing, however many trusted keys signed next to it.
func refuseBuiltinSigners(env *Envelope, raw []byte, builtinKeys map[string]PublicKey) *Problem {
	if len(builtinKeys) == 0 {
		return nil
	}
	_, checks := verifyEnvelope(env, raw, builtinKeys)
	for _, c := range checks {
		if c.Status == "valid" {
			return &Problem{File: SignatureName, Field: "signatures", Message: fmt.Sprintf(
				"signed by %s, the signing key of a package built into the worker; its private half is public, so only the built-in package itself may carry it: sign with your own key (worker keygen)",
				c.KeyID)}
		}
	}
	return nil
}

// loadBuiltin verifies the embedded tree in place with the built-in key
// alone, then checks the pinned manifest digest. Every file is read and
// hashed once, as it is copied into the store; the WebAssembly entries'
// verified bytes are kept in memory for the backend (Scanner.EntryBytes).
func (s *Store) loadBuiltin(ctx context.Context, bt builtinTrust, now time.Time) (*loadedPackage, error) {
	defer trace.StartRegion(ctx, "pkg.loadBuiltin").End()
	src := bt.b.Source
	ts := &trustSet{keys: map[string]PublicKey{bt.key.ID: bt.key}, threshold: 1}
	sink := &blobSink{s: s, paths: map[string]string{}, keepWasm: true}
	run := verifyRun{lim: s.lim, now: now, trust: ts, tmpDir: s.tmpDir,
		platform: runtime.GOOS + "/" + runtime.GOARCH, sink: sink}
	r := newReport(src, now)
	tree, probs := fsTree(ctx, bt.b.FS, s.lim)
	run.verifyTree(ctx, tree, probs, r)
	if err := ctx.Err(); err != nil {
		return nil, &LoadError{Source: src, Err: err}
	}
	if r.Valid {
		if got := strings.TrimPrefix(r.Digest, "sha256:"); got != bt.b.ManifestSHA256 {
			r.Problems = append(r.Problems, Problem{File: ManifestName, Message: fmt.Sprintf(
				"sha256 is %s, the worker binary pins %s: the embedded package was changed without rebuilding it (make example-package)",
				got, bt.b.ManifestSHA256)})
			r.Valid = false
		}
	}
	if !r.Valid {
		return nil, &LoadError{Source: src, Problems: r.Problems}
	}
	lp := s.loadedFrom(src, &run, r)
	if len(lp.scanners) == 0 {
		// The operator's worker.backends rules out every build of the
		// built-in package: it is left out, not an error.
		s.opt.Logger.Warn("built-in package not loaded: "+noRunnableScanner(lp).Error(), "source", src)
		return nil, nil
	}
	return lp, nil
}
