// Package plugin runs a Sluice scanner as a HashiCorp go-plugin server. A
// scanner author writes a scanner against sdk/scanner once and builds this
// main for the goplugin backend:
//
//	func main() { plugin.Serve(detector.New(), plugin.Options{}) }
//
// Only programs that import this package pay for gRPC; sdk/scanner stays
// free of it. The protocol (generated from internal/pluginrpc/proto) and
// the host's client (internal/pluginrpc) are not part of the SDK; the
// protocol is described in docs/plugin-protocol.md.
//
// The go-plugin magic cookie is not authentication: it only stops a plugin
// binary from running by accident outside a host. The host authenticates
// the binary by its signed package and its sha256, and the connection with
// AutoMTLS.
package plugin
