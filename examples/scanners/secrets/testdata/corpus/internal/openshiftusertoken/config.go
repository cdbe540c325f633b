package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"openshift_user_token": "sha256~xUbR3XoihsZGdPLI5SE-0HkukDI0nWMlAmqlyiQ4-0o",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
