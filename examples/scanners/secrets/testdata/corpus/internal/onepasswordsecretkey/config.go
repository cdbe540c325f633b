package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"onepassword_secret_key": "A3-EJZSXY-TA6MLOEEJHX-R7VH2-IH6T2-J72FY",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
