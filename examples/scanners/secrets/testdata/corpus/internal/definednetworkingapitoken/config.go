package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-ndk0fx5lw1s3sk7s10lx0up8f9-b57c8ra82v614r5wh9ros6rvnnqxwqrl71sd4h0c9odg822k9dgp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
