//go:build !wasip1

package main

import (
	"os"
	"time"

	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/sdk/plugin"
	"github.com/sluicehq/sluice/sdk/stdio"
)

// main serves go-plugin when started by backend.goplugin (which sets the
// handshake variable), else the subprocess protocol.
func main() {
	if os.Getenv(pluginrpc.MagicCookieKey) != "" {
		plugin.Serve(hang{}, plugin.Options{})
		return
	}
	stdio.Main(hang{})
}

// hangForever blocks far past any test's scan deadline; only the backend
// killing the process ends it.
func hangForever() { time.Sleep(time.Hour) }
