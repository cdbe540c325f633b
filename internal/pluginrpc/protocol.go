package pluginrpc

import (
	"context"
	"errors"
	"fmt"
	"unicode/utf8"

	goplugin "github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"

	"github.com/sluicehq/sluice/internal/lineproto"
	pluginpb "github.com/sluicehq/sluice/internal/pluginrpc/proto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// ProtocolVersion is the version of the Sluice plugin protocol this package
// speaks, both in the go-plugin handshake and in GetInfoResponse.protocol.
// A host refuses a plugin of another version.
const ProtocolVersion = 1

// PluginName is the name the scanner service is dispensed under.
const PluginName = "scanner"

// Magic cookie of the handshake. It is not a secret and not authentication.
const (
	MagicCookieKey   = "SLUICE_PLUGIN_MAGIC_COOKIE"
	MagicCookieValue = "b1c4d6f0-sluice-scanner-plugin"
)

// Handshake returns the go-plugin handshake configuration of protocol
// version ProtocolVersion.
func Handshake() goplugin.HandshakeConfig {
	return goplugin.HandshakeConfig{
		ProtocolVersion:  ProtocolVersion,
		MagicCookieKey:   MagicCookieKey,
		MagicCookieValue: MagicCookieValue,
	}
}

// LifelineEnv names the environment variable a host sets to "stdin" when
// the plugin's standard input is a pipe whose write end only the host
// holds. Serve then exits as soon as stdin reaches end of file, that is as
// soon as the host dies.
const LifelineEnv = "SLUICE_PLUGIN_LIFELINE"

// MaxMessageBytes bounds one gRPC message in either direction (4 MiB).
// Every message of the protocol is far smaller; a larger one is malformed.
const MaxMessageBytes = 4 << 20

// GRPCPlugin is the go-plugin glue for the scanner service. Hosts put a
// zero GRPCPlugin in their plugin set under PluginName; dispensing it
// returns a *Client. Serve fills Impl on the plugin side.
type GRPCPlugin struct {
	goplugin.NetRPCUnsupportedPlugin
	// Impl is the server implementation; nil on the host side.
	Impl pluginpb.ScannerServer
}

// GRPCServer registers the scanner service. It implements
// goplugin.GRPCPlugin.
func (p *GRPCPlugin) GRPCServer(_ *goplugin.GRPCBroker, s *grpc.Server) error {
	if p.Impl == nil {
		return errors.New("plugin: no scanner to serve")
	}
	pluginpb.RegisterScannerServer(s, p.Impl)
	return nil
}

// GRPCClient returns a *Client for conn. It implements
// goplugin.GRPCPlugin.
func (p *GRPCPlugin) GRPCClient(_ context.Context, _ *goplugin.GRPCBroker, conn *grpc.ClientConn) (any, error) {
	return &Client{rpc: pluginpb.NewScannerClient(conn)}, nil
}

// PluginSet returns the plugin set a host passes to go-plugin.
func PluginSet() goplugin.PluginSet {
	return goplugin.PluginSet{PluginName: &GRPCPlugin{}}
}

// ProtocolError reports that the plugin broke the protocol: a malformed
// event, a wrong order, a count that does not add up, or an unknown
// protocol version. It is not retryable with the same plugin binary.
type ProtocolError struct {
	Msg string
}

func (e *ProtocolError) Error() string { return "plugin protocol: " + e.Msg }

func protocolErrorf(format string, args ...any) *ProtocolError {
	return &ProtocolError{Msg: fmt.Sprintf(format, args...)}
}

// ScanError is a failure the scanner reported itself at the end of a scan.
// Code is one of the line protocol error codes ("bad_request", "limit",
// "internal", "cancelled").
type ScanError struct {
	Code    string
	Message string
}

func (e *ScanError) Error() string { return fmt.Sprintf("scanner reported %s: %s", e.Code, e.Message) }

// Is makes a "cancelled" ScanError match context.Canceled.
func (e *ScanError) Is(target error) bool {
	return target == context.Canceled && e.Code == codeCancelled
}

// ErrUnresponsive is returned by Client.Scan when the plugin did not end a
// cancelled scan within the grace period. The plugin process may still be
// working on it and should be replaced.
var ErrUnresponsive = errors.New("plugin did not end the cancelled scan in time")

// Error codes of ScanEnd, equal to those of the line protocol (internal/lineproto).
const (
	codeBadRequest = lineproto.CodeBadRequest
	codeInternal   = lineproto.CodeInternal
	codeLimit      = lineproto.CodeLimit
	codeCancelled  = lineproto.CodeCancelled
)

// MaxErrorMessage bounds ScanEnd.error_message and a log message in bytes.
const MaxErrorMessage = 1024

// EndCode maps a scan's outcome to a ScanEnd error code and message.
func EndCode(ctx context.Context, err error) (code, msg string) {
	switch {
	case errors.Is(err, scanner.ErrLimit):
		code = codeLimit
	case errors.Is(err, scanner.ErrBadRequest):
		code = codeBadRequest
	case ctx.Err() != nil:
		return codeCancelled, "scan cancelled"
	default:
		code = codeInternal
	}
	return code, Clip(err.Error(), MaxErrorMessage)
}

// Clip shortens s to at most n bytes of valid UTF-8.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// MaxConcurrency is the largest concurrency a plugin may advertise
// (sdk/plugin's Options.MaxConcurrency).
const MaxConcurrency = 256
