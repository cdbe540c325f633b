package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"rubygems_api_key": "rubygems_a224122cfc6787d69f734721dbe7a08211d0b83730437fc3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
