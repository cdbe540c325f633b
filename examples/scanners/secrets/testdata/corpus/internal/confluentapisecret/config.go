package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "OhZFlaVcWQXg4o+/VdMFxMwY3L8D056kpvsZbpKQ49ZDtbt4WQeeV/i0XFKads3O",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
