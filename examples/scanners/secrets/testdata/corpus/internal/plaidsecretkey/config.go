package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "nmb8191n5xt924gykptbl6q0fkx2n2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
