package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"replicate_api_token": "r8_qMASlNMWRMI8VXQnebnF8gnmzbPqdqXHmo0dc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
