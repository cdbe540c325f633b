package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"braintree_access_token": "access_token$sandbox$onbbmanklde62tzy$1f2dce2565be373543bcba3614c99702",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
