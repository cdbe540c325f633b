package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"replicate_api_token": "r8_URfSqKTqd35QNmbYgatFZH41n0pZ7DRO8TtiE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
