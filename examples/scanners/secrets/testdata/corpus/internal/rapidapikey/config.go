package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "FwJe1uBDGwmv4U-hBGKLMQx2UtNccYcs388555TZz-7bFujum0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
