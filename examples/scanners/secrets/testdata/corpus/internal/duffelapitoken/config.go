package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"duffel_api_token": "duffel_test_bFZEnSnpFu75C1zbgOkRdA8=zLO1vSosr1W2tGXwZ-O",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
