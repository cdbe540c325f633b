// Package pluginpb holds the generated protobuf and gRPC code of the Sluice
// plugin protocol (scanner.proto). Do not edit the *.pb.go files: run
// `make generate`, which runs gen.sh with pinned generators and needs
// protoc (Debian package protobuf-compiler).
package pluginpb

//go:generate sh gen.sh
