package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"contentful_pat": "CFPAT-mUbcpfRYGk_Yr5UmxH3-RrFrhnVE0L3ldYRx-lVIsKn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
