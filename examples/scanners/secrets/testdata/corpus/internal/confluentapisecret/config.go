package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "oIEQkzZOcPSghWY9iXRjveBErLNNfuaSvO6iz24EFEOlwfXavDc0r4KL50RS1dUX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
