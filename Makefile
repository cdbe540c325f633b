# Sluice developer targets. `make check` is what CI runs (plus .ci/run).
GO          ?= go
BIN         ?= bin/worker
# The version the built worker reports (worker version, its start line, the
# sluice_build_info metric): the nearest tag and the commits since, from git.
VERSION     ?= $(shell git describe --tags --always --dirty 2>/dev/null)

.PHONY: build test test-full lint fmt generate bench check example-package

build:
	$(GO) build -ldflags "-X github.com/sluicehq/sluice/internal/buildinfo.release=$(VERSION)" -o $(BIN) ./cmd/worker

# The README's test command: race detector, short mode (soak tests skipped),
# tests in random order (the seed is printed; rerun one with -shuffle=SEED).
test:
	$(GO) test -race -short -shuffle=on -timeout 30m ./...

# Everything, including long tests and the binary tests.
test-full:
	$(GO) test -race -shuffle=on -timeout 60m ./...

# go vet and staticcheck, for the host and for the WASM target (.ci/run runs
# the same script).
lint:
	scripts/lint.sh

fmt:
	gofmt -w $$(git ls-files '*.go')

# Regenerates worker.toml from internal/config/core.toml and every plugin's
# declared keys (see worker.go).
generate:
	@command -v protoc >/dev/null || (apt-get update -qq && apt-get install -y -qq protobuf-compiler)
	$(GO) generate ./...

# Rebuilds the built-in secrets package embedded in the worker
# (examples/packages/secrets/pkg and digest.go) from source, byte for byte;
# run it after changing the secrets scanner or sdk/wasmguest and commit the
# result. scripts/check-example-package.sh (run by .ci/run) checks it.
example-package:
	$(GO) run ./examples/packages/secrets/internal/mkpkg

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Runs everything and fails when a generated or formatted file changed.
check: generate fmt lint test build
	@if [ -n "$$(git status --porcelain)" ]; then \
		echo "make check: the tree changed (stale generated files or unformatted code):"; \
		git status --porcelain; exit 1; \
	fi
