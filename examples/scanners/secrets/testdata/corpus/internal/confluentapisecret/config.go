package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "h8E0eWTD6wBpOifcrCG9g2FlzKdyHmMqqi0/3/oPjK6lu1COKGKT6VuuVSUODb4K",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
