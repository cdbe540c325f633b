package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_Q4pd4NLuldTKeXOAv3J83337kR=e1aadmNnzIczl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
