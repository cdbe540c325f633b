package wazero

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	goruntime "runtime"
	"sync"

	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/internal/filecache"
	"github.com/tetratelabs/wazero/internal/version"
	"github.com/tetratelabs/wazero/internal/wasm"
)

// CompilationCache reduces time spent compiling (Runtime.CompileModule) the same wasm module.
//
// # Notes
//
//   - This is an interface for decoupling, not third-party implementations.
//     All implementations are in wazero.
//   - Instances of this can be reused across multiple runtimes, if configured
//     via RuntimeConfig.
//   - The cache check happens before the compilation, so if multiple Goroutines are
//     trying to compile the same module simultaneously, it is possible that they
//     all compile the module. The design here is that the lock isn't held for the action "Compile"
//     but only for checking and saving the compiled result. Therefore, we strongly recommend that the embedder
//     does the centralized compilation in a single Goroutines (or multiple Goroutines per Wasm binary) to generate cache rather than
//     trying to Compile in parallel for a single module. In other words, we always recommend to produce CompiledModule
//     share it across multiple Goroutines to avoid trying to compile the same module simultaneously.
type CompilationCache interface{ api.Closer }

// NewCompilationCache returns a new CompilationCache to be passed to RuntimeConfig.
// This configures only in-memory cache, and doesn't persist to the file system. See wazero.NewCompilationCacheWithDir for detail.
//
// The returned CompilationCache can be used to share the in-memory compilation results across multiple instances of wazero.Runtime.
func NewCompilationCache() CompilationCache {
	return &cache{}
}

// NewCompilationCacheWithDir is like wazero.NewCompilationCache except the result also writes
// state into the directory specified by `dirname` parameter.
//
// If the dirname doesn't exist, this creates it or returns an error.
//
// Those running wazero as a CLI or frequently restarting a process using the same wasm should
// use this feature to reduce time waiting to compile the same module a second time.
//
// The contents written into dirname are wazero-version specific, meaning different versions of
// wazero will duplicate entries for the same input wasm.
//
// Note: The embedder must safeguard this directory from external changes.
func NewCompilationCacheWithDir(dirname string) (CompilationCache, error) {
	c := &cache{}
	err := c.ensuresFileCache(dirname, version.GetWazeroVersion()+version.CompiledCodeMarker)
	return c, err
}

// CompiledCodeStore keeps the compiled code of a CompilationCache made by
// NewCompilationCacheWithStore, in place of the directory of
// NewCompilationCacheWithDir: the embedder supplies the storage. Its methods
// have the shape of wazero's internal file cache and may be called from
// several goroutines at once.
//
//   - Get returns the content last added under key, with ok=true, or ok=false
//     and a nil error when there is none. The caller closes content.
//   - Add stores content, unmodified, under key.
//   - Delete drops the content under key (wazero calls it for content made by
//     another wazero version).
//
// key is derived from the module's bytes (sha256), whether it was compiled to
// ensure termination, the CPU features and the engine's format; it does not
// cover the enabled core features, the wazero version or the platform, which a
// persistent store keys or checks itself (CompiledCodeVersion names the
// version).
type CompiledCodeStore interface {
	Get(key [32]byte) (content io.ReadCloser, ok bool, err error)
	Add(key [32]byte, content io.Reader) error
	Delete(key [32]byte) error
}

// CompiledCodeVersion names the compiler whose code a CompiledCodeStore
// holds: wazero's version, with the marker of a patched copy.
func CompiledCodeVersion() string {
	return version.GetWazeroVersion() + version.CompiledCodeMarker
}

// NewCompilationCacheWithStore is like NewCompilationCacheWithDir, except that
// the compiled code is kept in store.
//
// trustedHits opts in to skipping the validation of function bodies when
// Runtime.CompileModule takes a module's compiled code from this cache (from
// store, or from the memory of a Runtime sharing the cache) rather than
// compiling it. The rest of the module is still validated. Only set it when
// store returns nothing for a key but content that this cache's Add gave it
// for the same key, checked (for example with a MAC whose key the store's
// medium does not hold): Add is only called after the module's bytes, whose
// sha256 the key covers, were validated in full, so a hit proves that those
// bytes passed validation. The store must also bind its content to the core
// features of the Runtimes that use the cache, which the key does not cover.
// The interpreter never skips validation.
func NewCompilationCacheWithStore(store CompiledCodeStore, trustedHits bool) CompilationCache {
	return &cache{fileCache: store, trustedHits: trustedHits}
}

// cache implements Cache interface.
type cache struct {
	// trustedHits skips validating function bodies on a hit: see
	// NewCompilationCacheWithStore.
	trustedHits bool

	// eng is the engine for this cache. If the cache is configured, the engine is shared across multiple instances of
	// Runtime, and its lifetime is not bound to them. Instead, the engine is alive until Cache.Close is called.
	engs      [engineKindCount]wasm.Engine
	fileCache filecache.Cache
	initOnces [engineKindCount]sync.Once
}

func (c *cache) initEngine(ek engineKind, ne newEngine, ctx context.Context, features api.CoreFeatures) wasm.Engine {
	c.initOnces[ek].Do(func() { c.engs[ek] = ne(ctx, features, c.fileCache) })
	return c.engs[ek]
}

// Close implements the same method on the Cache interface.
func (c *cache) Close(_ context.Context) (err error) {
	for _, eng := range c.engs {
		if eng != nil {
			if err = eng.Close(); err != nil {
				return
			}
		}
	}
	return
}

func (c *cache) ensuresFileCache(dir string, wazeroVersion string) error {
	// Resolve a potentially relative directory into an absolute one.
	var err error
	dir, err = filepath.Abs(dir)
	if err != nil {
		return err
	}

	// Ensure the user-supplied directory.
	if err = mkdir(dir); err != nil {
		return err
	}

	// Create a version-specific directory to avoid conflicts.
	dirname := path.Join(dir, "wazero-"+wazeroVersion+"-"+goruntime.GOARCH+"-"+goruntime.GOOS)
	if err = mkdir(dirname); err != nil {
		return err
	}

	c.fileCache = filecache.New(dirname)
	return nil
}

func mkdir(dirname string) error {
	if st, err := os.Stat(dirname); errors.Is(err, os.ErrNotExist) {
		// If the directory not found, create the cache dir.
		if err = os.MkdirAll(dirname, 0o700); err != nil {
			return fmt.Errorf("create directory %s: %v", dirname, err)
		}
	} else if err != nil {
		return err
	} else if !st.IsDir() {
		return fmt.Errorf("%s is not dir", dirname)
	}
	return nil
}
