package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"postman_api_key": "PMAK-ef4d5095d2afe5157441ff2e-347dd88f29a6c09bcb14c7c15ee26b9115",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
