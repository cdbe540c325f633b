//go:build wasip1

package wasmguest

import (
	"os"
	"unsafe"

	"github.com/sluicehq/sluice/internal/wasmabi"
)

// The ABI imports. See docs/wasm-abi.md.

//go:wasmimport sluice info
func hostInfo(p unsafe.Pointer, n uint32)

//go:wasmimport sluice findings
func hostFindings(p unsafe.Pointer, n uint32) uint32

//go:wasmimport sluice progress
func hostProgress(files, bytes int64)

//go:wasmimport sluice log
func hostLog(level uint32, p unsafe.Pointer, n uint32)

//go:wasmimport sluice error
func hostError(p unsafe.Pointer, n uint32)

//go:wasmimport sluice hit_filters
func hostHitFilters(p unsafe.Pointer, n uint32)

//go:wasmimport sluice regex_compile
func hostRegexCompile(p unsafe.Pointer, n uint32) uint32

//go:wasmimport sluice regex_find
func hostRegexFind(id uint32, p unsafe.Pointer, n uint32, out unsafe.Pointer, outLen uint32) uint32

// wasiRegex binds regexHost to the regex imports.
type wasiRegex struct{}

func (wasiRegex) compile(pattern string) uint32 {
	return hostRegexCompile(unsafe.Pointer(unsafe.StringData(pattern)), uint32(len(pattern)))
}

// find passes out as bytes: the host writes little-endian u32 offsets, and
// WebAssembly is little-endian.
func (wasiRegex) find(id uint32, region []byte, out []uint32) uint32 {
	return hostRegexFind(id, unsafe.Pointer(unsafe.SliceData(region)), uint32(len(region)),
		unsafe.Pointer(unsafe.SliceData(out)), uint32(4*len(out)))
}

func init() { regexes = wasiRegex{} }

// wasiHost binds the host interface to the imports.
type wasiHost struct{}

func (wasiHost) info(b []byte) { hostInfo(unsafe.Pointer(unsafe.SliceData(b)), uint32(len(b))) }

func (wasiHost) findings(b []byte) uint32 {
	return hostFindings(unsafe.Pointer(unsafe.SliceData(b)), uint32(len(b)))
}

func (wasiHost) progress(files, bytes int64) { hostProgress(files, bytes) }

func (wasiHost) log(level uint32, msg string) {
	hostLog(level, unsafe.Pointer(unsafe.StringData(msg)), uint32(len(msg)))
}

func (wasiHost) setError(msg string) {
	hostError(unsafe.Pointer(unsafe.StringData(msg)), uint32(len(msg)))
}

func (wasiHost) hitFilters(b []byte) {
	hostHitFilters(unsafe.Pointer(unsafe.SliceData(b)), uint32(len(b)))
}

// theGuest is created on first use, after the main package's init
// functions (and so Register) have run.
var theGuest *guest

func current() *guest {
	if theGuest == nil {
		theGuest = &guest{s: registeredScanner(), host: wasiHost{}}
	}
	return theGuest
}

//go:wasmexport sluice_abi_version
func exportABIVersion() uint32 { return wasmabi.ABIVersion }

//go:wasmexport sluice_buffer
func exportBuffer(n uint32) unsafe.Pointer {
	return unsafe.Pointer(unsafe.SliceData(current().buffer(n)))
}

//go:wasmexport sluice_describe
func exportDescribe() uint32 { return current().describe() }

//go:wasmexport sluice_begin
func exportBegin(n uint32) uint32 { return current().begin(n) }

//go:wasmexport sluice_detect
func exportDetect(n uint32) uint32 { return current().detect(n) }

//go:wasmexport sluice_scan_tree
func exportScanTree() uint32 {
	g := current()
	if g.s == nil {
		return g.describe()
	}
	return g.scanTree(os.DirFS("/"))
}

//go:wasmexport sluice_configure
func exportConfigure(n uint32) uint32 { return current().configure(n) }

//lint:file-ignore U1000 the exports above are used by the host through //go:wasmexport, which staticcheck does not count as a use
