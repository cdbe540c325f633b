package wasmhost

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"github.com/tetratelabs/wazero"
)

// The compile cache keeps wazero's compiled machine code across runs, and
// never lets wazero load a byte of it that this host did not authenticate.
//
// wazero reads its file cache from a directory it is given. That directory
// (the staging dir) is private to one Runtime, created fresh with
// os.MkdirTemp and removed by Close; nothing but this code writes there.
// The persistent entries live in Config.CacheDir, which may have been
// restored from an untrusted place (a CI cache), so each entry carries an
// HMAC-SHA256, keyed by a secret kept outside the cache
// (Config.CacheKeyFile), over the module's sha256, wazero's version and
// platform (the staging dir name wazero chose), wazero's file name and the
// compiled bytes. The wazero we build with (third_party/wazero) appends a
// marker of its patch to the version in that dir name, so an entry is
// keyed by the engine that compiled it: the release of the same version
// and the patched one never load each other's code. Before a compile, the entry is read into memory,
// checked, and only those checked bytes are written into the staging dir;
// an entry that fails is deleted and the module compiled again. After a
// compile that wrote a new file, its bytes are read once, tagged, and
// stored as the entry; the staging copy is removed.

// cacheEntryMagic starts every cache entry and is covered by its tag.
const cacheEntryMagic = "sluice-wasm-cache-v1\n"

// maxCacheEntryBytes bounds a cache entry read into memory; a larger one
// is not authentic (and compiled again).
const maxCacheEntryBytes = 1 << 30

// cacheKeyBytes is the size of the HMAC key.
const cacheKeyBytes = 32

// authCache is the authenticated compile cache of one Runtime.
type authCache struct {
	entries string // Config.CacheDir/authenticated: the persistent entries
	staging string // the private dir handed to wazero
	key     []byte
	logger  *slog.Logger

	// mu serialises compiles so that a file wazero adds to the staging
	// dir belongs to the module being compiled.
	mu sync.Mutex
}

// newAuthCache prepares the entries dir under dir, loads (or creates) the
// key in keyFile (a random key for this Runtime only when keyFile is
// empty) and creates the private staging dir. It returns the wazero cache
// on the staging dir.
func newAuthCache(dir, keyFile string, logger *slog.Logger) (*authCache, wazero.CompilationCache, error) {
	c := &authCache{entries: filepath.Join(dir, "authenticated"), logger: logger}
	if err := os.MkdirAll(c.entries, 0o700); err != nil {
		return nil, nil, err
	}
	// Earlier versions let wazero keep its unauthenticated files directly
	// in dir; they are never loaded again.
	if old, _ := filepath.Glob(filepath.Join(dir, "wazero-*")); len(old) > 0 {
		for _, p := range old {
			os.RemoveAll(p)
		}
	}
	var err error
	if keyFile == "" {
		c.key = make([]byte, cacheKeyBytes)
		_, err = rand.Read(c.key)
	} else {
		c.key, err = loadCacheKey(keyFile)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("cache key: %w", err)
	}
	if c.staging, err = os.MkdirTemp(dir, "staging-"); err != nil {
		return nil, nil, err
	}
	wc, err := wazero.NewCompilationCacheWithDir(c.staging)
	if err != nil {
		os.RemoveAll(c.staging)
		return nil, nil, err
	}
	return c, wc, nil
}

// loadCacheKey reads the key in path, or creates it (mode 0600, its
// directory 0700) when it does not exist. A key file others can read or
// write, or of the wrong size, is an error: the cache would prove nothing.
func loadCacheKey(path string) ([]byte, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	for range 2 {
		f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
		if errors.Is(err, fs.ErrNotExist) {
			if err := createCacheKey(path); err != nil && !errors.Is(err, fs.ErrExist) {
				return nil, err
			}
			continue // created here or by a concurrent process: read it
		}
		if err != nil {
			return nil, err
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			return nil, err
		}
		if !st.Mode().IsRegular() || st.Mode().Perm()&0o077 != 0 {
			return nil, fmt.Errorf("%s: mode %s lets others read or change it; remove it (a new one is made)", path, st.Mode())
		}
		key := make([]byte, cacheKeyBytes+1)
		n, err := io.ReadFull(f, key)
		if n != cacheKeyBytes || !errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("%s: not a %d-byte key; remove it (a new one is made)", path, cacheKeyBytes)
		}
		return key[:cacheKeyBytes], nil
	}
	return nil, fmt.Errorf("%s: could not be created", path)
}

// createCacheKey writes a new random key to path, failing with
// fs.ErrExist when path exists.
func createCacheKey(path string) error {
	key := make([]byte, cacheKeyBytes)
	if _, err := rand.Read(key); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".key-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(key)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Link(tmp.Name(), path) // fails if another process made one first
}

