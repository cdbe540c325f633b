package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "u091st2ks5otklp0sbwj5asb2g0uswiy",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
