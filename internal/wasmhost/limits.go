package wasmhost

// Defaults applied to zero fields of Limits.
const (
	DefaultMaxFindingBytes = 16 << 10
	DefaultMaxOutputBytes  = 1 << 20
	DefaultMaxCaptureBytes = 64 << 10
	DefaultMaxLogLines     = 1000
)

// Limits bound what one scan's guest may produce.
type Limits struct {
	// MaxFindings, when above zero, is the most findings a guest may
	// report in one scan (counted as reported, before duplicates from
	// overlapping windows are removed); one more fails the scan as
	// KindOverLimit. Zero means no count here: a worker enforces
	// limits.max_findings once, in the pipeline's sink that every finding
	// of every backend passes, so its wasm backend leaves this zero.
	MaxFindings int
	// MaxFindingBytes is the longest finding record (ABI wire format,
	// including its length field) the guest may pass to the findings
	// import. A longer one fails the scan as KindOverLimit. Zero
	// means DefaultMaxFindingBytes (16 KiB).
	MaxFindingBytes int
	// MaxOutputBytes is how much the guest may write to stdout and stderr
	// together in one scan. Past it the guest is stopped and the scan fails
	// as KindOverLimit. Zero means DefaultMaxOutputBytes (1 MiB).
	MaxOutputBytes int64
	// MaxCaptureBytes is how much of stdout and of stderr is kept for an
	// Error's diagnostics. Zero means DefaultMaxCaptureBytes (64 KiB).
	MaxCaptureBytes int
	// MaxLogLines is the most log lines passed on per scan; the rest are
	// counted and summarised in one warning. Zero means DefaultMaxLogLines
	// (1000). Each line is cut at MaxLogBytes.
	MaxLogLines int
}

func (l Limits) withDefaults() Limits {
	if l.MaxFindingBytes <= 0 {
		l.MaxFindingBytes = DefaultMaxFindingBytes
	}
	if l.MaxOutputBytes <= 0 {
		l.MaxOutputBytes = DefaultMaxOutputBytes
	}
	if l.MaxCaptureBytes <= 0 {
		l.MaxCaptureBytes = DefaultMaxCaptureBytes
	}
	if l.MaxLogLines <= 0 {
		l.MaxLogLines = DefaultMaxLogLines
	}
	return l
}
