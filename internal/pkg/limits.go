package pkg

import (
	"time"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Limits bound what a package, a signature envelope and a root chain may
// hold. A zero field means its default (the Default* constants).
type Limits struct {
	// MaxManifestBytes caps manifest.json. Default 1 MiB.
	MaxManifestBytes int64
	// MaxEnvelopeBytes caps manifest.sig and each root file. Default 64 KiB.
	MaxEnvelopeBytes int64
	// MaxSignatures caps the signatures in one envelope. Default 32.
	MaxSignatures int
	// MaxEntries caps the files and directories in a package, manifest.json
	// and manifest.sig included. Default 1024.
	MaxEntries int
	// MaxFileBytes caps one file of a package. Default 256 MiB.
	MaxFileBytes int64
	// MaxTotalBytes caps the sum of all file sizes of a package. Default 1 GiB.
	MaxTotalBytes int64
	// MaxRatio caps how many uncompressed bytes a .tar.gz may expand to per
	// compressed byte, checked once more than RatioFloorBytes have been
	// expanded. Default 200.
	MaxRatio int64
	// MaxRootChain caps the number of root files in a trust chain. Default 16.
	MaxRootChain int
}

// Default limits; see Limits.
const (
	DefaultMaxManifestBytes = 1 << 20
	DefaultMaxEnvelopeBytes = 64 << 10
	DefaultMaxSignatures    = 32
	DefaultMaxEntries       = 1024
	DefaultMaxFileBytes     = 256 << 20
	DefaultMaxTotalBytes    = 1 << 30
	DefaultMaxRatio         = 200
	DefaultMaxRootChain     = 16

	// RatioFloorBytes is how many bytes an archive may expand to before
	// Limits.MaxRatio is enforced, so tiny archives of text are not refused.
	RatioFloorBytes = 1 << 20
)

// Fixed format limits. They are part of the format (spec version 1), not
// tunables.
const (
	// MaxPathBytes caps a file path in the manifest.
	MaxPathBytes = 512
	// MaxPathDepth caps the number of components of a path.
	MaxPathDepth = 16
	// MaxNameBytes caps package and scanner names.
	MaxNameBytes = 64
	// MaxReleaseBytes caps the display release string.
	MaxReleaseBytes = 64
	// MaxScanners caps the scanners of one package.
	MaxScanners = 64
	// MaxKeywords caps the keywords of one scanner; MaxKeywordBytes one
	// keyword. They are the limits of the scanner's Info, whose keywords
	// the manifest's must equal.
	MaxKeywords     = scanner.MaxKeywords
	MaxKeywordBytes = scanner.MaxKeywordLen
	// MaxBuilds caps the builds of one scanner.
	MaxBuilds = 16
	// MaxScannerData caps the data files of one scanner.
	MaxScannerData = 64
	// MaxCapabilities caps the capabilities of one scanner.
	MaxCapabilities = 16
	// MaxPlatforms caps compat.platforms.
	MaxPlatforms = 32
	// MaxTrustKeys caps the keys of a trust config or a root.
	MaxTrustKeys = 64
	// MaxJSONDepth caps the nesting of any JSON document this package reads.
	MaxJSONDepth = 16
	// MaxVersion is the largest package or root version (2^53-1, exact in
	// every JSON implementation).
	MaxVersion = 1<<53 - 1
	// MaxClockSkew is how far in the future a manifest's or root's created
	// time may be, relative to the reference time.
	MaxClockSkew = 5 * time.Minute
	// MaxKeyFileBytes caps a .pub or .key file.
	MaxKeyFileBytes = 4 << 10
)

func (l Limits) withDefaults() Limits {
	if l.MaxManifestBytes <= 0 {
		l.MaxManifestBytes = DefaultMaxManifestBytes
	}
	if l.MaxEnvelopeBytes <= 0 {
		l.MaxEnvelopeBytes = DefaultMaxEnvelopeBytes
	}
	if l.MaxSignatures <= 0 {
		l.MaxSignatures = DefaultMaxSignatures
	}
	if l.MaxEntries <= 0 {
		l.MaxEntries = DefaultMaxEntries
	}
	if l.MaxFileBytes <= 0 {
		l.MaxFileBytes = DefaultMaxFileBytes
	}
	if l.MaxTotalBytes <= 0 {
		l.MaxTotalBytes = DefaultMaxTotalBytes
	}
	if l.MaxRatio <= 0 {
		l.MaxRatio = DefaultMaxRatio
	}
	if l.MaxRootChain <= 0 {
		l.MaxRootChain = DefaultMaxRootChain
	}
	return l
}
