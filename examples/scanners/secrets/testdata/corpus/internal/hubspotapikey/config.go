package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "7c4945e7-c922-3b43-0509-d384ad26af36",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
