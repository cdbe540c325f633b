package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "08cab653-5fb9-c2a4-4d8f-96620ba6a38d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
