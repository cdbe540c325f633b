package wasmabi

// ABIVersion is the version of the Sluice WASM ABI this package implements.
// A guest returns it from its sluice_abi_version export; the host refuses a
// module that reports any other version.
const ABIVersion = 3

// ImportModule is the WebAssembly module name of the host functions.
const ImportModule = "sluice"

// Names of the functions a guest exports.
const (
	ExportABIVersion = "sluice_abi_version"
	ExportBuffer     = "sluice_buffer"
	ExportDescribe   = "sluice_describe"
	ExportBegin      = "sluice_begin"
	ExportDetect     = "sluice_detect"
	ExportScanTree   = "sluice_scan_tree"
	// ExportInitialize is the WASI reactor initialiser. The host calls it
	// once, before anything else, when the module exports it.
	ExportInitialize = "_initialize"
)

// Names of the host functions a guest may import from ImportModule.
const (
	ImportInfo = "info"
	// ImportFindings takes a run of binary finding records (wire.go).
	ImportFindings = "findings"
	ImportProgress = "progress"
	ImportLog      = "log"
	ImportError    = "error"
	// ImportHitFilters takes a detector's hit filters (filter.go) during
	// sluice_describe. Optional: a guest without filters need not import
	// it.
	ImportHitFilters = "hit_filters"
)

// Status is what a guest export returns: StatusOK or why the call failed.
type Status = uint32

// Statuses of sluice_describe, sluice_begin, sluice_detect and
// sluice_scan_tree.
const (
	// StatusOK means the call succeeded.
	StatusOK Status = 0
	// StatusError means the scanner failed; the message was passed to the
	// error import. A new attempt may succeed.
	StatusError Status = 1
	// StatusBadRequest means the scanner cannot serve the request (see
	// scanner.ErrBadRequest). Not retryable.
	StatusBadRequest Status = 2
	// StatusLimit means the scanner stopped because the host said a limit
	// was reached (the findings import returned FindingLimit).
	StatusLimit Status = 3
	// StatusCancelled means the scanner stopped because it was cancelled.
	StatusCancelled Status = 4
	// StatusBadInput means the host called the export wrongly: malformed
	// request JSON, a length past the buffer, or a kind the scanner is not.
	StatusBadInput Status = 5
)

// Results of the findings import.
const (
	// FindingAccepted means the host kept the findings.
	FindingAccepted uint32 = 0
	// FindingLimit means the host's limit is reached (it kept the records
	// before the limit); the guest must stop and return StatusLimit.
	FindingLimit uint32 = 1
)

// FlushBytes is how many bytes of finding records the Go guest collects
// before it passes them to the findings import; the rest go at the end of
// each export call.
const FlushBytes = 64 << 10

// Log levels of the log import.
const (
	LogDebug uint32 = 0
	LogInfo  uint32 = 1
	LogWarn  uint32 = 2
	LogError uint32 = 3
)

// MaxErrorBytes is the longest error message the host keeps; longer ones
// are cut.
const MaxErrorBytes = 4096

// ExportConfigure is the optional export that takes the scanner's data
// files at load: `sluice_configure(len i32) -> i32 status`, with the
// buffer's first len bytes a data-file list (wire.go). The host calls it
// after _initialize and before anything else, only when the scanner has
// data files; a module without it cannot be given any.
const ExportConfigure = "sluice_configure"

// Limits of the data files handed to sluice_configure.
const (
	// MaxDataFiles caps the number of data files.
	MaxDataFiles = 64
	// MaxDataBytes caps their total size, names included.
	MaxDataBytes = 16 << 20
)
