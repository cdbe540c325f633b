// Package pluginrpc is the Sluice go-plugin protocol shared by the two
// ends: the handshake, the plugin set, the conversions between the scanner
// types and their protobuf messages (package pluginpb in proto/), and the
// host's Client that backend.goplugin and the test harnesses drive. The
// plugin side, sdk/plugin.Serve, builds on the same definitions. The
// protocol is described in docs/plugin-protocol.md.
package pluginrpc
