package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"artifactory_reference_token": "cmVmdGtuOjAxOPZpo70tdCjkn22gH4L8O2abgAErh5NcqbNHaJM4C1uqt6g4WNlA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
