package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"onepassword_secret_key": "A3-EVWLUU-OE3U6C-2RR7C-7MZKI-RYZ19-EYK5H",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
