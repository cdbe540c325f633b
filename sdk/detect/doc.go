// Package detect holds the helpers a content detector uses: Matcher, the
// native Aho-Corasick keyword pass (one pass for any number of keywords,
// ASCII case-insensitive), the Hit it reports, and IndexFold for a single
// keyword. The host's detector engine runs the same Matcher over each file
// in overlapping chunks and calls a scanner.Detector only with the windows
// of content around the hits, in every backend: natively for an
// executable or a plugin, and around a sandboxed guest for WASM.
//
// The contract between the engine and a Detector:
//
//   - Detect receives a Window whose Data holds Info.MaxMatchBytes bytes (the
//     match radius, default scanner.DefaultMaxMatchBytes) on each side of one
//     or more keyword hits, clipped to the file. Windows of nearby hits are
//     merged; a merged window is at most one chunk (1 MiB by default)
//     long, and longer runs of hits are split into windows that overlap by
//     at least the radius, so every match of at most the radius bytes
//     around a hit lies wholly inside some window.
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
// Output is deterministic whatever the engine's parallelism: files in
// lexical walk order, and each file's findings sorted by start offset, end
// offset and rule id.
package detect
