package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "zr5y0fr0hle9ounh20izu5vgww6z9w0y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
