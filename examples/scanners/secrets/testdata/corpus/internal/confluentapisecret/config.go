package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "TUMuy3XUbC17khTM3GxdhXvLFf1YYAMwDupv3iRFhOhXfebO8njRMYGcWNsjQ+xN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
