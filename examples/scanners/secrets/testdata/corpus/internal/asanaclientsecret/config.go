package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "y6no22v0lu2k07t6wchy12ckbpi7v1uc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
