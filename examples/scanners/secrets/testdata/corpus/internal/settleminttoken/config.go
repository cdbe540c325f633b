package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"settlemint_token": "sm_pat_ySc7ZZqScbWWGnM8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
