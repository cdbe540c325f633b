// Package detect is the host side of content detectors: it walks a file
// system, reads each file in overlapping chunks, finds keyword hits with one
// native Aho-Corasick pass (Matcher), and calls a scanner.Detector only with
// the windows of content around those hits. Every Sluice backend uses it:
// natively for an executable, and around a sandboxed guest for WASM.
//
// The contract with a Detector:
//
//   - Detect receives a Window whose Data holds Info.MaxMatchBytes bytes (the
//     match radius, default scanner.DefaultMaxMatchBytes) on each side of one
//     or more keyword hits, clipped to the file. Windows of nearby hits are
//     merged; a merged window is at most Options.ChunkBytes long, and longer
//     runs of hits are split into windows that overlap by at least the
//     radius, so every match of at most the radius bytes around a hit lies
//     wholly inside some window.
//   - Findings report StartOffset and EndOffset relative to Window.Data
//     (0 <= start <= end <= len(Data)); the engine rebases them to absolute
//     file offsets. Path may be empty (the engine fills it) and otherwise
//     must equal Window.Path. The engine fills Line and Column (1-based,
//     counted in bytes) from the offsets, overwriting what the detector set.
//   - The same (rule, start, end) found in two overlapping windows is
//     reported once. Every finding is validated (scanner.Finding.Validate)
//     and an invalid one fails the scan with an error naming the window.
//   - Window.Data is valid only during the call and must not be modified.
//
// Output is deterministic whatever Options.Workers is: files in lexical walk
// order, and each file's findings sorted by start offset, end offset and
// rule id.
package detect
