package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"infracost_api_token": "ico-Y6dWOTUAbiI3wKsaNZgZvWJG7hdxp947",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
