package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"postman_api_key": "PMAK-c449d540b50a8cf861cabf1b-89957da477ea39d24f4a6f72b5a1c8f372",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
