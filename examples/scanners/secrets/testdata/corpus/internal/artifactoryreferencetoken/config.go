package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"artifactory_reference_token": "cmVmdGtuOjAxOTZStMWNnSywQyj6IxyNb0OyB5S0VkaWYBeEa3wQbbqy4utQP5sa",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
