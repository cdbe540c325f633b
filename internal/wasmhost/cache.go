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

	"github.com/sluicehq/sluice/internal/state"
)

// The compile cache keeps wazero's compiled machine code across runs, and
// never lets wazero load a byte of it that this host did not authenticate.
//
// wazero reads its file cache from a directory it is given. That directory
// (the staging dir) is private to one Runtime: created fresh with
// os.MkdirTemp, removed by Close, and nothing but this code and wazero
// writes there. The persistent entries live in Config.CacheDir/modules,
// which may have been restored from an untrusted place (a CI cache). A
// module's entry is two files: the code file, exactly the bytes wazero
// wrote for the module, and the header file, which holds the metered
// module (so that a hit does not meter it again) and two GMACs
// (AES-256-GCM authenticating without encrypting, with random nonces),
// keyed by a secret kept outside the cache (Config.CacheKeyFile): one over
// the code file's bytes, under a key derived for the entry's context (the
// module's sha256, the engine: wazero's version and platform as wazero
// names its directory and the checksum of the wazero source this binary
// was built from, the meter's format, the core features and the name
// wazero gives the code), and one over the header (that context, the code's
// nonce and tag, and the metered module). GMAC rather than HMAC-SHA256
// because a hit authenticates tens of MiB of code: AES-NI and carry-less
// multiplication do that about twenty times faster than SHA-256.
//
// Before a compile, the header is read into memory and checked, and the
// code file is opened, checked to be a regular file of this uid that no
// other can write (so that only this uid or root can change its bytes
// from here on), mapped and checked; then that open file, and no name of
// it, is hard-linked into the staging dir under wazero's name for it, and
// wazero reads it from there. Where no link can be made, the checked bytes
// are written there instead. An entry that fails is deleted (logged) and
// the module compiled again. After a compile that wrote a new file into
// the staging dir, that file becomes the code file (by a link: its bytes
// are never copied) and a header is written for it. Either way the
// staging name is removed once wazero has loaded it: the staging dir
// stays empty between compiles.
//
// wazero names a module's file by a hash of the module, the CPU's features
// and its own format, which it computes internally; the header records the
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

// A header file is cacheEntryMagic, the header's GMAC nonce and tag, then
// what that tag covers: the entry's context (see authCache.context), the
// code file's GMAC nonce and tag, the metered module's length (8 bytes,
// little-endian) and the metered module.
const (
	cacheNonceBytes = 12
	cacheTagBytes   = 16
	cacheHeaderLen  = len(cacheEntryMagic) + cacheNonceBytes + cacheTagBytes
)

// codeSuffix ends the name of an entry's code file.
const codeSuffix = ".code"

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
	// gmac authenticates headers: AES-256-GCM under a key derived from
	// the key file's. codeKey derives the key of each code file's GMAC.
	gmac    cipher.AEAD
	codeKey []byte
	logger  *slog.Logger

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
	if c.gmac, err = newCacheGMAC(key, "GMAC key"); err != nil {
		return nil, nil, fmt.Errorf("cache key: %w", err)
	}
	c.codeKey = deriveCacheKey(key, "code GMAC key")
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

// deriveCacheKey derives the key of one purpose, named by label, from the
// key file's key.
func deriveCacheKey(key []byte, label string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(cacheEntryMagic + label))
	return m.Sum(nil)
}

