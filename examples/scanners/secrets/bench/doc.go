// Package bench measures the secrets scanner on a generated corpus (100 MB
// by default, SLUICE_BENCH_MB to change it; written to a temporary
// directory, never committed) in one run: the detector natively, its WASM,
// go-plugin and subprocess builds through their harnesses, and `worker
// scan` end to end with the built-in package. scripts/bench-secrets.sh runs
// it and prints MB/s with ratios to native; docs/benchmarks.md has the
// figures.
package bench
