package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "85bceab2-208c-4c0d-ba5b-b64905c663e2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
