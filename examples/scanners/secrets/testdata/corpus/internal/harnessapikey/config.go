package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"harness_api_key": "pat.Fpa3o5QeeLYJLlp5N2z0Ei.1CLykmjcKUXbUlcQFntpfBLY.M5vYlce2ZvnBIa2XHb9D",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
