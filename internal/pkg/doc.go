// Package pkg reads, writes, signs and verifies Sluice scanner packages, and
// keeps the worker's verified package store.
//
// A package is a directory or a .tar.gz holding manifest.json, manifest.sig
// and the files the manifest lists. manifest.sig is a DSSE-style envelope of
// ed25519 signatures over PAE(payload type, exact manifest bytes). Trust
// comes from keys and a threshold, or from a pinned root file with an
// optional rotation chain (see TrustConfig). docs/package-format.md describes
// the format and docs/security.md the threat model.
//
// Verification is strict and runs in a fixed order: trust config, one
// reference time, root chain, package structure, manifest and signature read
// once into memory, envelope, signatures over the raw bytes, and only then
// the manifest, its paths, its exact file set, every file's size and digest,
// and its scanners. Verify reports every problem it finds; Store copies the
// verified bytes into a private content-addressed store while hashing them,
// and backends run only those copies.
//
// Built-in packages (StoreOptions.Builtin) are embedded in the worker
// binary; they pass the same verification into the same store, but are
// trusted only by their own key and a pinned manifest digest, never by the
// operator's [trust] (see BuiltinPackage).
package pkg
