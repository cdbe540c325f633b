package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "DfUc_8TcLB7cN_s_NjM05ct1dgKHC4vo",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
