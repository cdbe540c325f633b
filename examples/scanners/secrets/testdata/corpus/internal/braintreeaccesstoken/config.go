package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"braintree_access_token": "access_token$production$prtoqe6wlc894yvi$a63b89da8311da13520f73d7343e5c81",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
