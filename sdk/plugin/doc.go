// Package plugin runs a Sluice scanner as a HashiCorp go-plugin server and
// holds the host side of the same gRPC protocol. A scanner author writes a
// scanner against sdk/scanner once and builds this main for the goplugin
// backend:
//
//	func main() { plugin.Serve(detector.New(), plugin.Options{}) }
//
// Only programs that import this package pay for gRPC; sdk/scanner stays
// free of it. The protocol (package pluginpb, generated from
// proto/scanner.proto) is described in docs/plugin-protocol.md.
//
// The go-plugin magic cookie is not authentication: it only stops a plugin
// binary from running by accident outside a host. The host authenticates
// the binary by its signed package and its sha256, and the connection with
// AutoMTLS.
package plugin
