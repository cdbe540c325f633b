package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "4/vZSaTBJXGBTjWAhNZbqRKrDXnpT1YfSXTb8ceT+HtBQCBurTSJCv08TccZePCU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
