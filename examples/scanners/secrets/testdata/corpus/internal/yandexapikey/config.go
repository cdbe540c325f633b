package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"yandex_api_key": "AQVNSRodOiKQJgrbQXwuFZ3MvoYTKXuM6WcZGFtk2y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
