package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"jfrog_api_key": "AKCptHvcaPJDBX1XHDBPt7YmjcpdiNria6ThvAWKFqZxfcL5wN26ZgzvBlVmQ0GGd0arp7GYF",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
