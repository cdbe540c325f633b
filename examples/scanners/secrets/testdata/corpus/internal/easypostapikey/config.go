package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"easypost_api_key": "EZAKCPNRAzZXEDhZGQdup1sZauf1mywDJNYEQprptcrqa0BroalGfqMlTd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
