package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "829b7364-383a-aa7c-fb88-74254aae72e1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
