package wasmhost

import (
	"bytes"
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// The compile cache keeps wazero's compiled machine code across runs, and
// never lets wazero load a byte of it that this host did not authenticate.
//
// wazero reads its file cache from a directory it is given. That directory
// (the staging dir) is private to one Runtime: created fresh with
// os.MkdirTemp, removed by Close, and nothing but this code writes there.
// The persistent entries live in Config.CacheDir/modules, which may have
// been restored from an untrusted place (a CI cache), so each entry carries
// a GMAC (AES-256-GCM authenticating without encrypting, with a random
// nonce per entry), keyed by a secret kept outside the cache
// (Config.CacheKeyFile), over the module's sha256, the engine (wazero's
// version and platform, as wazero names its directory, and the checksum of
// the wazero source this binary was built from), the core features, the
// name wazero gave the file and the compiled bytes. GMAC rather than
// HMAC-SHA256 because a hit authenticates tens of MiB of code: AES-NI and
// carry-less multiplication do that about twenty times faster than SHA-256.
//
// Before a compile, the module's entry is read into memory and checked
// there, and only those checked bytes are written into the staging dir,
// under wazero's name for them; wazero reads them back from there. An
// entry that fails is deleted (logged) and the module compiled again.
// After a compile that wrote a new file into the staging dir, its bytes are
// read once, tagged and stored as the module's entry. Either way the
// staging copy is removed once wazero has loaded it: the code then lives
// in wazero's memory, and the staging dir stays empty between compiles.
//
// wazero names a module's file by a hash of the module, the CPU's features
// and its own format, which it computes internally; the entry records the
// name wazero chose, and the compiles of one Runtime are serialised so that
// a file appearing in the staging dir belongs to the module being compiled.

// cacheEntryMagic starts every cache entry; the GMAC key is derived with
// it, so a tag of another format version never checks.
const cacheEntryMagic = "sluice-wasm-cache-v3\n"

// maxCacheEntryBytes bounds a cache entry read into memory; a larger one
// is not authentic (and compiled again).
const maxCacheEntryBytes = 1 << 30

// cacheKeyBytes is the size of the key in Config.CacheKeyFile.
const cacheKeyBytes = 32

// An entry is cacheEntryMagic, the GMAC's nonce and tag, then what the tag
// covers: the entry's context (the module, the engine, the features and
// wazero's file name: see authCache.context) and the compiled code.
const (
	cacheNonceBytes = 12
	cacheTagBytes   = 16
	cacheHeaderLen  = len(cacheEntryMagic) + cacheNonceBytes + cacheTagBytes
)

// coreFeatures are the WebAssembly features every Runtime enables
// (wazero's default), set explicitly because the cache's entries are bound
// to them.
const coreFeatures = api.CoreFeaturesV2

// cacheEntriesDir is the subdirectory of Config.CacheDir with the entries.
const cacheEntriesDir = "modules"

// authCache is the authenticated compile cache of one Runtime.
type authCache struct {
	entries string // Config.CacheDir/modules: the persistent entries
	staging string // the private dir handed to wazero
	// wdir is the directory wazero made in staging for its files, named
	// for its version and platform.
	wdir string
	// engine names the compiler, its platform and its source, bound into
	// each entry's name (wdir's name) and tag (all of it).
	engine string
	// gmac authenticates entries: AES-256-GCM under a key derived from
	// the key file's.
	gmac   cipher.AEAD
	logger *slog.Logger

	// mu serialises compiles so that a file wazero adds to wdir belongs
	// to the module being compiled.
	mu sync.Mutex
}

// newAuthCache prepares the entries dir under dir, removes what earlier
// layouts left there, loads (or creates) the key in keyFile (a random key
// for this Runtime only when keyFile is empty) and creates the private
// staging dir. It returns the wazero cache on the staging dir.
func newAuthCache(dir, keyFile string, logger *slog.Logger) (*authCache, wazero.CompilationCache, error) {
	c := &authCache{entries: filepath.Join(dir, cacheEntriesDir), logger: logger}
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
	if c.staging, err = os.MkdirTemp(dir, "staging-"); err != nil {
		return nil, nil, err
	}
	wc, err := wazero.NewCompilationCacheWithDir(c.staging)
	if err == nil {
		c.wdir, err = wazeroDir(c.staging)
	}
	if err != nil {
		os.RemoveAll(c.staging)
		return nil, nil, err
	}
	c.engine = filepath.Base(c.wdir) + "+" + wazeroSum()
	return c, wc, nil
}

// wazeroDir returns the one directory wazero made in staging, named for
// its version and platform.
func wazeroDir(staging string) (string, error) {
	ents, err := os.ReadDir(staging)
	if err != nil {
		return "", err
	}
	for _, e := range ents {
		if e.IsDir() && strings.HasPrefix(e.Name(), "wazero-") {
			return filepath.Join(staging, e.Name()), nil
		}
	}
	return "", fmt.Errorf("wazero made no directory in %s", staging)
}

// wazeroSum returns the checksum of the wazero module this binary was
// built from (a replaced copy has its own, or none: "unknown"). Binding
// entries to it keeps a build with a modified wazero of the same version
// from loading the code of another.
func wazeroSum() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path != "github.com/tetratelabs/wazero" {
				continue
			}
			if dep.Replace != nil {
				dep = dep.Replace
			}
			if dep.Sum == "" {
				return "unsummed:" + dep.Path + "@" + dep.Version
			}
			return dep.Sum
		}
	}
	return "unknown"
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

