// Package buildinfo says which build of Sluice is running: the version
// every binary reports (worker version, the worker's start line, the
// User-Agent it sends, the sluice_build_info metric), so that a fleet can
// tell its builds apart and a release build never calls itself "(devel)".
package buildinfo

import (
	"runtime"
	"runtime/debug"
)

// release is set by a release build:
//
//	go build -ldflags "-X github.com/sluicehq/sluice/internal/buildinfo.release=v1.4.0" ./cmd/worker
//
// (make build sets it from git describe). It wins over everything else.
var release string

// Info describes the running binary.
type Info struct {
	// Version is release when set; else the module version when the binary
	// was built as a module (go install ...@v1.4.0); else "devel-" and the
	// first 12 digits of the VCS revision (with "-dirty" for a checkout
	// with uncommitted changes); else "devel".
	Version string `json:"version"`
	// Revision and Time describe the VCS commit, when the build recorded it.
	Revision string `json:"revision,omitempty"`
	Time     string `json:"time,omitempty"`
	// Modified is true when the checkout had uncommitted changes.
	Modified bool   `json:"modified,omitempty"`
	Go       string `json:"go"`
	Platform string `json:"platform"`
}

// Read returns the running binary's Info.
func Read() Info {
	bi, _ := debug.ReadBuildInfo()
	return from(bi, release)
}

// Version is Read().Version.
func Version() string { return Read().Version }

// from builds Info from bi (nil when the binary has none) and a release
// version (empty when not set).
func from(bi *debug.BuildInfo, release string) Info {
	v := Info{Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	module := ""
	if bi != nil {
		module = bi.Main.Version
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				v.Revision = s.Value
			case "vcs.time":
				v.Time = s.Value
			case "vcs.modified":
				v.Modified = s.Value == "true"
			}
		}
	}
	switch {
	case release != "":
		v.Version = release
	case module != "" && module != "(devel)":
		v.Version = module
	case v.Revision != "":
		v.Version = "devel-" + v.Revision[:min(12, len(v.Revision))]
		if v.Modified {
			v.Version += "-dirty"
		}
	default:
		v.Version = "devel"
	}
	return v
}
