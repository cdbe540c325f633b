package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"circleci_pat": "CCIPAT_LhT7nOWYzL3eYU4ajc9Bo3_9d4d4e51d75543fe0c5000024aad6834f4bee44f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
