// Package detectengine is the host side of content detectors: it walks a
// file system, reads each file in overlapping chunks, finds keyword hits
// with one native Aho-Corasick pass (sdk/detect.Matcher), and calls a
// scanner.Detector only with the windows of content around those hits.
// Every Sluice backend uses it: sdk/stdio.Main and sdk/plugin.Serve in the
// scanner's own process, and internal/wasmhost around a sandboxed guest.
// The contract it keeps with a Detector is documented in sdk/detect.
package detectengine