// compile compiles wasm through wazero with the authenticated cache.
func (c *authCache) compile(ctx context.Context, r wazero.Runtime, wasm []byte) (wazero.CompiledModule, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	wdir, err := c.wazeroDir()
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(wasm)
	digest := hex.EncodeToString(sum[:])
	entry := filepath.Join(c.entries, digest+"-"+filepath.Base(wdir))
	staged := c.stage(entry, digest, wdir)
	before, err := listDir(wdir)
	if err != nil {
		return nil, err
	}
	cm, err := r.CompileModule(ctx, wasm)
	after, lerr := listDir(wdir)
	if err != nil {
		return nil, invalid(err)
	}
	if lerr != nil {
		c.logger.Warn("compile cache: listing the staging dir", "error", lerr)
		return cm, nil
	}
	for name := range after {
		if before[name] || strings.HasSuffix(name, ".tmp") {
			continue
		}
		if err := c.store(entry, digest, wdir, name); err != nil {
			c.logger.Warn("compile cache: storing a compiled module", "module_sha256", digest, "error", err)
		}
	}
	if staged != "" {
		os.Remove(filepath.Join(wdir, staged))
	}
	return cm, nil
}

// wazeroDir returns the one directory wazero made in the staging dir,
// named for its version and platform.
func (c *authCache) wazeroDir() (string, error) {
	ents, err := os.ReadDir(c.staging)
	if err != nil {
		return "", err
	}
	for _, e := range ents {
		if e.IsDir() && strings.HasPrefix(e.Name(), "wazero-") {
			return filepath.Join(c.staging, e.Name()), nil
		}
	}
	return "", fmt.Errorf("compile cache: wazero made no directory in %s", c.staging)
}

// stage checks the entry for digest and, when it is authentic, writes its
// compiled code into wdir under wazero's file name, which it returns. An
// entry that is not authentic is deleted, with a log line.
func (c *authCache) stage(entry, digest, wdir string) string {
	data, err := readEntry(entry)
	if errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	var name string
	var code []byte
	if err == nil {
		name, code, err = c.open(data, digest, filepath.Base(wdir))
	}
	if err != nil {
		c.logger.Warn("compile cache: entry failed authentication; deleting it and compiling the module again",
			"entry", entry, "module_sha256", digest, "error", err)
		os.Remove(entry)
		return ""
	}
	// Only the checked bytes in memory reach the staging dir, which
	// nothing else writes; wazero reads them from there.
	if err := os.WriteFile(filepath.Join(wdir, name), code, 0o600); err != nil {
		c.logger.Warn("compile cache: staging an entry", "entry", entry, "error", err)
		return ""
	}
	return name
}

// store reads the file name that wazero wrote in wdir, tags it and writes
// it as the entry (atomically, by rename).
func (c *authCache) store(entry, digest, wdir, name string) error {
	code, err := readEntry(filepath.Join(wdir, name))
	if err != nil {
		return err
	}
	defer os.Remove(filepath.Join(wdir, name))
	var b bytes.Buffer
	b.WriteString(cacheEntryMagic)
	b.WriteString(name + "\n")
	b.Write(c.tag(digest, filepath.Base(wdir), name, code))
	b.Write(code)
	tmp, err := os.CreateTemp(c.entries, ".entry-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(b.Bytes())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), entry)
}

// open checks an entry's bytes and returns wazero's file name and the
// compiled code.
func (c *authCache) open(data []byte, digest, platform string) (string, []byte, error) {
	rest, ok := bytes.CutPrefix(data, []byte(cacheEntryMagic))
	if !ok {
		return "", nil, errors.New("not a cache entry of this version")
	}
	name, rest, ok := bytes.Cut(rest, []byte("\n"))
	if !ok || len(name) != 2*sha256.Size || strings.Trim(string(name), "0123456789abcdef") != "" {
		return "", nil, errors.New("malformed entry header")
	}
	if len(rest) < sha256.Size {
		return "", nil, errors.New("truncated entry")
	}
	tag, code := rest[:sha256.Size], rest[sha256.Size:]
	if !hmac.Equal(tag, c.tag(digest, platform, string(name), code)) {
		return "", nil, errors.New("the HMAC does not match (changed, or made with another key)")
	}
	return string(name), code, nil
}

// tag is the HMAC-SHA256 binding code to the module, wazero's version and
// platform and wazero's file name.
func (c *authCache) tag(digest, platform, name string, code []byte) []byte {
	m := hmac.New(sha256.New, c.key)
	for _, s := range []string{cacheEntryMagic, digest, platform, name} {
		fmt.Fprintf(m, "%d:%s,", len(s), s)
	}
	m.Write(code)
	return m.Sum(nil)
}

// close removes the staging dir.
func (c *authCache) close() error { return os.RemoveAll(c.staging) }

// readEntry reads a regular file of at most maxCacheEntryBytes without
// following a symbolic link.
func readEntry(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	if st.Size() > maxCacheEntryBytes {
		return nil, fmt.Errorf("%s is over %d bytes", path, maxCacheEntryBytes)
	}
	// One read into a buffer of the size the file has (a compiled module
	// is tens of MiB, which io.ReadAll would reach by doubling, copying
	// and clearing on the way), plus a byte to see that it did not grow.
	data := make([]byte, st.Size()+1)
	n, err := io.ReadFull(f, data)
	switch {
	case err == nil:
		return nil, fmt.Errorf("%s grew while it was read", path)
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return data[:n], nil
	}
	return nil, err
}

func listDir(dir string) (map[string]bool, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	names := make(map[string]bool, len(ents))
	for _, e := range ents {
		names[e.Name()] = true
	}
	return names, nil
}
