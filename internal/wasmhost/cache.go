package wasmhost

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
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
	goruntime "runtime"
	"strings"
	"syscall"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// The compile cache keeps wazero's compiled machine code across runs, and
// never lets wazero load a byte of it that this host did not authenticate.
//
// The wazero we build with (third_party/wazero) lets the embedder supply
// the cache's storage (wazero.NewCompilationCacheWithStore): authCache is
// that storage. wazero asks it for the code of a module by key (a sha256
// over the module's bytes, whether it was compiled to ensure termination,
// the CPU features and wazero's format), and hands it the code of each
// module it compiled. The entries live in Config.CacheDir/compiled, which
// may have been restored from an untrusted place (a CI cache), so each
// entry carries a GMAC (AES-256-GCM authenticating without encrypting, with
// a random nonce per entry), keyed by a secret kept outside the cache
// (Config.CacheKeyFile), over wazero's key, the engine (wazero's version
// with the marker of our patch, the platform), the core features and the
// compiled bytes. GMAC rather than HMAC-SHA256 because a hit
// authenticates tens of MiB of code: AES-NI and carry-less multiplication
// do that about twenty times faster than SHA-256. Get reads an entry into
// memory, checks it there, and gives wazero a reader over those checked
// bytes: no file wazero reads is one this code did not check, and there
// is no other copy. An entry that
// fails is deleted (logged) and the module validated and compiled again.
// The marker keys an entry by the engine that compiled it: the release of
// the same version and the patched one never load each other's code.
//
// Because a hit can only return bytes this host stored, and wazero stores
// a module's code only after validating those exact bytes, the cache is
// made with trustedHits: on a hit wazero skips validating the function
// bodies (the rest of the module is still validated). docs/security.md
// gives the argument.

// cacheEntryMagic starts every cache entry; the GMAC key is derived with
// it, so a tag of another format version never checks.
const cacheEntryMagic = "sluice-wasm-cache-v2\n"

// maxCacheEntryBytes bounds a cache entry read into memory; a larger one
// is not authentic (and compiled again).
const maxCacheEntryBytes = 1 << 30

// cacheKeyBytes is the size of the key in Config.CacheKeyFile.
const cacheKeyBytes = 32

// An entry is cacheEntryMagic, the GMAC's nonce and tag, then what the tag
// covers: the entry's context (wazero's key, the engine, the features:
// see authCache.context) and the compiled code.
const (
	cacheNonceBytes = 12
	cacheTagBytes   = 16
	cacheHeaderLen  = len(cacheEntryMagic) + cacheNonceBytes + cacheTagBytes
)

// coreFeatures are the WebAssembly features every Runtime enables
// (wazero's default), set explicitly because the cache's entries are bound
// to them: a module's validation, which a hit skips in part, depends on
// them.
const coreFeatures = api.CoreFeaturesV2

// cacheEntriesDir is the subdirectory of Config.CacheDir with the entries.
const cacheEntriesDir = "compiled"

// authCache is the authenticated store of one Runtime's compile cache. Its
// methods are wazero.CompiledCodeStore's and may run concurrently.
type authCache struct {
	entries string // Config.CacheDir/compiled
	// engine names the compiler and platform of the code, bound into each
	// entry's name and tag.
	engine string
	// gmac authenticates entries: AES-256-GCM under a key derived from
	// the key file's.
	gmac   cipher.AEAD
	logger *slog.Logger
}

// newAuthCache prepares the entries dir under dir, removes what earlier
// layouts left there, and loads (or creates) the key in keyFile (a random
// key for this Runtime only when keyFile is empty). It returns the wazero
// cache on the store.
func newAuthCache(dir, keyFile string, logger *slog.Logger) (*authCache, wazero.CompilationCache, error) {
	c := &authCache{
		entries: filepath.Join(dir, cacheEntriesDir),
		engine:  "wazero-" + wazero.CompiledCodeVersion() + "-" + goruntime.GOARCH + "-" + goruntime.GOOS,
		logger:  logger,
	}
	if err := os.MkdirAll(c.entries, 0o700); err != nil {
		return nil, nil, err
	}
	removeOldCacheLayouts(dir)
	var key []byte
	var err error
	if keyFile == "" {
		key = make([]byte, cacheKeyBytes)
		_, err = rand.Read(key)
	} else {
		key, err = loadCacheKey(keyFile)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("cache key: %w", err)
	}
	if c.gmac, err = newCacheGMAC(key); err != nil {
		return nil, nil, fmt.Errorf("cache key: %w", err)
	}
	return c, wazero.NewCompilationCacheWithStore(c, true), nil
}

// newCacheGMAC returns AES-256-GCM under a key derived from the key file's
// (so that the file's key serves one purpose, named here).
func newCacheGMAC(key []byte) (cipher.AEAD, error) {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(cacheEntryMagic + "GMAC key"))
	block, err := aes.NewCipher(m.Sum(nil))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// staleStagingAge is how old a staging dir of the earlier layout must be
// to be removed: a process of an earlier version may still be using a
// newer one (wazero fails a compile whose file it cannot write).
const staleStagingAge = 24 * time.Hour