// staleStagingAge is how old a staging dir must be to be removed by
// another Runtime: its own may still be using it (wazero fails a compile
// whose file it cannot write).
const staleStagingAge = 24 * time.Hour

// removeOldCacheLayouts removes from dir what earlier versions kept there,
// which is never loaded again (wazero's own unauthenticated files,
// wazero-*; the entries of earlier formats, authenticated and compiled),
// and the staging dirs of processes that did not close their runtime,
// once stale.
func removeOldCacheLayouts(dir string) {
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		n := e.Name()
		switch {
		case n == "authenticated" || n == "compiled" || strings.HasPrefix(n, "wazero-"):
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

// compile meters wasm and compiles it through wazero, taking both the
// metered module and its code from the module's authenticated entry when
// there is one.
func (c *authCache) compile(ctx context.Context, r wazero.Runtime, wasm []byte) (wazero.CompiledModule, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sum := sha256.Sum256(wasm)
	digest := hex.EncodeToString(sum[:])
	entry := filepath.Join(c.entries, digest+"-"+filepath.Base(c.wdir))
	metered, staged := c.stage(entry, digest)
	if metered == nil {
		var err error
		if metered, err = instrument(wasm); err != nil {
			return nil, invalid(err)
		}
	}
	before, err := listDir(c.wdir)
	if err != nil {
		return nil, err
	}
	cm, err := r.CompileModule(ctx, metered)
	after, lerr := listDir(c.wdir)
	if staged != "" {
		os.Remove(filepath.Join(c.wdir, staged))
	}
	if err != nil {
		return nil, invalid(err)
	}
	if lerr != nil {
		c.logger.Warn("compile cache: listing the staging dir", "error", lerr)
		return cm, nil
	}
	// wazero wrote a file: it compiled (a miss, or an entry whose name
	// wazero no longer computes, on another CPU).
	for name := range after {
		if before[name] || strings.HasSuffix(name, ".tmp") {
			continue
		}
		if err := c.store(entry, digest, name, metered); err != nil {
			c.logger.Warn("compile cache: storing a compiled module", "entry", entry, "error", err)
		} else {
			c.logger.Debug("compile cache: stored an entry", "entry", entry)
		}
	}
	return cm, nil
}

// stage checks the entry for digest and, when it is authentic, writes its
// compiled code into c.wdir under wazero's file name and returns the
// metered module and that name. An entry that is not authentic is
// deleted, with a log line, and stage returns nothing.
func (c *authCache) stage(entry, digest string) (metered []byte, name string) {
	data, err := readEntry(entry)
	if errors.Is(err, fs.ErrNotExist) {
		c.logger.Debug("compile cache: no entry", "entry", entry)
		return nil, ""
	}
	var code []byte
	if err == nil {
		metered, name, code, err = c.open(data, digest)
	}
	if err != nil {
		c.logger.Warn("compile cache: entry failed authentication; deleting it and compiling the module again",
			"entry", entry, "error", err)
		os.Remove(entry)
		return nil, ""
	}
	// Only the checked bytes in memory reach the staging dir, which
	// nothing else writes; wazero reads them from there.
	if err := writeNew(filepath.Join(c.wdir, name), code); err != nil {
		c.logger.Warn("compile cache: staging an entry", "entry", entry, "error", err)
		return metered, ""
	}
	c.logger.Debug("compile cache: authenticated entry", "entry", entry)
	return metered, name
}

// writeNew writes data to a new file at path, failing if path exists.
func writeNew(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}

// store reads the file name that wazero wrote in c.wdir and writes it,
// with the metered module it was compiled from, as the module's
// authenticated entry (atomically, by rename). The staging copy is removed
// either way.
func (c *authCache) store(entry, digest, name string, metered []byte) error {
	staged := filepath.Join(c.wdir, name)
	defer os.Remove(staged)
	if !validFileName(name) {
		return fmt.Errorf("wazero wrote %q, not a file name of its cache", name)
	}
	code, err := readEntry(staged)
	if err != nil {
		return err
	}
	ctx := c.context(digest, name)
	body := cacheHeaderLen + len(ctx)
	data := make([]byte, body+8+len(metered)+len(code))
	copy(data, cacheEntryMagic)
	copy(data[cacheHeaderLen:], ctx)
	binary.LittleEndian.PutUint64(data[body:], uint64(len(metered)))
	copy(data[body+8:], metered)
	copy(data[body+8+len(metered):], code)
	nonce := data[len(cacheEntryMagic) : len(cacheEntryMagic)+cacheNonceBytes]
	if _, err := rand.Read(nonce); err != nil {
		return err
	}
	copy(data[len(cacheEntryMagic)+cacheNonceBytes:], c.gmac.Seal(nil, nonce, nil, data[cacheHeaderLen:]))
	tmp, err := os.CreateTemp(c.entries, ".entry-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(data)
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

// validFileName reports whether name has the form of wazero's file names
// (the hex of a sha256).
func validFileName(name string) bool {
	return len(name) == 2*sha256.Size && strings.Trim(name, "0123456789abcdef") == ""
}

// open checks an entry's bytes and returns the metered module, wazero's
// file name and the compiled code.
func (c *authCache) open(data []byte, digest string) (metered []byte, name string, code []byte, err error) {
	if !bytes.HasPrefix(data, []byte(cacheEntryMagic)) {
		return nil, "", nil, errors.New("not a cache entry of this version")
	}
	if len(data) < cacheHeaderLen {
		return nil, "", nil, errors.New("truncated entry")
	}
	nonce := data[len(cacheEntryMagic) : len(cacheEntryMagic)+cacheNonceBytes]
	tag := data[len(cacheEntryMagic)+cacheNonceBytes : cacheHeaderLen]
	covered := data[cacheHeaderLen:]
	// The context ends with wazero's file name: read it, then compare the
	// whole context with the one expected.
	name, ok := contextFileName(covered)
	if !ok || !validFileName(name) {
		return nil, "", nil, errors.New("malformed entry context")
	}
	ctx := c.context(digest, name)
	if !bytes.HasPrefix(covered, ctx) {
		return nil, "", nil, errors.New("the entry is for another module, engine, meter or feature set")
	}
	if _, err := c.gmac.Open(nil, nonce, tag, covered); err != nil {
		return nil, "", nil, errors.New("the GMAC does not match (changed, or made with another key)")
	}
	rest := covered[len(ctx):]
	if len(rest) < 8 || binary.LittleEndian.Uint64(rest) > uint64(len(rest)-8) {
		return nil, "", nil, errors.New("malformed entry body")
	}
	n := int(binary.LittleEndian.Uint64(rest))
	return rest[8 : 8+n], name, rest[8+n:], nil
}

// context is what an entry's tag covers besides the metered module and the
// code: the module's sha256, the engine, the meter, the core features and
// wazero's file name, each length-prefixed. The file name is last (see
// contextFileName).
func (c *authCache) context(digest, name string) []byte {
	var b []byte
	for _, s := range []string{digest, c.engine, meterFormat, fmt.Sprint(uint64(coreFeatures)), name} {
		b = fmt.Appendf(b, "%d:%s,", len(s), s)
	}
	return b
}

// contextFields is the number of fields of an entry's context.
const contextFields = 5

// contextFileName returns the last length-prefixed field of an entry's
// context (wazero's file name), if covered starts with a context.
func contextFileName(covered []byte) (string, bool) {
	var field string
	for range contextFields {
		n, rest, ok := bytes.Cut(covered, []byte(":"))
		if !ok || len(n) > 4 {
			return "", false
		}
		size, err := strconv.Atoi(string(n))
		if err != nil || size < 0 || size+1 > len(rest) || rest[size] != ',' {
			return "", false
		}
		field, covered = string(rest[:size]), rest[size+1:]
	}
	return field, true
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
