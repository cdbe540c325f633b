// Package bundle writes, reads and verifies sealed result bundles: the one
// file a slot produces for one attempt of one job.
//
// A bundle is a single zstd frame whose content is a stream of
// length-prefixed records: one header, any number of event records
// (findings, progress, logs, errors), and one trailer that counts and hashes
// everything before it. The file is named by the sha256 of its bytes,
// "<sha256>.bundle", and that digest is its delivery identity. The same
// header and events always produce the same bytes: payloads are canonical
// JSON without clocks, random ids or map iteration order, and the zstd
// encoder runs single-threaded with fixed settings.
//
// Writer streams events to a private temp file and Seal renames it into a
// ready directory after fsync. Reader and Verify stream the file back with
// bounded memory and reject anything malformed with an *Error whose Kind
// (ErrCorrupt, ErrTruncated, ErrTooLarge, ErrIdentity, ErrDigest, ...) works
// with errors.Is. The byte layout is specified in docs/bundle-format.md.
package bundle
