package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"circleci_pat": "CCIPAT_XsOzby8eIkUxdgOWvmNSAR_66472b4a9f6c84a052c5e668b8c96be8cdf89a28",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
