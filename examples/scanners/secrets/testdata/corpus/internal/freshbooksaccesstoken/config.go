package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "gfbcicxfzxh5m7ph0u99bh5pu5rzeah1rik195wv0ruc1mev59px009qzimzygx6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
