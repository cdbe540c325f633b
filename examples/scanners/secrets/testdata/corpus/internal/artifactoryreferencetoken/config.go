package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"artifactory_reference_token": "cmVmdGtuOjAxOivY9tx9p8aDh8c10LEMy6wEsCSP7QyHqC853JY38jo8qoNceN6b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
