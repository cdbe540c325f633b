package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "wpQ-Xgo=yKpOiUQ39fCJKMbizr9IMbA1NXEG4VZAb7z",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