// newCacheGMAC returns AES-256-GCM under the key derived for label.
func newCacheGMAC(key []byte, label string) (cipher.AEAD, error) {
	block, err := aes.NewCipher(deriveCacheKey(key, label))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// codeGMAC returns the GMAC of the code file of the entry with context
// ctx: AES-256-GCM under a key derived for that context, so that a code
// file's tag checks for its own entry only.
func (c *authCache) codeGMAC(ctx []byte) (cipher.AEAD, error) {
	m := hmac.New(sha256.New, c.codeKey)
	m.Write(ctx)
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

// moduleDigest is the lowercase hex sha256 of a module's bytes, which
// names its cache entry.
func moduleDigest(wasm []byte) string {
	sum := sha256.Sum256(wasm)
	return hex.EncodeToString(sum[:])
}

// entry is the cache entry of the module with digest on this engine.
func (c *authCache) entry(digest string) string {
	return filepath.Join(c.entries, digest+"-"+filepath.Base(c.wdir))
}

// compile meters wasm and compiles it through wazero, taking both the
// metered module and its code from the module's authenticated entry when
// there is one.
func (c *authCache) compile(ctx context.Context, r wazero.Runtime, wasm []byte) (wazero.CompiledModule, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	digest := moduleDigest(wasm)
	entry := c.entry(digest)
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

// stage checks the entry for digest and, when it is authentic, puts its
// code into c.wdir under wazero's file name and returns the metered module
// and that name. An entry that is not authentic is deleted, with a log
// line, and stage returns nothing.
func (c *authCache) stage(entry, digest string) (metered []byte, name string) {
	data, err := readEntry(entry)
	if errors.Is(err, fs.ErrNotExist) {
		c.logger.Debug("compile cache: no entry", "entry", entry)
		return nil, ""
	}
	if err == nil {
		metered, name, err = c.stageCode(entry, digest, data)
	}
	if err != nil {
		c.logger.Warn("compile cache: entry failed authentication; deleting it and compiling the module again",
			"entry", entry, "error", err)
		os.Remove(entry)
		os.Remove(entry + codeSuffix)
		return nil, ""
	}
	c.logger.Debug("compile cache: authenticated entry", "entry", entry)
	return metered, name
}

// stageCode checks the header data and the code file of entry and puts
// the code into c.wdir under wazero's name for it. A failure to stage
// what checked is not the entry's fault: it is logged, and the metered
// module returned without a name (wazero then compiles).
func (c *authCache) stageCode(entry, digest string, data []byte) (metered []byte, name string, err error) {
	h, err := c.open(data, digest)
	if err != nil {
		return nil, "", err
	}
	f, err := os.OpenFile(entry+codeSuffix, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, "", fmt.Errorf("code file: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, "", err
	}
	// Only this uid (or root) can change the bytes of such a file, so the
	// bytes checked below are the bytes wazero reads.
	sys, ok := st.Sys().(*syscall.Stat_t)
	switch {
	case !st.Mode().IsRegular():
		return nil, "", errors.New("code file: not a regular file")
	case !ok || sys.Uid != uint32(os.Geteuid()):
		return nil, "", errors.New("code file: owned by another user")
	case st.Mode().Perm()&0o022 != 0:
		return nil, "", fmt.Errorf("code file: mode %s lets others change it", st.Mode())
	case st.Size() > maxCacheEntryBytes:
		return nil, "", fmt.Errorf("code file: over %d bytes", maxCacheEntryBytes)
	}
	code, unmap, err := mapFile(f, st.Size())
	if err != nil {
		return nil, "", err
	}
	defer unmap()
	gmac, err := c.codeGMAC(c.context(digest, h.name))
	if err != nil {
		return nil, "", err
	}
	if _, err := gmac.Open(nil, h.codeNonce, h.codeTag, code); err != nil {
		return nil, "", errors.New("code file: the GMAC does not match (changed, or made with another key)")
	}
	staged := filepath.Join(c.wdir, h.name)
	if err := linkOpen(f, staged); err != nil {
		// Another file system, or no /proc: a copy of the checked bytes.
		if err := writeNew(staged, code); err != nil {
			c.logger.Warn("compile cache: staging an entry", "entry", entry, "error", err)
			return h.metered, "", nil
		}
	}
	return h.metered, h.name, nil
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

// store makes the file that wazero wrote in c.wdir, name, the code file of
// the module's entry (by a link; its bytes are not copied), with a new
// header for it and the metered module it was compiled from, each put in
// place atomically by rename, the code file first. The staging name is
// removed either way.
func (c *authCache) store(entry, digest, name string, metered []byte) error {
	staged := filepath.Join(c.wdir, name)
	defer os.Remove(staged)
	if !validFileName(name) {
		return fmt.Errorf("wazero wrote %q, not a file name of its cache", name)
	}
	f, err := os.OpenFile(staged, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() || st.Size() > maxCacheEntryBytes {
		return fmt.Errorf("wazero wrote %s, not a regular file of at most %d bytes", name, maxCacheEntryBytes)
	}
	code, unmap, err := mapFile(f, st.Size())
	if err != nil {
		return err
	}
	defer unmap()
	ctx := c.context(digest, name)
	gmac, err := c.codeGMAC(ctx)
	if err != nil {
		return err
	}
	codeNonce := make([]byte, cacheNonceBytes)
	if _, err := rand.Read(codeNonce); err != nil {
		return err
	}
	codeTag := gmac.Seal(nil, codeNonce, nil, code)

	// The code file: wazero's file under a temporary name in the entries
	// dir (a link, or a copy of the mapped bytes), then renamed.
	tmpCode := filepath.Join(c.entries, fmt.Sprintf(".code-%s-%x", name[:16], codeNonce))
	if err := linkOpen(f, tmpCode); err != nil {
		if err := writeNew(tmpCode, code); err != nil {
			return err
		}
	}
	defer os.Remove(tmpCode)
	if err := os.Rename(tmpCode, entry+codeSuffix); err != nil {
		return err
	}

	// The header.
	body := cacheHeaderLen + len(ctx)
	data := make([]byte, body+cacheNonceBytes+cacheTagBytes+8+len(metered))
	copy(data, cacheEntryMagic)
	copy(data[cacheHeaderLen:], ctx)
	copy(data[body:], codeNonce)
	copy(data[body+cacheNonceBytes:], codeTag)
	binary.LittleEndian.PutUint64(data[body+cacheNonceBytes+cacheTagBytes:], uint64(len(metered)))
	copy(data[body+cacheNonceBytes+cacheTagBytes+8:], metered)
	nonce := data[len(cacheEntryMagic) : len(cacheEntryMagic)+cacheNonceBytes]
	if _, err := rand.Read(nonce); err != nil {
		return err
	}
	copy(data[len(cacheEntryMagic)+cacheNonceBytes:], c.gmac.Seal(nil, nonce, nil, data[cacheHeaderLen:]))
	return state.WriteFileAtomic(entry, data)
}

// validFileName reports whether name has the form of wazero's file names
// (the hex of a sha256).
func validFileName(name string) bool {
	return len(name) == 2*sha256.Size && strings.Trim(name, "0123456789abcdef") == ""
}

// header is what a checked header file holds.
type header struct {
	name               string // wazero's name for the code
	codeNonce, codeTag []byte // the code file's GMAC
	metered            []byte
}

// open checks a header file's bytes and returns what it holds.
func (c *authCache) open(data []byte, digest string) (*header, error) {
	if !bytes.HasPrefix(data, []byte(cacheEntryMagic)) {
		return nil, errors.New("not a cache entry of this version")
	}
	if len(data) < cacheHeaderLen {
		return nil, errors.New("truncated entry")
	}
	nonce := data[len(cacheEntryMagic) : len(cacheEntryMagic)+cacheNonceBytes]
	tag := data[len(cacheEntryMagic)+cacheNonceBytes : cacheHeaderLen]
	covered := data[cacheHeaderLen:]
	// The context ends with wazero's file name: read it, then compare the
	// whole context with the one expected.
	name, ok := contextFileName(covered)
	if !ok || !validFileName(name) {
		return nil, errors.New("malformed entry context")
	}
	ctx := c.context(digest, name)
	if !bytes.HasPrefix(covered, ctx) {
		return nil, errors.New("the entry is for another module, engine, meter or feature set")
	}
	if _, err := c.gmac.Open(nil, nonce, tag, covered); err != nil {
		return nil, errors.New("the GMAC does not match (changed, or made with another key)")
	}
	rest := covered[len(ctx):]
	const fixed = cacheNonceBytes + cacheTagBytes + 8
	if len(rest) < fixed || binary.LittleEndian.Uint64(rest[fixed-8:]) != uint64(len(rest)-fixed) {
		return nil, errors.New("malformed entry body")
	}
	return &header{name: name, codeNonce: rest[:cacheNonceBytes], codeTag: rest[cacheNonceBytes : cacheNonceBytes+cacheTagBytes],
		metered: rest[fixed:]}, nil
}

// context is what identifies an entry, covered by both of its tags: the
// module's sha256, the engine, the meter, the core features and wazero's
// file name, each length-prefixed. The file name is last (see
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
