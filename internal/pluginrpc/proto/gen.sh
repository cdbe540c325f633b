#!/bin/sh
# Regenerates scanner.pb.go and scanner_grpc.pb.go from scanner.proto with
# pinned generators. Needs protoc (Debian: apt-get install protobuf-compiler,
# libprotoc 3.21.12 on bookworm) and the Go module proxy. Run from this
# directory (go generate does).
set -eu
PROTOC_GEN_GO=google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.6
PROTOC_GEN_GO_GRPC=google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.3.0
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
GOBIN="$bin" go install "$PROTOC_GEN_GO"
GOBIN="$bin" go install "$PROTOC_GEN_GO_GRPC"
protoc --plugin=protoc-gen-go="$bin/protoc-gen-go" \
	--plugin=protoc-gen-go-grpc="$bin/protoc-gen-go-grpc" \
	--go_out=. --go_opt=paths=source_relative \
	--go-grpc_out=. --go-grpc_opt=paths=source_relative \
	scanner.proto
