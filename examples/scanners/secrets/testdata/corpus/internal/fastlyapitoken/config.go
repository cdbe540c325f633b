package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"fastly_api_token": "IkYuH_E9-mxiSwLf1WCLu955Z_roqZ6v",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
