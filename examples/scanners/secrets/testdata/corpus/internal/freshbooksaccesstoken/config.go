package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "o9jt1yts7t8ju12ynwk6t8pxn8z2c2g1kp8d1hrfiqnuvftop5elz5f7t10w0t44",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
