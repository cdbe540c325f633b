package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"adobe_client_secret": "p8e-Yzr4KN5dpd5yvOcO2Myk3orDsoigOD11",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
