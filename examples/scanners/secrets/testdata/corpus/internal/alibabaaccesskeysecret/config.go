package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"alibaba_access_key_secret": "WkCytffu1u0Sp6WUeVMx5xaI72aFBk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
