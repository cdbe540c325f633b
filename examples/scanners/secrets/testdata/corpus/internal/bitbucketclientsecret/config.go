package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "90uycB4kCmavAuACv0kFUcKmuG5nYKbGjDK1GxZgm6R1r7oLO8S0H5USLDjGpKo6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
