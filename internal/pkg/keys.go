package pkg

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/internal/state"
)

// Key text prefixes. A public key is written "ed25519:<base64 std>" (the 32
// raw key bytes); a private key file holds "ed25519-seed:<base64 std>" (the
// 32-byte seed).
const (
	PublicKeyPrefix  = "ed25519:"
	PrivateKeyPrefix = "ed25519-seed:"
)

// PublicKey is a trusted ed25519 key with its id.
type PublicKey struct {
	// ID is the lowercase hex sha256 of the 32 raw key bytes.
	ID  string
	Key ed25519.PublicKey
}

// String returns the key as "ed25519:<base64>".
func (k PublicKey) String() string {
	return PublicKeyPrefix + base64.StdEncoding.EncodeToString(k.Key)
}

// KeyID returns the id of an ed25519 public key: lowercase hex sha256 of its
// raw bytes.
func KeyID(pub ed25519.PublicKey) string {
	sum := sha256.Sum256(pub)
	return hex.EncodeToString(sum[:])
}

// ParsePublicKey parses "ed25519:<base64 std>".
func ParsePublicKey(s string) (PublicKey, error) {
	s = strings.TrimSpace(s)
	rest, ok := strings.CutPrefix(s, PublicKeyPrefix)
	if !ok {
		return PublicKey{}, fmt.Errorf("public key must start with %q", PublicKeyPrefix)
	}
	raw, err := base64.StdEncoding.Strict().DecodeString(rest)
	if err != nil {
		return PublicKey{}, fmt.Errorf("public key is not valid standard base64: %w", err)
	}
	if len(raw) != ed25519.PublicKeySize {
		return PublicKey{}, fmt.Errorf("public key has %d bytes, want %d", len(raw), ed25519.PublicKeySize)
	}
	pub := ed25519.PublicKey(raw)
	return PublicKey{ID: KeyID(pub), Key: pub}, nil
}

// LoadPublicKey resolves a trust config key entry: either an inline
// "ed25519:<base64>" or the path of a .pub file holding one.
func LoadPublicKey(entry string) (PublicKey, error) {
	if strings.HasPrefix(entry, PublicKeyPrefix) {
		return ParsePublicKey(entry)
	}
	data, err := state.ReadFile(entry, MaxKeyFileBytes)
	if err != nil {
		return PublicKey{}, fmt.Errorf("reading public key file: %w", err)
	}
	k, err := ParsePublicKey(string(data))
	if err != nil {
		return PublicKey{}, fmt.Errorf("%s: %w", entry, err)
	}
	return k, nil
}

// LoadPrivateKey reads a private key file written by GenerateKey. The file
// must not be readable by group or others.
func LoadPrivateKey(path string) (ed25519.PrivateKey, error) {
	f, err := state.OpenNoFollow(path)
	if err != nil {
		return nil, fmt.Errorf("opening private key: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("private key %s: not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxKeyFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading private key %s: %w", path, err)
	}
	if len(data) > MaxKeyFileBytes {
		return nil, fmt.Errorf("private key %s: larger than %d bytes", path, MaxKeyFileBytes)
	}
	if strings.HasPrefix(strings.TrimSpace(string(data)), PublicKeyPrefix) {
		return nil, fmt.Errorf("%s is a public key (it starts with %q); sign with the private key keygen wrote beside it (%s)",
			path, PublicKeyPrefix, strings.TrimSuffix(path, ".pub")+".key")
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("private key %s: mode %04o lets others read it; chmod 600 it", path, fi.Mode().Perm())
	}
	rest, ok := strings.CutPrefix(strings.TrimSpace(string(data)), PrivateKeyPrefix)
	if !ok {
		return nil, fmt.Errorf("private key %s: must start with %q", path, PrivateKeyPrefix)
	}
	seed, err := base64.StdEncoding.Strict().DecodeString(rest)
	if err != nil || len(seed) != ed25519.SeedSize {
		return nil, fmt.Errorf("private key %s: not a base64 %d-byte seed", path, ed25519.SeedSize)
	}
	return ed25519.NewKeyFromSeed(seed), nil
}

// GenerateKey creates a new ed25519 key pair and writes PREFIX.key (the seed,
// mode 0600) and PREFIX.pub ("ed25519:<base64>", mode 0644). It refuses to
// overwrite either file.
func GenerateKey(prefix string) (pubPath, keyPath string, err error) {
	seed := make([]byte, ed25519.SeedSize)
	if _, err := rand.Read(seed); err != nil {
		return "", "", fmt.Errorf("generating key: %w", err)
	}
	return WriteKeyFromSeed(prefix, seed)
}

// WriteKeyFromSeed writes the key pair of an ed25519 seed as GenerateKey
// does. The same seed always gives the same key (and, ed25519 being
// deterministic, the same signatures), which reproducible fixtures need;
// real keys come from GenerateKey.
func WriteKeyFromSeed(prefix string, seed []byte) (pubPath, keyPath string, err error) {
	if len(seed) != ed25519.SeedSize {
		return "", "", fmt.Errorf("key seed: %d bytes, want %d", len(seed), ed25519.SeedSize)
	}
	if prefix == "" {
		return "", "", errors.New("key prefix is empty")
	}
	priv := ed25519.NewKeyFromSeed(seed)
	pub := PublicKey{Key: priv.Public().(ed25519.PublicKey)}
	keyPath, pubPath = prefix+".key", prefix+".pub"
	if err := writeNewFile(keyPath, []byte(PrivateKeyPrefix+base64.StdEncoding.EncodeToString(seed)+"\n"), 0o600); err != nil {
		return "", "", err
	}
	if err := writeNewFile(pubPath, []byte(pub.String()+"\n"), 0o644); err != nil {
		os.Remove(keyPath)
		return "", "", err
	}
	return pubPath, keyPath, nil
}

// writeNewFile creates path exclusively with mode, writes data and fsyncs.
func writeNewFile(path string, data []byte, mode os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, mode)
	if err != nil {
		return fmt.Errorf("creating %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("syncing %s: %w", path, err)
	}
	if err := f.Chmod(mode); err != nil { // umask may have narrowed it; never widened
		f.Close()
		return fmt.Errorf("setting mode of %s: %w", path, err)
	}
	return f.Close()
}
