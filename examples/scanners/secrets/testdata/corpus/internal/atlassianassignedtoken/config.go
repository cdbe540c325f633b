package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"atlassian_assigned_token": "bDvxZzRaHGTFDwrDeddONise",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
