package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "b2GcoaOHHKbVcQMPaNLGFVBFa-Cnn3bn8nQ4Vdvw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