// removeOldCacheLayouts removes from dir what earlier versions kept there,
// which is never loaded again: wazero's own unauthenticated files
// (wazero-*), the entries of the staging layout (authenticated; a process
// of that version still running only fails to store) and its staging dirs
// left by processes that did not close their runtime (staging-*, once
// stale).
func removeOldCacheLayouts(dir string) {
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		n := e.Name()
		switch {
		case n == "authenticated" || strings.HasPrefix(n, "wazero-"):
		case strings.HasPrefix(n, "staging-"):
			if info, err := e.Info(); err != nil || time.Since(info.ModTime()) < staleStagingAge {
				continue
			}
		default:
			continue
		}
		os.RemoveAll(filepath.Join(dir, n))
	}
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

// path returns the entry file of key.
func (c *authCache) path(key [32]byte) string {
	return filepath.Join(c.entries, hex.EncodeToString(key[:])+"-"+c.engine)
}

// Get returns the compiled code stored under key when its entry is
// authentic, as a reader over the bytes checked in memory. An entry that
// is not is deleted, with a log line, and reported missing: wazero then
// validates and compiles the module again.
func (c *authCache) Get(key [32]byte) (io.ReadCloser, bool, error) {
	path := c.path(key)
	data, err := readEntry(path)
	if errors.Is(err, fs.ErrNotExist) {
		c.logger.Debug("compile cache: no entry", "entry", path)
		return nil, false, nil
	}
	var code []byte
	if err == nil {
		code, err = c.open(data, key)
	}
	if err != nil {
		c.logger.Warn("compile cache: entry failed authentication; deleting it and compiling the module again",
			"entry", path, "error", err)
		os.Remove(path)
		return nil, false, nil
	}
	c.logger.Debug("compile cache: authenticated entry", "entry", path)
	return io.NopCloser(bytes.NewReader(code)), true, nil
}

// Add stores the code wazero compiled under key as an authenticated entry
// (atomically, by rename). A failure is logged, not returned: the module
// compiled, and only a later run pays for the missing entry.
func (c *authCache) Add(key [32]byte, content io.Reader) error {
	if err := c.add(key, content); err != nil {
		c.logger.Warn("compile cache: storing a compiled module", "entry", c.path(key), "error", err)
	} else {
		c.logger.Debug("compile cache: stored an entry", "entry", c.path(key))
	}
	return nil
}

func (c *authCache) add(key [32]byte, content io.Reader) error {
	// One buffer of the entry's size: header, context, code.
	ctx := c.context(key)
	body := cacheHeaderLen + len(ctx)
	var entry []byte
	if r, ok := content.(interface{ Len() int }); ok {
		// wazero hands a bytes.Reader.
		entry = make([]byte, body+r.Len())
		if _, err := io.ReadFull(content, entry[body:]); err != nil {
			return err
		}
	} else {
		code, err := io.ReadAll(content)
		if err != nil {
			return err
		}
		entry = append(make([]byte, body, body+len(code)), code...)
	}
	copy(entry, cacheEntryMagic)
	copy(entry[cacheHeaderLen:], ctx)
	nonce := entry[len(cacheEntryMagic) : len(cacheEntryMagic)+cacheNonceBytes]
	if _, err := rand.Read(nonce); err != nil {
		return err
	}
	copy(entry[len(cacheEntryMagic)+cacheNonceBytes:], c.gmac.Seal(nil, nonce, nil, entry[cacheHeaderLen:]))
	tmp, err := os.CreateTemp(c.entries, ".entry-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(entry)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), c.path(key))
}

// Delete removes the entry under key (wazero calls it for code of another
// wazero version).
func (c *authCache) Delete(key [32]byte) error {
	if err := os.Remove(c.path(key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		c.logger.Warn("compile cache: deleting an entry", "entry", c.path(key), "error", err)
	}
	return nil
}

// open checks an entry's bytes and returns the compiled code.
func (c *authCache) open(data []byte, key [32]byte) ([]byte, error) {
	if !bytes.HasPrefix(data, []byte(cacheEntryMagic)) {
		return nil, errors.New("not a cache entry of this version")
	}
	ctx := c.context(key)
	if len(data) < cacheHeaderLen+len(ctx) {
		return nil, errors.New("truncated entry")
	}
	nonce := data[len(cacheEntryMagic) : len(cacheEntryMagic)+cacheNonceBytes]
	tag := data[len(cacheEntryMagic)+cacheNonceBytes : cacheHeaderLen]
	covered := data[cacheHeaderLen:]
	if !bytes.Equal(covered[:len(ctx)], ctx) {
		return nil, errors.New("the entry is for another module, engine or feature set")
	}
	if _, err := c.gmac.Open(nil, nonce, tag, covered); err != nil {
		return nil, errors.New("the GMAC does not match (changed, or made with another key)")
	}
	return covered[len(ctx):], nil
}

// context is what an entry's tag covers besides the code: wazero's key
// (the module), the engine and platform and the core features, each
// length-prefixed.
func (c *authCache) context(key [32]byte) []byte {
	var b []byte
	for _, s := range []string{hex.EncodeToString(key[:]), c.engine, fmt.Sprint(uint64(coreFeatures))} {
		b = fmt.Appendf(b, "%d:%s,", len(s), s)
	}
	return b
}

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
