package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"postman_api_key": "PMAK-0bebf1c4c72785c1b08b06b0-9defdc6cc902df86281cef7aa9798ee9bd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
