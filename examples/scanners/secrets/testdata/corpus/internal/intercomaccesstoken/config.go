package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "bgxXSuq0noaABT687PnuNa0x1GZEyb8IDl0rstOmMicjfXLneGtme9idY5ia",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
