package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "69c2c4aa-4bee-14f4-04fa-45e83ed8f884",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
