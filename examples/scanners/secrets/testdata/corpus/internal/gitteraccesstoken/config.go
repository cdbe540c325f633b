package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "33cdbc848aa419103c1f2c26ef1fe85221c77e69",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
