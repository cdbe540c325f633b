package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"huggingface_org_token": "api_org_hbOXASi2W5ycTCARp6nE2MGbwgcoqwWGWh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
