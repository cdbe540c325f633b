package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "qGprWc1KvmJ3Jjmxeq62wsmIiBOs3nwFHK9e3N4WCP6gowYl7WXUACJkF31aZPMU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
